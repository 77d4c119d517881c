/**
 * What kind of miss a benchmark outcome is, told from the shape of the predicted and the gold SQL alone (no question
 * is read): the report counts them per half, so the largest kinds on databases nobody tuned on show where to work.
 */

export interface Miss {
  answered: boolean;
  sql: string | null;
  gold: string;
  error?: string | undefined;
  rows?: number | undefined;
  goldRows?: number | undefined;
}

/** Kinds in the order they are tested: a miss counts under the first that fits. */
export const MISS_KINDS = [
  'declined',
  'SQL failed to run',
  'set operation missing or extra',
  'more tables than the gold',
  'fewer tables than the gold',
  'other tables than the gold',
  'other number of columns shown',
  'DISTINCT differs',
  'grouping differs',
  'order or limit differs',
  'condition missing or extra',
  'empty answer (gold has rows)',
  'same shape, other details',
] as const;

export type MissKind = (typeof MISS_KINDS)[number];

function tables(sql: string): Set<string> {
  return new Set([...sql.matchAll(/\b(?:FROM|JOIN)\s+"?(\w+)"?/gi)].map((m) => m[1]!.toLowerCase()));
}

/** How many expressions the outermost SELECT lists (commas outside parentheses). */
function shownColumns(sql: string): number {
  const list = /^\s*SELECT\s+(.*?)\s+FROM\b/is.exec(sql)?.[1];
  if (list === undefined) return -1;
  let depth = 0;
  let n = 1;
  for (const ch of list) {
    if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === ',' && depth === 0) n++;
  }
  return n;
}

const has = (sql: string, pattern: RegExp) => pattern.test(sql);
const differ = (a: string, b: string, pattern: RegExp) => has(a, pattern) !== has(b, pattern);

const subset = (a: Set<string>, b: Set<string>) => [...a].every((x) => b.has(x));

export function missKind(o: Miss): MissKind {
  if (!o.answered || !o.sql) return 'declined';
  if (o.error) return 'SQL failed to run';
  const { sql, gold } = o;
  if (differ(sql, gold, /\b(UNION|INTERSECT|EXCEPT)\b/i)) return 'set operation missing or extra';
  const ours = tables(sql);
  const theirs = tables(gold);
  if (ours.size !== theirs.size || !subset(ours, theirs)) {
    if (subset(theirs, ours)) return 'more tables than the gold';
    if (subset(ours, theirs)) return 'fewer tables than the gold';
    return 'other tables than the gold';
  }
  if (shownColumns(sql) !== shownColumns(gold)) return 'other number of columns shown';
  if (differ(sql, gold, /\bDISTINCT\b/i)) return 'DISTINCT differs';
  if (differ(sql, gold, /\bGROUP BY\b/i) || differ(sql, gold, /\bHAVING\b/i)) return 'grouping differs';
  if (differ(sql, gold, /\bORDER BY\b/i) || differ(sql, gold, /\bLIMIT\b/i)) return 'order or limit differs';
  if (differ(sql, gold, /\bWHERE\b/i)) return 'condition missing or extra';
  if (o.rows === 0 && (o.goldRows ?? 0) > 0) return 'empty answer (gold has rows)';
  return 'same shape, other details';
}
