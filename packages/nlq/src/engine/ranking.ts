import { isMeasure, ordinalValue, topPlace } from './comparisons.ts';
import {
  addsUp,
  consume,
  dateColumn,
  isDated,
  mainReferenceTo,
  mentionAt,
  mentionsCovering,
  namedMeasure,
  namesRowsInPlural,
  type ParseContext,
  reachable,
  referencesFrom,
  referenceTo,
  referringDate,
  referringNamed,
  referringTables,
  refers,
  resolveColumn,
  tableDate,
} from './context.ts';
import { flagValues } from './flags.ts';
import { type Mention, STOPWORDS } from './linking.ts';
import {
  MONEY_MOVED,
  MONEY_VERBS,
  moneyColumn,
  moneyOf,
  quantityColumn,
  revenueAt,
  salesDate,
  spendingAsked,
} from './money.ts';
import type { Aggregate, OrderBy, SelectItem } from './plan.ts';
import { closingBy } from './projection.ts';
import {
  type ColumnEntry,
  type DatePart,
  dateSpan,
  findTable,
  holdsYears,
  isPeople,
  isYear,
  spanSeconds,
} from './schema-index.ts';
import { closesSentence, closingFirstOrLast, stem, type Token } from './text.ts';
import {
  AGGREGATE_NAMES,
  AGGREGATE_WORDS,
  GREATER,
  isParticiple,
  isSortWord,
  LESS,
  ORDINALS,
  REVENUE,
  SHARE,
  SUPERLATIVES,
} from './vocabulary.ts';

export interface RankingClauses {
  limit?: number;
  /** Rows skipped before the limit: "the second most expensive" skips one. */
  offset?: number;
  orderBy?: OrderBy;
  /**
   * The superlative ranks each main row by its related rows in this table: how many ("the most orders") or an
   * aggregate of their column ("the highest average salary of its instructors").
   */
  countRelated?: string;
  /** "most common X": group by X and order by how often it occurs. */
  mostCommon?: ColumnEntry;
  /** Where "most common X" was read, when said of X itself ("the most popular payment method"). */
  mostCommonAt?: number;
  /** The column a superlative ranks by (may become max()/min() when nothing else is asked for). */
  superlative?: { column: ColumnEntry; dir: 'ASC' | 'DESC'; start: number };
  groupBy: ColumnEntry[];
  /** "the instructor with the highest salary in each department": the extreme within each group, read as max/min. */
  groupExtreme?: SelectItem;
  /** The rows holding each group's extreme are named right after it ("the most expensive product in each …"). */
  extremeRowsNamed?: boolean;
  /** Group by a table: its label column, joined along relationships. */
  groupTables: string[];
  aggregates: SelectItem[];
  readings: string[];
}

function nextMention(
  ctx: ParseContext,
  from: number,
  window: number,
  skipFiller = true,
): Mention | undefined {
  let i = from;
  if (skipFiller) while (/^(the|a|an|of|number|total|count|all)$/.test(ctx.words[i] ?? '')) i++;
  // A name may start with a skipped word ("of total points" → `Total_Points`). (Not in the next sentence: "Which
  // employee was born earliest? Give their first names.")
  const next = ctx.tokens.findIndex((t, k) => k >= from && t.opensSentence);
  const end = Math.min(i + window, next < 0 ? ctx.words.length : next);
  return ctx.mentions.find((m) => m.start >= from && m.start < end && !ctx.claimed.has(m));
}

/**
 * "the largest and smallest codes", "the average and largest salary", "the longest and the shortest tracks": a
 * superlative joined by "and"/"or" to an aggregate word or to its opposite asks for max() / min(), not a ranking.
 */
export function coordinatedExtreme(words: string[], i: number): Aggregate | undefined {
  // ("the cheapest and the most expensive jobs": "most" or "least" before an adjective is a superlative too.)
  const phrased = (j: number) =>
    /^(most|least)$/.test(words[j] ?? '') && /^[a-z]+(ive|ous|ful|al|ic|ent|ant)$/.test(words[j + 1] ?? '');
  const dir = SUPERLATIVES[words[i] ?? ''];
  if (!dir || (/^(most|least|fewest|top|best|worst)$/.test(words[i]!) && !phrased(i))) return undefined;
  const pairs = (j: number) => {
    const w = words[j] ?? '';
    const other = SUPERLATIVES[w];
    return (
      AGGREGATE_WORDS[w] !== undefined ||
      (other !== undefined && other !== dir && (!/^(most|least|fewest)$/.test(w) || phrased(j)))
    );
  };
  const after = words[i + 2] === 'the' ? i + 3 : i + 2;
  const before = words[i - 1] === 'the' ? i - 3 : i - 2;
  const joined = (j: number) => /^(and|or)$/.test(words[j] ?? '');
  // ("the highest, lowest, and average GPA": an opposite extreme right beside it, in a list.)
  const opposite = (j: number) => {
    const other = SUPERLATIVES[words[j] ?? ''];
    return other !== undefined && other !== dir && !/^(most|least|fewest|top|best|worst)$/.test(words[j]!);
  };
  if (
    (joined(i + 1) && pairs(after)) ||
    (joined(before + 1) && pairs(before)) ||
    opposite(i + 1) ||
    opposite(i - 1)
  )
    return dir === 'DESC' ? 'max' : 'min';
  return undefined;
}

/**
 * "the highest support rate, lowest consider rate and oppose rate", "the shortest duration and lowest rating": a
 * superlative before a column, listed (comma or "and") beside another extreme or aggregate of another column, asks for
 * max() / min() of each, not a ranking.
 */
function listedExtreme(ctx: ParseContext, i: number): Aggregate | undefined {
  const word = ctx.words[i] ?? '';
  const dir = SUPERLATIVES[word];
  if (!dir || /^(most|least|fewest|top|best|worst)$/.test(word)) return undefined;
  const prev = ctx.words[i - 1] === 'the' ? i - 2 : i - 1;
  if (/^(with|has|have|had|by|having|than)$/.test(ctx.words[prev] ?? '')) return undefined;
  const own = ctx.mentions.find((m) => m.kind === 'column' && m.start === i + 1);
  if (!own) return undefined;
  const extreme = (j: number) => {
    const w = ctx.words[j] ?? '';
    return (
      AGGREGATE_WORDS[w] !== undefined ||
      (SUPERLATIVES[w] !== undefined && !/^(most|least|fewest|top|best|worst)$/.test(w))
    );
  };
  // (After: "…, lowest consider rate"; before: "the shortest duration and lowest rating".)
  // (One word may finish the column's name: "support percentage" for `Support_rate`.)
  const unnamed = !ctx.mentions.some((m) => m.start <= own.end && own.end < m.end);
  const end =
    unnamed && (ctx.words[own.end + 1] === 'and' || ctx.tokens[own.end + 1]?.afterComma)
      ? own.end + 1
      : own.end;
  const after = ctx.words[end] === 'and' ? end + 1 : ctx.tokens[end]?.afterComma ? end : -1;
  const next = ctx.words[after] === 'the' ? after + 1 : after;
  const listEnd = ctx.words[i - 1] === 'and' ? i - 1 : i;
  const covered = (j: number) => ctx.mentions.some((m) => m.start <= j && j < m.end);
  const before = ctx.mentions.find(
    (m) => m.kind === 'column' && (m.end === listEnd || (m.end === listEnd - 1 && !covered(listEnd - 1))),
  );
  const listedBefore =
    before !== undefined &&
    (ctx.words[i - 1] === 'and' || ctx.tokens[i]?.afterComma === true) &&
    extreme(before.start - 1);
  // ("the title and highest price for each film": an extreme in every group.)
  const perGroup =
    ctx.words[own.end] === 'per' ||
    (/^(for|of|in)$/.test(ctx.words[own.end] ?? '') && /^(each|every)$/.test(ctx.words[own.end + 1] ?? ''));
  if (
    (after >= 0 && extreme(next) && ctx.mentions.some((m) => m.kind === 'column' && m.start === next + 1)) ||
    listedBefore ||
    perGroup
  )
    return dir === 'DESC' ? 'max' : 'min';
  return undefined;
}

/** The one numeric column a word of the question hints at ("how old" → age), if only one is. */
function soleHintedMeasure(ctx: ParseContext): Mention | undefined {
  const hinted = ctx.mentions.filter(
    (m) => m.kind === 'column' && m.hint && !ctx.claimed.has(m) && m.columns.some((c) => c.kind === 'number'),
  );
  return hinted.length === 1 ? hinted[0] : undefined;
}

/** A superlative read as max() / min() ("the largest and smallest codes", "the highest X, lowest Y"). */
function extremeAt(ctx: ParseContext, i: number): Aggregate | undefined {
  return coordinatedExtreme(ctx.words, i) ?? listedExtreme(ctx, i) ?? commaListed(ctx, i);
}

/** "the smallest, mean and largest distances": a superlative listed before an aggregate word, a comma between. */
function commaListed(ctx: ParseContext, i: number): Aggregate | undefined {
  const dir = SUPERLATIVES[ctx.words[i] ?? ''];
  if (!dir || /^(most|least|fewest|top|best|worst)$/.test(ctx.words[i]!)) return undefined;
  const listed = ctx.tokens[i + 1]?.afterComma === true && AGGREGATE_WORDS[ctx.words[i + 1]!] !== undefined;
  return listed ? (dir === 'DESC' ? 'max' : 'min') : undefined;
}

/** "top 5", "first 3", "5 highest": a row limit. */
export function readLimit(ctx: ParseContext, out: RankingClauses): void {
  ctx.tokens.forEach((t, i) => {
    const w = t.text;
    const next = ctx.tokens[i + 1];
    // "the second most expensive wine", "the 3rd highest salary": one row, past the first ones.
    const nth = ORDINALS[w] ?? (t.ordinal ? t.number : undefined);
    if (
      nth !== undefined &&
      nth > 1 &&
      SUPERLATIVES[next?.text ?? ''] !== undefined &&
      next?.text !== 'top'
    ) {
      out.offset = nth - 1;
      out.readings.push(`ranked ${t.ordinal ? t.raw : w}`);
      consume(ctx, i, i + 1);
      return;
    }
    // ("finished in the top 20": a place bounded, read with the conditions.)
    if ((w === 'top' || w === 'first' || w === 'last') && next?.number !== undefined && !topPlace(ctx, i)) {
      out.limit = next.number;
      consume(ctx, i, i + 2);
      // "top 3 products by price": "by" ranks here, it does not group.
      // "the top 5 GPAs", "the top 3 total number of passengers": the column right after the number ranks too.
      const by = ctx.words.indexOf('by', i + 2);
      let at = i + 2;
      // ("the top three highly rated songs": an adverb before the column ranked.)
      while (/^(the|total|number|of|highly|well|best)$/.test(ctx.words[at] ?? '')) at++;
      const direct = ctx.mentions.find(
        (m) =>
          m.start >= i + 2 &&
          m.start <= at &&
          m.kind === 'column' &&
          // ("the top 3 expensive rooms": a hint ranks too, unless it is a superlative of its own.)
          (!m.hint || !SUPERLATIVES[ctx.words[m.start] ?? '']) &&
          m.columns.every((c) => c.kind === 'number' || c.kind === 'date'),
      );
      // ("… by number of invoices. List country name …": a table named first is what ranks, counted, and a later
      // sentence names no key.)
      const after = by > 0 ? nextMention(ctx, by + 1, 3) : undefined;
      const passed =
        after !== undefined &&
        (ctx.mentions.some((m) => m.kind === 'table' && m.start > by && m.start < after.start) ||
          ctx.tokens.slice(by + 1, after.start + 1).some((x) => x.opensSentence));
      const named = by > 0 ? (passed ? undefined : after) : direct;
      // ("by average order amount": a column named after its table.)
      const owned = named?.kind === 'table' ? columnAfter(ctx, named) : undefined;
      const target = owned ?? named;
      const ownTable = owned && named?.kind === 'table' ? named : undefined;
      if (target?.kind === 'column') {
        const column = resolveColumn(
          ctx,
          ownTable ? target.columns.filter((c) => c.table === ownTable.table.name) : target.columns,
        );
        if (ownTable) ctx.claimed.add(ownTable);
        // ("the top 3 customers by total amount": each customer ranked by the sum of their orders' amounts.)
        const said =
          by > 0
            ? ctx.words.slice(by + 1, target.start).find((x) => /^(total|sum|average|avg|mean)$/.test(x))
            : undefined;
        const agg =
          said && column && column.table !== ctx.main.name
            ? /^(total|sum)$/.test(said)
              ? 'sum'
              : 'avg'
            : undefined;
        if (column) {
          ctx.claimed.add(target);
          ctx.tables.add(column.table);
          if (agg) out.countRelated = column.table;
          out.orderBy = { item: agg ? { agg, column } : { column }, dir: w === 'last' ? 'ASC' : 'DESC' };
          out.readings.push(`the ${w} ${next.number} by ${column.column}`);
          consume(ctx, by > 0 ? by : i + 2, target.end);
        }
      } else if (by > 0 && rankByRevenue(ctx, out, by, w === 'last' ? 'ASC' : 'DESC')) {
        // "the top 2 customers by (total) revenue": by the sum of their money.
      } else if (by > 0 && /^(the )?(total )?number of/.test(ctx.words.slice(by + 1, by + 5).join(' '))) {
        // "the top 5 countries by (total) number of invoices": ranked by a count of rows.
        const counted = ctx.mentions.find((m) => m.kind === 'table' && m.start > by && m.start <= by + 5);
        if (counted?.kind === 'table') {
          ctx.claimed.add(counted);
          if (counted.table !== ctx.main) rankByRelated(ctx, out, counted.table.name, 'DESC');
          else out.orderBy = { item: { agg: 'count' }, dir: 'DESC' };
          consume(ctx, by, counted.end);
        }
      }
    } else if (t.number !== undefined && SUPERLATIVES[next?.text ?? ''] !== undefined && !next?.afterComma) {
      // (Not "… in 2024, highest first": a comma between.)
      out.limit = t.number;
      consume(ctx, i, i + 1);
    } else if (t.number !== undefined && Number.isInteger(t.number) && t.number > 1) {
      // "the 3 departments with the most courses".
      const named =
        t.number <= 100 &&
        // ("the five open opportunities with the largest amounts": words a mention reads may come between.)
        ctx.mentions.some(
          (m) =>
            (m.kind === 'table' || m.kind === 'column') &&
            m.start > i &&
            m.start <= i + 3 &&
            ctx.words.slice(i + 1, m.start).every((x) => /^[a-z]+$/.test(x) && !STOPWORDS.has(x)),
        ) &&
        // ("at least", "at most" are bounds, not a ranking.)
        ctx.words
          .slice(i + 2)
          // ("Which 5 students have the top GPAs?": "the top" ranks; "on top", "top 3" do not here.)
          .some(
            (x, k) =>
              SUPERLATIVES[x] &&
              (x !== 'top' || ctx.words[i + 1 + k] === 'the') &&
              ctx.words[i + 1 + k] !== 'at',
          );
      // ("the five days with the greatest cloud cover": rows a plain noun names, as many as said.)
      const plain =
        ctx.words[i - 1] === 'the' &&
        /^[a-z]{3,}s$/.test(ctx.words[i + 1] ?? '') &&
        mentionsCovering(ctx, i + 1).length === 0 &&
        ctx.words[i + 2] === 'with' &&
        ctx.words[i + 3] === 'the' &&
        SUPERLATIVES[ctx.words[i + 4] ?? ''] !== undefined;
      if (!named && !plain) return;
      out.limit = t.number;
      consume(ctx, i, plain ? i + 2 : i + 1);
    }
  });
}

/**
 * The table whose rows refer to the main table's, for "the most frequently ordered product": the only one, or the one
 * named by a word of the question ("ordered" → `Order_Items`).
 */
function referringTable(ctx: ParseContext, at: number): string | undefined {
  const tables = referringTables(ctx.index, ctx.main.name);
  if (tables.length <= 1) return tables[0];
  const stems = new Set(ctx.tokens.slice(Math.max(0, at - 4)).map((t) => t.stem));
  // (By a word of its own: `Product_Suppliers` is not named by the "product" it refers to.)
  // ("rented the most times": `rental`, the verb's rows.)
  const names = (w: string) => stems.has(w) || [...stems].some((s) => s.length >= 4 && w.startsWith(s));
  const named = tables.filter((name) =>
    findTable(ctx.index, name)?.words.some((w) => names(w) && !ctx.main.words.includes(w)),
  );
  if (named.length === 1) return named[0];
  // ("Which beer has been brewed the most times?": the one whose date the verb names, `batch.brewed_on`.)
  const dated = tables.filter((name) =>
    findTable(ctx.index, name)?.columns.some(
      (c) => c.kind === 'date' && c.words.some((w) => w.length >= 4 && names(w)),
    ),
  );
  return named.length === 0 && dated.length === 1 ? dated[0] : undefined;
}

/**
 * A one-word participle naming only dates, said of the rows ("Which ECO code has been played most often?" over
 * `played_on`): the verb, not the column a ranking counts.
 */
function dateVerb(ctx: ParseContext, m: Mention): boolean {
  return (
    m.kind === 'column' &&
    m.end - m.start === 1 &&
    isParticiple(ctx.words[m.start]!) &&
    m.columns.every((c) => c.kind === 'date')
  );
}

/** Main-table rows ranked by how many rows of `table` refer to them ("the teams with the most technicians"). */
function rankByRelated(ctx: ParseContext, out: RankingClauses, table: string, dir: OrderBy['dir']): void {
  ctx.tables.add(table);
  out.countRelated = table;
  out.orderBy = { item: { agg: 'count' }, dir };
  out.limit ??= 1;
  out.readings.push(`ranked by number of ${table} (${dir === 'DESC' ? 'most' : 'fewest'} first)`);
}

/** Superlatives about time or age, whose direction over a date is read elsewhere ("oldest first" is the earliest). */
const AGED = /^(oldest|youngest|newest|latest|earliest|recent)$/;

/**
 * "the three most valuable artworks by insurance value", "our biggest supplying orchard by acreage": a superlative
 * whose own word names no column of the rows, before "by" and a measure of theirs, ranks by that measure.
 */
function rankByNamedAfter(ctx: ParseContext, out: RankingClauses, i: number, dir: OrderBy['dir']): boolean {
  // (Ages are read elsewhere: "the three oldest ports by opening year" are the earliest.)
  if (AGED.test(ctx.words[i]!)) return false;
  const by = ctx.words.indexOf('by', i + 1);
  if (by < 0 || by > i + 5) return false;
  const named = ctx.mentions.find((m) => m.kind === 'column' && m.start === by + 1 && !ctx.claimed.has(m));
  if (named?.kind !== 'column') return false;
  // (Only rows, words no column names, or the superlative's own hint in between.)
  const [rows, ...more] = ctx.mentions.filter((m) => m.start > i && m.end <= by);
  if (rows?.kind !== 'table' || more.some((m) => m.kind !== 'table')) return false;
  const own = named.columns.filter(
    (c) => (c.kind === 'number' || c.kind === 'date') && !c.isId && c.table === rows.table.name,
  );
  const column = own.length > 0 ? resolveColumn(ctx, own) : undefined;
  if (!column) return false;
  for (const m of mentionsCovering(ctx, i)) ctx.claimed.add(m);
  ctx.claimed.add(named);
  ctx.tables.add(column.table);
  rankBy(ctx, out, i, column, dir, named.end, 'by');
  return true;
}

/**
 * A superlative that says how to sort rather than which row to keep: "from the most recent to the oldest",
 * "starting with the oldest", "the ones with highest revenue first".
 */
function sortsOnly(ctx: ParseContext, i: number): boolean {
  const { words, tokens } = ctx;
  const before = words.slice(Math.max(0, i - 3), i);
  const after = words.slice(i + 1, i + 5);
  if (before.includes('from') && after.includes('to')) return true;
  // ("sorted from the earliest start year")
  const from = Math.max(0, i - 3) + before.lastIndexOf('from');
  if (before.includes('from') && /^(ordered|sorted|arranged|listed|ranked)$/.test(words[from - 1] ?? ''))
    return true;
  // ("ordered from the highest level down")
  if (before.includes('from') && after.some((w) => /^(down|up|downwards?|upwards?)$/.test(w))) return true;
  if (/\b(starting|beginning) (with|from)\b/.test(before.join(' '))) return true;
  // ("…, most experienced first. Show their names.": "first" closing its sentence, or its clause.)
  const first = i + 1 + after.indexOf('first');
  return first > i && closesClause(tokens, first);
}

/**
 * Where "first" follows the superlative at `k`: right after it, or after one noun ("biggest spender first", "earliest
 * year first"); -1 if not.
 */
function firstAfter(words: string[], k: number): number {
  if (words[k + 1] === 'first') return k + 1;
  // ("highest average first": the aggregate shown, said again.)
  const noun =
    (/^[a-z]{3,}$/.test(words[k + 1] ?? '') && !STOPWORDS.has(words[k + 1]!)) ||
    /^(average|total)$/.test(words[k + 1] ?? '');
  return noun && words[k + 2] === 'first' ? k + 2 : -1;
}

/** Whether token i closes its sentence or its clause (a comma after it). */
function closesClause(tokens: Token[], i: number): boolean {
  return closesSentence(tokens, i) || tokens[i + 1]?.afterComma === true;
}

/**
 * "…, largest first, with their sums insured", "earliest year first": the direction of a sort read already, said
 * again after it; its words are read.
 */
function directionSaid(ctx: ParseContext, out: RankingClauses): void {
  if (!out.orderBy) return;
  const { words, tokens } = ctx;
  words.forEach((w, k) => {
    // (Only the direction the sort has: "cheapest first" after a sort read as descending is left unread. "Oldest"
    // is either, by a date or by an age.)
    if (!SUPERLATIVES[w] || (SUPERLATIVES[w] !== out.orderBy?.dir && !/^(oldest|youngest)$/.test(w))) return;
    const first = firstAfter(words, k);
    if (first < 0 || ctx.consumed.has(first) || !closesClause(tokens, first)) return;
    for (let j = k; j <= first; j++) for (const m of mentionsCovering(ctx, j)) ctx.claimed.add(m);
    consume(ctx, k, first + 1);
  });
}

/**
 * "the longest-serving driver" (read as the earliest): the date the rows started, `hire_date` over `birth_date`; none
 * when they keep no such date (customers are not "serving").
 */
function servedSince(ctx: ParseContext): ColumnEntry | undefined {
  const dates = ctx.main.columns.filter((c) => c.kind === 'date');
  // ("has been open the longest", `opened_on`; "had an account with us the longest", `acct_opn_dt`; or the rows' one
  // date, `families.date`.)
  return (
    dates.find((c) =>
      c.words.some((w) => /^(hire|join|start|regist|enrol|employ|since|member|open)/.test(w)),
    ) ?? (dates.length === 1 ? dates[0] : undefined)
  );
}

/**
 * The column mention a superlative's own word makes, unless it is an age hint for people in another table while it
 * ranks things that are not people and keep a date of their own: "the three oldest boats" are by when they were
 * built, not by a crew member's date of birth.
 */
function ownAge(ctx: ParseContext, hinted: Mention | undefined): Mention | undefined {
  if (
    hinted?.kind !== 'column' ||
    !hinted.hint ||
    !/^(oldest|youngest|newest)$/.test(ctx.words[hinted.start]!)
  )
    return hinted;
  const rows = ctx.mentions.find((m) => m.kind === 'table' && m.start === hinted.end);
  const dated = (c: ColumnEntry) => c.kind === 'date' || (c.kind === 'number' && holdsYears(c));
  const foreign =
    rows?.kind === 'table' &&
    !isPeople(rows.table) &&
    !hinted.columns.some((c) => c.table === rows.table.name) &&
    rows.table.columns.some(dated);
  if (!foreign) return hinted;
  ctx.claimed.add(hinted);
  return undefined;
}

/** Superlatives: "the oldest student", "which city has the most customers", "most common category". */
export function readSuperlative(ctx: ParseContext, out: RankingClauses): void {
  const at = ctx.words.findIndex((w, i) => SUPERLATIVES[w] && ctx.words[i - 1] !== 'than');
  const limited = out.limit !== undefined;
  if (!limited && !out.orderBy && readFirstOrLast(ctx, out)) return;
  // ("Which employee was hired first?": "first" may have been read as one row already.)
  if ((!limited || out.limit === 1) && !out.orderBy && readClosingFirstOrLast(ctx, out)) return;
  readRanking(ctx, out);
  if (at >= 0 && !limited && out.limit === 1 && sortsOnly(ctx, at)) {
    out.limit = undefined;
    // ("starting with the oldest": "starting" names no `Start_year` to show.)
    for (let i = Math.max(0, at - 3); i < at; i++) {
      if (!/^(starting|beginning)$/.test(ctx.words[i]!)) continue;
      for (const m of mentionsCovering(ctx, i)) ctx.claimed.add(m);
    }
  }
  directionSaid(ctx, out);
}

function readRanking(ctx: ParseContext, out: RankingClauses): void {
  for (let i = 0; i < ctx.words.length; i++) {
    let word = ctx.words[i]!;
    let dir = SUPERLATIVES[word];
    if (!dir || extremeAt(ctx, i)) continue;
    // "volumes that spent less than 2 weeks on top": a word inside a column's name (`Weeks_on_Top`) ranks nothing.
    // ("vans with a top speed above 105 mph": nor the first word of one, `van_top_speed_mph`, unless after "the",
    // "the van with the top speed".)
    const inName = (m: Mention) =>
      m.kind === 'column' &&
      !m.hint &&
      (m.start < i ||
        (ctx.words[i - 1] !== 'the' &&
          m.end > i + 1 &&
          m.columns.every((c) => c.words.includes(stem(word))))) &&
      i < m.end;
    if (ctx.mentions.some(inName)) {
      consume(ctx, i, i + 1);
      continue;
    }
    // ("List all technicians by hourly rate, highest first, with …": a sort by the column after "by", in that
    // direction, keeping every row.)
    if (ctx.words[i + 1] === 'first' && ctx.tokens[i]!.afterComma && !out.orderBy && !AGED.test(word)) {
      const by = ctx.words.lastIndexOf('by', i - 1);
      // (Not "ordered by install date, oldest first": a sort said so is read with the sorting words.)
      const sorted = /^(order|ordered|sort|sorted|arranged|ranked)$/.test(ctx.words[by - 1] ?? '');
      const key = by >= 0 && by >= i - 6 && !sorted ? nextMention(ctx, by + 1, 3) : undefined;
      const keys = key?.kind === 'column' && !key.hint ? key.columns.filter((c) => !c.isId) : [];
      const column = keys.length > 0 ? resolveColumn(ctx, keys) : undefined;
      if (key && column && key.end <= i) {
        ctx.claimed.add(key);
        ctx.tables.add(column.table);
        out.orderBy = { item: { column }, dir };
        out.readings.push(`ordered by ${column.column} ${dir === 'DESC' ? 'descending' : 'ascending'}`);
        consume(ctx, by, key.end);
        consume(ctx, i, i + 2);
        continue;
      }
    }
    // ("Average find depth for each period, deepest first": the aggregates asked for are sorted, see `firstSaid`.)
    if (
      ctx.words.slice(0, i).some((x) => AGGREGATE_WORDS[x] !== undefined) &&
      ctx.words[i + 1] === 'first' &&
      closesSentence(ctx.tokens, i + 1)
    )
      continue;
    // "less than the lowest earning employee": a comparison with an aggregate, read with the conditions.
    if (ctx.words[i - 1] === 'than' || (ctx.words[i - 1] === 'the' && ctx.words[i - 2] === 'than')) continue;
    // "clubs that have at least a member from …": "at least" bounds a count or states existence; it does not rank.
    if (word === 'least' && ctx.words[i - 1] === 'at') continue;
    // ("from most to least": the direction is the first word's; the second ends the span.)
    if (ctx.words[i - 1] === 'to' && ctx.words.slice(Math.max(0, i - 4), i - 1).includes('from')) continue;
    // "how many documents does each grant have, and which one has the most?": the counts ranked.
    if (
      /^(most|least|fewest)$/.test(word) &&
      i === ctx.words.length - 1 &&
      /\b(how many|number of)\b/.test(ctx.words.join(' '))
    ) {
      out.orderBy = { item: { agg: 'count' }, dir };
      out.limit ??= 1;
      consume(ctx, i, i + 1);
      return;
    }
    if (rankByNamedAfter(ctx, out, i, dir)) return;
    if (rankByCountingVerb(ctx, out, i, dir)) return;
    if (rankBySales(ctx, out, i, dir) || rankByRating(ctx, out, i, dir)) return;
    if (rankByRelatedVerb(ctx, out, i, dir) || rankByRevenue(ctx, out, i, dir)) return;
    if (rankByOwnRows(ctx, out, i, dir)) return;
    if (rankByValue(ctx, out, i, dir)) return;
    if (rankPeriods(ctx, out, i, dir)) return;
    // "ordered the most times", "the most (greatest, smallest) number of times" read like "most often".
    const times = /^(number of times|times)/.test(ctx.words.slice(i + 1, i + 4).join(' '));
    const timesCounted = times && ctx.words[i + 1] === 'number';
    // ("the most used payment method", "Which payment method is used the most?")
    const used =
      ctx.words[i + 1] === 'used' ||
      ((ctx.words[i - 1] === 'used' || (ctx.words[i - 1] === 'the' && ctx.words[i - 2] === 'used')) &&
        (closesSentence(ctx.tokens, i) || /^(in|among|across|by|for)$/.test(ctx.words[i + 1] ?? '')));
    if (
      (word === 'most' || word === 'least' || timesCounted) &&
      (times ||
        used ||
        /^(common|commonly|popular|frequent|frequently|often|widely)$/.test(ctx.words[i + 1] ?? ''))
    ) {
      // ("Show each status with the number of orders, most frequent first.": the groups by their count; so "from the
      // most frequent outcome to the least".)
      const from = ctx.words[i - 1] === 'from' || (ctx.words[i - 1] === 'the' && ctx.words[i - 2] === 'from');
      const to = from ? ctx.words.indexOf('to', i + 2) : -1;
      if ((ctx.words[i + 2] === 'first' || (to > 0 && to <= i + 4)) && !times) {
        out.orderBy = { item: { agg: 'count' }, dir };
        out.readings.push(`ordered by count ${dir === 'DESC' ? 'descending' : 'ascending'}`);
        consume(ctx, i, to > 0 ? to : i + 3);
        return;
      }
      // "the most common category"; "the type code of the most frequently used policy" (the column before).
      const before = ctx.mentions
        .filter((m) => m.kind === 'column' && m.end <= i && !ctx.claimed.has(m) && !dateVerb(ctx, m))
        .at(-1);
      const next = nextMention(ctx, i + 2, 3);
      // ("the most frequent player position": of two columns named together, the last is the one counted.)
      const head = ctx.mentions.find(
        (m) =>
          next?.kind === 'column' &&
          m.kind === 'column' &&
          m.start === next.end &&
          !ctx.tokens[m.start]!.afterComma &&
          m.columns.some((c) => c.table === ctx.main.name),
      );
      if (head && next) ctx.claimed.add(next);
      const after = head ?? next;
      // ("the genre most common across all tracks": the rows counted among, not what is shown.)
      const amongWord = /^(across|among|amongst|throughout)$/.test(ctx.words[i + 2] ?? '');
      const among = after?.kind === 'table' && amongWord;
      // ("the position most common among players": a column after "among" names the rows too, `Player`.)
      const target =
        (after?.kind === 'column' && !(amongWord && before)) ||
        (after?.kind === 'table' && after.table !== ctx.main && !among) ||
        !before
          ? after
          : before;
      const column =
        target?.kind === 'column'
          ? resolveColumn(ctx, target.columns)
          : target?.kind === 'table'
            ? // ("documents with the least common structure": each refers to one, so the reference's values are
              // what is common or not; counting structures per document is always 1.)
              (mainReferenceTo(ctx, target.table.name) ?? target.table.label)
            : undefined;
      // "the most frequently ordered product": rows of the main table ranked by how many rows refer to them.
      // (The main table's mention is already claimed as the subject.)
      const own = ctx.mentions.find(
        (m) => m.kind === 'table' && m.table === ctx.main && m.start >= i - 5 && m.start <= i + 4,
      );
      if (among && after?.kind === 'table' && after.table !== ctx.main) {
        ctx.claimed.add(after);
        rankByRelated(ctx, out, after.table.name, dir);
        consume(ctx, i, after.end);
        return;
      }
      // ("the id of the product ordered most often": its own key occurs once; the rows referring to it are counted.)
      const ownKey = column?.table === ctx.main.name && column.isKey;
      // ("the least frequent detention type" read as the reference table's own code: that too occurs once.)
      const referring = (own && (!target || target === own)) || ownKey ? referringTable(ctx, i) : undefined;
      if (referring) {
        if (own) ctx.claimed.add(own);
        rankByRelated(ctx, out, referring, dir);
        consume(ctx, i, i + 2);
        return;
      }
      if (column && target) {
        ctx.claimed.add(target);
        // ("the most popular file format": the words rank; they do not name `genre.most_popular_in`.)
        for (const m of ctx.mentions)
          if (m.kind === 'column' && m.start === i && m.end <= i + 2) ctx.claimed.add(m);
        // ("the position most common among match season players", "the three most common colleges among players":
        // the rows counted among, `Player`, are not shown.)
        const amongAt = ctx.words.findIndex(
          (w, k) => k > i && k <= i + 5 && /^(across|among|amongst)$/.test(w),
        );
        if (amongAt > 0)
          for (const m of ctx.mentions)
            if (m.kind !== 'value' && m.start > amongAt && m.start <= amongAt + 4 && m !== target)
              ctx.claimed.add(m);
        out.mostCommon = column;
        out.mostCommonAt = i;
        out.orderBy = { item: { agg: 'count' }, dir };
        out.limit ??= 1;
        out.readings.push(`the ${word} common ${column.column}`);
        consume(ctx, i, i + 2);
        return;
      }
    }
    if (rankByAggregate(ctx, out, i, dir)) return;
    // "most expensive": the adjective after "most"/"least" carries the column hint.
    const self = ctx.mentions.find(
      (m) => m.start === i + 1 && m.kind === 'column' && m.hint && (word === 'most' || word === 'least'),
    );
    if (self) word = ctx.words[i + 1]!;
    const hinted = ownAge(ctx, self ?? ctx.mentions.find((m) => m.start === i && m.kind === 'column'));
    const temporal = isTemporal(ctx, i);
    // ("Which episode has been downloaded the most? Give …": a verb naming a quantity, `downloads`, before a
    // superlative that closes its sentence.)
    const closingVerb = (m: Mention) =>
      m.end - m.start === 1 && closesSentence(ctx.tokens, i) && isParticiple(ctx.words[m.start]!);
    // "the employees who get paid the least": a hinted measure just before a closing superlative.
    const closing =
      ctx.mentions.find(
        (m) =>
          m.kind === 'column' &&
          // ("whose active duration was the longest": how long a row lasts, too; "left office the latest": a time.)
          (m.hint ||
            m.columns.some((c) => c.minus) ||
            (temporal && m.columns.length === 1 && isMeasure(m.columns[0]!)) ||
            (closingVerb(m) && m.columns.some((c) => c.kind === 'number' && !c.isId))) &&
          !ctx.claimed.has(m) &&
          // ("whose duration was the longest", "left office at the latest time")
          (m.end === i ||
            (ctx.words[i - 1] === 'the' &&
              (m.end === i - 1 || (m.end === i - 2 && /^(is|was|are|were|at)$/.test(ctx.words[i - 2]!))))) &&
          (!nextMention(ctx, i + 1, 3) || closingVerb(m)),
      ) ??
      // ("the city whose GDP is lowest", "the minister whose left office date is the latest")
      ctx.mentions.find(
        (m) =>
          m.kind === 'column' &&
          ctx.words[m.start - 1] === 'whose' &&
          !ctx.claimed.has(m) &&
          m.end >= i - 2 &&
          m.end < i &&
          ctx.words.slice(m.end, i).every((w) => /^(is|was|are|were|the)$/.test(w)) &&
          m.columns.some((c) => c.kind === 'number' || c.kind === 'date'),
      );
    // "the largest cities in terms of regional population": the column named after "in terms of".
    const terms = ctx.words.indexOf('terms', i + 1);
    const termed =
      terms > 0 && terms <= i + 5 && ctx.words[terms - 1] === 'in' && ctx.words[terms + 1] === 'of'
        ? nextMention(ctx, terms + 2, 2)
        : undefined;
    if (termed?.kind === 'column') consume(ctx, terms - 1, terms + 2);
    let target =
      (termed?.kind === 'column' ? termed : undefined) ?? hinted ?? nextMention(ctx, i + 1, 3) ?? closing;
    // "the most female students": the value stays a condition; the table after it is what is counted.
    if (target?.kind === 'value') {
      const end = target.end;
      const counted = ctx.mentions.find((m) => m.start === end && m.kind === 'table' && !ctx.claimed.has(m));
      if (counted) target = counted;
    }
    let k = i + 1;
    while (/^(the|a|an|of|number|total|count|amount)$/.test(ctx.words[k] ?? '')) k++;
    // ("the most Enterprise customers": past a value, which stays a condition.)
    const value = ctx.mentions.find((m) => m.start === k && m.kind === 'value');
    if (value) k = value.end;
    // ("Which agent took the shortest call?": how long the one call lasted, when the rows keep two dates for it.)
    const rowSpan = dateSpan(ctx.main);
    const lasting =
      /^(longest|shortest)$/.test(word) && rowSpan !== undefined && spanSeconds(rowSpan) !== undefined;
    const own = lasting
      ? undefined
      : ctx.mentions.find((m) => m.start === k && m.kind === 'table' && m.table === ctx.main);
    // "the rank that has the least members": people in general are the main table's rows.
    // ("Which classroom has the most students?" over `list`: a plural noun no name spells counts rows too.)
    // (Counted per value of a column of the main table's own, "classroom"; "the city that hosted the most events"
    // names a verb's column of another table.)
    const unnamed =
      /^(most|least|fewest)$/.test(word) &&
      /^[a-z]{3,}[^su]s$/.test(ctx.words[k] ?? '') &&
      !STOPWORDS.has(ctx.words[k]!) &&
      mentionsCovering(ctx, k).length === 0;
    const people = /^(people|persons|members|individuals)$/.test(ctx.words[k] ?? '') || unnamed;
    // ("the colleges the most players are from", `Player` holding names: rows counted, not names sorted.)
    const rowsNamed = /^(most|least|fewest)$/.test(word) && namesRowsInPlural(ctx, mentionAt(ctx, k));
    // ("the room that can accommodate the most people": a hinted measure before it is what is ranked.)
    if (
      !hinted &&
      (own?.kind === 'table' || (people && !(closing?.kind === 'column' && closing.hint)) || rowsNamed)
    ) {
      // "Which industry has the most companies?": the value of a column of those rows that occurs most often.
      // ("the account id with most transactions": an id referring elsewhere repeats; the rows' own key does not.)
      const before = ctx.mentions
        .filter((m) => m.kind === 'column' && m.end <= i && !ctx.claimed.has(m) && !dateVerb(ctx, m))
        .at(-1);
      const column = before?.kind === 'column' ? resolveColumn(ctx, before.columns) : undefined;
      const counted = !unnamed || column?.table === ctx.main.name;
      // ("the text of the latest tweet": a time ranks the rows by their date when they have one; no value is counted.)
      const dated = temporal && (dateColumn(ctx) ?? referringDate(ctx)) !== undefined;
      if (column && before && counted && !dated && !(column.isId && column.isKey) && (own || !column.isKey)) {
        ctx.claimed.add(before);
        // "the membership level with the most members": a column named right before it, with no comma or "and"
        // between, qualifies it rather than being asked for beside it.
        const qualifier = ctx.mentions.find((m) => m.kind === 'column' && m.end === before.start);
        if (qualifier && !ctx.tokens[before.start]!.afterComma) ctx.claimed.add(qualifier);
        ctx.tables.add(column.table);
        out.mostCommon = column;
        // ("customers who used the payment method with the most customers": the phrase opens at the column.)
        out.mostCommonAt = before.start;
        // "the year with the most degrees" over `degrees(Year, Degrees)`: the measure summed, not rows counted.
        const measure = own ? namedMeasure(ctx.main) : undefined;
        out.orderBy = { item: measure ? { agg: 'sum', column: measure } : { agg: 'count' }, dir };
        out.limit ??= 1;
        out.readings.push(`the ${column.column} with the ${ctx.words[i]} ${ctx.words[k]}`);
        consume(ctx, i, own?.end ?? k + 1);
        return;
      }
      // ("In which year were most departments established?": the year asked for is the verb's column after the rows,
      // `Creation`; the years are counted, not the rows ranked by it.)
      const asked = ctx.words.some((w, k) => w === 'year' && /^(which|what)$/.test(ctx.words[k - 1] ?? ''));
      const verbed =
        own && !column ? ctx.mentions.find((m) => m.start === own.end && m.kind === 'column') : undefined;
      const year =
        asked && verbed?.kind === 'column'
          ? resolveColumn(
              ctx,
              verbed.columns.filter((c) => c.table === ctx.main.name),
            )
          : undefined;
      if (year && verbed) {
        ctx.claimed.add(verbed);
        out.mostCommon = year;
        out.orderBy = { item: { agg: 'count' }, dir };
        out.limit ??= 1;
        out.readings.push(`the ${year.column} with the ${ctx.words[i]} ${ctx.words[k]}`);
        consume(ctx, i, verbed.end);
        return;
      }
      if (own && rankGroupsByOwnRows(ctx, out, i, own.end, dir)) return;
    }
    // "the 3 highest salaries" of `salary(salary)`: the rows themselves, ranked by the measure named as their table.
    // (A number after them is a condition: "the 3 highest salaries in 2001".)
    const ownMeasure =
      (!target || target.kind === 'number') && own && !/^(most|least|fewest)$/.test(word)
        ? namedMeasure(ctx.main)
        : undefined;
    if (ownMeasure && own) {
      rankBy(ctx, out, i, ownMeasure, dir, own.end);
      return;
    }
    if (!target && rankByReferringVerb(ctx, out, i, dir)) return;
    // "the highest temperature in February": a measure table, ranked by its column named after "in".
    const measured =
      target?.kind === 'table' && /^(in|of|for|during)$/.test(ctx.words[target.end] ?? '')
        ? ctx.mentions.find(
            (m) =>
              m.kind === 'column' &&
              m.start === target.end + 1 &&
              m.columns.some((c) => c.table === target.table.name && c.kind === 'number'),
          )
        : undefined;
    if (measured?.kind === 'column' && target?.kind === 'table') {
      const column = measured.columns.find((c) => c.table === target.table.name && c.kind === 'number')!;
      ctx.claimed.add(target);
      ctx.claimed.add(measured);
      ctx.tables.add(column.table);
      rankBy(ctx, out, i, column, dir, measured.end);
      return;
    }
    // "the customer who filed the most recent complaint": the related rows' own date (the first, when a row has
    // several: when it was made, before when it ended), not how many there are. ("the customer who started a policy
    // most recently": the related table named just before.)
    const dated =
      target ??
      (temporal
        ? ctx.mentions.find(
            (m) =>
              m.kind === 'table' &&
              m.table !== ctx.main &&
              m.end <= i &&
              m.end >= i - 1 &&
              !ctx.claimed.has(m),
          )
        : undefined);
    const relatedDate =
      dated?.kind === 'table' && dated.table !== ctx.main && temporal
        ? dated === target
          ? dated.table.columns.find((c) => c.kind === 'date')
          : tableDate(ctx, dated.table, i)
        : undefined;
    if (dated?.kind === 'table' && relatedDate) {
      const order = /^(earliest|oldest)$/.test(ctx.words[i]!) ? 'ASC' : 'DESC';
      ctx.claimed.add(dated);
      ctx.tables.add(relatedDate.table);
      rankBy(
        ctx,
        out,
        i,
        relatedDate,
        order,
        Math.max(dated.end, i + (ctx.words[i] === 'most' ? 2 : 1)),
        'by',
      );
      return;
    }
    // "the target user with the lowest trust score" over `trust(trust)`: the related table's measure named as the
    // table ranks, not how many rows it has (that is "the most", "the greatest number of").
    const measure =
      target?.kind === 'table' &&
      !/^(most|least|fewest)$/.test(word) &&
      !/^(number|count)$/.test(ctx.words[i + 1] ?? '')
        ? namedMeasure(target.table)
        : undefined;
    if (measure && target) {
      ctx.claimed.add(target);
      ctx.tables.add(measure.table);
      rankBy(ctx, out, i, measure, dir, target.end);
      return;
    }
    if (target?.kind === 'table' && target.table.name !== ctx.main.name) {
      ctx.claimed.add(target);
      rankByRelated(ctx, out, target.table.name, dir);
      consume(ctx, i, target.end);
      return;
    }
    // "released most recently", "the latest": the table's date, when no column is named.
    // ("the oldest log id": an id is no measure of age; the table's date is.)
    const idNamed = target?.kind === 'column' && target.columns.every((c) => c.isId);
    const when =
      temporal && (target?.kind !== 'column' || idNamed) && (ctx.words[i] !== 'oldest' || !hinted)
        ? ctx.tokens[i]!.raw === 'longest'
          ? servedSince(ctx)
          : (dateColumn(ctx) ?? referringDate(ctx))
        : undefined;
    if (when) {
      const dir = /^(earliest|oldest)$/.test(ctx.words[i]!) ? 'ASC' : 'DESC';
      ctx.tables.add(when.table);
      rankBy(ctx, out, i, when, dir, i + (ctx.words[i] === 'most' ? 2 : 1), 'by');
      return;
    }
    // ("the three longest calls", "Which hire lasted the shortest?": how long the rows last, from their two dates.)
    if (lasting && rowSpan && target?.kind !== 'column') {
      rankBy(ctx, out, i, rowSpan, dir, i + 1);
      return;
    }
    if (target?.kind === 'column') {
      const numeric = target.columns.filter((c) => c.kind === 'number' || c.kind === 'date');
      // ("the most recently created document" over `Created_by_Staff_ID` and `Created_Date`: a time, not a key.)
      const timed = temporal
        ? numeric.filter(
            (c) => !c.isId && (c.kind === 'date' || c.words.some((w) => /^(date|time|year)$/.test(w))),
          )
        : [];
      const column = resolveColumn(
        ctx,
        timed.length > 0 ? timed : numeric.length > 0 ? numeric : target.columns,
      );
      if (!column) continue;
      // Oldest by a birth date is the earliest date; by an age it is the largest number. (By an id, given out in
      // turn, it is the smallest: "the trips with the three oldest ids". By a year, `founded_yr`, `birth_yr`, it
      // is the earliest year.)
      const year = column.kind === 'number' && holdsYears(column) && !/years/i.test(column.column);
      if ((column.kind === 'date' || column.isId || year) && /^(oldest|youngest)$/.test(word))
        dir = dir === 'DESC' ? 'ASC' : 'DESC';
      // ("the fastest car" by its speed: the largest.)
      if (
        /^(fastest|quickest|slowest)$/.test(word) &&
        column.words.some((w) => /^(speed|mph|kph|veloc)$/.test(w))
      )
        dir = dir === 'DESC' ? 'ASC' : 'DESC';
      ctx.claimed.add(target);
      // "the most expensive base price room": the column named after the adjective is the one ranked, not shown.
      const end = target.end;
      const named = target.hint
        ? ctx.mentions.find((m) => m.kind === 'column' && m.start === end && m.columns.includes(column))
        : undefined;
      if (named) ctx.claimed.add(named);
      ctx.tables.add(column.table);
      if (out.groupBy.length > 0 || out.groupTables.length > 0) {
        // "For each city, what is the highest latitude?": the extreme within each group.
        const agg = dir === 'DESC' ? 'max' : 'min';
        const extreme: SelectItem = { agg, column };
        out.aggregates.push(extreme);
        out.groupExtreme = extreme;
        // ("the most expensive product in each category": the rows holding it are asked for, by their name; not
        // "How old is the oldest person in each city?", which asks for the value.)
        out.extremeRowsNamed =
          ctx.words[0] !== 'how' &&
          ctx.mentions.some(
            (m) => m.kind === 'table' && m.table === ctx.main && m.start === Math.max(i + 1, target.end),
          );
        out.readings.push(`${agg} of ${column.column}`);
        consume(ctx, i, Math.max(i + 1, target.end));
        return;
      }
      rankBy(ctx, out, i, column, dir, Math.max(i + 1, target.end));
      return;
    }
    if (!target && rankByUnnamedRows(ctx, out, i, dir)) return;
  }
}

/**
 * "Which alumnus mentors the most students?", "Which act has played the most shows?": after a verb, "the most" before
 * a plural noun no name of the schema spells counts the rows of the table referring to the main ones (the only one,
 * or the one a word of the question names); "Which customer has borrowed the most money overall?", "paid us the most
 * in total" rank by the sum of those rows' money.
 */
function rankByUnnamedRows(ctx: ParseContext, out: RankingClauses, i: number, dir: OrderBy['dir']): boolean {
  const { words } = ctx;
  if (!/^(most|least|fewest)$/.test(words[i]!) || words[i - 1] !== 'the') return false;
  const next = words[i + 1];
  if (next !== undefined && mentionsCovering(ctx, i + 1).length > 0) return false;
  const v = /^(us|we|me)$/.test(words[i - 2] ?? '') ? i - 3 : i - 2;
  const verb = words[v] ?? '';
  if (!isParticiple(verb) && !MONEY_VERBS.test(verb) && !/s$|^(with|have|had)$/.test(verb)) return false;
  const moneyNamed = /^(money|cash)$/.test(next ?? '');
  let end = moneyNamed ? i + 2 : i + 1;
  if (words[end] === 'in' && words[end + 1] === 'total') end += 2;
  else if (/^(overall|altogether)$/.test(words[end] ?? '')) end++;
  const totalled = moneyNamed || end > i + 1 || closesSentence(ctx.tokens, i);
  if (totalled && (moneyNamed || MONEY_VERBS.test(verb) || MONEY_MOVED.test(verb))) {
    const money = moneyColumn(ctx, verb);
    if (!money || money.table === ctx.main.name) return false;
    for (const m of mentionsCovering(ctx, v)) ctx.claimed.add(m);
    rankByMoney(ctx, out, money, dir);
    consume(ctx, i, end);
    return true;
  }
  if (next === undefined || !/^[a-z]{3,}[^su]s$/.test(next) || STOPWORDS.has(next)) return false;
  // ("the organisation with the most outcomes": rows the noun names, referring to the main ones through others.)
  const named = referringNamed(ctx, ctx.tokens[i + 1]!.stem);
  const table = named.length === 1 ? named[0]!.name : referringTable(ctx, v);
  if (!table) return false;
  rankByRelated(ctx, out, table, dir);
  consume(ctx, i, i + 2);
  return true;
}

/**
 * "the customer who has the most cards, as well as the number of cards": the main table's rows are what is counted
 * (grouped by the table named before, which they refer to), so the groups are ranked by that count.
 */
function rankGroupsByOwnRows(
  ctx: ParseContext,
  out: RankingClauses,
  i: number,
  end: number,
  dir: OrderBy['dir'],
): boolean {
  const owner = ctx.mentions.filter((m) => m.kind === 'table' && m.end <= i && m.table !== ctx.main).at(-1);
  if (owner?.kind !== 'table') return false;
  const refers = ctx.main.columns.some((c) => referenceTo(ctx.index, c, owner.table.name));
  if (!refers) return false;
  out.orderBy = { item: { agg: 'count' }, dir };
  out.limit ??= 1;
  out.readings.push(`ranked by number of ${ctx.main.name} (${dir === 'DESC' ? 'most' : 'fewest'} first)`);
  consume(ctx, i, end);
  return true;
}

/**
 * "Which city has hosted the most events?": nothing the schema names follows the superlative, but the verb before it
 * names a column of other rows that refer to the main ones (`hosting_city.Host_City`): those rows are counted.
 */
function rankByReferringVerb(
  ctx: ParseContext,
  out: RankingClauses,
  i: number,
  dir: OrderBy['dir'],
): boolean {
  if (!/^(most|least|fewest)$/.test(ctx.words[i]!) || ctx.words[i - 1] !== 'the') return false;
  const verb = ctx.mentions.find((m) => m.kind === 'column' && m.end === i - 1 && !ctx.claimed.has(m));
  if (verb?.kind !== 'column') return false;
  const via = verb.columns.find((c) => c.table !== ctx.main.name && referenceTo(ctx.index, c, ctx.main.name));
  // ("Which opening has been played the most?": or a date the verb sets on the one table of rows referring to the
  // main ones, `games.played_on`, the question ending there.)
  const dated = verb.columns.filter(
    (c) => c.kind === 'date' && c.table !== ctx.main.name && refers(ctx.index, c.table, ctx.main.name),
  );
  const last = i + 1 === ctx.words.length || ctx.tokens[i + 1]!.opensSentence === true;
  const table = via?.table ?? (last && dated.length === 1 ? dated[0]!.table : undefined);
  if (!table) return false;
  ctx.claimed.add(verb);
  rankByRelated(ctx, out, table, dir);
  consume(ctx, verb.start, i + 2);
  return true;
}

/**
 * "Which product was ordered the most?", "Which customer spent the most?": a verb before "the most" naming a table
 * that refers to the main rows (`orders`) ranks them by how many such rows they have; a verb of spending, by the sum
 * of the money those rows hold.
 */
function rankByRelatedVerb(ctx: ParseContext, out: RankingClauses, i: number, dir: OrderBy['dir']): boolean {
  if (!/^(most|least)$/.test(ctx.words[i]!) || ctx.words[i - 1] !== 'the') return false;
  // ("Which technician has brought in the least in visit charges?": money taken in, the column named after it.)
  const takenIn =
    ctx.words[i - 2] === 'in' &&
    /^(brought|bring|brings|took|take|takes|taken)$/.test(ctx.words[i - 3] ?? '');
  const v = takenIn ? i - 3 : i - 2;
  const after = ctx.mentions.find((m) => m.start > i && m.start <= i + 2);
  // ("in visit charges": the rows' name may come before the column's.)
  const column = ctx.mentions.find((m) => m.kind === 'column' && m.start > i + 1 && m.start <= i + 3);
  const named =
    takenIn && column?.kind === 'column' && /^(in|of)$/.test(ctx.words[i + 1] ?? '')
      ? column.columns.find((c) => c.kind === 'number' && !c.isId)
      : undefined;
  if (after && !named) return false;
  const verb = ctx.words[v] ?? '';
  if (MONEY_VERBS.test(verb) || takenIn) {
    const money =
      named ?? moneyColumn(ctx, verb, takenIn ? ctx.tokens.slice(i + 1, i + 4).map((t) => t.stem) : []);
    if (!money) return false;
    if (named) for (const m of ctx.mentions) if (m.start > i && m.end <= column!.end) ctx.claimed.add(m);
    for (const m of mentionsCovering(ctx, v)) ctx.claimed.add(m);
    ctx.tables.add(money.table);
    if (money.table !== ctx.main.name) out.countRelated = money.table;
    out.orderBy = {
      item: money.table !== ctx.main.name ? { agg: 'sum', column: money } : { column: money },
      dir,
    };
    out.limit ??= 1;
    out.readings.push(`ranked by the sum of ${money.table}.${money.column}`);
    consume(ctx, v, named ? column!.end : i + 1);
    return true;
  }
  if (!isParticiple(verb) || ctx.mentions.some((m) => m.kind === 'column' && m.start === v && !m.hint))
    return false;
  const related = referringNamed(ctx, ctx.tokens[v]!.stem);
  if (related.length !== 1) return false;
  for (const m of mentionsCovering(ctx, v)) ctx.claimed.add(m);
  rankByRelated(ctx, out, related[0]!.name, dir);
  consume(ctx, v, i + 1);
  return true;
}

/**
 * "the best-selling product", "the 3 top-selling products", "Which product sells the most?": the main rows ranked by
 * the quantity sold (the sum of the one quantity column of the rows referring to them), else by how many such rows.
 */
function rankBySales(ctx: ParseContext, out: RankingClauses, i: number, dir: OrderBy['dir']): boolean {
  const { words } = ctx;
  const adjective =
    /^(best|top|worst)$/.test(words[i]!) && /^(selling|sold|sellers?)$/.test(words[i + 1] ?? '');
  const verb =
    /^(most|least)$/.test(words[i]!) &&
    words[i - 1] === 'the' &&
    /^(sell|sells|sold|selling)$/.test(words[i - 2] ?? '');
  // ("Which genre has the most tracks sold?": the verb after the rows sold.)
  const next = ctx.mentions.find((m) => m.kind === 'table' && m.start === i + 1);
  const after =
    /^(most|least)$/.test(words[i]!) &&
    next !== undefined &&
    /^(sold|bought|purchased)$/.test(words[next.end] ?? '');
  if (!adjective && !verb && !after) return false;
  // ("Which artists sold the most tracks?": the quantity of the tracks named, sold in the rows referring to them.)
  const named = verb || after ? next : undefined;
  const quantity = quantityColumn(ctx, named?.kind === 'table' ? named.table : ctx.main);
  const sales = named ? undefined : referringTable(ctx, i);
  if (quantity && quantity.table !== ctx.main.name) {
    ctx.tables.add(quantity.table);
    out.countRelated = quantity.table;
    out.orderBy = { item: { agg: 'sum', column: quantity }, dir };
    out.limit ??= 1;
    out.readings.push(`ranked by the quantity sold, ${quantity.table}.${quantity.column}`);
  } else if (sales) rankByRelated(ctx, out, sales, dir);
  else return false;
  const end = named ? named.end + (after ? 1 : 0) : i + (adjective ? 2 : 1);
  for (let k = verb ? i - 2 : i; k < Math.max(end, i + 2); k++)
    for (const m of mentionsCovering(ctx, k)) ctx.claimed.add(m);
  consume(ctx, verb ? i - 2 : i, end);
  return true;
}

/** Names of columns saying how well a row is rated (`rating`, `score`, `stars`; not a `tax_rate`). */
const RATING = /rating|score|stars/i;

/**
 * "the highest rated product", "Which product has the best reviews?": the main rows ranked by their rating — their
 * own rating column, else the average of the one of the rows referring to them (the reviews').
 */
function rankByRating(ctx: ParseContext, out: RankingClauses, i: number, dir: OrderBy['dir']): boolean {
  const { words } = ctx;
  const ratings = (table: string) =>
    (findTable(ctx.index, table)?.columns ?? []).filter(
      (c) => c.kind === 'number' && !c.isId && RATING.test(c.column),
    );
  const referring = referringTables(ctx.index, ctx.main.name);
  const rated = /^(rated|reviewed)$/.test(words[i + 1] ?? '');
  // ("the best reviews", "the worst ratings": the rows referring to the main ones, named.)
  const next = ctx.mentions.find((m) => m.start === i + 1);
  const named = next?.kind === 'table' && referring.includes(next.table.name) ? next : undefined;
  const reviewed =
    /^(best|worst)$/.test(words[i]!) &&
    (named !== undefined || /^(reviews|ratings)$/.test(words[i + 1] ?? ''));
  if (!rated && !reviewed) return false;
  const own = ratings(ctx.main.name);
  const theirs = (named ? [named.table.name] : referring).flatMap(ratings);
  const rating = own.length === 1 && !named ? own[0]! : theirs.length === 1 ? theirs[0]! : undefined;
  if (!rating) return false;
  ctx.tables.add(rating.table);
  const related = rating.table !== ctx.main.name;
  if (related) out.countRelated = rating.table;
  out.orderBy = { item: related ? { agg: 'avg', column: rating } : { column: rating }, dir };
  out.limit ??= 1;
  out.readings.push(`ranked by ${related ? 'the average ' : ''}${rating.table}.${rating.column}`);
  for (const m of mentionsCovering(ctx, i + 1)) ctx.claimed.add(m);
  consume(ctx, i, i + 2);
  return true;
}

/**
 * "Which category generates the most revenue?", "the month with the highest sales": a superlative before a noun for
 * the money the rows bring in, named by no column, ranks by the sum of the one money column (each group's, or that
 * of the rows referring to the main rows).
 */
function rankByRevenue(ctx: ParseContext, out: RankingClauses, i: number, dir: OrderBy['dir']): boolean {
  let k = i + 1;
  // ("by total revenue", "the highest net sales")
  while (/^(total|gross|net)$/.test(ctx.words[k] ?? '') && mentionsCovering(ctx, k).length === 0) k++;
  if (!REVENUE.test(ctx.words[k] ?? '') || mentionsCovering(ctx, k).length > 0) return false;
  const money = moneyColumn(ctx, ctx.words[k]!);
  if (!money) return false;
  rankByMoney(ctx, out, money, dir);
  consume(ctx, i, k + 1);
  return true;
}

/** The main rows (or groups) ranked by the sum of a money column, their own or that of the rows referring to them. */
function rankByMoney(ctx: ParseContext, out: RankingClauses, money: ColumnEntry, dir: OrderBy['dir']): void {
  ctx.tables.add(money.table);
  ctx.rankedMoney = money;
  const related = money.table !== ctx.main.name;
  if (related) out.countRelated = money.table;
  const grouped = out.groupBy.length > 0 || out.groupTables.length > 0;
  out.orderBy = { item: related || grouped ? { agg: 'sum', column: money } : { column: money }, dir };
  out.limit ??= 1;
  out.readings.push(`ranked by the sum of ${money.table}.${money.column}`);
}

/**
 * "Who's our biggest customer?", "our 3 best customers", "Which customer is the largest?": rows that others' sales
 * refer to, ranked by the sum of the money of those sales — unless the word names a measure of their own ("the
 * largest stadium", its capacity) or a measure follows ("the top customers by orders").
 */
function rankByValue(ctx: ParseContext, out: RankingClauses, i: number, dir: OrderBy['dir']): boolean {
  const { words } = ctx;
  if (!/^(biggest|largest|top|best|smallest)$/.test(words[i]!)) return false;
  const own = (m: Mention) => m.kind === 'table' && m.table === ctx.main;
  // ("the top 2 customers": past the number of rows asked for; "our largest single sale": past "single".)
  let from = ctx.tokens[i + 1]?.number !== undefined ? i + 2 : i + 1;
  if (/^(single|individual)$/.test(words[from] ?? '')) from++;
  const next = ctx.mentions.find((m) => m.start === from);
  const after =
    next &&
    own(next) &&
    (next.end === words.length || /^(and|of|in|for|from|this|last)$/.test(words[next.end]!));
  const closing =
    i === words.length - 1 &&
    words[i - 1] === 'the' &&
    /^(is|was|are|were)$/.test(words[i - 2] ?? '') &&
    ctx.mentions.some((m) => own(m) && m.end === i - 2);
  if (!after && !closing) return false;
  if (
    ctx.mentions.some(
      (m) => m.start === i && m.kind === 'column' && m.columns.some((c) => c.table === ctx.main.name),
    )
  )
    return false;
  const money = moneyColumn(ctx, '');
  if (!money) return false;
  // ("What was our largest single sale?": rows that are sums of money themselves, by their own.)
  if (money.table === ctx.main.name) {
    if (!/^(biggest|largest|smallest)$/.test(words[i]!)) return false;
    rankBy(ctx, out, i, money, dir, i + 1);
    return true;
  }
  rankByMoney(ctx, out, money, dir);
  for (const m of mentionsCovering(ctx, i)) ctx.claimed.add(m);
  consume(ctx, i, i + 1);
  return true;
}

/**
 * "Which month had the most orders?", "the year with the highest total amount": periods of the rows' date (grouped
 * by already) ranked by how many rows each has, or by the sum (or the aggregate named) of a measure of theirs; the
 * period is what is asked for, shown alone.
 */
function rankPeriods(ctx: ParseContext, out: RankingClauses, i: number, dir: OrderBy['dir']): boolean {
  if (!out.groupBy.some((c) => c.part) || out.orderBy) return false;
  let k = i + 1;
  while (/^(the|a|an|number|of|count)$/.test(ctx.words[k] ?? '')) k++;
  const named = AGGREGATE_WORDS[ctx.words[k] ?? ''];
  if (named) k++;
  // (The main rows' own mention may be claimed as their subject already.)
  const m = ctx.mentions.find((x) => x.start === k && (x.kind === 'table' || !ctx.claimed.has(x)));
  const measure =
    m?.kind === 'column'
      ? resolveColumn(
          ctx,
          m.columns.filter((c) => c.table === ctx.main.name && c.kind === 'number' && !c.isId),
        )
      : undefined;
  const item: SelectItem | undefined = measure
    ? { agg: named && named !== 'count' ? named : 'sum', column: measure }
    : m?.kind === 'table' && m.table === ctx.main && /^(most|least|fewest)$/.test(ctx.words[i]!)
      ? { agg: 'count' }
      : undefined;
  if (!item || !m) return false;
  ctx.claimed.add(m);
  out.orderBy = { item, dir };
  out.limit ??= 1;
  out.readings.push(`the period with the ${ctx.words[i]} ${item.column?.column ?? ctx.main.name}`);
  consume(ctx, i, m.end);
  return true;
}

/**
 * "Which customer has placed the most orders?" over `cust_order.cust_name`: the rows asked about are named by a label
 * that repeats across the main table's rows (a customer per order), so the labels are ranked by how many rows each has.
 */
function rankByOwnRows(ctx: ParseContext, out: RankingClauses, i: number, dir: OrderBy['dir']): boolean {
  if (!/^(most|least|fewest)$/.test(ctx.words[i]!) || ctx.words[i - 1] !== 'the') return false;
  const label = ctx.main.label;
  const counted = ctx.mentions.find((m) => m.start === i + 1);
  const subject = ctx.mentions.find((m) => m.kind === 'table' && m.table === ctx.main && m.end <= i - 1);
  if (counted?.kind !== 'table' || counted.table !== ctx.main || !subject || !label) return false;
  if (label.kind !== 'text' || label.profile.distinctCount >= ctx.main.rowCount) return false;
  ctx.claimed.add(counted);
  rankByRelated(ctx, out, ctx.main.name, dir);
  consume(ctx, i, counted.end);
  return true;
}

/**
 * "the document accessed the greatest number of times", "the user followed by the fewest people": a verb just before
 * the superlative that names a count of the main table's own (`access_count`, `followers`) ranks the rows by it.
 */
function rankByCountingVerb(ctx: ParseContext, out: RankingClauses, i: number, dir: OrderBy['dir']): boolean {
  let v = i - 1;
  if (ctx.words[v] === 'the') v--;
  if (ctx.words[v] === 'by') v--;
  if (!isParticiple(ctx.words[v] ?? '')) return false;
  const verb = ctx.mentions.find(
    (m) => m.kind === 'column' && m.start === v && m.end === v + 1 && !ctx.claimed.has(m),
  );
  if (verb?.kind !== 'column') return false;
  const counts = verb.columns.filter((c) => c.table === ctx.main.name && c.kind === 'number' && !c.isId);
  if (counts.length !== 1) return false;
  // What is counted: "number of times", "times", "number of (other) people" — the main rows themselves included.
  let end = i + 1;
  if (ctx.words[end] === 'number' && ctx.words[end + 1] === 'of') end += 2;
  if (ctx.words[end] === 'other') end++;
  const counted = ctx.mentions.find((m) => m.start === end);
  if (
    /^(times|people|persons)$/.test(ctx.words[end] ?? '') ||
    (counted?.kind === 'table' && counted.table === ctx.main)
  ) {
    if (counted) ctx.claimed.add(counted);
    end++;
  } else if (end < ctx.words.length && !/^(and|or)$/.test(ctx.words[end]!)) return false;
  ctx.claimed.add(verb);
  ctx.tables.add(counts[0]!.table);
  rankBy(ctx, out, i, counts[0]!, dir, end);
  consume(ctx, v, i);
  return true;
}

/** "When was the first asset acquired?", "the last staff leaving": the row earliest (latest) by its date. */
function readFirstOrLast(ctx: ParseContext, out: RankingClauses): boolean {
  // ("When did Bob Stone last order?": an adverb before the verb of a question asking when.)
  const i = ctx.words.findIndex(
    (w, k) =>
      /^(first|last)$/.test(w) &&
      (ctx.words[k - 1] === 'the' || ctx.words[0] === 'when') &&
      ctx.mentions.some((m) => m.kind !== 'value' && m.start === k + 1) &&
      mentionsCovering(ctx, k).length === 0,
  );
  if (i < 0) return false;
  // (The date of the rows named next, "last order": the orders', not the customers' signup.)
  const next = ctx.mentions.find((m) => m.kind === 'table' && m.start === i + 1);
  const when = (next?.kind === 'table' ? tableDate(ctx, next.table, i) : undefined) ?? dateColumn(ctx);
  if (when?.kind !== 'date') return false;
  const dir = ctx.words[i] === 'first' ? 'ASC' : 'DESC';
  ctx.tables.add(when.table);
  rankBy(ctx, out, i, when, dir, i + 1, 'by');
  out.limit = 1;
  return true;
}

/** "Which minister left office last?", "took office first": the column the verb names, first or last in time. */
function readClosingFirstOrLast(ctx: ParseContext, out: RankingClauses): boolean {
  const i = ctx.tokens.findIndex((_, k) => closingFirstOrLast(ctx.tokens, k));
  const verb = ctx.mentions.find((m) => m.kind === 'column' && m.end === i && !ctx.claimed.has(m));
  if (i < 0 || verb?.kind !== 'column' || mentionsCovering(ctx, i).length > 0) return false;
  // (Not the end of a sort: "sorted by the ones with highest revenue first".)
  if (ctx.words.some((w, k) => SUPERLATIVES[w] || isSortWord(ctx.words, k))) return false;
  const column = resolveColumn(ctx, verb.columns);
  if (!column || column.isId || column.kind === 'text') return false;
  ctx.claimed.add(verb);
  ctx.tables.add(column.table);
  rankBy(ctx, out, i, column, ctx.words[i] === 'first' ? 'ASC' : 'DESC', i + 1, 'by');
  out.limit = 1;
  return true;
}

/** "latest", "earliest", "most recent(ly)": a superlative about time. */
function isTemporal(ctx: ParseContext, i: number): boolean {
  return (
    /^(latest|earliest|newest|oldest)$/.test(ctx.words[i]!) ||
    (ctx.words[i] === 'most' && /^(recent|recently)$/.test(ctx.words[i + 1] ?? ''))
  );
}

/**
 * "the department with the highest average salary": groups ranked by an aggregate of a numeric column — each main
 * row by its related rows when the column is elsewhere, else the values of the column named before.
 */
function rankByAggregate(ctx: ParseContext, out: RankingClauses, i: number, dir: 'ASC' | 'DESC'): boolean {
  let a = i + 1;
  while (/^(the|a|an)$/.test(ctx.words[a] ?? '')) a++;
  // "the zip code in which the average pressure is the lowest": the aggregate is named before "is (the)".
  const verb = ctx.words[i - 1] === 'the' ? i - 2 : i - 1;
  const closing = /^(is|are|was|were)$/.test(ctx.words[verb] ?? '') ? aggregateBefore(ctx, verb) : undefined;
  if (closing !== undefined) a = closing;
  const named = AGGREGATE_WORDS[ctx.words[a] ?? ''];
  if (named === 'max' || named === 'min') return false;
  // "the highest average order amount": the column may follow its table's name.
  let target = nextMention(ctx, named ? a + 1 : a, named ? 3 : 1);
  if (named && target?.kind === 'table') target = ctx.mentions.find((m) => m.start === target!.end);
  if (target?.kind !== 'column' || ctx.claimed.has(target)) return false;
  if (closing !== undefined && target.end > verb) return false;
  const numeric = target.columns.filter((c) => c.kind === 'number' && !c.isId);
  const column = numeric.length > 0 ? resolveColumn(ctx, numeric) : undefined;
  if (!column) return false;
  // "the department with the most credits": a quantity of related rows adds up.
  const agg =
    named ??
    (/^(most|least|fewest)$/.test(ctx.words[i]!) && column.table !== ctx.main.name ? 'sum' : undefined);
  if (!agg) return false;
  if (!named && ownRowRanked(ctx, i, column)) {
    // "the wrestler with the most days held", asked of eliminations: that one wrestler's own number, not a sum.
    ctx.claimed.add(target);
    ctx.tables.add(column.table);
    rankBy(ctx, out, i, column, dir, target.end);
    return true;
  }
  if (column.table === ctx.main.name) {
    const before = ctx.mentions
      .filter((m) => m.kind === 'column' && m.end <= Math.min(i, a) && !ctx.claimed.has(m))
      .at(-1);
    const group = before?.kind === 'column' ? resolveColumn(ctx, before.columns) : undefined;
    if (!group || !before) return false;
    ctx.claimed.add(before);
    ctx.tables.add(group.table);
    out.mostCommon = group;
  } else {
    ctx.tables.add(column.table);
    out.countRelated = column.table;
  }
  ctx.claimed.add(target);
  out.orderBy = { item: { agg, column }, dir };
  out.limit ??= 1;
  out.readings.push(
    `ranked by ${AGGREGATE_NAMES[agg]} ${column.column} (${dir === 'DESC' ? 'highest' : 'lowest'} first)`,
  );
  consume(ctx, Math.min(i, a), target.end);
  consume(ctx, i, i + 1);
  return true;
}

/** "the wrestler with the most days held": the column's own table named right before "with the most". */
function ownRowRanked(ctx: ParseContext, i: number, column: ColumnEntry): boolean {
  if (ctx.words[i - 1] !== 'the' || !/^(with|having|has|had)$/.test(ctx.words[i - 2] ?? '')) return false;
  const before = ctx.mentions.find((m) => m.end === i - 2);
  return before?.kind === 'table' && before.table.name === column.table;
}

/** The aggregate word that opens the subject of the verb at `verb` ("… the average salary is …"), if one does. */
function aggregateBefore(ctx: ParseContext, verb: number): number | undefined {
  for (let k = verb - 1; k >= Math.max(0, verb - 8); k--) {
    const w = ctx.words[k]!;
    if (/^(which|whose|where|that|who|with)$/.test(w)) return undefined;
    // ("mean" inside `mean_sea_level_pressure` is no aggregate.)
    if (AGGREGATE_WORDS[w] && !mentionsCovering(ctx, k).some((m) => m.kind === 'column')) return k;
  }
  return undefined;
}

/** "ordered by age", "sorted by name descending", "in alphabetical order", "from highest to lowest". */
export function readOrder(
  ctx: ParseContext,
  out: RankingClauses,
  fallback: () => SelectItem | undefined,
): void {
  const text = ctx.words.join(' ');
  const desc =
    /\b(desc|descending|descendingly|decreasing|reverse|z to a)\b/.test(text) ||
    // "from large to small", "from old to young", "from highest to lowest".
    /\bfrom (the )?(high|large|big|great|old|new|late|long|tall|heav|expensive|more|most|many|busi)\w*( [a-z]+)? to /.test(
      text,
    ) ||
    // "starting from the most recent one", "highest first".
    /\b(starting|beginning) (from|with) the (most recent|latest|newest|highest|largest|biggest)\b/.test(
      text,
    ) ||
    /\b(most recent|latest|newest|highest|largest|biggest|greatest|longest) (ones? )?first\b/.test(text) ||
    // ("from the most students to the fewest", "from the most recent match date to the oldest")
    /\bfrom (the )?(most|latest|newest|highest|largest|biggest|greatest)( [a-z]+){0,3} to (the )?(oldest|earliest|lowest|smallest|least|fewest)\b/.test(
      text,
    ) ||
    // ("ordered from the highest level down")
    /\bfrom (the )?(highest|largest|biggest|most) ([a-z]+ ){1,2}down(wards?)?\b/.test(text) ||
    // ("most experienced first", "most expensive first")
    /\bmost ([a-z]+ )?first\b/.test(text) ||
    // ("ordered by height, tallest first", "priciest first")
    ctx.words.some(
      (w, k) => SUPERLATIVES[w] === 'DESC' && !/^(most|top|best)$/.test(w) && ctx.words[k + 1] === 'first',
    );
  // "from old to young" by a date of birth: the oldest were born first.
  // ("by date of birth, oldest first": the oldest were born first too.)
  const aged = /\bfrom (the )?(old|young)\w*( [a-z]+)? to |\b(oldest|youngest) first\b/.test(text);
  const sortWords = ctx.words.flatMap((_, i) => (isSortWord(ctx.words, i) ? [i] : []));
  const at = sortWords[0];
  if (at === undefined) {
    firstSaid(ctx, out, aged);
    return;
  }
  // "Sort the names of products in ascending order of their price": the column after the first sorting words that
  // are followed by one.
  // ("Sort all the industries in descending order of the count…": what the verb names is sorted, not the key.)
  const keyWords = sortWords.filter((from) => {
    const next = sortWords.find((x) => x > from + 1);
    return ctx.words[from] !== 'sort' || next === undefined || ctx.words.slice(from, next).includes('by');
  });
  let target: Mention | undefined;
  // ("ordered by how many companies each has", "in descending order of how many companies they have": by a count.)
  // (But "ordered by how many credits they carry" over `Credits` is by the column.)
  const howMany = keyWords.some(
    (from) =>
      /^(by|of) how many$/.test(ctx.words.slice(from + 1, from + 4).join(' ')) &&
      !ctx.mentions.some((m) => m.kind === 'column' && m.start === from + 4),
  );
  for (const from of howMany ? [] : keyWords) {
    target = orderTarget(ctx, from);
    if (target) break;
  }
  // "the makes and models by the disposal date in ascending order": the key named after "by", before the direction.
  target ??= keyBefore(ctx, at);
  let item: SelectItem | undefined;
  let then: { column: ColumnEntry; dir: 'ASC' | 'DESC' }[] = [];
  let own: 'ASC' | 'DESC' | undefined;
  if (target?.kind === 'column') {
    const column = resolveColumn(ctx, target.columns);
    if (column) {
      ctx.claimed.add(target);
      ctx.tables.add(column.table);
      const agg = AGGREGATE_WORDS[ctx.words[target.start - 1] ?? ''];
      if (agg) consume(ctx, target.start - 1, target.start);
      item = agg ? { agg, column } : { column };
      own = directionAfter(ctx, target.end).dir;
      then = furtherSortKeys(ctx, target);
    }
  } else if (
    // ("sorted in descending order of their count": the order's words, then the count.)
    howMany ||
    /\b(number|count|frequency|popularity)\b/.test(ctx.words.slice(keyWords[0], keyWords[0]! + 7).join(' '))
  ) {
    item = { agg: 'count' };
  } else if (
    out.aggregates.length === 1 &&
    /\bfrom (the )?(high|low|large|small|big|great|most|least|many|few)\w* ((average|total) )?to /.test(text)
  ) {
    // "the average amount per customer, sorted from highest to lowest": the one aggregate asked for.
    item = out.aggregates[0];
  } else {
    item = unnamedKey(ctx, at);
  }
  // "sorted by the ones with highest revenue first": the superlative read already names the order.
  const ranked = item ? undefined : out.orderBy;
  item ??= ranked?.item ?? fallback();
  if (!item) return;
  // (A date of birth kept as text is a date all the same; so is a year: "the year they were established, oldest first".)
  const dated = isDated(item.column) || item.column?.words.includes('birth');
  const dir = own ?? (desc !== (aged && dated) ? 'DESC' : (ranked?.dir ?? 'ASC'));
  out.orderBy = then.length > 0 ? { item, dir, then } : { item, dir };
  out.readings.push(
    `ordered by ${item.column?.column ?? 'count'} ${dir === 'DESC' ? 'descending' : 'ascending'}`,
  );
  for (let i = at; i < ctx.words.length; i++) {
    if (
      /^(order|ordered|sort|sorted|listed|by|using|in|of|ascending|descending|ascendingly|descendingly|alphabetical|alphabetically|desc|asc|increasing|decreasing|rank|ranked)$/.test(
        ctx.words[i]!,
      )
    )
      consume(ctx, i, i + 1);
  }
  // ("in order of disposal date, earliest first": the direction said again after the sort.)
  directionSaid(ctx, out);
}

/**
 * "customers in Leeds with their loyalty points, highest first", "each inspector's number of inspections, busiest
 * first": a superlative then "first" closing the question, with no sorting word, orders by the measure named last
 * before it (or the one aggregate asked for).
 */
function firstSaid(ctx: ParseContext, out: RankingClauses, aged: boolean): void {
  const firstAt = (k: number) => firstAfter(ctx.words, k);
  // ("…, busiest first": the most rows.)
  const direction = (w: string) => SUPERLATIVES[w] ?? (w === 'busiest' ? 'DESC' : undefined);
  const at = ctx.words.findIndex(
    (w, k) => direction(w) !== undefined && firstAt(k) > 0 && closesSentence(ctx.tokens, firstAt(k)),
  );
  if (at < 0 || out.orderBy || ctx.consumed.has(at)) return;
  const measure = (c: ColumnEntry) => (c.kind === 'number' && !c.isId) || isDated(c);
  const last = ctx.mentions
    .filter((m) => m.kind === 'column' && !m.hint && m.end <= at && m.columns.some(measure))
    .at(-1);
  const column = last?.kind === 'column' ? resolveColumn(ctx, last.columns.filter(measure)) : undefined;
  // ("Average find depth for each period, deepest first": the aggregate shown of that column.)
  const shown = column ? out.aggregates.find((a) => a.column === column) : undefined;
  // ("the number of tests run on each instrument, highest first": the count asked for.)
  const counted =
    out.aggregates.length === 0 && /\b(how many|number of)\b/.test(ctx.words.slice(0, at).join(' '))
      ? { agg: 'count' as const }
      : undefined;
  const item: SelectItem | undefined =
    shown ?? (column ? { column } : out.aggregates.length === 1 ? out.aggregates[0] : counted);
  if (!item) return;
  const dir = aged && isDated(item.column) ? 'ASC' : direction(ctx.words[at]!)!;
  out.orderBy = { item, dir };
  out.readings.push(
    `ordered by ${item.column?.column ?? 'count'} ${dir === 'DESC' ? 'descending' : 'ascending'}`,
  );
  consume(ctx, at, firstAt(at) + 1);
}

/**
 * "in the order of date", "ordered by title": a sort key no column is named as, the date of the rows (`createdate`) or
 * the column that names them (`song_name`).
 */
function unnamedKey(ctx: ParseContext, at: number): SelectItem | undefined {
  let k = at;
  while (k < at + 5 && /^(order|ordered|sort|sorted|by|in|of|the|their|its)$/.test(ctx.words[k] ?? '')) k++;
  if (mentionsCovering(ctx, k).length > 0) return undefined;
  const word = ctx.tokens[k]?.stem;
  const column = word === 'date' ? dateColumn(ctx) : word === 'titl' ? ctx.main.label : undefined;
  if (!column) return undefined;
  ctx.tables.add(column.table);
  consume(ctx, k, k + 1);
  return { column };
}

const SORT_ADJECTIVES_BEFORE = /^(ascending|descending|ascendingly|descendingly|increasing|decreasing)$/;

/** The column named right after a "by" that ends just before the sorting words at `at` ("by X ascendingly"). */
function keyBefore(ctx: ParseContext, at: number): Mention | undefined {
  // ("the photographers by day rate from highest to lowest": the key right before the range of the order.)
  const from = ctx.words[at] === 'from';
  if (!SORT_ADJECTIVES_BEFORE.test(ctx.words[at] ?? '') && ctx.words[at] !== 'in' && !from) return undefined;
  const by = ctx.words.lastIndexOf('by', at - 1);
  if (by < 0 || by < at - 6) return undefined;
  const key = nextMention(ctx, by + 1, 3);
  if (key?.kind !== 'column' || key.hint) return undefined;
  const end = directionAfter(ctx, key.end).end;
  return end > at || (from && key.end === at) ? key : undefined;
}

/** A direction named right after a sort key ("by price decreasing", "by name (in ascending order)"), and its end. */
function directionAfter(ctx: ParseContext, from: number): { dir?: 'ASC' | 'DESC'; end: number } {
  let k = from;
  let dir: 'ASC' | 'DESC' | undefined;
  while (
    k < from + 4 &&
    /^(in|order|alphabetical|alphabetically|asc|ascending|ascendingly|increasing|desc|descending|descendingly|decreasing)$/.test(
      ctx.words[k] ?? '',
    )
  ) {
    if (/^(asc|ascending|ascendingly|increasing|alphabetical|alphabetically)$/.test(ctx.words[k]!))
      dir = 'ASC';
    if (/^(desc|descending|descendingly|decreasing)$/.test(ctx.words[k]!)) dir = 'DESC';
    k++;
  }
  // ("by price from high to low and then by name"; "from a to z")
  const range = /^from (high|low|large|small|big|most|least|a|z)\w* to \w+$/.exec(
    ctx.words.slice(k, k + 4).join(' '),
  );
  if (!dir && range) return { dir: /^(high|large|big|most|z)/.test(range[1]!) ? 'DESC' : 'ASC', end: k + 4 };
  return { dir, end: k };
}

/**
 * "ordered by their titles and credits", "sorted by price decreasing and then by name": the columns named after
 * the first sort key, joined by "and", break its ties, each ascending unless a direction follows it.
 */
function furtherSortKeys(ctx: ParseContext, first: Mention): { column: ColumnEntry; dir: 'ASC' | 'DESC' }[] {
  const keys: { column: ColumnEntry; dir: 'ASC' | 'DESC' }[] = [];
  let end = directionAfter(ctx, first.end).end;
  // ("sorted by price descending, then name ascending")
  while (ctx.words[end] === 'and' || (ctx.words[end] === 'then' && ctx.tokens[end]?.afterComma)) {
    let k = end + 1;
    while (/^(then|by|the|their|its|his|her)$/.test(ctx.words[k] ?? '')) k++;
    const next = ctx.mentions.find((m) => m.start === k && m.kind === 'column' && !ctx.claimed.has(m));
    const column = next?.kind === 'column' ? resolveColumn(ctx, next.columns) : undefined;
    if (!next || !column) break;
    ctx.claimed.add(next);
    ctx.tables.add(column.table);
    const after = directionAfter(ctx, next.end);
    keys.push({ column, dir: after.dir ?? 'ASC' });
    consume(ctx, end, after.end);
    end = after.end;
  }
  return keys;
}

/** The column a sort names after the sorting words at `at` ("sort them in ascending order of stories"). */
function orderTarget(ctx: ParseContext, at: number): Mention | undefined {
  let last = at;
  while (
    last < at + 4 &&
    // ("sort the results by the number of followers": what is sorted, then the key.)
    /^(them|it|in|the|results?|by|ascending|descending|increasing|decreasing|alphabetical|order)$/.test(
      ctx.words[last + 1] ?? '',
    ) &&
    // (Not a word that starts the key's name: "ordered by order date".)
    !ctx.mentions.some((m) => m.kind === 'column' && m.start === last + 1 && m.end > last + 2)
  )
    last++;
  let target = nextMention(ctx, last + 1, 5);
  // ("ordered by when they were born": of the times "when" may ask for, the one the verb after it names.)
  if (target?.kind === 'column' && ctx.words[target.start] === 'when') {
    const any = target;
    const verb = ctx.mentions.find(
      (m) =>
        m.kind === 'column' &&
        m.start > any.end &&
        m.start <= any.end + 3 &&
        m.columns.every((c) => any.columns.includes(c)),
    );
    if (verb) {
      ctx.claimed.add(any);
      target = verb;
    }
  }
  // "in ascending order of building stories": a table's name before its column.
  if (target?.kind === 'table') {
    const end = target.end;
    target = ctx.mentions.find((m) => m.start === end && m.kind === 'column' && !ctx.claimed.has(m));
  }
  return target?.kind === 'column' ? target : undefined;
}

/** "sort by", "sort the results by", "order them by": "by" names an order. */
function sortsBefore(words: string[], i: number): boolean {
  const verb = (w: string | undefined) => /^(order(ed)?|sort(ed)?|rank(ed)?|arranged?)$/.test(w ?? '');
  // (Two words back only as a verb's form: "sorted alphabetically by"; "the order amount by year" groups.)
  // ("the average quantity per order by category": the rows counted, not a verb.)
  return (
    (verb(words[i - 1]) && !/^(per|each|every|an|one)$/.test(words[i - 2] ?? '')) ||
    (/^(the|them|it)$/.test(words[i - 2] ?? '') && verb(words[i - 3])) ||
    (verb(words[i - 2]) && /(ed|ing)$/.test(words[i - 2] ?? ''))
  );
}

/**
 * "the total revenue of companies started by founder": after a verb, "by" and a bare column (no value after it, no
 * table) can only say how the rows are grouped; "founded by John" and "managed by heads" name an agent.
 */
function byBareColumn(ctx: ParseContext, i: number): boolean {
  const next = ctx.mentions.find((m) => m.start === i + 1);
  if (next?.kind !== 'column' || next.hint || ctx.claimed.has(next)) return false;
  if (
    ctx.mentions.some(
      (m) => (m.kind === 'value' || m.kind === 'number') && m.start >= next.end && m.start <= next.end + 1,
    )
  )
    return false;
  const t = ctx.tokens[next.start]!;
  // ("the total amount received by payment method": a kind the rows are of, named in two words, not whoever did it.)
  const kind =
    next.end - next.start === 2 &&
    next.columns.every(
      (c) =>
        c.kind === 'text' &&
        !c.isId &&
        c.table === ctx.main.name &&
        findTable(ctx.index, c.table)?.label !== c,
    );
  return (next.end - next.start === 1 && t.text === t.stem) || kind;
}

const DATE_PART_WORDS: Record<string, DatePart> = {
  year: 'year',
  years: 'year',
  quarter: 'quarter',
  quarters: 'quarter',
  month: 'month',
  months: 'month',
  day: 'day',
  days: 'day',
  weekday: 'weekday',
  weekdays: 'weekday',
  hour: 'hour',
  hours: 'hour',
};

/**
 * "How many employees were hired in each year?", "invoices per month": groups by a part of the rows' date, when no
 * column is named by that word (a `Year` column is grouped by as it is). ("calls per day of the week", "per hour of
 * the day": the weekday, the hour.)
 */
function groupByDatePart(ctx: ParseContext, out: RankingClauses, i: number): boolean {
  let k = i + 1;
  while (/^(the|a)$/.test(ctx.words[k] ?? '')) k++;
  const of = (part: string, whole: string) =>
    ctx.words[k] === part &&
    ctx.words[k + 1] === 'of' &&
    ctx.words[k + (ctx.words[k + 2] === 'the' ? 3 : 2)] === whole
      ? k + (ctx.words[k + 2] === 'the' ? 3 : 2)
      : -1;
  const weekAt = of('day', 'week');
  const hourAt = of('hour', 'day');
  if (weekAt >= 0 || hourAt >= 0) {
    // (A column of weekdays kept as text, `weekday`, `day_of_week`, is grouped by as it is.)
    const held = weekAt >= 0 ? weekdayColumn(ctx) : undefined;
    if (held) {
      ctx.tables.add(held.table);
      out.groupBy.push(held);
      out.readings.push(`grouped by ${held.column}`);
      consume(ctx, i, weekAt + 1);
      return true;
    }
    return groupByPart(ctx, out, i, Math.max(weekAt, hourAt), weekAt >= 0 ? 'weekday' : 'hour');
  }
  const part = DATE_PART_WORDS[ctx.words[k] ?? ''];
  return part !== undefined && groupByPart(ctx, out, i, k, part);
}

/** The main table's one text column of weekdays: `weekday`, `day_of_week`, `dow`. */
function weekdayColumn(ctx: ParseContext): ColumnEntry | undefined {
  const found = ctx.main.columns.filter(
    (c) =>
      c.kind === 'text' &&
      (c.words.includes(stem('weekday')) ||
        c.words.includes('dow') ||
        (c.words.includes(stem('day')) && c.words.includes('week'))),
  );
  return found.length === 1 ? found[0] : undefined;
}

/** "the monthly revenue", "quarterly sales": an adverb of a period groups by it as "per month" does. */
const PERIODIC: Record<string, DatePart> = {
  daily: 'day',
  monthly: 'month',
  quarterly: 'quarter',
  yearly: 'year',
};

/**
 * "the total estimated daily water loss" over `estimated_loss_m3_per_day`: a rate the column named after the adverb
 * at `i` keeps, not a group by that period.
 */
function keptRate(ctx: ParseContext, i: number, part: DatePart): boolean {
  const period = stem(part);
  return ctx.mentions.some(
    (m) =>
      m.kind === 'column' &&
      m.start > i &&
      m.start <= i + 3 &&
      m.columns.some((c) => c.words.some((x, k) => x === 'per' && c.words[k + 1] === period)),
  );
}

/** Groups by `part` of the rows' date, said by words i to k (k the period's own word). */
function groupByPart(ctx: ParseContext, out: RankingClauses, i: number, k: number, part: DatePart): boolean {
  const covering = mentionsCovering(ctx, k);
  // (Not `members.birth_year` for "routes set per year": a column of rows the question is not about.)
  // (Nor, when the rows have a date of their own, that of a table the question does not name: "salt used per year"
  // is by the runs' date, not by the ploughs' `year_built`.)
  // (An adverb, "the total monthly fee", may still be of a column of a related table, `Monthly_Fee`.)
  const dated = ctx.main.columns.some((c) => c.kind === 'date') && PERIODIC[ctx.words[k]!] === undefined;
  const near = (c: ColumnEntry) =>
    c.table === ctx.main.name ||
    ctx.tables.has(c.table) ||
    ctx.mentions.some((m) => m.kind === 'table' && m.table.name === c.table) ||
    (!dated && (refers(ctx.index, ctx.main.name, c.table) || refers(ctx.index, c.table, ctx.main.name)));
  // (Nor "shops with no daily sales" over a table `daily_sales`: a word of a table's name.)
  const said = stem(ctx.words[k]!);
  // (But not `num_years_experience`, a number of years rather than a year: "salt used per year" is by the date.)
  const calendar = (c: ColumnEntry) =>
    part !== 'year' ||
    !/years|yrs/i.test(c.column) ||
    [c.profile.min, c.profile.max].every((n) => isYear(Number(n)));
  if (
    covering.some(
      (m) =>
        (m.kind === 'column' && m.columns.some((c) => near(c) && c.words.includes(said) && calendar(c))) ||
        (m.kind === 'table' && m.table.words.includes(said)),
    )
  )
    return false;
  // ("sales by month for Electronics" over products: the date of the rows that refer to them, the orders'; "the sales
  // by segment and year": of the sales summed.)
  // ("Which day had the most orders?": the period's word names no date column of its own — not `reviews.date`.)
  const unclaimed = covering.filter((m) => !ctx.claimed.has(m));
  for (const m of unclaimed) ctx.claimed.add(m);
  const date = salesDate(ctx) ?? dateColumn(ctx) ?? referringDate(ctx);
  if (date?.kind !== 'date') {
    for (const m of unclaimed) ctx.claimed.delete(m);
    return false;
  }
  const column: ColumnEntry = { ...date, part };
  // ("routes set per year": the verb naming the date grouped by is read with it, not shown.)
  for (const m of ctx.mentions)
    if (m.kind === 'column' && m.columns.length === 1 && m.columns[0] === date) ctx.claimed.add(m);
  ctx.tables.add(date.table);
  // ("How many orders each year? List them by year.": the same period said twice is one group.)
  const again = out.groupBy.some(
    (c) => c.table === date.table && c.column === date.column && c.part === part,
  );
  if (!again) {
    out.groupBy.push(column);
    out.readings.push(`grouped by the ${part} of ${date.column}`);
  }
  consume(ctx, i, k + 1);
  return true;
}

/**
 * "List customers and the number of orders they placed": rows listed beside a count of other rows are its groups,
 * as "for each customer" says.
 */
function listedBesideCount(ctx: ParseContext, out: RankingClauses): void {
  for (const m of ctx.mentions) {
    if (m.kind !== 'table' || ctx.words[m.end] !== 'and' || ctx.tokens[m.end]!.afterComma) continue;
    // (The rows asked for themselves, right after the request: not "the names of different ships, and how many…".)
    let b = m.start - 1;
    while (/^(the|all|every|each)$/.test(ctx.words[b] ?? '')) b--;
    if (!/^(list|show|give|display|return|find)$/.test(ctx.words[b] ?? '')) continue;
    let k = m.end + 1;
    if (/^(the|their|its)$/.test(ctx.words[k] ?? '')) k++;
    const counted =
      /^(number|count)$/.test(ctx.words[k] ?? '') && ctx.words[k + 1] === 'of'
        ? k + 2
        : ctx.words[k] === 'how' && ctx.words[k + 1] === 'many'
          ? k + 2
          : -1;
    const rows = ctx.mentions.find((x) => x.kind === 'table' && x.start === counted);
    // (Through a bridge too: "products and the number of suppliers they have", `Product_Suppliers`.)
    if (
      rows?.kind !== 'table' ||
      rows.table === m.table ||
      !reachable(ctx.index, rows.table.name, m.table.name)
    )
      continue;
    ctx.claimed.add(m);
    ctx.tables.add(m.table.name);
    out.groupTables.push(m.table.name);
    out.readings.push(`grouped by ${m.table.name}`);
    return;
  }
}

/**
 * "the total value purchased per supplier" over `total_value_purchased`: a number column whose name says it is a
 * total, asked for per group, is summed within each group.
 */
export function totalledColumn(ctx: ParseContext): ColumnEntry | undefined {
  const m = ctx.mentions.find(
    (x) => x.kind === 'column' && ctx.words[x.start] === 'total' && !ctx.claimed.has(x),
  );
  const numbers =
    m?.kind === 'column' ? m.columns.filter((c) => c.kind === 'number' && c.words[0] === 'total') : [];
  return numbers.length > 0 ? resolveColumn(ctx, numbers) : undefined;
}

/** A column of a table named right after the table's name ("product category", "order amount"). */
function columnAfter(
  ctx: ParseContext,
  table: Extract<Mention, { kind: 'table' }>,
): Extract<Mention, { kind: 'column' }> | undefined {
  const m = ctx.mentions.find((x) => x.kind === 'column' && x.start === table.end);
  return m?.kind === 'column' && m.columns.some((c) => c.table === table.table.name) ? m : undefined;
}

/**
 * "quarter peals per year", "firefighters per station", "ascents logged per month": rows named right before the
 * "per" at `i`, or before the participle before it — or before the verb naming their date, "routes set per year" —
 * which are counted per group.
 */
function rowsBeforePer(ctx: ParseContext, i: number): boolean {
  const datedBy = (k: number, table: string) =>
    mentionsCovering(ctx, k).some(
      (x) => x.kind === 'column' && x.columns.some((c) => c.kind === 'date' && c.table === table),
    );
  // ("laptops per manufacturer": rows said by a value of theirs, in the plural.)
  const plural = (m: Mention) => m.kind === 'value' && /[^s]s$/.test(ctx.words[m.end - 1] ?? '');
  return ctx.mentions.some(
    (m) =>
      (m.kind === 'table' || plural(m)) &&
      (m.end === i ||
        (m.kind === 'table' &&
          m.end === i - 1 &&
          (isParticiple(ctx.words[m.end] ?? '') || datedBy(m.end, m.table.name)))),
  );
}

/**
 * A question of nothing but the rows, then "by"/"per" a group: "tickets by priority in 2024" (the rows by name), or
 * "enrolments per year" over `enrolled_on` (by the date that makes them, per period) — counted per group.
 */
function rowsAloneBy(ctx: ParseContext, i: number): boolean {
  const w = ctx.words[i];
  if (i === 0 || (w !== 'by' && w !== 'per')) return false;
  const opening = ctx.mentions.filter((m) => m.start === 0 && m.end === i);
  const dated = opening.some((m) => m.kind === 'column' && m.columns.every((c) => c.kind === 'date'));
  return (
    (w === 'by' && opening.length > 0 && rowsBeforePer(ctx, i)) ||
    (dated && DATE_PART_WORDS[ctx.words[i + 1] ?? ''] !== undefined)
  );
}

/**
 * "where the budget exceeds the average", "above the average": an aggregate over all the rows that a condition
 * compares with, which asks for no aggregate per group.
 */
function comparedWithAll(words: string[], i: number): boolean {
  if (!/^(average|mean)$/.test(words[i] ?? '')) return false;
  const k = words[i - 1] === 'the' ? i - 2 : i - 1;
  return /^(than|exceeds?|exceeded|above|below|over|under)$/.test(words[k] ?? '') && i === words.length - 1;
}

/**
 * "How many tracks are by local artists?" over `isLocalArtist`: a yes/no column named in the plural after "by" says
 * which rows, not how to group them.
 */
function flagOfRows(ctx: ParseContext, at: number): boolean {
  const m = ctx.mentions.find((x) => x.start === at && x.kind === 'column');
  return (
    m?.kind === 'column' &&
    m.columns.every((c) => flagValues(c) !== undefined) &&
    /[^s]s$/.test(ctx.words[m.end - 1] ?? '')
  );
}

/** "per city", "by category", "for each customer", "in each department". */
export function readGrouping(ctx: ParseContext, out: RankingClauses): void {
  listedBesideCount(ctx, out);
  // "by" groups only when something is counted or aggregated ("sales by region"); otherwise it names an agent
  // ("managed by heads") or an order ("event names by year").
  // (A word inside a column's name, "total points", is not one.)
  const inColumn = (i: number) => mentionsCovering(ctx, i).some((m) => m.kind === 'column');
  // ("every building's name and number of floors" over `Floors`: a number each row holds, not a count.)
  const held = (i: number) =>
    ctx.words[i + 1] === 'of' &&
    ctx.mentions.some(
      (m) =>
        m.kind === 'column' &&
        m.start === i + 2 &&
        m.columns.every(
          (c) =>
            addsUp(ctx.index, c) &&
            c.words.join(' ') ===
              ctx.tokens
                .slice(m.start, m.end)
                .map((t) => t.stem)
                .join(' '),
        ),
    );
  const aggregated =
    ctx.words.some(
      (w, i) =>
        ((AGGREGATE_WORDS[w] ||
          extremeAt(ctx, i) ||
          (/^(numbers?|counts?)$/.test(w) && !held(i)) ||
          REVENUE.test(w) ||
          // ("What percentage of orders come from each city?": each group's share of the rows.)
          (SHARE.test(w) && ctx.words[i + 1] === 'of') ||
          // ("Break down orders by month", "a breakdown of customers by segment": counted per group.)
          w === 'breakdown' ||
          (/^(break|broken)$/.test(w) && ctx.words[i + 1] === 'down')) &&
          !inColumn(i) &&
          !comparedWithAll(ctx.words, i)) ||
        (w === 'how' && /^(many|much)$/.test(ctx.words[i + 1] ?? '')) ||
        (w === 'per' && rowsBeforePer(ctx, i)) ||
        rowsAloneBy(ctx, i),
    ) || totalledColumn(ctx) !== undefined;
  ctx.words.forEach((w, i) => {
    const prev = ctx.words[i - 1] ?? '';
    const agent =
      (isParticiple(prev) &&
        !/^(grouped|broken|divided|split|classified|categorized|categorised)$/.test(prev)) ||
      prev === 'alphabetically';
    const isGroup =
      // "each album's title", "the detail of each museum": every row, unless something is counted or ranked.
      // ("the average score across every game": over them all; "earns more per hour than …": a rate compared.)
      (/^(each|per|every)$/.test(w) &&
        !(w === 'every' && /^(across|over)$/.test(prev)) &&
        !(w === 'per' && (GREATER.has(prev) || LESS.has(prev))) &&
        // ("every club's name, sorted from the earliest start year": a superlative starting a sort ranks nothing.)
        (aggregated ||
          ctx.words.some(
            (x, k) =>
              SUPERLATIVES[x] &&
              !/^(from|to)$/.test(ctx.words[ctx.words[k - 1] === 'the' ? k - 2 : k - 1] ?? '') &&
              // ("every asset's make …, earliest first": a direction of sorting ranks no groups.)
              ctx.words[k + 1] !== 'first',
          ))) ||
      // "How many students does one classroom have?", "the number of students in one classroom".
      (w === 'one' && /^(does|do|can|in|for)$/.test(prev) && aggregated) ||
      // "the number of professors for different schools".
      (w === 'different' && /^(for|by|in|across)$/.test(prev) && aggregated) ||
      (w === 'by' &&
        aggregated &&
        (!agent || byBareColumn(ctx, i)) &&
        !flagOfRows(ctx, i + 1) &&
        !sortsBefore(ctx.words, i) &&
        !closingBy(ctx, i)) ||
      // "grouped and ordered by language", "grouped by and alphabetically ordered by product type".
      (w === 'by' && aggregated && ctx.words.slice(Math.max(0, i - 5), i).includes('grouped'));
    if (
      PERIODIC[w] &&
      aggregated &&
      !keptRate(ctx, i, PERIODIC[w]) &&
      !kindOfRows(ctx, i) &&
      groupByPart(ctx, out, i, i, PERIODIC[w])
    )
      return;
    // "Which month had the highest sales?": the periods ranked.
    const period = DATE_PART_WORDS[w];
    // ("Which months of 2023 had more than 2 jobs?": the periods bounded by how many rows each has.)
    // (Not days, which a date column already tells apart: "On which days were more than one revisions made?")
    const bounded =
      period !== 'day' &&
      ctx.words.slice(i + 1).some((x) => /^(more|fewer|less|least|most|over|under)$/.test(x));
    const ranked = /^(which|what)$/.test(prev) && (ctx.words.some((x) => SUPERLATIVES[x]) || bounded);
    if (period && ranked && groupByPart(ctx, out, i, i, period)) return;
    // ("the sales by segment and year": a period after another group is one more.)
    const grouped = out.groupBy.length > 0 || out.groupTables.length > 0;
    if (period && prev === 'and' && aggregated && grouped && groupByPart(ctx, out, i - 1, i, period)) return;
    if (!isGroup) return;
    if (groupByDatePart(ctx, out, i)) return;
    // "of every customer whose…": every row of the table asked about, not a grouping.
    let k = i + 1;
    while (/^(the|a|an|of)$/.test(ctx.words[k] ?? '')) k++;
    const own = ctx.mentions.find((m) => m.start === k && m.kind === 'table' && m.table === ctx.main);
    // …but "for each faculty rank" groups by the column that follows the table's name, and "the total revenue of each
    // manufacturer" by the rows themselves.
    const ownRows =
      w !== 'by' &&
      own !== undefined &&
      !ctx.mentions.some((m) => m.start === own.end && m.kind === 'column');
    // (Only when the aggregate is the first thing asked: "the statuses and average populations of each city" asks
    // for the statuses' groups.)
    const firstColumn = ctx.mentions.find((m) => m.kind === 'column');
    // ("the revenue of each product": the sum of their money, read later, is the aggregate.)
    const sales = revenueAt(ctx);
    const revenue = sales >= 0 && sales < i;
    // ("How much did each customer spend?": the money spent, summed per customer.)
    const spent = spendingAsked(ctx) !== undefined;
    // ("the average number of guests per event" over `guest_count`: "number of" between the aggregate and its column.)
    // ("How much revenue did we take at each pitch?" over `sales.revenue`: how much, summed.)
    const aggregateOf = (start: number) =>
      AGGREGATE_WORDS[ctx.words[start - 1] ?? ''] !== undefined ||
      (ctx.words[start - 1] === 'much' && ctx.words[start - 2] === 'how') ||
      (ctx.words[start - 1] === 'of' &&
        ctx.words[start - 2] === 'number' &&
        AGGREGATE_WORDS[ctx.words[start - 3] ?? ''] !== undefined);
    const perRow =
      ownRows &&
      ((firstColumn !== undefined && aggregateOf(firstColumn.start)) || revenue || spent) &&
      !/^(whose|who|that|which|where|with)$/.test(ctx.words[own.end] ?? '');
    if (ownRows && !perRow) return;
    // "the average quantity per order" asked of orders: over the rows, not one group per row.
    if (
      perRow &&
      w === 'per' &&
      firstColumn?.kind === 'column' &&
      firstColumn.columns.some((c) => c.table === ctx.main.name)
    ) {
      consume(ctx, i, own.end);
      return;
    }
    const first = perRow ? own : nextMention(ctx, i + 1, 3);
    // ("How many items does each Ohio vendor supply?": a value of the rows said before their name is a condition on
    // them; the rows are the groups.)
    // (Not "the average paid per confirmed booking", an average over those rows; nor "songs by female artists", the
    // agent; nor "each history professor" asked for, the rows themselves.)
    const valued =
      first?.kind === 'value' && /^(each|every)$/.test(w) && first.start === i + 1
        ? ctx.mentions.find((m) => m.kind === 'table' && m.start === first.end && m.table !== ctx.main)
        : undefined;
    const after = valued ?? first;
    // ("for each costume category": a table named right before one its rows refer to says whose; the categories.)
    const head =
      after?.kind === 'table'
        ? ctx.mentions.find(
            (m) =>
              m.kind === 'table' &&
              m.start === after.end &&
              refers(ctx.index, after.table.name, m.table.name),
          )
        : undefined;
    const next = !perRow && head ? head : after;
    // "each fourth-grade classroom": the column after the ordinal holds its value; the next one is the grouping.
    const target =
      next && ordinalValue(ctx, next.start - 1) ? ctx.mentions.find((m) => m.start === next.end) : next;
    if (!target) return;
    // (The ordinal and its column are left to the filters.)
    const consumeGroup = () => {
      consume(ctx, i, target === next && !valued ? target.end : i + 1);
      consume(ctx, target.start, target.end);
    };
    // "commanded by the youngest captain": a superlative hints at a column, not a grouping ("for each gender" is one).
    if (
      target.kind === 'column' &&
      target.hint &&
      (SUPERLATIVES[ctx.words[target.start] ?? ''] || ctx.mentions.some((m) => m.start === target.end))
    )
      return;
    if (ctx.words.slice(i + 1, target.start).some((x) => SUPERLATIVES[x])) return;
    // "the number of albums by the artist Metallica": a value follows, a condition rather than a grouping.
    if (w === 'by' && ctx.mentions.some((m) => m.kind === 'value' && m.start === target.end)) return;
    // "the average weeks on top for volumes by artists that are at most 25", "songs released after 2010 by artists
    // from Bangladesh": rows a clause or a value describes, the agent.
    const described =
      /^(that|who|which|whose)$/.test(ctx.words[target.end] ?? '') ||
      (/^(from|in|with)$/.test(ctx.words[target.end] ?? '') &&
        ctx.mentions.some((m) => m.kind === 'value' && m.start > target.end && m.start <= target.end + 2));
    if (w === 'by' && target.kind === 'table' && described) return;
    if (target.kind === 'column') {
      // "payment method codes and the number of orders for each code": the column already named, if one is.
      const earlier = ctx.mentions.flatMap((m) => (m.kind === 'column' && m.end <= i ? m.columns : []));
      const named = target.columns.filter((c) => earlier.includes(c));
      // ("card type codes and the number of customers in each type": the column named, of which "type" is part.)
      const part = (target.weaker ?? []).filter((c) => earlier.includes(c));
      // ("How many jobs at each type of site?": the type of the sites named after "of", not the jobs' own `job_type`.)
      const of = rowsNamedAfter(ctx, target);
      const owned = of ? target.columns.filter((c) => c.table === of.table.name) : [];
      const column =
        owned.length === 1
          ? owned[0]
          : resolveColumn(ctx, named.length > 0 ? named : part.length === 1 ? part : target.columns);
      if (!column) return;
      if (of && owned[0] === column) {
        ctx.claimed.add(of);
        consume(ctx, target.end, of.end);
      }
      const rows = referredRows(ctx, target, column);
      if (rows) {
        ctx.claimed.add(target);
        ctx.tables.add(rows);
        out.groupTables.push(rows);
        out.readings.push(`grouped by ${rows}`);
        consumeGroup();
        return;
      }
      ctx.claimed.add(target);
      ctx.tables.add(column.table);
      out.groupBy.push(column);
      out.readings.push(`grouped by ${column.column}`);
      consumeGroup();
      const also = pairedGroup(ctx, target, column);
      if (also) {
        out.groupBy.push(also);
        out.readings.push(`grouped by ${also.column}`);
      }
    } else if (target.kind === 'table') {
      // ("the average order amount per product category": a column of the table named right after it.)
      const own = columnAfter(ctx, target);
      const column =
        own && !own.hint && !ctx.claimed.has(own)
          ? own.columns.find((c) => c.table === target.table.name && !c.isId && c !== target.table.label)
          : undefined;
      if (own && column) {
        ctx.claimed.add(target);
        ctx.claimed.add(own);
        ctx.tables.add(column.table);
        out.groupBy.push(column);
        out.readings.push(`grouped by ${column.column}`);
        consume(ctx, i, own.end);
        return;
      }
      ctx.claimed.add(target);
      ctx.tables.add(target.table.name);
      out.groupTables.push(target.table.name);
      out.readings.push(`grouped by ${target.table.name}`);
      consumeGroup();
    }
  });
}

/** "type of site", "the type of the sites": a table named after "of" (and "the") that ends a column's mention. */
function rowsNamedAfter(ctx: ParseContext, m: Mention): (Mention & { kind: 'table' }) | undefined {
  if (ctx.words[m.end] !== 'of') return undefined;
  const start = ctx.words[m.end + 1] === 'the' ? m.end + 2 : m.end + 1;
  const rows = ctx.mentions.find((x) => x.kind === 'table' && x.start === start);
  return rows?.kind === 'table' && rows.table !== ctx.main ? rows : undefined;
}

/**
 * "total delay days for each lead roofer" over `JOB.LEAD_ROOFER_ID` → `ROOFER`: a numeric reference named without
 * "id" or "number" stands for the rows it refers to, grouped and shown by their name — when it is the one reference
 * from its table to theirs.
 */
function referredRows(ctx: ParseContext, m: Mention, column: ColumnEntry): string | undefined {
  if (column.kind !== 'number' || !column.isId || column.isKey) return undefined;
  if (ctx.words.slice(m.start, m.end).some((w) => /^(ids?|numbers?|nos?|codes?|refs?|keys?)$/.test(w)))
    return undefined;
  const [ref, ...more] = referencesFrom(ctx.index, column);
  if (!ref || more.length > 0 || ref.toTable === column.table) return undefined;
  const to = ref.toTable;
  if (ctx.index.relationships.filter((r) => r.fromTable === column.table && r.toTable === to).length !== 1)
    return undefined;
  return findTable(ctx.index, to)?.label?.kind === 'text' ? to : undefined;
}

/**
 * "in each semester and year": a second column of the same rows joined to the group by "and", ending the clause, is
 * a group too.
 */
function pairedGroup(ctx: ParseContext, first: Mention, column: ColumnEntry): ColumnEntry | undefined {
  if (ctx.words[first.end] !== 'and') return undefined;
  const next = ctx.mentions.find((m) => m.start === first.end + 1);
  if (next?.kind !== 'column' || next.hint || ctx.claimed.has(next)) return undefined;
  const ends =
    next.end === ctx.words.length || ctx.tokens[next.end]!.opensSentence || ctx.tokens[next.end]!.afterComma;
  const same = next.columns.find((c) => c.table === column.table && c !== column);
  if (!ends || !same) return undefined;
  ctx.claimed.add(next);
  consume(ctx, first.end, next.end);
  return same;
}

/** "in descending order of the total number of stocks": an aggregate that is the sort key, left to the sort. */
function sortKeyAggregate(words: string[], i: number): boolean {
  // ("sorted by their average rating".)
  const k = /^(the|their|its)$/.test(words[i - 1] ?? '') ? i - 2 : i - 1;
  return (words[k] === 'of' && words[k - 1] === 'order') || (words[k] === 'by' && sortsBefore(words, k));
}

/** "the highest total credits" of `tot_cred`, "the total number of horses" of `Total_Horses`: the column's name. */
const ownTotal = (c: ColumnEntry) => c.words.some((x) => /^tot(al)?$/.test(x));

/**
 * "the total price of bookings" over `TOT_PRC_GBP`: the column's own table named right after it, to sum over (a value
 * saying which rows may stand before it: "the total value of completed bookings").
 */
function ofRows(ctx: ParseContext, m: Mention, table: string): boolean {
  let k = m.end + (/^(the|all|our)$/.test(ctx.words[m.end + 1] ?? '') ? 2 : 1);
  k = ctx.mentions.find((x) => x.kind === 'value' && x.start === k)?.end ?? k;
  return (
    /^(of|for|across)$/.test(ctx.words[m.end] ?? '') &&
    ctx.mentions.some((x) => x.kind === 'table' && x.start === k && x.table.name === table)
  );
}

/**
 * "the smallest and the largest invoices", "the cheapest and dearest quotes", "the average invoice": extremes and
 * averages said of rows that are sums of money themselves are max() / min() / avg() of their own money (of rows with
 * none, of their one measure).
 */
function ownMeasureAggregates(
  ctx: ParseContext,
  out: RankingClauses,
  pending: { agg: Aggregate; at: number }[],
  last: number,
): boolean {
  let at = ctx.words[last + 1] === 'the' ? last + 2 : last + 1;
  if (/^(single|individual)$/.test(ctx.words[at] ?? '')) at++;
  // ("the cheapest and dearest chimney repair quotes": past a value saying which rows.)
  at = ctx.mentions.find((m) => m.kind === 'value' && m.start === at)?.end ?? at;
  // ("the total honey harvest": a word the data does not name may say what the rows hold.)
  if (!mentionsCovering(ctx, at).length && !STOPWORDS.has(ctx.words[at] ?? '')) at++;
  const rows = ctx.mentions.find((m) => m.kind === 'table' && m.start === at);
  if (rows?.kind !== 'table' || pending.some((p) => p.agg === 'count')) return false;
  // ("What is the average result for each determinand?" over `result(result_id, result_val)`: rows holding no money
  // are measured by their one number that is no key or year.)
  const money = moneyOf(ctx.index, rows.table.name);
  // ("the average invoice" too; not "the total invoices", which may count them — but "the total harvest", one
  // harvest said of rows holding no money, is its measure summed.)
  const named = ctx.tokens[rows.end - 1]!;
  const mass =
    named.text === named.stem &&
    money.length === 0 &&
    !ctx.mentions.some((m) => m.kind === 'column' && m.start === rows.end);
  if (pending.some((p) => p.agg === 'sum') && !mass) return false;
  const own =
    money.length > 0
      ? money
      : rows.table.columns.filter(
          (c) =>
            c.kind === 'number' &&
            !c.isId &&
            c !== rows.table.key &&
            !holdsYears(c) &&
            // (A percentage is no amount of the rows: `weight_kg` beside `moisture_pct`.)
            !c.words.some((w) => /^(pct|percent|percentag|rate|ratio)$/.test(w)),
        );
  if (own.length !== 1) return false;
  const measure = own[0]!;
  ctx.tables.add(measure.table);
  for (const p of pending) {
    out.aggregates.push({ agg: p.agg, column: measure });
    out.readings.push(`${p.agg} of ${measure.column}`);
    consume(ctx, p.at, p.at + 1);
  }
  return true;
}

/** At most this many words between "how much" and the measure it sums. */
const MUCH_REACH = 6;

/** "average age", "total and maximum price", "how many different cities". */
export function readAggregates(ctx: ParseContext, out: RankingClauses): void {
  const pending: { agg: Aggregate; at: number }[] = [];
  ctx.words.forEach((w, i) => {
    const extreme = extremeAt(ctx, i);
    // ("How much salt have we used?" over `salt_used_kg`: a quantity asked "how much" of is summed.)
    // ("On average, how much ROM …": not when another word says which aggregate.)
    // ("How much has been collected in coins …?", "How much money in coins was collected?": the first column named
    // after it, a few words on, when nothing ranks or groups.)
    const sums = (m: Mention) =>
      m.kind === 'column' && m.columns.some((c) => c.kind === 'number' && !c.isId && addsUp(ctx.index, c));
    const first =
      w === 'much'
        ? ctx.mentions.find((m) => m.kind === 'column' && m.start > i && m.start <= i + MUCH_REACH)
        : undefined;
    const much =
      w === 'much' &&
      ctx.words[i - 1] === 'how' &&
      !ctx.words.some((x) => AGGREGATE_WORDS[x] && AGGREGATE_WORDS[x] !== 'sum') &&
      first !== undefined &&
      sums(first) &&
      (first.start === i + 1 ||
        (!ctx.words.some((x) => SUPERLATIVES[x] || /^(each|per|every|which|what)$/.test(x)) &&
          // ("How much was the campus fee at …?": the value asked for, not a total.)
          !(
            /^(is|was|are|were)$/.test(ctx.words[i + 1] ?? '') &&
            /^(the|a|an|its|their)$/.test(ctx.words[i + 2] ?? '')
          )));
    const muchTarget = much && first!.start > i + 1 ? first : undefined;
    let agg = AGGREGATE_WORDS[w] ?? extreme ?? (much ? 'sum' : undefined);
    if (!agg || ctx.consumed.has(i) || sortKeyAggregate(ctx.words, i)) return;
    // "mean humidity" names the column `mean_humidity`: the word is part of its name, not an aggregate. ("Oldest"
    // only hints at `age`.)
    const covering = mentionsCovering(ctx, i).find((m) => m.kind === 'column' && !(extreme && m.hint));
    // (…but "What was the total cost of installations" over `inst.tot_cost` asks one sum of each row's total over the
    // rows named after it; "List the total points of gymnasts" lists them.)
    if (covering?.kind === 'column') {
      const one = ctx.words[i - 1] === 'the' && /^(was|is)$/.test(ctx.words[i - 2] ?? '');
      const summed =
        w === 'total' && one && covering.start === i
          ? covering.columns.find((c) => ownTotal(c) && ofRows(ctx, covering, c.table))
          : undefined;
      if (!summed) return;
      ctx.claimed.add(covering);
      ctx.tables.add(summed.table);
      out.aggregates.push({ agg: 'sum', column: summed });
      out.readings.push(`sum of ${summed.column}`);
      consume(ctx, covering.start, covering.end);
      return;
    }
    const ahead = nextMention(ctx, i + 1, 4);
    // (Not a reference, a number that names rows: "the total number of campuses" over `csu_fees.Campus`.)
    const numbers =
      ahead?.kind === 'column' ? ahead.columns.filter((c) => c.kind === 'number' && !c.isId) : [];
    const numericAhead = numbers.length > 0 && numbers.every((c) => addsUp(ctx.index, c));
    // (…but "the total booking amount for each hotel" over `booking.Total_Amount` sums it for each of other rows.)
    const perOther = (table: string) =>
      ctx.words.some((x, k) => {
        if (k <= i || !/^(each|per|every)$/.test(x)) return false;
        const group = ctx.mentions.find((m) => m.start === k + 1);
        return group?.kind === 'table' && group.table.name !== table;
      });
    if (
      w === 'total' &&
      ahead?.kind === 'column' &&
      ahead.columns.some((c) => ownTotal(c) && !perOther(c.table) && !ofRows(ctx, ahead, c.table))
    )
      return;
    if (!numericAhead) {
      if (agg === 'sum' && /^(number|count|amount of)$/.test(ctx.words[i + 1] ?? '')) return;
      if (w === 'total' && ctx.words[i + 1] === 'number') return;
    }
    if (agg === 'max' && SUPERLATIVES[w]) agg = 'max';
    pending.push({ agg, at: i });
    // "average and maximum salary", "minimum, average and maximum distance": all apply to the column after the last.
    let nextWord = /^(and|or)$/.test(ctx.words[i + 1] ?? '') ? i + 2 : i + 1;
    if (nextWord === i + 2 && ctx.words[nextWord] === 'the') nextWord++;
    // ("the average mean temperature": a word that starts a column's name, `mean_temperature_f`, is no aggregate.)
    const aggregateNext =
      (AGGREGATE_WORDS[ctx.words[nextWord] ?? ''] || extremeAt(ctx, nextWord)) &&
      !mentionsCovering(ctx, nextWord).some((m) => m.kind === 'column' && !m.hint);
    if (aggregateNext && !ctx.consumed.has(nextWord)) return;
    // ("How old are gymnasts on average?": the one measure a word hints at; else the measure the plan shows, averaged
    // once it is known.)
    let target =
      w === 'average' && ctx.words[i - 1] === 'on'
        ? soleHintedMeasure(ctx)
        : (muchTarget ?? nextMention(ctx, i + 1, 4));
    // "the ages of the oldest and youngest students": the column named before the extremes.
    if (target?.kind !== 'column' && pending.some((p) => !AGGREGATE_WORDS[ctx.words[p.at]!])) {
      let k = pending[0]!.at - 1;
      if (ctx.words[k] === 'the') k--;
      const before = ctx.mentions.find((m) => m.end === k && m.kind === 'column' && !ctx.claimed.has(m));
      if (ctx.words[k] === 'of' && before) target = before;
    }
    if (target?.kind !== 'column') target = unitAfter(ctx, i + 1) ?? target;
    if (target?.kind !== 'column' && ownMeasureAggregates(ctx, out, pending, i)) return;
    if (target?.kind !== 'column') return;
    // ("the total revenue from passes sold in 2025": no date is summed or averaged — `sold_date` only says when.)
    const adds = pending.every((p) => p.agg === 'sum' || p.agg === 'avg');
    if (adds && target.columns.every((c) => c.kind === 'date')) return;
    const numeric = target.columns.filter((c) => c.kind === 'number' || (c.kind === 'date' && !adds));
    // ("the total revenue billed to …" over `bill_city`: text that holds no number is not added up.)
    const wordy = (c: ColumnEntry) =>
      c.kind === 'text' && !c.held && !c.profile.values.some((v) => /^-?[\d.,]+$/.test(v.trim()));
    if (adds && numeric.length === 0 && target.columns.every((c) => c.kind === 'date' || wordy(c))) return;
    const column = resolveColumn(ctx, numeric.length > 0 ? numeric : target.columns);
    if (!column) return;
    ctx.claimed.add(target);
    ctx.tables.add(column.table);
    for (const p of pending) {
      out.aggregates.push({ agg: p.agg, column });
      out.readings.push(`${p.agg} of ${column.column}`);
      consume(ctx, p.at, p.at + 1);
    }
    consume(ctx, target.start, target.end);
    // "the average price and score": the aggregate carries over to a numeric column joined by "and".
    const also =
      ctx.words[target.end] === 'and' ? ctx.mentions.find((m) => m.start === target.end + 1) : undefined;
    if (
      also?.kind === 'column' &&
      !ctx.claimed.has(also) &&
      !AGGREGATE_WORDS[ctx.words[target.end + 1] ?? '']
    ) {
      const second = also.columns.filter((c) => c.kind === 'number' && !c.isId);
      const other = second.length > 0 ? resolveColumn(ctx, second) : undefined;
      if (other) {
        ctx.claimed.add(also);
        ctx.tables.add(other.table);
        for (const p of pending) out.aggregates.push({ agg: p.agg, column: other });
        consume(ctx, also.start, also.end);
      }
    }
    pending.length = 0;
  });
}

/** At most this many words between an aggregate and the unit its measure is given in. */
const UNIT_REACH = 6;

/**
 * "the maximum durations of tracks in milliseconds": a measure no column is named for, given in a unit that names a
 * numeric column (`Milliseconds`), is that column. (Only rows named in between: "of tracks".)
 */
function unitAfter(ctx: ParseContext, from: number): Mention | undefined {
  const unit = ctx.mentions.find(
    (m) =>
      m.kind === 'column' &&
      m.start > from &&
      m.start <= from + UNIT_REACH &&
      ctx.words[m.start - 1] === 'in' &&
      !ctx.claimed.has(m) &&
      m.columns.some((c) => isMeasure(c) && c.kind === 'number'),
  );
  if (unit?.kind !== 'column') return undefined;
  const between = ctx.mentions.filter((m) => m.start >= from && m.start < unit.start);
  return between.every((m) => m.kind === 'table') ? unit : undefined;
}

/** Ranks the rows by the column's own value: the superlative at `i`, read up to `end` ("the highest price"). */
function rankBy(
  ctx: ParseContext,
  out: RankingClauses,
  i: number,
  column: ColumnEntry,
  dir: 'ASC' | 'DESC',
  end: number,
  by: '' | 'by' = '',
): void {
  out.superlative = { column, dir, start: i };
  out.orderBy = { item: { column }, dir };
  out.limit ??= 1;
  out.readings.push(`the ${ctx.words[i]} ${by ? 'by ' : ''}${column.column}`);
  consume(ctx, i, end);
  // ("the three most expensive services by unit price": the column after "by" is the one ranked, not shown.)
  const named = ctx.mentions.find(
    (m) =>
      m.kind === 'column' &&
      m.start > i &&
      ctx.words[m.start - 1] === 'by' &&
      m.columns.includes(column) &&
      !ctx.claimed.has(m),
  );
  if (named) {
    ctx.claimed.add(named);
    consume(ctx, named.start - 1, named.end);
  }
}

/**
 * "the annual value of all monthly contracts": a word a column of the rows named right after it holds as a value
 * (`freq` = 'Monthly') says which rows, not a period to group by; so does one the column named after it holds ("on a
 * monthly membership", `membership_type` = 'Monthly'); nor does one inside a name of several words ("How many orders
 * has The Daily Grind placed?").
 */
function kindOfRows(ctx: ParseContext, i: number): boolean {
  if (
    ctx.mentions.some(
      (m) => m.kind === 'value' && !m.fuzzy && m.start <= i && i < m.end && m.end - m.start > 1,
    )
  )
    return true;
  const value = ctx.mentions.find((m) => m.kind === 'value' && m.start === i && m.end === i + 1);
  const next = ctx.mentions.find((m) => (m.kind === 'table' || m.kind === 'column') && m.start === i + 1);
  return (
    value?.kind === 'value' &&
    next !== undefined &&
    value.entries.some((e) =>
      next.kind === 'table'
        ? e.column.table === next.table.name
        : next.kind === 'column' && next.columns.includes(e.column),
    )
  );
}
