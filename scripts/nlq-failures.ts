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
  return new Set(
    [...sql.matchAll(/\b(?:FROM|JOIN)\s+"?(\w+)"?/gi)].map((m) => (m[1] ?? m[2]!).toLowerCase()),
  );
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

/** Decline reasons with their variable parts (words, values, table names) taken out, so they can be counted. */
const DECLINE_REASONS: [RegExp, string][] = [
  [/^I am not sure what .* refers to in your data/, 'words not understood'],
  [/^I could not tell which of your tables/, 'no table recognised'],
  [/^I could not tell what .* refers to\./, 'a number nothing read'],
  [/^I could not tell what the .* is of/, 'an aggregate of nothing'],
  [/^I could not tell what to show about/, 'a value only echoed'],
  [/^I could not tell what ".*" leaves out/, 'a negation nothing read'],
  [/^I could not tell what ".*" ranks by/, 'a superlative nothing read'],
  [/^I could not tell what ".*" groups by/, 'a grouping nothing read'],
  [/^I could not tell what ".*" compares/, 'a comparison nothing read'],
  [/^I could not tell how ".*" fits the question/, 'a column nothing read'],
  [/^I do not know how .* relates to/, 'no relationship path'],
  [/^I do not know which table the condition/, 'condition without a table'],
];

/** The clauses of the outermost query in which the tables the gold SQL does not use are referred to. */
function extraTableUse(sql: string, gold: string): string {
  const theirs = tables(gold);
  const aliases = [...sql.matchAll(/\b(?:FROM|JOIN)\s+"?(\w+)"?(?:\s+AS\s+"?(\w+)"?)?/gi)]
    .filter((m) => !theirs.has(m[1]!.toLowerCase()))
    .map((m) => m[2] ?? m[1]!);
  const clauses: [string, RegExp][] = [
    ['select', /^\s*SELECT\s+(.*?)\s+FROM\b/is],
    ['where', /\bWHERE\b(.*?)(?:\bGROUP BY\b|\bORDER BY\b|\bHAVING\b|$)/is],
    ['group', /\bGROUP BY\b(.*?)(?:\bORDER BY\b|\bHAVING\b|$)/is],
    ['order', /\bORDER BY\b(.*)$/is],
  ];
  const used = clauses
    .filter(([, pattern]) => {
      const text = pattern.exec(sql)?.[1] ?? '';
      return aliases.some((a) => text.includes(`${a}.`) || text.includes(`"${a}".`));
    })
    .map(([name]) => name);
  return used.length > 0 ? `used in ${used.join('+')}` : 'join only';
}

/** A finer kind of miss, told like missKind from the SQL shapes and the decline reason only. */
export function missDetail(o: Miss & { reason?: string | undefined }): string {
  const kind = missKind(o);
  if (kind === 'declined') {
    const reason = o.reason ?? '';
    return DECLINE_REASONS.find(([pattern]) => pattern.test(reason))?.[1] ?? 'other';
  }
  if (kind === 'more tables than the gold' || kind === 'other tables than the gold')
    return extraTableUse(o.sql!, o.gold);
  if (kind === 'other number of columns shown') return columnDifference(o.sql!, o.gold);
  if (kind === 'set operation missing or extra') {
    const op = (q: string) => /\b(UNION|INTERSECT|EXCEPT)\b/i.exec(q)?.[1]?.toUpperCase();
    const ours = op(o.sql!);
    return ours
      ? `extra ${ours}${/\bNOT IN\b/i.test(o.gold) ? ' (gold: NOT IN)' : ''}`
      : `missing ${op(o.gold)}`;
  }
  if (kind === 'DISTINCT differs')
    return /\bDISTINCT\b/i.test(o.sql!) ? 'extra DISTINCT' : 'missing DISTINCT';
  if (kind === 'grouping differs') return groupingDifference(o.sql!, o.gold);
  if (kind === 'fewer tables than the gold') return extraTableUse(o.gold, o.sql!);
  if (kind === 'same shape, other details') return detailDifference(o.sql!, o.gold);
  return '';
}

function groupingDifference(sql: string, gold: string): string {
  const part = (pattern: RegExp, name: string) =>
    differ(sql, gold, pattern) ? `${pattern.test(sql) ? 'extra' : 'missing'} ${name}` : '';
  return [part(/\bGROUP BY\b/i, 'GROUP BY'), part(/\bHAVING\b/i, 'HAVING')].filter(Boolean).join(', ');
}

const CLAUSES: [string, RegExp][] = [
  ['shown', /^\s*SELECT\s+(.*?)\s+FROM\b/is],
  ['condition', /\bWHERE\b(.*?)(?:\bGROUP BY\b|\bORDER BY\b|\bHAVING\b|\bLIMIT\b|$)/is],
  ['grouping', /\bGROUP BY\b(.*?)(?:\bORDER BY\b|\bHAVING\b|\bLIMIT\b|$)/is],
  ['having', /\bHAVING\b(.*?)(?:\bORDER BY\b|\bLIMIT\b|$)/is],
  ['sort', /\bORDER BY\b(.*?)(?:\bLIMIT\b|$)/is],
];

/** Per clause of a query: the column names it names (lower case, without table aliases). */
function clauseColumns(sql: string): Map<string, Set<string>> {
  const bare = sql.replace(/'(?:[^']|'')*'/g, "''");
  const names = tables(sql);
  return new Map(
    CLAUSES.map(([name, pattern]) => [
      name,
      new Set(
        [
          ...(pattern.exec(bare)?.[1] ?? '').matchAll(
            /(?:\b\w+|"\w+")\.("?)(\w+)\1|"(\w+)"|\b([a-z_]\w*)\b(?!\s*\()/gi,
          ),
        ]
          .map((m) => (m[2] ?? m[3] ?? m[4]!).toLowerCase())
          .filter(
            (c) =>
              !names.has(c) &&
              !/^(as|and|or|not|in|is|null|asc|desc|distinct|like|ilike|between|escape|select|from|where|join|on|t\d|s\d)$/.test(
                c,
              ),
          ),
      ),
    ]),
  );
}

/** Literals, aggregates, comparison operators and sort directions of a query. */
function otherParts(query: string): Map<string, Set<string>> {
  const sql = query.replace(/\s+ESCAPE\s+'\\'/gi, '');
  const bare = sql.replace(/'(?:[^']|'')*'/g, "''");
  const all = (pattern: RegExp, text = bare) =>
    new Set([...text.matchAll(pattern)].map((m) => (m[1] ?? m[2]!).toLowerCase()));
  return new Map([
    ['aggregates', all(/\b(COUNT|SUM|AVG|MIN|MAX)\s*\(/gi)],
    [
      'values',
      all(/'((?:[^']|'')*)'|\b(\d+(?:\.\d+)?)\b(?![^(]*\bAS\b)/g, sql.replace(/\b(?:T|S)\d\b/g, '')),
    ],
    ['operators', all(/(<=|>=|!=|<>|<|>|\bBETWEEN\b|\bNOT\b)|\bI?(LIKE)\b/gi)],
    ['directions', all(/\b(ASC|DESC)\b/gi)],
  ]);
}

/** Which part of two queries of the same shape differs first: a clause's columns, then aggregates, values, … */
function detailDifference(sql: string, gold: string): string {
  const same = (a: Set<string>, b: Set<string>) => a.size === b.size && subset(a, b);
  const ours = clauseColumns(sql);
  const theirs = clauseColumns(gold);
  for (const [name] of CLAUSES) if (!same(ours.get(name)!, theirs.get(name)!)) return `other ${name} columns`;
  const [a, b] = [otherParts(sql), otherParts(gold)];
  for (const [name, set] of a) if (!same(set, b.get(name)!)) return `other ${name}`;
  return 'same parts, other rows';
}

/** What the one of two SELECT lists that is longer shows besides: an aggregate, the sorted or grouped value, a label. */
function columnDifference(sql: string, gold: string): string {
  const more = shownColumns(sql) > shownColumns(gold);
  const [longer, shorter] = more ? [sql, gold] : [gold, sql];
  const list = (q: string) => /^\s*SELECT\s+(.*?)\s+FROM\b/is.exec(q)?.[1] ?? '';
  const aggregate = /\b(COUNT|SUM|AVG|MIN|MAX)\s*\(/i;
  const what =
    aggregate.test(list(longer)) && !aggregate.test(list(shorter))
      ? 'an aggregate'
      : /\bORDER BY\b/i.test(longer) && !/\bGROUP BY\b/i.test(longer)
        ? 'sorted'
        : /\bGROUP BY\b/i.test(longer)
          ? 'grouped'
          : /\bWHERE\b/i.test(longer)
            ? 'filtered'
            : 'plain';
  return `${more ? 'more' : 'fewer'} columns (${what})`;
}

/** The table.column pairs the SQL's joins equate (`a.x=b.y`, lower case, sorted, aliases resolved). */
export function joinPairs(sql: string): string[] {
  const alias = new Map<string, string>();
  for (const m of sql.matchAll(/\b(?:FROM|JOIN)\s+"?(\w+)"?(?:\s+AS\s+"?(\w+)"?)?/gi))
    alias.set((m[2] ?? m[1]!).toLowerCase(), m[1]!.toLowerCase());
  const pairs: string[] = [];
  for (const m of sql.matchAll(/\bON\s+"?(\w+)"?\."?(\w+)"?\s*=\s*"?(\w+)"?\."?(\w+)"?/gi)) {
    const side = (a: string, c: string) =>
      `${alias.get(a.toLowerCase()) ?? a.toLowerCase()}.${c.toLowerCase()}`;
    const a = side(m[1]!, m[2]!);
    const b = side(m[3]!, m[4]!);
    if (a.split('.')[0] !== b.split('.')[0]) pairs.push([a, b].sort().join('='));
  }
  return pairs;
}
