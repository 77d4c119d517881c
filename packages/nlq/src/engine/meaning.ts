/**
 * The second look at words no reading explained: a word near in meaning to the name of a column ("teams with the
 * most victories" → `wins`, "the highest rated wine" → `score`, "the average wage" → `salary`), by the shipped word
 * vectors. Only words the first reading left over are looked at, so a name the question spells always wins.
 */
import { type Mention, STOPWORDS } from './linking.ts';
import type { QueryPlan } from './plan.ts';
import { type ColumnEntry, holdsYears, isYear, joinsOn, type SchemaIndex } from './schema-index.ts';
import { nameWords, type Token } from './text.ts';
import { AGGREGATE_WORDS, SHARE, SUPERLATIVES } from './vocabulary.ts';
import { type WordVectors, wordVectors } from './word-vectors.ts';

/** Nearer than this (cosine of the two words' vectors) and a word right after "highest", "average"… may name a measure. */
export const NEAR_MEASURE = 0.5;
/** Nearer than this and a word elsewhere may name a column. */
export const NEAR_MEANING = 0.65;
/** Nearer than this and a noun after a table's word names another table ("movie theater" → `cinema`). */
const NEAR_HEAD = 0.7;

/**
 * Words too common to say what a column is about; the vectors put them near everything ("days" near "last"), and
 * words that say what kind of value a column holds rather than what it is about.
 */
const GENERIC = new Set(
  (
    'id code no num number key name names type types details description first last other full time times ' +
    'day days year years people person thing things way ways part new old good one two many much ' +
    // (A verb of money taken in: "How much did we take at each pitch?" names no `starttime`.)
    'take takes took taken'
  ).split(' '),
);

/** Words of asking, never taken for a column's name: "Might I ask …", "… find out, please, …". */
const ASKING = new Set(
  (
    'might may must could would should shall ask asking know knowing tell let hope hoping wonder wondering ' +
    'appreciate grateful helpful possible able kind kindly moment chance check please thanks find out held'
  ).split(' '),
);

/** Last words of a column holding a part of a date (`paid_mon`, `paid_dy`): when a thing was, never a measure. */
const DATE_PARTS = /^(month|mon|mth|day|dy|week|wk|quarter|qtr|weekday|dow)$/;

/**
 * Whether a column can be what an aggregate or superlative measures: a number that is not a year (`paid_yr` holding
 * 2023…2026, not `age_years`) or a part of a date.
 */
function measurable(c: ColumnEntry): boolean {
  const years = holdsYears(c) && [c.profile.min, c.profile.max].every((n) => isYear(Number(n)));
  return c.kind === 'number' && !years && !DATE_PARTS.test(nameWords(c.column).at(-1) ?? '');
}

/** How near a word is to a name, by the nearest of the name's words (`names`, generic ones left out). */
function nearness(vectors: WordVectors, word: string, names: string[]): number {
  let best = Number.NEGATIVE_INFINITY;
  for (const w of names) best = Math.max(best, w === word ? 1 : (vectors.similarity(word, w) ?? best));
  return best;
}

/** Whether token `i` follows an aggregate or superlative word ("the highest rated", "average number of"). */
function measureSlot(tokens: Token[], i: number): boolean {
  return tokens
    .slice(Math.max(0, i - 3), i)
    .some((t) => AGGREGATE_WORDS[t.text] !== undefined || SUPERLATIVES[t.text] !== undefined);
}

/**
 * "the most students", "the total medals": a plural noun after an aggregate or superlative names a measure only whose
 * name is plural too ("the most victories", `wins`); else it counts rows, or names no column the vectors can tell.
 */
function countsRows(word: string, names: string[]): boolean {
  const plural = (w: string) => /[^su]s$/.test(w);
  return plural(word) && !names.some(plural);
}

/** Column mentions for the words at `open` that lie near in meaning to the name of one column (or alike columns). */
export function nearMeanings(tokens: Token[], open: number[], index: SchemaIndex): Mention[] {
  const found: Mention[] = [];
  if (open.length === 0) return found;
  const vectors = wordVectors();
  // (Keys and references name rows, not what they are about.)
  const candidates = index.tables
    .flatMap((tb) => tb.columns)
    .filter((c) => !c.isId && !joinsOn(index, c))
    .map((c) => ({ c, names: nameWords(c.column).filter((w) => w.length >= 3 && !GENERIC.has(w)) }));
  for (const i of open) {
    const t = tokens[i]!;
    // (A capitalised word inside a sentence is a name, not a word about the data.)
    if (t.quoted || t.number !== undefined || t.text.length < 3 || GENERIC.has(t.text) || ASKING.has(t.text))
      continue;
    // ("What share of revenue comes from …": a share asked for is read as one, or declined; it names no `price`.)
    if (SHARE.test(t.text) && tokens[i + 1]?.text === 'of') continue;
    if (i > 0 && /^\p{Lu}/u.test(t.raw)) continue;
    const measure = measureSlot(tokens, i);
    let best = measure ? NEAR_MEASURE : NEAR_MEANING;
    let columns: ColumnEntry[] = [];
    for (const { c, names } of candidates) {
      if (measure && (!measurable(c) || countsRows(t.text, names))) continue;
      const near = nearness(vectors, t.text, names);
      if (near > best) [best, columns] = [near, [c]];
      else if (near === best && columns.length > 0) columns.push(c);
    }
    // (Two columns of one table equally near is no reading: "purchased" for `amount_purchased`, `value_purchased`.)
    const tables = new Set(columns.map((c) => c.table));
    if (columns.length > 0 && tables.size === columns.length)
      found.push({ kind: 'column', start: i, end: i + 1, columns, hint: false });
  }
  return found;
}

/** Whether the plan reads any of the columns anywhere (shown, filtered, grouped, ordered, in a subquery). */
export function planUses(plan: QueryPlan, columns: ColumnEntry[]): boolean {
  const seen = new Set<object>();
  const walk = (value: unknown): boolean => {
    if (typeof value !== 'object' || value === null || seen.has(value)) return false;
    seen.add(value);
    if (columns.includes(value as ColumnEntry)) return true;
    // (A column's own entry holds its profile, not the plan.)
    if ('profile' in value) return false;
    return Object.values(value).some(walk);
  };
  return walk(plan);
}

/**
 * "locations with more than one movie theater": a table's word right before a noun that no name spells but that lies
 * near in meaning to another table's name only qualifies that noun, the head of the phrase — the phrase names the
 * other table (`cinema`, not the `film` "movie" alone would name).
 */
export function headNouns(tokens: Token[], mentions: Mention[], index: SchemaIndex): Mention[] {
  const covered = (i: number) => mentions.some((m) => m.start <= i && i < m.end);
  let vectors: WordVectors | undefined;
  return mentions.map((m) => {
    const t = tokens[m.end];
    // (A noun qualifying another is singular: "movie theater", never "customers use".)
    const single = m.end - m.start === 1 && !/s$/.test(tokens[m.start]!.text);
    if (m.kind !== 'table' || !single || !t || covered(m.end) || !headWord(t, m.end)) return m;
    vectors ??= wordVectors();
    // (The noun in the plural too: "movie theaters".)
    const forms = [t.text, t.text.replace(/s$/, '')];
    const near = (name: string) => {
      const names = nameWords(name).filter((w) => w.length >= 3 && !GENERIC.has(w) && !STOPWORDS.has(w));
      return Math.max(...forms.map((f) => nearness(vectors!, f, names)));
    };
    const own = near(m.table.name);
    let best = Math.max(NEAR_HEAD, own);
    let head: SchemaIndex['tables'][number] | undefined;
    for (const tb of index.tables) {
      if (tb === m.table) continue;
      const n = near(tb.name);
      if (n > best) [best, head] = [n, tb];
    }
    return head ? { kind: 'table', start: m.start, end: m.end + 1, table: head } : m;
  });
}

/** Whether a token may be a noun heading a phrase: a lower-case content word, no number, verb form or adverb. */
function headWord(t: Token, i: number): boolean {
  return (
    i > 0 &&
    !t.quoted &&
    t.number === undefined &&
    t.text.length >= 3 &&
    !GENERIC.has(t.text) &&
    !STOPWORDS.has(t.text) &&
    !/\p{Lu}/u.test(t.raw) &&
    !/(ed|ing|ly)$/.test(t.text)
  );
}
