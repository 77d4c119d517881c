/**
 * Misspelt words: "the maximum and minumum grade points", "in descennding order", "the salaray of the employee". A
 * word that no English word list holds, no name or value of the schema spells, and that lies one edit (two in a long
 * word) from exactly one word the engine reads or one word of the schema's names, starting with the same letter, is
 * read as that word. So is a word the schema abbreviates: "deliveries" over a `dlvry` table, "price" over `unt_prc`.
 */
import { STOPWORDS } from './linking.ts';
import { COLUMN_HINTS, type ColumnEntry, nameStems, type SchemaIndex } from './schema-index.ts';
import {
  damerauLevenshtein,
  nameWords,
  runTogether,
  shortens,
  skeleton,
  stem,
  subsequence,
  type Token,
  valueKey,
} from './text.ts';
import { AGGREGATE_WORDS, GREATER, LESS, SUPERLATIVES, UNIT_SYMBOLS } from './vocabulary.ts';
import { wordVectors } from './word-vectors.ts';

/** Words the engine reads that are long enough to be misspelt recognisably. */
const READ_WORDS = [
  ...Object.keys(AGGREGATE_WORDS),
  ...Object.keys(SUPERLATIVES),
  ...GREATER,
  ...LESS,
  ...(
    'descending ascending alphabetical alphabetically ordered sorted number numbers different distinct between ' +
    'each every including respectively respective corresponding whose which where there their those'
  ).split(' '),
].filter((w) => w.length >= 5);

interface Names {
  words: string[];
  stems: Set<string>;
  /** Every column's name, its stems joined by spaces. */
  columns: Set<string>;
  /** Name words no English word list holds (or without vowels), short enough to be abbreviations (`dlvry`, `insp`). */
  short: string[];
  /** Short English name words that may stand for a longer word they start (`cat` "category", `med` "medicine"). */
  clipped: string[];
}

/** The schema's name words and their stems, worked out once per index (an index is built once per schema). */
const NAMES = new WeakMap<SchemaIndex, Names>();

function namesOf(index: SchemaIndex): Names {
  let names = NAMES.get(index);
  if (!names) {
    const all = [
      ...new Set(index.tables.flatMap((t) => [t.name, ...t.columns.map((c) => c.column)]).flatMap(nameWords)),
    ];
    const vectors = wordVectors();
    names = {
      words: all.filter((w) => w.length >= 5 && /^[a-z]+$/.test(w)),
      stems: nameStems(index),
      columns: new Set(index.tables.flatMap((t) => t.columns.map((c) => c.words.join(' ')))),
      // (A word without vowels is an abbreviation, whatever word list holds it: `prd`, `prc`; so is one whose only
      // vowel is its last e: `rte`.)
      short: all.filter(
        (w) => /^[a-z]{2,6}$/.test(w) && (!vectors.has(w) || !/[aeiou]/.test(w.replace(/(?<=.)e$/, ''))),
      ),
      clipped: all.filter((w) => /^[a-z]{3,4}$/.test(w) && vectors.has(w)),
    };
    NAMES.set(index, names);
  }
  return names;
}

/**
 * The one abbreviation among the schema's names that shortens a word of the question (or its singular); of several,
 * the one that starts the word's consonants ("product": `prd` rather than `prc`, the price's).
 */
function abbreviationOf(text: string, names: Names): string | undefined {
  const forms = [
    text,
    text.replace(/ies$/, 'y'),
    text.replace(/(ss|x|ch|sh)es$/, '$1'),
    text.replace(/s$/, ''),
  ];
  const found = [
    // (Not a unit's symbol: "came" is no `Height_Cm`.)
    ...names.short.filter((a) => !UNIT_SYMBOLS.test(a) && forms.some((f) => shortens(a, f))),
    ...names.clipped.filter((a) => forms.some((f) => f.length >= a.length + 3 && f.startsWith(a))),
  ];
  if (found.length <= 1) return found[0];
  // (The consonants with a doubled one once: "attendance" → "atndnc".)
  const squeezed = (f: string) => skeleton(f).replace(/(.)\1/g, '$1');
  // ("costumes": `cstm`, all its consonants, rather than `cost`, an English word it starts with.)
  const whole = found.filter((a) => forms.some((f) => squeezed(f) === a));
  if (whole.length === 1) return whole[0];
  // ("supplier" → "splr": its consonants, a doubled one once or twice: "attendance" → "attnd".)
  const starts = (f: string, a: string) =>
    f.startsWith(a) || skeleton(f).startsWith(a) || squeezed(f).startsWith(a);
  const starting = found.filter((a) => forms.some((f) => starts(f, a)));
  // ("attendance": `attnd` rather than `att`, the longer.)
  const longest = Math.max(...starting.map((a) => a.length));
  const best = starting.filter((a) => a.length === longest);
  return best.length === 1 ? best[0] : undefined;
}

/**
 * "How many listings" over a table `lst` beside its `list_px` and `list_dt`: a noun the schema writes short as a
 * table's whole name is that table, though (in the plural) a word of a column's name is the noun's stem.
 */
function tableAbbreviation(t: Token, index: SchemaIndex, names: Names): string | undefined {
  // (A singular noun only where no name holds it: "Which patient has …".)
  const plural = /[^s]s$/.test(t.text);
  if ((!plural && names.stems.has(t.stem)) || index.tables.some((x) => x.words.includes(t.stem)))
    return undefined;
  const singular = plural ? t.text.replace(/ies$/, 'y').replace(/s$/, '') : t.text;
  // (Of several, the longest: "plantings" over `plntg` rather than `plt`; "properties" over `prop`, a word the linker
  // reads itself, rather than `prt`.)
  // (Two letters, the word's first and last: `pt` "patients".)
  // (The word's first letters, then consonants of the rest in order: `resv` "reservations".)
  const clipped = (w: string) => {
    let k = 0;
    while (k < w.length && w[k] === singular[k]) k++;
    return (
      k >= 3 && k < w.length && !/[aeiou]/.test(w.slice(k)) && subsequence(w.slice(k), singular.slice(k))
    );
  };
  const short = (w: string) =>
    shortens(w, singular) ||
    (w.length === 2 && singular.length > 5 && singular[0] === w[0] && singular.endsWith(w[1]!)) ||
    clipped(w);
  const found = index.tables
    .filter((x) => x.words.length === 1 && short(x.words[0]!))
    .map((x) => x.words[0]!)
    .sort((a, b) => b.length - a.length);
  return found[0] && found[0].length > (found[1]?.length ?? 0) && names.short.includes(found[0])
    ? found[0]
    : undefined;
}

/** Particles of phrasal verbs a schema may write as one noun: `Tryout`, `checkin`, `signup`, `pickup`. */
const PARTICLES = /^(out|up|in|off|over|on|down)$/;

/**
 * The one-word table name a verb (in any form) and its particle make: "tried out", "trying out" → `Tryout`. (Not a
 * column's: "customers who signed up in 2023" are no `dt_signup`.)
 */
function phrasalName(verb: string, particle: string, index: SchemaIndex): string | undefined {
  const bases = [
    verb,
    verb.replace(/ied$/, 'y'),
    verb.replace(/(ing|ed|s)$/, ''),
    verb.replace(/(ing|ed)$/, 'e'),
  ];
  return bases
    .map((b) => `${b}${particle}`)
    .find((w) => index.tables.some((t) => t.words.length === 1 && t.words[0] === stem(w)));
}

/** Words that say what a more usual word says, as schemas name it. */
const SAME_WORDS: Record<string, string> = { town: 'city', towns: 'cities', kind: 'type', kinds: 'types' };

/**
 * Words for a part of a person's name, and the names schemas give it ("surname" over `family_name`): the first whose
 * words a column's name is, when no name uses the word itself.
 */
const NAME_PARTS: Record<string, string[]> = {
  surname: ['family name', 'last name'],
  surnames: ['family names', 'last names'],
  forename: ['given name', 'first name'],
  forenames: ['given names', 'first names'],
};

/** At most this many distinct values, and no name column, and a column holds kinds of things (types, statuses). */
const KINDS = 20;

/** Words the engine reads for what they say, never a name ("fastest" is no `fst`). */
const GRAMMAR = new Set([
  ...STOPWORDS,
  ...Object.keys(AGGREGATE_WORDS),
  ...Object.keys(SUPERLATIVES),
  ...GREATER,
  ...LESS,
  // ("launched most recently" is no `rec_slot`.)
  'recently',
]);

/** The one word within reach of `word`, if exactly one is nearest. */
function nearestWord(word: string, candidates: string[]): string | undefined {
  const max = word.length >= 9 ? 2 : 1;
  let best: string | undefined;
  let bestDistance = max + 1;
  let tied = false;
  for (const c of candidates) {
    if (c === word) return undefined;
    // (A slip rarely changes the first letter: "minumum", "salaray". This also keeps the search cheap.)
    if (c[0] !== word[0]) continue;
    const d = damerauLevenshtein(word, c, max);
    if (d < bestDistance) {
      best = c;
      bestDistance = d;
      tied = false;
    } else if (d === bestDistance && c !== best) tied = true;
  }
  return bestDistance <= max && !tied ? best : undefined;
}

/** The tokens with misspelt words read as the words meant, and which words were read so (for the interpretation). */
export function correctSpelling(
  tokens: Token[],
  index: SchemaIndex,
): { tokens: Token[]; corrected: [string, string][] } {
  const corrected: [string, string][] = [];
  const vectors = wordVectors();
  const names = namesOf(index);
  const paired = new Set<number>();
  // ("properties in each town" over `city` or `cty`: a word no name of the schema uses, for the one a name does.)
  const said = tokens.flatMap((t, i) => {
    // ("first name" and "last name" over `given_name` and `family_name`: said as the schema names them.)
    const next = tokens[i + 1];
    const pair =
      /^(first|last)$/.test(t.text) &&
      /^names?$/.test(next?.text ?? '') &&
      !names.columns.has(`${t.stem} name`);
    // (The "name" of a pair said so already.)
    if (paired.has(i - 1)) return [];
    // ("students who tried out" over a `Tryout` table: a verb and its particle, as the schema writes the noun.)
    const phrasal =
      PARTICLES.test(next?.text ?? '') && !t.quoted ? phrasalName(t.text, next!.text, index) : undefined;
    if (phrasal) {
      paired.add(i);
      corrected.push([`${t.raw} ${next!.raw}`, phrasal]);
      return [{ ...t, text: phrasal, stem: stem(phrasal), raw: phrasal }];
    }
    // ("paintballs" over `paintballs_used`, read "paint balls used": a word run together as the schema's name splits it.)
    const split = t.quoted || names.stems.has(t.stem) ? undefined : runTogether(t.text);
    if (split) {
      const joined = ` ${split.map(stem).join(' ')} `;
      // (Not a table's name, "sugarbushes" for `sugar_bush`: the linker reads that whole.)
      const table = index.tables.some((x) => ` ${x.words.join(' ')} ` === joined);
      if (!table && [...names.columns].some((c) => ` ${c} `.includes(joined))) {
        corrected.push([t.raw, split.join(' ')]);
        return split.map((w, k) => ({ ...(k === 0 ? t : {}), text: w, stem: stem(w), raw: w }));
      }
    }
    const key = pair ? `${t.text === 'first' ? 'fore' : 'sur'}${next!.text}` : t.text;
    const parts = NAME_PARTS[key];
    const part =
      parts && !t.quoted && !names.stems.has(t.stem)
        ? parts.find((p) => names.columns.has(p.split(' ').map(stem).join(' ')))
        : undefined;
    if (part) {
      if (pair) paired.add(i);
      corrected.push([pair ? `${t.raw} ${next!.raw}` : t.raw, part]);
      return part.split(' ').map((w, k) => ({ ...(k === 0 ? t : {}), text: w, stem: stem(w), raw: w }));
    }
    const same = SAME_WORDS[t.text];
    if (!same || t.quoted || names.stems.has(t.stem) || index.values.has(valueKey(t.text))) return t;
    // ("of each kind" over `exercise_type`: only where a name says "type" — and "the kinds of pest" are the pests.)
    if (/^kinds?$/.test(t.text) && (next?.text === 'of' || !names.stems.has(stem('type')))) return t;
    // (Not "towns" over `twn`, a name that writes the word short.)
    if (abbreviationOf(t.text, names)) return t;
    corrected.push([t.raw, same]);
    return { ...t, text: same, stem: stem(same), raw: same };
  });
  const out = said.map((t, i) => {
    // (A capitalised word inside the sentence names something, "Sweaz", and a value's typo is the linker's to read.)
    const named = i > 0 && !t.opensSentence && /^[A-Z]/.test(t.raw);
    if (t.quoted || t.number !== undefined || t.date || named || !/^[a-z]{4,}$/.test(t.text)) return t;
    const table = tableAbbreviation(t, index, names);
    if (names.stems.has(t.stem) && !table) return t;
    // ("deliveries" over a `dlvry` table: the schema's abbreviation of an English word, before any name it is a word
    // of, as the name spelt out would be: "price" is `unt_prc`, not the surname Price.)
    // (Nor a word that hints at a column of its own: "expensive" is a price, not `is_exp`.)
    const short =
      table ?? (GRAMMAR.has(t.text) || COLUMN_HINTS[t.stem] ? undefined : abbreviationOf(t.text, names));
    // ("customers who are contractors": a kind a column holds, `Contractor`, is that value; so is a word of a value
    // named whole with its neighbour, "a sales associate".)
    const kind = (v: { column: ColumnEntry }) =>
      v.column.profile.distinctCount <= KINDS && !v.column.words.includes('name');
    const pair = (a?: Token, b?: Token) => a && b && index.values.has(valueKey(`${a.text} ${b.text}`));
    const held = () =>
      index.values.get(valueKey(t.text))?.some(kind) || pair(tokens[i - 1], t) || pair(t, tokens[i + 1]);
    if (short && !held()) {
      corrected.push([t.raw, short]);
      return { ...t, stem: stem(short), abbreviated: true };
    }
    if (t.text.length < 5 || vectors.has(t.text)) return t;
    const key = valueKey(t.text);
    if (index.values.has(key) || index.valueWords.has(key)) return t;
    const word = nearestWord(t.text, READ_WORDS) ?? nearestWord(t.text, names.words);
    if (!word) return t;
    corrected.push([t.raw, word]);
    return { ...t, text: word, stem: stem(word), raw: word };
  });
  return { tokens: corrected.length > 0 ? out : tokens, corrected };
}
