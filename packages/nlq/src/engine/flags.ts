import type { FilterClauses } from './clauses.ts';
import {
  consume,
  isExclusion,
  isNegation,
  mentionsCovering,
  type ParseContext,
  referringTables,
  refers,
  resolveColumn,
} from './context.ts';
import { STOPWORDS } from './linking.ts';
import { keepsStock } from './money.ts';
import type { Filter } from './plan.ts';
import type { ColumnEntry } from './schema-index.ts';
import { nameWords, stem } from './text.ts';
import { isParticiple } from './vocabulary.ts';

interface Flag {
  yes?: string | number;
  no?: string | number;
}

/** The values meaning "yes" and "no" of a column holding only such a pair (`Yes`/`No`, `Y`/`N`, 0/1). */
export function flagValues(column: ColumnEntry): Flag | undefined {
  const p = column.profile;
  // (A column of Yes/No or true/false text is imported as a boolean.)
  if (column.kind === 'boolean') return { yes: 'true', no: 'false' };
  if (column.kind === 'number') {
    return p.distinctCount <= 2 && p.max === '1' && (p.min === '0' || p.min === '1')
      ? { yes: 1, no: 0 }
      : undefined;
  }
  // (An ERP's 'X' marking the rows that are so, empty on the others: `BLOCKED`, `DEL_FLAG`, `PAID_X`.)
  if (column.kind === 'text' && p.values.length === 1 && /^x$/i.test(p.values[0]!.trim()) && p.nullCount > 0)
    return { yes: p.values[0] };
  if (column.kind !== 'text' || p.values.length !== 2) return undefined;
  const yes = p.values.find((v) => /^(yes|y|true)$/i.test(v.trim()));
  const no = p.values.find((v) => /^(no|n|false)$/i.test(v.trim()));
  if (yes || no) return { yes, no };
  // ('T'/'F' together: true and false written short; alone, an 'F' is as likely female.)
  const t = p.values.find((v) => /^t$/i.test(v.trim()));
  const f = p.values.find((v) => /^f$/i.test(v.trim()));
  return t && f ? { yes: t, no: f } : undefined;
}

const HAVING =
  /^(have|has|had|with|without|allow|allows|support|supports|offer|offers|hold|holds|held|holding|include|includes|included|including|need|needs|needed|require|requires|required|involve|involves|involved)$/;

/** Words of a column's name that say it is a flag rather than what it flags (`pets_allowed_yn`). */
export const FLAG_WORDS = new Set(['yn', 'flag', 'is', 'ind', 'current']);
/** The words of `FLAG_WORDS` that only mark a flag, saying nothing of what it means (not "current"). */
const MARKS = new Set([...FLAG_WORDS].filter((w) => w !== 'current'));

/** Words whose opposite names a flag, both ways, as stems ("closed" for `is_open`, "failed" for `successful`). */
const OPPOSITES = new Map(
  [
    ['closed', 'open'],
    ['failed', 'successful'],
    ['absent', 'present'],
    ['private', 'public'],
    ['outdoor', 'indoor'],
    ['dead', 'alive'],
    ['invalid', 'valid'],
  ].flatMap(([a, b]) => [
    [stem(a!), stem(b!)],
    [stem(b!), stem(a!)],
  ]),
);

/** A flag column named by the words at `k`… (its name's words, in any order, or run together: "wifi" → `Wi_Fi`). */
function namedFlag(
  ctx: ParseContext,
  k: number,
  be = false,
  named: string[] = [],
  done = false,
): { column: ColumnEntry; end: number; opposite?: boolean } | undefined {
  // ("heads who are acting": `management.temporary_acting`, a table whose rows refer to the main one's, is read too;
  // so is a table named right after the flag: "built around a seasonal flower".)
  // ("carers who have administered a controlled drug": and one the rows referring to them refer to, `medications`
  // beside `medication_rounds`, when a verb of theirs was said.)
  const tables = ctx.index.tables.filter(
    (t) =>
      t === ctx.main ||
      ctx.tables.has(t.name) ||
      named.includes(t.name) ||
      refers(ctx.index, t.name, ctx.main.name) ||
      (done && referringTables(ctx.index, ctx.main.name).some((r) => refers(ctx.index, r, t.name))),
  );
  for (const t of tables) {
    for (const column of t.columns) {
      if (!flagValues(column)) continue;
      const words = (column.shortWords.length > 0 ? column.shortWords : column.words).filter(
        (w) => !FLAG_WORDS.has(w),
      );
      if (words.length === 0 || words.length > 3) continue;
      const stems = ctx.tokens.slice(k, k + Math.max(2, words.length)).map((x) => x.stem);
      const free = (n: number) =>
        ctx.mentions.every((m) => m.end <= k || m.start >= k + n || m.kind === 'column');
      // ("organic batches", "had an alarm go off": `is_organic_certified`, `is_alarm_triggered` — a noun and the
      // participle saying it holds, named by the noun alone.)
      const noun =
        words.length === 2 &&
        stems[0] === words[0] &&
        stems[1] !== words[1] &&
        !HAVING.test(words[0]!) &&
        /^[a-z]{4,}ed$/.test(nameWords(column.column).at(-1)?.toLowerCase() ?? '');
      if (noun && free(1)) return { column, end: k + 1 };
      // ("How many rush jobs …?" over `jobs.rush_order`: the flag's first word, then the rows it is said of.)
      const rows =
        words.length === 2 &&
        stems[0] === words[0] &&
        !HAVING.test(words[0]!) &&
        ctx.mentions.some((x) => x.kind === 'table' && x.start === k + 1 && x.table === t);
      if (rows && free(1)) return { column, end: k + 1 };
      if (!free(words.length)) continue;
      // ("logged in" → `login`: two words run together too.)
      const joined = words.join('');
      if (stems[0] === joined) return { column, end: k + 1 };
      // ("results that fell outside the limits": the opposite of `isWithinLimits`.)
      const rest = ctx.tokens.slice(k + 1, k + 4).filter((x) => !/^(the|its|their)$/.test(x.text));
      if (
        stems[0] === stem('outside') &&
        words[0] === 'within' &&
        words.length === 2 &&
        rest[0]?.stem === words[1]
      )
        return { column, end: ctx.tokens.indexOf(rest[0]!) + 1, opposite: true };
      // ("Which walls are closed?" over `is_open`, "the failed firings" over `is_successful`: its opposite word.)
      if (words.length === 1 && OPPOSITES.get(stems[0] ?? '') === words[0])
        return { column, end: k + 1, opposite: true };
      // ("arrangements that are unavailable", "inactive members": the flag's opposite, said with a prefix.)
      // (The word without its prefix is stemmed again: "inactive" stems to "inact", "active" to "activ".)
      const unprefixed = (ctx.tokens[k]?.text ?? '').replace(/^(un|in|non)-?/, '');
      if (/^(un|in|non)/.test(stems[0] ?? '') && stem(unprefixed) === joined)
        return { column, end: k + 1, opposite: true };
      if (words.length === 1 && `${stems[0]}${ctx.tokens[k + 1]?.stem ?? ''}` === joined)
        return { column, end: k + 2 };
      if (words.length > 1 && words.every((w) => stems.slice(0, words.length).includes(w)))
        return { column, end: k + words.length };
      // ("archives that charge a search fee" over `charges_search_fee`: its verb, an article, then its object.)
      const object = ctx.tokens.slice(k + 2, k + 1 + words.length).map((x) => x.stem);
      if (
        words.length > 2 &&
        /^(a|an)$/.test(ctx.tokens[k + 1]?.text ?? '') &&
        free(words.length + 1) &&
        words.every((w) => [stems[0], ...object].includes(w))
      )
        return { column, end: k + 1 + words.length };
      // "who are acting" for `temporary_acting`: after a form of "be", the adjective that ends the name.
      if (be && words.length === 2 && stems[0] === words[1] && ctx.tokens[k]?.text.endsWith('ing'))
        return { column, end: k + 1 };
    }
  }
  return undefined;
}

/** Whether the words at `k` name a flag column of the rows in question ("packages that include a wax": `wax_flg`). */
export function namesFlag(ctx: ParseContext, k: number): boolean {
  return namedFlag(ctx, k) !== undefined;
}

/**
 * The one flag column of the main table (or one joined) whose name, without words that mark it a flag, is these
 * stems — or, for a position, the stem of the token there.
 */
function flagWithWords(ctx: ParseContext, parts: (string | number)[]): ColumnEntry | undefined {
  const want = parts.map((p) => (typeof p === 'number' ? ctx.tokens[p]?.stem : p)).join(' ');
  const found = ctx.index.tables
    .filter((t) => t === ctx.main || ctx.tables.has(t.name))
    .flatMap((t) => t.columns)
    // (`is_current` for "currently": "current" is no flag's word when it is the only one.)
    .filter(
      (c) =>
        flagValues(c) && [FLAG_WORDS, MARKS].some((s) => c.words.filter((w) => !s.has(w)).join(' ') === want),
    );
  return found.length === 1 ? found[0] : undefined;
}

/** Where flags are read into: the conditions, how they read, and where each was said. */
type FlagClauses = Pick<FilterClauses, 'filters' | 'readings' | 'spans'>;

/**
 * "models that do not have wifi", "hotels that allow pets": a column holding only a yes/no pair, named after a verb
 * of having, is a condition on its 'yes' value (its 'no' value when negated).
 */
export function readFlags(ctx: ParseContext, out: FlagClauses): void {
  ctx.words.forEach((word, k) => {
    // ("users that are logged in": right after a form of "be", with no article, which would name a thing shown;
    // "in Napa county but not AVA": after "but not", where the verb is left unsaid.)
    // ("events classed as serious", "marked as paid": "as" after a participle.)
    const be =
      /^(is|are|was|were|been|got|get|gets|become|became)$/.test(word) ||
      // ("clients who aren't loyalty members")
      /^(is|are|was|were)n['’]?t$/.test(word) ||
      // ("sites that lie in a conservation area")
      (/^(lie|lies|lay|sit|sits|located)$/.test(word) && /^(in|on)$/.test(ctx.words[k + 1] ?? '')) ||
      // ("Which dentists work part-time?": what the rows work as, `part_time`.)
      (/^(work|works|worked|working)$/.test(word) && namedFlag(ctx, k + 1, true) !== undefined) ||
      (word === 'but' && ctx.words[k + 1] === 'not') ||
      (word === 'as' && isParticiple(ctx.words[k - 1] ?? '')) ||
      // ("results that fell outside the limits")
      (/^(fell|fall|falls|lie|lies|lay)$/.test(word) &&
        /^(outside|within|inside)$/.test(ctx.words[k + 1] ?? '')) ||
      // ("unpaid orders", read as "orders not paid": "not" right after the rows.)
      (word === 'not' && ctx.mentions.some((m) => m.kind === 'table' && m.end === k));
    // ("hotels where pets are allowed" over `pets_allowed_yn`: the flag's noun, a form of "be", then its participle.)
    if (be && k > 0 && !ctx.consumed.has(k - 1)) {
      const not = ctx.words[k + 1] === 'not';
      const p = k + (not ? 2 : 1);
      const said = isParticiple(ctx.words[p] ?? '') ? flagWithWords(ctx, [k - 1, p]) : undefined;
      if (said && flagFilter(ctx, said, not, [k - 1, p + 1], out)) {
        consume(ctx, k - 1, p + 1);
        return;
      }
    }
    // ("Which parts do we make in house?": the flag is the verb after "do we".)
    const asked = /^(we|they|you)$/.test(word) && /^(do|does|did)$/.test(ctx.words[k - 1] ?? '');
    // ("sites that have a tunnel but no vacuums": the verb of having left unsaid after "but".)
    const butNo = word === 'but' && ctx.words[k + 1] === 'no';
    if ((!HAVING.test(word) && !be && !asked && !butNo) || ctx.consumed.has(k)) return;
    let s = k + 1;
    // ("carers who have administered a controlled drug": what the rows have done to a thing the flag is said of, the
    // verb's date aside.)
    const done =
      !be &&
      HAVING.test(word) &&
      isParticiple(ctx.words[s] ?? '') &&
      /^(a|an|any)$/.test(ctx.words[s + 1] ?? '') &&
      mentionsCovering(ctx, s).every(
        (m) => m.kind === 'column' && m.columns.every((c) => c.kind === 'date'),
      ) &&
      // (Not a flag the verb names itself: "clients who have attended a class", `attended`.)
      !namedFlag(ctx, s);
    if (done) s++;
    while (!be && /^(the|a|an|any)$/.test(ctx.words[s] ?? '')) s++;
    // ("teachers who are also examiners", "still open", "currently active")
    while (be && /^(also|still|currently|both|now)$/.test(ctx.words[s] ?? '')) s++;
    // ("boats that have been taken out of service")
    if (
      be &&
      /^(taken|put)$/.test(ctx.words[s] ?? '') &&
      ctx.words[s + 1] === 'out' &&
      ctx.words[s + 2] === 'of'
    )
      s++;
    // ("done as a rush job": after "as", an article names no thing shown.)
    if (word === 'as' && /^(a|an)$/.test(ctx.words[s] ?? '')) s++;
    // ("dogs that are on a special diet", "sites in a conservation area": the flag said as a place the rows are in.)
    // ("customers who are on the blacklist": `is_blacklisted`.)
    const placed =
      be &&
      /^(on|in)$/.test(ctx.words[s] ?? '') &&
      (/^(a|an)$/.test(ctx.words[s + 1] ?? '') || (ctx.words[s] === 'on' && ctx.words[s + 1] === 'the'));
    if (placed) s += 2;
    // ("shows that are currently on tour" over `Is_Currently_Touring`, "on duty", "on loan"; "tracks that are by
    // local artists" over `isLocalArtist`.)
    else if (be && /^(on|by)$/.test(ctx.words[s] ?? '') && namedFlag(ctx, s + 1, be)) s += 1;
    // ("artists who are studio residents", "students who are paid-up members": a flag's noun after words of no
    // mention that describe it, closing the clause.)
    else if (be && !namedFlag(ctx, s, be)) {
      const at = [s + 1, s + 2].find((k) => {
        const found = namedFlag(ctx, k, be);
        // ("done as a rush job?": or one noun of no mention after it, ending the question.)
        const noun = (e: number) =>
          e + 1 === ctx.words.length &&
          !STOPWORDS.has(ctx.words[e]!) &&
          mentionsCovering(ctx, e).length === 0;
        const closes =
          found &&
          (found.end === ctx.words.length ||
            ctx.tokens[found.end]!.opensSentence ||
            /^(and|or|but|who|that|with|in|at|on|from|since|before|after)$/.test(
              ctx.words[found.end] ?? '',
            ) ||
            noun(found.end));
        const described = ctx.words
          .slice(s, k)
          .every(
            (w, j) =>
              !STOPWORDS.has(w) && mentionsCovering(ctx, s + j).every((m) => m.kind === 'column' && m.hint),
          );
        return closes && described;
      });
      if (at !== undefined) s = at;
    }
    // ("appellations that are not AVA": a negation right after the verb.)
    // ("stalls that have no power": "no" after a verb of having; "machines that are no longer active".)
    const noLonger = be && ctx.words[s] === 'no' && ctx.words[s + 1] === 'longer';
    const notAfter = (be && ctx.words[s] === 'not') || (!be && ctx.words[s] === 'no') || noLonger;
    if (notAfter) s += noLonger ? 2 : 1;
    // ("vehicles that are out of service": not `in_service`, or not `isOperational`.)
    const outOf =
      be && ctx.words[s] === 'out' && ctx.words[s + 1] === 'of'
        ? (flagWithWords(ctx, ['in', s + 2]) ??
          (/^(service|order|action|use)$/.test(ctx.words[s + 2] ?? '') ? workingFlag(ctx) : undefined))
        : undefined;
    if (outOf && flagFilter(ctx, outOf, true, [k, s + 3], out)) {
      consume(ctx, k, s + 3);
      return;
    }
    // ("parts that are out of stock", "in stock": none, or some, of the quantity a stock column keeps.)
    // ("Is anything out of stock?")
    const o = /^(anything|any|something)$/.test(ctx.words[s] ?? '') ? s + 1 : s;
    const stockAt =
      ctx.words[o] === 'out' && ctx.words[o + 1] === 'of' ? o + 2 : ctx.words[o] === 'in' ? o + 1 : -1;
    const stock = be && stockAt > 0 && ctx.tokens[stockAt]?.stem === 'stock' ? stockColumn(ctx) : undefined;
    if (stock) {
      for (const m of ctx.mentions) if (m.start >= k && m.end <= stockAt + 1) ctx.claimed.add(m);
      const none = (ctx.words[o] === 'out') !== notAfter;
      out.filters.push({ kind: 'compare', column: stock, op: none ? '=' : '>', value: 0 });
      out.readings.push(`${stock.column} ${none ? 'is' : 'above'} 0`);
      consume(ctx, k, stockAt + 1);
      return;
    }
    const mention = ctx.mentions.find((m) => m.kind === 'column' && m.start === s && !ctx.claimed.has(m));
    const resolved = mention?.kind === 'column' ? resolveColumn(ctx, mention.columns) : undefined;
    const found =
      resolved && flagValues(resolved)
        ? { column: resolved, end: mention!.end }
        : (namedFlag(ctx, s, be, [], done) ?? (be ? undefined : namedFlag(ctx, k)));
    // ("with attribute value 0": a value given in digits is compared as such.)
    if (!found || ctx.tokens[found.end]?.number !== undefined) return;
    const from = Math.max(0, k - 2);
    const negation = ctx.words.slice(from, k + 1).findIndex(isNegation);
    const negated = (negation >= 0 || notAfter || word === 'without') !== (found.opposite === true);
    const start = negation >= 0 ? from + negation : k;
    if (flagFilter(ctx, found.column, negated, [k, found.end], out)) consume(ctx, start, found.end);
  });
  // "donations made anonymously": a participle, then the adverb of a flag (`is_anonymous`); "restorers who currently
  // work here": the adverb opening a clause about the rows (`is_current`).
  ctx.tokens.forEach((t, k) => {
    const said = isParticiple(ctx.words[k - 1] ?? '') || /^(who|that|which)$/.test(ctx.words[k - 1] ?? '');
    if (!/[a-z]{4}ly$/.test(t.text) || !said || ctx.consumed.has(k)) return;
    const column = flagWithWords(ctx, [stem(t.text.slice(0, -2))]);
    if (column && flagFilter(ctx, column, false, [k, k + 1], out)) consume(ctx, k, k + 1);
  });
  // "the AVA appellations", "non-AVA appellations": a flag of a table's rows said right before the table's name
  // (or a value of theirs: "the vegetarian desserts"; or a measure of theirs: "how many billable hours").
  for (const m of ctx.mentions) {
    const tables =
      m.kind === 'table'
        ? [m.table.name]
        : m.kind === 'value'
          ? m.entries.map((e) => e.column.table)
          : m.kind === 'column' &&
              !m.hint &&
              m.columns.every((c) => c.kind === 'number' && !c.isId) &&
              // (After a word asking how much: "Do duets score better …?" names no flag of the score.)
              ctx.words
                .slice(Math.max(0, m.start - 3), m.start)
                .some((w) => /^(many|much|total|average|non)$/.test(w))
            ? m.columns.map((c) => c.table)
            : [];
    if (tables.length === 0) continue;
    // ("Which of the clocks chime?": the flag is the verb right after the rows, the question's last words.)
    const flagAt = (k: number) =>
      m.kind === 'table' && !ctx.consumed.has(k) ? namedFlag(ctx, k, false, tables) : undefined;
    // ("How many rentals came back damaged?": or after a verb of motion or outcome, of up to two words no mention
    // covers, ending it — not a form of "be" or "have", read elsewhere.)
    const moved = /^(came|come|comes|went|go|goes|got|get|gets|ended|turned|arrived|returned)$/.test(
      ctx.words[m.end] ?? '',
    );
    const verbEnd = [m.end + 1, m.end + 2].find(
      (k) =>
        moved &&
        !ctx.mentions.some((x) => x.start >= m.end && x.start < k) &&
        flagAt(k)?.end === ctx.words.length,
    );
    const after = flagAt(m.end) ?? (verbEnd !== undefined ? flagAt(verbEnd) : undefined);
    const ends =
      after !== undefined && (after.end === ctx.words.length || ctx.tokens[after.end]!.opensSentence);
    if (after && ends && tables.includes(after.column.table)) {
      if (flagFilter(ctx, after.column, false, [m.end, after.end], out)) consume(ctx, m.end, after.end);
      continue;
    }
    for (const k of [m.start - 1, m.start - 2]) {
      if (k < 0 || ctx.consumed.has(k)) continue;
      const found = namedFlag(ctx, k, false, tables);
      // ("the restricted-use chemicals" over `rstr`: a word no mention covers may finish the flag's compound.)
      const compound =
        found?.end === m.start - 1 &&
        k === m.start - 2 &&
        mentionsCovering(ctx, m.start - 1).length === 0 &&
        !STOPWORDS.has(ctx.words[m.start - 1]!);
      if ((found?.end !== m.start && !compound) || !found || !tables.includes(found.column.table)) continue;
      const negated = /^(non|not)$/.test(ctx.words[k - 1] ?? '') !== (found.opposite === true);
      if (flagFilter(ctx, found.column, negated, [k, found.end], out))
        consume(ctx, negated ? k - 1 : k, found.end);
      break;
    }
  }
  flagsNamedAsRows(ctx, out);
  closingFlag(ctx, out);
}

/**
 * "the total price of rush orders", "…, not counting rush orders" over `jobs.rush_order`: a flag's whole name said in
 * the plural, as the rows — those it holds 'yes' for (or, left out, 'no').
 */
function flagsNamedAsRows(ctx: ParseContext, out: FlagClauses): void {
  for (const m of ctx.mentions) {
    if (m.kind !== 'column' || m.hint || ctx.claimed.has(m) || ctx.consumed.has(m.start)) continue;
    const said = ctx.tokens[m.end - 1]!;
    if (said.text === said.stem || !said.text.endsWith('s')) continue;
    const column = resolveColumn(ctx, m.columns);
    if (!column || !flagValues(column) || (column.table !== ctx.main.name && !ctx.tables.has(column.table)))
      continue;
    let k = m.start - 1;
    if (/^(the|our|all|any)$/.test(ctx.words[k] ?? '')) k--;
    const before = ctx.words[k] ?? '';
    const left = isExclusion(before) || (before === 'counting' && ctx.words[k - 1] === 'not');
    // ("including rush orders" keeps every row: only "of", "for", … name the rows.)
    if (!left && !/^(of|for|on|from|among)$/.test(before)) continue;
    // (Closing its clause: "rush orders received in 2023" is read by the clause.)
    const next = ctx.tokens[m.end];
    if (next && !next.opensSentence && !next.afterComma && !/^(and|or|but)$/.test(next.text)) continue;
    const from = left && before === 'counting' ? k - 1 : k;
    if (flagFilter(ctx, column, left, [from, m.end], out)) consume(ctx, from, m.end);
  }
}

/**
 * "Which of our inflatables can be used indoors?" (`indoor_ind`), "Which pitches are close to the entrance?"
 * (`near_entrance`): rows asked for, then a clause closing the question whose only column is a flag of theirs — the
 * rows it holds 'yes' for, not the flag to show.
 */
function closingFlag(ctx: ParseContext, out: FlagClauses): void {
  const asked = ctx.mentions.find(
    (m) =>
      m.kind === 'table' &&
      m.table === ctx.main &&
      /^(which|what|our|the)$/.test(ctx.words[m.start - 1] ?? ''),
  );
  if (!asked || !/^(which|what|list)$/.test(ctx.words[0] ?? '')) return;
  const after = ctx.mentions.filter((m) => m.start >= asked.end && !ctx.claimed.has(m));
  const [m] = after;
  if (after.length !== 1 || m?.kind !== 'column' || m.end !== ctx.words.length) return;
  const column = resolveColumn(ctx, m.columns);
  if (!column || column.table !== ctx.main.name || !flagValues(column)) return;
  const between = ctx.words.slice(asked.end, m.start);
  // (Not once a flag was read before it, "Which rooms have step-free access?" is not `kitchen_access`; unless listed
  // with it: "Which pupils are both vegetarian and gluten free?")
  const listed = /^(and|or)$/.test(ctx.words[m.start - 1] ?? '');
  const read = (j: number) => !listed && ctx.consumed.has(asked.end + j);
  if (between.length > 5 || between.some((w, j) => isNegation(w) || read(j))) return;
  if (flagFilter(ctx, column, false, [asked.end, m.end], out)) consume(ctx, asked.end, m.end);
}

/** The one flag of the main table (or one joined) saying its rows work (`isOperational`, `is_active`, `working`). */
function workingFlag(ctx: ParseContext): ColumnEntry | undefined {
  const found = ctx.index.tables
    .filter((t) => t === ctx.main || ctx.tables.has(t.name))
    .flatMap((t) => t.columns)
    .filter((c) => flagValues(c) && c.words.some((w) => /^(oper|operat|activ|work|function)/.test(w)));
  return found.length === 1 ? found[0] : undefined;
}

/** The one quantity column of the main table (or one joined) that keeps a stock (`stockQty`, `units_in_stock`). */
function stockColumn(ctx: ParseContext): ColumnEntry | undefined {
  const found = ctx.index.tables
    .filter((t) => t === ctx.main || ctx.tables.has(t.name))
    .flatMap((t) => t.columns)
    .filter(keepsStock);
  return found.length === 1 ? found[0] : undefined;
}

/** Rows whose flag is 'yes' (or 'no'), said by the words from..to: false when the column has no such value. */
function flagFilter(
  ctx: ParseContext,
  column: ColumnEntry,
  negated: boolean,
  [from, to]: [number, number],
  out: FlagClauses,
): boolean {
  const flag = flagValues(column);
  const value = flag?.[negated ? 'no' : 'yes'];
  // (Not marked: empty, where the mark is the only value.)
  const unmarked = negated && value === undefined && flag?.yes !== undefined && flag.no === undefined;
  if (value === undefined && !unmarked) return false;
  for (const m of ctx.mentions) if (m.start >= from && m.end <= to) ctx.claimed.add(m);
  ctx.tables.add(column.table);
  const filter: Filter =
    value === undefined
      ? { kind: 'missing', column, negated: false }
      : typeof value === 'number'
        ? { kind: 'compare', column, op: '=', value }
        : { kind: 'in', column, values: [value], negated: false };
  out.filters.push(filter);
  out.spans.set(filter, [from, to]);
  out.readings.push(value === undefined ? `${column.column} is empty` : `${column.column} is ${value}`);
  return true;
}
