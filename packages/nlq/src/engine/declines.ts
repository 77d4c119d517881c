/**
 * The last look at a parsed question: words no reading explained, and readings that must not run because they would
 * silently drop part of the question (a number, an aggregate or a superlative nothing read, a value only echoed).
 */
import { isNegation, mentionsCovering, type ParseContext } from './context.ts';
import { STOPWORDS } from './linking.ts';
import { planUses } from './meaning.ts';
import type { Filter, QueryPlan } from './plan.ts';
import { joinsOn } from './schema-index.ts';
import { closingFirstOrLast, speaksOfUs } from './text.ts';
import { inPartOfDay } from './times.ts';
import {
  AGGREGATE_WORDS,
  AUXILIARIES,
  BOUNDARIES,
  GREATER,
  isParticiple,
  isSortWord,
  LESS,
  SUPERLATIVES,
} from './vocabulary.ts';

/** Words that carry no content of their own in a data question. */
const FUNCTION_WORDS = new Set(
  (
    'are there is was were be been being show list give find return tell display get what which who how many ' +
    'please can could would you me us i we do does did have has had all every each their them its his her ' +
    'both also just only whose whom where when why with without and or but of in on at to for from by as ' +
    'that this these those than then the a an any some records record entries entry rows row information info ' +
    'details detail data value values corresponding respective respectively including include includes ' +
    'ascending descending order ordered sort sorted alphabetical alphabetically number count total ' +
    'different distinct unique name names sum average mean maximum minimum max min equal equals exactly ' +
    'through via across during into within along around upon among ever ' +
    // ("the sap we've collected", "have actually gone ahead": said in passing; "someone older than 23", "showing the
    // classroom too": any one row, and a column shown besides; "no researcher assigned yet".)
    "we've we're i've actually really someone somebody anyone anybody showing shown too yet"
  ).split(' '),
);

/**
 * Filler, not a word about the data: "the count as well as the name" is "and"; "bought so far" is "bought";
 * "students he or she advises", "advised by him or her" name whoever the row is. (A pronoun alone may stand for a
 * clause the engine does not read.)
 */
function isFiller(words: string[], i: number): boolean {
  const w = words[i]!;
  if (speaksOfUs(words, i)) return true;
  if (w === 'well') return words[i - 1] === 'as' && words[i + 1] === 'as';
  // ("I'd like to see …", "I want to know …", "we need to see …": a request, not a condition.)
  const request = (k: number) =>
    /^(like|love|want|need|wish)$/.test(words[k] ?? '') &&
    words[k + 1] === 'to' &&
    /^(see|know|view|get)$/.test(words[k + 2] ?? '');
  if (request(i) || request(i - 2)) return true;
  // ("How many new customers signed up each year?": the rows counted are new by the period asked about.)
  if (w === 'new') return /^[a-z]{3,}s$/.test(words[i + 1] ?? '');
  if (w === 'so' || w === 'far') return w === 'so' ? words[i + 1] === 'far' : words[i - 1] === 'so';
  // ("Which contractor has carried out the most repair jobs?": done, as any verb of doing the rows.)
  const carry = (k: number) => /^carr(y|ies|ied|ying)$/.test(words[k] ?? '');
  if (carry(i) || w === 'out') return carry(i) ? words[i + 1] === 'out' : carry(i - 1);
  // ("the largest single donation", "not a single visit": one row, as the rows are anyway.)
  if (w === 'single') return SUPERLATIVES[words[i - 1] ?? ''] !== undefined || words[i - 1] === 'a';
  if (w === 'set') return words[i - 1] === 'result' && isSorted(words, i + 1);
  if (w === 'result' || w === 'results')
    return (
      words[i - 1] === 'the' &&
      (/^(sort|order|arrange|rank)$/.test(words[i - 2] ?? '') ||
        isSorted(words, words[i + 1] === 'set' ? i + 2 : i + 1))
    );
  const pair = (a: string, b: string) => PRONOUN_PAIRS.has(`${a} or ${b}`);
  return (
    (words[i + 1] === 'or' && pair(w, words[i + 2] ?? '')) ||
    (words[i - 1] === 'or' && pair(words[i - 2] ?? '', w))
  );
}

/** "sort the result by …", "make the result set in ascending order": the answer itself, named to say how it is sorted. */
function isSorted(words: string[], at: number): boolean {
  return (
    /^(by|in)$/.test(words[at] ?? '') && words.slice(at, at + 6).some((_, k) => isSortWord(words, at + k))
  );
}

const PRONOUN_PAIRS = new Set([
  'he or she',
  'she or he',
  'him or her',
  'her or him',
  'his or her',
  'her or his',
]);

/** Positions of the question's content words that no clause and no mention explained. */
export function unexplainedAt(
  ctx: Pick<ParseContext, 'tokens' | 'words' | 'mentions' | 'consumed'>,
): number[] {
  const { tokens, words, mentions } = ctx;
  return tokens
    .map((t, i) => ({ t, i }))
    .filter(({ t, i }) => {
      if (ctx.consumed.has(i) || t.number !== undefined) return false;
      if (mentions.some((m) => i >= m.start && i < m.end)) return false;
      const w = t.text;
      return !(
        FUNCTION_WORDS.has(w) ||
        isFiller(words, i) ||
        STOPWORDS.has(w) ||
        AGGREGATE_WORDS[w] ||
        SUPERLATIVES[w] ||
        GREATER.has(w) ||
        LESS.has(w) ||
        BOUNDARIES.has(w)
      );
    })
    .map(({ i }) => i);
}

/** Capitalised words that name no value: titles, months and days, units. */
const NOT_NAMES =
  /^(dr|mr|mrs|ms|prof|st|january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|celsius|fahrenheit|kelvin)$/;

/** The decline for a value named in the question that the data does not hold. */
export function notFound(raw: string): { reason: string; suggestion: string } {
  return {
    reason: `I could not find "${raw}" in your data.`,
    suggestion: 'Check the spelling, or name the value as your data writes it.',
  };
}

/** Why a parsed plan must be declined, with a rephrasing; undefined when it may run. */
export function declineReason(
  ctx: ParseContext,
  plan: QueryPlan,
  topUnranked = false,
): { reason: string; suggestion: string } | undefined {
  const { tokens, words, mentions } = ctx;
  if (topUnranked) {
    return {
      reason: 'I could not tell what "top" ranks by.',
      suggestion: 'Name the column to rank by, e.g. "the top 5 products by price".',
    };
  }
  // "the city with the most residents" read without any ranking would list every city: decline instead.
  const ranked = plan.orderBy || plan.having || plan.select.some((x) => x.agg) || plan.limit !== undefined;
  // ("Which employee was hired last?" with no date read for "hired": "first" or "last" closing the question ranks.)
  const unranked = tokens.find(
    (t, i) =>
      (SUPERLATIVES[t.text] || closingFirstOrLast(tokens, i)) &&
      !ctx.consumed.has(i) &&
      !(words[i - 1] === 'at' && /^(least|most)$/.test(t.text)),
  );
  // A number written in digits that no clause read would be silently ignored ("students in room 108"): decline.
  // (Also a count spelt out, "advise three students"; not "one", which is as often a pronoun: "the one with …".)
  const ignored = tokens.find(
    (t, i) =>
      t.number !== undefined &&
      !ctx.consumed.has(i) &&
      (/\d/.test(t.raw) ||
        (/^[a-z]+$/i.test(t.raw) &&
          t.number >= 2 &&
          t.number <= 20 &&
          !mentionsCovering(ctx, i).some((m) => m.kind !== 'number'))),
  );
  if (ignored) {
    return {
      reason: `I could not tell what ${ignored.raw} refers to.`,
      suggestion: 'Name the column the number is about, e.g. "products with a price above 100".',
    };
  }
  // A time of day no clause read ("orders placed in the morning", "after 5pm" over dates without times): decline.
  // (Not a part of the day that only repeats a time read: "at 8pm or later in the evening".)
  const timeRead = tokens.some((t, i) => t.time !== undefined && ctx.consumed.has(i));
  const timeless = tokens.find(
    (t, i) =>
      !ctx.consumed.has(i) &&
      mentionsCovering(ctx, i).length === 0 &&
      (t.time !== undefined || (!timeRead && inPartOfDay(words, i))),
  );
  if (timeless) {
    return {
      reason: `I could not tell what time of day "${timeless.raw}" is about: no column here keeps times of day.`,
      suggestion: 'Ask about a column that holds times, e.g. "calls that started before 10am".',
    };
  }
  // "paid by credit card and also by cash" with no "cash" in the data, "customers who ordered a Chair" with no
  // chair: a last word listed beside a value that was read, a name, or the kind of a thing named, found nowhere,
  // would be silently left out.
  const listed = tokens.find((t, k) => {
    const next = tokens[k + 1];
    if ((next && !next.opensSentence) || !/^[a-z]{3,}$/i.test(t.raw) || STOPWORDS.has(t.text)) return false;
    // (A word taken for a column no clause reads explains nothing: "cash" near in meaning to `payment_method_code`.)
    const read = mentionsCovering(ctx, k).some((m) => ctx.claimed.has(m));
    if (ctx.consumed.has(k) || read || FUNCTION_WORDS.has(t.text)) return false;
    // (A name after "a": "ordered a Chair"; not "in August", "the furthest South", "San Jose State".)
    const named = /^[A-Z][a-z]+$/.test(t.raw) && /^(a|an)$/.test(words[k - 1] ?? '') && !t.opensSentence;
    let j = k - 1;
    while (j >= 0 && /^(and|or|also|by|in|at|with|to|the|a|an|as|well)$/.test(words[j]!)) j--;
    const between = words.slice(j + 1, k);
    // ("users who have the role of editor" with no editor: the value a table or column named before "of" holds.)
    const ofKind =
      words[k - 1] === 'of' &&
      /^(roles?|types?|kinds?|categor(y|ies)|status(es)?|class(es)?|levels?|ranks?|genres?)$/.test(
        words[k - 2] ?? '',
      ) &&
      mentions.some((m) => m.kind !== 'value' && m.end === k - 1) &&
      mentionsCovering(ctx, k).length === 0;
    return (
      named ||
      ofKind ||
      ((between.includes('and') || between.includes('or')) &&
        mentions.some((m) => m.kind === 'value' && m.end === j + 1 && ctx.claimed.has(m)))
    );
  });
  // "students who have taken every course in Comp. Sci.": related to each one of those rows (a division), which the
  // engine does not write; read as any one of them it would answer another question.
  const everyAt = (k: number) => (words[k + 1] === 'the' ? k + 2 : k + 1);
  const every = words.findIndex((w, k) => {
    const verb = words[k - 1] ?? '';
    if (!/^(every|all)$/.test(w) || !(isParticiple(verb) || /^(took|saw|met|did)$/.test(verb))) return false;
    return mentions.some((m) => m.kind === 'table' && m.start === everyAt(k) && m.table.name !== plan.table);
  });
  // "How many days since the last order?": arithmetic on dates, which the engine does not write (a count of the rows
  // would answer another question).
  const elapsed = words.findIndex(
    (w, k) =>
      /^(days|weeks|months|years|hours|minutes)$/.test(w) &&
      words[k - 1] === 'many' &&
      words[k - 2] === 'how' &&
      /^(since|until|till|between|ago|before|after|from|passed|elapsed)$/.test(words[k + 1] ?? '') &&
      // (Unless a column holds them: "How many days did the wrestler hold the title?" over `Days_held`.)
      !mentionsCovering(ctx, k).some((m) => m.kind === 'column'),
  );
  if (elapsed >= 0) {
    return {
      reason: `I cannot yet work out how many ${words[elapsed]} lie between dates.`,
      suggestion: 'Ask for the dates themselves, e.g. "When was the last order placed?".',
    };
  }
  if (every >= 0) {
    const phrase = words.slice(every - 1, everyAt(every) + 1).join(' ');
    return {
      reason: `I cannot yet answer "${phrase}": I find rows related to at least one such row, not to every one.`,
      suggestion:
        'Ask for rows related to any one of them, or count them: "students who have taken more than 3 courses".',
    };
  }
  if (listed) return notFound(listed.raw);
  // "Which customers are in Gotham?" with no Gotham in the data: a name standing alone that nothing read would be
  // silently left out, answering for every customer. (Not a word of a longer name, "Ryan Goodwin", a title, a month
  // or day, or a unit.)
  const capital = (t: (typeof tokens)[number] | undefined) => t !== undefined && /^\p{Lu}/u.test(t.raw);
  const unknownName = tokens.find(
    (t, i) =>
      i > 0 &&
      !t.opensSentence &&
      /^\p{Lu}\p{Ll}+$/u.test(t.raw) &&
      !capital(tokens[i - 1]) &&
      !capital(tokens[i + 1]) &&
      !NOT_NAMES.test(t.text) &&
      !STOPWORDS.has(t.text) &&
      !ctx.consumed.has(i) &&
      mentionsCovering(ctx, i).length === 0,
  );
  if (unknownName) return notFound(unknownName.raw);
  // A quoted word or phrase is what the question is about: one no clause read would be silently left out.
  const quoted = tokens.find(
    (t, i) =>
      t.quoted &&
      !ctx.consumed.has(i) &&
      !mentionsCovering(ctx, i).some((m) => ctx.claimed.has(m) || m.kind !== 'value'),
  );
  if (quoted) {
    return {
      reason: `I could not tell what "${quoted.raw}" refers to.`,
      suggestion: 'Name the column the text is in, e.g. "products whose name contains "ar"".',
    };
  }
  // "the average fee", "the maximum salary" read without any aggregate would show fees, or other columns, as if
  // aggregated: decline instead. (Not a word the next column's name carries: "a maximum dew point", `max_dew_point_f`.)
  const carried = (i: number) =>
    mentions.some(
      (m) =>
        m.start === i + 1 &&
        m.kind === 'column' &&
        m.columns.some((c) =>
          c.words.some((w) => w.slice(0, 2) === words[i]!.slice(0, 2) && AGGREGATE_WORDS[w]),
        ),
    );
  // ("the total money billed"; not "in total", "the total number of", "the number of total orders", "total tracks",
  // which count.)
  // ("the total of invoices from CA": "of" and rows, not a column, leaves what is summed unsaid.)
  const ofRows = (i: number) => {
    const k = words[i + 2] === 'the' ? i + 3 : i + 2;
    const rows = mentions.find((m) => m.kind === 'table' && m.start === k);
    return (
      words[i + 1] === 'of' &&
      rows !== undefined &&
      !mentions.some((m) => m.kind === 'column' && m.start === rows.end)
    );
  };
  const unsummed = (i: number) =>
    /^(total|sum)$/.test(words[i]!) &&
    words[i - 1] !== 'in' &&
    words[i - 2] !== 'number' &&
    (!/^(number|count|of|amount)$/.test(words[i + 1] ?? '') || ofRows(i)) &&
    // ("total tracks" counts them; "the total generated" over `monthly_generation`, a verb left unaggregated, is
    // declined.)
    !(
      mentions.some((m) => m.kind === 'table' && m.start === i + 1) &&
      (!isParticiple(words[i + 1] ?? '') || plan.select.some((x) => x.agg))
    );
  // ("the average rating of each item? Show the title and the average": the aggregate already shown, named again;
  // "Give the account name and total".)
  const repeated = (i: number) =>
    (/^(the|and|their|its)$/.test(words[i - 1] ?? '') || tokens[i]!.afterComma) &&
    !mentions.some((m) => m.start > i && m.start <= i + 2) &&
    plan.select.some((x) => x.agg !== undefined && x.agg === AGGREGATE_WORDS[words[i]!]);
  // ("the average price per type, from the highest average to the lowest": the aggregate the rows are ordered by.)
  const ordering = (i: number) =>
    (SUPERLATIVES[words[i - 1] ?? ''] !== undefined || /^(by|of)$/.test(words[i - 1] ?? '')) &&
    plan.orderBy?.item.agg !== undefined &&
    plan.orderBy.item.agg === AGGREGATE_WORDS[words[i]!];
  const unaggregated = tokens.find(
    (t, i) =>
      (/^(average|avg|maximum|minimum)$/.test(t.text) || unsummed(i)) &&
      !ctx.consumed.has(i) &&
      mentionsCovering(ctx, i).length === 0 &&
      !carried(i) &&
      !repeated(i) &&
      !ordering(i),
  );
  if (unaggregated) {
    return {
      reason: `I could not tell what the ${unaggregated.text} is of.`,
      suggestion: 'Name the column to aggregate, e.g. "the average price of products".',
    };
  }
  // "the title of the album that has the track X" read as `title = 'X'`: the one column shown is the one the value
  // picks rows by, so the answer would only repeat the value — it belongs to something the engine did not reach.
  const shown = plan.select.length === 1 && !plan.select[0]!.agg ? plan.select[0]!.column : undefined;
  const echoed = plan.filters.find(
    // ("Which of Paris and London have …" may list the values it names.)
    (f) =>
      f.kind === 'in' && !f.negated && f.values.length === 1 && f.column === shown && !plan.groupBy.length,
  );
  if (echoed?.kind === 'in') {
    return {
      reason: `I could not tell what to show about ${echoed.values[0]}.`,
      suggestion: 'Name the column you want and the table the value belongs to.',
    };
  }
  // "the average price of hotels for each pet policy" with nothing read after "each": one overall figure would
  // silently stand for a figure per group.
  const aggregated = plan.select.some((x) => x.agg) && plan.groupBy.length === 0 && !plan.orderBy;
  const ungrouped = words.findIndex(
    (w, i) =>
      (/^(each|per)$/.test(w) || (w === 'different' && /^(for|by|across)$/.test(words[i - 1] ?? ''))) &&
      !ctx.consumed.has(i) &&
      mentionsCovering(ctx, i).length === 0,
  );
  if (aggregated && ungrouped >= 0) {
    return {
      reason: `I could not tell what "${words.slice(ungrouped, ungrouped + 3).join(' ')}" groups by.`,
      suggestion: 'Name the column to group by, e.g. "the average price for each category".',
    };
  }
  // "songs that have a higher resolution than English songs" answered with the English songs: a comparison read by
  // nothing would be silently left out.
  const uncompared = words.findIndex(
    (w, i) =>
      (GREATER.has(w) || LESS.has(w)) &&
      !ctx.consumed.has(i) &&
      mentionsCovering(ctx, i).length === 0 &&
      words.slice(i + 1, i + 5).includes('than'),
  );
  if (uncompared >= 0) {
    return {
      reason: `I could not tell what "${words[uncompared]} … than" compares.`,
      suggestion: 'Name the column and the value compared, e.g. "songs with a resolution higher than 500".',
    };
  }
  // "customers who live in the same city as their support rep": a comparison between rows nothing read.
  const same = words.findIndex(
    (w, i) =>
      w === 'same' &&
      !ctx.consumed.has(i) &&
      mentionsCovering(ctx, i).length === 0 &&
      words.slice(i + 1, i + 5).includes('as'),
  );
  if (same >= 0) {
    return {
      reason: 'I could not tell what "the same … as" compares.',
      suggestion: 'Name the value the rows must share, e.g. "customers who live in Paris".',
    };
  }
  const dropped = droppedColumn(ctx, plan);
  if (dropped) {
    return {
      reason: `I could not tell how "${dropped}" fits the question.`,
      suggestion: 'Ask about one table at a time, or name how the things you ask about relate.',
    };
  }
  const unread = unreadNegation(ctx, plan);
  if (unread) {
    return {
      reason: `I could not tell what "${unread}" leaves out.`,
      suggestion:
        'Say what the rows must not have, e.g. "customers who have no orders" or "books whose status is not Published".',
    };
  }
  if (unranked && !ranked) {
    return {
      reason: `I could not tell what "${unranked.text}" ranks by.`,
      suggestion: 'Name the column to rank by, e.g. "the product with the highest price".',
    };
  }
  return undefined;
}

/** Whether a condition leaves rows out by what they are not or do not have. */
function negates(f: Filter): boolean {
  if (f.kind === 'any' || f.kind === 'all' || f.kind === 'related-where') {
    if (f.kind === 'related-where' && f.negated) return true;
    return f.filters.some(negates);
  }
  if (f.kind === 'related-values') return f.mode === 'none';
  if ('op' in f && f.op === '!=') return true;
  return 'negated' in f && f.negated === true;
}

/**
 * The words of a column named in the question that the query reads nowhere, nor any table named by the same words:
 * "students who took a class and the corresponding course descriptions" answered with students' names alone.
 */
function droppedColumn(ctx: ParseContext, plan: QueryPlan): string | undefined {
  const { words, mentions } = ctx;
  const tables = new Set([plan.table, ...plan.tables, ...(plan.via ?? [])]);
  const m = mentions.find(
    (m) =>
      m.kind === 'column' &&
      !m.hint &&
      // (Two words or more, nouns only: one word alone, or a verb, is often a table's noun or a relationship,
      // "players", "released a", "artist named"; and no key or reference, which joins read.)
      m.end - m.start >= 2 &&
      words.slice(m.start, m.end).every((w) => !isParticiple(w) && !STOPWORDS.has(w) && !/ing$/.test(w)) &&
      !m.columns.some((c) => c.isId || joinsOn(ctx.index, c)) &&
      !ctx.claimed.has(m) &&
      words.slice(m.start, m.end).every((_, k) => !ctx.consumed.has(m.start + k)) &&
      !planUses(plan, [...m.columns, ...(m.weaker ?? [])]) &&
      !mentions.some(
        (o) =>
          o !== m &&
          o.start < m.end &&
          m.start < o.end &&
          ((o.kind === 'table' && tables.has(o.table.name)) ||
            (o.kind === 'column' && planUses(plan, o.columns)) ||
            o.kind === 'value' ||
            ctx.claimed.has(o)),
      ),
  );
  return m && words.slice(m.start, m.end).join(' ');
}

/**
 * "List the titles of books that are not published", "customers who do not have address information": a negation
 * that no clause read, in a plan that leaves nothing out, would answer with every row — the word it denies was lost.
 * ("without duplicates" asks for each value once; "the total no of", "no 5" is "number"; "whether or not" asks both.)
 */
function unreadNegation(ctx: ParseContext, plan: QueryPlan): string | undefined {
  const { tokens, words } = ctx;
  const idle = (i: number) =>
    /^(duplicat|repeat|repetit)/.test(words[i + 1] ?? '') ||
    (words[i] === 'no' &&
      (words[i + 1] === 'of' ||
        tokens[i + 1]?.number !== undefined ||
        /^(the|total|a)$/.test(words[i - 1] ?? ''))) ||
    (words[i] === 'not' && words[i - 1] === 'or');
  // (Only a verb denied: "are not published", "does not make", "does Sony not make", "never won", "don't have",
  // "have no manager".)
  const denies = (i: number) =>
    /n['’]t$|^never$/.test(words[i]!) ||
    (words[i] === 'not' && words.slice(Math.max(0, i - 3), i).some((w) => AUXILIARIES.test(w))) ||
    (words[i] === 'no' && /^(have|has|had)$/.test(words[i - 1] ?? ''));
  const at = tokens.findIndex(
    (t, i) =>
      isNegation(t.text) &&
      denies(i) &&
      !ctx.consumed.has(i) &&
      mentionsCovering(ctx, i).length === 0 &&
      !idle(i),
  );
  if (at < 0) return undefined;
  const leavesOut = plan.filters.some(negates) || (plan.exclude?.length ?? 0) > 0 || plan.having?.op === '!=';
  return leavesOut ? undefined : tokens[at]!.raw;
}
