import { END_WORDS, nearest, type ParseContext, referenceTo, START_WORDS } from './context.ts';
import { type Mention, STOPWORDS } from './linking.ts';
import { type ColumnEntry, isNamePart, type TableEntry, type ValueEntry } from './schema-index.ts';

/** The column a value belongs to: one named next to it, else the main table's, one already joined, the nearest. */
export function pickEntry(ctx: ParseContext, value: Mention, all: ValueEntry[]): ValueEntry | undefined {
  // ("senior members" with Senior a surname as well as a membership type: a word in lower case is not a person's name.)
  const lower = ctx.tokens.slice(value.start, value.end).every((t) => !/\p{Lu}/u.test(t.raw));
  const kinds = lower ? all.filter((e) => !isNamePart(e.column)) : all;
  const entries = kinds.length > 0 ? kinds : all;
  // Columns named within a few words of the value, by how far ("Los Angeles county" is about the county more than
  // "located in Los Angeles" is about the location).
  const gap = new Map<ColumnEntry, number>();
  for (const m of ctx.mentions) {
    if (m.kind !== 'column' || Math.abs(m.start - value.start) > 4) continue;
    const d = m.start >= value.end ? m.start - value.end : value.start - m.end;
    for (const c of m.columns) gap.set(c, Math.min(d, gap.get(c) ?? d));
  }
  // A column named next to the value first (the closest), and among equals the main table's, then one already
  // joined, then the nearest.
  const closestGap = Math.min(...entries.map((e) => gap.get(e.column) ?? Number.POSITIVE_INFINITY));
  const named = entries.filter((e) => gap.get(e.column) === closestGap);
  const pool = named.length > 0 ? named : entries;
  const closest = nearest(ctx, fewestValuesFirst(pool));
  // "students who took Biology courses": a value right before another table's name qualifies that table's rows —
  // unless it names one of them by its key ("instructors in the Physics department", "songs of blues genre"), which
  // a column referring to that table holds as well.
  const noun = ctx.mentions.find((m) => m.kind === 'table' && m.start === value.end && m.table !== ctx.main);
  const own = noun?.kind === 'table' ? pool.find((e) => e.column.table === noun.table.name) : undefined;
  const referred = (table: string) => pool.some((e) => referenceTo(ctx.index, e.column, table) !== undefined);
  const qualifies = own && !own.column.isKey && !referred(own.column.table);
  // "instructors who advise students in the History department": the rows named just before ("students … in the"),
  // when they hold the value themselves.
  const rows = ctx.mentions.findLast(
    (m) =>
      m.kind === 'table' &&
      ctx.words.slice(m.end, value.start).every((w) => /^(in|from|of|the|a|an)$/.test(w)) &&
      value.start >= m.end,
  );
  // (…or refer to the row that holds it: "instructors from the History department", `instructor.dept_name` →
  // `department.dept_name`, though no instructor is in History.)
  const held =
    rows?.kind === 'table'
      ? (pool.find((e) => e.column.table === rows.table.name) ?? referringEntry(ctx, rows.table, pool))
      : undefined;
  // ("trips that ended at Palo Alto" with the name in `start_station_name` and `end_station_name`: the column the
  // verb just before the value names — not a preposition, "venues in Leeds" beside a promoter's `based_in`.)
  const verbed = pool.filter((e) =>
    ctx.tokens
      .slice(Math.max(0, value.start - 3), value.start)
      .some((t) => !STOPWORDS.has(t.text) && e.column.words.includes(t.stem)),
  );
  return (
    directed(ctx, value, pool) ??
    (qualifies ? own : undefined) ??
    held ??
    (verbed.length === 1 ? verbed[0] : undefined) ??
    pool.find((e) => e.column.table === ctx.main.name) ??
    pool.find((e) => ctx.tables.has(e.column.table)) ??
    pool.find((e) => e.column === closest) ??
    pool[0]
  );
}

/**
 * "the cheapest flight to Chicago" with Chicago both an `origin` and a `destination`: of a start and an end column
 * holding the value, the one the preposition just before it points at ("to" the end, "from" the start).
 */
function directed(ctx: ParseContext, value: Mention, pool: ValueEntry[]): ValueEntry | undefined {
  const role = (e: ValueEntry, words: RegExp) => e.column.words.some((w) => words.test(w));
  const ends = pool.filter((e) => role(e, END_WORDS) && !role(e, START_WORDS));
  const starts = pool.filter((e) => role(e, START_WORDS) && !role(e, END_WORDS));
  if (ends.length === 0 || starts.length === 0) return undefined;
  const preposition = ctx.words
    .slice(Math.max(0, value.start - 2), value.start)
    .findLast((w) => /^(to|into|towards?|from)$/.test(w));
  const side = preposition === undefined ? [] : preposition === 'from' ? starts : ends;
  return side.length === 1 ? side[0] : undefined;
}

/** The value of a key entry, held by `table`'s column that refers to that key. */
function referringEntry(ctx: ParseContext, table: TableEntry, pool: ValueEntry[]): ValueEntry | undefined {
  for (const e of pool) {
    const by = table.columns.find(
      (c) => referenceTo(ctx.index, c, e.column.table)?.toColumn === e.column.column,
    );
    if (by) return { column: by, value: e.value, key: e.key };
  }
  return undefined;
}

/**
 * "pop tracks" with `Pop` both a genre's name and an album's title: of columns as near as each other, a value is
 * more likely one of a few kinds (25 genres) than one of many names (347 album titles). The columns, fewest distinct
 * values first.
 */
function fewestValuesFirst(pool: ValueEntry[]): ColumnEntry[] {
  return pool
    .map((e) => e.column)
    .sort((a, b) => (a.profile.distinctCount ?? 0) - (b.profile.distinctCount ?? 0));
}

/**
 * "the teacher KAWA GORDON": two values in a row that are a first and a last name of one table (or a last and a
 * first: "COVIN JEROME", written as a register lists people).
 */
export function namePairs(ctx: ParseContext): Map<Mention, ValueEntry> {
  const pairs = new Map<Mention, ValueEntry>();
  const part = (m: Mention, word: string) =>
    m.kind === 'value' ? m.entries.filter((e) => e.column.words.includes(word)) : [];
  const pair = (a: Mention, b: Mention, one: string, other: string) => {
    for (const x of part(a, one)) {
      const y = part(b, other).find((e) => e.column.table === x.column.table);
      if (!y) continue;
      pairs.set(a, x);
      pairs.set(b, y);
      return true;
    }
    return false;
  };
  for (const a of ctx.mentions) {
    const b = ctx.mentions.find((x) => x.start === a.end);
    if (b && !pairs.has(a) && !pair(a, b, 'first', 'last')) pair(a, b, 'last', 'first');
  }
  return pairs;
}
