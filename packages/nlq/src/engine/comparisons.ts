/**
 * Conditions on numbers: "older than 30", "between 10 and 20", "at least 5 orders" (HAVING), "whose average salary
 * is above 42000", "above the average / largest / any … X in Y" (a subquery aggregate), and numbers left beside a
 * column ("age 20", "is not 20").
 */
import type { FilterClauses } from './clauses.ts';
import {
  consume,
  dateColumn,
  isDated,
  isExclusion,
  isNegation,
  joinPath,
  mentionAt,
  mentionsCovering,
  namesRowsInPlural,
  ownDate,
  type ParseContext,
  previousColumn,
  referencesFrom,
  referenceTo,
  referencingColumn,
  referringNoun,
  referringTables,
  refers,
  resolveColumn,
  soleYear,
  tableDate,
} from './context.ts';
import { inUnit, type Mention, STOPWORDS } from './linking.ts';
import { MONEY_VERBS, moneyColumn, moneyOf, quantityColumn, SOLD_UNITS, wholeMoney } from './money.ts';
import type { Aggregate, Comparison, Filter, Having } from './plan.ts';
import { placeRelatedCount } from './related-counts.ts';
import {
  type ColumnEntry,
  dateSpan,
  findTable,
  holdsYears,
  isYear,
  spanSeconds,
  type TableEntry,
} from './schema-index.ts';
import { closesSentence, stem } from './text.ts';
import { isUnit, secondsOf } from './units.ts';
import {
  AGGREGATE_NAMES,
  AGGREGATE_WORDS,
  GREATER,
  isParticiple,
  isVerbForm,
  LESS,
  ORDINALS,
  readComparator,
  UNIT_SYMBOLS,
} from './vocabulary.ts';

const FILLER = new Set(['the', 'a', 'an', '$', 'of', 'than', 'year']);

/** Words that open a condition on the rows just named ("any day in …", "a song with …"). */
const CLAUSE_START = /^(in|with|from|at|on|for|by|during|whose|who|that|which|where)$/;

/**
 * What a comparison is made against when it is not a number: "than the average", "than the largest salary", "than
 * any / all / every …" (beats them all), "than some / at least one …" (beats the weakest). Also after the compared
 * column ("than the salary of all instructors", "than that of some instructor").
 */
function quantifierAt(
  ctx: ParseContext,
  j: number,
  op: Comparison,
): { agg: Aggregate; end: number; named?: Mention; row?: boolean; times?: number } | undefined {
  const { words } = ctx;
  // "more than twice the average price", "less than half the average", "3 times the average": a multiple of it.
  const times = multipleAt(ctx, j);
  if (times) {
    const multiplied = quantifierAt(ctx, skipFiller(ctx, times.end), op);
    return multiplied?.agg === 'avg' ||
      multiplied?.agg === 'median' ||
      multiplied?.agg === 'max' ||
      multiplied?.agg === 'min'
      ? { ...multiplied, times: times.times }
      : undefined;
  }
  let k = j;
  let named: Mention | undefined;
  const at = mentionAt(ctx, k);
  if (at?.kind === 'column' && words[at.end] === 'of') {
    named = at;
    k = skipFiller(ctx, at.end);
  } else if (words[k] === 'that' && words[k + 1] === 'of') k = skipFiller(ctx, k + 2);
  // "than the overall average", "than the club average", "than the staff average": over every row, as the aggregate
  // is anyway.
  const said = mentionAt(ctx, k);
  if (
    /^(average|mean)$/.test(words[k + 1] ?? '') &&
    (/^(overall|general)$/.test(words[k] ?? '') ||
      (said === undefined && /^[a-z]{3,}$/.test(words[k] ?? '') && !STOPWORDS.has(words[k]!)) ||
      said?.kind === 'table')
  )
    k++;
  const w = words[k] ?? '';
  const up = op === '>' || op === '>=';
  let agg: Aggregate | undefined;
  let end = k + 1;
  if (/^(average|mean)$/.test(w)) agg = 'avg';
  else if (w === 'median') agg = 'median';
  else if (/^(maximum|max|largest|highest|biggest|greatest)$/.test(w)) agg = 'max';
  else if (/^(minimum|min|smallest|lowest|least)$/.test(w)) agg = 'min';
  // ("than the average rating of all recipes" over `avg_rating`: the column's own word says how all are taken.)
  else if (/^(any|all|every|each)$/.test(w))
    agg = named && /^(average|mean)$/.test(words[named.start] ?? '') ? 'avg' : up ? 'max' : 'min';
  else if (w === 'some') agg = up ? 'min' : 'max';
  else if (rowNamed(ctx, k)) {
    // "more than the employee whose id is 163": the row the clause after it names (one row: its value).
    agg = up ? 'max' : 'min';
    end = mentionAt(ctx, k)!.end;
    return named ? { agg, end, named, row: true } : { agg, end, row: true };
  } else if (rowByName(ctx, k)) {
    // "a higher credit limit than Ripon Plant Centre", "cost more than larch": the value of the row the name picks
    // (read with the values, then placed inside the aggregate).
    return named
      ? { agg: up ? 'max' : 'min', end: k, named, row: true }
      : { agg: up ? 'max' : 'min', end: k, row: true };
  } else if (w === 'at' && words[k + 1] === 'least' && words[k + 2] === 'one') {
    agg = up ? 'min' : 'max';
    end = k + 3;
  }
  if (!agg) return undefined;
  // ("than the average room": the rows compared, named after the aggregate.)
  const rows = agg === 'avg' ? mentionAt(ctx, end) : undefined;
  if (rows?.kind === 'table' && rows.start === end) end = rows.end;
  // "some (at least one) instructor", "any of the instructors".
  while (/^(at|least|one|of|the)$/.test(words[end] ?? '') && end < k + 5) end++;
  return named ? { agg, end, named } : { agg, end };
}

/** "twice", "double", "half", "3 times" at `j`: the factor and where it ends. */
function multipleAt(ctx: ParseContext, j: number): { times: number; end: number } | undefined {
  const w = ctx.words[j] ?? '';
  const factor: Record<string, number> = { twice: 2, double: 2, thrice: 3, triple: 3, half: 0.5 };
  if (factor[w] !== undefined) return { times: factor[w], end: j + 1 };
  const n = ctx.tokens[j]?.number;
  return n !== undefined && n > 0 && ctx.words[j + 1] === 'times' ? { times: n, end: j + 2 } : undefined;
}

/**
 * "made an order after any order that was Cancelled": the one date of the table named right after the quantifier, else
 * right before the comparison.
 */
function namedDate(ctx: ParseContext, at: number, end: number): ColumnEntry | undefined {
  const named =
    ctx.mentions.find((m) => m.kind === 'table' && m.start === end) ??
    ctx.mentions.filter((m) => m.kind === 'table' && m.end <= at && m.end >= at - 1).at(-1);
  return named?.kind === 'table' ? tableDate(ctx, named.table, at) : undefined;
}

/** "the employee whose id is 163", "a song with a rating below 8": a table's rows, narrowed by the clause after. */
function rowNamed(ctx: ParseContext, k: number): boolean {
  const table = mentionAt(ctx, k);
  return (
    table?.kind === 'table' &&
    table.start === k &&
    /^(the|a|an)$/.test(ctx.words[k - 1] ?? '') &&
    /^(whose|with|who|named|called)$/.test(ctx.words[table.end] ?? '')
  );
}

/**
 * "than Ripon Plant Centre", "than the Cedar 8x6", "before Harrogate Garden Centre did": a value naming one of the rows
 * asked about, by their name, after "than", "before" or "after" (not "under the Watches category").
 */
function rowByName(ctx: ParseContext, k: number): boolean {
  const value = mentionAt(ctx, k);
  const at = ctx.words[k - 1] === 'the' ? k - 2 : k - 1;
  const than = /^(than|before|after)$/.test(ctx.words[at] ?? '');
  return (
    than &&
    value?.kind === 'value' &&
    value.start === k &&
    value.entries.some((e) => ctx.main.label === e.column)
  );
}

/** "higher resolution than", "more expensive price than": a comparative, a column, then "than". */
function splitComparison(
  ctx: ParseContext,
  i: number,
): { comparator: { op: Comparison; length: number }; column: Mention; also: Mention[] } | undefined {
  const w = ctx.words[i] ?? '';
  const op = GREATER.has(w) ? '>' : LESS.has(w) ? '<' : undefined;
  const column = mentionAt(ctx, i + 1);
  if (!op || column?.kind !== 'column') return undefined;
  // ("more point values than 70": the words of `value_points` in another order, each naming the same column.)
  const also: Mention[] = [];
  let end = column.end;
  for (let next = mentionAt(ctx, end); next?.kind === 'column'; next = mentionAt(ctx, end)) {
    if (!next.columns.some((c) => column.columns.includes(c))) break;
    also.push(next);
    end = next.end;
  }
  if (ctx.words[end] !== 'than') return undefined;
  return { comparator: { op, length: end + 1 - i }, column, also };
}

/**
 * "a college with more students than average", "smaller colleges than average": a word no column is named by (or the
 * rows themselves) between the comparative and "than" an aggregate follows — the comparison is on the table's one
 * measure, found below.
 */
function unnamedMeasure(
  ctx: ParseContext,
  i: number,
): { op: Comparison; length: number; gap?: [number, number] } | undefined {
  const w = ctx.words[i] ?? '';
  const op = GREATER.has(w) ? '>' : LESS.has(w) ? '<' : undefined;
  if (!op) return undefined;
  if (ctx.words[i + 2] !== 'than') return gappedMeasure(ctx, i, op);
  const named = mentionsCovering(ctx, i + 1);
  if (named.some((m) => m.kind !== 'table' || m.table !== ctx.main)) return undefined;
  const against = skipFiller(ctx, i + 3);
  return /^(average|mean)$/.test(ctx.words[against] ?? '') ? { op, length: 3 } : undefined;
}

/**
 * "drivers paid more per hour than the average driver", "events that charged more for a ticket than the average
 * event": "more", a phrase saying what is measured ("per hour", "for a ticket"), then "than" an average follows.
 */
function gappedMeasure(
  ctx: ParseContext,
  i: number,
  op: Comparison,
): { op: Comparison; length: number; gap: [number, number] } | undefined {
  if (!/^(per|for|an|a|to)$/.test(ctx.words[i + 1] ?? '')) return undefined;
  const than = ctx.words.indexOf('than', i + 2);
  if (than < 0 || than > i + 4) return undefined;
  const against = skipFiller(ctx, than + 1);
  return /^(average|mean)$/.test(ctx.words[against] ?? '')
    ? { op, length: than + 1 - i, gap: [i + 1, than] }
    : undefined;
}

/**
 * The measure a gap names ("per hour" → `hourly_rate`, "for a ticket" → `TicketPrice`) among the rows' numbers, else
 * the money a verb before the comparison spends ("paid more per hour").
 */
function gapMeasure(ctx: ParseContext, i: number, [from, to]: [number, number]): ColumnEntry | undefined {
  const stems = ctx.tokens.slice(from, to).flatMap((t) => (STOPWORDS.has(t.text) ? [] : [t.stem]));
  const numbers = ctx.main.columns.filter((c) => c.kind === 'number' && !c.isId);
  const named = numbers.filter((c) =>
    c.words.some((w) => stems.some((s) => s.length >= 3 && (w.startsWith(s) || s.startsWith(w)))),
  );
  if (named.length === 1) return named[0];
  const verb = ctx.words.slice(Math.max(0, i - 2), i).find((x) => MONEY_VERBS.test(x));
  return verb ? moneyColumn(ctx, verb) : undefined;
}

/**
 * "whose temperature in March is lower than that in July", "lower temperature in March than in July": two columns
 * of the same table that hold the same kind of value, compared row by row.
 */
function columnAgainstColumn(
  ctx: ParseContext,
  out: FilterClauses,
  i: number,
  comparator: { op: Comparison; length: number },
): { filter: Extract<Filter, { kind: 'vs-column' }>; start: number; end: number } | undefined {
  const { words } = ctx;
  const columnAt = (k: number) =>
    ctx.mentions.find((m) => m.kind === 'column' && m.start === k && !ctx.claimed.has(m));
  let than = i + comparator.length - 1;
  let subject: Mention | undefined;
  if (words[than] === 'than') subject = previousColumn(ctx, i, 3);
  else {
    // ("lower temperature in March than …": the column compared sits between the comparator and "than".)
    than = words.indexOf('than', i + 1);
    if (than < 0 || than > i + 5) return undefined;
    subject = ctx.mentions.findLast((m) => m.kind === 'column' && m.start > i && m.end <= than);
  }
  let k = than + 1;
  if (/^(that|those)$/.test(words[k] ?? '')) k++;
  if (/^(in|of|for|on)$/.test(words[k] ?? '')) k++;
  // ("whose support rate is lower than their oppose rate")
  if (/^(the|their|its)$/.test(words[k] ?? '')) k++;
  const other = columnAt(k);
  // "… lower than that in July or higher than that in Oct": the column compared just before, again.
  const again = /^(or|and)$/.test(words[i - 1] ?? '')
    ? out.filters.find((f) => f.kind === 'vs-column' && out.spans.get(f)?.[1] === i - 1)
    : undefined;
  const a = again?.kind === 'vs-column' && !subject ? again.column : numericColumn(ctx, subject);
  const b = other?.kind === 'column' ? other.columns.find((c) => c.table === a?.table) : undefined;
  if (!a || !b || a === b || a.kind !== b.kind || a.isId || b.isId) return undefined;
  if (subject) ctx.claimed.add(subject);
  ctx.claimed.add(other!);
  return {
    filter: { kind: 'vs-column', column: a, op: comparator.op, other: b },
    start: Math.min(subject?.start ?? i, i),
    end: other!.end,
  };
}

/** "average" or "total" just before a column ("whose average salary", "an average order amount"), and where. */
function aggregateBefore(ctx: ParseContext, at: number): { agg: Aggregate; at: number } | undefined {
  const table = ctx.mentions.find((m) => m.kind === 'table' && m.end === at);
  const k = (table?.start ?? at) - 1;
  const agg = AGGREGATE_WORDS[ctx.words[k] ?? ''];
  return agg === 'avg' || agg === 'sum' ? { agg, at: k } : undefined;
}

/** Words that say a bound holds on average ("stations that normally have more than 10 bikes available"). */
const AVERAGE_ADVERB = /^(normally|usually|typically)$/;

/**
 * "on average" beside a comparison ("whose products cost on average 150 or more", "more than 10 bikes on average",
 * "that normally have more than 10 bikes"): the bound is on each group's average. Before the comparator (a verb may
 * sit between) or right after what it compares.
 */
function onAverageBeside(ctx: ParseContext, i: number, end: number): { at: number; end: number } | undefined {
  const { words } = ctx;
  const free = (k: number) => !ctx.consumed.has(k);
  const onAverage = (k: number) => words[k] === 'on' && words[k + 1] === 'average' && free(k) && free(k + 1);
  let k = i - 1;
  if (/^(have|has|had|is|are|was|were|cost|costs)$/.test(words[k] ?? '')) k--;
  if (onAverage(k - 1)) return { at: k - 1, end: k + 1 };
  if (AVERAGE_ADVERB.test(words[k] ?? '') && free(k)) return { at: k, end: k + 1 };
  if (onAverage(i - 2)) return { at: i - 2, end: i };
  return onAverage(end) ? { at: end, end: end + 2 } : undefined;
}

/**
 * Conditions named after "than the largest salary of instructors …" in the same clause narrow what the aggregate
 * is taken over ("… in the Biology department"), not the rows compared.
 */
export function placeInsideAggregates(ctx: ParseContext, out: FilterClauses): void {
  for (const f of out.filters) {
    if (f.kind !== 'vs-aggregate') continue;
    const [compared, from] = out.spans.get(f)!;
    const inner = out.filters.filter((x) => {
      const span = out.spans.get(x);
      if (x === f || !span || span[0] < from || !('column' in x)) return false;
      // (On a related table — "than any problem reported by Lysanne Turcotte" — through its relationship.)
      if (x.column.table !== f.column.table && !joinPath(ctx.index, f.column.table, x.column.table)?.length)
        return false;
      if (!/^(in|compare|between|like|year)$/.test(x.kind)) return false;
      // ("than any salary of those employees whose job is …": a clause on the rows compared against goes inside.)
      return !ctx.words.slice(from, span[0]).some((w, k) => {
        if (/^(and|but|or)$/.test(w)) return true;
        if (!/^(who|whose|which|that)$/.test(w)) return false;
        const at = from + k;
        // ("than the employee whose id is 163": the row compared with is named by the comparison itself.)
        return !ctx.mentions.some((m) => m.kind === 'table' && m.end === at && m.start > compared);
      });
    });
    if (inner.length === 0) continue;
    f.filters = inner;
    out.filters = out.filters.filter((x) => !inner.includes(x));
    for (const x of inner) {
      const table = 'column' in x ? x.column.table : undefined;
      const stillRead = out.filters.some((y) => 'column' in y && y.column.table === table);
      if (table && table !== ctx.main.name && !stillRead) ctx.tables.delete(table);
    }
  }
}

/**
 * "employees in the same department as Clara": rows sharing the column's value (the main table's own, or its
 * reference to the table named) with the rows the conditions after "as" pick.
 */
export function placeSameAs(ctx: ParseContext, out: FilterClauses): void {
  const { words } = ctx;
  for (let i = 0; i + 2 < words.length; i++) {
    if (words[i] !== 'same') continue;
    const named = ctx.mentions.find((m) => m.start === i + 1 && (m.kind === 'column' || m.kind === 'table'));
    if (!named || words[named.end] !== 'as') continue;
    const key = named.kind === 'table' ? named.table.key : undefined;
    const column =
      named.kind === 'column' ? resolveColumn(ctx, named.columns) : key && referencingColumn(ctx, key);
    if (!column || column.table !== ctx.main.name) continue;
    const from = named.end + 1;
    const inner = out.filters.filter((x) => {
      const span = out.spans.get(x);
      if (!span || span[0] < from || !('column' in x) || x.column.table !== ctx.main.name) return false;
      if (!/^(in|compare|between|like|year)$/.test(x.kind)) return false;
      // ("… as Clara, excluding Clara": a condition excluding rows stays on the rows shown.)
      if ((x.kind === 'compare' && x.op === '!=') || ('negated' in x && x.negated)) return false;
      return !words.slice(from, span[0]).some((w) => /^(and|who|whose|which|that|but|or)$/.test(w));
    });
    if (inner.length === 0) continue;
    ctx.claimed.add(named);
    consume(ctx, i, from);
    const f: Filter = { kind: 'same-as', column, filters: inner };
    out.filters = [...out.filters.filter((x) => !inner.includes(x)), f];
    out.spans.set(f, [i, Math.max(...inner.map((x) => out.spans.get(x)![1]))]);
    out.readings.push(`the same ${column.column} as those rows`);
  }
}

/**
 * "employees who report to Nancy Edwards", "staff managed by Payam", "whose manager is Payam": rows whose reference
 * to a row of their own table (`reports_to`) is the key of the rows the conditions after the verb pick; "Who does
 * Nancy Edwards report to?", "the manager of Payam": the rows those rows refer to.
 */
export function placeSuperior(ctx: ParseContext, out: FilterClauses): void {
  const { words } = ctx;
  const self = ctx.main.selfReference;
  const key = ctx.main.key;
  if (!self || !key) return;
  const own = (x: Filter) =>
    'column' in x &&
    x.column.table === ctx.main.name &&
    /^(in|compare|like)$/.test(x.kind) &&
    !(x.kind === 'compare' && x.op !== '=') &&
    !('negated' in x && x.negated);
  const place = (at: number, end: number, inner: Filter[], up: boolean) => {
    // (The verb names the reference, "report" `reports_to`: no column to show.)
    for (let k = at; k < end; k++) for (const m of mentionsCovering(ctx, k)) ctx.claimed.add(m);
    consume(ctx, at, end);
    const f: Filter = up
      ? { kind: 'same-as', column: key, of: self, filters: inner }
      : { kind: 'same-as', column: self, of: key, filters: inner };
    out.filters = [...out.filters.filter((x) => !inner.includes(x)), f];
    out.spans.set(f, [at, Math.max(end, ...inner.map((x) => out.spans.get(x)![1]))]);
    out.readings.push(
      up ? `the rows those rows report to (${self.column})` : `reporting to those rows (${self.column})`,
    );
  };
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    // ("report directly to Jessica Hebden": the adverb is left out.)
    const direct = /^(directly|straight)$/.test(words[i + 1] ?? '') ? 1 : 0;
    const reports = /^report(s|ed|ing)?$/.test(w) && words[i + 1 + direct] === 'to';
    const below =
      reports ||
      (/^(managed|supervised)$/.test(w) && words[i + 1] === 'by') ||
      (w === 'whose' && /^(manager|supervisor|boss)$/.test(words[i + 1] ?? '') && words[i + 2] === 'is');
    // ("Who mentors Marcus Obi?": a verb of the reference's own name asked of "who", `mentorId`.)
    const acts =
      i === 1 && words[0] === 'who' && /(s|ed)$/.test(w) && self.shortWords.includes(ctx.tokens[i]!.stem);
    const above = (/^(manager|supervisor|boss)$/.test(w) && words[i + 1] === 'of') || acts;
    // ("Who is Hannah Boyd's supervisor?": the row the named row refers to.)
    // (Not "Payam's manager's first name": the manager's own columns are shown through the reference.)
    const possessive =
      ctx.tokens[i - 1]?.possessive === true &&
      !ctx.tokens[i]!.possessive &&
      /^(manager|supervisor|boss|mentor)$/.test(w);
    // (A name in two parts is two conditions, "Hannah" and "Boyd".)
    const ends = (x: Filter) => out.spans.get(x)?.[1] ?? -1;
    const named = possessive ? out.filters.filter((x) => own(x) && ends(x) <= i && ends(x) >= i - 3) : [];
    if (named.length > 0) {
      place(i, i + 1, named, true);
      return;
    }
    if (!below && !above) continue;
    let from = w === 'whose' ? i + 3 : acts ? i + 1 : i + 2 + (reports ? direct : 0);
    if (words[from] === 'the') from++;
    const rows = ctx.mentions.find((m) => m.kind === 'table' && m.table === ctx.main && m.start === from);
    if (rows) from = rows.end;
    const after = out.filters.filter((x) => own(x) && out.spans.get(x)?.[0] === from);
    if (after.length > 0) {
      const inner = out.filters.filter(
        (x) => own(x) && out.spans.get(x)![0] >= from && out.spans.get(x)![0] <= from + 1,
      );
      place(i, from, inner, above);
      return;
    }
    // ("Who does Nancy Edwards report to?": the rows picked before the verb are the ones reporting.)
    const before = out.filters.filter(
      (x) => own(x) && out.spans.get(x)![1] >= i - 1 && out.spans.get(x)![1] <= i,
    );
    if (reports && words[i + 2] === undefined && before.length > 0) {
      place(i, i + 2, before, true);
      return;
    }
  }
}

/** A measure in percent: named so (`discount_pct`, `tax_percent`), or kept as text like '25%'. */
function isPercentage(c: ColumnEntry): boolean {
  if (c.kind !== 'number' || c.isId) return false;
  if (c.words.some((w) => PERCENT_WORDS.has(w))) return true;
  return c.held?.as === 'number' && c.profile.values.every((v) => v.trim().endsWith('%'));
}
const PERCENT_WORDS = new Set(['pct', 'percent', stem('percentage')]);

/** Words of a column's name saying it holds how many of a thing fit: `max_cats`, `crew_capacity`. */
const CAPACITY = new Set(['max', stem('maximum'), stem('capacity'), 'limit']);

/** Words saying how many things fit: "can hold", "takes", "seats", "room for". */
const FITTING =
  /^(can|hold|holds|take|takes|carry|carries|seat|seats|fit|fits|accommodate|accommodates|sleep|sleeps|room|space)$/;

/** The main rows' one numeric column of the capacity for the things a mention names (`max_players` for "players"). */
function capacityFor(ctx: ParseContext, m: Mention): ColumnEntry | undefined {
  const said = ctx.tokens.slice(m.start, m.end).map((t) => t.stem);
  const found = ctx.main.columns.filter(
    (c) =>
      c.kind === 'number' &&
      !c.isId &&
      c.words.some((w) => CAPACITY.has(w)) &&
      c.words.some((w) => said.includes(w)),
  );
  return found.length === 1 ? found[0] : undefined;
}

/**
 * "pools kept below 20 degrees" over `temp_c`: with no column named (none left unread), the one number column of the
 * rows in question (or of any table) measured in the unit said after the number.
 * (`number` is where the number is said: "25%", "10 percent" name a column of percentages.)
 */
function unitNamed(ctx: ParseContext, at: number, number: number): Mention | undefined {
  const said = ctx.words[at] ?? '';
  // ("more than 30 kg" over `harvest_weight_kg`: the unit's symbol, as the name ends.)
  const symbol = UNIT_SYMBOLS.test(said)
    ? ctx.index.tables.flatMap((t) =>
        t.columns.filter(
          (c) => c.kind === 'number' && !c.isId && c.words.length > 1 && c.words.at(-1) === said,
        ),
      )
    : [];
  // ("marked down by 25% or more": the column of percentages, `discount_pct` or one holding '25%'.)
  const percent =
    ctx.words[number]?.endsWith('%') || /^percent(age)?$/.test(ctx.words[number + 1] ?? '')
      ? ctx.index.tables.flatMap((t) => t.columns.filter(isPercentage))
      : [];
  // (A column of them named already is what the number is of: "a discount of at least 10 percent".)
  const named = ctx.mentions.find(
    (m) => m.kind === 'column' && !ctx.claimed.has(m) && m.columns.some((c) => percent.includes(c)),
  );
  if (named) return named;
  const columns = [...inUnit(ctx.index, said), ...symbol, ...percent];
  // ("calls that went on for more than 15 minutes": no column kept in a unit of time, nor a measure named before,
  // so how long the rows last.)
  const span = dateSpan(ctx.main);
  const measured = ctx.mentions.some(
    (m) =>
      m.kind === 'column' && !ctx.claimed.has(m) && m.end <= at && numericColumn(ctx, m)?.kind === 'number',
  );
  if (columns.length === 0 && secondsOf(stem(said)) && span && spanSeconds(span) && !measured)
    return { kind: 'column', start: at, end: at + 1, columns: [span], hint: false };
  const own = columns.filter((c) => c.table === ctx.main.name);
  const found = own.length > 0 ? own : columns;
  // (Not when another column is named for the number — unless the unit's symbol is said: "harvested more than 30
  // kg", "more than 10 lb of soot from a flue".)
  const other =
    symbol.length + percent.length === 0 &&
    ctx.mentions.some((m) => m.kind === 'column' && !ctx.claimed.has(m));
  if (found.length !== 1 || other) return undefined;
  return { kind: 'column', start: at, end: at + 1, columns: found, hint: false };
}

/**
 * "rooms that cost more than 250 per night" over `Nightly_Rate`: the one numeric column, of the rows in question if
 * any, named for the period said after "per" (or "a") the number.
 */
function ratePer(ctx: ParseContext, at: number): Mention | undefined {
  // ("more than 15 pounds an hour": the money's unit said in words.)
  const from = at;
  if (/^(pounds|dollars|euros|quid|bucks)$/.test(ctx.words[at] ?? '')) at++;
  if (!/^(per|a|an)$/.test(ctx.words[at] ?? '')) return undefined;
  const period = ctx.tokens[at + 1]?.stem ?? '';
  if (!/^(night|day|hour|week|month|year|person|head)$/.test(period)) return undefined;
  const columns = ctx.index.tables.flatMap((t) =>
    t.columns.filter((c) => c.kind === 'number' && !c.isId && c.words.some((w) => w.startsWith(period))),
  );
  const own = columns.filter((c) => c.table === ctx.main.name);
  const named = own.length > 0 ? own : columns;
  // ("charge more than £40 an hour": `amt_hourly_rate`, not `max_weekly_hours`, a number of hours.)
  const rates = named.filter((c) => c.words.some((w) => w.startsWith(period) && w !== period));
  const found = named.length > 1 && rates.length === 1 ? rates : named;
  return found.length === 1
    ? { kind: 'column', start: from, end: at + 2, columns: found, hint: false }
    : undefined;
}

/** Plural nouns after a number that measure rather than count ("older than 30 years"). */
const UNITS = new Set(
  (
    'years months weeks days hours minutes seconds dollars euros pounds cents percent points meters metres feet ' +
    'miles kilometers kilometres kilograms kgs grams inches degrees mph kms lbs tons liters litres bytes ' +
    'kb mb gb tb kib mib gib megabytes gigabytes'
  ).split(' '),
);

/** "5 or more", "32 or older": the bound is widened to include the number. */
const OR_MORE = /^(more|above|greater|higher|over|later|after|older|bigger|larger|longer|taller)$/;
const OR_LESS = /^(less|fewer|below|lower|under|earlier|before|younger|smaller|shorter)$/;

/** "5 or more", "32 and above", "18 and over": a bound widened to include the number, as said at `k`. */
export function orBeyond(words: string[], k: number): '>=' | '<=' | undefined {
  const next = words[k + 1] ?? '';
  if (words[k] === 'or') return OR_MORE.test(next) ? '>=' : OR_LESS.test(next) ? '<=' : undefined;
  if (words[k] !== 'and') return undefined;
  return /^(above|over|older|up|upwards|later)$/.test(next)
    ? '>='
    : /^(below|under|younger|earlier)$/.test(next)
      ? '<='
      : undefined;
}

/**
 * "longer than 70 moves", "whose exposure time was longer than 1800 seconds": a numeric column named right after the
 * number, or just before the comparison at i, is what a word like "longer" measures, not any length it hints at.
 */
function namedBeside(ctx: ParseContext, i: number, after?: Mention): Mention | undefined {
  return [after, previousColumn(ctx, i)].find(
    (m) =>
      m?.kind === 'column' &&
      !m.hint &&
      (m === after ||
        (m.end <= i && ctx.words.slice(m.end, i).every((w) => /^(is|are|was|were|time|length)$/.test(w)))) &&
      numericColumn(ctx, m)?.kind === 'number',
  );
}

/** Past a unit after a number ("20 years old or older"). */
function afterUnits(words: string[], at: number): number {
  let k = at;
  while (k < at + 2 && (UNITS.has(words[k] ?? '') || words[k] === 'old')) k++;
  return k;
}

function skipFiller(ctx: ParseContext, i: number): number {
  let j = i;
  while (j < ctx.words.length && FILLER.has(ctx.words[j]!)) j++;
  return j;
}

function numericColumn(ctx: ParseContext, m: Mention | undefined): ColumnEntry | undefined {
  if (m?.kind !== 'column') return undefined;
  const numeric = m.columns.filter((c) => c.kind === 'number' || c.kind === 'date');
  return resolveColumn(ctx, numeric.length > 0 ? numeric : m.columns);
}

/** The main table's one measure (a number that is not a key), for comparisons whose column goes unnamed. */
function soleMeasure(ctx: ParseContext, at?: number, value?: number): ColumnEntry | undefined {
  // "placed an order before 2025": the table named just before the comparison, else the main one.
  const named =
    at === undefined
      ? undefined
      : ctx.mentions.find(
          (m) => m.kind === 'table' && m.end <= at && m.end >= at - 3 && m.table !== ctx.main,
        );
  // ("students who participate in an activity and are under 20": the main rows' when the table named holds none.)
  const own = named?.kind === 'table' ? named.table.columns.filter((c) => isMeasure(c)) : [];
  const table = named?.kind === 'table' && own.length > 0 ? named.table : ctx.main;
  const measures = table.columns.filter((c) => isMeasure(c));
  if (measures.length === 1) return measures[0];
  // "before 2025": a year goes with the table's one date (or one year column).
  const dates = measures.filter((c) => c.kind === 'date');
  const years = measures.filter(holdsYears);
  if (value !== undefined && isYear(value) && dates.length === 0 && years.length === 1) return years[0];
  if (value !== undefined && isYear(value) && dates.length === 1) return dates[0];
  // ("loans made before 2024" over `loan_date` and `due_date`: of several, the table's own date — after a word of
  // time, not "more than 2000 euros".)
  const timed = at !== undefined && /^(before|after|since|until)$/.test(ctx.words[at] ?? '');
  if (value !== undefined && isYear(value) && dates.length > 1 && timed) return ownDate(table);
  // "students under 20": of several measures, the one whose values the number lies among (ages, not majors).
  const holding = value === undefined ? [] : measures.filter((c) => c.kind === 'number' && holds(c, value));
  // ("invoices under £100" over `amount` and `vat`: money said with its sign is what the rows are worth, not a part.)
  const said = ctx.tokens.some((t) => t.money && t.number === value);
  const money = said ? wholeMoney(holding.filter((c) => moneyOf(ctx.index, c.table).includes(c))) : [];
  return holding.length === 1 ? holding[0] : money.length === 1 ? money[0] : undefined;
}

/**
 * "donations larger than the average donation", "farms larger than the average farm? Give names and acreage": the
 * one quantity of the rows averaged (named after the average, else the main ones) — its only number that is no id
 * or year, or the only such number the question names.
 */
function averagedMeasure(ctx: ParseContext, end: number): ColumnEntry | undefined {
  const named = mentionAt(ctx, end);
  const rows = named?.kind === 'table' ? named.table : ctx.main;
  const numbers = rows.columns.filter((c) => c.kind === 'number' && !c.isId && !holdsYears(c));
  if (numbers.length === 1) return numbers[0];
  const said = numbers.filter((c) => ctx.mentions.some((m) => m.kind === 'column' && m.columns.includes(c)));
  return said.length === 1 ? said[0] : undefined;
}

export function isMeasure(c: ColumnEntry): boolean {
  return (c.kind === 'number' || c.kind === 'date') && !c.isId;
}

/** Numbers, dates, or text that holds numbers. */
function numberLike(c: ColumnEntry): boolean {
  if (c.kind !== 'text') return true;
  const samples = c.profile.samples;
  return samples.length > 0 && samples.every((v) => v.trim() !== '' && Number.isFinite(Number(v)));
}

/**
 * "the average for their own breed", "the average price of their scale", "the average wheel of the same diameter",
 * "the average for their customer": after an aggregate compared with, the column of the compared rows (or their
 * reference to the rows named) that the aggregate is taken within.
 */
function ownGroup(
  ctx: ParseContext,
  compared: ColumnEntry,
  at: number,
): { per: ColumnEntry; end: number } | undefined {
  const { words } = ctx;
  // (The compared column or rows may be named first: "the average price for their scale", "the average wheel of the
  // same diameter".)
  const named = ctx.mentions.find(
    (m) =>
      m.start === at &&
      ((m.kind === 'table' && m.table.name === compared.table) ||
        (m.kind === 'column' && m.columns.includes(compared))),
  );
  let k = named?.end ?? at;
  if (!/^(for|of|in|within|among|across)$/.test(words[k] ?? '')) return undefined;
  k++;
  if (/^(their|its|his|her)$/.test(words[k] ?? '')) k++;
  else if (words[k] === 'the' && words[k + 1] === 'same') k += 2;
  else return undefined;
  if (words[k] === 'own') k++;
  const m = ctx.mentions.find((x) => x.start === k);
  const table = findTable(ctx.index, compared.table)!;
  const per =
    m?.kind === 'column'
      ? m.columns.find((c) => c.table === compared.table && c !== compared)
      : m?.kind === 'table'
        ? table.columns.find((c) => referenceTo(ctx.index, c, m.table.name) !== undefined)
        : undefined;
  if (!m || !per) return undefined;
  ctx.claimed.add(m);
  return { per, end: m.end };
}

/** A comparison's subject is a measured column: a key or a text column named further back is not it. */
function plausibleSubject(column: ColumnEntry | undefined, adjacent: boolean): boolean {
  if (!column) return false;
  return adjacent || isMeasure(column);
}

/**
 * "clubs with total medals less than 10" read on the clubs' one measure, `Start_year` (1990 to 2010): a number more
 * than ten times beyond every value the column holds is not about it (a year stays about a year column).
 */
function farOutside(c: ColumnEntry, value: number | string): boolean {
  // ("granted with more than 100" is no bound on a date: only a year is.)
  if (c.kind === 'date' && typeof value === 'number') return !isYear(value);
  if (c.kind !== 'number' || typeof value !== 'number' || c.profile.min === null || c.profile.max === null)
    return false;
  const min = Number(c.profile.min);
  const max = Number(c.profile.max);
  if (!Number.isFinite(min) || !Number.isFinite(max) || (isYear(value) && holdsYears(c))) return false;
  return (max >= 0 && value > 10 * max + 10) || (min > 0 && value > 0 && 10 * value + 10 < min);
}

/** Values from 0 to 1, more than a flag's two: a fraction, as a rate (`discount_rate` 0.15 for 15%). */
function holdsFractions(column: ColumnEntry): boolean {
  const { min, max, distinctCount } = column.profile;
  return column.kind === 'number' && Number(min) >= 0 && Number(max) <= 1 && distinctCount > 2;
}

/**
 * A number said in one unit of time compared with a column kept in another ("more than two hours" over
 * `play_time_mins` is 120; "under 90 seconds" over `duration_min` is 1.5), a percentage with a column of fractions
 * ("a discount of at least 10%" over `discount_rate` is 0.1). Other numbers stay as said.
 */
function inColumnUnits(column: ColumnEntry, value: number, word: string, unit: string): number {
  if ((word.endsWith('%') || /^percent(age)?$/.test(unit)) && holdsFractions(column)) return value / 100;
  const said = secondsOf(stem(unit));
  const kept =
    column.held?.as === 'seconds'
      ? 1
      : (spanSeconds(column) ?? column.words.map(secondsOf).find((s) => s !== undefined));
  return said && kept && said !== kept ? (value * said) / kept : value;
}

/** A year compared with a date column becomes a date bound; with a number column it stays a number. */
function compareFilter(column: ColumnEntry, op: Comparison, value: number): Filter {
  if (column.kind === 'date' && isYear(value)) {
    if (op === '>' || op === '<=') return { kind: 'compare', column, op, value: `${value}-12-31` };
    return { kind: 'compare', column, op, value: `${value}-01-01` };
  }
  return { kind: 'compare', column, op, value };
}

/** The table whose rows a number counts: named right after it ("2 parks", "1 to 3 orders"), the number an integer. */
function countedTable(
  ctx: ParseContext,
  i: number,
  end: number,
): Extract<Mention, { kind: 'table' }> | undefined {
  const n = ctx.tokens[i]?.number;
  if (n === undefined || !Number.isInteger(n) || ctx.consumed.has(i)) return undefined;
  const next = mentionAt(ctx, Math.max(end, i + 1));
  // (The main table's own mention is claimed as the subject but may still be what is counted.)
  const free = next && (!ctx.claimed.has(next) || (next.kind === 'table' && next.table === ctx.main));
  return next?.kind === 'table' && free ? next : undefined;
}

/** "who built …", "that sold …": the word before `i` is the past-tense verb of a relative clause. */
function clauseVerbBefore(ctx: ParseContext, i: number): boolean {
  const { words } = ctx;
  // ("students who have taken just one class": the count after the verb, an adverb between.)
  const at = /^(only|just)$/.test(words[i - 1] ?? '') ? i - 1 : i;
  const verb = words[at - 1] ?? '';
  if (/^(who|that|which)$/.test(words[at - 2] ?? '') && isParticiple(verb)) return true;
  if (
    /^(have|has|had)$/.test(words[at - 2] ?? '') &&
    /^(who|that|which)$/.test(words[at - 3] ?? '') &&
    isParticiple(verb) &&
    mentionsCovering(ctx, at - 1).length === 0
  )
    return true;
  // ("students who took one course", "who only took one course": a verb of the clause no name explains.)
  const k = /^(only|just)$/.test(words[i - 2] ?? '') ? i - 3 : i - 2;
  if (
    /^(who|that|which)$/.test(words[k] ?? '') &&
    /^[a-z]{3,}$/.test(verb) &&
    !STOPWORDS.has(verb) &&
    mentionsCovering(ctx, i - 1).length === 0
  )
    return true;
  // ("faculty members advise three students": a verb no name explains, right after the rows it is said of.)
  return (
    i >= 2 &&
    !STOPWORDS.has(verb) &&
    mentionsCovering(ctx, i - 1).length === 0 &&
    ctx.mentions.some((m) => m.kind === 'table' && m.table === ctx.main && m.end === i - 1)
  );
}

/** A column named just before position i (what a number there would measure: "capacity 300"). */
function namedBefore(ctx: ParseContext, i: number): boolean {
  return ctx.mentions.some((m) => m.kind === 'column' && m.end === i);
}

/** Comparisons ("older than 30", "at least 5 orders", "above the average price", "between 10 and 20"). */
export function readComparisons(ctx: ParseContext, out: FilterClauses): void {
  const { words, tokens } = ctx;
  let lastCompared: ColumnEntry | undefined;
  let held: Having | undefined;
  // Where the last bare count of a table's rows ended ("two bridges| or one mill").
  let exactBefore = -1;
  for (let i = 0; i < words.length; i++) {
    held = keepEarlierHaving(out, held);
    if (ctx.consumed.has(i)) continue;
    // "between 10 and 20", "between 1985 to 1990", "from 1985 to 1990", "in the range of 8000 and 12000".
    if (words[i] === 'between' || words[i] === 'from' || words[i] === 'range') {
      const low = tokens[skipFiller(ctx, i + 1)];
      const andAt = skipFiller(ctx, i + 1) + 1;
      const high = tokens[skipFiller(ctx, andAt + 1)];
      const joined = words[i] === 'from' ? words[andAt] === 'to' : /^(and|to)$/.test(words[andAt] ?? '');
      // ("whose id is between 10 and 20": the column named just before "is" is adjacent too.)
      const nearest = /^(is|are|was|were)$/.test(words[i - 1] ?? '') ? i - 2 : i - 1;
      const adjacent = mentionAt(ctx, nearest)?.kind === 'column';
      // "states which have between 2 and 4 staff": how many rows of a table each group has.
      const counted =
        joined && !adjacent
          ? countedTable(ctx, skipFiller(ctx, i + 1), skipFiller(ctx, andAt + 1) + 1)
          : undefined;
      if (counted && low?.number !== undefined && high?.number !== undefined) {
        out.having = {
          agg: 'count',
          op: '>=',
          value: low.number,
          high: high.number,
          ...(counted.table !== ctx.main ? { table: counted.table.name } : {}),
        };
        ctx.claimed.add(counted);
        ctx.tables.add(counted.table.name);
        out.readings.push(`groups with ${low.number} to ${high.number} ${counted.table.name}`);
        consume(ctx, i, counted.end);
        continue;
      }
      if (low?.number !== undefined && joined && high?.number !== undefined) {
        let subject = adjacent ? mentionAt(ctx, nearest) : previousColumn(ctx, i);
        let column = numericColumn(ctx, subject);
        const highAt = skipFiller(ctx, andAt + 1);
        // (Not a text column of names, "received" taken for `name_given`, however near.)
        if (!plausibleSubject(column, adjacent) || (column && !numberLike(column))) {
          // "with between 1000 and 3000 dollars outstanding": the measure may follow the bounds.
          const after = ctx.mentions.find(
            (m) => m.start > highAt && m.start <= highAt + 2 && numericColumn(ctx, m) && !ctx.claimed.has(m),
          );
          const following = numericColumn(ctx, after);
          const measure = soleMeasure(ctx) ?? following;
          subject = measure && measure === following ? after : undefined;
          // A text column of names is no subject for numbers: leave the bounds unexplained rather than guess.
          column = measure ?? (column && numberLike(column) ? column : undefined);
          // ("wines from 2007 to 2009": two years bound the rows' date or year.)
          if (!column && isYear(low.number) && isYear(high.number)) column = dateColumn(ctx);
        }
        // "earn between 1985 to 1990": years, said after a verb that hints at a measure, bound its rows' year.
        // (A range of a measure's min/max cannot tell amounts from years: salaries span 0 to millions.)
        const year =
          column &&
          !isDated(column) &&
          subject?.kind === 'column' &&
          subject.hint &&
          isYear(low.number) &&
          isYear(high.number)
            ? soleYear(findTable(ctx.index, column.table))
            : undefined;
        if (year) {
          column = year;
          subject = undefined;
        }
        if (column) {
          if (subject) ctx.claimed.add(subject);
          const f: Filter = { kind: 'between', column, low: low.number, high: high.number };
          out.filters.push(f);
          out.spans.set(f, [i, skipFiller(ctx, andAt + 1) + 1]);
          out.readings.push(`${column.column} between ${low.number} and ${high.number}`);
          consume(ctx, i, skipFiller(ctx, andAt + 1) + 1);
        }
      }
      continue;
    }
    // "cities that have 2 to 4 parks": a range of how many rows of a table each group has.
    const rangeEnd = tokens[i + 2]?.number !== undefined && words[i + 1] === 'to' ? i + 3 : i;
    const ranged = countedTable(ctx, i, rangeEnd);
    if (ranged && rangeEnd > i) {
      out.having = {
        agg: 'count',
        op: '>=',
        value: tokens[i]!.number!,
        high: tokens[i + 2]!.number!,
        ...(ranged.table !== ctx.main ? { table: ranged.table.name } : {}),
      };
      ctx.claimed.add(ranged);
      ctx.tables.add(ranged.table.name);
      out.readings.push(`groups with ${tokens[i]!.number} to ${tokens[i + 2]!.number} ${ranged.table.name}`);
      consume(ctx, i, ranged.end);
      continue;
    }
    // "locations with only 1 station", "tracks with 1 race": a bare count of a table's rows is an exact one.
    // ("architects who built two bridges or one mill": right after a clause's verb too, and the count listed after it.)
    const exactCount =
      ranged !== undefined &&
      (((/^(with|have|has|had|only|exactly)$/.test(words[i - 1] ?? '') ||
        (/^(or|and)$/.test(words[i - 1] ?? '') && exactBefore === i - 1)) &&
        !namedBefore(ctx, i)) ||
        clauseVerbBefore(ctx, i));
    if (exactCount) exactBefore = ranged.end;
    // "two or more races": the number comes first, and the bound is widened below where "or more" is read.
    const orFirst = afterUnits(words, i + 1);
    const numberFirst =
      tokens[i]?.number !== undefined &&
      orBeyond(words, orFirst) !== undefined &&
      words[orFirst + 2] !== 'than';
    // "a higher resolution than any…", "more distances than average": the column compared sits inside the phrase.
    const split = splitComparison(ctx, i);
    const inside =
      split && quantifierAt(ctx, skipFiller(ctx, i + split.comparator.length), split.comparator.op)
        ? split
        : undefined;
    // "a higher resolution than 720", "more point values than 70": the column compared, then a number.
    const numbered =
      split && !inside && tokens[skipFiller(ctx, i + split.comparator.length)]?.number !== undefined
        ? split
        : undefined;
    const comparator: { op: Comparison; length: number; gap?: [number, number] } | undefined =
      numberFirst || exactCount
        ? { op: '=' as const, length: 0 }
        : (inside?.comparator ?? numbered?.comparator ?? unnamedMeasure(ctx, i) ?? readComparator(words, i));
    for (const m of (inside ?? numbered)?.also ?? []) ctx.claimed.add(m);
    if (!comparator) continue;
    const j = skipFiller(ctx, i + comparator.length);
    const target = tokens[j];
    // ("repositories under each license": a preposition before "each" groups; it compares with nothing.)
    const grouping =
      /^(under|over|above|below)$/.test(words[i] ?? '') && /^(each|every|per)$/.test(words[j] ?? '');
    const quantified = grouping ? undefined : quantifierAt(ctx, j, comparator.op);
    if (quantified) {
      // ("lower than any day in zip code 94107": a column after a preposition is a condition's, not the one compared.)
      const after = ctx.mentions.find(
        (m) =>
          m.kind === 'column' &&
          m.start >= quantified.end &&
          m.start <= quantified.end + 2 &&
          !ctx.words.slice(quantified.end, m.start).some((w) => CLAUSE_START.test(w)),
      );
      const hinted = mentionAt(ctx, i);
      // "longer than the average number of hours": the column averaged is the one compared, when it is a measure.
      // ("cost more than the average to build": of the columns named after the average and a verb, the one named
      // before.)
      const earlier = previousColumn(ctx, i);
      const earlierColumn = earlier?.kind === 'column' ? numericColumn(ctx, earlier) : undefined;
      const both =
        !quantified.named &&
        !quantified.row &&
        words[quantified.end] === 'to' &&
        after?.kind === 'column' &&
        after.columns.length > 1 &&
        earlierColumn !== undefined &&
        after.columns.includes(earlierColumn);
      const candidates = [
        both ? earlier : undefined,
        quantified.named,
        inside?.column,
        hinted?.kind === 'column' ? (hinted.hint && namedBeside(ctx, i)) || hinted : undefined,
        // (A column right after the row named is its clause's: "than a song with a rating below 8".)
        quantified.row ? undefined : after,
        earlier,
      ];
      // "made an order after any order that was Cancelled": before / after compare dates (or years).
      const temporal = /^(before|after|earlier|later)$/.test(words[i] ?? '');
      let subject = candidates.find((m) => {
        const c = numericColumn(ctx, m);
        return c !== undefined && isMeasure(c) && (!temporal || isDated(c));
      });
      let column = numericColumn(ctx, subject);
      const gapSpan = comparator.gap;
      const gap = gapSpan && gapMeasure(ctx, i, gapSpan);
      if (gapSpan && gap) {
        column = gap;
        subject = undefined;
        // ("Who earns more per hour than …": the words of the gap name no column shown.)
        for (const m of ctx.mentions) if (m.start >= gapSpan[0] && m.end <= gapSpan[1]) ctx.claimed.add(m);
      }
      if (!column) {
        // (Not a date when nothing temporal is said: "customers who spent more than the average" is no signup date.)
        const measure = temporal ? undefined : soleMeasure(ctx);
        column = temporal
          ? (namedDate(ctx, i, quantified.end) ?? dateColumn(ctx, i))
          : measure?.kind === 'number'
            ? measure
            : averagedMeasure(ctx, quantified.end);
        subject = undefined;
      }
      if (!column) continue;
      // "a price higher than the price of every product": each naming of the compared column is used up.
      // ("the salaries of all instructors that are less than the largest salary": not one named before the rows
      // the clause is about, which is asked for.)
      const askedFor = (m: Mention) =>
        m.end < i && ctx.mentions.some((x) => x.kind === 'table' && x.start >= m.end && x.end <= i);
      for (const m of candidates)
        if (m?.kind === 'column' && m.columns.includes(column) && !askedFor(m)) ctx.claimed.add(m);
      if (subject && !askedFor(subject)) ctx.claimed.add(subject);
      // "product types whose average price is higher than the average price of all products": each group's
      // aggregate against the one over every row (HAVING).
      const before = earlier;
      const grouped =
        before && column.kind === 'number' && before.kind === 'column' && before.columns.includes(column)
          ? aggregateBefore(ctx, before.start)
          : undefined;
      // (A multiple of the overall aggregate is not written for groups: declined as a comparison nothing read.)
      if (grouped && quantified.times !== undefined) continue;
      if (grouped) {
        // ("departments whose average salary is above the average": the salaries' table is joined to the groups.)
        ctx.tables.add(column.table);
        out.having = { agg: grouped.agg, column, op: comparator.op, value: 0, overall: quantified.agg };
        out.readings.push(
          `groups whose ${AGGREGATE_NAMES[grouped.agg]} ${column.column} ${comparator.op} the ${AGGREGATE_NAMES[quantified.agg]} over all`,
        );
        consume(ctx, grouped.at, quantified.end);
        continue;
      }
      // ("dogs that weigh more than the average for their own breed": the average of the rows sharing the breed.)
      const group = ownGroup(ctx, column, quantified.end);
      const end = group?.end ?? quantified.end;
      const f: Filter = {
        kind: 'vs-aggregate',
        column,
        op: comparator.op,
        agg: quantified.agg,
        ...(quantified.times !== undefined ? { times: quantified.times } : {}),
        ...(group ? { per: group.per } : {}),
      };
      lastCompared = column;
      out.filters.push(f);
      out.spans.set(f, [i, end]);
      const times = quantified.times !== undefined ? `${quantified.times} × ` : '';
      const per = group ? ` of the same ${group.per.column}` : '';
      out.readings.push(
        `${column.column} ${comparator.op} ${times}the ${AGGREGATE_NAMES[quantified.agg]} ${column.column}${per}`,
      );
      consume(ctx, i, end);
      continue;
    }
    const vsColumn = columnAgainstColumn(ctx, out, i, comparator);
    if (vsColumn) {
      out.filters.push(vsColumn.filter);
      out.spans.set(vsColumn.filter, [vsColumn.start, vsColumn.end]);
      out.readings.push(`${vsColumn.filter.column.column} ${comparator.op} ${vsColumn.filter.other.column}`);
      consume(ctx, i, vsColumn.end);
      continue;
    }
    // "under age 20", "above capacity 5000": the column named between the comparison and the number.
    const between =
      target?.number === undefined
        ? ctx.mentions.find((m) => m.kind === 'column' && m.start === j && !ctx.claimed.has(m))
        : undefined;
    const boundAt = between ? skipFiller(ctx, between.end) : -1;
    const bounded = between && numericColumn(ctx, between);
    if (between && bounded?.kind === 'number' && tokens[boundAt]?.number !== undefined) {
      const f = compareFilter(bounded, comparator.op, tokens[boundAt]!.number!);
      ctx.claimed.add(between);
      ctx.tables.add(bounded.table);
      out.filters.push(f);
      out.spans.set(f, [i, boundAt + 1]);
      out.readings.push(`${bounded.column} ${comparator.op} ${tokens[boundAt]!.number}`);
      consume(ctx, i, boundAt + 1);
      continue;
    }
    if (target?.number === undefined || ctx.consumed.has(j)) continue;
    let end = j + 1;
    let op = comparator.op;
    // "5 or more" widens the bound ("20 years old or older" too); "200 or less than 190" starts a second comparison.
    const or = afterUnits(words, end);
    // ("before 2000 or after the year of 2010": a number after it starts a second comparison.)
    const alone =
      !/^than$/.test(words[or + 2] ?? '') && tokens[skipFiller(ctx, or + 2)]?.number === undefined;
    const beyond = alone ? orBeyond(words, or) : undefined;
    if (beyond) {
      op = beyond;
      end = or + 2;
    }
    const value = target.number;
    const self = mentionAt(ctx, i);
    // ("the average salary per department, only for departments whose average is above 42000": the aggregate asked
    // for earlier, said again alone; its column stays asked for.)
    let bare = i - 1;
    while (/^(is|are|was|were)$/.test(words[bare] ?? '')) bare--;
    const again = words[bare - 1] === 'whose' ? AGGREGATE_WORDS[words[bare] ?? ''] : undefined;
    const asked = again
      ? ctx.mentions.find(
          (m) => m.kind === 'column' && m.end < bare && AGGREGATE_WORDS[words[m.start - 1] ?? ''] === again,
        )
      : undefined;
    const aggregated = asked?.kind === 'column' ? numericColumn(ctx, asked) : undefined;
    if (again && aggregated?.kind === 'number') {
      out.having = {
        agg: again,
        column: aggregated,
        op,
        value,
        ...(aggregated.table !== ctx.main.name ? { table: aggregated.table } : {}),
      };
      out.readings.push(`groups whose ${AGGREGATE_NAMES[again]} ${aggregated.column} ${op} ${value}`);
      consume(ctx, bare - 1, end);
      continue;
    }
    // The main table's own mention is claimed as the subject but may still be what is counted
    // ("which countries have more than 2 airports").
    // (Not across "and"/"or": "above 50 and mean visibility above 8" starts another comparison; nor "by":
    // "released after 2010 by artists from Bangladesh" counts no artists.)
    // ("hired before 2016? Give first names.": nor in the next sentence.)
    const next = ctx.mentions.find(
      (m) =>
        m.start >= end &&
        m.start <= (/^(and|or|but|by)$/.test(words[end] ?? '') ? end : end + 1) &&
        !ctx.tokens.slice(end, m.start + 1).some((t) => t.opensSentence) &&
        (!ctx.claimed.has(m) || (m.kind === 'table' && m.table === ctx.main && m.start > 0)),
    );
    // ("groomers with more than 5 completed appointments": a value of the rows counted, said before them, leaves
    // them counted and is a condition of its own.)
    const valueCounted =
      next?.kind === 'value'
        ? ctx.mentions.find(
            (m) =>
              m.kind === 'table' &&
              m.start === next.end &&
              m.table !== ctx.main &&
              next.entries.some((v) => v.column.table === m.table.name),
          )
        : undefined;
    const following = valueCounted ?? next;
    // "stadiums with capacity greater than 60000": a column named just before is what is compared.
    // ("years when at least two shops opened": "when" opens a clause, it names no column compared.)
    const namedJustBefore = ctx.mentions.some(
      (m) =>
        m.kind === 'column' &&
        !(m.end - m.start === 1 && /^(when|where)$/.test(ctx.words[m.start]!)) &&
        (m.end === i || (m.end === i - 1 && /^(is|are|was|were|of|being)$/.test(ctx.words[i - 1] ?? ''))),
    );
    // "customers who have spent more than 1000 (in total)": the sum of the money their related rows hold;
    // "products that sold more than 3 units", of the quantities.
    // (Whether or not "units" was taken for the quantity column: the sum of it is bounded.)
    const unitsNamed = mentionsCovering(ctx, end);
    const units = SOLD_UNITS.test(words[end] ?? '') && unitsNamed.every((m) => m.kind === 'column');
    // ("projects that have been invoiced more than once": how many times, not how much.)
    const often = /^(once|twice|thrice)$/.test(words[end - 1] ?? '') || words[end] === 'times';
    // ("brought in more than £1,000": the verb before its particle — not "brought in more than two items".)
    const broughtIn = words[i - 1] === 'in' && words[i - 2] === 'brought' && !mentionAt(ctx, end);
    const verbAt = broughtIn ? i - 2 : i - 1;
    const money =
      (MONEY_VERBS.test(words[verbAt] ?? '') || broughtIn) && !often
        ? moneyColumn(ctx, words[verbAt]!)
        : units
          ? quantityColumn(ctx)
          : undefined;
    // ("Which payment methods have brought in over £2,500 in total?": the rows' own money, summed per group.)
    if (money && (money.table !== ctx.main.name || (totalSaid(words, end) > 0 && !units))) {
      boundSum(ctx, out, money, op, value);
      for (const m of units ? unitsNamed : []) ctx.claimed.add(m);
      const last = units ? end + 1 : end;
      consume(ctx, units ? i : verbAt, last + totalSaid(words, last));
      continue;
    }
    // "the categories of the festivals with count more than 1": how many rows each group has.
    if (/^(count|counts)$/.test(words[i - 1] ?? '') && !ctx.consumed.has(i - 1) && Number.isInteger(value)) {
      out.having = { agg: 'count', op, value };
      out.readings.push(`groups with ${op} ${value} rows`);
      consume(ctx, i - 1, end);
      continue;
    }
    // "albums whose number of tracks is greater than 10": a count of related rows named before the comparison.
    const countedBefore = ctx.mentions.find(
      (m) =>
        m.kind === 'table' &&
        m.table !== ctx.main &&
        !ctx.claimed.has(m) &&
        (m.end === i || (m.end === i - 1 && /^(is|are)$/.test(words[i - 1] ?? ''))) &&
        words[m.start - 1] === 'of' &&
        words[m.start - 2] === 'number',
    );
    if (countedBefore?.kind === 'table' && Number.isInteger(value) && !namedJustBefore) {
      ctx.claimed.add(countedBefore);
      placeRelatedCount(ctx, out, countedBefore.table.name, op, value, [countedBefore.start - 2, end]);
      consume(ctx, countedBefore.start - 2, end);
      continue;
    }
    // "Which employees manage more than 5 employees?", "members who lead more than three other members": rows counted
    // through the main table's reference to its own rows (`manager_id`), not a value of that reference.
    const selfRef = ctx.main.selfReference;
    const leads =
      (self?.kind === 'column' && selfRef !== undefined && self.columns.includes(selfRef)) ||
      /^(lead|leads|led|manage|manages|managed|supervise|supervises|supervised|mentor|mentors|mentored|oversee|oversees|oversaw)$/.test(
        words[i - 1] ?? '',
      );
    // ("more than three other players", "more than two people": others of their kind, named by a word no table has.)
    const kin = words[end] === 'other' ? end + 1 : end;
    const others =
      (kin > end ? /^[a-z]{3,}$/ : /^(people|others)$/).test(words[kin] ?? '') && !mentionAt(ctx, kin);
    const ownRows = (following?.kind === 'table' && following.table === ctx.main) || others;
    if (ownRows && selfRef && leads && Number.isInteger(value)) {
      if (following) ctx.claimed.add(following);
      if (self) ctx.claimed.add(self);
      out.filters.push({ kind: 'related-count', table: ctx.main.name, op, value, negated: false });
      out.readings.push(`${ctx.main.name} whose ${selfRef.column} rows are ${op} ${value}`);
      consume(ctx, self?.start ?? i, others ? kin + 1 : following!.end);
      continue;
    }
    if (following?.kind === 'table' && following.table.name === ctx.main.name && !namedJustBefore) {
      ctx.claimed.add(following);
      out.having = { agg: 'count', op, value };
      out.readings.push(`groups with ${op} ${value} ${following.table.name}`);
      consume(ctx, i, following.end);
      continue;
    }
    // "pens that can hold at least three cats" over `max_cats`: the rows' own capacity for them, not a count.
    // (Said with a verb of fitting: "classes with five or more students enrolled" count them.)
    const fitting = words.slice(Math.max(0, i - 3), i).some((w) => FITTING.test(w));
    const capacity = following?.kind === 'table' && fitting ? capacityFor(ctx, following) : undefined;
    if (capacity && following) {
      const f = compareFilter(capacity, op, value);
      ctx.claimed.add(following);
      out.filters.push(f);
      out.spans.set(f, [i, following.end]);
      out.readings.push(`${capacity.column} ${op} ${value}`);
      consume(ctx, i, following.end);
      continue;
    }
    // ("students younger than 20 who take part in …": a comparison that names its own measure counts no rows; nor
    // does one in time, "wines made before 2005 whose appellation …".)
    const inTime = /^(before|after|since|until)$/.test(words[i] ?? '') && isYear(value);
    if (
      following?.kind === 'table' &&
      following.table.name !== ctx.main.name &&
      self?.kind !== 'column' &&
      !inTime
    ) {
      // "customers with more than 3 orders": a count of related rows per main row.
      ctx.claimed.add(following);
      placeRelatedCount(ctx, out, following.table.name, op, value, [i, following.end]);
      consume(ctx, i, following.end);
      continue;
    }
    // "users who tweeted less than twice", "visited more than 3 times": how often, a count of (related) rows.
    if (/^(once|twice|thrice)$/.test(words[j] ?? '') || (words[end] === 'times' && Number.isInteger(value))) {
      const related = ctx.mentions
        .filter(
          (m) =>
            m.kind === 'table' && m.table !== ctx.main && !ctx.claimed.has(m) && m.end <= i && m.end >= i - 4,
        )
        .at(-1);
      const table = following?.kind === 'table' && following.table !== ctx.main ? following : related;
      const last = words[end] === 'times' ? end + 1 : end;
      const role = table ? undefined : roleBefore(ctx, i);
      if (table?.kind === 'table') {
        ctx.claimed.add(table);
        placeRelatedCount(ctx, out, table.table.name, op, value, [i, last]);
      } else if (role) {
        ctx.claimed.add(role.mention);
        placeRelatedCount(ctx, out, role.column.table, op, value, [i, last]);
      } else {
        out.having = { agg: 'count', op, value };
        out.readings.push(`${op} ${value} times`);
      }
      consume(ctx, i, last);
      continue;
    }
    // "handlers who have led more than 5 displays", "members who have missed more than one rehearsal": after a verb,
    // a noun no name spells (singular after one) counts the rows of the table referring to the main ones — the one
    // the noun names, or the only one.
    const verb = words[i - 1] ?? '';
    const rowsWord = words[end] ?? '';
    // ("at least one grade B" says which rows exist, read with the values.)
    const unnamedRows =
      Number.isInteger(value) &&
      !(op === '>=' && value === 1) &&
      (!following || (following.kind === 'column' && following.start === end)) &&
      !self &&
      (isParticiple(verb) || /^(have|has|had|with)$/.test(verb) || /[a-z]{2}[^s]s$/.test(verb)) &&
      (value === 1 ? /^[a-z]{3,}$/ : /^[a-z]{3,}[^su]s$/).test(rowsWord) &&
      !STOPWORDS.has(rowsWord) &&
      // (Not a unit, "more than 50,000 miles"; and said of the rows themselves, "Which acts …", not of groups.)
      !isUnit(ctx.tokens[end]!.stem) &&
      ctx.mentions.some((m) => m.kind === 'table' && m.table === ctx.main && m.end <= i);
    // ("milliners who have held more than one role": or a column of the rows referring to them, `milliner_roles.role`.)
    const covering = unnamedRows ? mentionsCovering(ctx, end) : [];
    const referring = unnamedRows ? referringTables(ctx.index, ctx.main.name) : [];
    // (A text column only: "more than 10000 votes" compares a measure.)
    const ofReferring =
      covering.length === 1 &&
      covering[0]!.kind === 'column' &&
      covering[0]!.columns.every((c) => c.kind === 'text')
        ? [...new Set(covering[0]!.columns.map((c) => c.table))].filter((t) => referring.includes(t))
        : [];
    if (unnamedRows && (covering.length === 0 || ofReferring.length === 1)) {
      const table = ofReferring[0] ?? referringNoun(ctx, ctx.tokens[end]!.stem);
      // (A bound past the rows there are is no count of them: "colleges with more than 15000 students".)
      if (table && value < (findTable(ctx.index, table)?.rowCount ?? 0)) {
        if (following) ctx.claimed.add(following);
        placeRelatedCount(ctx, out, table, op, value, [i, end + 1]);
        consume(ctx, i, end + 1);
        continue;
      }
    }
    // "regions that have more than 400 beds in total": the sum of a measure over each group's rows.
    const totalAt = following?.kind === 'column' && following.start === end ? following.end : -1;
    const inTotal =
      totalAt > 0 &&
      ((words[totalAt] === 'in' && /^(total|all)$/.test(words[totalAt + 1] ?? '')) ||
        /^(altogether|combined)$/.test(words[totalAt] ?? ''));
    const summed = inTotal && following?.kind === 'column' ? numericColumn(ctx, following) : undefined;
    if (following?.kind === 'column' && summed?.kind === 'number' && !summed.isId) {
      ctx.claimed.add(following);
      boundSum(ctx, out, summed, op, value);
      consume(ctx, i, words[totalAt] === 'in' ? totalAt + 2 : totalAt + 1);
      continue;
    }
    // ("albums with at least one Reggae track": there being such rows, read with the value and the rows it names.)
    const existence = (op === '>=' && value === 1) || (op === '>' && value === 0);
    if (
      existence &&
      following?.kind === 'value' &&
      following.start === end &&
      ctx.mentions.some((m) => m.kind === 'table' && m.start === following.end)
    ) {
      consume(ctx, i, end);
      continue;
    }
    // "event names with more than 2 records", "buildings with at least 10 professors": a count of rows per group,
    // when the number is followed by a plural noun that names no column and is no unit of measure.
    const noun = words[end] ?? '';
    // ("years in which at least two shops opened": a column named after the noun is the clause's verb.)
    // ("dates on which more than one revisions were made": a date column in the plural is no count of dates.)
    const countedNoun =
      following === undefined ||
      following.kind === 'value' ||
      following.start > end ||
      (following.kind === 'column' && following.end === end + 1 && following.columns.every(isDated));
    if (
      countedNoun &&
      Number.isInteger(value) &&
      value < 100 &&
      !namedJustBefore &&
      /^[a-z]{2,}[^su]s$/.test(noun) &&
      !UNITS.has(noun) &&
      !STOPWORDS.has(noun)
    ) {
      out.having = { agg: 'count', op, value };
      out.readings.push(`groups with ${op} ${value} rows`);
      // (A dated noun stays free to name the groups: "days on which more than one revisions were made".)
      consume(ctx, i, following ? end : end + 1);
      continue;
    }
    // "colleges that have two or more players" where `Player` holds names: a text column named in the plural after
    // the number is counted as rows, not compared with the number.
    const counted =
      following?.kind === 'column' &&
      following.start === end &&
      Number.isInteger(value) &&
      value < 100 &&
      !namedJustBefore &&
      namesRowsInPlural(ctx, following);
    if (counted) {
      ctx.claimed.add(following);
      out.having = { agg: 'count', op, value };
      out.readings.push(`groups with ${op} ${value} rows`);
      consume(ctx, i, following.end);
      continue;
    }
    // ("a trip of duration below 100 started": a verb after the number is the clause's, not what is compared.)
    const verbAfter =
      following?.kind === 'column' &&
      following.end - following.start === 1 &&
      isVerbForm(words[following.start]!) &&
      ctx.mentions.some((m) => m.kind === 'column' && m.end === i && numericColumn(ctx, m)?.kind !== 'text');
    const adjacent = numbered !== undefined || self?.kind === 'column' || following?.kind === 'column';
    // ("a chip with more than 32 MB of RAM": the column after the unit and "of" is what is measured.)
    const unitEnd = afterUnits(words, end);
    const measuredOf =
      unitEnd > end && words[unitEnd] === 'of'
        ? ctx.mentions.find(
            (m) => m.kind === 'column' && m.start === unitEnd + 1 && numericColumn(ctx, m)?.kind === 'number',
          )
        : undefined;
    const beside = namedBeside(ctx, i, following?.start === end ? following : undefined);
    const hinted = self?.kind === 'column' && self.hint && !verbAfter ? beside : undefined;
    // ("more than £40 an hour": the rate the period names, before the period's own column, `max_weekly_hours`.)
    const rate = numbered || hinted || self?.kind === 'column' ? undefined : ratePer(ctx, end);
    if (rate)
      for (const m of ctx.mentions) if (m.start >= rate.start && m.end <= rate.end) ctx.claimed.add(m);
    let subject = numbered
      ? numbered.column
      : hinted
        ? hinted
        : self?.kind === 'column'
          ? self
          : (rate ??
            (following?.kind === 'column' && !verbAfter
              ? following
              : (measuredOf ??
                unitNamed(ctx, end, j) ??
                previousColumn(ctx, i) ??
                // (Not one a later sentence asks to show: "… before 2022? Show their dates".)
                ctx.mentions.find(
                  (m) =>
                    m.kind === 'column' &&
                    !ctx.claimed.has(m) &&
                    !(m.start > i && ctx.tokens.slice(i, m.start + 1).some((t) => t.opensSentence)),
                ))));
    let column = numericColumn(ctx, subject);
    // "students with at least one grade 'B'": a number before a column of words counts them, it is not one of them.
    if (subject === following && column?.kind === 'text' && !numberLike(column)) continue;
    // (A column named further back, or any column at all, is only a guess at what the number is about.)
    const near = subject !== undefined && subject.end <= i && subject.end >= i - 2;
    let guessed = adjacent || near ? undefined : column;
    // "before the year of 2005": the year is what is compared. So it is for "before 2010" said of rows whose
    // measure was named ("the prices of wines produced before 2010"), or of a column no year fits ("degrees
    // conferred across all campuses since 2000", `Campus` 1 to 23).
    const yearNamed =
      words.slice(i, j).includes('year') ||
      (/^(before|after|since)$/.test(words[i] ?? '') &&
        isYear(value) &&
        column !== undefined &&
        !isDated(column) &&
        subject !== undefined &&
        // ("What do the wines made before 2010 cost?": nor the verb after it.)
        (subject.end < i - 1 || subject.start >= end || farOutside(column, value)))
        ? dateColumn(ctx)
        : undefined;
    // ("wines made before 2010 cost": a verb after the year is the clause's.)
    const verbAfterYear = subject === following && following !== undefined && following.start >= end;
    if (yearNamed && (!adjacent || verbAfterYear)) {
      column = yearNamed;
      // (The year named there is used up: "the prices of wines produced before the year of 2010" shows prices.)
      subject = ctx.mentions.find(
        (m) => m.kind === 'column' && m.start > i && m.start < j && m.columns.includes(yearNamed),
      );
    } else if (!adjacent && lastCompared && /^(or|and)$/.test(words[i - 1] ?? '')) {
      // "taller than 200 or shorter than 190": the second bound is on the column of the first.
      column = lastCompared;
      subject = undefined;
    } else {
      const measure = plausibleSubject(column, adjacent) ? undefined : soleMeasure(ctx, i, value);
      if (measure) {
        column = measure;
        guessed = measure;
        subject = undefined;
      } else if (
        column &&
        !adjacent &&
        !(subject && subject.end <= i && subject.end >= i - 1) &&
        !numberLike(column)
      ) {
        column = undefined;
      }
    }
    if (!column) continue;
    // (A number the column cannot hold is about something not read: left unread, the question is declined.)
    if (guessed && column === guessed && farOutside(column, value)) continue;
    // ("Which buyers have raised at least 10 purchase orders?" beside `raised_dt`: a date is compared with years only.)
    if (column.kind === 'date' && !isYear(value)) continue;
    // "positions whose average points is larger than 20" read on `Position`: a column whose values are words holds
    // no number to compare with.
    if (column.kind === 'text' && column.profile.samples.length > 0 && !numberLike(column)) continue;
    // ("the name, enrollment of the colleges whose size is bigger than 10000": a column named before the rows the
    // clause is about is only guessed at; its naming stays free to be asked for.)
    const rowsBetween =
      subject !== undefined &&
      ctx.mentions.some((m) => m.kind === 'table' && m.start >= subject.end && m.end <= i);
    if (subject && !(guessed && column === guessed && rowsBetween)) ctx.claimed.add(subject);
    // ("priced above 700 dollars" over `price_in_dollars`: words naming the column on either side are read with it.)
    for (const m of ctx.mentions)
      if (
        m.kind === 'column' &&
        (m.end === i || (m.start === end && UNITS.has(words[end] ?? ''))) &&
        m.columns.includes(column)
      )
        ctx.claimed.add(m);
    ctx.tables.add(column.table);
    // "departments whose average salary is above 42000": a condition on each group's aggregate (HAVING).
    const averaged = onAverageBeside(ctx, i, Math.max(end, subject?.end ?? end));
    const aggregate = averaged
      ? { agg: 'avg' as const, at: averaged.at }
      : subject
        ? aggregateBefore(ctx, subject.start)
        : undefined;
    // "the zip codes whose average visibility is below 10": another column of the table, named before, is the group.
    const grouped =
      aggregate !== undefined &&
      ctx.mentions.some(
        (m) =>
          m.kind === 'column' &&
          m.end <= aggregate.at &&
          m.columns.some((c) => c.table === column.table && c !== column && c.kind !== 'date'),
      );
    if (
      aggregate &&
      column.kind === 'number' &&
      (column.table !== ctx.main.name || grouped || ctx.words.some((w) => /^(each|per|every)$/.test(w)))
    ) {
      out.having = {
        agg: aggregate.agg,
        column,
        op,
        value,
        ...(column.table !== ctx.main.name ? { table: column.table } : {}),
      };
      out.readings.push(`groups whose ${AGGREGATE_NAMES[aggregate.agg]} ${column.column} ${op} ${value}`);
      // ("more than 10000 total access count": the aggregate may follow the number.)
      consume(ctx, Math.min(i, aggregate.at), Math.max(end, subject?.end ?? end, averaged?.end ?? end));
      continue;
    }
    // "countries that do not have a stadium opened after 2006": a negation shortly before, with no other
    // condition in between, negates the comparison.
    const from = Math.max(0, i - 8);
    const negatedAt = ctx.words
      .slice(from, i)
      // ("product types with products under 100 except those with a product over 900": "except" denies too.)
      .findIndex((w, k) => (isNegation(w) || isExclusion(w)) && !ctx.consumed.has(from + k));
    // ("more than two hours" over `play_time_mins`: 120.)
    const scaled = inColumnUnits(column, value, words[j] ?? '', words[j + 1] ?? '');
    // ("no more than 5" is a comparator of its own, read above.)
    if (negatedAt >= 0 && !/^(no|not)$/.test(ctx.words[i - 1] ?? '')) {
      consume(ctx, from + negatedAt, from + negatedAt + 1);
      out.negated.push(compareFilter(column, op, scaled));
      out.readings.push(`not ${column.column} ${op} ${scaled}`);
      consume(
        ctx,
        i,
        Math.max(end, subject && (subject === following || subject.start === end) ? subject.end : end),
      );
      continue;
    }
    const compared = compareFilter(column, op, scaled);
    out.filters.push(compared);
    out.spans.set(compared, [i, end]);
    lastCompared = column;
    out.readings.push(`${column.column} ${op} ${scaled}`);
    consume(
      ctx,
      i,
      Math.max(end, subject && (subject === following || subject.start === end) ? subject.end : end),
    );
  }
  keepEarlierHaving(out, held);
}

/** "regions with more than 400 beds in total", "customers who have spent more than 1000": each group's sum bounded. */
function boundSum(
  ctx: ParseContext,
  out: FilterClauses,
  column: ColumnEntry,
  op: Comparison,
  value: number,
): void {
  ctx.tables.add(column.table);
  out.having = {
    agg: 'sum',
    column,
    op,
    value,
    ...(column.table !== ctx.main.name ? { table: column.table } : {}),
  };
  out.readings.push(`groups whose total ${column.column} ${op} ${value}`);
}

/** How many words at `k` say "in total", "altogether" or "combined" (0 when none do). */
function totalSaid(words: string[], k: number): number {
  if (words[k] === 'in' && words[k + 1] === 'total') return 2;
  return /^(altogether|combined)$/.test(words[k] ?? '') ? 1 : 0;
}

/**
 * "manufacturers with more than 2 products and an average price above 100": a condition on the groups read after
 * another keeps the earlier one too (both hold). Returns the conditions now held, to compare with on the next call.
 */
function keepEarlierHaving(out: FilterClauses, held: Having | undefined): Having | undefined {
  if (!out.having || out.having === held) return out.having;
  if (held) out.having = bothHaving(held, out.having);
  return out.having;
}

function bothHaving(first: Having, then: Having): Having {
  return { ...first, and: first.and ? bothHaving(first.and, then) : then };
}

/**
 * "the city that served as a host more than once": a column named shortly before that refers to the main table's
 * rows from another table (`hosting_city.Host_City`) — each of its rows is one time.
 */
function roleBefore(ctx: ParseContext, i: number): { mention: Mention; column: ColumnEntry } | undefined {
  const key = ctx.main.key;
  if (!key) return undefined;
  for (const m of ctx.mentions) {
    if (m.kind !== 'column' || ctx.claimed.has(m) || m.end > i || m.end < i - 4) continue;
    // (Not a table's own name, "jobs done more than once": its rows are what is counted.)
    if (ctx.mentions.some((t) => t.kind === 'table' && t.start <= m.start && m.end <= t.end)) continue;
    const roles = m.columns.filter(
      (c) =>
        c.table !== ctx.main.name &&
        referencesFrom(ctx.index, c).some((r) => r.toTable === ctx.main.name && r.toColumn === key.column),
    );
    // (One table's column only: "jobs" naming `employees.JOB_ID` and `job_history.JOB_ID` says no role.)
    const [column] = roles;
    if (column && roles.length === 1) return { mention: m, column };
  }
  return undefined;
}

/**
 * The numeric column that holds a table's key for the main table: the reference of a table relating the two that is
 * named right before ("students minoring in department 140": `Minor_in.DNO`), else its own reference to it, else the
 * key.
 */
function keyOf(ctx: ParseContext, table: TableEntry, at?: Mention): ColumnEntry | undefined {
  const key =
    table.key && (bridgeReference(ctx, table, at) ?? referencingColumn(ctx, table.key) ?? table.key);
  return key?.kind === 'number' ? key : undefined;
}

/** The reference to `table`'s key of a table named right before `at` that relates the main table's rows to it. */
function bridgeReference(ctx: ParseContext, table: TableEntry, at?: Mention): ColumnEntry | undefined {
  const bridge = at && ctx.mentions.find((m) => m.kind === 'table' && m.end === at.start);
  if (bridge?.kind !== 'table' || bridge.table === ctx.main || bridge.table === table) return undefined;
  if (!refers(ctx.index, bridge.table.name, ctx.main.name)) return undefined;
  const r = ctx.index.relationships.find(
    (x) => x.fromTable === bridge.table.name && x.toTable === table.name && x.toColumn === table.key?.column,
  );
  return r && bridge.table.columns.find((c) => c.column === r.fromColumn);
}

/** The one numeric column of the tables read so far whose run-together name ends in the word at `i`, if any. */
function columnEndingIn(ctx: ParseContext, i: number): ColumnEntry | undefined {
  const t = ctx.tokens[i];
  if (!t || ctx.consumed.has(i) || STOPWORDS.has(t.text) || t.text.length < 4) return undefined;
  if (ctx.mentions.some((m) => m.start <= i && i < m.end)) return undefined;
  const found = ctx.index.tables
    .filter((tb) => tb.name === ctx.main.name || ctx.tables.has(tb.name))
    .flatMap((tb) =>
      tb.columns.filter((c) => {
        const name = c.column.toLowerCase().replace(/[^a-z0-9]/g, '');
        return c.kind === 'number' && name.length > t.text.length && name.endsWith(t.text);
      }),
    );
  return found.length === 1 ? found[0] : undefined;
}

/**
 * "students in third grade", "each fourth-grade classroom": an ordinal right before the name of a column of small
 * whole numbers that reach it is that column's value (`grade = 3`).
 */
export function readOrdinalValues(ctx: ParseContext, out: FilterClauses): void {
  ctx.tokens.forEach((_, i) => {
    const found = ordinalValue(ctx, i);
    if (!found) return;
    const { named, column, value } = found;
    ctx.claimed.add(named);
    ctx.tables.add(column.table);
    const f: Filter = { kind: 'compare', column, op: '=', value };
    out.filters.push(f);
    out.spans.set(f, [i, named.end]);
    out.readings.push(`${column.column} = ${value}`);
    consume(ctx, i, named.end);
  });
}

/** Stems of a column's words keeping where a row finished: `club_position`, `placing`, `rk`, `finish_pos`. */
const PLACE_WORDS = /^(rank|rk|posit|po|pos|place|finish|stand)$/;

/**
 * "In which contests did the club finish in the top 20?", "riders who came in the top 3": a place kept as a number
 * (`club_position`, of the rows or of the one table referring to them) at most N.
 */
export function readTopPlaces(ctx: ParseContext, out: FilterClauses): void {
  ctx.tokens.forEach((_, i) => {
    const column = topPlace(ctx, i);
    if (!column) return;
    const n = ctx.tokens[i + 1]!.number!;
    ctx.tables.add(column.table);
    const f: Filter = { kind: 'compare', column, op: '<=', value: n };
    out.filters.push(f);
    out.spans.set(f, [i - 2, i + 2]);
    out.readings.push(`${column.column} <= ${n}`);
    consume(ctx, i - 2, i + 2);
  });
}

/** The column keeping the place that "in the top N" at `i` bounds, if that is what it says. */
export function topPlace(ctx: ParseContext, i: number): ColumnEntry | undefined {
  const { words } = ctx;
  if (words[i] !== 'top' || ctx.tokens[i + 1]?.number === undefined || words[i - 1] !== 'the')
    return undefined;
  if (!/^(in|within|into)$/.test(words[i - 2] ?? '')) return undefined;
  // ("in the top 3 products by sales" ranks; a place is said last, or before "in", "at", "of", "for".)
  const after = words[i + 2];
  if (after !== undefined && !closesSentence(ctx.tokens, i + 1) && !/^(in|at|of|for|and|or)$/.test(after))
    return undefined;
  const places = (tables: TableEntry[]) =>
    tables.flatMap((tb) =>
      tb.columns.filter((c) => c.kind === 'number' && !c.isId && c.words.some((w) => PLACE_WORDS.test(w))),
    );
  const own = places([ctx.main]);
  const referring = referringTables(ctx.index, ctx.main.name).flatMap((t) => findTable(ctx.index, t) ?? []);
  const found = own.length > 0 ? own : places(referring);
  return found.length === 1 ? found[0] : undefined;
}

/** The ordinal at `i` as the value of the column named right after it, when it is one. */
export function ordinalValue(
  ctx: ParseContext,
  i: number,
): { named: Mention; column: ColumnEntry; value: number } | undefined {
  const t = ctx.tokens[i];
  const value = t && ORDINALS[t.text];
  if (value === undefined || t?.quoted || ctx.consumed.has(i)) return undefined;
  const named = ctx.mentions.find((m) => m.kind === 'column' && m.start === i + 1 && !ctx.claimed.has(m));
  if (named?.kind !== 'column') return undefined;
  const holds = (c: ColumnEntry) =>
    c.kind === 'number' &&
    !c.isId &&
    c.profile.distinctCount <= 20 &&
    Number.isInteger(Number(c.profile.min)) &&
    Number.isInteger(Number(c.profile.max)) &&
    Number(c.profile.min) <= value &&
    value <= Number(c.profile.max);
  const candidates = named.columns.filter(holds);
  const column = candidates.length > 0 ? resolveColumn(ctx, candidates) : undefined;
  return column && { named, column, value };
}

/** Numbers left over next to a column: "age 20", "20 years old", "rating of 5". */
export function readEqualities(ctx: ParseContext, out: FilterClauses): void {
  ctx.tokens.forEach((t, i) => {
    if (ctx.consumed.has(i) || t.number === undefined) return;
    // "their 100 meter scores": the number is part of the name of a column named around it (`meter_100`).
    const naming = mentionsCovering(ctx, i).some(
      (m) => m.kind === 'column' && m.columns.some((c) => c.words.includes(String(t.number))),
    );
    if (naming) {
      consume(ctx, i, i + 1);
      return;
    }
    // "aged 36 or 37": a number after "or" is another value of the number before it.
    const previous = [...out.spans].find(
      ([f, [, end]]) => end === i - 1 && f.kind === 'compare' && f.op === '=',
    );
    if (previous && /^(or|and)$/.test(ctx.words[i - 1] ?? '') && previous[0].kind === 'compare') {
      const f: Filter = { kind: 'compare', column: previous[0].column, op: '=', value: t.number };
      out.filters.push(f);
      out.spans.set(f, [i, i + 1]);
      out.readings.push(`${f.column.column} = ${t.number}`);
      consume(ctx, i - 1, i + 1);
      return;
    }
    // "employees in department 70": a table named right before a number is its row with that key (the main table's
    // reference to it, without a join), though a column is named a little before ("supplied by supplier 3").
    const tableAt = ctx.mentions.find((m) => m.kind === 'table' && m.end === i);
    // ("the classrooms grade 5 is using": the column nearest the number.)
    const before = ctx.mentions.findLast(
      (m) =>
        m.kind === 'column' &&
        !ctx.claimed.has(m) &&
        m.end >= i - 2 &&
        m.end <= i &&
        (!tableAt || m.end === i),
    );
    const table = before ? undefined : tableAt;
    const keyed =
      table?.kind === 'table' && Number.isInteger(t.number) ? keyOf(ctx, table.table, table) : undefined;
    // ("have 8741 as the advisor": the column after "as" is the one the number is, whatever was named before.)
    const role =
      ctx.words[i + 1] === 'as' ? (/^(the|a|an)$/.test(ctx.words[i + 2] ?? '') ? i + 3 : i + 2) : -1;
    const after = ctx.mentions.find(
      (m) =>
        m.kind === 'column' && !ctx.claimed.has(m) && m.start > i && (m.start <= i + 2 || m.start === role),
    );
    // "the price ranges of five star hotels": a column right after the number is what it measures, not the one
    // whose "of" leads to the rows.
    const ofRows = before?.end === i - 1 && ctx.words[i - 1] === 'of' && after?.start === i + 1;
    const subject = keyed ? table : ofRows || after?.start === role ? after : (before ?? after);
    // "customers with postal code 70174": among text columns of the name, the one holding the number.
    const holding = (c: ColumnEntry) =>
      c.profile.values.find((v) => v.trim() === t.raw || Number(v) === t.number);
    // "the supplier with id 2": the key of the table named just before.
    const owner =
      subject?.kind === 'column'
        ? ctx.mentions.find(
            (m) =>
              m.kind === 'table' &&
              m.end >= subject.start - 2 &&
              m.end < subject.start &&
              /^(with|whose|of)$/.test(ctx.words[m.end] ?? '') &&
              m.table.key !== undefined &&
              subject.columns.includes(m.table.key),
          )
        : undefined;
    const named = owner?.kind === 'table' ? keyOf(ctx, owner.table) : numericColumn(ctx, subject);
    const held =
      named?.kind === 'text' && subject?.kind === 'column' && holding(named) === undefined
        ? subject.columns.filter((c) => c.kind === 'text' && holding(c) !== undefined)
        : [];
    const column = keyed ?? (held.length > 0 ? resolveColumn(ctx, held) : named);
    // "students in room 108": a word that ends the name of one numeric column (`Classroom`) names it.
    const tail = subject ? undefined : columnEndingIn(ctx, i - 1);
    if (tail && Number.isInteger(t.number)) {
      const f: Filter = { kind: 'compare', column: tail, op: '=', value: t.number };
      ctx.tables.add(tail.table);
      out.filters.push(f);
      out.spans.set(f, [i - 1, i + 1]);
      out.readings.push(`${tail.column} = ${t.number}`);
      consume(ctx, i - 1, i + 1);
      return;
    }
    if (!column || !subject) return;
    // "their 100 meter scores": the number is part of the column's name (`meter_100`).
    if (column.words.includes(String(t.number))) {
      consume(ctx, i, i + 1);
      return;
    }
    // "account name 162", "zip code 197": digits kept as text match the column's text values.
    const value =
      column.kind === 'number'
        ? inColumnUnits(column, t.number, t.text, ctx.words[i + 1] ?? '')
        : column.kind === 'text'
          ? holding(column)
          : undefined;
    if (value === undefined) return;
    // "the customer with card 4560596484842" on `card_id` (1 to 15): not a value the column could hold.
    if (farOutside(column, value)) return;
    ctx.claimed.add(subject);
    ctx.tables.add(column.table);
    // "whose age is not 20".
    const not = ctx.words[i - 1] === 'not' && !ctx.consumed.has(i - 1);
    // "students who do not have advisor 2192", "… do not have 2192 as the advisor": a negation of the clause the
    // number is in, stated positively for the negations to place.
    const denied = not ? -1 : clauseNegation(ctx, Math.min(i, subject.start));
    if (denied >= 0) {
      const f: Filter = { kind: 'compare', column, op: '=', value };
      out.negated.push(f);
      out.readings.push(`not ${column.column} = ${value}`);
      consume(ctx, denied, denied + 1);
      consume(ctx, i, i + 1);
      return;
    }
    // ("songs of 4 minute duration" over '4:12': the whole minute, 240 to 299 seconds.)
    const minute = column.held?.as === 'seconds' && !not && /^minutes?$/.test(ctx.words[i + 1] ?? '');
    const op = not ? '!=' : '=';
    const f: Filter =
      minute && typeof value === 'number'
        ? { kind: 'between', column, low: value, high: value + 59 }
        : { kind: 'compare', column, op, value };
    out.filters.push(f);
    out.spans.set(f, [i, i + 1]);
    out.readings.push(`${column.column} ${op} ${value}`);
    consume(ctx, not ? i - 1 : i, i + 1);
  });
}

/** An unread negation at most four words before `at`, in the same clause ("do not have advisor 2192"), or -1. */
function clauseNegation(ctx: ParseContext, at: number): number {
  for (let k = at - 1; k >= Math.max(0, at - 4); k--) {
    const w = ctx.words[k] ?? '';
    if (/^(and|or|but|who|whose|which|that|with)$/.test(w)) return -1;
    if (isNegation(w) && !ctx.consumed.has(k)) return k;
  }
  return -1;
}

/** Words between a table's name and a number that say the number is the rows' own number ("card with the number"). */
const NUMBER_WORDS = /^(with|the|number|no|num)$/;

/**
 * "the customer with card 4560596484842", "the card with the number 4560596484842": a number after a table's name
 * that its key cannot hold is the table's own number (`card_number`), when the table has one column so named and
 * the number is within its values.
 */
export function readHeldNumbers(ctx: ParseContext, out: FilterClauses): void {
  ctx.tokens.forEach((t, i) => {
    if (ctx.consumed.has(i) || t.number === undefined || !Number.isInteger(t.number)) return;
    // ("five-star reviews", "3 star hotels": the rows' one rating holding the number.)
    const rows = /^stars?$/.test(ctx.words[i + 1] ?? '')
      ? ctx.mentions.find((m) => m.kind === 'table' && m.start === i + 2)
      : undefined;
    const rated =
      rows?.kind === 'table'
        ? rows.table.columns.filter(
            (c) => c.words.some((w) => /^(star|rate|rating|score)$/.test(w)) && holds(c, t.number!),
          )
        : [];
    // ("all 1-credit courses", "3-bedroom flats": the number of a column the rows named right after hold.)
    const measure = ctx.mentions.find((m) => m.kind === 'column' && m.start === i + 1 && m.end === i + 2);
    const measured = measure && ctx.mentions.find((m) => m.kind === 'table' && m.start === measure.end);
    const held =
      rated.length === 0 && measure?.kind === 'column' && measured?.kind === 'table'
        ? measure.columns.filter(
            (c) => c.table === measured.table.name && c.kind === 'number' && !c.isId && holds(c, t.number!),
          )
        : [];
    const [said] = rated.length === 1 ? rated : held.length === 1 ? held : [];
    if (said) {
      const f: Filter = { kind: 'compare', column: said, op: '=', value: t.number };
      if (measure) ctx.claimed.add(measure);
      ctx.tables.add(said.table);
      out.filters.push(f);
      out.spans.set(f, [i, i + 2]);
      out.readings.push(`${said.column} = ${t.number}`);
      consume(ctx, i, i + 2);
      return;
    }
    let k = i;
    while (k > i - 4 && NUMBER_WORDS.test(ctx.words[k - 1] ?? '')) k--;
    const named = ctx.mentions.find((m) => m.kind === 'table' && m.end === k);
    if (named?.kind !== 'table') return;
    const own = named.table.columns.filter(
      (c) => c !== named.table.key && /^(number|no|num)$/.test(c.shortWords.join(' ')) && holds(c, t.number!),
    );
    if (own.length !== 1) return;
    const column = own[0]!;
    const value = column.kind === 'number' ? t.number : t.raw;
    const f: Filter = { kind: 'compare', column, op: '=', value };
    ctx.tables.add(column.table);
    out.filters.push(f);
    out.spans.set(f, [k, i + 1]);
    out.readings.push(`${column.column} = ${value}`);
    consume(ctx, k, i + 1);
  });
}

/** Whether a column could hold the number: within a number column's range, or a value of a text column. */
function holds(c: ColumnEntry, n: number): boolean {
  if (c.kind === 'text') return c.profile.values.some((v) => v.trim() === String(n));
  if (c.kind !== 'number' || c.profile.min === null || c.profile.max === null) return false;
  return Number(c.profile.min) <= n && n <= Number(c.profile.max);
}
