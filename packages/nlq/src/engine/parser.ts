import { averagedCount } from './averaged.ts';
import { readFilters } from './clauses.ts';
import {
  addsUp,
  beforeValues,
  consume,
  countedKey,
  isNegation,
  joinPath,
  mainReferenceTo,
  mentionsCovering,
  namedMeasure,
  type ParseContext,
  preferNamedRoles,
  reachable,
  referencesFrom,
  referenceTo,
  referringTables,
  refers,
  resolveColumn,
} from './context.ts';
import { declineReason, notFound, unexplainedAt } from './declines.ts';
import { flagValues } from './flags.ts';
import {
  bearingsAsCoordinates,
  countedRows,
  deniedParticiples,
  linkMentions,
  type Mention,
  measuresAsSuperlatives,
  STOPWORDS,
  splitQuotedNames,
} from './linking.ts';
import { headNouns, nearMeanings, planUses } from './meaning.ts';
import { moneyOf, moneySpent, quantitiesOf, salesTable, unnamedMeasures } from './money.ts';
import { placeNegations } from './negation.ts';
import type { Filter, OrderBy, QueryPlan, SelectItem } from './plan.ts';
import {
  andAsked,
  countAsked,
  everyValue,
  fullName,
  fullNamesShown,
  mentionAtOrAfterTable,
  projection,
  rankedValueAskedBack,
  referenceNamed,
  secondRoles,
  shownRegions,
  verbOfRows,
} from './projection.ts';
import {
  type RankingClauses,
  readAggregates,
  readGrouping,
  readLimit,
  readOrder,
  readSuperlative,
  totalledColumn,
} from './ranking.ts';
import { roundingAsked } from './rounding.ts';
import {
  countAtBridge,
  countWhereNamed,
  keepEmptyGroups,
  rolesNamed,
  startFromNamedKind,
  startFromReferenced,
  verbsNamed,
} from './routes.ts';
import {
  COLUMN_HINTS,
  type ColumnEntry,
  findTable,
  holdsYears,
  isPeople,
  type SchemaIndex,
  spanSeconds,
  type TableEntry,
} from './schema-index.ts';
import { correctSpelling } from './spelling.ts';
import {
  closesSentence,
  eachOnce,
  plainWording,
  stem,
  type Token,
  tokenize,
  withoutCourtesy,
} from './text.ts';
import { isUnit, secondsOf, toColumnUnits, unitsPer } from './units.ts';
import {
  AGGREGATE_WORDS,
  AUXILIARIES,
  GROUP_WORDS,
  isParticiple,
  isVerbForm,
  KIND_WORDS,
  REVENUE,
  readComparator,
  SHARE,
  SUPERLATIVES,
} from './vocabulary.ts';

export type ParseOutcome =
  | {
      understood: true;
      plan: QueryPlan;
      /** The schema as this question reads it: relationships whose role it names come first. */
      index: SchemaIndex;
      readings: string[];
      unexplained: string[];
    }
  | { understood: false; reason: string; suggestion: string };

/** "ordered by the number of cities", "in descending order of the count of companies": a ranking, not a count. */
function ranksBy(words: string[], i: number): boolean {
  let k = words[i - 1] === 'total' ? i - 2 : i - 1;
  if (/^(the|their|its)$/.test(words[k] ?? '')) k--;
  return words[k] === 'by' || (words[k] === 'of' && words[k - 1] === 'order');
}

/** "Which …, and how many do they hold?": "how many" at `i`, after rows asked for, of something they have. */
function countBeside(words: string[], i: number): boolean {
  return (
    /^(which|who|list|show|name|give)$/.test(words[0] ?? '') &&
    words[i - 1] === 'and' &&
    /^(do|does|did)$/.test(words[i + 2] ?? '') &&
    /^(they|each|it|he|she)$/.test(words[i + 3] ?? '')
  );
}

function countStart(words: string[]): number {
  for (let i = 0; i < words.length; i++) {
    // ("ordered by how many companies each has" ranks; it does not count. "Which members hold at least three
    // accounts, and how many do they hold?" asks for the rows, and their count beside them.)
    if (words[i] === 'how' && words[i + 1] === 'many' && !ranksBy(words, i) && !countBeside(words, i))
      return i + 2;
    // "the greatest number of albums" ranks; it does not count.
    const ranked =
      SUPERLATIVES[words[i - 1] ?? ''] ||
      (/^(by|the)$/.test(words[i - 1] ?? '') && SUPERLATIVES[words[i - 2] ?? '']);
    // ("albums whose number of tracks is greater than 10": a condition on the count, not the count asked for.)
    const bounded = readComparator(words, /^(is|are)$/.test(words[i + 3] ?? '') ? i + 4 : i + 3);
    if (words[i] === 'number' && words[i + 1] === 'of' && !ranked && !ranksBy(words, i) && !bounded)
      return i + 2;
    // "What are the numbers of wines for different grapes?": one count per group ("the numbers of all flights"
    // without groups are their flight numbers).
    const grouped = words.slice(i + 2).some((w) => /^(each|per|every|different)$/.test(w));
    if (
      words[i] === 'numbers' &&
      words[i + 1] === 'of' &&
      words[i - 1] === 'the' &&
      grouped &&
      !ranked &&
      !bounded
    )
      return i + 2;
    // ("Count how many schools there are.")
    if (words[i] === 'count' && i <= 1)
      return words[i + 1] === 'how' && words[i + 2] === 'many' ? i + 3 : i + 1;
    // ("For each contract, count the assets it contains": the command after the groups.)
    if (
      words[i] === 'count' &&
      /^(the|all)$/.test(words[i + 1] ?? '') &&
      words.slice(0, i).some((w) => /^(each|every|per)$/.test(w))
    )
      return i + 1;
    // "What is the count of aircrafts…", "the total count of orders", "the country id and corresponding count of cities".
    if (
      words[i] === 'count' &&
      words[i + 1] === 'of' &&
      /^(the|total|corresponding|respective)$/.test(words[i - 1] ?? '') &&
      !ranked &&
      !ranksBy(words, i)
    )
      return i + 2;
    // "Show the categories of the festivals and the count.": one count per value shown.
    if (/^counts?$/.test(words[i]!) && /^(the|their|its)$/.test(words[i - 1] ?? '') && words[i - 2] === 'and')
      return i + 1;
  }
  return -1;
}

/**
 * "the names of the galaxies observed with Keck I", "the names of the stouts brewed in Denver": a value said in the
 * plural as the rows asked about, before any table is named — the rows of that kind: those of the value's table
 * (`celestial_object.obj_type` = Galaxy), or, when the value names a row of a table of kinds (`beer_style.style_name`
 * = Stout), the one table whose rows refer to it (`beer`).
 */
function rowsOfKind(mentions: Mention[], words: string[], index: SchemaIndex): TableEntry | undefined {
  const first = mentions.find((m) => m.kind === 'value' || m.kind === 'table');
  if (first?.kind !== 'value') return undefined;
  // ("Which volunteers have found silver?", "Find loyalty members…": a yes/no column said as the rows, its 'yes'.)
  const flag =
    first.entries.length === 1 && flagValues(first.entries[0]!.column)?.yes === first.entries[0]!.value;
  if (first.end - first.start !== 1 && !flag) return undefined;
  const said = words[first.end - 1]!;
  // ("Which schools have hired from us?" over `customers.customer_type` 'School': after "which", a kind's value.)
  const kindColumn = first.entries.every((e) => e.column.words.some((w) => KIND_WORDS.test(w)));
  const before = flag
    ? /^(the|all|of|which|what|many|list|find|show|our)$/
    : kindColumn
      ? /^(the|all|of|which|what)$/
      : /^(the|all|of)$/;
  // ("Which seamstress has carried out the most alterations?" over `staff.role`: one row of that kind asked for.)
  const kindOrRole = first.entries.every((e) =>
    e.column.words.some((w) => KIND_WORDS.test(w) || w === 'role'),
  );
  const one = kindOrRole && /^(which|each|every)$/.test(words[first.start - 1] ?? '');
  if ((first.start > 0 || !flag) && !before.test(words[first.start - 1] ?? '') && !one) return undefined;
  if (!said.endsWith('s') && !one) return undefined;
  const kinds = new Set(
    first.entries.map((e) => {
      if (/s$/i.test(e.value) && !one) return undefined;
      const table = findTable(index, e.column.table)!;
      if (table.label !== e.column && table.key !== e.column) return table;
      // (Only a table of kinds — a code, a name, a description — stands for its rows' kind: "the price of laptops"
      // are products'.)
      if (table.columns.length > 3) return table;
      const referring = referringTables(index, table.name);
      return referring.length === 1 ? findTable(index, referring[0]!) : undefined;
    }),
  );
  return kinds.size === 1 ? [...kinds][0] : undefined;
}

/**
 * "our dive sites", "the customer orders": of two tables named one after the other, a singular noun then a plural
 * one, the last is the head of the compound, the rows meant. (Not "the playwright's plays", "farms grow", "translated
 * documents", "genre types", "one phone model".)
 */
function compoundHead(
  mentions: Mention[],
  tokens: Token[],
  m: Extract<Mention, { kind: 'table' }>,
): Extract<Mention, { kind: 'table' }> {
  const next = mentions.find((x) => x.start === m.end);
  if (next?.kind !== 'table' || next.table === m.table) return m;
  const last = tokens[m.end - 1]!;
  const head = tokens[next.end - 1]!;
  const modifier =
    !last.possessive &&
    !last.text.endsWith('s') &&
    !STOPWORDS.has(last.text) &&
    !isParticiple(last.text) &&
    // ("all checking accounts" over `checking` and `accounts`: the kind of accounts the table holds.)
    !last.text.endsWith('ing') &&
    head.text.endsWith('s') &&
    !/^(type|kind|sort|categori|class)/.test(head.stem);
  return modifier ? compoundHead(mentions, tokens, next) : m;
}

function chooseMain(
  mentions: Mention[],
  tokens: Token[],
  index: SchemaIndex,
  countAt: number,
): TableEntry | undefined {
  const words = tokens.map((t) => t.text);
  if (countAt >= 0) {
    const afterCount = mentions.find((m) => m.start >= countAt && m.start <= countAt + 3);
    const asked = askedFirst(mentions, words, countAt);
    if (asked) return asked;
    if (afterCount?.kind === 'table') return compoundHead(mentions, tokens, afterCount).table;
  }
  // "the wineries with the greatest number of wines made of white grapes": a table named after the rows counted to
  // rank belongs to the counted rows' description, not the subject.
  const rankedAt = mentions.find(
    (m) =>
      m.kind === 'table' &&
      (/^(most|least|fewest)$/.test(words[m.start - 1] ?? '') || countedForRank(words, m.start)),
  )?.start;
  const whoRanked = rankedAt !== undefined ? peopleRanked(mentions, words, index, rankedAt) : undefined;
  if (whoRanked) return whoRanked;
  const owner = rowsAskedOf(mentions, words, countAt);
  if (owner) return owner;
  const kind = rowsOfKind(mentions, words, index);
  if (kind) return kind;
  // ("Show the date, inflatable and customer for hires where damage was reported": the things listed are shown of the
  // rows a clause describes after "for".)
  const described = mentions.find(
    (m) =>
      m.kind === 'table' &&
      /^(show|list|give|display|find|get)$/.test(words[0] ?? '') &&
      words[m.start - 1] === 'for' &&
      /^(where|that|which|who|whose|with)$/.test(words[m.end] ?? '') &&
      mentions.some((x) => x.kind === 'table' && x.end < m.start) &&
      // (Each thing listed is one the rows refer to: not "the dates of assessment notes for students with …".)
      mentions.every(
        (x) => x.kind !== 'table' || x.end > m.start || refers(index, m.table.name, x.table.name),
      ),
  );
  if (described?.kind === 'table') return described.table;
  const subject = mentions.find((m) => {
    if (m.kind !== 'table' || (rankedAt !== undefined && m.start > rankedAt)) return false;
    const prev = words[m.start - 1] ?? '';
    // "users who did not leave any review": a table after a negation is what the rows lack, not the subject.
    // ("members who are not in charge of any event": the words of a column named in between do not count.)
    const inside = mentions
      .filter((x) => x.kind === 'column' && x.end <= m.start && x.start >= m.start - 6)
      .reduce((n, x) => n + x.end - x.start, 0);
    const negated = words.slice(Math.max(0, m.start - 4 - inside), m.start).some(isNegation);
    // "List every product whose…", "the name of each staff member": with nothing counted, aggregated or ranked,
    // "every" and "each" group nothing.
    const everyRow =
      /^(every|each)$/.test(prev) && countAt < 0 && !words.some((w) => AGGREGATE_WORDS[w] || SUPERLATIVES[w]);
    // ("List each party's name along with its region": a table said to be theirs belongs to rows named before.)
    // (Not when counted or added up: "each party's name together with its member count", "the total length of its
    // slopes".)
    const theirs =
      /^(its|their)$/.test(prev) &&
      !/^(count|counts|number|total)$/.test(words[m.end] ?? '') &&
      !words.some((w) => AGGREGATE_WORDS[w]) &&
      mentions.some((x) => x.kind === 'column' && x.end < m.start);
    return (!GROUP_OR_RANK.has(prev) || everyRow) && !negated && !theirs && !countedForRank(words, m.start);
  });
  if (subject?.kind === 'table') return compoundHead(mentions, tokens, subject).table;
  const votes = new Map<string, number>();
  // "the teams with the most technicians": a table named only after a ranking word still says what is counted.
  for (const m of mentions) {
    if (m.kind !== 'table') continue;
    if (!/^(most|least|fewest)$/.test(words[m.start - 1] ?? '') && !countedForRank(words, m.start)) continue;
    votes.set(m.table.name, (votes.get(m.table.name) ?? 0) + 1.5);
  }
  for (const m of mentions) {
    // "vehicle ids": the vehicles' own key rather than the keys into it.
    const keys =
      m.kind === 'column' && m.columns.every((c) => c.isId)
        ? m.columns.filter((c) => c === findTable(index, c.table)?.key)
        : [];
    const tables =
      m.kind === 'column'
        ? (keys.length > 0 && keys.length < m.columns.length ? keys : m.columns).map((c) => c.table)
        : m.kind === 'value'
          ? m.entries.map((e) => e.column.table)
          : [];
    const unique = [...new Set(tables)];
    for (const t of unique) votes.set(t, (votes.get(t) ?? 0) + 1 / unique.length);
  }
  // (Tied, the table of the longer phrase: "the names of all the catalog entries" are the entries' names.)
  const longest = new Map<string, number>();
  for (const m of mentions) {
    if (m.kind !== 'column') continue;
    for (const c of m.columns) longest.set(c.table, Math.max(longest.get(c.table) ?? 0, m.end - m.start));
  }
  // ("Who weighs more than …?" over members' and boats' weights: asked who, the people.)
  const who = words[0] === 'who';
  const person = (name: string) => (who && isPeople(findTable(index, name)!) ? 1 : 0);
  const best = [...votes.entries()].sort(
    (a, b) =>
      b[1] - a[1] || (longest.get(b[0]) ?? 0) - (longest.get(a[0]) ?? 0) || person(b[0]) - person(a[0]),
  )[0];
  if (best) return index.tables.find((t) => t.name === best[0]);
  if (index.tables.length === 1) return index.tables[0];
  // ("What was the revenue last quarter?", "How much did we sell in Q3?": the one table of sales.)
  const sold =
    /\bhow much\b/.test(words.join(' ')) && words.some((w) => /^(sell|sells|sold|earn|earned)$/.test(w));
  if (sold || words.some((w) => REVENUE.test(w))) return salesTable(index);
  // "Find all details for each swimmer": the only table named, even after "each".
  const named = [...new Set(mentions.flatMap((m) => (m.kind === 'table' ? [m.table] : [])))];
  return named.length === 1 ? named[0] : undefined;
}

/**
 * "Who owns the most dogs?", "Who has booked the most events with us?": asked who, with only the rows counted to rank
 * named, the people are the one table of people those rows refer to (the owners, the clients).
 */
function peopleRanked(
  mentions: Mention[],
  words: string[],
  index: SchemaIndex,
  rankedAt: number,
): TableEntry | undefined {
  const ranked = mentions.find((m) => m.start === rankedAt);
  if (words[0] !== 'who' || ranked?.kind !== 'table' || isPeople(ranked.table)) return undefined;
  if (mentions.some((m) => m.kind === 'table' && m.start < rankedAt)) return undefined;
  const people = new Set(
    index.relationships
      .filter((r) => r.fromTable === ranked.table.name && r.toTable !== r.fromTable)
      .map((r) => findTable(index, r.toTable)!)
      .filter(isPeople),
  );
  return people.size === 1 ? [...people][0] : undefined;
}

/**
 * "Which department has more than 1 head? List the id, name and the number of heads.": the rows a question opens by
 * asking for ("which department"), when the count comes only in a later request, are what is listed; the count is of
 * their related rows.
 */
function askedFirst(mentions: Mention[], words: string[], countAt: number): TableEntry | undefined {
  const first = mentions[0];
  if (first?.kind !== 'table' || first.start !== 1 || !/^(which|what)$/.test(words[0] ?? ''))
    return undefined;
  const later = words.slice(first.end, countAt);
  return later.some((w) => /^(list|show|give|return|find)$/.test(w)) ? first.table : undefined;
}

/**
 * "the full names, departments and cities for each employee": with nothing counted, aggregated or ranked, the table
 * after "for each" / "of all" at the end is whose values are listed before it, though another table is named among
 * them.
 */
function rowsAskedOf(mentions: Mention[], words: string[], countAt: number): TableEntry | undefined {
  if (countAt >= 0 || words.some((w) => AGGREGATE_WORDS[w] || SUPERLATIVES[w])) return undefined;
  const tables = mentions.filter((m) => m.kind === 'table').sort((a, b) => a.start - b.start);
  const last = tables.at(-1);
  if (last?.kind !== 'table' || tables.length < 2 || mentions.some((m) => m.start > last.start))
    return undefined;
  let k = last.start - 1;
  if (words[k] === 'the') k--;
  if (!/^(each|every|all)$/.test(words[k] ?? '') || !/^(of|for)$/.test(words[k - 1] ?? '')) return undefined;
  // (Listed among columns: "the names, departments and cities", not "customers and suppliers".)
  const listed = tables.some(
    (t) => t !== last && mentions.some((x) => x.kind === 'column' && x.end === t.start),
  );
  return listed ? last.table : undefined;
}

/**
 * "the customer with least number of accounts", "the member in charge of the greatest number of events": a table
 * named after a superlative and "number of" is what is counted to rank the rows asked about, not those rows.
 */
function countedForRank(words: string[], start: number): boolean {
  if (words[start - 1] !== 'of' || !/^(number|count)$/.test(words[start - 2] ?? '')) return false;
  const k = words[start - 3] === 'the' ? start - 4 : start - 3;
  return SUPERLATIVES[words[k] ?? ''] !== undefined;
}

const GROUP_OR_RANK = new Set([
  'each',
  'per',
  'every',
  'by',
  'most',
  'least',
  'fewest',
  'no',
  'never',
  'without',
]);

/** Stems of the column a question word asks for. */
const QUESTION_COLUMNS: Record<string, string[]> = {
  where: ['locat', 'address', 'citi', 'place', 'countri'],
  when: ['date', 'time', 'year'],
  'how long': ['durat', 'length', 'millisecond', 'second', 'minut', 'hour'],
  'how much': ['price', 'cost'],
};

/** The text column of `main` naming whoever does what a verb says: founded → `Founder`, directed → `Director`. */
function agentColumn(main: TableEntry, verb: Token | undefined): ColumnEntry | undefined {
  // ("Who is our oldest client?": no `isLoyaltyMember`; a form of "be" or "have" names no one's deed.)
  if (!verb || AUXILIARIES.test(verb.text)) return undefined;
  const s = verb.stem;
  const agents = [s, `${s}er`, `${s}or`, `${s}r`, `${s}${s.at(-1)}er`];
  return main.columns.find((c) => c.kind === 'text' && c.words.some((w) => agents.includes(w)));
}

/** "When did the incidents start and end?": two verbs, each naming a date of the main rows, both asked for. */
function pairedTimes(ctx: ParseContext, main: TableEntry): SelectItem[] | undefined {
  const dateOf = (m: Mention | undefined) =>
    m?.kind === 'column' ? m.columns.find((c) => c.table === main.name && c.kind === 'date') : undefined;
  for (const a of ctx.mentions) {
    const b = ctx.mentions.find((m) => m.start === a.end + 1);
    const [first, second] = [dateOf(a), dateOf(b)];
    if (ctx.words[a.end] !== 'and' || !first || !second || first === second || !b) continue;
    ctx.claimed.add(a);
    ctx.claimed.add(b);
    return [{ column: first }, { column: second }];
  }
  return undefined;
}

/** The label of the one table of people a table's rows refer to (an artwork's artist). */
function personReferred(index: SchemaIndex, main: TableEntry): ColumnEntry | undefined {
  const people = new Set(
    main.columns
      .flatMap((c) => referencesFrom(index, c))
      .map((r) => findTable(index, r.toTable)!)
      .filter((t) => t !== main && isPeople(t)),
  );
  return people.size === 1 ? [...people][0]!.label : undefined;
}

/**
 * "Which instructors are paid more than £25 an hour?" over `instructor(person_id, hourly_rate)` keyed by a reference to
 * `person`: rows without a name of their own that extend another table's rows are named there.
 */
function extendedLabel(index: SchemaIndex, main: TableEntry): ColumnEntry | undefined {
  if (main.label || !main.key) return undefined;
  const refs = referencesFrom(index, main.key);
  const parent = refs.length === 1 ? findTable(index, refs[0]!.toTable) : undefined;
  return parent !== main && parent?.key?.column === refs[0]?.toColumn ? parent?.label : undefined;
}

/**
 * "Find the details for all chip models": the details of a table that has no column of details are all its columns.
 */
function detailsAsked(words: string[], main: TableEntry): boolean {
  const at = words.indexOf('details');
  return (
    at >= 0 &&
    at <= 3 &&
    /^(of|for|about)$/.test(words[at + 1] ?? '') &&
    !main.columns.some((c) => c.words.includes('detail'))
  );
}

/**
 * The column a question word asks for ("When …" a date): the one a later word names ("When did … join the company?"
 * → `date_joined`, "When are the birthdays …" → `date_of_birth`), else the main table's first of its kind.
 */
function askedColumn(ctx: ParseContext, main: TableEntry, asked: string[]): ColumnEntry | undefined {
  // (A date column answers "when" whatever its name: `emp_hiredate`.)
  const kind = (c: ColumnEntry) =>
    asked.some((w) => c.words.includes(w)) || (asked.includes('date') && c.kind === 'date');
  const fits = (c: ColumnEntry) => c.table === main.name && kind(c);
  const named = ctx.mentions.flatMap((m) =>
    m.kind === 'column' && m.start > 0 && !ctx.claimed.has(m) ? m.columns.filter(fits) : [],
  );
  const own = named.length > 0 ? named[0] : main.columns.find(fits);
  if (own) return own;
  // ("When was the professor in office DRE 102 hired?": `employee.emp_hiredate`, of the one row a professor is —
  // the main table's key refers to it.)
  const referred = ctx.index.relationships
    .filter((r) => r.fromTable === main.name && r.fromColumn === main.key?.column)
    .flatMap((r) => findTable(ctx.index, r.toTable)?.columns.filter(kind) ?? []);
  if (new Set(referred).size !== 1) return undefined;
  ctx.tables.add(referred[0]!.table);
  return referred[0];
}

/**
 * "The phone numbers of all customers and suppliers", "last names used both by customers and by staff": a listing of
 * one column, asked of two tables named together, where the other table has the same kind of column — the values
 * of both (UNION), or those they share (INTERSECT, for "both", "shared", "in common").
 */
function combineWith(ctx: ParseContext, plan: QueryPlan): QueryPlan['combine'] {
  const shown = plan.select[0]?.column;
  if (plan.select.length !== 1 || !shown || plan.select[0]!.agg || plan.groupBy.length > 0) return undefined;
  if (plan.filters.length > 0 || plan.exclude || plan.orderBy || plan.limit !== undefined || plan.having)
    return undefined;
  const own = ctx.mentions.find((m) => m.kind === 'table' && m.table === ctx.main);
  if (!own) return undefined;
  const other = ctx.mentions.find((m) => {
    if (m.kind !== 'table' || m.table === ctx.main || ctx.claimed.has(m)) return false;
    const [from, to] = m.start > own.end ? [own.end, m.start] : [m.end, own.start];
    const between = ctx.words.slice(from, to);
    // ("of every customer and every staff member", "of all customers together with all staff members")
    const joined = between.includes('and') || between.join(' ').includes('together with');
    return (
      joined &&
      between.every((w) => /^(and|by|of|the|all|every|each|for|as|well|from|together|with)$/.test(w))
    );
  });
  // (Not "the musicals that they are in": rows related to the first, shown beside them.)
  if (other?.kind !== 'table' || saidOfThem(ctx.words, other.end)) return undefined;
  const same = (c: ColumnEntry) =>
    c.kind === shown.kind &&
    (c.words.join(' ') === shown.words.join(' ') || c.shortWords.join(' ') === shown.shortWords.join(' '));
  const column = other.table.columns.find(same);
  if (!column) return undefined;
  ctx.claimed.add(other);
  // ("the last names used by customers and staff": what both do with the value, so values both have.)
  const first = Math.min(own.start, other.start);
  const done = ctx.words[first - 1] === 'by' && isParticiple(ctx.words[first - 2] ?? '');
  const shared = done || /\b(both|shared|common|also)\b/.test(ctx.words.join(' '));
  return { op: shared ? 'INTERSECT' : 'UNION', column };
}

/**
 * "List every customer phone number and supplier phone number", "every customer name and staff member name": the
 * same kind of column of two tables no closer than three joins, listed together — the values of both (UNION).
 */
function listedApart(ctx: ParseContext, plan: QueryPlan): QueryPlan['combine'] {
  const [a, b] = plan.select;
  if (plan.select.length !== 2 || !a?.column || !b?.column || a.agg || b.agg) return undefined;
  if (plan.filters.length > 0 || plan.groupBy.length > 0 || plan.orderBy || plan.having || plan.exclude)
    return undefined;
  const [x, y] = [a.column, b.column];
  const kind = (c: ColumnEntry) => c.shortWords.join(' ');
  if (x.table === y.table || x.kind !== y.kind || kind(x) !== kind(y) || kind(x) === '') return undefined;
  // (Not rows linked through a third table, "the train name and station name for each train": shown side by side.)
  if ((joinPath(ctx.index, x.table, y.table)?.length ?? 3) < 3) return undefined;
  return { op: 'UNION', column: y };
}

/**
 * "Which cities have hosted an auction and are also home to at least one collector?", "Which cities have members but
 * no branch?": values of one column (cities, not rows) that rows of two tables both hold (INTERSECT), or that the
 * first table's rows hold and the second's do not (EXCEPT) — whatever joins or counts the words between were read as.
 */
function heldByBoth(ctx: ParseContext, plan: QueryPlan): QueryPlan['combine'] {
  const shown = plan.select[0]?.column;
  if (plan.select.length !== 1 || !shown || plan.select[0]!.agg || shown.table !== ctx.main.name)
    return undefined;
  if (shown.isId || shown === ctx.main.label || ctx.mentions.some((m) => m.kind === 'value'))
    return undefined;
  const alike = (c: ColumnEntry) => c.kind === shown.kind && c.words.join(' ') === shown.words.join(' ');
  const subject = ctx.mentions.find((m) => m.kind === 'column' && m.columns.some(alike));
  const tables = ctx.mentions.filter((m) => m.kind === 'table');
  const [first, second] = tables;
  if (!subject || tables.length !== 2 || first!.start < subject.start || first!.table === second!.table)
    return undefined;
  const other = first!.table === ctx.main ? second! : first!;
  const column = other.table.columns.find(alike);
  if (!column) return undefined;
  const between = ctx.words.slice(first!.end, second!.start);
  const denied = between.some((w) => /^(no|not|never|without)$/.test(w));
  // ("the phone numbers of all customers and staff" lists both tables' values: UNION, read elsewhere.)
  const shared = /\b(both|also)\b/.test(ctx.words.join(' '));
  // ("Which cities have a warehouse or a supplier?": either table's values.)
  const either = !denied && !shared && between.includes('or') && !between.includes('and');
  if (denied ? other !== second : !shared && !either) return undefined;
  consume(ctx, subject.end, ctx.words.length);
  for (const m of tables) ctx.claimed.add(m);
  return { op: denied ? 'EXCEPT' : either ? 'UNION' : 'INTERSECT', column };
}

/** Whether a clause about the rows named before starts at word i: "(that|which) they are in", "he works for". */
function saidOfThem(words: string[], i: number): boolean {
  const k = /^(that|which|where|whom)$/.test(words[i] ?? '') ? i + 1 : i;
  return /^(they|he|she|it)$/.test(words[k] ?? '');
}

/**
 * "the names of customers using the most popular payment method": rows holding the most common value, when other
 * columns are asked for and the phrase follows a verb or preposition of the rows (not "the most common type").
 */
function rowsOfMostCommon(
  ctx: ParseContext,
  ranking: RankingClauses,
  projected: ColumnEntry[],
  counting: boolean,
): Filter | undefined {
  const column = ranking.mostCommon;
  const at = ranking.mostCommonAt;
  if (!column || at === undefined || counting || ranking.aggregates.length > 0) return undefined;
  // ("Which customers used the payment method with the most customers?": the rows named before it are asked for.)
  const subject = ctx.mentions.some((m) => m.kind === 'table' && m.table === ctx.main && m.end <= at);
  if ((projected.length === 0 && !subject) || projected.includes(column) || (ranking.limit ?? 1) !== 1)
    return undefined;
  if (column.table !== ctx.main.name && !ctx.tables.has(column.table)) return undefined;
  const lead = ctx.words[at - 1] === 'the' ? ctx.words[at - 2] : undefined;
  if (!/^(using|use|uses|used|with|have|has|had|in|from|on)$/.test(lead ?? '')) return undefined;
  return { kind: 'most-common', column, dir: ranking.orderBy?.dir ?? 'DESC' };
}

/** The mentions of `table` followed by its label ("project name"). */
function namedByLabel(ctx: ParseContext, table: string): Mention[] {
  const label = findTable(ctx.index, table)?.label;
  if (!label) return [];
  return ctx.mentions.filter(
    (m) =>
      m.kind === 'table' &&
      m.table.name === table &&
      ctx.mentions.some((x) => x.kind === 'column' && x.start === m.end && x.columns.includes(label)),
  );
}

/** "for each project name": the table's label named right after it. */
function labelNamed(ctx: ParseContext, table: string): boolean {
  return namedByLabel(ctx, table).length > 0;
}

/** "for each department name", "per team name": the groups named by the table's name column, not its rows. */
function groupedByName(ctx: ParseContext, table: string): boolean {
  return namedByLabel(ctx, table).some((m) => {
    let k = m.start - 1;
    while (/^(the|a|an)$/.test(ctx.words[k] ?? '')) k--;
    return /^(each|per|every|by)$/.test(ctx.words[k] ?? '');
  });
}

/**
 * The column that refers to `table`'s rows on the way there: the main table's own when it has exactly one, else that
 * of the last table the join passes (`COURSE.DEPT_CODE` for classes by department).
 */
function referenceTowards(ctx: ParseContext, table: string): ColumnEntry | undefined {
  if (refers(ctx.index, ctx.main.name, table)) return mainReferenceTo(ctx, table);
  const last = joinPath(ctx.index, ctx.main.name, table)?.at(-1);
  const up = ctx.index.relationships.some(
    (r) => r.fromTable === last?.from && r.fromColumn === last.fromColumn && r.toTable === table,
  );
  return up
    ? findTable(ctx.index, last!.from)?.columns.find((c) => c.column === last!.fromColumn)
    : undefined;
}

function labelOf(table: TableEntry): ColumnEntry | undefined {
  return table.label ?? table.key ?? table.columns[0];
}

/**
 * "Who placed the largest order?", "Who made the latest order?": a question asking who, about rows that are not
 * people, is answered by the name of the one table of people they refer to (the customer).
 */
function personAsked(ctx: ParseContext): ColumnEntry | undefined {
  if (!/^(who|whom)$/.test(ctx.words[0] ?? '') || isPeople(ctx.main)) return undefined;
  // ("Who is the oldest bird at the centre?": the rows themselves, named right after "who is".)
  const named = ctx.mentions.find((m) => m.kind === 'table' && m.table === ctx.main);
  if (/^(is|was|are|were)$/.test(ctx.words[1] ?? '') && named && named.start <= 4) return undefined;
  const people = ctx.index.relationships
    .filter((r) => r.fromTable === ctx.main.name && r.toTable !== ctx.main.name)
    .flatMap((r) => findTable(ctx.index, r.toTable) ?? [])
    .filter(isPeople);
  const [person] = people;
  if (people.length !== 1 || !person?.label) return undefined;
  return person.label;
}

/**
 * Where "how many" / "the number of" starts what is counted (-1 when nothing is), and the column a "how many total X"
 * sums instead. "The number of employees" that names a column, "the phone number of", "the average number of gold
 * medals" and "the description and number of credits" do not count.
 */
function readCount(
  words: string[],
  mentions: Mention[],
  index: SchemaIndex,
): { countAt: number; summed?: Mention } {
  let countAt = countStart(words);
  // "the number of employees" that names a column (`num_employees`) shows the column; it does not count. Nor does
  // "the phone number of …", where "number" completes a column's name (`Phone`).
  if (
    words[countAt - 2] === 'number' &&
    mentions.some((m) => m.kind === 'column' && m.start <= countAt - 2 && m.end >= countAt - 2)
  )
    countAt = -1;
  // ("stations where the number of bikes available was seven": a count kept in a column, `bikes_available`, compared.)
  const kept = mentions.find((m) => m.kind === 'column' && m.start === countAt);
  if (
    words[countAt - 2] === 'number' &&
    /^(where|whose|when|while)$/.test(words[countAt - (words[countAt - 3] === 'the' ? 4 : 3)] ?? '') &&
    kept?.kind === 'column' &&
    kept.end - kept.start > 1 &&
    kept.columns.some((c) => c.kind === 'number' && !c.isId) &&
    /^(is|are|was|were|has|have|had)$/.test(words[kept.end] ?? '')
  )
    countAt = -1;
  // ("the numbers of wines": the plural alone may be taken for a number column, `No`; "the phone numbers of" is one.)
  if (
    words[countAt - 2] === 'numbers' &&
    mentions.some(
      (m) =>
        m.kind === 'column' &&
        (m.end === countAt - 2 || (m.start <= countAt - 2 && m.end > countAt - 2 && m.end - m.start > 1)),
    )
  )
    countAt = -1;
  // "the average number of gold medals", "total number of hours": an aggregate of a numeric column, not a count.
  // "the description and number of credits": the column itself.
  if (
    countAt >= 2 &&
    words[countAt - 2] === 'number' &&
    (AGGREGATE_WORDS[words[countAt - 3] ?? ''] || words[countAt - 3] === 'and')
  ) {
    const next = mentions.find((m) => m.start >= countAt && m.start <= countAt + 1);
    // ("the total number of campuses" counts them: `csu_fees.Campus`, a reference to each campus, is no quantity.)
    const numbers = next?.kind === 'column' ? next.columns.filter((c) => c.kind === 'number' && !c.isId) : [];
    if (numbers.length > 0 && numbers.every((c) => addsUp(index, c))) countAt = -1;
  }
  // "How many total pounds were purchased": the sum of a numeric column (`Total_pounds`).
  let summed: Mention | undefined;
  if (words[countAt - 1] === 'many' && words[countAt] === 'total') {
    const next = mentions.find((m) => m.start === countAt || m.start === countAt + 1);
    if (next?.kind === 'column' && next.columns.some((c) => c.kind === 'number')) {
      summed = next;
      countAt = -1;
    }
  }
  // ("How many volunteer hours were logged?", "how many non-billable hours …": a measure in its unit, named after
  // the rows or a flag of theirs, summed.)
  const unitAt = [countAt, countAt + 1, countAt + 2].find((k) => isUnit(stem(words[k] ?? '')));
  const measure =
    !summed && words[countAt - 1] === 'many' && unitAt !== undefined && unitAt > countAt
      ? mentions.find((m) => m.kind === 'column' && m.start === unitAt)
      : undefined;
  const before = (k: number) =>
    words[k] === 'non' ||
    mentions.some(
      (m) =>
        m.start <= k &&
        k < m.end &&
        (m.kind === 'table' ||
          (m.kind === 'column' &&
            m.columns.some((c) => measure?.kind === 'column' && c.table === measure.columns[0]!.table))),
    );
  if (
    measure?.kind === 'column' &&
    measure.columns.some((c) => c.kind === 'number' && !c.isId && addsUp(index, c)) &&
    words.slice(countAt, measure.start).every((_, k) => before(countAt + k))
  ) {
    summed = measure;
    countAt = -1;
  }
  // "How many furniture components are there in total?": the sum of a count kept in a column (`Num_of_Component`).
  const inTotal = words.some((w, k) => k > countAt && w === 'total' && words[k - 1] === 'in');
  if (!summed && words[countAt - 1] === 'many' && inTotal) {
    const next = mentions.find(
      (m) => m.kind === 'column' && (m.start === countAt || m.start === countAt + 1),
    );
    const counts = (c: ColumnEntry) =>
      c.kind === 'number' && !c.isId && c.words.some((w) => /^(num|number|count)$/.test(w));
    if (next?.kind === 'column' && next.columns.some(counts)) {
      summed = next;
      countAt = -1;
    }
  }
  return summed ? { countAt, summed } : { countAt };
}

/**
 * "the grape, winery and year of the wines": a table named among what is asked of a later table ("of the wines")
 * whose column of the same name refers to it (`wine.Grape` → `grapes`) is that column, not a table to start from.
 * ("of each wine", "of all wines" too.)
 */
function referencesAsked(mentions: Mention[], tokens: Token[], index: SchemaIndex): Mention[] {
  // ("the largest number of reservations" counts them; it does not say whose room.)
  const owners = mentions.filter((m) => {
    const at = /^(the|each|every|all)$/.test(tokens[m.start - 1]?.text ?? '') ? m.start - 2 : m.start - 1;
    return (
      m.kind === 'table' &&
      /^(of|for)$/.test(tokens[at]?.text ?? '') &&
      !/^(number|count|amount|total)$/.test(tokens[at - 1]?.text ?? '')
    );
  });
  return mentions.map((m) => {
    if (m.kind !== 'table' || owners.includes(m)) return m;
    const key = tokens
      .slice(m.start, m.end)
      .map((t) => t.stem)
      .join(' ');
    // ("all wines' grapes and appelations": the rows whose they are named before, in the possessive.)
    const before = mentions.find(
      (x) => x.kind === 'table' && x.end <= m.start && tokens[x.end - 1]?.possessive === true,
    );
    for (const owner of before ? [...owners, before] : owners) {
      if (owner.kind !== 'table' || owner.table === m.table) continue;
      if (owner !== before && owner.start <= m.end) continue;
      const column = owner.table.columns.find(
        (c) =>
          (c.words.join(' ') === key || c.words.join(' ') === m.table.words.join(' ')) &&
          referenceTo(index, c, m.table.name) !== undefined,
      );
      if (column) return { kind: 'column', start: m.start, end: m.end, columns: [column], hint: false };
    }
    return m;
  });
}

/**
 * "the names of the instructors who teach the most courses": a column that only refers to another table's rows
 * (`Course.Instructor` → `Faculty`), named after "the names of", is those rows in that role — the referenced table,
 * whose names are shown. So is such a column after "the" and before "who" ("the instructor who teaches …").
 */
function referencedRows(mentions: Mention[], tokens: Token[], index: SchemaIndex): Mention[] {
  return mentions.map((m) => {
    if (m.kind !== 'column') return m;
    // (One table referred to by all: `peals.conductor_id` and `quarter_peals.conductor_id` both name ringers.)
    const targets = new Set(m.columns.map((c) => referencesFrom(index, c)[0]?.toTable));
    const [target] = targets;
    if (targets.size !== 1 || !target) return m;
    const to = findTable(index, target);
    if (!to?.label || m.columns.some((c) => c.table === to.name)) return m;
    let k = m.start - 1;
    if (tokens[k]?.number !== undefined) k--;
    // ("the name of its home port": the rows' own reference too.)
    if (/^(the|its|their)$/.test(tokens[k]?.text ?? '')) k--;
    // ("the first name and last name of Linda Smith's advisor": the rows whose reference it is, named before it.)
    const named = beforeValues(mentions, m.start);
    if (named < m.start && tokens[named - 1]?.text === 'of') k = named - 1;
    // ("the official names of the host cities of competitions": the rows whose reference it is are named after it.)
    const after = tokens[m.end + 1]?.text === 'the' ? m.end + 2 : m.end + 1;
    const owner =
      tokens[m.end]?.text === 'of' && mentions.some((x) => x.kind === 'table' && x.start === after);
    // "the building the instructor who teaches the most courses lives in": rows, since "who" follows.
    // ("Which director has had the largest total budget?" over `Dig_Seasons.Director_ID`: so is a role asked "which".)
    // ("Which baker is the lead baker on the most products?", "Which member is in charge of the most events?": the
    // role said of the rows asked for, which it names.)
    const be = /^(the|a|an)$/.test(tokens[m.start - 1]?.text ?? '') ? m.start - 2 : m.start - 1;
    const predicate =
      /^(is|are|was|were)$/.test(tokens[be]?.text ?? '') &&
      mentions.some((x) => x.kind === 'table' && x.table === to && x.end === be);
    const who =
      (tokens[m.start - 1]?.text === 'the' && /^(who|whom)$/.test(tokens[m.end]?.text ?? '')) ||
      (m.start === 1 && tokens[0]?.text === 'which' && m.columns.every((c) => c.isId)) ||
      predicate;
    if (who) return { kind: 'table', start: m.start, end: m.end, table: to };
    if (tokens[k]?.text !== 'of' || owner) return m;
    const asked = mentions.find((x) => x.end === k);
    const owned =
      asked?.kind === 'column' &&
      tokens[asked.end - 1]?.stem === 'name' &&
      [...asked.columns, ...(asked.weaker ?? [])].some((c) => c.table === to.name);
    return owned ? { kind: 'table', start: m.start, end: m.end, table: to } : m;
  });
}

/**
 * "the tryout players whose name starts with D": a column named right after "whose" is the named rows' own — their
 * `pName`, matched only in part, rather than the college's `cName` a join away (or, for a bare "name", their label).
 */
function ownersColumn(m: Mention, mentions: Mention[], tokens: Token[]): Mention {
  if (m.kind !== 'column' || tokens[m.start - 1]?.text !== 'whose') return m;
  const owner = mentions.find((x) => x.kind !== 'value' && x.kind !== 'number' && x.end === m.start - 1);
  // "the catalog publishers whose name contains …": the publisher column holds the names.
  const bare = m.end - m.start === 1 && tokens[m.start]!.stem === 'name';
  const values = owner?.kind === 'column' && bare ? owner.columns.filter((c) => c.kind === 'text') : [];
  if (values.length > 0) return { ...m, columns: values };
  if (owner?.kind !== 'table') return m;
  const named = [...m.columns, ...(m.weaker ?? [])].filter((c) => c.table === owner.table.name);
  const label = m.end - m.start === 1 && tokens[m.start]!.stem === 'name' && owner.table.label;
  const own = named.length > 0 ? named : label ? [label] : [];
  return own.length > 0 && own.length < m.columns.length + (m.weaker?.length ?? 0)
    ? { ...m, columns: own }
    : m;
}

/**
 * "employees who have held two or more jobs": each employee refers to one job, so the jobs counted per employee are
 * those of the one table that refers to both (`job_history`), where an employee's rows repeat.
 */
function countedThrough(index: SchemaIndex, main: string, counted: string | undefined): string | undefined {
  if (!counted || counted === main || !refers(index, main, counted) || refers(index, counted, main))
    return undefined;
  const bridges = index.tables.filter(
    (t) =>
      t.name !== main && t.name !== counted && refers(index, t.name, main) && refers(index, t.name, counted),
  );
  return bridges.length === 1 ? bridges[0]!.name : undefined;
}

/**
 * "Which game masters have run more than 8 sessions?", "kilns fired more than 5 times": a count no table was named for,
 * of main rows shown by what tells each apart (their names), is of the rows referring to them — of the one table
 * that does, or of the one whose name a word of the question starts ("fired" → `Kiln_Firings`).
 */
function rowsReferring(
  ctx: ParseContext,
  having: NonNullable<QueryPlan['having']>,
  shown: ColumnEntry[],
): string | undefined {
  const { main, index } = ctx;
  if (having.agg !== 'count' || having.table || having.column) return undefined;
  const identifies = (shown.length > 0 ? shown : [main.label]).some(
    (c) => c !== undefined && !c.isId && c.profile.distinctCount === main.rowCount,
  );
  if (!identifies) return undefined;
  const referring = referringTables(index, main.name);
  if (referring.length === 1) return referring[0];
  const said = (w: string) =>
    ctx.tokens.some((t) => t.stem.length >= 4 && w.length >= 4 && t.stem.slice(0, 4) === w.slice(0, 4));
  const named = referring.filter((t) =>
    findTable(index, t)!.words.some((w) => !main.words.includes(w) && said(w)),
  );
  return named.length === 1 ? named[0] : undefined;
}

/** The tables a mention names or reads from. */
function mentionTables(m: Mention): string[] {
  if (m.kind === 'table') return [m.table.name];
  if (m.kind === 'column') return [...m.columns, ...(m.weaker ?? [])].map((c) => c.table);
  if (m.kind === 'value') return m.entries.map((e) => e.column.table);
  return [];
}

/**
 * "Which cheese types have been sold to restaurants?" over a dairy whose cows' status may be `Sold`: a word in lower
 * case read as a value or a column of tables no other part of the question can be joined with is a word of the
 * question, not that value — the query it would make could not be built.
 */
function unjoinedWords(mentions: Mention[], tokens: Token[], index: SchemaIndex): Mention[] {
  const linked = (m: Mention, others: string[]) =>
    mentionTables(m).some((t) => others.some((o) => o === t || reachable(index, o, t)));
  return mentions.filter((m) => {
    if (m.kind !== 'value' && m.kind !== 'column') return true;
    if (m.end - m.start !== 1 || tokens[m.start]!.quoted || /\p{Lu}/u.test(tokens[m.start]!.raw)) return true;
    const others = [...new Set(mentions.filter((x) => x !== m).flatMap(mentionTables))];
    return others.length === 0 || linked(m, others);
  });
}

/**
 * "the genre of English songs" where `genre` joins no table the question names but `song.genre_is` is named after
 * it: a table out of reach of another table named is the one column of that table which carries its name.
 */
function unjoinedTables(mentions: Mention[], index: SchemaIndex): Mention[] {
  const named = [...new Set(mentions.flatMap((x) => (x.kind === 'table' ? [x.table] : [])))];
  return mentions.map((m) => {
    if (m.kind !== 'table') return m;
    const carried = named
      .filter((t) => t !== m.table && !reachable(index, t.name, m.table.name))
      .flatMap((t) => t.columns.filter((c) => !c.isId && m.table.words.every((w) => c.words.includes(w))));
    return carried.length === 1
      ? { kind: 'column', start: m.start, end: m.end, columns: carried, hint: false }
      : m;
  });
}

/**
 * "the instructor who advises the student with the most total credits": a column word whose exact match lies only in
 * tables the question does not name (`course.credits`) is the looser match in another table it does name
 * (`student.tot_cred`), when there is exactly one such.
 */
function namedTablesColumn(m: Mention, mentions: Mention[], main: TableEntry): Mention {
  if (m.kind !== 'column' || !m.weaker?.length) return m;
  const named = new Set(mentions.flatMap((x) => (x.kind === 'table' ? [x.table.name] : [])));
  if (m.columns.some((c) => named.has(c.table))) return m;
  // ("players … hall of fame each year": the hall of fame's `yearid` rather than the players' birth or death year.)
  const own = m.weaker.filter((c) => named.has(c.table) && c.table !== main.name);
  return own.length === 1 ? { ...m, columns: own } : m;
}

/** Reads a question into a query plan, or explains what it could not read. */
export function parseQuestion(question: string, schema: SchemaIndex, now: Date): ParseOutcome {
  const rounding = roundingAsked(plainWording(withoutCourtesy(question)));
  const outcome = spellAndRead(rounding.question, schema, now);
  if (!outcome.understood || rounding.digits === undefined) return outcome;
  const digits = rounding.digits;
  const said =
    digits > 0
      ? `${digits} decimal place${digits > 1 ? 's' : ''}`
      : digits === 0
        ? 'whole numbers'
        : `${10 ** -digits}s`;
  return {
    ...outcome,
    plan: { ...outcome.plan, round: digits },
    readings: [...outcome.readings, `figures rounded to ${said}`],
  };
}

function spellAndRead(question: string, schema: SchemaIndex, now: Date): ParseOutcome {
  const spelt = correctSpelling(
    deniedParticiples(
      measuresAsSuperlatives(
        bearingsAsCoordinates(countedRows(splitQuotedNames(tokenize(question), schema), schema), schema),
        schema,
      ),
      schema,
    ),
    schema,
  );
  const tokens = spelt.tokens;
  const outcome = readSpelt(tokens, schema, now);
  // (Say so, for the user to check: "minumum" read as "minimum".)
  if (!outcome.understood || spelt.corrected.length === 0) return outcome;
  const read = spelt.corrected.map(([from, to]) => `"${from}" read as "${to}"`);
  return { ...outcome, readings: [...read, ...outcome.readings] };
}

function readSpelt(tokens: Token[], schema: SchemaIndex, now: Date): ParseOutcome {
  // ("port of discharge" names the role `pod`, "port of loading" `pol`: a thing "of" another by its initials.)
  const initials = tokens.flatMap((t, i) =>
    tokens[i + 1]?.text === 'of' && tokens[i + 2] ? [`${t.text[0]}o${tokens[i + 2]!.text[0]}`] : [],
  );
  const index = preferNamedRoles(schema, new Set([...tokens.map((t) => t.stem), ...initials]));
  const linked = unnamedMeasures(headNouns(tokens, linkMentions(tokens, index), index), tokens, index);
  const mentions = unjoinedWords(
    unjoinedTables(referencedRows(referencesAsked(linked, tokens, index), tokens, index), index),
    tokens,
    index,
  );
  const averaged = averagedCount(tokens, mentions, index);
  if (averaged) {
    const { plan, reading } = averaged;
    return { understood: true, plan, index, readings: [reading], unexplained: [] };
  }
  const first = readQuestion(tokens, index, now, mentions);
  // Words left over may be near in meaning to a name the question does not spell: read once more with them.
  const near =
    first.outcome.understood && first.open.length <= 2 ? [] : nearMeanings(tokens, first.open, index);
  if (near.length === 0) return first.outcome;
  const second = readQuestion(
    tokens,
    index,
    now,
    [...mentions, ...near].sort((a, b) => a.start - b.start),
  );
  // (Only when the plan uses every column the words were taken for: a word merely covered explains nothing.)
  const { outcome } = second;
  const better =
    outcome.understood &&
    second.open.length < first.open.length &&
    second.open.length <= 2 &&
    near.every((m) => m.kind === 'column' && planUses(outcome.plan, m.columns));
  if (!better) return first.outcome;
  // (Say so, for the user to check: "victories" taken for `wins`.)
  const taken = near.flatMap((m) =>
    m.kind === 'column'
      ? [`"${tokens[m.start]!.raw}" taken to mean ${m.columns[0]!.table}.${m.columns[0]!.column}`]
      : [],
  );
  return { ...outcome, readings: [...taken, ...outcome.readings] };
}

/** One reading of the question from its linked mentions, and the positions of the words it left unexplained. */
function readQuestion(
  tokens: Token[],
  index: SchemaIndex,
  now: Date,
  linked: Mention[],
): { outcome: ParseOutcome; open: number[] } {
  // ("the last date a staff member left": the latest; "the first year": the earliest — a time, not a row.)
  const words = tokens.map((t, i) =>
    /^(first|last)$/.test(t.text) &&
    tokens[i - 1]?.text === 'the' &&
    /^(dates?|times?|years?|days?)$/.test(tokens[i + 1]?.text ?? '')
      ? t.text === 'last'
        ? 'latest'
        : 'earliest'
      : t.text,
  );
  const mentions = [...linked];
  const { countAt, summed } = readCount(words, mentions, index);
  // ("the numbers of wines" counts: the plural is not the number column it was taken for, `No`.)
  if (words[countAt - 2] === 'numbers') {
    const taken = mentions.findIndex(
      (m) => m.kind === 'column' && m.start === countAt - 2 && m.end === countAt - 1,
    );
    if (taken >= 0) mentions.splice(taken, 1);
  }
  const main = chooseMain(mentions, tokens, index, countAt);
  if (!main) {
    return {
      outcome: {
        understood: false,
        reason: 'I could not tell which of your tables the question is about.',
        suggestion: `Name one of the tables (${index.tables.map((t) => t.name).join(', ')}) or one of their columns.`,
      },
      open: unexplainedAt({ tokens, words, mentions, consumed: new Set() }),
    };
  }
  // ("the top 10 longest-serving employees": a superlative's hint names no track length four joins away — only
  // columns of a table the question names, or of one at most two joins from one.)
  const named = new Set([main.name, ...mentions.flatMap((m) => (m.kind === 'table' ? [m.table.name] : []))]);
  const near = (table: string) =>
    [...named].some(
      (t) => t === table || (joinPath(index, t, table)?.length ?? Number.POSITIVE_INFINITY) <= 2,
    );
  for (const [i, m] of [...mentions.entries()].reverse()) {
    if (m.kind !== 'column' || !m.hint || m.columns.some((c) => near(c.table))) continue;
    mentions.splice(i, 1);
  }
  // "countries … players": the main table's `birth_country` rather than an exact `country` a join away.
  for (const [i, m] of mentions.entries()) {
    if (m.kind !== 'column' || m.columns.some((c) => c.table === main.name)) continue;
    // ("each type of customer": a column of the table named right after "of" is that table's own.)
    const of =
      tokens[m.end]?.text === 'of' ? (tokens[m.end + 1]?.text === 'the' ? m.end + 2 : m.end + 1) : -1;
    const owner = mentions.find((x) => x.kind === 'table' && x.start === of);
    if (owner?.kind === 'table' && m.columns.some((c) => c.table === owner.table.name)) continue;
    // "customers whose name contains…": a bare "name" is the main rows' label, not another table's `status_name`.
    const label = m.end - m.start === 1 && tokens[m.start]!.stem === 'name' && main.label ? [main.label] : [];
    // (Not a number or a date for a word that names text: "make" is the model's `Make`, not the car's `Year_Made`.)
    const weaker =
      m.weaker?.filter(
        (c) => c.table === main.name && (c.kind === 'text' || !m.columns.every((x) => x.kind === 'text')),
      ) ?? [];
    // ("plans that cost less than 300": the rows' own price or fee, not another table's `Total_Cost`.)
    // (A rate when nothing is named a price: `Nightly_Rate`.)
    const costs = /^costs?$/.test(tokens[m.start]!.text);
    const named = (hints: string[]) =>
      main.columns.filter((c) => c.kind === 'number' && !c.isId && hints.some((h) => c.words.includes(h)));
    const money = costs ? named(COLUMN_HINTS.cost!) : [];
    const priced = costs && money.length === 0 ? named(['rate']) : money;
    const own = priced.length === 1 ? priced : weaker.length > 0 ? weaker : label;
    if (own.length === 1) mentions[i] = { ...m, columns: [own[0]!, ...m.columns] };
    else mentions[i] = namedTablesColumn(m, mentions, main);
  }
  for (const [i, m] of mentions.entries()) mentions[i] = ownersColumn(m, mentions, tokens);
  const ctx: ParseContext = {
    tokens,
    words,
    mentions,
    index,
    now,
    consumed: new Set(),
    claimed: new Set(),
    absent: new Set(),
    main,
    tables: new Set([main.name]),
  };
  for (const m of mentions) if (m.kind === 'table' && m.table === main) ctx.claimed.add(m);
  const ranking: RankingClauses = { groupBy: [], groupTables: [], aggregates: [], readings: [] };
  readLimit(ctx, ranking);
  readGrouping(ctx, ranking);
  readSuperlative(ctx, ranking);
  // ("Include kennels that have never been used.": a request for the empty groups, not a condition to read.)
  const emptyAsked = emptyGroupsAsked(ctx);
  if (emptyAsked && words.slice(...emptyAsked).includes('never')) consume(ctx, emptyAsked[0], emptyAsked[1]);
  const filters = readFilters(ctx);
  readAggregates(ctx, ranking);
  const spent = countAt < 0 && ranking.aggregates.length === 0 ? moneySpent(ctx) : undefined;
  if (spent) {
    ranking.aggregates.push({ agg: 'sum', column: spent });
    ranking.readings.push(`sum of ${spent.table}.${spent.column}`);
    ctx.tables.add(spent.table);
  }
  const total =
    summed?.kind === 'column'
      ? resolveColumn(
          ctx,
          summed.columns.filter((c) => c.kind === 'number'),
        )
      : undefined;
  if (summed && total && !ctx.claimed.has(summed)) {
    ctx.claimed.add(summed);
    ranking.aggregates.push({ agg: 'sum', column: total });
    ranking.readings.push(`sum of ${total.column}`);
  }
  // ("the total value purchased per supplier": a column that holds totals, summed within each group.)
  const totalColumn =
    ranking.aggregates.length === 0 && (ranking.groupBy.length > 0 || ranking.groupTables.length > 0)
      ? totalledColumn(ctx)
      : undefined;
  if (totalColumn) {
    for (const m of ctx.mentions)
      if (m.kind === 'column' && m.columns.includes(totalColumn)) ctx.claimed.add(m);
    ranking.aggregates.push({ agg: 'sum', column: totalColumn });
    ranking.readings.push(`sum of ${totalColumn.column}`);
  }
  // ("Who registered with us before 2020, and on what date?", "…, and when did they start?", "…, and at what
  // price?": the column a condition read, asked for after it — read before what is shown, so that the words after
  // the comma name no other column.)
  const askedAfter = conditionAskedAfter(ctx, filters.filters, ranking.orderBy);
  if (askedAfter) for (const m of mentions) if (ctx.consumed.has(m.start)) ctx.claimed.add(m);
  const regions = shownRegions(ctx);
  const projected = projection(ctx, regions, { columns: ranking.groupBy, tables: ranking.groupTables });
  // ("Which gardeners joined the garden in 2024?", "Who joined the club in 2022?": a verb whose date a condition
  // reads names no column shown; "… hired after 2015? Give their hire dates." names it again.)
  // ("joined on or after 1 January 2024": the verb and its preposition, `joined_on`.)
  // ("Which bins were last audited in 2024?", "which customers opened accounts in 2023": an adverb before the verb,
  // or the verb's object, named in the column too — `last_audit`, `acct_opened`.)
  const verb = (m: Mention) => {
    if (m.kind !== 'column') return false;
    const from =
      m.end - m.start > 1 && /^(last|first|recently)$/.test(words[m.start]!) ? m.start + 1 : m.start;
    if (!/[a-z]{3}ed$/.test(words[from]!)) return false;
    const rest = tokens.slice(from + 1, m.end);
    return (
      rest.every((t) => /^(on|at|in)$/.test(t.text)) ||
      // (Not "the runs … with their scheduled departure": an adjective of a noun after a possessive.)
      (rest.length === 1 &&
        from === m.start &&
        mentions.some((x) => x.kind === 'table' && x.end === m.start) &&
        m.columns.every((c) => c.words.includes(rest[0]!.stem)))
    );
  };
  // ("which clients opened their account in 2021": the verb's object, `accountOpenedOn` too, names it no more.)
  const object = (m: Mention, x: Mention) =>
    x.start === m.end + 1 && /^(their|its|his|her|the|a|an)$/.test(words[m.end] ?? '');
  const verbDates = mentions.flatMap((m) =>
    m.kind === 'column' && verb(m)
      ? m.columns.filter(
          (c) =>
            // ("Who joined the brigade before 2005?" over `year_of_joining_the_brigade`: a year is a date too.)
            (c.kind === 'date' || (c.kind === 'number' && holdsYears(c))) &&
            filters.filters.some((f) => 'column' in f && f.column === c) &&
            !mentions.some(
              (x) => x !== m && x.kind === 'column' && !verb(x) && !object(m, x) && x.columns.includes(c),
            ),
        )
      : [],
  );
  // ("Who is the most recent member to join?", "… puppeteer to join the company?", "the 3 most expensive venues to
  // hire": an infinitive naming the column ranked by, not a column shown.)
  const ranked = ranking.orderBy?.item.column;
  const infinitive = mentions.some(
    (m) =>
      m.kind === 'column' &&
      words[m.start - 1] === 'to' &&
      !SUPERLATIVES[words[m.start]!] &&
      ranked !== undefined &&
      !ranked.isId &&
      m.columns.includes(ranked),
  );
  if (infinitive) verbDates.push(ranked!);
  for (const c of verbDates) if (projected.includes(c)) projected.splice(projected.indexOf(c), 1);
  // ("Which customers opened their account before 2022?" beside `acct_cls`: the verb's object is no column asked.)
  for (const m of mentions) {
    if (m.kind !== 'column' || !verb(m) || !m.columns.some((c) => verbDates.includes(c))) continue;
    const x = mentions.find((o) => o.kind === 'column' && object(m, o));
    for (const c of x?.kind === 'column' ? x.columns : [])
      if (
        projected.includes(c) &&
        !mentions.some((o) => o !== x && o.kind === 'column' && o.columns.includes(c))
      )
        projected.splice(projected.indexOf(c), 1);
  }
  // (The column a condition read, asked for after it, is shown after the rows; ", and in what year?": the year is
  // named, but the rows are still what is asked.)
  if (askedAfter && projected.every((c) => c === askedAfter)) {
    const rows = fullName(ctx, main.name) ?? (main.label ? [main.label] : main.key ? [main.key] : []);
    projected.splice(0, projected.length, ...rows, askedAfter);
  } else if (askedAfter && !projected.includes(askedAfter)) projected.push(askedAfter);
  // "the names of members and their corresponding parties": a related table's rows shown by their names.
  for (const m of mentions) {
    if (m.kind !== 'table' || ctx.claimed.has(m) || m.table === main || !m.table.label) continue;
    let k = m.start - 1;
    if (/^(corresponding|respective)$/.test(words[k] ?? '')) k--;
    // ("the full names, departments and cities for each employee": a table listed among the columns asked.)
    const listed =
      mentions.some((x) => x.end === m.start && x.kind === 'column') &&
      mentions.some((x) => x.kind === 'table' && x.table === main && x.start > m.end) &&
      regions.some(([from, to]) => m.start >= from && m.start < to);
    // ("the names of actors and the musicals that they are in": "the", and a clause back to the rows asked about.)
    const owned = /^(their|its)$/.test(words[k] ?? '') || (words[k] === 'the' && saidOfThem(words, m.end));
    // ("List the sessions with the artist and the fee charged": a listing's rows shown with a related row's name,
    // nothing said of it after.)
    const alongside =
      /^(list|show|give|display)$/.test(words[0] ?? '') &&
      /^(the|their|its)$/.test(words[k] ?? '') &&
      words[k - 1] === 'with' &&
      (m.end === words.length || words[m.end] === 'and' || ctx.tokens[m.end]!.afterComma === true);
    if (!listed && !alongside && (!owned || words[k - 1] !== 'and')) continue;
    // ("Show each product and its manufacturer": the rows asked about, named just before, are shown first.)
    const rowsBefore = mentions.some(
      (x) => x.kind === 'table' && x.table === main && x.end === k - 1 && main.label,
    );
    if (!reachable(index, main.name, m.table.name) || (projected.length === 0 && !rowsBefore)) continue;
    ctx.claimed.add(m);
    consume(ctx, alongside ? k - 1 : k, m.end);
    ctx.tables.add(m.table.name);
    if (projected.length === 0 && main.label) projected.push(main.label);
    if (projected.includes(m.table.label)) continue;
    // (In the order said: "with the artist and the fee" shows the artist first.)
    const later = alongside
      ? projected.findIndex((c) =>
          mentions.some((x) => x.kind === 'column' && x.columns.includes(c) && x.start > m.start),
        )
      : -1;
    if (later >= 0) projected.splice(later, 0, m.table.label);
    else projected.push(m.table.label);
  }
  // "Return the city and its GDP", "Show all ministers and parties": the rows asked about, named beside a column
  // shown, are shown by their names too.
  const shownColumn = (x: Mention) => x.kind === 'column' && x.columns.some((c) => projected.includes(c));
  for (const m of mentions) {
    if (m.kind !== 'table' || m.table !== main || !main.label || projected.includes(main.label)) continue;
    // ("the singers who have left the choir and the date they left": the rows asked for first, a clause about them,
    // then a column of theirs.)
    const clauseAnd =
      /^(who|that|which)$/.test(words[m.end] ?? '') && mentions[0] === m ? words.indexOf('and', m.end) : -1;
    if (!regions.some(([from, to]) => m.start >= from && m.start < to) && clauseAnd < 0) continue;
    if (mentions.some((x) => x.start === m.end && x.kind !== 'value')) continue;
    let before = m.start - 1;
    // ("the ministers and what parties they belong to": a question word may stand for "the".)
    if (/^(the|what|which)$/.test(words[before] ?? '')) before--;
    let after = m.end + 1;
    if (/^(its|their|the)$/.test(words[after] ?? '')) after++;
    // ("the products and their manufacturer names": the column shown may be named after its table.)
    const ownerNamed = mentions.find((x) => x.start === after && x.kind === 'table');
    if (ownerNamed) after = ownerNamed.end;
    let afterClause = clauseAnd + 1;
    if (/^(its|their|the)$/.test(words[afterClause] ?? '')) afterClause++;
    const joined =
      (words[before] === 'and' && mentions.some((x) => x.end === before && shownColumn(x))) ||
      (words[m.end] === 'and' && mentions.some((x) => x.start === after && shownColumn(x))) ||
      (clauseAnd > 0 && mentions.some((x) => x.start === afterClause && shownColumn(x)));
    if (!joined) continue;
    consume(ctx, m.start, m.end);
    projected.unshift(main.label);
  }
  // "the 5 biggest orders with the customer name", "products with their price", "the product with the lowest price,
  // together with that price", "…, and what is that price?": the rows themselves first, when only what the words
  // after add names a column.
  // ("boats built before 2005 and their build year": so does "and their" before a column.)
  const withAt =
    regions.find(
      ([from]) =>
        words[from - 1] === 'with' ||
        // (Not "When and in what city did …": no rows are asked for.)
        (andAsked(words, mentions, from) && !/^(when|where|how)$/.test(words[0] ?? '')),
    )?.[0] ??
    words.findIndex(
      (w, i) =>
        w === 'and' &&
        /^(their|its)$/.test(words[i + 1] ?? '') &&
        mentions.some((m) => m.kind === 'column' && m.start === i + 2),
    );
  // ("the three heaviest harvests with their dates and weights": rows with no name, picked by a ranking, are shown by
  // their own columns listed, not by their key; "the jobs carried out in June with their dates", "the 2 biggest
  // orders with the customer name" keep it. So are rows listed with two columns or more, "the cancelled trips with the
  // boat name and the departure date", unless their key is a readable reference, `booking_ref` 'BK-104'.)
  const ownListed = projected.length > 0 && projected.every((c) => c.table === main.name);
  // ("Who took in the donations at Ilkley, and on what dates?": the person the rows refer to.)
  const person = personAsked(ctx);
  const rowsShown =
    person ??
    main.label ??
    ((ranking.limit === undefined || !ownListed) && (projected.length < 2 || main.key?.kind === 'text')
      ? main.key
      : undefined);
  // ("the tuners hired after 2020 with their hire dates": a verb read as a condition names no column shown.)
  const conditionOnly = (m: Mention) =>
    m.kind === 'column' &&
    ctx.claimed.has(m) &&
    filters.filters.some((f) => 'column' in f && m.columns.includes(f.column));
  // (Not when the person's own columns are listed: "Who gave talks, and on what topic? call sign and topic".)
  const personListed = person !== undefined && projected.some((c) => c.table === person.table);
  if (
    withAt > 0 &&
    rowsShown &&
    !projected.includes(rowsShown) &&
    !(rowsShown === person && personListed) &&
    !mentions.some(
      (m) =>
        m.kind === 'column' &&
        !m.hint &&
        !conditionOnly(m) &&
        m.start < withAt &&
        regions.some(([from, to]) => m.start >= from && m.start < to),
    )
  ) {
    projected.unshift(...(rowsShown === person ? (fullName(ctx, person.table) ?? [person]) : [rowsShown]));
    ctx.tables.add(rowsShown.table);
  }
  // "customers who have an account": a table named but given no other role — rows with related rows there.
  let existence = false;
  // ("customers who have orders but never ordered red jeans": a denial does not say the rows have such rows.)
  const covered = new Set(
    filters.filters.flatMap((f) =>
      f.kind === 'related' && !f.negated
        ? [f.table]
        : f.kind === 'related-values' && f.mode === 'all'
          ? [f.column.table]
          : [],
    ),
  );
  let subjectEnd = -1;
  for (const m of mentions) {
    if (m.kind !== 'table' || ctx.claimed.has(m) || m.table === main || covered.has(m.table.name)) continue;
    // "tourist attractions related to royal family", "teams involved in match seasons": after "in"/"to" too, when
    // the table is not joined already, names no verb ("assigned to repair machines") and no negation is near.
    const prev = words[m.start - 1] ?? '';
    const into =
      /^(in|to|into)$/.test(prev) &&
      !ctx.tables.has(m.table.name) &&
      mentions.every((x) => x.kind !== 'table' || x.start !== m.end) &&
      !words.slice(Math.max(0, m.start - 7), m.start).some(isNegation);
    // ("cities that have once been host cities", "… served as host cities": rows that are such rows.)
    const been =
      /\b((have|has|had)( once| ever| already)? been|(were|was) (once|ever)|served as)( once| ever)?$/.test(
        words.slice(Math.max(0, m.start - 4), m.start).join(' '),
      );
    // ("How many distinct artists do the volumes associate to?": the rows counted are those the volumes have.)
    // ("… do donors have?", "… do the registered donors have?": a word describing them may come between.)
    const aux = [1, 2, 3].find((d) => /^(do|does|did)$/.test(words[m.start - d] ?? ''));
    const doer =
      countAt >= 0 &&
      aux !== undefined &&
      (aux === 1 || words[m.start - aux + 1] === 'the' || (aux === 2 && !isVerbForm(words[m.start - 1]!)));
    const verb = actingColumn(ctx, m);
    // ("How many regions are affected?", "regions affected by storms" over `affected_region`: a participle that
    // names, with the main table's word, a table of rows that refer to the main ones — main rows that have such rows.)
    // ("How many items were reviewed?": after the main table and an auxiliary, whatever the table is called.)
    const mainAt = (end: number) =>
      mentions.some((x) => x.kind === 'table' && x.table === main && x.end === end);
    const passive = mainAt(m.start - 1) && AUXILIARIES.test(prev);
    const participle =
      (mainAt(m.start) || passive) &&
      m.end - m.start === 1 &&
      /ed$/.test(words[m.start]!) &&
      (passive || main.words.every((w) => m.table.words.includes(w))) &&
      refers(index, m.table.name, main.name);
    // ("the staff who has been assigned for the least time": a participle after "been" is a verb whose rows are
    // joined, not rows the main rows are; the ranking says which.)
    const joined = been && m.end - m.start === 1 && isParticiple(words[m.start]!);
    // ("the activities that (both) students and faculty participate in": the subject of a clause about the main rows,
    // and any table joined to it by "and", have such rows.)
    const clauseAt = words[m.start - 1] === 'both' ? m.start - 2 : m.start - 1;
    // (A noun, not the clause's verb: "the city that hosted events" over `hosting_city`.)
    const noun = !isVerbForm(words[m.start]!);
    const subject =
      noun &&
      ((/^(that|which|whom)$/.test(words[clauseAt] ?? '') &&
        mentions.some((x) => x.kind === 'table' && x.table === main && x.end === clauseAt)) ||
        (prev === 'and' && subjectEnd === m.start - 1));
    if (subject) subjectEnd = m.end;
    // ("How many users have written reviews?", "employees who hold certificates": the rows, a verb, then the rows
    // they have, named bare.)
    const said =
      (isParticiple(prev) && /^(have|has|had)$/.test(words[m.start - 2] ?? '')) ||
      (/^[a-z]{3,}$/.test(prev) &&
        !AUXILIARIES.test(prev) &&
        !STOPWORDS.has(prev) &&
        mentionsCovering(ctx, m.start - 1).length === 0 &&
        (mainAt(m.start - 1) || (/^(who|that)$/.test(words[m.start - 2] ?? '') && mainAt(m.start - 2))));
    if (
      !said &&
      !/^(a|an|any|some|have|has|had|with)$/.test(prev) &&
      !into &&
      !been &&
      !doer &&
      !verb &&
      !participle &&
      !subject
    )
      continue;
    if (words.slice(Math.max(0, m.start - 4), m.start).some(isNegation)) continue;
    if (!reachable(index, main.name, m.table.name)) continue;
    ctx.claimed.add(m);
    if (verb) {
      // "staff who recorded the fault log": rows the verb's column refers to.
      for (const x of mentions) if (x.start <= verb.at && verb.at < x.end) ctx.claimed.add(x);
      consume(ctx, verb.at, m.end);
      filters.filters.push({ kind: 'related', table: m.table.name, negated: false, via: verb.column });
      filters.readings.push(`${main.name} referred to by ${m.table.name}.${verb.column.column}`);
      continue;
    }
    if (joined) {
      ctx.tables.add(m.table.name);
      continue;
    }
    existence = true;
    // "higher in February than in June or have once served as host cities": either holds.
    // (Not when a condition reads the table: "or have a characteristic named 'hot'" is one alternative.)
    const alternative = filters.filters.find((f) => {
      const span = filters.spans.get(f);
      const between = span && span[1] <= m.start ? words.slice(span[1], m.start) : [];
      return between.includes('or') && !between.includes('and') && between.length <= 6;
    });
    const read = filters.filters.some((f) => 'column' in f && f.column.table === m.table.name);
    if (alternative && !read) {
      const related: Filter = { kind: 'related', table: m.table.name, negated: false };
      // (A condition on another table's rows holds through them, so rows without such rows stay in reach.)
      const own = !('column' in alternative) || alternative.column.table === main.name;
      const either: Filter = own
        ? alternative
        : { kind: 'related-where', filters: [alternative], negated: false };
      if (
        !own &&
        !filters.filters.some(
          (f) => f !== alternative && 'column' in f && f.column.table === alternative.column.table,
        )
      )
        ctx.tables.delete(alternative.column.table);
      filters.filters = filters.filters.map((f) =>
        f === alternative ? { kind: 'any', filters: [either, related] } : f,
      );
      filters.readings.push(`or ${main.name} with ${m.table.name}`);
      continue;
    }
    // "the average followers of users who had some tweets": each user once, however many tweets (no join).
    const totalled = ranking.aggregates.some(
      (a) => (a.agg === 'sum' || a.agg === 'avg') && a.column?.table === main.name,
    );
    if (totalled && !read) {
      filters.filters.push({ kind: 'related', table: m.table.name, negated: false });
      filters.readings.push(`${main.name} with ${m.table.name}`);
      continue;
    }
    ctx.tables.add(m.table.name);
  }
  // "students who have class president votes": a column of another table that refers to the main table's rows,
  // named after "have" — rows the column refers to.
  for (const m of mentions) {
    if (m.kind !== 'column' || ctx.claimed.has(m) || !/^(have|has|had|with)$/.test(words[m.start - 1] ?? ''))
      continue;
    const via = m.columns.find((c) => c.table !== main.name && referenceTo(index, c, main.name));
    if (!via) continue;
    ctx.claimed.add(m);
    consume(ctx, m.start, m.end);
    // ("Which crew member has led the most responses?": the rows the ranking counts, joined by that column.)
    if (ranking.countRelated === via.table) continue;
    const negated = words.slice(Math.max(0, m.start - 4), m.start).some(isNegation);
    // ("… in the fall election cycle": conditions on that table hold in the same rows.)
    const where = filters.filters.filter(
      (f) => 'column' in f && f.kind !== 'related-values' && f.column.table === via.table,
    );
    filters.filters = filters.filters.filter((f) => !where.includes(f));
    ctx.tables.delete(via.table);
    filters.filters.push({ kind: 'related', table: via.table, negated, via, where });
    filters.readings.push(`${main.name} ${negated ? 'not ' : ''}referred to by ${via.table}.${via.column}`);
  }
  // ("List each buyer name once.", "…, without duplicates.": each once, said at the end.)
  const once = tokens.findIndex((_, k) => eachOnce(tokens, k));
  // ("each listed once": the words say how to list them.)
  if (once >= 0)
    consume(ctx, /^(listed|shown|given|named)$/.test(words[once - 1] ?? '') ? once - 1 : once, once + 1);
  const distinct =
    /\b(distinct|different|unique)\b|\bwithout (any )?duplicates\b/.test(words.join(' ')) || once >= 0;
  // "in alphabetical order" alone sorts by what is shown: the columns asked for, else the rows' names.
  readOrder(ctx, ranking, () => {
    // ("For each project id, how many staff does it have? List them in increasing order.": the counts.)
    const grouped = ranking.groupBy.length > 0 || ranking.groupTables.length > 0;
    // ("… in each year? Order by year.", "Show the years in order.", "in chronological order": the period grouped by.)
    const chronological = words.some((w) => /^chronological(ly)?$/.test(w));
    const period = ranking.groupBy.find(
      (c) =>
        c.part &&
        (chronological ||
          words.some(
            (w, k) =>
              (w === c.part && words[k - 1] === 'by') ||
              (w === `${c.part}s` && words[k + 1] === 'in' && words[k + 2] === 'order'),
          )),
    );
    if (period) return { column: period };
    if (countAt >= 0 && grouped && !words.some((w) => /^alphabetical(ly)?$/.test(w))) return { agg: 'count' };
    // ("grouped and ordered by language": the group; "for each item …, in alphabetical order": its name.)
    const groupLabel = ranking.groupTables
      .map((t) => findTable(index, t)?.label)
      .find((c) => c !== undefined);
    const shown =
      projected[0] ??
      ranking.groupBy[0] ??
      groupLabel ??
      (ranking.aggregates.length === 0 ? main.label : undefined);
    return shown ? { column: shown } : undefined;
  });

  for (const f of filters.filters) {
    const converted = toColumnUnits(f, tokens);
    if (converted) filters.readings.push(converted);
  }
  const plan: QueryPlan = {
    table: main.name,
    tables: [],
    select: [],
    distinct: false,
    filters: filters.filters,
    groupBy: [],
  };
  const readings = [`about ${main.name}`, ...filters.readings, ...ranking.readings];
  // "the number of students in each department": the students' own reference to their department, without a join,
  // when it is what is asked for ("customer ids … for each customer") or a readable code (`dept_code`) rather than a
  // number that means nothing to the reader.
  const viaReference = new Set<string>();
  // ("for each student": shown by name, grouped by the key too, so two students of one name stay two groups.)
  const labelledGroups = new Map<ColumnEntry, ColumnEntry>();
  const groupColumns = [
    ...ranking.groupBy,
    ...ranking.groupTables
      .map((t) => {
        // "the count of problems and the product id": the group's own key, asked for, is the group shown.
        const key = findTable(index, t)?.key;
        // (Not when a reference to it is shown already: "the invoice number … for each invoice".)
        const keyNamed =
          mentions.some((m) => m.kind === 'column' && key && m.columns.includes(key)) &&
          (!projected.some((c) => c !== key && c.column === key?.column) ||
            projected.some((c) => c.table === t));
        if (key?.isId && (projected.includes(key) || keyNamed)) return key;
        const ref = projected.some((c) => c.table === t) ? undefined : referenceTowards(ctx, t);
        // (Past the main table, only a readable code: "contact staff name" names another table's `contact_staff_id`.)
        // (Asked as an id: not "customers pulling each series" over `pull_list_series_id`, a verb its name holds.)
        const asked =
          ref?.table === main.name &&
          projected.includes(ref) &&
          mentions.some(
            (m) =>
              m.kind === 'column' &&
              m.columns.includes(ref) &&
              words.slice(m.start, m.end).some((w) => /^(ids?|numbers?|nos?|codes?|refs?|keys?)$/.test(w)),
          );
        // (A code of letters, `ACCT`; not one numbered, `MH-07`, when the rows have a name.)
        const readable =
          ref?.kind === 'text' &&
          (!findTable(index, t)?.label || !ref.profile.values.some((v) => /\d/.test(v)));
        const own = ref && (asked || readable) && !labelNamed(ctx, t) ? ref : undefined;
        if (own) viaReference.add(t);
        const label = labelOf(index.tables.find((x) => x.name === t)!);
        // ("for each department name" groups by the name said.)
        if (!own && label && key && key !== label && !groupedByName(ctx, t)) labelledGroups.set(label, key);
        return own ?? label!;
      })
      .filter(Boolean),
  ];
  const counting = countAt >= 0;
  // "How many male and female professors": one count per value named with "and" ("or" counts them together).
  const perValue =
    counting && groupColumns.length === 0 && !ranking.mostCommon && !ranking.countRelated && !filters.having
      ? filters.filters.find((f) => {
          const span = filters.spans.get(f);
          const between = span ? words.slice(span[0], span[1]) : [];
          return (
            f.kind === 'in' &&
            !f.negated &&
            f.values.length > 1 &&
            between.includes('and') &&
            !between.includes('or')
          );
        })
      : undefined;
  if (perValue?.kind === 'in') groupColumns.push(perValue.column);
  // What "how many" counts: a column named right after it ("how many different cities"), else rows.
  let targetAt = countAt;
  while (/^(the|of|number|total|different|distinct|unique|kinds?|types?|sorts?)$/.test(words[targetAt] ?? ''))
    targetAt++;
  // "how many king beds": a value of the data qualifies the quantity counted after it (`beds` where `bedType` is King).
  const qualifier = mentions.find((m) => m.kind === 'value' && m.start === targetAt);
  const qualified = mentions.find((m) => m.kind === 'column' && m.start === qualifier?.end);
  if (counting && qualified?.kind === 'column' && qualified.columns.some((c) => isQuantity(c, index)))
    targetAt = qualified.start;
  // "how many different X", "how many kinds of X", or a column right after "how many": distinct values.
  const distinctCount = words
    .slice(Math.max(0, countAt - 3), targetAt)
    .some((w) => /^(different|distinct|unique|kinds?|types?|sorts?)$/.test(w));
  // "the number of distinct company industries": the column may follow its table's name.
  const afterTable = mentionAtOrAfterTable(mentions, targetAt);
  // ("How many vegetarian parcels …": a yes/no column before the rows is a condition on them, not what is counted;
  // "How many meter readings …": a reference before them, which rows they are.)
  const targetMention = counting
    ? mentions.find(
        (m) =>
          m.kind === 'column' &&
          !(
            (m.columns.every((c) => flagValues(c) !== undefined) || m.columns.some((c) => c.isId)) &&
            mentions.some((t) => t.kind === 'table' && t.start === m.end)
          ) &&
          // ("How many tier 1 technicians": a column a number after it is a value of, a condition.)
          !(ctx.claimed.has(m) && tokens[m.end]?.number !== undefined) &&
          // ("How many properties are available?" over `lst.prop_type`: the first word of a kind's name alone is
          // the rows themselves, not their kinds.)
          !(
            !distinctCount &&
            m.end - m.start === 1 &&
            m.columns.every(
              (c) =>
                c.words.length === 2 &&
                KIND_WORDS.test(c.words[1]!) &&
                !c.words.includes(stem(tokens[m.start]!.text)),
            )
          ) &&
          // ("How many loyalty customers have …": one word of a longer name before the rows says which rows.)
          !(
            m.end - m.start === 1 &&
            m.columns.every((c) => c.words.length > 1) &&
            mentions.some((t) => t.kind === 'table' && t.table === main && t.start === m.end)
          ) &&
          m.start >= countAt &&
          (m.start <= targetAt || (distinctCount && m.start === afterTable)),
      )
    : undefined;
  // ("how many arrivals were there": a date's events, rows, unless its different values are asked for.)
  const countTarget =
    targetMention?.kind === 'column' &&
    (distinctCount ||
      (targetMention.start === targetAt && !targetMention.columns.every((c) => c.kind === 'date')))
      ? resolveColumn(ctx, targetMention.columns)
      : // ("how many times max wind speed reached 25": how often rows meet the condition, no quantity's sum.)
        counting && words[targetAt] !== 'times'
        ? (ownMeasure(mentions, words, targetAt, main, index) ??
          quantityAfterNoun(mentions, words, targetAt, main, index))
        : undefined;
  // ("how many harvests were recorded and what was their total quantity": the rows are counted, by name.)
  const rowsCounted = mentions.some((m) => m.kind === 'table' && m.table === main && m.start === targetAt);
  const projectedOthers = counting
    ? projected.filter(
        (c) =>
          c !== countTarget &&
          !(targetMention?.kind === 'column' && targetMention.columns.includes(c)) &&
          // Named before the count ("the buildings along with the number of faculty"), not after it.
          // (Or after a request of its own that follows it: "How many … ? List the customer id, first name …".)
          // (A name read from another table, "the full names … for all customers", is named by no mention of its own.)
          ((c.table !== main.name && !mentions.some((m) => m.kind === 'column' && m.columns.includes(c))) ||
            mentions.some(
              (m) =>
                m.kind === 'column' &&
                m.columns.includes(c) &&
                (m.end < countAt - 1 ||
                  words.slice(countAt + 2, m.start).some((w) => /^(list|show|give|return)$/.test(w)) ||
                  // ("the number of problems and the product name": named beside the count.)
                  (m.start > targetAt &&
                    /^and (the |their |its )?$/.test(`${words.slice(targetAt + 1, m.start).join(' ')} `))),
            )),
      )
    : [];
  const counted =
    filters.having && !ranking.countRelated && groupColumns.length === 0
      ? rowsReferring(ctx, filters.having, projected)
      : undefined;
  if (counted && filters.having) {
    filters.having = { ...filters.having, table: counted };
    ctx.tables.add(counted);
  }
  // A table each main row refers to once at most, and which does not refer back: counted per main row, never above 1.
  const heldOnce = (table: string) =>
    !projected.some((c) => c === main.key) &&
    refers(index, main.name, table) &&
    !refers(index, table, main.name);
  let select: SelectItem[] = [];
  const held =
    counting && ranking.aggregates.length === 0
      ? heldQuantity(countTarget, main, index, distinctCount)
      : undefined;
  const ofMostCommon = rowsOfMostCommon(ctx, ranking, projected, counting);
  // (Not of a column a value already picks: "the city with the customer type code X that had the fewest customers".)
  const picked =
    ofMostCommon?.kind === 'most-common' &&
    filters.filters.some((f) => 'column' in f && f.column === ofMostCommon.column);
  if (ofMostCommon && !picked) {
    filters.filters.push(ofMostCommon);
    ranking.mostCommon = undefined;
    ranking.orderBy = undefined;
    ranking.limit = undefined;
  }
  if (ranking.mostCommon) {
    // "the customer last name, id and phone number with the most orders": every column asked for, grouped.
    const common = ranking.mostCommon;
    // ("Which city do most staff live in? List the city name …": the reference counted, `staff_address_id`, stands
    // for the column of the rows it refers to that is asked for; those are the groups.)
    const referred = referencesFrom(index, common).some((r) =>
      projected.some((c) => c.table === r.toTable && !c.isId),
    );
    const shown = projected.includes(common) || referred ? projected : [...projected, common];
    plan.groupBy = shown;
    // "the most common mill type, and how many are there?": its count too.
    select = [...shown.map((column) => ({ column })), ...(counting ? [{ agg: 'count' as const }] : [])];
    // "the total access count of documents of the most common type": that group's aggregate alone.
    if (projected.length === 0 && !counting && ranking.aggregates.length > 0) select = ranking.aggregates;
    // "How many customers are there in the customer type with the most customers?": the count the question opens
    // with, alone.
    const opensWithCount =
      countAt >= 0 && countAt <= 4 && /^(how|count|what|find|give|return)$/.test(words[0] ?? '');
    if (projected.length === 0 && opensWithCount && ranking.aggregates.length === 0)
      select = [{ agg: 'count' }];
  } else if (
    filters.having &&
    (!filters.having.table || heldOnce(filters.having.table)) &&
    projected.length > 0
  ) {
    // "writers who have written more than one book": groups of the projected column, counted.
    // ("policy types chosen by more than 2 customers": a policy refers to one customer, so the rows of each type.)
    if (filters.having.table) {
      ctx.tables.delete(filters.having.table);
      filters.having = { ...filters.having, table: undefined };
    }
    plan.groupBy = projected;
    // ("What is the average population of the wards in each district? Only include districts with more than one
    // ward.": each group's aggregate too.)
    select = [...projected.map((column) => ({ column })), ...ranking.aggregates];
    if (countAsked(ctx, main.name)) select.push({ agg: 'count' });
  } else if (
    ranking.countRelated ||
    (filters.having && (filters.having.table || groupColumns.length === 0))
  ) {
    // One row per main-table row, ranked or filtered by how many related rows it has.
    // (Groups named with "each" stay the groups: "in each school that has less than 5 departments".)
    const label = labelOf(main);
    // ("Which segment spent the most?", "Which category brings the most revenue?": the groups of the column asked.)
    // ("Which customers have placed more than one order?" over `cust_order.cust_name`: the rows counted are the main
    // table's own, so the groups are of the column asked or the label, not each row by its key.)
    const own = (ranking.countRelated ?? filters.having?.table ?? main.name) === main.name;
    plan.groupBy = whichColumn(ctx, projected)
      ? [...projected]
      : own && label && projected.every((c) => !c.isKey)
        ? projected.length > 0
          ? [...projected]
          : [label]
        : [main.key, label].filter((c): c is ColumnEntry => c !== undefined);
    select =
      projected.length > 0 ? projected.map((column) => ({ column })) : label ? [{ column: label }] : [];
    for (const c of projected) if (!plan.groupBy.includes(c)) plan.groupBy.push(c);
    // "the minimum salary of the departments whose average salary is above …": each group's aggregate too.
    select.push(...ranking.aggregates);
    const related = ranking.countRelated ?? filters.having?.table;
    if (!counting && related && countAsked(ctx, related)) select.push({ agg: 'count', of: related });
    // ("the names and number of works of the three artists …": the columns named before the count stay beside it.)
    if (counting) select = [...projectedOthers.map((column) => ({ column })), { agg: 'count' as const }];
  } else if (groupColumns.length > 0) {
    plan.groupBy = groupColumns;
    // "the number of institutions and total enrollment for each type": the count beside the other aggregates.
    // ("the industries in descending order of the count of companies in each industry": the count only sorts.)
    // ("Which year had the most weddings?": the periods ranked are what is asked for, shown alone.)
    const ranksPeriods =
      ranking.limit !== undefined && groupColumns.length === 1 && groupColumns[0]!.part !== undefined;
    const sortsByCount =
      !counting &&
      ((ranking.orderBy?.item.agg === 'count' && ranking.limit === undefined) ||
        (ranking.orderBy !== undefined && ranksPeriods));
    // ("For each zip code, select those whose average visibility is below 10": the groups kept are what is asked;
    // their count only when named.)
    const kept =
      !counting && filters.having !== undefined && !countAsked(ctx, filters.having.table ?? main.name);
    const aggs: SelectItem[] =
      ranking.aggregates.length === 0
        ? sortsByCount || kept
          ? []
          : [{ agg: 'count' }]
        : counting && !countTarget && (words[countAt - 2] === 'number' || rowsCounted)
          ? [rowsCount(main, ranking.aggregates), ...ranking.aggregates]
          : ranking.aggregates;
    // "the number of degrees for each campus" over `degrees(Campus, Year, Degrees)`: the quantity held, summed.
    // ("how many years has each played": the quantity read as it is goes last, a column of each group.)
    if (held) aggs.splice(0, aggs.length, held);
    // ("the number of grades using each classroom" over `list(Grade, Classroom)`: a column of the rows that holds no
    // quantity, counted by its distinct values.)
    else if (
      counting &&
      countTarget &&
      countTarget.table === main.name &&
      !countTarget.isId &&
      !countTarget.isKey
    )
      aggs.splice(0, aggs.length, { agg: 'count_distinct', column: countTarget });
    const heldAt = held && !held.agg ? groupColumns.indexOf(held.column!) : -1;
    if (heldAt >= 0) groupColumns.splice(heldAt, 1);
    // "how many rooms in each building": the rooms are counted, not shown.
    // "the maximum and average capacity among rooms in each building": what follows the aggregate is not shown.
    const firstAggregate = words.findIndex((w) => AGGREGATE_WORDS[w]);
    const namedBefore = (c: ColumnEntry) =>
      mentions.some((m) => m.kind === 'column' && m.columns.includes(c) && m.start < firstAggregate);
    const shown = projected.filter(
      (c) =>
        !groupColumns.includes(c) &&
        // (An id beside "each <table>" is the group's own: shown once, as the group.)
        (!counting || (projectedOthers.includes(c) && !c.isId) || countAt < 0) &&
        (ranking.aggregates.length === 0 || firstAggregate < 0 || namedBefore(c)),
    );
    // "each target user's name and average trust score": a group read as a reference (`trust.target_u_id`) whose
    // rows are shown by a column of their own (`useracct.name`) is shown by that column only.
    const shownBy = (c: ColumnEntry) =>
      c.isId &&
      !projected.includes(c) &&
      referencesFrom(index, c).some((r) => shown.some((x) => x.table === r.toTable && !x.isId));
    // ("the last name of each astronomer": the groups' label stands aside for the name part asked for.)
    // ("How many walks has each staff member done? Give their names.": not a label the columns asked include.)
    const namedBy = (c: ColumnEntry) =>
      labelledGroups.has(c) &&
      !projected.includes(c) &&
      shown.some((x) => x.table === c.table && !x.isId && x.words.includes('name')) &&
      !c.words.some((w) => w !== 'name' && tokens.some((t) => t.stem === w));
    select = [
      ...groupColumns.filter((c) => !shownBy(c) && !namedBy(c)).map((column) => ({ column })),
      ...shown.map((column) => ({ column })),
      ...aggs,
    ];
    for (const c of shown) if (!plan.groupBy.includes(c)) plan.groupBy.push(c);
    if (held && !held.agg && !plan.groupBy.includes(held.column!)) plan.groupBy.push(held.column!);
    plan.groupBy = plan.groupBy.flatMap((c) => {
      const key = labelledGroups.get(c);
      return key && !plan.groupBy.includes(key) ? [key, c] : [c];
    });
  } else if (counting && projectedOthers.length > 0) {
    // "the different ship flags, and how many ships have each": one count per projected value.
    plan.groupBy = [...projectedOthers, ...(held && !held.agg ? [held.column!] : [])];
    select = [...projectedOthers.map((column) => ({ column })), held ?? { agg: 'count' }];
    readings.push(`counted per ${projectedOthers.map((c) => c.column).join(', ')}`);
  } else if (
    counting &&
    countTarget?.table === main.name &&
    isQuantity(countTarget, index) &&
    !distinctCount &&
    eachOwnRow(ctx) >= 0
  ) {
    // "How many floors does each building have?" over `building.Floors`: the quantity each row holds, by its name.
    const at = eachOwnRow(ctx);
    consume(ctx, at, at + 1);
    const label = labelOf(main);
    select = [...(label && label !== countTarget ? [{ column: label }] : []), { column: countTarget }];
    readings.push(`${countTarget.column} of each ${main.name}`);
  } else if (counting && countTarget && isQuantity(countTarget, index) && !distinctCount) {
    // "How many kids stay in…", "how many credits does the course have": a quantity held in the column, summed.
    select = [{ agg: 'sum', column: countTarget }];
    readings.push(`sum of ${countTarget.column}`);
  } else if (counting) {
    const column = countTarget;
    select = column ? [{ agg: 'count_distinct', column }] : [{ agg: 'count' }];
    // "How many orders are there, and what is their total amount?": the count beside the other aggregates.
    if (!column && rowsCounted && ranking.aggregates.length > 0)
      select = [rowsCount(main, ranking.aggregates), ...ranking.aggregates];
    if (column) readings.push(`counting distinct ${column.column}`);
  } else if (
    ranking.aggregates.length === 1 &&
    projected.length > 0 &&
    ranking.aggregates[0]!.column &&
    /^(max|min)$/.test(ranking.aggregates[0]!.agg ?? '') &&
    /\b(with|has|have|having|had) (the )?(maximum|minimum|max|min)\b|\b(that|which|who) (\w+ ){1,2}the (maximum|minimum)\b/.test(
      words.join(' '),
    )
  ) {
    // "the song in the volume with the maximum weeks on top", "the aircraft that can cover the maximum distance":
    // the row holding the extreme, not a max per song.
    const agg = ranking.aggregates[0]!;
    select = projected.map((column) => ({ column }));
    ranking.orderBy = { item: { column: agg.column! }, dir: agg.agg === 'max' ? 'DESC' : 'ASC' };
    ranking.limit ??= 1;
  } else if (ranking.aggregates.length > 0) {
    // ("the average amount of money outstanding": a column read again after its aggregate is not its groups. Nor is
    // one that only describes the rows aggregated, named after the aggregate and not listed beside it: "the total
    // number of downloads of episodes released in 2023", "the total quantity of food given out on …".)
    const firstAggregate = words.findIndex((w) => AGGREGATE_WORDS[w]);
    const listed = (c: ColumnEntry) =>
      firstAggregate < 0 ||
      mentions.some((m) => {
        if (m.kind !== 'column' || !m.columns.includes(c)) return false;
        if (m.start < firstAggregate || /^(different|each|every|various)$/.test(words[m.start - 1] ?? ''))
          return true;
        // (Listed after "and", "and what are the", a comma, or asked for again: "List bed type and …".)
        // ("and what are the architects' names": past the rows the column is of.)
        let at = m.start;
        at = mentions.find((x) => x.kind === 'table' && x.end === at)?.start ?? at;
        while (/^(what|which|is|are|was|were|the|their|its|his|her)$/.test(words[at - 1] ?? '')) at--;
        return (
          /^(and|with|list|show|give|return|display)$/.test(words[at - 1] ?? '') ||
          tokens[at]?.afterComma ||
          tokens.slice(firstAggregate + 1, m.start + 1).some((t) => t.opensSentence)
        );
      });
    const groups = projected.filter(
      (c) => !ranking.aggregates.some((a) => a.column === c && a.agg !== 'count') && listed(c),
    );
    select = [...groups.map((column) => ({ column })), ...ranking.aggregates];
    if (groups.length > 0) plan.groupBy = groups;
  } else if (
    ranking.superlative &&
    projected.length === 0 &&
    // ("Return the top 3 greatest support rates": a command that names no table at all asks for the values too.)
    !(
      /^(which|who)$/.test(words[0] ?? '') ||
      // ("Find the highest salary among employees" asks for the value: the rows are named after it.)
      (/^(list|show|give|find|return)$/.test(words[0] ?? '') &&
        mentions.some((m) => m.kind === 'table' && m.end <= ranking.superlative!.start)) ||
      // ("List the five most recently received collections": the rows, named after the verb ranked by.)
      mentions.some(
        (m) =>
          m.kind === 'column' &&
          m.start > ranking.superlative!.start &&
          m.end - m.start === 1 &&
          isParticiple(words[m.start]!) &&
          m.columns.includes(ranking.superlative!.column) &&
          /^[a-z]{3,}s$/.test(words[m.end] ?? ''),
      )
    ) &&
    // "What is the city with the smallest GDP?" asks for the row; "What is the smallest GDP?" for the value. So
    // does "the largest cities in terms of population".
    !mentions.some(
      (m) =>
        m.kind === 'table' &&
        m.table === main &&
        (m.end <= ranking.superlative!.start ||
          // ("What is the largest order?" asks for the order; "the largest order amount" for the amount.)
          (m.start === ranking.superlative!.start + 1 &&
            !mentions.some(
              (x) =>
                x.kind === 'column' && x.start === m.end && x.columns.includes(ranking.superlative!.column),
            )) ||
          // ("What is the most expensive wine?": the wine, named after the adjective.)
          (m.start === ranking.superlative!.start + 2 &&
            /^(most|least)$/.test(words[ranking.superlative!.start] ?? ''))),
    ) &&
    // ("What is the cheapest pastry?": rows named by a value of theirs, `category` = 'Pastry', closing the question,
    // or before a later request: "What's our cheapest drink and how much is it?")
    !mentions.some((m) => {
      const at =
        ranking.superlative!.start + (/^(most|least)$/.test(words[ranking.superlative!.start] ?? '') ? 2 : 1);
      const asked = words[m.end] === 'and' && /^(how|what)$/.test(words[m.end + 1] ?? '');
      return (
        m.kind === 'value' &&
        m.start === at &&
        (closesSentence(tokens, m.end - 1) || asked) &&
        m.entries.some((e) => e.column.table === main.name && e.column.kind === 'text')
      );
    })
  ) {
    // "What is the highest price?": the extreme value itself. ("the top 3 highest support rates": those values.)
    const { column, dir } = ranking.superlative;
    // ("the second highest price": the value ranked second, among the distinct values.)
    if ((ranking.limit ?? 1) > 1) select = [{ column }];
    else if (ranking.offset !== undefined) {
      select = [{ column }];
      plan.distinct = true;
    } else {
      select = [{ agg: dir === 'DESC' ? 'max' : 'min', column }];
      ranking.orderBy = undefined;
      ranking.limit = undefined;
    }
  } else if (
    projected.length === 0 &&
    (/\b(all|every|full|complete) (the )?(\w+ ){0,2}(information|info|details?|attributes?|data|columns?|fields?)\b|\beverything\b|^(what|which) (information|info)\b|\bthe (information|info) (of|about|on|for)\b/.test(
      words.join(' '),
    ) ||
      detailsAsked(words, main))
  ) {
    // "all information about the instructors": every column of the main table (an empty select list).
    select = [];
  } else {
    select = projected.map((column) => ({ column }));
    // "Where is the history department?", "When did … become a customer?": the place or the date, not the name.
    const asked = QUESTION_COLUMNS[words[0] === 'how' ? `how ${words[1]}` : (words[0] ?? '')];
    const answer = asked && askedColumn(ctx, main, asked);
    // "…, and when were they hired?": a second question word asks for its column besides the others.
    // ("When and where did each performance take place?": right after the first.)
    // ("… and how much is each item?": the price of each row.)
    const then = words.findIndex(
      (w, i) =>
        words[i - 1] === 'and' &&
        ((/^(when|where)$/.test(w) && (AUXILIARIES.test(words[i + 1] ?? '') || i === 2)) ||
          (w === 'how' && words[i + 1] === 'much' && /^(is|are|was|were)$/.test(words[i + 2] ?? ''))),
    );
    // ("How long and how tall are the roller coasters?": a second "how" and the measure its word hints at.)
    const howAlso = words.findIndex((w, i) => w === 'how' && i > 1 && words[i - 1] === 'and');
    const hinted = mentions.find(
      (m) =>
        m.kind === 'column' && m.hint && howAlso > 0 && m.start === howAlso + 1 && m.columns.length === 1,
    );
    const alsoAsked =
      then > 0
        ? askedColumn(ctx, main, QUESTION_COLUMNS[words[then] === 'how' ? 'how much' : words[then]!]!)
        : hinted?.kind === 'column' && hinted.columns[0]!.table === main.name
          ? hinted.columns[0]
          : undefined;
    // "Who founded the company …?": the text column naming who does it (`Founder`), not the rows' name.
    const agent = words[0] === 'who' ? agentColumn(main, tokens[1]) : undefined;
    // ("Who created the artwork …?" over `artwork(yr_created, artist_id)`: a person, not the year the verb names.)
    const person =
      words[0] === 'who' && select.length === 1 && select[0]!.column?.kind !== 'text'
        ? personReferred(index, main)
        : undefined;
    // ("Who joined the club most recently?" over `dancers.joined_on`: asked who of people, the people — the date the
    // verb names ranks them.)
    const people =
      words[0] === 'who' &&
      isPeople(main) &&
      select.length === 1 &&
      select[0]!.column?.kind === 'date' &&
      select[0]!.column.table === main.name &&
      !agent &&
      !person
        ? (fullName(ctx, main.name) ?? (main.label ? [main.label] : []))
        : [];
    if (people.length > 0) select = people.map((column) => ({ column }));
    else if (agent && select.every((x) => x.column === main.label)) {
      select = [{ column: agent }];
      for (const m of mentionsCovering(ctx, 1)) ctx.claimed.add(m);
      consume(ctx, 1, 2);
    } else if (person) {
      select = [{ column: person }];
      ctx.tables.add(person.table);
    } else if (answer && select.length === 0) select = pairedTimes(ctx, main) ?? [{ column: answer }];
    // "When and in what zip code …": the date, besides what else is asked.
    else if (answer && words[1] === 'and' && !select.some((x) => x.column === answer))
      select = [{ column: answer }, ...select];
    // ("What's on the menu at Seoul Train and how much is each item?": the rows, by their name, and the price.)
    const shown = select.length > 0 ? select : then > 0 && main.label ? [{ column: main.label }] : [];
    if (alsoAsked && shown.length > 0 && !shown.some((x) => x.column === alsoAsked))
      select = [...shown, { column: alsoAsked }];
    // Whether the question asks for the main table's rows by its name.
    const askedRows = mentions.some(
      (m) =>
        m.kind === 'table' &&
        m.table === main &&
        regions.some(([from, to]) => m.start >= from && m.start < to),
    );
    // "the temperature of Shanghai in January" over `temperature(City_ID, Jan, Feb, …)`: the one measure of the rows
    // asked for that is named and read by no condition.
    const read = new Set(filters.filters.flatMap((f) => ('column' in f ? [f.column] : [])));
    const measures = mentions.flatMap((m) =>
      m.kind === 'column' && !ctx.claimed.has(m) && !verbOfRows(ctx, m)
        ? m.columns.filter((c) => c.table === main.name && c.kind === 'number' && !c.isId && !read.has(c))
        : [],
    );
    if (select.length === 0 && askedRows && new Set(measures).size === 1) select = [{ column: measures[0]! }];
    if (select.length === 0) {
      // "What degrees were conferred …" over `degrees(Campus, Year, Degrees)`: the quantity the table is named for.
      // ("Who placed the largest order?": the name of the one person the orders refer to.)
      const label = namedMeasure(main) ?? personAsked(ctx) ?? extendedLabel(index, main) ?? labelOf(main);
      if (label) select = [{ column: label }];
      if (label && label.table !== main.name) ctx.tables.add(label.table);
    }
    // "albums containing tracks priced above 1": a condition on rows that refer to the main table's repeats its
    // rows once per match; each is listed once (when not ranked: a sort column would have to be shown).
    // (Through other tables too, when the question asks which rows: "Which tables were used to play Zombicide?",
    // cafe tables ← sessions → games.)
    // ("In which buildings has Nora worked?", "On which dates did the ferry sail?": the same after a preposition.)
    const k = /^(in|on|at|from|for|during|to|with|by)$/.test(words[0] ?? '') ? 1 : 0;
    const whichRows = /^(which|who)$/.test(words[k] ?? '');
    // ("Which dates …", "What buildings …": values of a column that repeats across the rows, each once.)
    const valueAsked = select.length === 1 ? select[0]!.column : undefined;
    const whichValues =
      k > 0 &&
      valueAsked !== undefined &&
      !valueAsked.isKey &&
      valueAsked !== main.label &&
      ctx.mentions.some((m) => m.kind === 'column' && m.start === k + 1 && m.columns.includes(valueAsked));
    const fansOut =
      select.length > 0 &&
      select.every((x) => x.column?.table === main.name) &&
      [...ctx.tables].some((t) => repeatsRows(index, main.name, t, whichRows));
    // ("instructors who have taught some course and the course id": one row per related row shown.)
    const relatedShown = select.some(
      (x) => x.column && x.column.table !== main.name && refers(index, x.column.table, main.name),
    );
    plan.distinct =
      distinct ||
      (existence && !relatedShown) ||
      (!ranking.orderBy &&
        (fansOut || whichValues || everyValue(ctx, select) || eitherRelated(ctx, plan.filters, select)));
  }
  // "List bed type and average base price" after "the average base price of each bed type": each item once.
  plan.select = select.filter(
    (s, i) => select.findIndex((x) => x.agg === s.agg && x.column === s.column) === i,
  );
  placeNegations(ctx, plan, filters, readings, !ranking.orderBy && ranking.limit === undefined);
  // "games played at a Window table but never at a Back Room table": the rows of one condition less those of the
  // other, each once (as EXCEPT gives them).
  const except =
    !ranking.orderBy &&
    plan.select.length > 0 &&
    plan.select.every((x) => !x.agg && x.column?.table === main.name) &&
    plan.filters.some(
      (f) => (f.kind === 'related-where' && f.negated) || (f.kind === 'related-values' && f.mode === 'none'),
    );
  if (except && [...ctx.tables].some((t) => repeatsRows(index, main.name, t, true))) plan.distinct = true;
  for (const t of viaReference) if (ranking.orderBy?.item.column?.table !== t) ctx.tables.delete(t);
  for (const item of select) if (item.column) ctx.tables.add(item.column.table);
  for (const c of plan.groupBy) ctx.tables.add(c.table);
  // (So does the column the rows are ranked by.)
  if (ranking.orderBy?.item.column) ctx.tables.add(ranking.orderBy.item.column.table);
  // Every column a condition reads in the outer query needs its table joined.
  for (const f of plan.filters.flatMap((x) => (x.kind === 'any' ? x.filters : [x])))
    if ('column' in f && f.kind !== 'related-values') ctx.tables.add(f.column.table);
  // ("the staff who have never taken a dog out for a walk": the rows none of which exist are not joined as well,
  // which would leave no row — unless something shown or compared is theirs.)
  const used = new Set(
    [
      ...plan.select.map((x) => x.column?.table),
      ...plan.groupBy.map((c) => c.table),
      ranking.orderBy?.item.column?.table,
      ...plan.filters.flatMap((f) => ('column' in f ? [f.column.table] : [])),
    ].filter((t) => t !== undefined),
  );
  for (const f of plan.filters)
    if (f.kind === 'related' && f.negated && !f.via && f.table !== main.name && !used.has(f.table))
      ctx.tables.delete(f.table);
  plan.tables = [...ctx.tables];
  const via = mentions.flatMap((m) =>
    m.kind === 'table' && !ctx.claimed.has(m) && !ctx.tables.has(m.table.name) ? [m.table.name] : [],
  );
  via.push(...rolesNamed(tokens, index, plan.tables).filter((t) => !via.includes(t)));
  // (Not where the pair is already read as related rows: "instructors who didn't teach any courses".)
  const related = [...plan.filters, ...(plan.exclude ?? [])].some((f) => f.kind.startsWith('related'));
  const free = mentions.filter((m) => !ctx.claimed.has(m) || m.kind !== 'table');
  for (const [bridge, object] of related ? [] : verbsNamed(tokens, free, index, plan.tables)) {
    if (!via.includes(bridge)) via.push(bridge);
    if (!plan.tables.includes(object)) plan.tables.push(object);
  }
  const bridge = countedThrough(index, main.name, filters.having?.table ?? ranking.countRelated);
  if (bridge && !via.includes(bridge) && !plan.tables.includes(bridge)) via.push(bridge);
  if (via.length > 0) plan.via = [...new Set([...(plan.via ?? []), ...via])];
  if (filters.having) plan.having = filters.having;
  // "scientists assigned to the project with the most hours": every row related to the extreme one, when several
  // are asked for (a plural subject); "the customer who made the largest order" keeps the one row first.
  const extreme = ranking.superlative;
  const subject = mentions.find(
    (m) => m.kind === 'table' && m.table === main && m.end <= (extreme?.start ?? 0),
  );
  const plural = subject !== undefined && /[^s]s$/.test(words[subject.end - 1] ?? '');
  // ("the total amount claimed in the most recently created document": the aggregate over the rows of the extreme
  // one, not over every row with a sort that orders one total.)
  const totalled = plan.select.length > 0 && plan.select.every((s) => s.agg);
  if (
    extreme &&
    ((plural && extreme.column.table !== main.name && !plan.select.some((s) => s.agg)) || totalled) &&
    ranking.orderBy?.item.column === extreme.column &&
    !ranking.orderBy.item.agg &&
    ranking.limit === 1 &&
    plan.groupBy.length === 0
  ) {
    const held: Filter = {
      kind: 'vs-aggregate',
      column: extreme.column,
      op: '=',
      agg: extreme.dir === 'DESC' ? 'max' : 'min',
    };
    // ("scientists not working on the project with the most hours": none of their related rows is the extreme one.)
    const denied = plan.filters.find(
      (f) => f.kind === 'related' && f.negated && !f.via && f.table === extreme.column.table,
    );
    if (denied) {
      plan.filters = plan.filters.map((f) =>
        f === denied ? { kind: 'related-where', filters: [held], negated: true } : f,
      );
      plan.tables = plan.tables.filter(
        (t) => t === main.name || plan.select.some((x) => x.column?.table === t),
      );
      for (const t of [...ctx.tables]) if (!plan.tables.includes(t)) ctx.tables.delete(t);
    } else plan.filters.push(held);
    ranking.orderBy = undefined;
  }
  if (ranking.orderBy) plan.orderBy = ranking.orderBy;
  if (ranking.limit !== undefined && ranking.orderBy) plan.limit = ranking.limit;
  if (ranking.offset !== undefined && plan.limit === 1) plan.offset = ranking.offset;
  // ("the top 10 customers by …" with nothing read to rank by: not every customer, nor any 10 of them.)
  const topUnranked =
    ranking.limit !== undefined && ranking.limit > 1 && !ranking.orderBy && words.includes('top');
  whichRowsRanked(ctx, plan);
  showRankedValue(ctx, plan);
  sortKeyShown(ctx, plan);
  startFromReferenced(plan, index);
  startFromNamedKind(plan, index);
  countWhereNamed(plan, index);
  countAtBridge(plan, index);
  rowsOfGroupExtreme(plan, index, ranking, main);
  compareValues(ctx, plan, readings);
  averagedOver(ctx, plan, readings);
  totalledOverAll(ctx, plan, readings);
  summedInTotal(ctx, plan, readings);
  countShown(ctx, plan);
  referenceNamed(ctx, plan, readings);
  fullNamesShown(ctx, plan);
  noSelfGroups(plan);
  otherExtreme(ctx, plan, readings);
  secondRoles(ctx, plan, readings);
  // "How many invoices per month?": a time series, in time order unless another order is asked.
  const period = plan.groupBy.find((c) => c.part);
  // ("washes per month in 2024": within one year, the months are numbered 1 to 12.)
  if (
    period?.part === 'month' &&
    plan.filters.some(
      (f) => f.kind === 'year' && f.column.column === period.column && f.column.table === period.table,
    )
  )
    period.part = 'monthOfYear';
  // (Weekdays by name have no order of their own to sort by.)
  if (period && period.part !== 'weekday' && !plan.orderBy)
    plan.orderBy = { item: { column: period }, dir: 'ASC' };
  // "What percentage of wines are red?": the share of the rows the conditions pick, not those rows.
  const unshared = readShare(ctx, plan, readings);
  if (unshared) return { outcome: { understood: false, ...unshared }, open: unexplainedAt(ctx) };
  // "…, including those with none": groups no counted row refers to are kept with a count of 0.
  if (emptyAsked && keepEmptyGroups(plan, index)) {
    for (const m of mentions) if (m.start >= emptyAsked[0] && m.end <= emptyAsked[1]) ctx.claimed.add(m);
    consume(ctx, emptyAsked[0], emptyAsked[1]);
    readings.push('groups with none counted as 0');
  }
  // ("how many different customers hold each type": the main table's rows, named after a word that asks for each once.)
  const countsMain =
    distinctCount &&
    !countTarget &&
    mentions.some((m) => m.kind === 'table' && m.table === main && m.start >= countAt && m.start <= targetAt);
  if (countsMain && plan.table === main.name) countEachOnce(plan, index);
  // (Only a plain listing combines: the order and limit are known by now.)
  const both = heldByBoth(ctx, plan);
  const combined = both ? undefined : (combineWith(ctx, plan) ?? listedApart(ctx, plan));
  if (combined && plan.select.length === 2) {
    // (Two tables' columns listed together: the first table's, then the other's added.)
    plan.select = [plan.select[0]!];
    Object.assign(plan, { tables: [plan.select[0]!.column!.table], distinct: false });
    plan.table = plan.tables[0]!;
    readings[0] = `about ${plan.table}`;
  }
  if (both) {
    Object.assign(plan, { tables: [main.name], filters: [], groupBy: [], distinct: false, combine: both });
    for (const key of ['having', 'exclude', 'orderBy', 'limit', 'via'] as const) delete plan[key];
    readings.splice(
      1,
      readings.length - 1,
      `${both.op === 'EXCEPT' ? 'not in' : 'also in'} ${both.column.table}`,
    );
  } else if (combined) {
    plan.combine = combined;
    readings.push(`${combined.op === 'UNION' ? 'together with' : 'also in'} ${combined.column.table}`);
  }
  for (const t of ctx.tables)
    if (t !== main.name && !plan.select.some((s) => s.column?.table === t)) readings.push(`joined with ${t}`);

  lengthAsked(ctx, plan, readings);
  spansInUnits(ctx, plan);
  const open = unexplainedAt(ctx);
  const declined = declineReason(ctx, plan, topUnranked);
  if (declined) return { outcome: { understood: false, ...declined }, open };
  const unexplained = open.map((i) => words[i]!);
  return { outcome: { understood: true, plan, index, readings, unexplained }, open };
}

/**
 * ", and on what date?", ", and when did they start?", ", and at what price?": the column of a condition or the ranking read
 * before (a date for "when", "date", "day"; else the one the noun names, or the money for "price", "cost"), asked for
 * at the end of the question.
 */
function conditionAskedAfter(
  ctx: ParseContext,
  filters: Filter[],
  orderBy?: OrderBy,
): ColumnEntry | undefined {
  const { words } = ctx;
  const and = words.findLastIndex((w, i) => w === 'and' && ctx.tokens[i]!.afterComma);
  if (and < 0) return undefined;
  let k = and + 1;
  if (/^(on|at|for|in)$/.test(words[k] ?? '')) k++;
  const when = words[k] === 'when';
  // ("Which pizzas are vegetarian, and what do they cost?", "…, and how much is each?": the rows' one price.)
  const costAt = words.findIndex((w, i) => i > k + 1 && /^(cost|costs)$/.test(w));
  const costAsked =
    (words[k] === 'what' && /^(do|does|did)$/.test(words[k + 1] ?? '') && costAt >= words.length - 3) ||
    (words[k] === 'how' &&
      words[k + 1] === 'much' &&
      /^(is|are|cost|costs|each|they|it)$/.test(words.at(-1) ?? ''));
  const prices = costAsked
    ? moneyOf(ctx.index, ctx.main.name).filter((c) => c.words.some((w) => /^(price|cost|fee|rate)$/.test(w)))
    : [];
  if (prices.length === 1) {
    for (let i = and; i < words.length; i++) ctx.consumed.add(i);
    return prices[0];
  }
  const noun = /^(what|which)$/.test(words[k] ?? '') ? ctx.tokens[k + 1] : undefined;
  if (!when && !noun) return undefined;
  // ("Who placed the most recent order, and when?": the date ranked by, too.)
  const ranked = orderBy && !orderBy.item.agg && orderBy.item.column ? [orderBy.item.column] : [];
  // ("Who has left the firm, and when?": a date read as given, too.)
  const compared = [
    ...filters.flatMap((f) =>
      ((f.kind === 'compare' || f.kind === 'between' || f.kind === 'year') && !f.column.isId) ||
      (f.kind === 'missing' && f.negated && f.column.kind === 'date')
        ? [f.column]
        : [],
    ),
    ...ranked,
  ];
  const dated = when || /^(date|day|time)$/.test(noun?.stem ?? '');
  // ("What repairs has Kingfisher had, and when?": with no date read, the one date of the rows asked for.)
  if (when && k === words.length - 1 && !compared.some((c) => c.kind === 'date')) {
    const dates = ctx.main.columns.filter((c) => c.kind === 'date');
    if (dates.length === 1) compared.push(dates[0]!);
  }
  const found = compared.filter((c) =>
    dated
      ? c.kind === 'date'
      : c.kind === 'number' &&
        (c.words.includes(noun!.stem) ||
          (/^(price|cost)$/.test(noun!.stem) &&
            c.words.some((w) => /^(price|cost|amount|fee|rate)$/.test(w)))),
  );
  const unique = [...new Set(found)];
  if (unique.length !== 1) return undefined;
  for (let i = and; i < words.length; i++) ctx.consumed.add(i);
  return unique[0];
}

/**
 * "What was the highest final cost ever charged, and the lowest?": the other extreme of the one aggregate asked for,
 * said last with nothing after it, is shown beside it.
 */
function otherExtreme(ctx: ParseContext, plan: QueryPlan, readings: string[]): void {
  const { words } = ctx;
  const [item] = plan.select;
  if (plan.select.length !== 1 || plan.groupBy.length > 0 || !item?.column) return;
  if (item.agg !== 'max' && item.agg !== 'min') return;
  let k = words.length - 1;
  const low = /^(lowest|smallest|least|minimum|cheapest|shortest|earliest)$/.test(words[k] ?? '');
  const high = /^(highest|largest|biggest|greatest|most|maximum|dearest|longest|latest)$/.test(
    words[k] ?? '',
  );
  if (!(low && item.agg === 'max') && !(high && item.agg === 'min')) return;
  k--;
  if (words[k] === 'the') k--;
  if (words[k] !== 'and' || ctx.consumed.has(k + 1)) return;
  const agg = item.agg === 'max' ? 'min' : 'max';
  plan.select.push({ agg, column: item.column });
  readings.push(`${agg} of ${item.column.column}`);
  for (let i = k; i < words.length; i++) ctx.consumed.add(i);
}

/**
 * "the highest price we pay per stem" over `Stem_Price`: a column aggregated is no group of its own (each group would
 * hold one value), so the aggregate is over every row; so is a grouping only by columns the conditions fix.
 */
function noSelfGroups(plan: QueryPlan): void {
  const aggregated = new Set(
    plan.select.flatMap((s) => (s.agg && s.agg !== 'count' && s.column ? [s.column] : [])),
  );
  // ("the average price per kilogram of grade A harvests": nor is a column the conditions hold to one value.)
  const fixed = plan.filters.flatMap((f) =>
    (f.kind === 'in' && !f.negated && f.values.length === 1) || (f.kind === 'compare' && f.op === '=')
      ? [f.column]
      : [],
  );
  if (plan.groupBy.length > 0 && plan.groupBy.every((c) => fixed.includes(c)) && aggregated.size > 0)
    for (const c of plan.groupBy) aggregated.add(c);
  if (!plan.groupBy.some((c) => aggregated.has(c))) return;
  plan.groupBy = plan.groupBy.filter((c) => !aggregated.has(c));
  plan.select = plan.select.filter((s) => s.agg || !s.column || !aggregated.has(s.column));
}

/**
 * "the most common segment along with its count", "… with the fewest phone models, and that count", "every city with
 * at least 2 customers along with its customer count": the count the groups were ranked or picked by, shown beside them.
 */
function countShown(ctx: ParseContext, plan: QueryPlan): void {
  const { words } = ctx;
  // ("… along with its station count": a word naming what is counted may come between.)
  const from = (i: number) => [i - 1, i - 2].find((k) => /^(its|their|that|the)$/.test(words[k] ?? '')) ?? -1;
  const at = words.findIndex(
    (w, i) =>
      /^(count|number)$/.test(w) &&
      from(i) > 0 &&
      // ("… along with its count", "the count and code of the job with the most employees")
      (/^(with|and)$/.test(words[from(i) - 1] ?? '') || words[i + 1] === 'and') &&
      !ctx.consumed.has(i) &&
      mentionsCovering(ctx, i).length === 0,
  );
  // ("Which cities have 15 or more stations, and how many stations does each have?": a second question; "…, along
  // with how many models each has".)
  const asked = words.findIndex(
    (w, i) => w === 'how' && words[i + 1] === 'many' && /^(and|with)$/.test(words[i - 1] ?? ''),
  );
  const counted =
    (plan.orderBy?.item.agg === 'count' && !plan.orderBy.item.column) ||
    (plan.having?.agg === 'count' && !plan.having.column);
  if ((at < 0 && asked < 0) || !counted || plan.select.some((s) => s.agg === 'count')) return;
  plan.select = [...plan.select, { agg: 'count' }];
  const [start, end] = at >= 0 ? [from(at), at + 1] : [asked, asked + 3];
  for (let k = start; k < end; k++) for (const m of mentionsCovering(ctx, k)) ctx.claimed.add(m);
  consume(ctx, start - 1, end);
}

/**
 * "How old are gymnasts on average?", "What do products cost on average?", "On average, how many points do players
 * have?": the one measure asked for (or summed), averaged over the rows instead.
 */
function averagedOver(ctx: ParseContext, plan: QueryPlan, readings: string[]): void {
  const at = ctx.words.findIndex((w, i) => w === 'average' && ctx.words[i - 1] === 'on');
  const [item] = plan.select;
  if (at < 0 || !item?.column || plan.select.length !== 1 || plan.groupBy.length > 0 || plan.orderBy) return;
  const measure = item.agg === 'sum' || (!item.agg && item.column.kind === 'number' && !item.column.isId);
  if (!measure) return;
  plan.select = [{ agg: 'avg', column: item.column }];
  const summed = readings.findIndex((r) => r.startsWith('sum of') && r.endsWith(item.column!.column));
  if (summed >= 0) readings.splice(summed, 1);
  if (!readings.includes(`avg of ${item.column.column}`)) readings.push(`avg of ${item.column.column}`);
  consume(ctx, at - 1, at + 1);
}

/**
 * "What is the total amount of all completed bookings?", "What is the average rating of all recipes?": a column that
 * holds a total or an average per row (`Total_Amount`, `avg_rating`), asked for over all rows, is summed or
 * averaged; "For each course, what is the average rating of the recipes?": over each group. (Listed per row
 * otherwise: "the total points of gymnasts in descending order".)
 */
function totalledOverAll(ctx: ParseContext, plan: QueryPlan, readings: string[]): void {
  if (plan.groupBy.length > 0 || plan.orderBy || plan.limit !== undefined || plan.select.some((s) => s.agg))
    return;
  const aggOf = (c: ColumnEntry | undefined) =>
    c?.kind === 'number'
      ? { total: 'sum', sum: 'sum', averag: 'avg', mean: 'avg' }[c.words[0] ?? '']
      : undefined;
  const held = plan.select.filter((s) => aggOf(s.column));
  const groups = plan.select.flatMap((s) => (aggOf(s.column) ? [] : [s.column!]));
  if (held.length !== 1) return;
  const column = held[0]!.column!;
  const agg = aggOf(column) as 'sum' | 'avg';
  const said = agg === 'sum' ? ['total'] : ['average', 'mean'];
  if (ctx.words[0] !== 'what' && groups.length === 0) return;
  if (!ctx.words.some((w) => said.includes(w))) return;
  const over = (w: string, i: number) => /^(of|across|for|over)$/.test(ctx.words[i - 1] ?? '') && w === 'all';
  // ("For each course code, …": every other column shown is named after "each" / "per".)
  const each = (c: ColumnEntry) =>
    ctx.mentions.some(
      (m) => m.kind === 'column' && m.columns.includes(c) && GROUP_WORDS.has(ctx.words[m.start - 1] ?? ''),
    );
  if (groups.length === 0 ? !ctx.words.some(over) : !groups.every(each)) return;
  plan.select = [...groups.map((c) => ({ column: c })), { agg, column }];
  plan.groupBy = groups;
  readings.push(`${agg} of ${column.column}`);
}

/**
 * "What has maintenance cost us in total for each type of work?": the one measure shown, said "in total", is summed
 * (over each group, or over all rows) rather than listed per row or grouped by — nor are the rows counted, unless
 * asked.
 */
function summedInTotal(ctx: ParseContext, plan: QueryPlan, readings: string[]): void {
  const { words } = ctx;
  const at = words.findIndex((w, i) => w === 'total' && words[i - 1] === 'in' && !ctx.consumed.has(i));
  if (plan.orderBy || plan.limit !== undefined || plan.having || plan.combine) return;
  const measures = plan.select.filter(
    (s) => !s.agg && s.column?.kind === 'number' && !s.column.isId && !s.column.part,
  );
  const [measure] = measures;
  if (measures.length !== 1 || !measure) return;
  // ("the total fee for each type", "the total sales amount for each payment method": "total" said of the measure,
  // right before it or its rows' name, or read into its name, `total_amt`.)
  const before = (m: Mention) =>
    ctx.mentions.find((x) => x.kind === 'table' && x.end === m.start)?.start ?? m.start;
  const named = ctx.mentions.some(
    (m) =>
      m.kind === 'column' &&
      m.columns.includes(measure.column!) &&
      (words.slice(m.start, m.end).includes('total') || words[before(m) - 1] === 'total') &&
      plan.groupBy.some((c) => c !== measure.column),
  );
  if (at < 0 && !named) return;
  const counted = /\b(how many|number of|count)\b/.test(words.join(' '));
  const others = plan.select.filter((s) => s !== measure && !(s.agg === 'count' && !s.column && !counted));
  // (Only beside the groups: "the jobs and what each cost in total" lists rows, each cost its own total.)
  if (others.some((s) => s.agg || !plan.groupBy.includes(s.column!))) return;
  const column = measure.column!;
  plan.select = [...others, { agg: 'sum', column }];
  plan.groupBy = plan.groupBy.filter((c) => c !== column);
  readings.push(`sum of ${column.column}`);
  if (at >= 0) consume(ctx, at - 1, at + 1);
}

/**
 * "What percentage of wines are red?": the plan becomes the share of rows meeting its one condition. Only as what
 * the question asks for ("What percentage of…", "Show the share of…"); not a column so named ("the share of the
 * program") nor a measure of the rows ("cities with the percentage of Hispanics above 10"). With two conditions,
 * which one picks the rows counted out of is not told apart ("of wines from Sonoma that cost more than 50"): the
 * reason to decline.
 */
function readShare(
  ctx: ParseContext,
  plan: QueryPlan,
  readings: string[],
): { reason: string; suggestion: string } | undefined {
  const share = ctx.words.findIndex(
    (w, k) =>
      SHARE.test(w) &&
      ctx.words[k + 1] === 'of' &&
      ctx.words
        .slice(0, k)
        .every((x) => /^(what|is|was|the|show|give|find|calculate|compute|tell|me)$/.test(x)) &&
      mentionsCovering(ctx, k).length === 0,
  );
  if (share < 0) return undefined;
  // ("What share of revenue comes from Electronics?": a sum, the share of it the condition's rows hold.)
  const [summed] = plan.select;
  const of = plan.select.length === 1 && summed?.agg === 'sum' ? summed.column : undefined;
  const plain =
    (plan.select.every((s) => !s.agg) || of !== undefined) &&
    plan.groupBy.length === 0 &&
    !plan.having &&
    !plan.orderBy &&
    !plan.exclude;
  // ("What share of revenue comes from Electronics?" with no such value: the name is what is missing.)
  const missing = ctx.tokens.find(
    (t, k) =>
      k > 0 && /^\p{Lu}/u.test(t.raw) && !ctx.consumed.has(k) && mentionsCovering(ctx, k).length === 0,
  );
  if (plan.filters.length === 0 && missing) return notFound(missing.raw);
  // "What percentage of orders come from each city?", "the share of each category in total revenue": each group's
  // count or sum as a part of them all.
  const measured = plan.select.filter((s) => s.agg);
  if (
    plan.groupBy.length > 0 &&
    measured.length === 1 &&
    (measured[0]!.agg === 'count' || measured[0]!.agg === 'sum') &&
    !plan.having &&
    !plan.exclude &&
    plan.limit === undefined
  ) {
    plan.groupShare = true;
    consume(ctx, share, share + 2);
    readings.push(`each group's percentage of the ${measured[0]!.agg === 'sum' ? 'total' : 'count'}`);
    return undefined;
  }
  if (!plain || plan.filters.length !== 1) {
    return {
      reason: `I could not tell which rows the ${ctx.words[share]} is out of: I work out the share of rows meeting one condition.`,
      suggestion: 'Ask for one condition, e.g. "What percentage of products cost more than 100?".',
    };
  }
  plan.percentage = true;
  if (of) plan.percentageOf = of;
  plan.select = [];
  consume(ctx, share, share + 2);
  readings.push(
    of
      ? `the percentage of the sum of ${of.column} the condition's rows hold`
      : 'the percentage of rows meeting the condition',
  );
  return undefined;
}

/**
 * "Compare revenue between Paris and London", "the average price of Electronics versus Furniture": an aggregate of
 * the rows holding each of the values listed, one group per value, rather than of them all together.
 */
function compareValues(ctx: ParseContext, plan: QueryPlan, readings: string[]): void {
  const at = ctx.words.findIndex((w) => /^(compare|comparing|versus|vs)$/.test(w));
  if (at < 0 || plan.groupBy.length > 0 || plan.orderBy || !plan.select.every((s) => s.agg)) return;
  const listed = plan.filters.filter((f) => f.kind === 'in' && !f.negated && f.values.length >= 2);
  if (listed.length !== 1 || listed[0]!.kind !== 'in') return;
  const { column } = listed[0]!;
  plan.groupBy = [column];
  plan.select = [{ column }, ...plan.select];
  consume(ctx, at, at + 1);
  readings.push(`one group per ${column.column}`);
}

/**
 * "the name of the instructor with the highest salary in each department": the rows holding each group's extreme,
 * with the value, rather than one group per name (every instructor the top of their own group).
 */
function rowsOfGroupExtreme(
  plan: QueryPlan,
  index: SchemaIndex,
  ranking: RankingClauses,
  main: TableEntry,
): void {
  const extreme = ranking.groupExtreme;
  if (!extreme?.column || extreme.column.table !== main.name || !plan.select.includes(extreme)) return;
  const groups = [
    ...ranking.groupBy,
    ...ranking.groupTables.flatMap((t) => findTable(index, t)?.label ?? []),
  ];
  if (groups.length !== 1 || plan.having || plan.select.some((s) => s.agg && s !== extreme)) return;
  const group = groups[0]!;
  const per =
    group.table === main.name
      ? group
      : main.columns.find((c) =>
          index.relationships.some(
            (r) => r.fromTable === main.name && r.fromColumn === c.column && r.toTable === group.table,
          ),
        );
  // (Only when something of the rows themselves is asked: "For each department, what is the highest salary?" is the
  // groups' maximum.)
  const rows = plan.select.filter((s) => !s.agg && s.column && s.column !== group && s.column !== per);
  if (rows.length === 0 && ranking.extremeRowsNamed && main.label)
    plan.select.unshift({ column: main.label });
  else if (rows.length === 0) return;
  if (!per) return;
  const shown = plan.select.some((s) => !s.agg && s.column === extreme.column);
  plan.select = [...plan.select.filter((s) => s !== extreme), ...(shown ? [] : [{ column: extreme.column }])];
  plan.groupBy = [];
  plan.orderBy = undefined;
  plan.filters.push({ kind: 'vs-aggregate', column: extreme.column, op: '=', agg: extreme.agg!, per });
}

/**
 * The count of the rows asked about beside aggregates of other rows: each once, however many rows of those it is
 * joined to ("how many customers … and their total amount" over orders).
 */
function rowsCount(main: TableEntry, aggregates: SelectItem[]): SelectItem {
  const joined = aggregates.some((a) => a.column && a.column.table !== main.name);
  return joined && main.key ? { agg: 'count_distinct', column: main.key } : { agg: 'count' };
}

/**
 * Whether joining `table` repeats rows of `main`: its rows refer to them, or (`through`) a step of the way there goes
 * from a row to the rows that refer to it.
 */
function repeatsRows(index: SchemaIndex, main: string, table: string, through: boolean): boolean {
  if (table === main) return false;
  if (refers(index, table, main)) return true;
  return through && (joinPath(index, main, table) ?? []).some((step) => refers(index, step.to, step.from));
}

/** The words asking for groups with nothing counted too ("including those with none", "even ones with no orders"). */
function emptyGroupsAsked(ctx: ParseContext): [number, number] | undefined {
  const at = ctx.words.findIndex((w) => /^(including|include|even)$/.test(w));
  if (at < 0) return undefined;
  const none = ctx.words.findIndex(
    (w, k) => k > at && k <= at + 5 && /^(none|no|zero|without|never)$/.test(w),
  );
  if (none < 0) return undefined;
  // ("Include kennels that have never been used.": to the end of the sentence.)
  if (ctx.words[none] === 'never') {
    let end = none;
    while (end < ctx.words.length - 1 && !closesSentence(ctx.tokens, end)) end++;
    return [at, end + 1];
  }
  // ("including manufacturers with no products": the rows named after "no" belong to the phrase.)
  const after = ctx.mentions.find((m) => m.kind === 'table' && m.start === none + 1);
  return [at, after?.end ?? none + 1];
}

/**
 * "List the trucks by purchase date, oldest first", "List the photographers by day rate from highest to lowest": rows
 * listed by a column named right after them are shown with it, beside their names.
 */
function sortKeyShown(ctx: ParseContext, plan: QueryPlan): void {
  const column = plan.orderBy?.item.agg ? undefined : plan.orderBy?.item.column;
  if (!column || plan.limit !== undefined || plan.groupBy.length > 0 || plan.select.some((s) => s.agg))
    return;
  if (plan.select.some((s) => s.column === column)) return;
  if (!/^(list|show|rank|display)$/.test(ctx.words[0] ?? '')) return;
  const at = /^(the|all|our|every)$/.test(ctx.words[1] ?? '') ? 2 : 1;
  const rows = ctx.mentions.find((m) => m.kind === 'table' && m.table === ctx.main && m.start === at);
  if (!rows || ctx.words[rows.end] !== 'by') return;
  const key = ctx.mentions.find((m) => m.start === rows.end + 1 && m.kind === 'column');
  if (key?.kind === 'column' && key.columns.includes(column)) plan.select = [...plan.select, { column }];
}

/** The value the rows are ranked by, shown beside them when a later request points back at it. */
function showRankedValue(ctx: ParseContext, plan: QueryPlan): void {
  const item = plan.orderBy?.item;
  if (!item || plan.limit === undefined) return;
  if (plan.select.length === 0 || plan.select.some((s) => s.agg === item.agg && s.column === item.column))
    return;
  // (An aggregate beside grouped rows; a column beside plain rows.)
  const fits = item.agg
    ? plan.groupBy.length > 0
    : plan.groupBy.length === 0 && !plan.select.some((s) => s.agg);
  if (fits && rankedValueAskedBack(ctx, item)) plan.select = [...plan.select, item];
}

/**
 * "Which event raised the most money?", "Which lift has the largest hourly capacity?": the rows "which" asks for,
 * shown by their name rather than by the value they are ranked by (named again by a verb or a second word).
 */
function whichRowsRanked(ctx: ParseContext, plan: QueryPlan): void {
  const item = plan.orderBy?.item;
  const label = ctx.main.label;
  if (!item?.column || item.agg || plan.limit === undefined || !label || item.column === label) return;
  if (!/^(which|who)$/.test(ctx.words[0] ?? '') || plan.select.length !== 1) return;
  const [shown] = plan.select;
  if (shown?.agg || shown?.column !== item.column || plan.groupBy.length > 0) return;
  // ("Which five customers live furthest …": a number may come between.)
  const at = ctx.tokens[1]?.number !== undefined ? 2 : 1;
  if (!ctx.mentions.some((m) => m.kind === 'table' && m.table === ctx.main && m.start === at)) return;
  plan.select = [{ column: label }];
}

/** "How many faculty …" over `faculty(Campus, Year, Faculty)`: the table named is its measure. */
function ownMeasure(
  mentions: Mention[],
  words: string[],
  at: number,
  main: TableEntry,
  index: SchemaIndex,
): ColumnEntry | undefined {
  const named = mentions.find((m) => m.start === at);
  // ("how many tickets have we sold" over `ticket_sales(quantity)`: what a row sold is its one quantity; "how many
  // VIP tickets …" too.)
  // (Of several, the one named for what is counted: "how many tickets were sold" over `tickets_sold` beside `comps`.)
  const all = quantitiesOf(index, main.name);
  const noun = stem(words[at] ?? '');
  const counted = main.columns.filter((c) => c.kind === 'number' && !c.isId && c.words.includes(noun));
  const quantities = all.length === 1 ? all : counted;
  const sold =
    words.some((w) => /^(sold|sell|selling|bought|buy|purchased)$/.test(w)) && quantities.length === 1;
  const rows = sold && named?.kind === 'value' ? mentions.find((m) => m.start === named.end) : named;
  if (rows?.kind !== 'table' || rows.table !== main) return undefined;
  return (rows === named ? namedMeasure(main) : undefined) ?? (sold ? quantities[0] : undefined);
}

/**
 * "How many people graduated …" over `enrollments(Campus, Year, Graduate)`: the noun counted names nothing in the
 * data, and the verb right after it names a quantity of the main table, which is what is counted.
 */
function quantityAfterNoun(
  mentions: Mention[],
  words: string[],
  at: number,
  main: TableEntry,
  index: SchemaIndex,
): ColumnEntry | undefined {
  if (!words[at] || mentions.some((m) => m.start <= at && m.end > at)) return undefined;
  let next = at + 1;
  while (/^(are|is|were|was|have|has|had|been|being|got|get)$/.test(words[next] ?? '')) next++;
  const named = mentions.find((m) => m.start === next);
  if (named?.kind !== 'column') return undefined;
  return named.columns.find((c) => c.table === main.name && isQuantity(c, index));
}

/**
 * The quantity a main-table row holds, for "how many" per group: summed when a number ("the number of degrees for each
 * campus" over `degrees(Campus, Year, Degrees)`), read as it is when a number written with notes ("the players, and
 * how many years has each played" over `player(Player, Years_Played)` holding "8 (2003–2011)").
 */
function heldQuantity(
  c: ColumnEntry | undefined,
  main: TableEntry,
  index: SchemaIndex,
  distinctCount: boolean,
): SelectItem | undefined {
  if (!c || distinctCount || c.table !== main.name) return undefined;
  const samples = c.profile.samples;
  if (c.kind === 'text' && samples.length > 0 && samples.every((v) => /^\d/.test(v.trim())))
    return { column: c };
  return isQuantity(c, index) ? { agg: 'sum', column: c } : undefined;
}

/** Words of a column that places a row in an order rather than holding an amount (stemmed). */
const ORDINAL_WORDS = /^(grade|level|rank|rate|floor|round|posit|stage|tier|prioriti|season)$/;

/**
 * Where "each" or "every" names the main table's own rows ("each building"), or "they"/"it" points back at them,
 * closing the question after rows listed ("Show towers with at least 8 bells and how many bells they have"); or -1.
 */
function eachOwnRow(ctx: ParseContext): number {
  const listed = ctx.mentions.find((m) => m.kind === 'table' && m.table === ctx.main);
  return ctx.words.findIndex((w, i) => {
    if (/^(they|it)$/.test(w))
      return (
        listed !== undefined &&
        listed.end <= i &&
        ctx.words.slice(listed.end, i).includes('how') &&
        /^(have|has|had|hold|holds|take|takes)$/.test(ctx.words[i + 1] ?? '') &&
        closesSentence(ctx.tokens, i + 1)
      );
    if (!/^(each|every)$/.test(w)) return false;
    const at = ctx.words[i + 1] === 'the' ? i + 2 : i + 1;
    return ctx.mentions.some((m) => m.kind === 'table' && m.start === at && m.table === ctx.main);
  });
}

/**
 * A column that holds how many of something a row has ("Kids", "Undergraduate"): a number that neither identifies
 * rows ("room_number", "section") nor names a table whose rows could be counted instead ("games" beside `home_game`).
 */
function isQuantity(c: ColumnEntry, index: SchemaIndex): boolean {
  // (Nor a reference named by its role, `Finds.Found_By`: whose rows it names, not how many.)
  if (c.kind !== 'number' || c.isId || referencesFrom(index, c).length > 0) return false;
  // (A number naming a row, `room_number`, `flight_no`; not one counting things, `num_staff`, `number_of_deaths`.)
  if (c.words.some((w, k) => /^(section|code)$/.test(w) || (k > 0 && /^(number|no|nr|num)$/.test(w))))
    return false;
  // (Nor a place in an order, "the number of grades using it" over `Grade`: grades are counted, not added up.)
  // (…unless named in the plural: a building's `Floors`, how many it has.)
  if (c.words.some((w) => ORDINAL_WORDS.test(w)) && !/[a-z]s$/i.test(c.column)) return false;
  // (A column named as its own table holds the table's measure: `faculty.Faculty`, `degrees.Degrees`.)
  const own = (t: TableEntry) => t.name === c.table && t.words.join(' ') === c.words.join(' ');
  // ("how many credits does the course have" over `COURSE.CRS_CREDIT`: its own table's word is no other table's.)
  const words = c.shortWords.length > 0 ? c.shortWords : c.words;
  // (Its own table's rows or rows related to them: `home_game.games` counts home games, but `route_monthly_pax`, a
  // table of figures beside `sailing.passengers`, names no passengers to count.)
  const related = (t: TableEntry) =>
    t.name === c.table || refers(index, t.name, c.table) || refers(index, c.table, t.name);
  return !index.tables.some((t) => !own(t) && related(t) && words.some((w) => t.words.includes(w)));
}

/**
 * "Which segment …", "What category …", "the top 2 categories by revenue": the one column projected, a plain column
 * of the rows, is what is ranked when it opens the question (or follows "top N") and no naming of the rows follows it.
 */
function whichColumn(ctx: ParseContext, projected: ColumnEntry[]): boolean {
  const [column] = projected;
  if (projected.length !== 1 || !column || column.isId || column.table !== ctx.main.name) return false;
  if (column === ctx.main.label || column.profile.distinctCount >= ctx.main.rowCount) return false;
  const m = ctx.mentions.find((x) => x.kind === 'column' && x.columns.includes(column));
  if (!m || ctx.mentions.some((x) => x.kind === 'table' && x.table === ctx.main && x.start > m.start))
    return false;
  let k = m.start - 1;
  // ("Which product category …": the rows' own name before their column.)
  const rows = ctx.mentions.find((x) => x.kind === 'table' && x.end === m.start && x.table === ctx.main);
  if (rows) k = rows.start - 1;
  if (ctx.words[k] === 'the') k--;
  return (
    (k === 0 && /^(which|what)$/.test(ctx.words[0] ?? '')) ||
    (ctx.tokens[k]?.number !== undefined && ctx.words[k - 1] === 'top')
  );
}

/**
 * "How many different customers hold each card type?": the main table's rows, counted in groups of a joined table's
 * column where the join repeats them (a customer holding two cards of a type), each once.
 */
function countEachOnce(plan: QueryPlan, index: SchemaIndex): void {
  if (plan.groupBy.length === 0 || plan.groupBy.some((c) => c.table === plan.table)) return;
  const key = countedKey(plan, index);
  if (!key) return;
  plan.select = plan.select.map((s) =>
    s.agg === 'count' && !s.column ? { agg: 'count_distinct', column: key } : s,
  );
}

/**
 * "attractions that have parking or shopping as their features": rows of the main table reached through rows that
 * refer to them, holding any of several values, would come once per value they hold — each is listed once.
 */
function eitherRelated(ctx: ParseContext, filters: Filter[], select: SelectItem[]): boolean {
  const main = ctx.main.name;
  if (select.length === 0 || !select.every((x) => !x.agg && x.column?.table === main)) return false;
  return filters.some((f) => {
    if (f.kind !== 'in' || f.negated || f.values.length < 2 || f.column.table === main) return false;
    const path = joinPath(ctx.index, main, f.column.table) ?? [];
    return path.some((step) => refers(ctx.index, step.to, step.from));
  });
}

/**
 * "staff who recorded the fault log", "which staff recorded a fault log", "gardeners who have approved plot
 * assignments": a verb naming the column of the table
 * after it that refers to the main table's rows (`Fault_Log.recorded_by_staff_id`) — the rows it refers to.
 */
function actingColumn(
  ctx: ParseContext,
  table: Extract<Mention, { kind: 'table' }>,
): { at: number; column: ColumnEntry } | undefined {
  const { words, tokens, mentions, index, main } = ctx;
  const at = /^(the|a|an)$/.test(words[table.start - 1] ?? '') ? table.start - 2 : table.start - 1;
  const verb = tokens[at];
  if (!verb || !isParticiple(verb.text) || ctx.consumed.has(at)) return undefined;
  const named = mentions.find((x) => x.start <= at && at < x.end);
  if (named && (named.kind !== 'column' || ctx.claimed.has(named))) return undefined;
  // ("gardeners who have approved plot assignments": after an auxiliary too.)
  const before = /^(have|has|had)$/.test(words[at - 1] ?? '') ? at - 1 : at;
  const subject = mentions.some((x) => x.kind === 'table' && x.table === main && x.end === before);
  if (!subject && !/^(who|that|which)$/.test(words[before - 1] ?? '')) return undefined;
  const via = table.table.columns.filter(
    (c) => c.words.includes(verb.stem) && referenceTo(index, c, main.name) !== undefined,
  );
  return via.length === 1 ? { at, column: via[0]! } : undefined;
}

/**
 * "How long was the longest call?", "How long, in hours, was the longest firing?", "How heavy is the heaviest bag?":
 * asked how long (or much, far, heavy), the measure the rows are ranked by is the answer — its largest or smallest
 * value — not the row.
 */
function lengthAsked(ctx: ParseContext, plan: QueryPlan, readings: string[]): void {
  if (ctx.words[0] !== 'how' || !/^(long|much|far|heavy|tall|deep|big|large)$/.test(ctx.words[1] ?? ''))
    return;
  const by = plan.orderBy;
  const column = by && !by.item.agg ? by.item.column : undefined;
  if (!column || column.isId || plan.limit !== 1 || plan.offset || plan.groupBy.length > 0) return;
  if (plan.select.some((s) => s.agg || s.column === column)) return;
  const agg = by!.dir === 'DESC' ? 'max' : 'min';
  Object.assign(plan, { select: [{ agg, column }], distinct: false });
  delete plan.orderBy;
  delete plan.limit;
  readings.push(`the ${agg === 'max' ? 'largest' : 'smallest'} ${column.column}`);
}

/**
 * "the average call length in minutes", "On average, how many hours did the jobs take?": how long the rows last,
 * shown in the unit of time the question names rather than as an interval or a number of days.
 */
function spansInUnits(ctx: ParseContext, plan: QueryPlan): void {
  const { words, tokens } = ctx;
  const k = tokens.findIndex(
    (t, k) =>
      (isUnit(t.stem) || secondsOf(t.stem) !== undefined) &&
      (words[k - 1] === 'in' || (words[k - 1] === 'many' && words[k - 2] === 'how')),
  );
  if (k < 0) return;
  const items = [...plan.select, ...(plan.orderBy ? [plan.orderBy.item] : [])];
  const unit = secondsOf(tokens[k]!.stem);
  const spans = unit ? items.filter((s) => s.column && spanSeconds(s.column) !== undefined) : [];
  for (const s of spans) s.column = { ...s.column!, unit };
  // ("the longest stay we've recorded, in hours" over `length_of_stay_in_minutes`: a measure kept in another unit.)
  let kept = 0;
  for (const s of items) {
    const size =
      s.column?.kind === 'number' && !s.column.minus ? unitsPer(s.column, tokens[k]!.stem) : undefined;
    if (size === undefined) continue;
    s.column = { ...s.column!, per: { size, unit: words[k]! } };
    kept++;
  }
  if (spans.length + kept > 0) consume(ctx, words[k - 1] === 'in' ? k - 1 : k - 2, k + 1);
}
