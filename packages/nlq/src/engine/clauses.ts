import {
  orBeyond,
  placeInsideAggregates,
  placeSameAs,
  placeSuperior,
  readComparisons,
  readEqualities,
  readHeldNumbers,
  readOrdinalValues,
  readTopPlaces,
} from './comparisons.ts';
import {
  afterValues,
  consume,
  dateColumn,
  followsReference,
  isExclusion,
  isNegation,
  joinPath,
  mentionsCovering,
  nearest,
  ownDate,
  type ParseContext,
  referenceTo,
  referringDate,
  referringNamed,
  referringNoun,
  refers,
  soleYear,
  summedDate,
  tableDate,
} from './context.ts';
import { readDateGaps, readDatesInOrder, readLateness } from './date-order.ts';
import { findDateLiterals, findDateRange, monthIndex } from './dates.ts';
import { namePairs, pickEntry } from './entries.ts';
import { readFlags } from './flags.ts';
import { type Mention, STOPWORDS } from './linking.ts';
import { readMissing } from './missing.ts';
import { moneyColumn, salesDate } from './money.ts';
import { readParallelConditions } from './parallel.ts';
import { readPatterns } from './patterns.ts';
import { type Filter, type Having, negateFilter } from './plan.ts';
import {
  type ColumnEntry,
  findTable,
  holdsYears,
  isYear,
  type TableEntry,
  type ValueEntry,
} from './schema-index.ts';
import { closesSentence } from './text.ts';
import { readTimesOfDay } from './times.ts';
import { isParticiple, isVerbForm } from './vocabulary.ts';
import { wordVectors } from './word-vectors.ts';

export interface FilterClauses {
  filters: Filter[];
  /** Conditions the question negates ("never received a rating higher than 7"), stated positively. */
  negated: Filter[];
  /** Where in the question each condition was read (first and last token + 1), to find "or" between two. */
  spans: Map<Filter, [number, number]>;
  having?: Having;
  /** Where the count of related rows in `having` was read. */
  havingAt?: [number, number];
  readings: string[];
}

/**
 * "blood types never requested by any hospital", "donations not allocated to any request": the rows that would do the
 * denied act, named after it with nothing said of them, add nothing to it (and joining them would keep only rows that
 * have one). Claims that mention and returns where the negated phrase ends.
 */
function byAny(ctx: ParseContext, end: number): number {
  const preposition = (w: string | undefined) => /^(by|to|on|in|at|from|for|with|of)$/.test(w ?? '');
  // ("never been assigned to a project" over `AssignedTo`: the preposition ends the table's name.)
  const after = preposition(ctx.words[end]) ? end + 1 : preposition(ctx.words[end - 1]) ? end : -1;
  if (after < 0) return end;
  const at = /^(any|a|an|the)$/.test(ctx.words[after] ?? '') ? after + 1 : after;
  const m = ctx.mentions.find((x) => x.start === at && x.kind === 'table' && !ctx.claimed.has(x));
  if (m?.kind !== 'table' || m.table === ctx.main) return end;
  // (Unless something is said of them: "by any hospital in London".)
  const said =
    !closesSentence(ctx.tokens, m.end - 1) &&
    ctx.mentions.some((x) => x.start >= m.end && x.start <= m.end + 2 && x.kind !== 'table');
  if (said) return end;
  ctx.claimed.add(m);
  return m.end;
}

/**
 * "How many customers have ordered something from us?", "artists who have sold anything": rows with a row recording
 * the act (the table `tableActing` finds), as "never" leaves out those without.
 */
function readActs(ctx: ParseContext, out: FilterClauses): void {
  ctx.words.forEach((word, i) => {
    const k = i + 1;
    const verb = ctx.tokens[k];
    if (!/^(have|has|had)$/.test(word) || !verb || ctx.consumed.has(k) || !isParticiple(verb.text)) return;
    if (!/^(something|anything)$/.test(ctx.words[k + 1] ?? '') || mentionsCovering(ctx, k).length > 0) return;
    if (ctx.words.slice(Math.max(0, i - 2), i).some(isNegation)) return;
    const acted = tableActing(ctx, k, false);
    if (!acted) return;
    let end = k + 2;
    if (ctx.words[end] === 'from' && /^(us|me)$/.test(ctx.words[end + 1] ?? '')) end += 2;
    const f: Filter = { kind: 'related', table: acted.table.name, negated: false };
    out.filters.push(f);
    out.spans.set(f, [i, end]);
    out.readings.push(`${ctx.main.name} with ${acted.table.name}`);
    consume(ctx, i, end);
  });
}

/** "customers who never ordered", "products without reviews": no related row in the named table. */
function readNegatedRelations(ctx: ParseContext, out: FilterClauses): Set<Mention> {
  const negatedValues = new Set<Mention>();
  ctx.words.forEach((word, i) => {
    // (A negation already read: "… but not by customers in London, SMB".)
    if (ctx.consumed.has(i)) return;
    const negation =
      isNegation(word) ||
      isExclusion(word) ||
      // "born outside the California state".
      word === 'outside' ||
      (word === 'other' && ctx.words[i + 1] === 'than');
    if (!negation) return;
    // "regions that were not affected": the verb leads the name of a table linking the main one (`affected_region`).
    const linking = linkingTable(ctx, i + 1);
    if (linking) {
      const f: Filter = { kind: 'related', table: linking.name, negated: true };
      const end = byAny(ctx, i + 2);
      out.filters.push(f);
      out.spans.set(f, [i, end]);
      out.readings.push(`${ctx.main.name} with no ${linking.name}`);
      consume(ctx, i, end);
      return;
    }
    // "books that are not published": the verb names the one table whose rows refer to the main one (`publication`).
    const acted =
      actedTable(ctx, i) ?? (/^(no|without)$/.test(word) ? boughtRows(ctx, i + 1, true) : undefined);
    if (acted) {
      const f: Filter = { kind: 'related', table: acted.table.name, negated: true };
      const end = byAny(ctx, acted.end);
      out.filters.push(f);
      out.spans.set(f, [i, end]);
      out.readings.push(`${ctx.main.name} with no ${acted.table.name}`);
      consume(ctx, i, end);
      return;
    }
    // "not located in Tokyo": a column named between the negation and the value does not stop it.
    // ("ranks that have no captain in …": "have no" is "do not have".)
    // ("drivers who haven't been out on a single run": "haven't", like "have no", may reach further.)
    const absent =
      word === 'never' ||
      /^ha(ve|s|d)n['’]?t$/.test(word) ||
      /^(have|has|had)$/.test(ctx.words[i + 1] ?? '') ||
      // ("the countries with no competitions of type Friendly": none of their rows has it.)
      (word === 'no' && /^(have|has|had|with)$/.test(ctx.words[i - 1] ?? ''));
    // ("not of type equal to tournament": the words of a column named in between, and "equal to", do not count.)
    const named = ctx.mentions
      .filter((m) => m.kind === 'column' && m.start > i && m.start <= i + 3)
      .reduce((n, m) => n + m.end - m.start, 0);
    const equalTo = ctx.words.slice(i + 1, i + 6).includes('equal') ? 2 : 0;
    // ("not a part of the Progress Party", "not a member of the Rotary Club": what the rows belong to follows.)
    const partOf = /^(part|member)$/.test(ctx.words[i + 2] ?? '') && ctx.words[i + 3] === 'of' ? 2 : 0;
    // ("all customers except those who paid by credit card": the words that point back at the rows do not count.)
    let back = i + 1;
    if (isExclusion(word) || word === 'other')
      while (
        /^(than|those|the|ones?|who|that|which|whose|are|is|were|was|with|having)$/.test(
          ctx.words[back] ?? '',
        )
      )
        back++;
    // ("flavours that don't appear anywhere in the daily sales": adverbs do not count either.)
    const adverbs = ctx.words
      .slice(i + 1, i + 6)
      .filter((w) => /^(anywhere|ever|yet|really|actually)$/.test(w)).length;
    const reach = (absent ? 6 : 4) + named + equalTo + partOf + adverbs + (back - i - 1);
    const next = ctx.mentions.find(
      (m) =>
        m.start > i &&
        m.start <= i + reach &&
        !ctx.claimed.has(m) &&
        (m.kind === 'value' || m.kind === 'table'),
    );
    // "never ordered a Chair": a value right after the related table is what is negated.
    const value =
      next?.kind === 'table'
        ? ctx.mentions.find(
            (m) =>
              m.kind === 'value' && m.start >= next.end && m.start <= next.end + 2 && !ctx.claimed.has(m),
          )
        : undefined;
    const recorded = !next && (absent || /^(no|without)$/.test(word)) ? recordedIn(ctx, i, reach) : undefined;
    const unnamed = !next && !recorded && absent ? unnamedRowsAfter(ctx, i) : undefined;
    if (next?.kind === 'table' && value) {
      ctx.claimed.add(next);
      negatedValues.add(value);
      if (absent) ctx.absent.add(value);
      consume(ctx, i, next.end);
    } else if (next?.kind === 'table' && next.table.name !== ctx.main.name) {
      ctx.claimed.add(next);
      // "faculty who don't participate in …": `Faculty_Participates_in`, the main table's own version of it.
      const own = [...ctx.main.words, ...next.table.words].join(' ');
      const table = ctx.index.tables.find((t) => t.words.join(' ') === own) ?? next.table;
      const via = verbColumn(ctx, table, i + 1, next.start);
      // (A verb naming that column is read: it is not a column asked for.)
      for (const m of ctx.mentions)
        if (m.kind === 'column' && via && m.start > i && m.end <= next.start && m.columns.includes(via))
          ctx.claimed.add(m);
      const f: Filter = { kind: 'related', table: table.name, negated: true, ...(via ? { via } : {}) };
      const end = byAny(ctx, next.end);
      out.filters.push(f);
      out.spans.set(f, [i, end]);
      out.readings.push(`${ctx.main.name} with no ${table.name}`);
      consume(ctx, i, end);
    } else if (recorded) {
      const { mention, table } = recorded;
      ctx.claimed.add(mention);
      const f: Filter = { kind: 'related', table: table.name, negated: true };
      out.filters.push(f);
      out.spans.set(f, [i, mention.end]);
      out.readings.push(`${ctx.main.name} with no ${table.name}`);
      consume(ctx, i, mention.end);
    } else if (unnamed) {
      const f: Filter = { kind: 'related', table: unnamed.table, negated: true };
      out.filters.push(f);
      out.spans.set(f, [i, unnamed.end]);
      out.readings.push(`${ctx.main.name} with no ${unnamed.table}`);
      consume(ctx, i, unnamed.end);
    } else if (next?.kind === 'value') {
      negatedValues.add(next);
      // "never hosted", "does not have": no row of the group has it; "is not Tokyo" is about each row.
      if (absent) ctx.absent.add(next);
      consume(ctx, i, i + 1);
    } else {
      // "products which Sony does not make", "does Sony not make": the value is the subject of the denied verb.
      const subject = activeSubject(ctx, i);
      if (subject) {
        negatedValues.add(subject);
        consume(ctx, i, i + 1);
      }
    }
  });
  return negatedValues;
}

/**
 * "customers who don't have any cases with us", "members who have never had a booking": after a denied "have", a noun
 * no name of the schema spells stands for the rows of the table referring to the main ones — the one whose name the
 * noun begins, or the only one.
 */
function unnamedRowsAfter(ctx: ParseContext, i: number): { table: string; end: number } | undefined {
  let k = i + 1;
  while (/^(have|has|had|got|ever|yet|been|any|a|an|single)$/.test(ctx.words[k] ?? '')) k++;
  const noun = ctx.words[k] ?? '';
  if (k === i + 1 || !/^[a-z]{3,}$/.test(noun) || STOPWORDS.has(noun) || isVerbForm(noun)) return undefined;
  // (Not what a column of the rows says they have: "venues that do not have a bar", `has_bar`.)
  const stem = ctx.tokens[k]!.stem;
  if (mentionsCovering(ctx, k).length > 0 || ctx.main.columns.some((c) => c.words.includes(stem)))
    return undefined;
  const table = referringNoun(ctx, stem);
  let end = k + 1;
  if (ctx.words[end] === 'with' && /^(us|me)$/.test(ctx.words[end + 1] ?? '')) end += 2;
  return table ? { table, end } : undefined;
}

/**
 * "employees who have no skills on record" over `emp_skill.skill`, "events with no bookings" over
 * `event_attendance.booked_on`: a column named after the negation, of a table whose rows refer to the main ones,
 * stands for those rows (what is said of them after is a condition on them: "no skills rated above level 2").
 */
function recordedIn(
  ctx: ParseContext,
  i: number,
  reach: number,
): { mention: Mention; table: TableEntry } | undefined {
  const mention = ctx.mentions.find(
    (m) => m.kind === 'column' && m.start > i && m.start <= i + reach && !ctx.claimed.has(m),
  );
  // (Not a reference by role, "never with Black" over `game.black_id`: which rows refer is read elsewhere.)
  if (mention?.kind !== 'column' || mention.columns.some((c) => c.isId)) return undefined;
  const tables = new Set(mention.columns.map((c) => c.table));
  const table = tables.size === 1 ? findTable(ctx.index, [...tables][0]!) : undefined;
  if (!table || table === ctx.main || !refers(ctx.index, table.name, ctx.main.name)) return undefined;
  return { mention, table };
}

/** The value named as the subject of a negated verb: "Sony does not make", "does Sony not make", "Sony didn't". */
function activeSubject(ctx: ParseContext, i: number): Mention | undefined {
  const aux = (w: string | undefined) => /^(do|does|did)$/.test(w ?? '');
  const contracted = /^(do|does|did)(n['’]t|nt)$/.test(ctx.words[i]!);
  const ends =
    contracted || (ctx.words[i] === 'not' && aux(ctx.words[i - 1])) ? i - (contracted ? 0 : 1) : -1;
  const valueEndingAt = (end: number) =>
    ctx.mentions.find((m) => m.kind === 'value' && m.end === end && !ctx.claimed.has(m));
  const before = ends >= 0 ? valueEndingAt(ends) : undefined;
  if (before) return before;
  // ("does Sony not make": the value between the auxiliary and the negation.)
  const inside = ctx.words[i] === 'not' ? valueEndingAt(i) : undefined;
  return inside && aux(ctx.words[inside.start - 1]) ? inside : undefined;
}

/**
 * "staff who have not contacted any visiting engineers": a verb between `from` and `to` naming the one column of
 * `table` that refers to the main table's rows (`Engineer_Visits.contact_staff_id`).
 */
function verbColumn(ctx: ParseContext, table: TableEntry, from: number, to: number): ColumnEntry | undefined {
  const stems = ctx.tokens
    .slice(from, to)
    .filter((t) => isParticiple(t.text))
    .map((t) => t.stem);
  // ("employees who do not support any customer": a verb naming the column itself, `Customer.SupportRepId`.)
  const named = ctx.mentions.filter((m) => m.kind === 'column' && m.start >= from && m.end <= to);
  const via = table.columns.filter(
    (c) =>
      (c.words.some((w) => stems.includes(w)) ||
        named.some((m) => m.kind === 'column' && m.columns.includes(c))) &&
      referenceTo(ctx.index, c, ctx.main.name) !== undefined,
  );
  return via.length === 1 ? via[0] : undefined;
}

/** Acts whose rows are named by another word: a book borrowed is on loan, a piece sold is a sale. */
const ACTED_AS: Record<string, string> = {
  borrow: 'loan',
  lend: 'loan',
  hire: 'rental',
  book: 'reserv',
  sell: 'sale',
  fly: 'flight',
  pay: 'payment',
};

/**
 * "books that are not published", "were never published": a past participle right after the negation, named by no
 * mention, whose stem and a word of the one table referring to the main one start alike (`publish`, `publication`),
 * or any participle when one table only refers to the main one.
 */
function actedTable(ctx: ParseContext, i: number): { table: TableEntry; end: number } | undefined {
  const after = /^(be|been)$/.test(ctx.words[i + 1] ?? '') ? i + 2 : i + 1;
  // ("classes that nobody has signed up for", "packages no one has ever bought", "events that had nobody register":
  // no row records the act, whatever its verb's form.)
  const nobody = ctx.words[i] === 'nobody' || (ctx.words[i] === 'no' && ctx.words[i + 1] === 'one');
  let k = nobody
    ? i + (ctx.words[i] === 'no' ? 2 : 1)
    : /^(not|never)$|n['’]t$/.test(ctx.words[i]!)
      ? after
      : -1;
  while (nobody && /^(has|have|had|ever|yet|been|did|does|do|will|would|could|can)$/.test(ctx.words[k] ?? ''))
    k++;
  const verb = ctx.tokens[k];
  // ("beers that have never been brewed": a verb naming only dates, `batch.brewed_on`, is the act still — unless what
  // was done follows, "never issued a permit".)
  const object = ctx.mentions.some((m) => m.kind === 'table' && m.start > k && m.start <= k + 2);
  const named = (m: Mention) =>
    m.start <= k &&
    k < m.end &&
    (object || !(m.kind === 'column' && m.columns.every((c) => c.kind === 'date')));
  if (
    !verb ||
    !(isParticiple(verb.text) || (nobody && !STOPWORDS.has(verb.text))) ||
    ctx.mentions.some(named)
  )
    return undefined;
  return tableActing(ctx, k, object);
}

/** The table whose rows record the act the verb at `k` names, done to (or by) the main rows. */
function tableActing(
  ctx: ParseContext,
  k: number,
  object: boolean,
): { table: TableEntry; end: number } | undefined {
  const verb = ctx.tokens[k]!;
  const bought = boughtRows(ctx, k);
  if (bought) return bought;
  // ("… not published by Pearson": a condition follows, not the act alone; not "never put on a show", "charged to
  // anyone", which name nothing more.)
  const unsaid =
    /^(anyone|anybody|anything|a|an|any)$/.test(ctx.words[k + 2] ?? '') &&
    !ctx.mentions.some((m) => m.start > k + 1 && m.start <= k + 4);
  if (/^(by|in|on|at|with|for|from|to|before|after)$/.test(ctx.words[k + 1] ?? '') && !unsaid)
    return undefined;
  const alike = (w: string) => {
    if (ACTED_AS[verb.stem] === w) return true;
    let n = 0;
    while (n < w.length && n < verb.stem.length && w[n] === verb.stem[n]) n++;
    // ("ridden" and `lift_ride`: a short word the same.)
    if (n === w.length && n === verb.stem.length) return true;
    return n >= 5 && n >= Math.min(w.length, verb.stem.length) - 1;
  };
  const referring = ctx.index.tables.filter(
    (t) => t !== ctx.main && refers(ctx.index, t.name, ctx.main.name),
  );
  // ("treatments that have never been administered": the one table whose rows refer to them records the act.)
  // (Or whose date it names: `batch.brewed_on` beside `sale.sold_on`.)
  const tables =
    referring.length === 1
      ? referring
      : referring.filter(
          (t) =>
            t.words.some(alike) ||
            (!object && t.columns.some((c) => c.kind === 'date' && c.words.some(alike))),
        );
  return tables.length === 1 ? { table: tables[0]!, end: k + 1 } : undefined;
}

/**
 * "tracks that were never purchased", "customers who never made a purchase", "haven't bought anything", "products
 * with no sales": buying is done in the rows of sales that refer to the main ones — the table of the money they
 * bring (`invoice_lines` for tracks, `invoices` for customers). `noun`: after "no" / "without", the sales named.
 */
function boughtRows(
  ctx: ParseContext,
  k: number,
  noun = false,
): { table: TableEntry; end: number } | undefined {
  const words = ctx.words;
  if (noun && words[k] === 'any') k++;
  if (mentionsCovering(ctx, k).length > 0) return undefined;
  let end = k + 1;
  if (
    /^(made|placed)$/.test(words[k]!) &&
    /^(a|an|any)$/.test(words[k + 1] ?? '') &&
    /^purchases?$/.test(words[k + 2] ?? '')
  )
    end = k + 3;
  else if (
    noun ? !/^(sales|purchases|revenue)$/.test(words[k] ?? '') : !/^(bought|purchased|sold)$/.test(words[k]!)
  )
    return undefined;
  if (words[end] === 'anything') end++;
  // ("never bought a Chair", "haven't bought any tracks": what was not bought is named, and read as such.)
  if (
    ctx.mentions.some(
      (m) =>
        ((m.kind === 'table' && m.table !== ctx.main) || m.kind === 'value') &&
        m.start >= end &&
        m.start <= end + 2,
    )
  )
    return undefined;
  const money = moneyColumn(ctx, 'bought');
  return money && money.table !== ctx.main.name
    ? { table: findTable(ctx.index, money.table)!, end }
    : undefined;
}

/** A table named by the word at `k` and then the main table's name ("affected" → `affected_region`), unlinked. */
function linkingTable(ctx: ParseContext, k: number): TableEntry | undefined {
  const token = ctx.tokens[k];
  if (!token || ctx.mentions.some((m) => m.start <= k && k < m.end)) return undefined;
  const rest = ctx.main.words.join(' ');
  return ctx.index.tables.find(
    (t) =>
      t !== ctx.main &&
      t.words.length > 1 &&
      t.words[0] === token.stem &&
      t.words.slice(1).join(' ') === rest &&
      joinPath(ctx.index, ctx.main.name, t.name)?.length === 1,
  );
}

/**
 * Whether values of one column were named as "both A and B" / "A and B" / "A as well as B" (every one must hold)
 * rather than "A or B" (any one).
 */
function namedTogether(ctx: ParseContext, mentions: Mention[]): boolean {
  const first = Math.min(...mentions.map((m) => m.start));
  const last = Math.max(...mentions.map((m) => m.end));
  const between = ctx.words.slice(first, last);
  if (between.includes('or')) return false;
  return (
    between.includes('and') ||
    between.join(' ').includes('as well as') ||
    ctx.words.slice(0, first).includes('both')
  );
}

/** "both", "shared by", "in common", "as well as": what rows with each of several values have in common. */
function sharedAsked(ctx: ParseContext): boolean {
  // ("industries that have at least one company based in USA and at least one based in China")
  return /\b(both|shared|common|as well as)\b|\bat least one\b.*\band at least one\b/.test(
    ctx.words.join(' '),
  );
}

/**
 * "albums released by …", "tracks that belong to …": a lower-case verb that matches the name of a row ("Release")
 * only through its stem, in a table the question does not otherwise reach, is a word of the question, not a value;
 * so is a lower-case word naming a row two or more joins away ("music genres", not the playlist "Music").
 */
function strayName(ctx: ParseContext, m: Mention, entry: ValueEntry): boolean {
  const token = ctx.tokens[m.start]!;
  if (m.end - m.start !== 1 || token.quoted || token.raw !== token.raw.toLowerCase()) return false;
  const table = entry.column.table;
  // "names of all music genres": a common word that is a whole name too ("Music"), in a table two or more joins
  // away, is not one either.
  const far = (joinPath(ctx.index, ctx.main.name, table)?.length ?? 2) >= 2;
  const whole = token.text === entry.value.trim().toLowerCase();
  if (whole && !far) return false;
  // ("Which breweries make a saison?": a word English does not have is a name however it is written.)
  if (whole && !wordVectors().has(token.text)) return false;
  // (A word before a table's name only describes its rows, whatever other names the question uses.)
  // (Not of the value's own table: "the marketing department" is the department named so.)
  const describes =
    whole && ctx.mentions.some((x) => x.kind === 'table' && x.start === m.end && x.table.name !== table);
  // ("users who reviewed orange" over titles kept in lower case: the word is written as the data writes it.)
  if (token.raw === entry.value.trim() && !describes) return false;
  const named = ctx.mentions.some(
    (x) =>
      (x.kind === 'table' && x.table.name === table) ||
      (x.kind === 'column' && x.columns.some((c) => c.table === table)),
  );
  const label = entry.column.words.some((w) => w === 'name' || w === 'titl');
  return label && table !== ctx.main.name && !ctx.tables.has(table) && (!named || describes);
}

/**
 * "Latin or Pop genre", "Latin and Pop tracks": values listed together are of one column — the entries of a value in
 * a column its neighbours in the list also hold, when there is one.
 */
function sharedWithListed(ctx: ParseContext, m: Mention & { kind: 'value' }): ValueEntry[] {
  // (One "and" or "or" between them, or a comma: "Latin, Pop and Rock".)
  const joined = (a: Mention, b: Mention) =>
    (b.start === a.end + 1 && /^(and|or)$/.test(ctx.words[a.end]!)) ||
    (b.start === a.end && ctx.tokens[b.start]!.afterComma === true);
  const neighbours = ctx.mentions.filter(
    (x) => x.kind === 'value' && x !== m && x.entries.length > 0 && (joined(x, m) || joined(m, x)),
  );
  if (neighbours.length === 0) return m.entries;
  const shared = m.entries.filter((e) =>
    neighbours.every((x) => x.kind === 'value' && x.entries.some((o) => o.column === e.column)),
  );
  return shared.length > 0 ? shared : m.entries;
}

/**
 * Values named in the question, matched against the data; several in one column become IN (…). On a table related
 * to the main one, "not X" and "both X and Y" are about the main table's rows ("students who do not have a dog",
 * "… who have both a dog and a cat"), so they become conditions on related rows rather than a join.
 */
function readValues(ctx: ParseContext, out: FilterClauses, negated: Set<Mention>): void {
  const groups = new Map<
    string,
    { column: ColumnEntry; values: string[]; negated: boolean; mentions: Mention[] }
  >();
  const names = namePairs(ctx);
  for (const m of ctx.mentions) {
    if (m.kind !== 'value' || ctx.claimed.has(m) || m.entries.length === 0) continue;
    const entry = names.get(m) ?? pickEntry(ctx, m, sharedWithListed(ctx, m));
    if (!entry || strayName(ctx, m, entry)) continue;
    if (negated.has(m) && readNegatedName(ctx, out, names, m)) continue;
    ctx.claimed.add(m);
    if (entry.partial) {
      const f: Filter = { kind: 'like', column: entry.column, text: entry.value, position: 'contains' };
      // ("employees not certified on any Boeing aircraft": none of their related rows has it, not some row without.)
      if (negated.has(m) && entry.column.table !== ctx.main.name) out.negated.push(f);
      else out.filters.push(negated.has(m) ? negateFilter(f) : f);
      out.spans.set(f, [m.start, m.end]);
      out.readings.push(
        `${entry.column.column} ${negated.has(m) ? 'does not contain' : 'contains'} ${entry.value}`,
      );
      ctx.tables.add(entry.column.table);
      consume(ctx, m.start, m.end);
      continue;
    }
    // The column named next to the value ("the city of Paris") is part of the filter, not the projection.
    // (Not one named before a value that owns rows named right after it, "the last name of Linda Smith's advisor":
    // that column is the advisor's.)
    const end = afterValues(ctx.mentions, m.end);
    const owned = ctx.mentions.some((t) => t.kind === 'table' && t.start === end);
    for (const c of ctx.mentions) {
      if (
        c.kind === 'column' &&
        !(owned && c.end <= m.start) &&
        c.start - m.start <= 3 &&
        m.start - c.start <= 5 &&
        c.columns.includes(entry.column)
      )
        ctx.claimed.add(c);
    }
    const key = `${entry.column.table}.${entry.column.column}:${negated.has(m)}`;
    const group = groups.get(key) ?? {
      column: entry.column,
      values: [],
      negated: negated.has(m),
      mentions: [],
    };
    if (!group.values.includes(entry.value)) group.values.push(entry.value);
    group.mentions.push(m);
    groups.set(key, group);
    consume(ctx, m.start, m.end);
  }
  const sharedWords = groups.size > 0 && sharedAsked(ctx);
  for (const g of groups.values()) {
    const path = joinPath(ctx.index, ctx.main.name, g.column.table) ?? [];
    const related = g.column.table !== ctx.main.name && path.length > 0;
    // ("the starting years shared by technicians from team CLE or CWS": what is shared is had by each.)
    const shared = g.column.table === ctx.main.name && sharedWords;
    // ("Latin and Pop tracks": a track has one genre, so the tracks of either; unless "both" is said. Every step
    // there follows a reference, many → one: each row has one row there.)
    const single = related && !sharedWords && path.every((step) => followsReference(ctx.index, step));
    const every = !g.negated && !single && g.values.length > 1 && (namedTogether(ctx, g.mentions) || shared);
    // In the main table one row cannot hold two values: "parties with both representatives in New York and in
    // Pennsylvania" asks for what the rows with each value have in common.
    const common = every && !related && shared;
    if ((related && (g.negated || every)) || common) {
      out.filters.push({
        kind: 'related-values',
        column: g.column,
        values: g.values,
        mode: g.negated ? 'none' : 'all',
      });
      out.readings.push(
        g.negated
          ? `${ctx.main.name} with no ${g.column.table} whose ${g.column.column} is ${g.values.join(' or ')}`
          : `${ctx.main.name} with ${g.column.table} whose ${g.column.column} is ${g.values.join(' and ')}, each`,
      );
      continue;
    }
    ctx.tables.add(g.column.table);
    // "courses in Statistics but not Psychology": a row cannot hold both values of one column, so the negated one
    // is about the values shown — those of rows with the other value (EXCEPT), as with "never".
    const contrasted = g.negated && groups.has(`${g.column.table}.${g.column.column}:false`);
    if (g.negated && (contrasted || g.mentions.every((m) => ctx.absent.has(m)))) {
      out.negated.push({ kind: 'in', column: g.column, values: g.values, negated: false });
      out.readings.push(`${g.column.column} is not ${g.values.join(' or ')}`);
      continue;
    }
    const f: Filter = { kind: 'in', column: g.column, values: g.values, negated: g.negated };
    out.filters.push(f);
    out.spans.set(f, [
      Math.min(...g.mentions.map((m) => m.start)),
      Math.max(...g.mentions.map((m) => m.end)),
    ]);
    out.readings.push(`${g.column.column} ${g.negated ? 'is not' : 'is'} ${g.values.join(' or ')}`);
  }
}

/**
 * "teachers other than OTHA MOYER", "students not taught by OTHA MOYER": a first and a last name denied together
 * leave out the one person, not everyone with either name. The denial covers both names (NOT (first AND last)).
 */
function readNegatedName(
  ctx: ParseContext,
  out: FilterClauses,
  names: Map<Mention, ValueEntry>,
  first: Mention,
): boolean {
  const last = ctx.mentions.find((x) => x.start === first.end && names.has(x));
  if (!last || ctx.claimed.has(last)) return false;
  const parts = [first, last].map((x) => names.get(x)!);
  const both: Filter = {
    kind: 'all',
    filters: parts.map((e) => ({ kind: 'in', column: e.column, values: [e.value], negated: false })),
  };
  ctx.claimed.add(first);
  ctx.claimed.add(last);
  consume(ctx, first.start, last.end);
  ctx.tables.add(parts[0]!.column.table);
  // (On related rows, or "never": no row names the person; otherwise each row is not theirs.)
  if (parts[0]!.column.table !== ctx.main.name || ctx.absent.has(first)) out.negated.push(both);
  else out.filters.push(negateFilter(both));
  out.readings.push(`not ${parts.map((e) => e.value).join(' ')}`);
  return true;
}

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** "on weekends", "on weekdays", "on Mondays": the days of the week a word names, or undefined. */
function daysOfWeek(word: string): number[] | undefined {
  if (/^weekends?$/.test(word)) return [0, 6];
  if (/^weekdays?$/.test(word)) return [1, 2, 3, 4, 5];
  const day = WEEKDAYS.indexOf(word.replace(/s$/, ''));
  return day >= 0 ? [day] : undefined;
}

/** "orders placed on weekends", "reviews written on a Monday": the rows' date falls on those days of the week. */
function readWeekdays(ctx: ParseContext, out: FilterClauses): void {
  ctx.words.forEach((w, i) => {
    const days = daysOfWeek(w);
    if (!days || ctx.consumed.has(i) || mentionsCovering(ctx, i).length > 0) return;
    let from = i;
    while (/^(a|the)$/.test(ctx.words[from - 1] ?? '')) from--;
    // ("weekend calls", "Saturday shifts": the day said before the rows, as a word describing them.)
    const describing = !/s$/.test(w) && ctx.mentions.some((m) => m.kind === 'table' && m.start === i + 1);
    if (describing) from = i + 1;
    else if (!/^(on|at|during|over)$/.test(ctx.words[from - 1] ?? '')) return;
    const column = salesDate(ctx) ?? dateColumn(ctx, i);
    if (column?.kind !== 'date') return;
    const f: Filter = { kind: 'weekday', column, days };
    // ("employees who were hired on a Monday": "hired", naming `hire_date`, is the verb of the condition.)
    for (const m of ctx.mentions)
      if (m.kind === 'column' && m.columns.includes(column) && m.end <= from - 1 && m.end >= from - 3)
        ctx.claimed.add(m);
    ctx.tables.add(column.table);
    out.filters.push(f);
    out.spans.set(f, [from - 1, i + 1]);
    out.readings.push(`${column.column} on ${w}`);
    consume(ctx, from - 1, i + 1);
  });
}

/**
 * "paid in the month of August, any year", "in August across all years", "in March in any year": the month of the
 * date, whatever its year.
 */
function readMonthsOfAnyYear(ctx: ParseContext, out: FilterClauses): void {
  ctx.words.forEach((w, i) => {
    const month = monthIndex(w);
    if (month < 0 || w.length < 3 || ctx.consumed.has(i)) return;
    let k = i + 1;
    if (/^(across|in|of|over|for|during)$/.test(ctx.words[k] ?? '')) k++;
    if (!/^(any|all|every|each)$/.test(ctx.words[k] ?? '') || !/^years?$/.test(ctx.words[k + 1] ?? ''))
      return;
    let from = i;
    if (ctx.words[from - 1] === 'of' && ctx.words[from - 2] === 'month') from -= 2;
    if (ctx.words[from - 1] === 'the') from--;
    if (/^(in|during)$/.test(ctx.words[from - 1] ?? '')) from--;
    const column = salesDate(ctx) ?? dateColumn(ctx, i);
    if (column?.kind !== 'date') return;
    const f: Filter = { kind: 'month', column, month: month + 1 };
    for (const m of ctx.mentions) if (m.start >= from && m.end <= k + 2) ctx.claimed.add(m);
    ctx.tables.add(column.table);
    out.filters.push(f);
    out.spans.set(f, [from, k + 2]);
    out.readings.push(`${column.column} in ${w}, any year`);
    consume(ctx, from, k + 2);
  });
}

/**
 * "clients with a March year end" over `year_end_month` (1–12), "whose year end is in March": a month named beside a
 * column of month numbers is its number.
 */
function readMonthNumbers(ctx: ParseContext, out: FilterClauses): void {
  ctx.words.forEach((w, i) => {
    const month = monthIndex(w);
    if (month < 0 || w.length < 3 || ctx.consumed.has(i) || ctx.tokens[i + 1]?.number !== undefined) return;
    const numbered = (m: Mention) =>
      m.kind === 'column' &&
      !ctx.claimed.has(m) &&
      m.columns.some((c) => c.kind === 'number' && c.words.at(-1) === 'month');
    const beside = ctx.mentions.find(
      (m) =>
        numbered(m) &&
        (m.start === i + 1 || (m.end <= i && ctx.words.slice(m.end, i).every((x) => /^(is|in|of)$/.test(x)))),
    );
    if (beside?.kind !== 'column') return;
    const column = beside.columns.find((c) => c.kind === 'number' && c.words.at(-1) === 'month')!;
    const f: Filter = { kind: 'compare', column, op: '=', value: month + 1 };
    const span: [number, number] = [Math.min(i, beside.start), Math.max(i + 1, beside.end)];
    ctx.claimed.add(beside);
    ctx.tables.add(column.table);
    out.filters.push(f);
    out.spans.set(f, span);
    out.readings.push(`${column.column} = ${month + 1} (${w})`);
    consume(ctx, ...span);
  });
}

/** ("no sales at all during 2024", "no orders at all in 2024": the words before `k`, past an "at all" there.) */
function pastAtAll(words: string[], k: number): number {
  return words[k - 1] === 'all' && words[k - 2] === 'at' ? k - 2 : k;
}

/** Years ("in 2023") and relative periods ("last quarter", "since March") on the table's date column. */
function readDates(ctx: ParseContext, out: FilterClauses): void {
  readWeekdays(ctx, out);
  readMonthsOfAnyYear(ctx, out);
  readMonthNumbers(ctx, out);
  const relative = findDateRange(ctx.tokens, ctx.now, (k) =>
    mentionsCovering(ctx, k).some((m) => m.kind === 'value'),
  );
  for (const range of [...findDateLiterals(ctx.tokens), ...(relative ? [relative] : [])]) {
    // ("the most orders last year": the date of the rows named right before the period, which refer to the main
    // rows; not "the revenue per customer since March", the orders' groups.)
    const before = pastAtAll(
      ctx.words,
      range.start - (/^(in|during|of|from|since)$/.test(ctx.words[range.start - 1] ?? '') ? 1 : 0),
    );
    const named =
      ctx.mentions.find(
        (m) =>
          m.kind === 'table' &&
          m.table !== ctx.main &&
          m.end === before &&
          refers(ctx.index, m.table.name, ctx.main.name),
      ) ?? heldAt(ctx, before);
    let column =
      salesDate(ctx) ??
      // ("more than 2 runs since January 2025" over `run_date` and `scheduled_departure`: of rows referring to the main
      // ones, their own date.)
      (named?.kind === 'table'
        ? (tableDate(ctx, named.table, range.start) ??
          (refers(ctx.index, named.table.name, ctx.main.name) ? ownDate(named.table) : undefined))
        : undefined) ??
      dateColumn(ctx, range.start);
    // ("boats that went out on hire in July 2025" over `boats.build_yr`: a year holds no month or day; the date of
    // the rows referring to them does, else nothing.)
    if (column && column.kind !== 'date' && range.bounds.some((b) => !String(b.value).endsWith('-01-01')))
      column = referringDate(ctx);
    if (!column) break;
    ctx.tables.add(column.table);
    // "hired after 1987-09-07": the column named just before the date is its subject, not a column to show.
    const subject = ctx.mentions.find(
      (m) =>
        m.kind === 'column' &&
        m.columns.includes(column) &&
        m.end <= range.start &&
        m.end >= range.start - 2 &&
        !ctx.claimed.has(m),
    );
    if (subject) ctx.claimed.add(subject);
    for (const b of range.bounds) {
      const f: Filter = { kind: 'compare', column, op: b.op, value: b.value };
      if (
        out.filters.some(
          (g) => g.kind === 'compare' && g.column === column && g.op === b.op && g.value === b.value,
        )
      )
        continue;
      out.filters.push(f);
      out.spans.set(f, [subject?.start ?? range.start, range.end]);
    }
    out.readings.push(`${column.column} ${range.label}`);
    consume(ctx, range.start, range.end);
    // ("since the start of 2021" over an events table's `StartTime`: words of the period name no column.)
    for (const m of ctx.mentions) if (m.start >= range.start && m.end <= range.end) ctx.claimed.add(m);
  }
  ctx.tokens.forEach((t, i) => {
    if (ctx.consumed.has(i) || t.number === undefined || !isYear(t.number)) return;
    // "in 2023", "the Spring 2010 semester" (a year right after a value of the data).
    // ("the Fall of 2010": the value, "of", then its year.)
    const value = ctx.mentions.find(
      (m) =>
        m.kind === 'value' &&
        (m.end === i || (m.end === i - 1 && ctx.words[i - 1] === 'of')) &&
        m.entries.length > 0,
    );
    if (!value && !yearIntroduced(ctx, i)) return;
    // "in year 2010 or later" is a comparison, read below.
    if (orBeyond(ctx.words, i + 1)) return;
    // "before the year of 2005" is a comparison, read below.
    if (
      ctx.words
        .slice(Math.max(0, i - 4), i - 1)
        .some((w) => /^(before|after|since|until|earlier|later)$/.test(w))
    )
      return;
    // (The value's own table may hold the year: "Spring 2010" → `section.year`.)
    const valueTables = value?.kind === 'value' ? value.entries.map((e) => e.column.table) : [];
    // (The nearest to the main table: "instructors who teach in the Spring of 2010", `teaches.year`.)
    const years = ctx.index.tables
      .filter((tb) => valueTables.includes(tb.name))
      .flatMap((tb) => tb.columns.filter(holdsYears));
    // ("courses that are taught in 2010", "artists with an exhibition in 2004": the year of the other rows named
    // right before, `teaches.year`, `exhibition.Year` — a noun only of rows that refer to those asked about, or the
    // other way: "registered at a branch in 2016" is the registration's year, not the branch's.)
    // ("parking sessions in both 2022 and 2025": "both" may come between.)
    const said = pastAtAll(ctx.words, /^(both|either)$/.test(ctx.words[i - 1] ?? '') ? i - 2 : i - 1);
    const named = ctx.mentions.find((m) => m.kind === 'table' && m.end === said && m.table !== ctx.main);
    const verb = named !== undefined && isVerbForm(ctx.words[named.end - 1]!);
    // ("car parks that had parking sessions in 2022": rows that refer to them through others too, `levels`.)
    const path = named?.kind === 'table' ? joinPath(ctx.index, named.table.name, ctx.main.name) : undefined;
    const theirs =
      path !== undefined && path.length === 2 && path.every((step) => followsReference(ctx.index, step));
    const near =
      named?.kind === 'table' &&
      (refers(ctx.index, named.table.name, ctx.main.name) ||
        refers(ctx.index, ctx.main.name, named.table.name) ||
        theirs);
    // ("customers who ordered something in 2026": a verb just before naming the rows that refer to the main ones,
    // `orders`, is their year.)
    const verbed = ctx.tokens
      .slice(Math.max(0, i - 4), i - 1)
      .filter((t) => isParticiple(t.text))
      .flatMap((t) => referringNamed(ctx, t.stem));
    // (Of several dates of such rows, the one named for them or their start: `parkingSessions.entryDate`.)
    const held = named ? undefined : heldAt(ctx, said);
    const acted = held
      ? soleYear(held.table, ctx.tokens[said - 1])
      : named?.kind === 'table' && (verb || near)
        ? (soleYear(named.table, verb ? ctx.tokens[named.end - 1] : undefined) ??
          // ("vehicles that were fined in 2024" over `fines.issuedOn` and `paidOn`: the rows the verb makes, dated;
          // "customers who placed no orders in 2025" over `ordered_dte` and `required_by_dte`: the rows referring to
          // the main ones, by their own date.)
          (theirs || verb || refers(ctx.index, named.table.name, ctx.main.name)
            ? ownDate(named.table)
            : undefined))
        : verbed.length === 1
          ? soleYear(verbed[0])
          : undefined;
    // ("ordered in both 2023 and 2026", "in 2023 and in 2026": a year listed after another is of the same column.)
    const joiner = /^(in|during)$/.test(ctx.words[i - 1] ?? '') ? i - 2 : i - 1;
    const listed = /^(and|or)$/.test(ctx.words[joiner] ?? '')
      ? out.filters.find(
          (f) => (f.kind === 'year' || f.kind === 'compare') && out.spans.get(f)?.[1] === joiner,
        )
      : undefined;
    // ("the total salary of players in 1990": the year of the salaries summed, not of the players named before it.)
    const summed = acted && summedDate(ctx);
    const column =
      (listed && 'column' in listed ? listed.column : undefined) ??
      salesDate(ctx) ??
      (summed && summed.table !== acted?.table ? summed : acted) ??
      dateColumn(ctx) ??
      nearest(ctx, years) ??
      linkedYear(ctx);
    if (!column) return;
    // (Other values then prefer the year's table: "in Chandler during the Fall of 2010", `section.building`.)
    if (value || acted) ctx.tables.add(column.table);
    const f: Filter =
      column.kind === 'date'
        ? { kind: 'year', column, year: t.number }
        : { kind: 'compare', column, op: '=', value: t.number };
    out.filters.push(f);
    // (A year listed after "or" leaves the "or" between the two.)
    out.spans.set(f, [listed && f.kind === 'year' ? joiner + 1 : i - 1, i + 1]);
    out.readings.push(`${column.column} in ${t.number}`);
    consume(ctx, i - 1, i + 1);
  });
}

/**
 * "entries at shows held before June 2023", "shows held in 2023": the rows named right before a participle that
 * ends at `at` (the word saying when), when they join the main ones — the period is when that happened to them.
 */
function heldAt(ctx: ParseContext, at: number): Extract<Mention, { kind: 'table' }> | undefined {
  if (!isParticiple(ctx.words[at - 1] ?? '')) return undefined;
  const m = ctx.mentions.find((x) => x.kind === 'table' && x.end === at - 1 && x.table !== ctx.main);
  return m?.kind === 'table' && joinPath(ctx.index, m.table.name, ctx.main.name) ? m : undefined;
}

/**
 * "in 2023", "in both 2019 and 2021", "during either 2019 or 2021": a year the word before introduces, or the next
 * of a list a year starts ("in 2019, 2020 and 2021").
 */
function yearIntroduced(ctx: ParseContext, i: number): boolean {
  const before = ctx.words[i - 1] ?? '';
  if (/^(in|during|of|year|on)$/.test(before)) return true;
  // ("the total revenue for 2025", "bookings for 2024 arrivals" over `arrival_date` — not "orders for 2000 units".)
  if (before === 'for')
    return (
      !/^[a-z]{3,}s$/.test(ctx.words[i + 1] ?? '') ||
      ctx.mentions.some(
        (m) => m.kind === 'column' && m.start === i + 1 && m.columns.some((c) => c.kind === 'date'),
      )
    );
  // ("the cheapest wine from 2008"; "from 2008 to 2010" is a range.)
  if (before === 'from') return !/^(to|until|till|through)$/.test(ctx.words[i + 1] ?? '');
  if (/^(both|either)$/.test(before)) return /^(in|during|of|years?)$/.test(ctx.words[i - 2] ?? '');
  // ("all the 2024 dig seasons", "the 2023 Golden Lantern", "a 2023 arrival": a year before the rows or a value, as
  // their adjective.)
  if (/^(the|our|their|its|a)$/.test(before))
    return ctx.mentions.some((m) => m.start === i + 1 && m.kind !== 'number');
  const listed = /^(and|or)$/.test(before) ? i - 2 : ctx.tokens[i]?.afterComma ? i - 1 : -1;
  const previous = ctx.tokens[listed]?.number;
  return previous !== undefined && isYear(previous) && ctx.consumed.has(listed);
}

/**
 * "members who registered at a branch in 2016": with no date in the tables read so far, the year column of the one
 * table that links the main table to others (`membership_register_branch.register_year`), if only one does.
 */
function linkedYear(ctx: ParseContext): ColumnEntry | undefined {
  const linked = new Set(
    ctx.index.relationships.flatMap((r) =>
      r.toTable === ctx.main.name ? [r.fromTable] : r.fromTable === ctx.main.name ? [r.toTable] : [],
    ),
  );
  const years = ctx.index.tables.filter((t) => linked.has(t.name)).flatMap((t) => soleYear(t) ?? []);
  return years.length === 1 ? years[0] : undefined;
}

/**
 * "cinemas opened in both year 2010 and year 2011": two values of one column that no row holds at once are about
 * what the rows with each value have in common (each value on its own, like "both A and B").
 */
function readContradictions(ctx: ParseContext, out: FilterClauses): void {
  type Equal = Extract<Filter, { kind: 'compare' | 'year' }>;
  const yearOrValue = (f: Equal) => (f.kind === 'year' ? f.year : f.value);
  const equal = out.filters.filter(
    (f): f is Equal => (f.kind === 'compare' && f.op === '=') || f.kind === 'year',
  );
  for (const f of equal) {
    const others = equal.filter(
      (g) => g !== f && g.kind === f.kind && g.column === f.column && yearOrValue(g) !== yearOrValue(f),
    );
    if (others.length === 0 || !out.filters.includes(f)) continue;
    const group = [f, ...others];
    // ("players who debuted in both 1960 and 1961": of the rows' own date both years cannot hold; left as said.)
    const own = f.column.table === ctx.main.name;
    if (f.kind === 'year' && own && sharedAsked(ctx) && !saidOr(ctx, out, group)) continue;
    out.filters = out.filters.filter((x) => !group.includes(x as Equal));
    const values = group.map(yearOrValue);
    const stale = new Set(values.flatMap((v) => [`${f.column.column} in ${v}`, `${f.column.column} = ${v}`]));
    out.readings = out.readings.filter((r) => !stale.has(r));
    // ("took classes in 2009 or 2010": alternatives, whatever table holds them.)
    if (saidOr(ctx, out, group)) {
      const either: Filter =
        f.kind === 'year'
          ? { kind: 'any', filters: group }
          : { kind: 'in', column: f.column, values: values.map(String), negated: false };
      out.filters.push(either);
      out.spans.set(either, spanOf(out, group));
      out.readings.push(`${f.column.column} is ${values.join(' or ')}`);
      continue;
    }
    // ("salaries paid in 2010 and 2001": on the rows shown, with no "both", the rows of either — as with values.)
    if (own && !sharedAsked(ctx)) {
      out.filters.push({ kind: 'any', filters: group, apart: true });
      out.readings.push(`${f.column.column} is ${values.join(' or ')}`);
      continue;
    }
    // ("customers who ordered in both 2023 and 2026": a related row in each year.)
    if (f.kind === 'year')
      out.filters.push(
        ...group.map((g): Filter => ({ kind: 'related-where', filters: [g], negated: false })),
      );
    else
      out.filters.push({ kind: 'related-values', column: f.column, values: values.map(String), mode: 'all' });
    out.readings.push(`${f.column.column} is each of ${values.join(' and ')}`);
    unjoin(ctx, out, f.column.table);
  }
}

/** Conditions read in subqueries: their table is no longer joined for them, unless another condition reads it. */
function unjoin(ctx: ParseContext, out: FilterClauses, table: string): void {
  if (
    table !== ctx.main.name &&
    !out.filters.some((x) => 'column' in x && x.kind !== 'related-values' && x.column.table === table)
  )
    ctx.tables.delete(table);
}

/** From the first to the last token of where the conditions were read. */
function spanOf(out: FilterClauses, filters: Filter[]): [number, number] {
  const spans = filters.flatMap((f) => {
    const at = out.spans.get(f);
    return at ? [at] : [];
  });
  return [Math.min(...spans.map((s) => s[0])), Math.max(...spans.map((s) => s[1]))];
}

/** "or" among the words where the conditions were read ("in 2009 or 2010"), and no "and". */
function saidOr(ctx: ParseContext, out: FilterClauses, filters: Filter[]): boolean {
  if (filters.some((f) => !out.spans.has(f))) return false;
  const [start, end] = spanOf(out, filters);
  const between = ctx.words.slice(start, end);
  return between.includes('or') && !between.includes('and');
}

/**
 * "colleges in LA that have more than 15000 students and colleges in AZ with less than 13000": two values of one
 * column, each named beside one of two bounds no row meets at once — each value with its own bound, either holding.
 */
function pairBounds(ctx: ParseContext, out: FilterClauses): void {
  type Compare = Extract<Filter, { kind: 'compare' }>;
  const bounds = out.filters.filter(
    (f): f is Compare => f.kind === 'compare' && typeof f.value === 'number' && out.spans.has(f),
  );
  const low = bounds.find((f) => f.op === '>' || f.op === '>=');
  const high = bounds.find(
    (f) =>
      (f.op === '<' || f.op === '<=') &&
      low &&
      f.column === low.column &&
      Number(f.value) <= Number(low.value),
  );
  if (!low || !high) return;
  const list = out.filters.find(
    (f): f is Extract<Filter, { kind: 'in' }> =>
      f.kind === 'in' &&
      !f.negated &&
      f.values.length === 2 &&
      f.column.table === low.column.table &&
      f.column !== low.column,
  );
  if (!list) return;
  const at = (value: string) =>
    ctx.mentions.find(
      (m) => m.kind === 'value' && m.entries.some((e) => e.column === list.column && e.value === value),
    )?.start;
  const items = [
    ...list.values.map((v) => ({ at: at(v), filter: { ...list, values: [v] } as Filter, value: true })),
    ...[low, high].map((f) => ({ at: out.spans.get(f)![0], filter: f as Filter, value: false })),
  ];
  if (items.some((x) => x.at === undefined)) return;
  items.sort((a, b) => a.at! - b.at!);
  const first = items[0]!.value;
  if (!items.every((x, k) => x.value === (k % 2 === 0 ? first : !first))) return;
  const [a, b, c, d] = items as [(typeof items)[0], (typeof items)[0], (typeof items)[0], (typeof items)[0]];
  out.filters = out.filters.filter((f) => f !== list && f !== low && f !== high);
  out.filters.push({
    kind: 'any',
    filters: [
      { kind: 'all', filters: [a.filter, b.filter] },
      { kind: 'all', filters: [c.filter, d.filter] },
    ],
  });
  out.readings.push(`each of ${list.values.join(' and ')} with its own bound on ${low.column.column}`);
}

/** Two conditions with "or" between them (and no "and") hold as alternatives: `(a OR b)`. */
function joinAlternatives(ctx: ParseContext, out: FilterClauses): void {
  const placed = out.filters
    .filter((f) => out.spans.has(f))
    .sort((a, b) => out.spans.get(a)![0] - out.spans.get(b)![0]);
  for (let k = 0; k + 1 < placed.length; k++) {
    const a = placed[k]!;
    const b = placed[k + 1]!;
    const from = out.spans.get(a)![1];
    const between = ctx.words.slice(from, out.spans.get(b)![0]);
    // ("'white' or have a characteristic with the name 'hot'": the names of what the second condition is on count
    // for nothing.)
    const said = between.filter((_, k) => mentionsCovering(ctx, from + k).length === 0);
    if (!between.includes('or') || between.includes('and') || said.length > 6) continue;
    // ("faculty who are professors or who participate in Canoeing": a condition on rows the main ones have many of
    // holds through them, so professors with no activity stay in reach.)
    const fansOut = (f: Filter) =>
      'column' in f &&
      f.column.table !== ctx.main.name &&
      !(joinPath(ctx.index, ctx.main.name, f.column.table) ?? []).every((step) =>
        followsReference(ctx.index, step),
      );
    const through = (f: Filter): Filter =>
      fansOut(f) ? { kind: 'related-where', filters: [f], negated: false } : f;
    const any: Filter = { kind: 'any', filters: [through(a), through(b)] };
    out.filters = out.filters.filter((f) => f !== a && f !== b);
    for (const f of [a, b]) if (fansOut(f) && 'column' in f) unjoin(ctx, out, f.column.table);
    // ("or have a characteristic with the name 'hot'": the rows named there are those the condition is held through.)
    for (const m of ctx.mentions) {
      const inside = m.start >= from && m.end <= out.spans.get(b)![0];
      if (
        inside &&
        m.kind === 'table' &&
        fansOut(b) &&
        'column' in b &&
        (m.table.name === b.column.table || refers(ctx.index, b.column.table, m.table.name))
      )
        ctx.claimed.add(m);
    }
    out.filters.push(any);
    out.spans.set(any, [out.spans.get(a)![0], out.spans.get(b)![1]]);
    placed.splice(k, 2, any);
    k--;
  }
}

export function readFilters(ctx: ParseContext): FilterClauses {
  const out: FilterClauses = { filters: [], negated: [], spans: new Map(), readings: [] };
  readPatterns(ctx, out);
  readParallelConditions(ctx, out);
  readDateGaps(ctx, out);
  readLateness(ctx, out);
  readDatesInOrder(ctx, out);
  readDates(ctx, out);
  readTimesOfDay(ctx, out);
  readComparisons(ctx, out);
  readFlags(ctx, out);
  readMissing(ctx, out);
  const negated = readNegatedRelations(ctx, out);
  readActs(ctx, out);
  readValues(ctx, out, negated);
  readOrdinalValues(ctx, out);
  readTopPlaces(ctx, out);
  readEqualities(ctx, out);
  readHeldNumbers(ctx, out);
  placeInsideAggregates(ctx, out);
  placeSameAs(ctx, out);
  placeSuperior(ctx, out);
  joinAlternatives(ctx, out);
  pairBounds(ctx, out);
  readContradictions(ctx, out);
  return out;
}
