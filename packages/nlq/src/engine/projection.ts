/**
 * What a question asks to be shown: where the columns are named (`shownRegions`), which columns those are
 * (`projection`), and the readings that add or fold output columns (every value once, a count asked for); money is
 * read in `money.ts`.
 */
import {
  joinPath,
  type ParseContext,
  referencesFrom,
  referenceTo,
  refers,
  resolveColumn,
} from './context.ts';
import { type Mention, STOPWORDS } from './linking.ts';
import type { QueryPlan, SelectItem } from './plan.ts';
import {
  type ColumnEntry,
  findTable,
  isNamePart,
  nameOwner,
  namePart,
  type TableEntry,
} from './schema-index.ts';
import { BOUNDARIES, GROUP_WORDS, isParticiple, SUPERLATIVES } from './vocabulary.ts';

/** Words that open a sentence asking for columns ("… before 2010. List their names."). */
const ASKING =
  /^(list|show|give|return|find|display|tell|report|what|which|include|also|showing|giving|listing|use)$/;
/** Verbs that ask for columns when they open a clause after a comma ("For each X, list …", "…, showing the name"). */
const IMPERATIVE = /^(list|show|give|return|find|display|report|showing|giving|listing)$/;

/**
 * Where the columns asked for are named: from the first mention to the first clause word ("who", "with", "in"…),
 * and again in any later sentence that asks for something. A clause word that starts a name ("born state") or "in
 * which" does not end the list.
 */
export function shownRegions(ctx: ParseContext): [number, number][] {
  // (Or is inside one: "the date valid from and the date valid to".)
  const startsName = (i: number) =>
    ctx.mentions.some((m) => m.kind !== 'value' && m.end - m.start > 1 && m.start <= i && i < m.end);
  const endOf = (from: number) => {
    for (let i = from + 1; i < ctx.words.length; i++) {
      if (ctx.tokens[i]!.opensSentence || verbAfterRows(ctx, i)) return i;
      // ("the buildings which have rooms …": "which" opens a clause too; "at which company" asks.)
      // ("Which college have both players …": "have" opens a clause about the rows too.)
      // ("the names of the routes driven by Mo": a participle and its agent open a clause too.)
      const clause =
        (ctx.words[i] === 'which' && !/^(in|at|on|of|for|from|to|by|with)$/.test(ctx.words[i - 1] ?? '')) ||
        /^(have|has|had)$/.test(ctx.words[i]!) ||
        (isParticiple(ctx.words[i]!) && ctx.words[i + 1] === 'by');
      if ((!BOUNDARIES.has(ctx.words[i]!) && !clause) || startsName(i)) continue;
      if (ctx.words[i] === 'in' && /^(which|what)$/.test(ctx.words[i + 1] ?? '')) continue;
      return i;
    }
    return ctx.words.length;
  };
  const first = ctx.mentions[0]?.start ?? 0;
  const regions: [number, number][] = [[first, endOf(first)]];
  // (Regions that add columns to those asked before them: "… along with their cities".)
  const added = new Set<[number, number]>();
  // (Sentences naming nothing but the columns asked for: "…? Call signs please.", "… — name and airport code".)
  const listed = new Set<[number, number]>();
  ctx.tokens.forEach((t, i) => {
    if (i > first && t.opensSentence && columnList(ctx, i)) {
      const region: [number, number] = [i, endOf(i)];
      regions.push(region);
      listed.add(region);
      return;
    }
    if (i > first && closingBy(ctx, i)) {
      const region: [number, number] = [i + 1, ctx.words.length];
      regions.push(region);
      listed.add(region);
      ctx.consumed.add(i);
      return;
    }
    // "… Please list the city name and its GDP.", "… Just report the room names."
    // ("… - I want the invoice number and the amount.", "We'd like the names.")
    const asks =
      ASKING.test(t.text) ||
      (/^(please|just|only|then|now)$/.test(t.text) && ASKING.test(ctx.words[i + 1] ?? '')) ||
      (/^(i|we)$/.test(t.text) && /^(want|need|would)$/.test(ctx.words[i + 1] ?? '')) ||
      /^(i'd|we'd)$/.test(t.text);
    if (opensRequest(ctx, i) && i > first && asks) regions.push([i, endOf(i)]);
    // "… who report to Payam, and what are their salaries?", "…, and at what tier?", "…, and on what dates?"
    else if (i > first && andAsked(ctx.words, ctx.mentions, i)) regions.push([i, endOf(i)]);
    // "… in alphabetical order, together with its ratings": what follows "together with" / "along with" is shown too.
    else if (
      i > first &&
      t.text === 'with' &&
      (/^(together|along)$/.test(ctx.words[i - 1] ?? '') || withTheColumn(ctx, i))
    ) {
      // ("…, together with that price": "that" points back; it opens no clause.)
      const region: [number, number] = [i + 1, endOf(ctx.words[i + 1] === 'that' ? i + 1 : i)];
      regions.push(region);
      added.add(region);
    }
    // "instructors who have taught some course and the course id", "…, as well as the corresponding course id":
    // a column named after a clause, joined by "and the" / "as well as", is shown too.
    else if (andTheColumn(ctx, i) && regions.every(([, to]) => i >= to)) regions.push([i, endOf(i)]);
  });
  // "Which students have professors as their advisors? Find their student ids.": a first sentence about rows of a
  // table states conditions when a later one names the columns.
  const columnIn = ([from, to]: [number, number]) =>
    ctx.mentions.some((m) => m.kind === 'column' && m.start >= from && m.start < to);
  // "Which product has the most problems? Give me the number of problems and the product name.": a question whose
  // next sentence asks for columns (and not "also") is answered with those columns only.
  const restates = ([from, to]: [number, number]) =>
    opensRequest(ctx, from) &&
    !/^(what|which|also)$/.test(ctx.words[from]!) &&
    !ctx.words.slice(from, to).includes('also') &&
    columnIn([from, to]);
  // (Not when the question names a reference as a noun, whose rows the next sentence describes: "Who is the advisor of
  // Linda Smith? Give me the first name and last name.")
  const refers = ([from, to]: [number, number]) =>
    ctx.mentions.some(
      (m) =>
        m.kind === 'column' &&
        m.start >= from &&
        m.start < to &&
        m.columns.some((c) => referencesFrom(ctx.index, c).length > 0),
    );
  const question =
    /^(which|who|what)$/.test(ctx.words[0] ?? '') &&
    regions.slice(1).some(restates) &&
    !(regions[0] && refers(regions[0]));
  // ("List each actor's name along with the musical": a column of the rows named first stays asked for beside
  // what "along with" adds; a later request for columns replaces it.)
  const named = regions[0] !== undefined && columnIn(regions[0]);
  const replaces = (r: [number, number]) => columnIn(r) && !(named && added.has(r));
  const restated = [...listed].some(
    ([from, to]) => columnIn([from, to]) && !ctx.words.slice(from, to).some((w) => /^(too|also)$/.test(w)),
  );
  if ((ctx.mentions[0]?.kind === 'table' && regions.slice(1).some(replaces)) || question || restated)
    regions.shift();
  return regions;
}

/**
 * "Which car park charges the highest hourly rate?", "Which tools cost more than £5 an hour?", "What events were held
 * in the Basement Café?": right after the rows a question opens with, a verb (a form of "be", or a word read as a column
 * but followed by what a verb takes: "the", "more", a number) says something of them rather than naming a column.
 */
function verbAfterRows(ctx: ParseContext, i: number): boolean {
  const rows = ctx.mentions[0];
  if (rows?.kind !== 'table' || rows.start !== 1 || rows.end !== i || !/^(which|what)$/.test(ctx.words[0]!))
    return false;
  if (/^(is|are|was|were)$/.test(ctx.words[i]!)) return true;
  const said = ctx.mentions.find((m) => m.start === i);
  const next = ctx.tokens[i + 1];
  return (
    said?.kind === 'column' &&
    said.end === i + 1 &&
    next !== undefined &&
    (next.number !== undefined || VERB_OBJECTS.test(next.text))
  );
}

/** "both address lines": two columns of one table, told apart by a number, named together after "both". */
function bothNamed(ctx: ParseContext, m: Mention): boolean {
  if (m.kind !== 'column' || ctx.words[m.start - 1] !== 'both' || m.columns.length !== 2) return false;
  const [a, b] = m.columns as [ColumnEntry, ColumnEntry];
  const plain = (c: ColumnEntry) => c.words.filter((w) => !/^\d+$/.test(w)).join(' ');
  return a.table === b.table && plain(a) === plain(b);
}

/**
 * Whether a column mention is the verb said of the rows a question opens with ("Which car park charges the highest
 * …"), or the participle after a form of "be" there ("What events were held in …"): no measure asked for.
 */
export function verbOfRows(ctx: ParseContext, m: Mention): boolean {
  if (m.kind !== 'column' || m.end !== m.start + 1) return false;
  return (
    verbAfterRows(ctx, m.start) || (verbAfterRows(ctx, m.start - 1) && isParticiple(ctx.words[m.start]!))
  );
}

const VERB_OBJECTS = /^(the|a|an|more|less|fewer|most|least|over|under|above|below|than|no|any|every|some)$/;

/**
 * Whether "what" or "which" at i asks, after "and", for more to be shown beside the rows: "…, and at what tier?", "…,
 * and from which competition?".
 */
export function andAsked(words: string[], mentions: Mention[], i: number): boolean {
  return words[i] === 'what' ? andWhat(words, i) : andWhichRows(words, mentions, i);
}

/** Whether "what" at i follows "and", or "and" and a preposition ("…, and at what tier?"). */
function andWhat(words: string[], i: number): boolean {
  const k = /^(at|on|in|for|from|to|by|with)$/.test(words[i - 1] ?? '') ? i - 2 : i - 1;
  return words[k] === 'and';
}

/**
 * Whether "which" (or "what") at i asks, after "and", for the column or the rows named next ("…, and from which
 * competition?") — not for rows whose columns are named later ("…, and which dog got each? Give the call name and
 * the score.").
 */
function andWhichRows(words: string[], mentions: Mention[], i: number): boolean {
  const rows = mentions.find((m) => m.start === i + 1);
  if (!/^(which|what)$/.test(words[i] ?? '') || !andWhat(words, i)) return false;
  // ("…, and which section are they in?": a column is asked for as "what" asks for it.)
  if (rows?.kind === 'column') return true;
  return (
    rows?.kind === 'table' &&
    !mentions.some(
      (x) => x.kind === 'column' && x.start >= rows.end && x.columns.some((c) => c.table === rows.table.name),
    )
  );
}

/** Words a list of columns may hold besides their names ("the artwork title and the date, please"). */
const LIST_FILLERS = /^(and|the|their|its|his|her|s|please|pls|too|also|just|only|each|then|number|of)$/;

/**
 * Whether the sentence opening at word i names nothing but columns (and their tables): "Common names please.",
 * "— call sign, band and date". At least one column, every other word a filler.
 */
function columnList(ctx: ParseContext, i: number): boolean {
  let columns = 0;
  let j = i;
  while (j < ctx.words.length && (j === i || !ctx.tokens[j]!.opensSentence)) {
    const m = ctx.mentions.find((x) => x.start === j && (x.kind === 'column' || x.kind === 'table'));
    if (m) {
      if (m.kind === 'column') columns++;
      j = m.end;
    } else if (LIST_FILLERS.test(ctx.words[j]!)) j++;
    else return false;
  }
  return columns > 0;
}

/**
 * "Which faculty have the rank Instructor, by first name and last name?", "…, by id?": the columns that tell the rows
 * apart, after a comma at the end, are what they are shown by — not groups ("the average age, by category").
 */
export function closingBy(ctx: ParseContext, i: number): boolean {
  if (ctx.words[i] !== 'by' || !ctx.tokens[i]!.afterComma || !columnList(ctx, i + 1)) return false;
  const names = (c: ColumnEntry) =>
    c.isId || c.isKey || c.words.some((w) => /name$/.test(w)) || findTable(ctx.index, c.table)?.label === c;
  return ctx.mentions.every((m) => m.start <= i || m.kind !== 'column' || m.columns.some(names));
}

/**
 * Whether word i opens a request of its own: a sentence, or "For the problem with id 10, return its logs", "For storms
 * with one or more deaths, what are their names …".
 */
function opensRequest(ctx: ParseContext, i: number): boolean {
  const t = ctx.tokens[i]!;
  // (Not after "For each student address line 1,": the groups, whose aggregate the question asks.)
  const grouped = ctx.words[0] === 'for' && /^(each|every)$/.test(ctx.words[1] ?? '');
  const asked =
    !grouped && /^(what|which)$/.test(t.text) && /^(is|are|was|were)$/.test(ctx.words[i + 1] ?? '');
  return t.opensSentence === true || (t.afterComma === true && (IMPERATIVE.test(t.text) || asked));
}

/**
 * "List orders with their customer name and amount", "the 5 biggest orders with the customer name": a column named
 * right after "with the" (its table's name before it) that nothing bounds or names a value of — no condition, so
 * shown too.
 */
function withTheColumn(ctx: ParseContext, i: number): boolean {
  if (!/^(the|their|its)$/.test(ctx.words[i + 1] ?? '')) return withColumns(ctx, i);
  const table = ctx.mentions.find((m) => m.kind === 'table' && m.start === i + 2);
  // ("the pools with their water temperature" over `temp_c`: a word of its own may come before the column's.)
  const modifier =
    !table &&
    !STOPWORDS.has(ctx.words[i + 2] ?? '') &&
    !ctx.mentions.some((m) => m.start <= i + 2 && i + 2 < m.end);
  const column = ctx.mentions.find(
    (m) => m.kind === 'column' && (m.start === (table?.end ?? i + 2) || (modifier && m.start === i + 3)),
  );
  if (
    column?.kind !== 'column' ||
    (table?.kind === 'table' && !column.columns.some((c) => c.table === table.table.name))
  )
    return false;
  const after = column.end;
  return after >= ctx.words.length || ctx.words[after] === 'and' || ctx.tokens[after]?.afterComma === true;
}

/**
 * "the failed firings with date and notes": two columns of the rows, joined by "and" and closing the question, are
 * shown rather than required (no article needed).
 */
function withColumns(ctx: ParseContext, i: number): boolean {
  const column = (at: number) =>
    ctx.mentions.find(
      (m) => m.kind === 'column' && m.start === at && m.columns.some((c) => c.table === ctx.main.name),
    );
  const first = column(i + 1);
  const second = first && ctx.words[first.end] === 'and' ? column(first.end + 1) : undefined;
  return (
    second !== undefined && (second.end >= ctx.words.length || ctx.tokens[second.end]!.opensSentence === true)
  );
}

/** Whether "and the X" / "as well as the X" / "and the corresponding X" starts at word i, X a column named. */
function andTheColumn(ctx: ParseContext, i: number): boolean {
  const { words } = ctx;
  let j = i;
  if (words[j] === 'and') j++;
  else if (words[j] === 'as' && words[j + 1] === 'well' && words[j + 2] === 'as') j += 3;
  else return false;
  if (!/^(the|their|its)$/.test(words[j] ?? '')) return false;
  j++;
  if (/^(corresponding|respective)$/.test(words[j] ?? '')) j++;
  return ctx.mentions.some((m) => m.kind === 'column' && m.start === j);
}

/**
 * A one-word column mention that is a verb of a clause rather than a column asked for: "the problem ids that are
 * assigned to the staff", "the mills built by the architects", "the performances they attended".
 */
function namesVerb(ctx: ParseContext, m: Mention): boolean {
  // ("Which customers signed up in 2023?", "trips picked up at Thorpe Station": a verb and its particle, `dt_signup`.)
  const phrasal =
    m.end - m.start === 2 && /^(up|in|out|off|on|down|over|back)$/.test(ctx.words[m.start + 1]!);
  if (m.end - m.start !== 1 && !phrasal) return false;
  const w = ctx.words[m.start]!;
  const prev = ctx.words[m.start - 1] ?? '';
  const next = ctx.words[m.end] ?? '';
  const rowsEndAt = (i: number) => ctx.mentions.some((x) => x.kind === 'table' && x.end === i);
  const participle = isParticiple(w);
  if (participle && /^(is|are|was|were|been|be)$/.test(prev) && /^(to|by)$/.test(next)) return true;
  if (participle && next === 'by' && rowsEndAt(m.start)) return true;
  // ("Which drivers were hired in 2023?", "the ids of orders received in 2024", "parcels delivered at the depot": the
  // rows, then a passive verb that sets a condition on them.)
  const condition = /^(in|on|before|after|since|during|between|from|at)$/.test(next);
  const passive = rowsEndAt(m.start) || (/^(was|were)$/.test(prev) && rowsEndAt(m.start - 1));
  if (participle && condition && passive) return true;
  // ("Which tournaments are played at a 90+30 time control?", "Which openings were played at the Masters", "the
  // largest number of moves played in a single game", "tournaments starting in 2025", "Which ECO code has been played
  // most often?", "Which brewer brewed the most batches?": a verb of the rows or of what they hold — `played_on`,
  // `start_date`, `brewed_on` — not a date asked for.)
  const namedEndAt = (i: number) =>
    ctx.mentions.some((x) => (x.kind === 'table' || x.kind === 'column') && x.end === i && x !== m);
  const dated = m.kind === 'column' && m.columns.every((c) => c.kind === 'date');
  const verb = participle || (/[a-z]{3}ing$/.test(w) && rowsEndAt(m.start));
  const said =
    namedEndAt(m.start) || (/^(is|are|was|were)$/.test(prev) && namedEndAt(m.start - 1)) || prev === 'been';
  if (dated && verb && said && (condition || /^(the|a|an|most|more|least|fewer)$/.test(next))) return true;
  // ("Which employee supports the most customers?", "Which suppliers supply more than 3 products?": the verb right
  // after the rows asked for, then its object.)
  // ("Which location hosts the most performances?": so after a column asked for, `Location` not `Host`.)
  const asked = ctx.mentions.some(
    (x) =>
      (x.kind === 'table' || x.kind === 'column') &&
      x !== m &&
      x.end === m.start &&
      /^(which|what)$/.test(ctx.words[x.start - 1] ?? ''),
  );
  if (asked && !participle && /^(the|a|an|most|more|fewer|less|no|any|at)$/.test(next)) return true;
  return /^(they|he|she|we|you)$/.test(prev) && rowsEndAt(m.start - 1);
}

/**
 * "the party name", "the pilot names", "the city name": a one-word text column right before "name(s)" is the name
 * asked for; the word "name" is not another column (`Name` of the rows, `first_name` of another table).
 */
function namedBy(ctx: ParseContext, m: Mention): Mention | undefined {
  if (m.kind !== 'column' || m.end - m.start !== 1) return undefined;
  const next = ctx.mentions.find((x) => x.start === m.end);
  if (next?.kind !== 'column' || next.end - next.start !== 1 || ctx.tokens[next.start]!.afterComma)
    return undefined;
  if (ctx.tokens[next.start]!.stem !== 'name') return undefined;
  const text = (c: ColumnEntry) => c.kind === 'text' && !c.isId && !c.words.includes('name');
  return m.columns.every(text) ? next : undefined;
}

/**
 * "the average fee on a CSU campus", "the price at an outlet": a column named after a preposition and "a"/"an" (a
 * word or a value of the data may stand between) says where the rows are, any one of them; it is not asked for.
 */
function anyOne(ctx: ParseContext, m: Mention): boolean {
  let k = m.start - 1;
  const before = ctx.mentions.find((x) => x.kind !== 'column' && x.end === m.start);
  if (before) k = before.start - 1;
  else if (!/^(a|an)$/.test(ctx.words[k] ?? '')) k--;
  return (
    /^(a|an)$/.test(ctx.words[k] ?? '') &&
    /^(on|at|in|for|from|to|into|within|across)$/.test(ctx.words[k - 1] ?? '')
  );
}

/**
 * "the host year of city X": a one-word reference (`Host_City`) right before another column names whose that column
 * is; it is not asked for itself.
 */
function modifiesNext(ctx: ParseContext, m: Mention): boolean {
  if (m.kind !== 'column' || m.end - m.start !== 1) return false;
  const next = ctx.mentions.find((x) => x.start === m.end);
  if (next?.kind !== 'column' || ctx.tokens[next.start]!.afterComma) return false;
  if (next.columns.some((c) => c.isId)) return false;
  return m.columns.every((c) => c.isId || referencesFrom(ctx.index, c).length > 0);
}

/**
 * "their manager's first and last name", "the first and last name of their supervisor": columns of the rows a row's
 * reference to its own table (`managerId`, see `selfReference`) names — the mention of that reference.
 */
function superiorOwning(
  ctx: ParseContext,
  m: Mention,
): { mention: Mention; column: ColumnEntry } | undefined {
  if (m.kind !== 'column') return undefined;
  const superior = (x: Mention | undefined) => {
    if (x?.kind !== 'column') return undefined;
    // (Named by its role, "manager": not `Parent_Service_Type_Code` for "service types".)
    const role = (c: ColumnEntry) =>
      ctx.tokens.slice(x.start, x.end).some((t) => t.stem !== 'id' && c.shortWords.includes(t.stem));
    const c = x.columns.find((c) => findTable(ctx.index, c.table)?.selfReference === c && role(c));
    return c && m.columns.some((o) => o.table === c.table) ? { mention: x, column: c } : undefined;
  };
  const after = superior(ownerAfter(ctx, m));
  if (after) return after;
  // (Possessive: the reference, then the columns listed after it.)
  let end = m.start;
  for (;;) {
    const x = ctx.mentions.findLast((y) => y.end <= end);
    if (!x || !ctx.words.slice(x.end, end).every((w) => /^(and|the)$/.test(w))) return undefined;
    const found = superior(x);
    if (found) return ctx.words[x.end] === 'of' ? undefined : found;
    if (x.kind !== 'column' || x.end === end) return undefined;
    end = x.start;
  }
}

/**
 * "the name and gender of the candidate", "email address and birthday": a word that only hints at a column (`Sex`,
 * `date_of_birth`) listed after a column asked for is a column asked for too, of the same table.
 */
function listedHint(ctx: ParseContext, m: Mention, columns: ColumnEntry[]): Mention | undefined {
  if (m.kind !== 'column' || !m.hint || m.end - m.start !== 1) return undefined;
  const word = ctx.words[m.start]!;
  if (SUPERLATIVES[word] || /^(where|when|how)$/.test(word)) return undefined;
  const listed = ctx.words[m.start - 1] === 'and' || ctx.tokens[m.start]!.afterComma;
  const at = ctx.words[m.start - 1] === 'and' ? m.start - 1 : m.start;
  const before = ctx.mentions.find((x) => x.kind === 'column' && !x.hint && x.end === at);
  const prev = columns.at(-1);
  if (!listed || before?.kind !== 'column' || !prev || !before.columns.includes(prev)) return undefined;
  const own = m.columns.filter((c) => c.table === prev.table);
  return own.length > 0 ? { ...m, columns: own, hint: false } : undefined;
}

/**
 * "the official languages of the countries of players": a plural after "of" that follows a table names rows, though a
 * column (`Player`) shares its word; it is not asked for.
 */
function rowsOfTable(ctx: ParseContext, m: Mention): boolean {
  if (m.kind !== 'column' || m.end - m.start !== 1) return false;
  const t = ctx.tokens[m.start]!;
  if (t.text === t.stem || !t.text.endsWith('s')) return false;
  let k = m.start - 1;
  while (/^(the|all)$/.test(ctx.words[k] ?? '')) k--;
  return ctx.words[k] === 'of' && ctx.mentions.some((x) => x.kind === 'table' && x.end === k);
}

/** What follows "<column> of (each|the)…": the table or column the column belongs to. */
function ownerAfter(ctx: ParseContext, m: Mention): Mention | undefined {
  let k = m.end;
  // "Name all the products with …", "Name the cities …": the verb asks for the names of the rows after it.
  if (
    m.start === 0 &&
    m.end === 1 &&
    ctx.words[0] === 'name' &&
    /^(all|the|each|every)$/.test(ctx.words[1] ?? '')
  ) {
    while (/^(each|every|the|all)$/.test(ctx.words[k] ?? '')) k++;
    return ctx.mentions.find((x) => x.start === k);
  }
  // ("the full names and ids for all customers": the owner named after the list the column opens, unless a word
  // before it names one already: "the department name and room of the course".)
  const opens =
    ctx.words[m.start - 1] !== 'and' &&
    !ctx.tokens[m.start]!.afterComma &&
    !ctx.mentions.some((x) => x.end === m.start && x.kind !== 'value');
  while (opens && (ctx.words[k] === 'and' || (ctx.tokens[k]?.afterComma && ctx.words[k] !== 'of'))) {
    const at = ctx.words[k] === 'and' ? k + 1 : k;
    const next = ctx.mentions.find((x) => x.start === at && x.kind === 'column');
    if (!next) break;
    k = next.end;
  }
  if (ctx.words[k] !== 'of' && ctx.words[k] !== 'for') return undefined;
  k++;
  // ("the ids and dates of its problem logs": the rows its own refer to.)
  while (/^(each|every|the|a|an|all|different|distinct|unique|its|their)$/.test(ctx.words[k] ?? '')) k++;
  return ctx.mentions.find((x) => x.start === k);
}

/**
 * "the positions of players", "the names of products": a plural after "of" names the rows, though a column
 * (`Player`, `product_stock_number`) shares its word; it is not asked for.
 */
function claimRowsNamed(ctx: ParseContext, m: Mention, owner: Mention): void {
  if (owner.kind !== 'column' || owner.end - owner.start !== 1) return;
  const t = ctx.tokens[owner.start]!;
  // ("The name of the product": a name is always of rows.)
  const name = ctx.tokens.slice(m.start, m.end).every((x) => x.stem === 'name');
  if ((t.text !== t.stem && t.text.endsWith('s')) || name) ctx.claimed.add(owner);
}

/** "name(s)" of a one-word column mention that is text, no key, and names no table: the column is what is asked. */
function nameOfColumn(ctx: ParseContext, m: Mention, owner: Mention): boolean {
  if (owner.kind !== 'column' || owner.end - owner.start !== 1 || ctx.claimed.has(owner)) return false;
  if (!ctx.tokens.slice(m.start, m.end).every((t) => t.stem === 'name')) return false;
  const stem = ctx.tokens[owner.start]!.stem;
  if (ctx.index.tables.some((t) => t.words.includes(stem))) return false;
  // (Of the column's own kind: "states" for `born_state` or `state_province_county`, not "products" for
  // `product_stock_number`, a number of a product.)
  return owner.columns.every(
    (c) =>
      c.kind === 'text' &&
      !c.isId &&
      !c.words.includes('name') &&
      (c.words.at(-1) === stem || (c.words[0] === stem && !/^(number|no|code|id)$/.test(c.words.at(-1)!))),
  );
}

/** The column whose name is the owner's words then the mention's ("document type" + "code"), if one is. */
function namedInParts(ctx: ParseContext, m: Mention, owner: Mention): ColumnEntry | undefined {
  const stems = (x: Mention) => ctx.tokens.slice(x.start, x.end).map((t) => t.stem);
  const key = [...stems(owner), ...stems(m)].join(' ');
  const found = ctx.index.tables.flatMap((t) =>
    t.columns.filter((c) => c.words.join(' ') === key || c.shortWords.join(' ') === key),
  );
  return found.length > 0 ? resolveColumn(ctx, found) : undefined;
}

/**
 * "For each start station id, what is its name …", "For each room, find its name …": the name a pronoun gives is that
 * of the rows each group is — the grouped table, or the table the grouped reference leads to — when there is one group.
 */
function groupName(ctx: ParseContext, m: Mention, groups: Groups): ColumnEntry | undefined {
  if (!/^(its|their)$/.test(ctx.words[m.start - 1] ?? '')) return undefined;
  const tables = [
    ...groups.tables,
    ...groups.columns.map((c) =>
      c.table === ctx.main.name ? referencesFrom(ctx.index, c)[0]?.toTable : c.table,
    ),
  ];
  if (tables.length !== 1 || !tables[0] || tables[0] === ctx.main.name) return undefined;
  const label = findTable(ctx.index, tables[0])?.label;
  return label?.kind === 'text' ? label : undefined;
}

/**
 * "Show the hire number, the customer and the hire date": another table named among the columns listed is shown by
 * what names its rows (first and last name for people kept so).
 */
/** Words that open a request for what to show: "give me", "show us", "please list". */
const REQUEST_WORDS = /^(give|show|list|tell|me|us|please|also|just|then)$/;

function listedRows(ctx: ParseContext, m: Mention, regions: [number, number][]): ColumnEntry[] | undefined {
  if (m.kind !== 'table' || m.table === ctx.main || ctx.claimed.has(m)) return undefined;
  const at = ctx.words[m.start - 1] === 'the' ? m.start - 1 : m.start;
  const closes =
    m.end === ctx.words.length ||
    ctx.tokens[m.end]!.opensSentence === true ||
    ctx.tokens[m.end]!.afterComma === true ||
    ctx.words[m.end] === 'and' ||
    // ("the date, inflatable and customer for hires where …": the last listed, then the rows they are shown of.)
    (/^(for|of)$/.test(ctx.words[m.end] ?? '') &&
      ctx.mentions.some(
        (x) =>
          x.kind === 'table' &&
          x.table === ctx.main &&
          x.start === (/^(the|all|each|every)$/.test(ctx.words[m.end + 1] ?? '') ? m.end + 2 : m.end + 1),
      ));
  // ("orders not yet delivered, with the buyer and the order date": rows the main ones refer to, listed first among
  // what is shown beside them.)
  const beside =
    ctx.words[at - 1] === 'with' &&
    closes &&
    refers(ctx.index, ctx.main.name, m.table.name) &&
    regions.some(([from]) => from === m.end || from === m.end + 1);
  if (!beside && !regions.some(([from, to]) => m.start >= from && m.start < to)) return undefined;
  // (After a column listed: "customers and staff" names two tables of rows, not a column and a table.)
  const after = ctx.tokens[at]!.afterComma ? at : ctx.words[at - 1] === 'and' ? at - 1 : -1;
  // ("show the date, the customer and the inflatable": or after other rows listed so.)
  const opens = ctx.mentions.some(
    (x) =>
      x.end === after &&
      (x.kind === 'column' || (x.kind === 'table' && x.table !== ctx.main && ctx.claimed.has(x))),
  );
  // ("Which flyers were disqualified, and from which competition?": the rows a closing "and which" asks for.)
  const asked = andWhichRows(ctx.words, ctx.mentions, m.start - 1);
  // ("… Give me the client and the service.", "… along with the estate that made them": the rows named first in a
  // later request.)
  const first = ctx.mentions[0]?.start ?? 0;
  const leads =
    regions.some(
      ([from]) => from > first && from <= at && ctx.words.slice(from, at).every((w) => REQUEST_WORDS.test(w)),
    ) &&
    (closes || /^(that|which|who)$/.test(ctx.words[m.end] ?? ''));
  const shown = fullName(ctx, m.table.name) ?? (m.table.label ? [m.table.label] : []);
  if (!((opens && closes) || asked || leads || beside) || shown.length === 0) return undefined;
  ctx.claimed.add(m);
  ctx.tables.add(m.table.name);
  for (let i = at; i < m.end; i++) ctx.consumed.add(i);
  return shown;
}

/** What the question groups by, read before the columns asked for. */
export interface Groups {
  columns: ColumnEntry[];
  tables: string[];
}

export function projection(
  ctx: ParseContext,
  regions: [number, number][],
  groups: Groups = { columns: [], tables: [] },
): ColumnEntry[] {
  const columns: ColumnEntry[] = [];
  const guessed: { candidates: ColumnEntry[]; column: ColumnEntry; joined: boolean }[] = [];
  for (const mention of ctx.mentions) {
    const m = listedHint(ctx, mention, columns) ?? mention;
    if (m !== mention) ctx.claimed.add(mention);
    const listed = m.kind === 'table' ? listedRows(ctx, m, regions) : undefined;
    for (const c of listed ?? []) if (!columns.includes(c)) columns.push(c);
    if (m.kind !== 'column' || m.hint) continue;
    if (!regions.some(([from, to]) => m.start >= from && m.start < to)) continue;
    // "the pilot named 'Thompson'": the verb introduces a value; no name column is asked for.
    const verb = m.end - m.start === 1 && /^(named|called|titled)$/.test(ctx.words[m.start]!);
    if (verb && ctx.mentions.some((x) => x.kind === 'value' && x.start === m.end)) continue;
    if (namesVerb(ctx, m) || rowsOfTable(ctx, m) || anyOne(ctx, m)) continue;
    const superior = superiorOwning(ctx, m);
    if (superior) {
      const own = m.columns.find((c) => c.table === superior.column.table && c !== superior.column);
      if (own) {
        ctx.claimed.add(m);
        ctx.claimed.add(superior.mention);
        for (const x of [m, superior.mention]) for (let i = x.start; i < x.end; i++) ctx.consumed.add(i);
        if (!columns.some((c) => c.column === own.column && c.through === superior.column))
          columns.push({ ...own, through: superior.column });
        continue;
      }
    }
    if (modifiesNext(ctx, m)) {
      ctx.claimed.add(m);
      for (let i = m.start; i < m.end; i++) ctx.consumed.add(i);
      continue;
    }
    const name = namedBy(ctx, m);
    if (name) {
      ctx.claimed.add(name);
      for (let i = name.start; i < name.end; i++) ctx.consumed.add(i);
    }
    // "the active date": a word right after a column mention that is also in that column's name
    // (`active_from_date`) names that column again, not another (`date_became_customer`).
    const before = ctx.tokens[m.start]!.afterComma
      ? undefined
      : ctx.mentions.find((x) => x.kind === 'column' && x.end === m.start && ctx.claimed.has(x));
    const stem = m.end - m.start === 1 ? ctx.tokens[m.start]!.stem : undefined;
    const sameColumn = (c: ColumnEntry) =>
      m.columns.includes(c) || (stem !== undefined && c.words.includes(stem));
    if (before?.kind === 'column' && before.columns.some(sameColumn)) {
      ctx.claimed.add(m);
      continue;
    }
    const owner = ownerAfter(ctx, m);
    // "the average price (in euro) of all products": what an aggregate reads is of the rows too.
    if (ctx.claimed.has(m)) {
      if (owner) claimRowsNamed(ctx, m, owner);
      continue;
    }
    // "the codes of document types", "the description of the claim status": one column named in two parts
    // (`document_type_code`, `claim_status_description`).
    const joined = owner?.kind === 'column' ? namedInParts(ctx, m, owner) : undefined;
    if (joined && owner) {
      ctx.claimed.add(m);
      ctx.claimed.add(owner);
      for (let i = m.start; i < owner.end; i++) ctx.consumed.add(i);
      if (!columns.includes(joined)) columns.push(joined);
      ctx.tables.add(joined.table);
      continue;
    }
    // "the names of states", "the name of every city": a text column that no table is named after is its own name.
    if (owner && nameOfColumn(ctx, m, owner)) {
      ctx.claimed.add(m);
      for (let i = m.start; i < m.end; i++) ctx.consumed.add(i);
      continue;
    }
    if (owner) claimRowsNamed(ctx, m, owner);
    // "the name of each industry": the industry itself, already shown as its group.
    const eachOwner =
      owner !== undefined && ctx.words.slice(m.end, owner.start).some((w) => /^(each|every)$/.test(w));
    // ("the name and town of every trade client": not a yes/no column that says which rows.)
    if (
      eachOwner &&
      owner?.kind === 'column' &&
      ctx.claimed.has(owner) &&
      owner.columns.some((c) => groups.columns.includes(c)) &&
      m.columns.every((c) => c.kind === 'text')
    ) {
      ctx.claimed.add(m);
      continue;
    }
    // "the name of the track": the track's name, not the main table's. "The name of the item" whose table calls it
    // `title`: the column that names its rows.
    // "The names of device shops": the owner is the last table of a compound, the shops.
    // ("the train name and station name": another table named right before the column is its owner too.)
    // ("for each beer style name": the groups' table, though read as the groups, owns the name after it.)
    const tableBefore = ctx.mentions.find(
      (x) =>
        x.kind === 'table' &&
        x.end === m.start &&
        x.table !== ctx.main &&
        (!ctx.claimed.has(x) || GROUP_WORDS.has(ctx.words[x.start - 1] ?? '')),
    );
    let ownerTable =
      tableBefore?.kind === 'table' ? tableBefore : owner?.kind === 'table' ? owner : undefined;
    while (ownerTable) {
      const end = ownerTable.end;
      const next = ctx.mentions.find((x) => x.start === end);
      // ("the full names of students minoring in department 140": a table named by a verb and its preposition,
      // `Minor_in`, relates the rows; it ends no compound. Nor does a participle: "the animals adopted by Emily".)
      if (next?.kind !== 'table' || STOPWORDS.has(ctx.words[next.end - 1] ?? '')) break;
      if (isParticiple(ctx.words[next.start]!)) break;
      ownerTable = next;
    }
    const named = ctx.tokens.slice(m.start, m.end).every((t) => t.stem === 'name');
    // "the name of the course" over `course(title, dept_name)`: a column that refers to another table's rows
    // (`dept_name`) names those rows, not the course; the course's own label does.
    const ownColumn = (t: TableEntry) =>
      m.columns.find(
        (c) =>
          c.table === t.name &&
          !(named && t.label && t.label !== c && referencesFrom(ctx.index, c).length > 0),
      );
    const labelOf = (t: TableEntry | undefined) => (t && named && !ownColumn(t) ? t.label : undefined);
    // ("the code of the job" over `jobs(JOB_ID, JOB_TITLE)`: the rows' own key, not another table's `POSTAL_CODE`.)
    const coded = ctx.tokens.slice(m.start, m.end).every((t) => /^(code|id)$/.test(t.stem));
    const keyOf = (t: TableEntry) => (coded && !ownColumn(t) ? t.key : undefined);
    // ("the name, id and number of visits for each tourist attraction": the name of the rows grouped, joined already,
    // rather than the label of the rows counted.)
    const grouped = (table: string) =>
      ctx.mentions.some(
        (x) =>
          x.kind === 'table' &&
          x.table.name === table &&
          /^(each|every|per)$/.test(ctx.words[x.start - 1] ?? ''),
      );
    const joinedName =
      named && !ctx.main.columns.some((c) => c.words.includes('name'))
        ? m.columns.filter((c) => c.table !== ctx.main.name && ctx.tables.has(c.table) && grouped(c.table))
        : [];
    const owned = ownerTable
      ? (ownColumn(ownerTable.table) ?? labelOf(ownerTable.table) ?? keyOf(ownerTable.table))
      : joinedName.length === 1
        ? joinedName[0]
        : ((named ? groupName(ctx, m, groups) : undefined) ?? labelOf(ctx.main));
    // "the customer last name, id and phone number": an id named alone in a list is that of the table before it.
    const prev = columns.at(-1);
    const sibling =
      !owner &&
      prev &&
      prev.table !== ctx.main.name &&
      /^ids?$/.test(ctx.words[m.start] ?? '') &&
      m.end - m.start === 1
        ? m.columns.find((c) => c.isId && c.table === prev.table)
        : undefined;
    // "the color code and description of the product": a column named right after a reference (`color_code`) is
    // that of the table it refers to (`Ref_Colors.color_description`), when that table has one.
    const refersTo =
      prev && (ctx.words[m.start - 1] === 'and' || ctx.tokens[m.start]?.afterComma)
        ? referencesFrom(ctx.index, prev)[0]?.toTable
        : undefined;
    const referred = refersTo ? m.columns.find((c) => c.table === refersTo && !c.isId) : undefined;
    // ("players … their full name" beside `college.name_full`: the rows asked about keep first and last names.)
    const mainFull =
      ctx.words.slice(m.start, m.end).join(' ') === 'full name' &&
      !m.columns.some((c) => c.table === ctx.main.name)
        ? fullName(ctx, ctx.main.name)
        : undefined;
    if (mainFull) {
      ctx.claimed.add(m);
      for (let i = m.start; i < m.end; i++) ctx.consumed.add(i);
      for (const c of mainFull) if (!columns.includes(c)) columns.push(c);
      continue;
    }
    // ("both address lines" over `address_line_1` and `address_line_2`: each of the two.)
    if (!referred && !sibling && bothNamed(ctx, m)) {
      ctx.claimed.add(m);
      for (const c of m.columns) if (!columns.includes(c)) columns.push(c);
      continue;
    }
    // ("List catalog entries" over `catalog_entry_id` and `catalog_entry_name`: the rows' name, not their id, when
    // the question says no id.)
    const said = referred ?? owned ?? sibling ?? resolveColumn(ctx, m.columns);
    const saidId = ctx.tokens.slice(m.start, m.end).some((t) => /^(id|ids|number|code)$/.test(t.text));
    const titled =
      said?.isId && !saidId
        ? m.columns.find((c) => c.table === said.table && !c.isId && c.kind === 'text')
        : undefined;
    const column = titled ?? said;
    if (!column) continue;
    if (!referred && !owned && !sibling && !m.columns.some((c) => c.table === ctx.main.name))
      guessed.push({ candidates: m.columns, column, joined: ctx.tables.has(column.table) });
    ctx.claimed.add(m);
    // "the official names of the host cities": a reference after "of" (`Host_city_ID`) only leads to the table whose
    // column is asked (`city`); it is not asked itself.
    const via = owner?.kind === 'column' && owner.columns.length === 1 ? owner.columns[0]! : undefined;
    if (via && referenceTo(ctx.index, via, column.table)) ctx.claimed.add(owner!);
    for (let i = m.start; i < m.end; i++) ctx.consumed.add(i);
    // "the full name" of a table that keeps first and last names apart: both. So is "the names" of its rows, which
    // no one column holds.
    const fully = ctx.words[m.start - 1] === 'full';
    const full =
      named && (fully || column.words.some((w) => w === 'first' || w === 'last'))
        ? fullName(ctx, column.table)
        : undefined;
    if (full && fully) ctx.consumed.add(m.start - 1);
    for (const c of full ?? [column]) if (!columns.includes(c)) columns.push(c);
    ctx.tables.add(column.table);
  }
  sameTableAsOthers(ctx, columns, guessed);
  return referredRows(ctx, columns) ?? columns;
}

/**
 * "the players and years played for players from team X": a column several tables have (`match_season.Player`,
 * `player.Player`), none of them the main table, is that of the table the other columns asked for come from.
 */
function sameTableAsOthers(
  ctx: ParseContext,
  columns: ColumnEntry[],
  guessed: { candidates: ColumnEntry[]; column: ColumnEntry; joined: boolean }[],
): void {
  for (const g of guessed) {
    const others = new Set(columns.filter((c) => c !== g.column).map((c) => c.table));
    if (others.has(g.column.table)) continue;
    const better = g.candidates.filter((c) => others.has(c.table) && !columns.includes(c));
    if (better.length !== 1) continue;
    columns[columns.indexOf(g.column)] = better[0]!;
    if (!g.joined && !columns.some((c) => c.table === g.column.table)) ctx.tables.delete(g.column.table);
  }
}

/**
 * "the first name and last name of Linda Smith's advisor": a reference named as a noun (`Student.Advisor` →
 * `Faculty`) beside columns its table has too: those columns of the rows it refers to.
 */
function referredRows(ctx: ParseContext, columns: ColumnEntry[]): ColumnEntry[] | undefined {
  const refs = columns.flatMap((c) =>
    c.isId || c.isKey ? [] : referencesFrom(ctx.index, c).filter((r) => r.toTable !== c.table),
  );
  if (refs.length !== 1 || columns.length < 2) return undefined;
  const ref = refs[0]!;
  const target = findTable(ctx.index, ref.toTable);
  const others = columns.filter((c) => c.column !== ref.fromColumn || c.table !== ref.fromTable);
  if (others.some((c) => c.table !== ref.fromTable)) return undefined;
  const twins = others.map((c) =>
    target?.columns.find((t) => !t.isId && t.words.join(' ') === c.words.join(' ')),
  );
  if (!twins.every((t) => t !== undefined)) return undefined;
  ctx.tables.add(ref.toTable);
  return twins as ColumnEntry[];
}

/**
 * "Show all product sizes", "What are all the payment methods?", "Which grades study in room 105?": every value of
 * one column that neither identifies nor names its rows, each once. (A column whose values are mostly unique, "all
 * ministers", lists its rows.)
 */
export function everyValue(ctx: ParseContext, select: SelectItem[]): boolean {
  const column = select.length === 1 ? select[0]!.column : undefined;
  const table = column && findTable(ctx.index, column.table);
  if (!column || !table || column.isId || column === table.key || column === table.label) return false;
  const filled = table.rowCount - column.profile.nullCount;
  if (filled <= 0 || column.profile.distinctCount > 0.75 * filled) return false;
  return ctx.mentions.some((m) => {
    if (m.kind !== 'column' || !m.columns.includes(column)) return false;
    // "all the customer segments": the column may follow its table's name.
    const owner = ctx.mentions.find((x) => x.kind === 'table' && x.end === m.start);
    const start = owner?.start ?? m.start;
    const before = ctx.words[start - 1] === 'the' ? start - 2 : start - 1;
    // ("Which grade is studying in room 105?", "What ranks do we have?": the values asked for by the question word.)
    return ctx.words[before] === 'all' || (before === 0 && /^(which|what)$/.test(ctx.words[0]!));
  });
}

/**
 * "… who tweeted more than once, and the number of tweets", "List genres name and total tracks": the count of the
 * rows a group is ranked or filtered by is asked for too, when it is named apart from that clause.
 */
export function countAsked(ctx: ParseContext, table: string): boolean {
  return ctx.words.some(
    (w, i) =>
      /^(number|count|total)$/.test(w) &&
      !ctx.consumed.has(i) &&
      (ctx.mentions.some(
        (m) => m.kind === 'table' && m.table.name === table && m.start > i && m.start <= i + 2,
      ) ||
        // ("Find the count and code of the job that has the most employees": the count listed among what is shown.)
        (w === 'count' && ctx.words[i - 1] === 'the' && ctx.words[i + 1] === 'and')),
  );
}

/** A table's first and last name columns, when it has both (`SURNAME` and `forename` too). */
export function fullName(ctx: ParseContext, table: string): ColumnEntry[] | undefined {
  const columns = ctx.index.tables.find((t) => t.name === table)?.columns ?? [];
  const lasts = columns.filter((c) => namePart(c, 'last'));
  // (`name_fencer` beside `surname_fencer`: a plain name of the same person as a surname is the first name.)
  const first =
    columns.find((c) => namePart(c, 'first')) ??
    columns.find(
      (c) =>
        c.kind === 'text' &&
        c.words.includes('name') &&
        !isNamePart(c) &&
        lasts.some((l) => nameOwner(l) === nameOwner(c)),
    );
  // ("Contact First Name" beside "Family Name" and "Contact Last Name": the last name of the same person.)
  const last = lasts.find((c) => first && nameOwner(c) === nameOwner(first)) ?? lasts[0];
  return first && last ? [first, last] : undefined;
}

/**
 * "Who is Anna Lewis's section leader?" over `members.section_leader_id`: a reference asked for alone is shown as the
 * name of the row it refers to (its table joined through it), unless ids, numbers or codes are asked for.
 */
export function referenceNamed(ctx: ParseContext, plan: QueryPlan, readings: string[]): void {
  const [item] = plan.select;
  const c = item?.column;
  const grouped = plan.groupBy.length === 1 && plan.groupBy[0] === c;
  if (plan.select.length !== 1 || (plan.groupBy.length > 0 && !grouped) || plan.combine || item!.agg) return;
  const table = c && findTable(ctx.index, c.table);
  if (!c || !table || c.through || c === table.key || c.table !== plan.table) return;
  if (ctx.words.some((w) => /^(ids?|numbers?|codes?|no|nos|references?|refs?)$/.test(w))) return;
  const refs = referencesFrom(ctx.index, c);
  // (A code refers as an id does, `prj_mst.pm_code`; not a name or a value shared with another table.)
  if (!c.isId && !(refs.length > 0 && /^(code|cd)$/.test(c.words.at(-1) ?? ''))) return;
  const target =
    table.selfReference === c
      ? table
      : refs.length === 1
        ? findTable(ctx.index, refs[0]!.toTable)
        : undefined;
  if (!target?.label) return;
  const shown = (fullName(ctx, target.name) ?? [target.label]).map((column) => ({ ...column, through: c }));
  plan.select = shown.map((column) => ({ column }));
  if (grouped) plan.groupBy = [c, ...shown];
  readings.push(`${target.name}.${shown.map((x) => x.column).join(', ')} of the row ${c.column} names`);
}

/**
 * "Who is the oldest volunteer?", "Which teachers do not teach any course?": a person is shown by first and last name
 * where their table keeps the two apart, unless the question asks for the first name alone.
 */
export function fullNamesShown(ctx: ParseContext, plan: QueryPlan): void {
  const firstAsked = (w: string, i: number) =>
    /^f(irst)?names?$/.test(w) || (/^(first|given)$/.test(w) && /^names?$/.test(ctx.words[i + 1] ?? ''));
  if (ctx.words.some(firstAsked)) return;
  for (const item of [...plan.select]) {
    const column = item.column;
    if (item.agg || !column) continue;
    const [first, last] = fullName(ctx, column.table) ?? [];
    if (first !== column || !last || plan.select.some((s) => s.column === last)) continue;
    plan.select.splice(plan.select.indexOf(item) + 1, 0, { column: last });
    if (plan.groupBy.includes(column)) plan.groupBy.push(last);
  }
}

/**
 * "the names of the home team and the away team", "the first names of the white and black players": a reference shown
 * beside a column of the table it refers to, which the query joins by another reference, is shown as that column of
 * the row it refers to (the table joined a second time).
 */
export function secondRoles(ctx: ParseContext, plan: QueryPlan, readings: string[]): void {
  plan.select = plan.select.map((s) => {
    const c = s.column;
    const own = c?.through && findTable(ctx.index, c.table)?.selfReference === c.through;
    const reading = own ? `${c.table}.${c.column} of the row ${c.through!.column} names` : '';
    if (own && !readings.includes(reading)) readings.push(reading);
    if (s.agg || !c || c.through || c.part || c.minus) return s;
    const target = referencesFrom(ctx.index, c)[0]?.toTable;
    if (!target || target === c.table) return s;
    const shown = plan.select.find((x) => !x.agg && x.column?.table === target && !x.column.through)?.column;
    const path = joinPath(ctx.index, plan.table, target) ?? [];
    const byIt = path.some(
      (st) =>
        (st.from === c.table && st.fromColumn === c.column) ||
        (st.to === c.table && st.toColumn === c.column),
    );
    if (!shown || byIt) return s;
    const column = { ...shown, through: c };
    plan.groupBy = plan.groupBy.map((g) => (g === c ? column : g));
    readings.push(`${target}.${shown.column} through ${c.column}`);
    return { column };
  });
  // ("the home team name and the away team name": the first role's reference, by which its name is joined, is not
  // shown beside that name when a second role is shown by its name too.)
  const second = new Set(
    plan.select.flatMap((s) =>
      s.column?.through ? [referencesFrom(ctx.index, s.column.through)[0]?.toTable] : [],
    ),
  );
  const path = (c: ColumnEntry) => {
    const target = referencesFrom(ctx.index, c)[0]?.toTable;
    return (
      target !== undefined &&
      second.has(target) &&
      plan.select.some((x) => !x.agg && x.column?.table === target && !x.column.through) &&
      (joinPath(ctx.index, plan.table, target) ?? []).some(
        (st) => st.from === c.table && st.fromColumn === c.column,
      )
    );
  };
  const dropped = plan.select.filter((s) => !s.agg && s.column && !s.column.through && path(s.column));
  if (dropped.length !== 1 || plan.groupBy.length > 0) return;
  plan.select = plan.select.filter((s) => s !== dropped[0]);
}

/** Where a column naming would start after a table's name at `i` ("company industries" → "industries"). */
export function mentionAtOrAfterTable(mentions: Mention[], i: number): number {
  const at = mentions.find((m) => m.start === i);
  return at?.kind === 'table' ? at.end : i;
}

/** Words of a request that only point back at something named before ("and what are those …", "also list the …"). */
const POINTING =
  /^(what|which|is|are|was|were|the|that|those|these|this|its|their|his|her|them|they|it|he|she|of|did|does|do|has|have|had|been|be|list|report|tell|give|show|return|find|me|us|also|please|value|values|each|one|ones|all|in|there|then|respective|respectively)$/;
/** Nouns that name a ranked measure without repeating it ("Also list the count."). */
const MEASURE_NOUNS = /^(count|counts|number|numbers|times|total|totals|amount|amounts)$/;

/**
 * Where a later request opens ("… and what are the rates?", "Also report the difference.", "…, as well as the number
 * of times it has been accessed"): the index of its first word, with the index it ends at.
 */
function laterRequests(ctx: ParseContext): [number, number][] {
  const { words, tokens } = ctx;
  const out: [number, number][] = [];
  const endOf = (from: number) => {
    let i = from;
    while (i < words.length && (i === from || !tokens[i]!.opensSentence)) i++;
    return i;
  };
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    // ("… and how many …" asks for a count of its own, read with the counting.)
    const opens =
      (words[i - 1] === 'and' && (w === 'what' || (w === 'how' && words[i + 1] !== 'many'))) ||
      w === 'also' ||
      (w === 'as' && words[i + 1] === 'well' && words[i + 2] === 'as');
    if (opens) out.push([i, endOf(i)]);
  }
  return out;
}

/**
 * "the dates with the 5 highest cloud cover rates and what are the rates?", "the player with the most games? Also list
 * the count.": a later request whose every word points back at the question, repeating what it ranks by or naming a
 * count, asks to see the ranked value beside the rows.
 */
export function rankedValueAskedBack(ctx: ParseContext, ranked: SelectItem): boolean {
  const { words, tokens } = ctx;
  return laterRequests(ctx).some(([from, to]) => {
    const before = new Set(tokens.slice(0, from).map((t) => t.stem));
    let content = 0;
    for (let i = from; i < to; i++) {
      const w = words[i]!;
      if (w === 'as' || w === 'well' || w === 'and' || POINTING.test(w)) continue;
      // "… and how long did they last?": the measure asked as a question of degree.
      if (words[i - 1] === 'how' && w !== 'many') continue;
      if (w === 'how') continue;
      // (Another column, asked beside the rows, is read by the projection: "… and what is their GPA?")
      const own = ctx.mentions.find((m) => m.kind === 'column' && !m.hint && m.start <= i && i < m.end);
      if (own?.kind === 'column' && !(ranked.column && own.columns.includes(ranked.column))) return false;
      // ("…, and how much did it weigh?", "and how much was it for?": after "how", any word but a name of other data.)
      const other = ctx.mentions.some(
        (m) =>
          m.kind !== 'number' &&
          m.start <= i &&
          i < m.end &&
          !(m.kind === 'column' && ranked.column && m.columns.includes(ranked.column)),
      );
      if (words[from] === 'how' && !other) continue;
      if (!before.has(tokens[i]!.stem) && !MEASURE_NOUNS.test(w)) return false;
      content++;
    }
    if (content === 0 && words[from] !== 'how') return false;
    for (let i = from; i < to; i++) ctx.consumed.add(i);
    return true;
  });
}
