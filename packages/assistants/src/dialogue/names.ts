import { editDistance } from '../knowledge/text.ts';

const tokens = (text: string): string[] =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** How one word of a message stands for one word of a name: exactly (plural, possessive), by a typo, or not. */
function wordMatch(said: string, known: string): 'exact' | 'typo' | undefined {
  if (said === known) return 'exact';
  const bare = said.replace(/('s|s|es)$/, '');
  if ((bare === known || known.replace(/('s|s|es)$/, '') === bare) && bare.length >= 3) return 'exact';
  if (known.length < 4) return undefined;
  const budget = known.length >= 9 ? 2 : 1;
  return editDistance(said, known, budget) <= budget ? 'typo' : undefined;
}

/** A name at this position: every word in order, and typos only on long words or beside an exact word. */
function matchesAt(said: readonly string[], at: number, parts: readonly string[]): boolean {
  let exact = 0;
  for (const [i, part] of parts.entries()) {
    const match = wordMatch(said[at + i]!, part);
    if (!match) return false;
    if (match === 'exact') exact++;
    else if (part.length < 6 && parts.length === 1) return false;
  }
  return exact > 0 || parts.every((p) => p.length >= 6);
}

/**
 * The known name a message mentions (a team, an employee, a product, a metric from the company's own data),
 * tolerant of case, accents, plurals and small typos; the longest match wins, then the earliest. Words of the
 * name must appear in order and next to each other.
 */
export function findName(message: string, names: readonly string[]): string | undefined {
  const said = tokens(message);
  let best: { name: string; length: number; at: number } | undefined;
  for (const name of names) {
    const parts = tokens(name);
    if (parts.length === 0 || parts.length > said.length) continue;
    for (let at = 0; at + parts.length <= said.length; at++) {
      if (!matchesAt(said, at, parts)) continue;
      const length = parts.join(' ').length;
      if (!best || length > best.length || (length === best.length && at < best.at))
        best = { name, length, at };
      break;
    }
  }
  return best?.name;
}
