/**
 * Writes lexicon/vader.tsv (word, mean valence −4…+4) from the VADER lexicon that the vader-sentiment dev
 * dependency ships (Hutto & Gilbert 2014, MIT licence; credited in the README). Only the mean is kept:
 * the ten raw ratings and their deviation are not used at run time.
 * Run: pnpm exec tsx packages/sentiment/scripts/import-vader-lexicon.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(join(here, '../package.json'));
const source = join(dirname(require.resolve('vader-sentiment/package.json')), 'vader_lexicon.txt');
const rows = new Map<string, number>();
for (const line of readFileSync(source, 'utf8').split('\n')) {
  const [word, mean] = line.split('\t');
  if (!word || mean === undefined) continue;
  rows.set(word, Number(mean));
}
const body = [...rows].map(([word, mean]) => `${word}\t${mean}`).join('\n');
const header =
  '# Derived from the VADER sentiment lexicon, (c) C.J. Hutto, MIT licence. word<TAB>valence (-4..4)\n';
writeFileSync(join(here, '../lexicon/vader.tsv'), `${header}${body}\n`);
console.log(`wrote ${rows.size} entries`);
