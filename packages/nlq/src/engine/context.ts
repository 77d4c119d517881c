import type { Mention } from './linking.ts';
import type { QueryPlan } from './plan.ts';
import {
  type ColumnEntry,
  findTable,
  holdsYears,
  type SchemaIndex,
  type TableEntry,
} from './schema-index.ts';
import type { Token } from './text.ts';
import { AGGREGATE_WORDS, isVerbForm } from './vocabulary.ts';

/** The question as the parser's clause readers see it, plus what they have claimed so far. */
export interface ParseContext {
  tokens: Token[];
  words: string[];
  mentions: Mention[];
  index: SchemaIndex;
  now: Date;
  /** Token positions explained by a clause (for the coverage check and the interpretation). */
  consumed: Set<number>;
  /** Mentions already given a role. */
  claimed: Set<Mention>;
  /** Negated values no row of a group may have ("countries that never hosted a friendly"). */
  absent: Set<Mention>;
  main: TableEntry;
  /** Tables the query must reach (joined along relationships). */
  tables: Set<string>;
  /** The money the rows were ranked by ("the biggest customer", "the most revenue"): its rows' date is the period's. */
  rankedMoney?: ColumnEntry;
}

export function consume(ctx: ParseContext, start: number, end: number): void {
  for (let i = start; i < end; i++) ctx.consumed.add(i);
}

/** Where a run of values named one after another ends, from word i on ("Linda Smith": two values, or one). */
export function afterValues(mentions: Mention[], i: number): number {
  let end = i;
  for (let x = valueFrom(mentions, end); x; x = valueFrom(mentions, end)) end = x.end;
  return end;
}

/** Where a run of values named one after another starts, ending right before word i. */
export function beforeValues(mentions: Mention[], i: number): number {
  let start = i;
  for (let x = valueTo(mentions, start); x; x = valueTo(mentions, start)) start = x.start;
  return start;
}

const valueFrom = (mentions: Mention[], i: number) =>
  mentions.find((m) => m.kind === 'value' && m.start === i);
const valueTo = (mentions: Mention[], i: number) => mentions.find((m) => m.kind === 'value' && m.end === i);

export function mentionAt(ctx: ParseContext, i: number): Mention | undefined {
  return ctx.mentions.find((m) => m.start === i);
}

/** The mentions whose words include token `i` ("mean" inside the column mention "mean humidity"). */
export function mentionsCovering(ctx: ParseContext, i: number): Mention[] {
  return ctx.mentions.filter((m) => m.start <= i && i < m.end);
}

/** The next mention starting within `window` tokens after `i`, skipping filler words. */
export function mentionAfter(ctx: ParseContext, i: number, window = 3): Mention | undefined {
  return ctx.mentions.find((m) => m.start >= i && m.start < i + window && !ctx.claimed.has(m));
}

/** The nearest unclaimed column mention ending at most `window` tokens before `before`. */
export function previousColumn(ctx: ParseContext, before: number, window = 6): Mention | undefined {
  const candidates = ctx.mentions.filter(
    (m) => m.kind === 'column' && m.end <= before && m.end >= before - window && !ctx.claimed.has(m),
  );
  return candidates.at(-1);
}

/**
 * One word in the plural for text columns that are no ids ("players" where `Player` holds names): it names the rows,
 * to be counted, rather than the column's values.
 */
export function namesRowsInPlural(ctx: ParseContext, m: Mention | undefined): boolean {
  if (m?.kind !== 'column' || m.end - m.start !== 1) return false;
  const token = ctx.tokens[m.start]!;
  return (
    token.text !== token.stem && /s$/.test(token.text) && m.columns.every((c) => c.kind === 'text' && !c.isId)
  );
}

export function isNegation(word: string): boolean {
  return (
    /^(not|never|no|without|none|nobody|neither|nor)$/.test(word) ||
    /n['’]t$/.test(word) ||
    // ("didnt", "doesnt": the contraction typed without its apostrophe.)
    /^(do|does|did|is|are|was|were|has|have|had|could|would|should)nt$/.test(word)
  );
}

/** "except", "excluding": words that leave rows out, as a negation does, without being one grammatically. */
export function isExclusion(word: string): boolean {
  return word === 'except' || word === 'excluding';
}

/** Picks the column a mention most likely means: in the main table, then one already joined, then any. */
export function resolveColumn(ctx: ParseContext, columns: ColumnEntry[]): ColumnEntry | undefined {
  columns = endpointSaid(ctx, columns);
  const column =
    columns.find((c) => c.table === ctx.main.name) ??
    columns.find((c) => ctx.tables.has(c.table)) ??
    nearest(ctx, columns) ??
    columns[0];
  return column && (referencingColumn(ctx, column) ?? column);
}

/** Words of a column's name that make it the end or the start of a span or a journey (`date_to`, `destination`). */
export const END_WORDS = /^(to|end|until|finish|close|stop|leav|destin|dest|dst|arriv|target)$/;
export const START_WORDS = /^(from|start|begin|open|join|origin|sourc|src|depart|departur)$/;
const END_VERBS = /^(leav|end|finish|stop|quit|close|expir|complet|until)$/;
const START_VERBS = /^(start|begin|join|open|enter|hire)$/;

/**
 * "the last date a staff member left a project" over `date_from` and `date_to`: of a start and an end column, not
 * the one the question's verb contradicts (leaving, ending → not the start; starting, joining → not the end).
 */
function endpointSaid(ctx: ParseContext, columns: ColumnEntry[]): ColumnEntry[] {
  const ends = columns.filter((c) => c.words.some((w) => END_WORDS.test(w)));
  const starts = columns.filter((c) => c.words.some((w) => START_WORDS.test(w)));
  if (ends.length === 0 || starts.length === 0) return columns;
  const said = (verbs: RegExp) => ctx.tokens.some((t) => verbs.test(t.stem));
  const end = said(END_VERBS);
  if (end === said(START_VERBS)) return columns;
  const other = end ? starts : ends;
  return columns.filter((c) => !other.includes(c));
}

/**
 * The main table's own column that refers to `column` when that is another table's key (`Products.Manufacturer`
 * for `Manufacturers.Code`): the same values without a join.
 */
export function referencingColumn(ctx: ParseContext, column: ColumnEntry): ColumnEntry | undefined {
  if (column.table === ctx.main.name) return undefined;
  const r = ctx.index.relationships.find(
    (x) => x.fromTable === ctx.main.name && x.toTable === column.table && x.toColumn === column.column,
  );
  return r && ctx.main.columns.find((c) => c.column === r.fromColumn);
}

/** The main table's one column that refers to `table`'s rows (none when it has none, or several). */
export function mainReferenceTo(ctx: ParseContext, table: string): ColumnEntry | undefined {
  const refs = ctx.index.relationships.filter((r) => r.fromTable === ctx.main.name && r.toTable === table);
  return refs.length === 1 ? ctx.main.columns.find((c) => c.column === refs[0]!.fromColumn) : undefined;
}

/**
 * The column whose table takes the fewest joins to reach from the main table; on a tie, the table more of the
 * question's other words name ("offered at building Chandler during the fall semester": `section.building`, as the
 * semester is the section's), else the first named.
 */
export function nearest(ctx: ParseContext, columns: ColumnEntry[]): ColumnEntry | undefined {
  let best: ColumnEntry | undefined;
  let bestSteps = Number.POSITIVE_INFINITY;
  let bestSupport = -1;
  for (const c of columns) {
    const steps = joinPath(ctx.index, ctx.main.name, c.table)?.length ?? Number.POSITIVE_INFINITY;
    if (steps > bestSteps) continue;
    const support = supportOf(ctx, c.table);
    if (steps < bestSteps || support > bestSupport) {
      best = c;
      bestSteps = steps;
      bestSupport = support;
    }
  }
  return best;
}

/** How many of the question's mentions name a table or one of its columns or values. */
function supportOf(ctx: ParseContext, table: string): number {
  return ctx.mentions.filter((m) =>
    m.kind === 'table'
      ? m.table.name === table
      : m.kind === 'column'
        ? m.columns.some((c) => c.table === table)
        : m.kind === 'value' && m.entries.some((e) => e.column.table === table),
  ).length;
}

/** The relationships by which `column` refers to other tables' keys (none for a column that refers to nothing). */
export function referencesFrom(index: SchemaIndex, column: ColumnEntry): SchemaIndex['relationships'] {
  return index.relationships.filter((r) => r.fromTable === column.table && r.fromColumn === column.column);
}

/** Whether a column holds a number to add up: not an id, and no reference to another table's rows (`csu_fees.Campus`). */
export function addsUp(index: SchemaIndex, column: ColumnEntry): boolean {
  return column.kind === 'number' && !column.isId && referencesFrom(index, column).length === 0;
}

/** The relationship by which `column` refers to a key of `table`, if it does. */
export function referenceTo(index: SchemaIndex, column: ColumnEntry, table: string) {
  return referencesFrom(index, column).find((r) => r.toTable === table);
}

/** Whether rows of table `from` refer to rows of table `to`. */
export function refers(index: SchemaIndex, from: string, to: string): boolean {
  return index.relationships.some((r) => r.fromTable === from && r.toTable === to);
}

/** The other tables whose rows refer to rows of `table` (each named once). */
export function referringTables(index: SchemaIndex, table: string): string[] {
  return [
    ...new Set(
      index.relationships.filter((r) => r.toTable === table && r.fromTable !== table).map((r) => r.fromTable),
    ),
  ];
}

/** The tables whose rows refer to the main table's and whose name holds `stem` ("ordered" → `orders`). */
export function referringNamed(ctx: ParseContext, stem: string): TableEntry[] {
  const referring = ctx.index.tables.filter(
    (t) => t !== ctx.main && refers(ctx.index, t.name, ctx.main.name),
  );
  // ("Which car has been rented the most?": `rental`, a noun the verb makes.)
  const names = (t: TableEntry) =>
    t.words.includes(stem) ||
    (stem.length >= 4 && t.words.some((w) => w.startsWith(stem) && w.length <= stem.length + 3));
  const named = referring.filter(names);
  if (named.length > 0) return named;
  // ("Which car model has been rented the most times?": rentals of the cars of each model.)
  return ctx.index.tables.filter(
    (t) => t !== ctx.main && names(t) && referring.some((r) => refers(ctx.index, t.name, r.name)),
  );
}

/**
 * The table whose rows a noun no name spells stands for ("more than one role", "don't have any cases"): of the tables
 * referring to the main rows, the one whose name the noun begins, else the only one.
 */
export function referringNoun(ctx: ParseContext, stem: string): string | undefined {
  const named = referringNamed(ctx, stem);
  if (named.length === 1) return named[0]!.name;
  const referring = referringTables(ctx.index, ctx.main.name);
  return referring.length === 1 ? referring[0] : undefined;
}

/** A table's measure named as the table (`faculty.Faculty`, `degrees.Degrees`): what the table counts. */
export function namedMeasure(table: TableEntry): ColumnEntry | undefined {
  return table.columns.find(
    (c) => c.kind === 'number' && !c.isId && c.words.join(' ') === table.words.join(' '),
  );
}

export function reachable(index: SchemaIndex, from: string, to: string): boolean {
  return joinPath(index, from, to) !== undefined;
}

/**
 * The words of a reference column that name its role rather than the tables it joins
 * (`Problem_Log.assigned_to_staff_id` → "assigned"): none for a plain `staff_id`.
 */
export function roleWords(index: SchemaIndex, r: SchemaIndex['relationships'][number]): string[] {
  const from = findTable(index, r.fromTable);
  const to = findTable(index, r.toTable);
  const column = from?.columns.find((c) => c.column === r.fromColumn);
  const key = to?.columns.find((c) => c.column === r.toColumn);
  if (!from || !to || !column || !key) return [];
  const plain = new Set([...from.words, ...to.words, ...key.words, 'id', 'by', 'to', 'of', 'code', 'key']);
  // (A number tells two references apart, `Club_ID_1` and `Club_ID_2`; "more than 2 medals" names neither.)
  return column.words.filter((w) => !plain.has(w) && !/^\d+$/.test(w));
}

/**
 * Two tables related more than once (`reported_by_staff_id` and `closure_authorised_by_staff_id` → `Staff`, a trip's
 * start and end station): the relationship whose role the question names ("reported by", "trips that ended at") is
 * followed first. Other relationships keep their order.
 */
export function preferNamedRoles(index: SchemaIndex, stems: ReadonlySet<string>): SchemaIndex {
  const rels = index.relationships;
  const pair = (r: (typeof rels)[number]) => [r.fromTable, r.toTable].sort().join('.');
  const named = (r: (typeof rels)[number]) => roleWords(index, r).some((w) => stems.has(w));
  const groups = new Map<string, number[]>();
  for (const [k, r] of rels.entries()) groups.set(pair(r), [...(groups.get(pair(r)) ?? []), k]);
  let reordered: typeof rels | undefined;
  for (const at of groups.values()) {
    if (at.length < 2) continue;
    const members = at.map((k) => rels[k]!);
    const first = members.filter(named);
    if (first.length === 0 || first.length === members.length) continue;
    reordered ??= [...rels];
    const order = [...first, ...members.filter((r) => !first.includes(r))];
    at.forEach((k, n) => {
      reordered![k] = order[n]!;
    });
  }
  return { ...index, relationships: reordered ?? rels, questionStems: stems };
}

/** Whether a join step follows a reference (many → one) rather than going back along one. */
export function followsReference(index: SchemaIndex, step: JoinStep): boolean {
  return index.relationships.some(
    (r) =>
      r.fromTable === step.from &&
      r.fromColumn === step.fromColumn &&
      r.toTable === step.to &&
      r.toColumn === step.toColumn,
  );
}

export interface JoinStep {
  from: string;
  fromColumn: string;
  to: string;
  toColumn: string;
}

/**
 * Shortest chain of relationships from a table (or the nearest of several already joined) to another, breadth-first
 * in either direction. A chain that climbs to a shared table and back down ("students" → their department → its
 * courses) relates rows only through what they have in common, so one at most a step longer that does not is preferred
 * ("students" → enrollments → classes → courses).
 */
export function joinPath(index: SchemaIndex, from: string | string[], to: string): JoinStep[] | undefined {
  const any = searchPath(index, from, to, false);
  if (any?.length === 1 && roleLink(index, any[0]!)) return bridge(index, any[0]!.from, to, true) ?? any;
  if (!any || any.length < 2) return any;
  const direct = searchPath(index, from, to, true);
  const path = direct && direct.length <= any.length + 1 ? direct : any;
  return (path.length === 2 && bridge(index, path[0]!.from, to)) || path;
}

/**
 * Two steps through a table that refers to both ends (`course` ← `class` → `employee`: who taught it) rather than a
 * chain of references (`course` → its department → the department's head).
 */
function bridge(index: SchemaIndex, from: string, to: string, byName = false): JoinStep[] | undefined {
  let found: JoinStep[] | undefined;
  let named: JoinStep[] | undefined;
  for (const a of index.relationships) {
    if (a.toTable !== from || a.fromTable === from || a.fromTable === to) continue;
    const b = index.relationships.find((r) => r.fromTable === a.fromTable && r.toTable === to && r !== a);
    if (!b) continue;
    const path = [
      { from, fromColumn: a.toColumn, to: a.fromTable, toColumn: a.fromColumn },
      { from: a.fromTable, fromColumn: b.fromColumn, to, toColumn: b.toColumn },
    ];
    // (In place of a role, a link by the two tables' own names: not `Match` by its home and away teams.)
    if (byName && path.some((step) => roleLink(index, step))) continue;
    // ("Which warehouses stock gloves?": `stock_level`, which the question names, before `shipment`.)
    if (namedByQuestion(index, a.fromTable, [from, to])) return path;
    // ("What products does the farm sell?": `vendor_products`, named after both, before the `sales` they share.)
    if (namedAfter(index, a.fromTable, [from, to])) named ??= path;
    found ??= path;
  }
  return named ?? found;
}

/** Whether the question names a table by a word of its own, not one of the tables it links (`stock_level`). */
function namedByQuestion(index: SchemaIndex, table: string, others: string[]): boolean {
  const theirs = new Set(others.flatMap((o) => wordsOf(index, o)));
  return wordsOf(index, table).some((w) => !theirs.has(w) && w.length >= 4 && questionSays(index, w));
}

/** Whether a word of the question being read is of the family of a name's word (see `akin`). */
function questionSays(index: SchemaIndex, word: string): boolean {
  for (const s of index.questionStems ?? []) if (akin(s, word)) return true;
  return false;
}

function wordsOf(index: SchemaIndex, table: string): string[] {
  return findTable(index, table)?.words ?? [];
}

/** Whether a table's name holds a word of each of the others' (`vendor_products` of vendors and products). */
function namedAfter(index: SchemaIndex, table: string, others: string[]): boolean {
  const words = wordsOf(index, table);
  return others.every((o) => wordsOf(index, o).some((w) => words.includes(w)));
}

/**
 * A reference named for a role the question does not name (`arbiter_id`, `Primary_Dentist_ID` → members, dentists):
 * where a table links the two by their own names (`tournament_entries`, `Appointments`), that link is what the
 * question means ("the tournaments Fatima entered", "patients who have seen Dr. Raman"; not "Who is the arbiter?").
 */
function roleLink(index: SchemaIndex, step: JoinStep): boolean {
  const up = followsReference(index, step);
  const r = index.relationships.find((x) =>
    up
      ? x.fromTable === step.from && x.fromColumn === step.fromColumn && x.toTable === step.to
      : x.fromTable === step.to && x.fromColumn === step.toColumn && x.toTable === step.from,
  );
  const roles = r ? roleWords(index, r) : [];
  return roles.length > 0 && !roles.some((w) => questionSays(index, w));
}

/** Words of one family: "owned" and `owner`, "favorite" and `fav`, "specialize" and `specialty`. */
function akin(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length >= 3 && long.startsWith(short)) return true;
  let k = 0;
  while (k < short.length && short[k] === long[k]) k++;
  return k >= 6;
}

function searchPath(
  index: SchemaIndex,
  from: string | string[],
  to: string,
  noSharedParent: boolean,
): JoinStep[] | undefined {
  const sources = typeof from === 'string' ? [from] : from;
  if (sources.includes(to)) return [];
  // A state is a table and whether it was reached by following a reference up (many → one).
  const stateOf = (table: string, up: boolean) => `${up ? '^' : 'v'}${table}`;
  const previous = new Map<string, { step: JoinStep; state: string }>();
  const queue = sources.map((t) => ({ table: t, up: false, state: stateOf(t, false) }));
  const seen = new Set(queue.map((q) => q.state));
  while (queue.length > 0) {
    const current = queue.shift()!;
    for (const r of index.relationships) {
      const steps: { step: JoinStep; up: boolean }[] = [];
      if (r.fromTable === current.table) {
        steps.push({
          step: { from: current.table, fromColumn: r.fromColumn, to: r.toTable, toColumn: r.toColumn },
          up: true,
        });
      }
      if (r.toTable === current.table && !(noSharedParent && current.up)) {
        steps.push({
          step: { from: current.table, fromColumn: r.toColumn, to: r.fromTable, toColumn: r.fromColumn },
          up: false,
        });
      }
      for (const { step, up } of steps) {
        const state = stateOf(step.to, noSharedParent && up);
        if (seen.has(state) || sources.includes(step.to)) continue;
        seen.add(state);
        previous.set(state, { step, state: current.state });
        if (step.to === to) {
          const path: JoinStep[] = [];
          let node: string | undefined = state;
          while (node && previous.has(node)) {
            const p: { step: JoinStep; state: string } = previous.get(node)!;
            path.unshift(p.step);
            node = p.state;
          }
          return path;
        }
        queue.push({ table: step.to, up: noSharedParent && up, state });
      }
    }
  }
  return undefined;
}

/** The table's one date, or the one a word before `i` names ("started a policy" → `Start_Date`). */
export function tableDate(ctx: ParseContext, table: TableEntry, i: number): ColumnEntry | undefined {
  const dates = table.columns.filter((c) => c.kind === 'date');
  if (dates.length === 1) return dates[0];
  const said = ctx.tokens.slice(Math.max(0, i - 4), i);
  const stems = new Set(said.map((t) => t.stem));
  const named = dates.filter((c) => c.words.some((w) => stems.has(w) && !table.words.includes(w)));
  if (named.length === 1) return named[0];
  // ("crops planted in April 2024" over `plantings`: a verb naming the table names its date too, `planted_date`.)
  const verbs = new Set(said.filter((t) => isVerbForm(t.text)).map((t) => t.stem));
  const acted = dates.filter((c) => c.words.some((w) => verbs.has(w)));
  return named.length === 0 && acted.length === 1 ? acted[0] : undefined;
}

/** Whether a column holds dates or years. */
export function isDated(c: ColumnEntry | undefined): boolean {
  return c !== undefined && (c.kind === 'date' || holdsYears(c));
}

/** The table's one date or year column, if it has exactly one, else the one a verb names. */
export function soleYear(table: TableEntry | undefined, verb?: Token): ColumnEntry | undefined {
  const years = table?.columns.filter(isDated) ?? [];
  // ("crops planted in 2024" over `planted_date` and `harvested_date`: the one the verb names.)
  const named = verb ? years.filter((c) => c.words.includes(verb.stem)) : [];
  return years.length === 1 ? years[0] : named.length === 1 ? named[0] : undefined;
}

/** Verbs saying that rows came to an end, or began. */
const ENDING = /^(completed|finished|ended|closed|concluded)$/;
const STARTING = /^(started|begun|began|opened|joined|created|placed|booked|commenced|launched)$/;

/** The date column a question means: one it names, else the first date (or year) of a table it reads. */
export function dateColumn(ctx: ParseContext, before?: number): ColumnEntry | undefined {
  const dated = (m: Mention) => (m.kind === 'column' && !ctx.claimed.has(m) ? m.columns.filter(isDated) : []);
  // "sent before D1 and ended after D2": each date goes with the date column named nearest before it.
  const closest = ctx.mentions
    .filter((m) => before !== undefined && m.end <= before && dated(m).length > 0)
    .at(-1);
  const mentioned = closest ? dated(closest) : ctx.mentions.flatMap(dated);
  if (mentioned.length > 0) return resolveColumn(ctx, mentioned);
  // (Another table's: the main rows' own dates are read below.)
  const summed = summedDate(ctx);
  if (summed && summed.table !== ctx.main.name) return summed;
  // ("engagements completed during 2024" over `start_date` and `end_date`: rows said to end are dated by their end.)
  // (Not beside a verb of beginning: "started in 2020 and finished in 2022" has a date for each.)
  if (ctx.words.some((w) => ENDING.test(w)) && !ctx.words.some((w) => STARTING.test(w))) {
    const ends = ctx.main.columns.filter(
      (c) => c.kind === 'date' && c.words.some((w) => /^(end|finish|complet|close|closur)/.test(w)),
    );
    if (ends.length === 1) return ends[0];
  }
  // (The main rows' own first: "the revenue per customer since March" asked of orders is the orders' date.)
  // (A date of the rows in scope before a year: "Which clients had a visit in 2024?" is the visit's date, not the
  // piano's `year_built`; and a year of what they are before a birth year.)
  const inScope = [ctx.main, ...ctx.index.tables.filter((t) => t !== ctx.main && ctx.tables.has(t.name))];
  return (
    firstOf(inScope, ownDate) ??
    firstOf(inScope, (t) => yearOf(t).find(plainDate)) ??
    firstOf(inScope, (t) => yearOf(t)[0])
  );
}

function firstOf<T>(tables: TableEntry[], pick: (t: TableEntry) => T | undefined): T | undefined {
  for (const t of tables) {
    const found = pick(t);
    if (found) return found;
  }
  return undefined;
}

function yearOf(t: TableEntry): ColumnEntry[] {
  return t.columns.filter(holdsYears);
}

/** A table's date, else a column holding a year. */
function periodOf(t: TableEntry): ColumnEntry | undefined {
  return ownDate(t) ?? yearOf(t)[0];
}

/**
 * Whether a date says when something happened to the rows rather than when they were born or their record last
 * changed (`BirthDate`, `deleted_at`, `updated_at`): of several, those are not the rows' date.
 */
export function plainDate(c: ColumnEntry): boolean {
  return !c.words.some((w) => /^(birth|born|dob|delet|updat|modifi)/.test(w));
}

/**
 * "the total salary the player received between 1985 and 1990", "the total salary of players in 1990": a period is
 * of the rows an aggregate adds up (`salary.year`), not of the rows they belong to (the player's debut).
 */
export function summedDate(ctx: ParseContext): ColumnEntry | undefined {
  for (const m of ctx.mentions) {
    if (!AGGREGATE_WORDS[ctx.words[m.start - 1] ?? '']) continue;
    // (Or of the table named after the aggregate: "the total salary" over `salary.salary`.)
    const [c] = m.kind === 'column' && m.columns.length === 1 ? m.columns : [];
    const table =
      m.kind === 'table' ? m.table : c?.kind === 'number' ? findTable(ctx.index, c.table) : undefined;
    const period = table && periodOf(table);
    if (period) return period;
  }
  return undefined;
}

/**
 * A table's date: of several, the one named for the rows (`hires.hire_start_dt` over `booked_dt`) or for when they
 * start (`assignments.starts_at`), else the first.
 */
export function ownDate(t: TableEntry): ColumnEntry | undefined {
  const all = t.columns.filter((x) => x.kind === 'date');
  const dates = all.length > 1 && all.some(plainDate) ? all.filter(plainDate) : all;
  if (dates.length < 2) return dates[0];
  const named = dates.filter((c) => c.words.some((w) => t.words.includes(w)));
  const started = dates.filter((c) => c.words.some((w) => /^(start|begin)/.test(w)));
  return (
    (named.length === 1 ? named[0] : undefined) ?? (started.length === 1 ? started[0] : undefined) ?? dates[0]
  );
}

/**
 * "the customers who purchased something most recently" over `customers` with no date: the date of the one table
 * whose rows refer to the main ones and hold one (`invoices.invoice_date`).
 */
export function referringDate(ctx: ParseContext): ColumnEntry | undefined {
  const dates = ctx.index.tables
    .filter((t) => t !== ctx.main && refers(ctx.index, t.name, ctx.main.name))
    .map((t) => t.columns.filter((c) => c.kind === 'date'));
  const dated = dates.filter((d) => d.length > 0);
  return dated.length === 1 && dated[0]!.length === 1 ? dated[0]![0] : undefined;
}

/**
 * The column that tells the main table's rows apart when a join reaches rows that repeat them (a one-to-many step):
 * its key, else the column the first such step leaves from. Undefined when no join fans out.
 */
export function countedKey(plan: QueryPlan, index: SchemaIndex): ColumnEntry | undefined {
  const main = index.tables.find((x) => x.name === plan.table);
  for (const t of plan.tables) {
    for (const step of joinPath(index, plan.table, t) ?? []) {
      const from = index.tables.find((x) => x.name === step.from);
      const referenced = index.relationships.some(
        (r) => r.toTable === step.from && r.toColumn === step.fromColumn && r.fromTable === step.to,
      );
      if (from?.key?.column !== step.fromColumn && !referenced) continue;
      return main?.key ?? main?.columns.find((c) => c.column === step.fromColumn);
    }
  }
  return undefined;
}
