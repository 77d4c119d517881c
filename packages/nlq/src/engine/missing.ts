import { consume, isNegation, mentionsCovering, type ParseContext, resolveColumn } from './context.ts';
import type { Mention } from './linking.ts';
import { moneyOf } from './money.ts';
import type { Filter } from './plan.ts';
import type { ColumnEntry } from './schema-index.ts';

/** Words saying a column holds nothing, after "is" ("whose state is unknown" — read as "not known" — or "empty"). */
const EMPTY = /^(missing|null|empty|blank|unavailable)$/;
/** Participles saying it holds something ("known", "given"); denied, that it holds nothing. */
const GIVEN =
  /^(known|given|listed|recorded|reported|provided|specified|available|filled|set|applied|attached)$/;

/** Words of a date column's name besides the verb that sets it (`last_inspected_date`, `shipped_on`). */
const DATE_WORDS = /^(date|dt|on|at|last|latest|time|timestamp|ts|day)$/;

/** Words that compare a date said after a verb ("joined after", "left before"). */
const COMPARING = /^(after|before|since|until|in|on|during|between)$/;

/**
 * Whether some rows leave the column empty: no value, or a measure of 0 ("employees with no commission"); a reference
 * too ("competitions with no winner recorded" over `WINNER_ID`, "employees with no manager" over `MANAGER_ID` 0 for
 * the head of the company).
 */
function empties(column: ColumnEntry): boolean {
  if (column.isKey) return false;
  return column.profile.nullCount > 0 || (column.kind === 'number' && Number(column.profile.min) === 0);
}

/** The main rows' one money column, or of several the one that is their price ("free" means it is 0). */
function priceOf(ctx: ParseContext): ColumnEntry | undefined {
  const money = moneyOf(ctx.index, ctx.main.name);
  const prices = money.length === 1 ? money : money.filter((c) => c.words.some((w) => PRICES.test(w)));
  return prices.length === 1 ? prices[0] : undefined;
}
const PRICES = /^(price|fee|fare|charg|cost)$/;

/**
 * Columns left empty: "customers with no company", "who do not have a fax", "whose state is unknown", "a missing
 * email" — the column holds no value (IS NULL); "whose company is known", "customers that have a fax" — it holds one.
 * Only of columns some of whose rows hold nothing (or 0), so "employees with no manager" over a column always filled
 * is left to other readings.
 */
export function readMissing(ctx: ParseContext, out: { filters: Filter[]; readings: string[] }): void {
  const { words } = ctx;
  const free = (i: number) => !ctx.consumed.has(i) && mentionsCovering(ctx, i).length === 0;
  const columnAt = (s: number): { column: ColumnEntry; mention: Mention } | undefined => {
    // ("no reported budget": a participle saying it would be given, before the column.)
    while (/^(a|an|any)$/.test(words[s] ?? '') || GIVEN.test(words[s] ?? '')) s++;
    const mention = ctx.mentions.find((m) => m.kind === 'column' && m.start === s && !ctx.claimed.has(m));
    const column = mention?.kind === 'column' ? resolveColumn(ctx, mention.columns) : undefined;
    return column && empties(column) ? { column, mention: mention! } : undefined;
  };
  // (The mention of the column, when one names it, is its reading.)
  const place = (
    column: ColumnEntry,
    mention: Mention | undefined,
    negated: boolean,
    from: number,
    to: number,
  ) => {
    if (mention) ctx.claimed.add(mention);
    ctx.tables.add(column.table);
    out.filters.push({ kind: 'missing', column, negated });
    out.readings.push(`${column.column} ${negated ? 'given' : 'missing'}`);
    consume(ctx, from, to);
  };
  // (Said after the column: "listed", "on file"; "a fax number" for `fax`.)
  const tail = (e: number) =>
    GIVEN.test(words[e] ?? '') || words[e] === 'number'
      ? e + 1
      : words[e] === 'on' && words[e + 1] === 'file'
        ? e + 2
        : e;
  // (Where the column comes after "(not) given us", "provided", …: -1 if no such verb is at k.)
  const givenAt = (k: number) => {
    if (words[k] === 'not') k++;
    if (!/^(given|provided|supplied|shared|left)$/.test(words[k] ?? '')) return -1;
    return /^(us|them|you)$/.test(words[k + 1] ?? '') ? k + 2 : k + 1;
  };
  words.forEach((w, i) => {
    if (!free(i)) return;
    // "Which concerts were free to attend?", "trips that were free of charge": the rows' price is 0 (or none).
    if (w === 'free' && (/^(is|are|was|were|be|been)$/.test(words[i - 1] ?? '') || words[i + 1] === 'of')) {
      const price = priceOf(ctx);
      if (price)
        place(price, undefined, false, i, words[i + 1] === 'of' && words[i + 2] === 'charge' ? i + 3 : i + 1);
      return;
    }
    // "with no company", "without a fax", "a missing email", "an unknown birth date", "do not have a fax".
    const denied = /^(no|without|missing|unknown)$/.test(w);
    const having = /^(have|has|had)$/.test(w) && isNegation(words[i - 1] ?? '');
    if (denied || having) {
      const found = columnAt(i + 1);
      if (found) place(found.column, found.mention, false, having ? i - 1 : i, tail(found.mention.end));
      return;
    }
    // "players who haven't given us an email address", "who have provided a phone number": the column holds a value
    // (none, denied).
    const given = /^(have|has|had)(n['’]?t)?$/.test(w) ? givenAt(i + 1) : -1;
    if (given >= 0) {
      const found = columnAt(given);
      const not = isNegation(w) || words[i + 1] === 'not';
      if (found) place(found.column, found.mention, !not, i, tail(found.mention.end));
      return;
    }
    // "dogs that are on a special diet", "… not on a special diet": the column some rows leave empty holds a value.
    if (/^(is|are|was|were)(n['’]?t)?$/.test(w)) {
      let at = i + 1;
      while (/^(either|also|still|currently)$/.test(words[at] ?? '')) at++;
      const not = words[at] === 'not' || isNegation(w);
      if (words[at] === 'not') at++;
      if (/^(on|in)$/.test(words[at] ?? '') && /^(a|an)$/.test(words[at + 1] ?? '')) {
        const found = columnAt(at + 2);
        if (found?.column.kind === 'text') place(found.column, found.mention, !not, i, found.mention.end);
      }
      return;
    }
    // "archers who have not been given a classification yet", "members not affiliated with any company", "airlines
    // that don't belong to any alliance": a denied clause ending in a column of the rows asked about that some of them
    // leave empty.
    if (isNegation(w)) {
      let k = i + 1;
      while (k <= i + 5 && free(k) && ctx.tokens[k]?.number === undefined && !ctx.tokens[k]?.afterComma) k++;
      const found = k > i + 1 ? columnAt(k) : undefined;
      const e = found ? tail(found.mention.end) : -1;
      const yet = words[e] === 'yet' ? e + 1 : e;
      const ends = yet >= words.length || ctx.tokens[yet]?.opensSentence || ctx.tokens[yet]?.afterComma;
      if (found && found.column.table === ctx.main.name && ends)
        place(found.column, found.mention, false, i, yet);
      return;
    }
    // "bookings that included children", "with children": a count of things named in the plural right after the verb
    // (`children`, 0 on some rows) is more than none.
    if (/^(have|has|had|with|include|includes|included|including)$/.test(w)) {
      const found = columnAt(i + 1);
      const said = words[i + 1] ?? '';
      const plural = /[^s]s$/.test(said) || /^(children|people|men|women)$/.test(said);
      const e = found?.mention.end ?? -1;
      const ends =
        e >= words.length ||
        ctx.tokens[e]?.opensSentence ||
        ctx.tokens[e]?.afterComma ||
        /^(and|or|but)$/.test(words[e] ?? '');
      if (found?.column.kind === 'number' && found.mention.start === i + 1 && plural && ends) {
        place(found.column, found.mention, true, i, e);
        return;
      }
    }
    // "customers that have a fax", "with a company listed": a column named alone after the verb holds a value.
    if (/^(have|has|had|with)$/.test(w) && /^(a|an)$/.test(words[i + 1] ?? '')) {
      const found = columnAt(i + 1);
      const e = found ? tail(found.mention.end) : -1;
      const ends = e >= words.length || ctx.tokens[e]?.afterComma || /^(and|or|but)$/.test(words[e] ?? '');
      if (found && (ends || e > found.mention.end)) place(found.column, found.mention, true, i, e);
    }
  });
  // "artists who are still alive", "the living members": no date (or year) of death; "deceased": one.
  words.forEach((w, i) => {
    if (!/^(alive|living|dead|deceased)$/.test(w) || ctx.consumed.has(i)) return;
    // (Over a hint "living" gives at where people live.)
    const hints = mentionsCovering(ctx, i);
    if (hints.some((m) => m.kind !== 'column' || !m.hint)) return;
    const death = ctx.main.columns.find((c) => c.words.some((x) => /^(death|die|di)$/.test(x)) && empties(c));
    if (!death) return;
    for (const m of hints) ctx.claimed.add(m);
    place(death, undefined, /^(dead|deceased)$/.test(w), words[i - 1] === 'still' ? i - 1 : i, i + 1);
  });
  // "current juicers", "staff who still work here", "is still employed": no date of leaving yet — the rows' one date
  // that ends their time (`End Date`, `left_on`), left empty on some of them.
  const STAYING =
    /^(still|currently|work|works|working|employed|here|with|us|active|open|on|the|staff|team|books)$/;
  words.forEach((w, i) => {
    const still = w === 'still' && STAYING.test(words[i + 1] ?? '') && words[i + 1] !== 'still';
    if (!(/^(current|currently)$/.test(w) || still) || !free(i)) return;
    const ends = ctx.main.columns.filter(
      // ("RFIs that are still open" over `closed_dt`.)
      (c) =>
        c.kind === 'date' &&
        c.words.some((x) => /^(end|left|leav|finish|termin|clos|resolv)/.test(x)) &&
        empties(c),
    );
    if (ends.length !== 1) return;
    let e = i + 1;
    while (e < words.length && free(e) && STAYING.test(words[e]!)) e++;
    place(ends[0]!, undefined, false, i, w === 'current' ? i + 1 : e);
  });
  // "children who have left the nursery", "who hasn't left yet", "orders that have not been shipped", "fees that are
  // still unpaid": the date the verb sets holds one (or, denied, none) — a date column of the rows, some of them
  // empty, named by the verb.
  words.forEach((w, i) => {
    if (!/^(have|has|had|is|are|was|were)(n['’]?t)?$/.test(w) || !free(i)) return;
    let j = i + 1;
    while (/^(not|yet|already|been|ever|still|never)$/.test(words[j] ?? '')) j++;
    const verb = ctx.tokens[j];
    if (!verb || ctx.consumed.has(j)) return;
    // ("have joined since 2020": a date compared, read elsewhere.)
    if (
      ctx.tokens.slice(j + 1, j + 3).some((t) => t.number !== undefined || t.date || COMPARING.test(t.text))
    )
      return;
    // (`tap_line_last_inspected_date` for "never been inspected": the verb, beside words of a date, names it too.)
    const verbal = (c: ColumnEntry) =>
      c.words[0] === verb.stem || c.shortWords.filter((x) => !DATE_WORDS.test(x)).join(' ') === verb.stem;
    const dates = ctx.main.columns.filter((c) => c.kind === 'date' && empties(c) && verbal(c));
    if (dates.length !== 1) return;
    const denied = isNegation(w) || words.slice(i + 1, j).some((x) => x === 'not' || x === 'never');
    for (const m of mentionsCovering(ctx, j)) ctx.claimed.add(m);
    ctx.tables.add(dates[0]!.table);
    out.filters.push({ kind: 'missing', column: dates[0]!, negated: !denied });
    out.readings.push(`${dates[0]!.column} ${denied ? 'missing' : 'given'}`);
    consume(ctx, i, j + 1);
  });
  // "whose state is unknown", "whose company is not given", "whose fax is known".
  for (const m of ctx.mentions) {
    if (m.kind !== 'column' || ctx.claimed.has(m) || !/^(is|are|was|were)$/.test(words[m.end] ?? ''))
      continue;
    const k = m.end + 1;
    const not = words[k] === 'not';
    const said = words[not ? k + 1 : k] ?? '';
    if (!EMPTY.test(said) && !GIVEN.test(said)) continue;
    const column = resolveColumn(ctx, m.columns);
    if (!column || !empties(column)) continue;
    place(column, m, EMPTY.test(said) === not, m.end, not ? k + 2 : k + 1);
  }
}
