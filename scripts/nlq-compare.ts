/**
 * tsx scripts/nlq-compare.ts BEFORE.jsonl AFTER.jsonl — questions fixed and broken between two bench:nlq runs
 * written with NLQ_OUTCOMES, per part (tune-a, tune-b, held-out). Questions are matched by database and position.
 * With --list PART it prints the tune questions that changed in PART (held-out questions are never listed).
 */
import { readFileSync } from 'node:fs';

interface Line {
  part: string;
  db: string;
  correct: boolean;
  question?: string;
  sql?: string | null;
  gold?: string;
}

function load(path: string): Map<string, Line> {
  const seen = new Map<string, number>();
  const out = new Map<string, Line>();
  for (const text of readFileSync(path, 'utf8').split('\n')) {
    if (!text.trim()) continue;
    const line = JSON.parse(text) as Line;
    const n = seen.get(line.db) ?? 0;
    seen.set(line.db, n + 1);
    out.set(`${line.db}#${n}`, line);
  }
  return out;
}

const [beforePath, afterPath] = process.argv.slice(2);
if (!beforePath || !afterPath) {
  process.stderr.write('usage: tsx scripts/nlq-compare.ts BEFORE.jsonl AFTER.jsonl [--list tune-a|tune-b]\n');
  process.exit(2);
}
const listIndex = process.argv.indexOf('--list');
const listPart = listIndex > 0 ? process.argv[listIndex + 1] : undefined;
const before = load(beforePath);
const after = load(afterPath);
const tally = new Map<string, { fixed: number; broken: number; correct: number; total: number }>();
for (const [key, b] of after) {
  const a = before.get(key);
  const t = tally.get(b.part) ?? { fixed: 0, broken: 0, correct: 0, total: 0 };
  tally.set(b.part, t);
  t.total++;
  if (b.correct) t.correct++;
  if (!a || a.correct === b.correct) continue;
  if (b.correct) t.fixed++;
  else t.broken++;
  if (listPart === b.part && b.part !== 'held-out') {
    process.stdout.write(
      `${b.correct ? 'FIXED ' : 'BROKEN'} ${b.db}: ${b.question}\n  was: ${a.sql}\n  now: ${b.sql}\n  gold: ${b.gold}\n`,
    );
  }
}
for (const [part, t] of [...tally].sort()) {
  process.stdout.write(
    `${part}: +${t.fixed} / −${t.broken}, correct ${t.correct} of ${t.total} (${((100 * t.correct) / t.total).toFixed(1)}%)\n`,
  );
}
