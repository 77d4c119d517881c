import { addsUp, plainDate, referencesFrom, referenceTo } from './context.ts';
import { FLAG_WORDS, flagValues } from './flags.ts';
import {
  COLUMN_HINTS,
  type ColumnEntry,
  dateSpan,
  findTable,
  measureRanges,
  nameStems,
  type SchemaIndex,
  type TableEntry,
  type ValueEntry,
} from './schema-index.ts';
import {
  damerauLevenshtein,
  MONTH_NAMES,
  nameWords,
  shortens,
  skeleton,
  speaksOfUs,
  stem,
  subsequence,
  type Token,
  tokenize,
  valueKey,
} from './text.ts';
import { isUnit } from './units.ts';
import { isParticiple, isSortWord, KIND_WORDS, ROW_SYNONYMS, SUPERLATIVES } from './vocabulary.ts';
import { wordVectors } from './word-vectors.ts';

export type Mention =
  | { kind: 'table'; start: number; end: number; table: TableEntry }
  | {
      kind: 'column';
      start: number;
      end: number;
      columns: ColumnEntry[];
      hint: boolean;
      /** Looser matches (the span is only part of the name), kept for when the main table has one of them. */
      weaker?: ColumnEntry[];
    }
  | { kind: 'value'; start: number; end: number; entries: ValueEntry[]; fuzzy: boolean }
  | { kind: 'number'; start: number; end: number; value: number };

/** Words never matched on their own against names or values. */
export const STOPWORDS = new Set(
  (
    'a an the of in on at for to and or is are was were be been what which who whom whose how many much all each ' +
    'by with that this these those have has had do does did me show list give find return tell their its it there ' +
    'number total than from as per any some every also please our my i we you they them his her about into ' +
    'not no never without more most less least fewer over under above below between both either only just same ' +
    'count average sum maximum minimum max min mean different distinct unique sort sorted'
  ).split(' '),
);

const MAX_SPAN = 6;

/** Stems of the words that name a state rows are in: `status`, `state`, `result`, `outcome`. */
const STATE_WORDS = /^(statu|state|result|outcom)$/;

/** A word after which a command word ("show", "find", "list") is a noun: a determiner or a superlative. */
function nounAfter(word: string | undefined): boolean {
  return /^(a|an|any|each|every|no|which)$/.test(word ?? '') || SUPERLATIVES[word ?? ''] !== undefined;
}

/**
 * Hinted words that are nouns for the column itself, not words about its values: "birthday" (the birth date, not the
 * birth place), "gender" (`sex`), "sex" (`gender`) — shown like any column they name ("the gender of each member").
 */
const NAMING_HINTS: Record<string, (c: ColumnEntry) => boolean> = {
  birthdai: (c) => c.kind === 'date',
  length: () => true,
  durat: () => true,
  gender: () => true,
  sex: () => true,
};

/**
 * "the student named "Eric Tai"": a quoted phrase no value matches whose words are each values (a first and a last
 * name kept in two columns) is read as those words.
 */
export function splitQuotedNames(tokens: Token[], index: SchemaIndex): Token[] {
  return tokens.flatMap((t) => {
    if (!t.quoted || t.number !== undefined || index.values.has(valueKey(t.raw))) return [t];
    const parts = tokenize(t.raw);
    const split = parts.length >= 2 && parts.length <= 3 && parts.every((p) => index.values.has(p.stem));
    return split
      ? parts.map((p, k) => (k === 0 && t.opensSentence ? { ...p, opensSentence: true } : p))
      : [t];
  });
}

/**
 * "Which city has hosted the greatest number of events?": the most events, ranked by how many rows there are — unless
 * a number column holds them ("the project with the largest number of hours" over `Hours`), or the value itself is
 * asked ("What is the largest number of moves …").
 */
export function countedRows(tokens: Token[], index: SchemaIndex): Token[] {
  const ranked = (k: number): string | undefined => {
    const w = tokens[k]?.text ?? '';
    if (tokens[k + 1]?.text !== 'number' || tokens[k + 2]?.text !== 'of' || tokens[k - 1]?.text !== 'the')
      return undefined;
    if (/^(is|was|what's)$/.test(tokens[k - 2]?.text ?? '')) return undefined;
    const ranked = /^(greatest|largest|highest|biggest|maximum)$/.test(w)
      ? 'most'
      : /^(smallest|lowest|minimum)$/.test(w)
        ? 'fewest'
        : undefined;
    const said = tokens[k + 3]?.text === 'different' ? tokens[k + 4] : tokens[k + 3];
    const held = index.tables.some((t) =>
      t.columns.some(
        (c) => c.kind === 'number' && !c.isId && said !== undefined && c.words.includes(said.stem),
      ),
    );
    return held ? undefined : ranked;
  };
  // ("the instructors who teach the top 3 number of courses": the top 3 by how many.)
  const topNumber = (k: number) =>
    tokens[k]?.text === 'number' &&
    tokens[k + 1]?.text === 'of' &&
    tokens[k - 1]?.number !== undefined &&
    tokens[k - 2]?.text === 'top';
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (topNumber(i)) {
      out.push({ ...tokens[i]!, text: 'most', stem: 'most', raw: 'most' });
      i += 1;
      continue;
    }
    const word = ranked(i);
    if (!word) {
      out.push(tokens[i]!);
      continue;
    }
    out.push({ ...tokens[i]!, text: word, stem: word, raw: word });
    i += 2;
  }
  return out;
}

/** Directions said as superlatives, and the extreme of latitude or longitude each is. */
const BEARINGS: Record<string, [string, string]> = {
  northernmost: ['highest', 'latitude'],
  southernmost: ['lowest', 'latitude'],
  easternmost: ['highest', 'longitude'],
  westernmost: ['lowest', 'longitude'],
  north: ['highest', 'latitude'],
  northerly: ['highest', 'latitude'],
  south: ['lowest', 'latitude'],
  southerly: ['lowest', 'latitude'],
  east: ['highest', 'longitude'],
  easterly: ['highest', 'longitude'],
  west: ['lowest', 'longitude'],
  westerly: ['lowest', 'longitude'],
};

/**
 * "the southernmost station", "located the furthest south", "the most northerly": the extreme of latitude or longitude,
 * when the schema keeps either (a bare "south" only after "furthest", "farthest" or "most": "stores in the South" is a
 * value; a grid's `northing` is named by "north" as it is).
 */
export function bearingsAsCoordinates(tokens: Token[], index: SchemaIndex): Token[] {
  const coordinates = index.tables.some((t) =>
    t.columns.some((c) => c.words.some((w) => /^(lat|latitud|long|longitud|lng|lon)$/.test(w))),
  );
  if (!coordinates) return tokens;
  const far = (w: string | undefined) => /^(furthest|farthest|most)$/.test(w ?? '');
  return tokens.flatMap((t, i) => {
    const next = tokens[i + 1]?.text ?? '';
    const bearing = far(t.text) ? BEARINGS[next] : /most$/.test(t.text) ? BEARINGS[t.text] : undefined;
    if (bearing)
      return [
        { ...t, text: bearing[0], stem: bearing[0], raw: bearing[0] },
        { text: bearing[1], stem: bearing[1], raw: bearing[1] },
      ];
    return BEARINGS[t.text] && far(tokens[i - 1]?.text) ? [] : [t];
  });
}

/** Words ending like a superlative that are none: "the interest", "the harvest", "the guest". */
const NOT_SUPERLATIVE =
  /^(interest|forest|harvest|guest|request|west|test|chest|contest|protest|digest|honest|modest|suggest|quest|nest|rest|pest|vest|arrest|invest|manifest|breast|priest|attest|conquest|inquest|unrest|midwest)$/;

/**
 * "Which sale day was the windiest?", "the three noisiest readings": a superlative no list holds, made of a word that
 * names a numeric column (`wind_mph`, `noise_db`), is the highest of that column.
 */
export function measuresAsSuperlatives(tokens: Token[], index: SchemaIndex): Token[] {
  const numbers = index.tables.flatMap((t) => t.columns.filter((c) => c.kind === 'number' && !c.isId));
  return tokens.flatMap((t, i) => {
    const before = tokens[i - 1];
    if (
      !/^[a-z]{4,}est$/.test(t.text) ||
      SUPERLATIVES[t.text] ||
      NOT_SUPERLATIVE.test(t.text) ||
      (before?.text !== 'the' && before?.number === undefined)
    )
      return [t];
    let base = t.text.endsWith('iest') ? t.text.slice(0, -4) : t.text.slice(0, -3);
    // ("wettest", "hottest": the consonant doubled before "-est".)
    if (/([b-df-hj-np-tv-z])\1$/.test(base)) base = base.slice(0, -1);
    if (base.length < 3 || numbers.some((c) => c.words.includes(t.stem))) return [t];
    const named = numbers.flatMap((c) => nameWords(c.column).filter((w) => w.startsWith(base)));
    const word = named[0];
    if (!word || named.some((w) => stem(w) !== stem(word))) return [t];
    return [
      { ...t, text: 'highest', stem: 'highest', raw: 'highest' },
      { text: word, stem: stem(word), raw: word },
    ];
  });
}

/**
 * "scientists who are unassigned", "the unsold tracks", "characteristics unused by products": a participle denied by
 * "un-" is "not" and the participle, the negation the engine reads, said after the rows it is about ("the tracks not
 * sold") — unless the data holds the word as a value ("Unpaid"). (Elsewhere, "albums with unsold tracks", it is left
 * as it is: a negation inside a condition.)
 */
export function deniedParticiples(tokens: Token[], index: SchemaIndex): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    // ("students not involved in a single activity": in any — unless "Single" is a value, "never a single room".)
    if (
      t.text === 'a' &&
      tokens[i + 1]?.text === 'single' &&
      tokens.slice(Math.max(0, i - 5), i).some((x) => /^(not|no|never|without)$|n['’]t$/.test(x.text)) &&
      !index.values.has(valueKey('single'))
    ) {
      out.push({ ...t, text: 'any', stem: 'any', raw: 'any' });
      i++;
      continue;
    }
    const rest = /^un([a-z]{5,}|sold|paid|used|won|held|run)$/.exec(t.text)?.[1];
    const before = tokens[i - 1]?.text ?? '';
    // ("every characteristic unused by products": right after the rows, before its agent, as "not used by".)
    const agent =
      /^(by|in|at|on|for)$/.test(tokens[i + 1]?.text ?? '') &&
      /^[a-z]{3,}$/.test(before) &&
      !STOPWORDS.has(before);
    const said = /^(are|is|were|was|be|been|remain|remains|remained|still)$/.test(before) || agent;
    const rows = /^(the|all|many|list|show|find|count)$/.test(before) && tokens[i + 1] !== undefined;
    if (t.quoted || !rest || !isParticiple(rest) || (!said && !rows) || index.values.has(valueKey(t.raw))) {
      out.push(t);
      continue;
    }
    const denied = [
      { ...t, text: 'not', stem: 'not', raw: 'not' },
      { text: rest, stem: stem(rest), raw: rest },
    ];
    if (said) {
      out.push(...denied);
      continue;
    }
    out.push({ ...tokens[i + 1]!, opensSentence: t.opensSentence }, ...denied);
    i++;
  }
  return out;
}

/** Words that compare with the number or date said right after them. */
const COMPARATORS = /^(before|after|since|until|over|under|above|below)$/;

/** Finds tables, columns, values and numbers named in the question, longest spans first, without overlaps. */
export function linkMentions(tokens: Token[], index: SchemaIndex): Mention[] {
  const mentions: Mention[] = [];
  const words = tokens.map((t) => t.text);
  const used = new Array<boolean>(tokens.length).fill(false);
  const free = (s: number, e: number) => used.slice(s, e).every((u) => !u);
  const questionStems = new Set(tokens.map((x) => x.stem));
  // Each token's text in the value index's normal form, worked out once rather than for every span it starts.
  const rawKeys = tokens.map((t) => valueKey(t.raw));
  // "faculty … participate": `Faculty_Participates_in`, every word of whose name the question uses (or the table of a
  // value it names), over the `Participates_in` the words name.
  const valueTables = tokens
    .flatMap((t, i) => (/^\p{Lu}/u.test(t.raw) ? (index.values.get(rawKeys[i]!) ?? []) : []))
    .map((e) => findTable(index, e.column.table)!);
  const fullest = (table: TableEntry): TableEntry => {
    if (!table.words.some((w) => STOPWORDS.has(w))) return table;
    const content = (tb: TableEntry) => tb.words.filter((w) => !STOPWORDS.has(w));
    const named = (w: string) => questionStems.has(w) || valueTables.some((tb) => tb.words.includes(w));
    const longer = index.tables.filter(
      (tb) =>
        content(tb).length > content(table).length &&
        table.words.every((w) => tb.words.includes(w)) &&
        content(tb).every(named),
    );
    return longer.length === 1 ? longer[0]! : table;
  };
  const take = (m: Mention) => {
    for (let i = m.start; i < m.end; i++) used[i] = true;
    mentions.push(m);
  };
  // ("on our books", "does the club have": the business itself, unless a table is named so; not a capitalised name,
  // "at the Club Hall".)
  tokens.forEach((t, i) => {
    if (
      speaksOfUs(words, i, t.possessive) &&
      !/^\p{Lu}/u.test(t.raw) &&
      !index.tables.some((tb) => tb.words.length === 1 && tb.words[0] === t.stem)
    )
      used[i] = true;
  });
  tokens.forEach((t, i) => {
    if (t.quoted) {
      const entries = lookupValue(index, index.values.has(t.stem) ? t.stem : rawKeys[i]!, true);
      if (entries.length === 0 && t.number !== undefined) return;
      // "the "active to date" of…": a quoted phrase no value matches, spelling a column's whole name, is that column.
      const spelt =
        entries.length === 0
          ? index.tables.flatMap((tb) => tb.columns.filter((c) => c.words.join(' ') === rawKeys[i]))
          : [];
      if (spelt.length > 0) {
        take({ kind: 'column', start: i, end: i + 1, columns: spelt, hint: false });
        return;
      }
      take({ kind: 'value', start: i, end: i + 1, entries, fuzzy: entries.length === 0 });
    }
  });
  for (const m of [
    ...spreadMentions(tokens, index),
    ...verbDateMentions(tokens, index),
    ...initialsMentions(tokens, index),
    ...ofMentions(tokens, index),
  ])
    if (free(m.start, m.end)) take(m);
  for (let len = MAX_SPAN; len >= 1; len--) {
    for (let s = 0; s + len <= tokens.length; s++) {
      const e = s + len;
      if (!free(s, e)) continue;
      const span = tokens.slice(s, e);
      // ("… than the average boat? Names and lengths.": no name runs on into the next sentence; a value may hold a
      // full stop, "Comp. Sci.", "Dr. Okafor".)
      if (
        span.some((t, k) => k > 0 && t.opensSentence) &&
        !index.values.has(span.map((t) => t.stem).join(' '))
      )
        continue;
      // A stop word in capitals may be a code in the data ("the division AS").
      const code = /^\p{Lu}{2,}$/u.test(span[0]!.raw) && index.values.has(span[0]!.stem);
      // ("a single find", "any show", "the longest show": a command word after a determiner or a superlative is a
      // noun.)
      const noun =
        /^(find|show|list)$/.test(span[0]!.text) && (nounAfter(words[s - 1]) || words[s - 1] === 'single');
      // ("no invoice with a total over 20", "whose total is over 20": a column named `Total`, compared.)
      const compared =
        span[0]!.text === 'total' &&
        /^(a|an|whose|its|their)$/.test(words[s - 1] ?? '') &&
        /^(over|above|under|below|exceeds|exceeding|of|is|was|greater|more|less|higher|lower)$/.test(
          words[e] ?? '',
        );
      if (len === 1 && STOPWORDS.has(span[0]!.text) && !code && !noun && !compared) continue;
      // ("give us", "tell us": the pronoun; the country is "the US".)
      if (len === 1 && span[0]!.raw === 'us' && words[s - 1] !== 'the') continue;
      // ("a discount of at least 10 percent": the number's unit, not another column to show.)
      if (len === 1 && /^(percent|pct)$/.test(span[0]!.text) && tokens[s - 1]?.number !== undefined) continue;
      // "20 years old" is an age, not a year.
      if (len === 1 && span[0]!.stem === 'year' && words[e] === 'old') continue;
      // ("audiologists who hold an AuD" over `aud.qual` 'AuD': a word written in mixed case as a value is written is
      // that value, not a name the letters also spell.)
      const mixed =
        len === 1 && /^.+\p{Lu}/u.test(span[0]!.raw) && /\p{Ll}/u.test(span[0]!.raw)
          ? (index.values.get(rawKeys[s]!) ?? []).filter((v) => v.value.trim() === span[0]!.raw)
          : [];
      if (mixed.length > 0) {
        take({ kind: 'value', start: s, end: e, entries: mixed, fuzzy: false });
        continue;
      }
      // ("students in year 8": a school year, a small number a column named for years holds — `yearGroup`.)
      const grade = tokens[e]?.number;
      if (
        len === 1 &&
        span[0]!.text === 'year' &&
        grade !== undefined &&
        grade < 100 &&
        Number.isInteger(grade)
      ) {
        const held = index.tables.flatMap((t) =>
          t.columns.filter(
            (c) =>
              c.kind === 'number' &&
              c.words.includes('year') &&
              c.words.length > 1 &&
              Number(c.profile.max) < 100 &&
              Number(c.profile.min) <= grade &&
              grade <= Number(c.profile.max),
          ),
        );
        if (held.length > 0) {
          take({ kind: 'column', start: s, end: e, columns: held, hint: false });
          continue;
        }
      }
      // "how many times", "the number of times": how often rows occur, not a `time` column.
      if (len === 1 && span[0]!.text === 'times' && /^(many|of)$/.test(words[s - 1] ?? '')) continue;
      // A lone "ids" names every table's key (below), not one column that happens to end in "id".
      if (len === 1 && span[0]!.stem === 'id') continue;
      if ((span[0]!.number !== undefined || span[0]!.time) && len === 1) continue;
      // ("… done? Include their names.": a verb opening a request, not `blnIncludesAlbum`.)
      if (
        len === 1 &&
        (s === 0 || span[0]!.opensSentence) &&
        /^(include|list|show|give|display)$/.test(span[0]!.text) &&
        /^(their|the|its|his|her|them|all|each|every|also|only)$/.test(words[e] ?? '')
      )
        continue;
      // ("the largest fine ever issued", "the highest fine issued at each car park": a participle after the rows it
      // describes says they happened, not a date to show — unless a period or a ranking by time follows, read on the
      // date it names.)
      if (
        len === 1 &&
        // ("Which suppliers supply red jeans?": so is a verb right after the rows, `date_supplied_from`.)
        (isParticiple(span[0]!.text) || /s$/.test(words[s - 1] ?? '')) &&
        (words[s - 1] === 'ever' || mentions.some((m) => m.kind === 'table' && m.end === s)) &&
        !tokens
          .slice(e)
          .some(
            (t) =>
              t.number !== undefined ||
              t.date ||
              /^(in|on|during|before|after|since|between|from|until|by|recently|recent|latest|earliest|first|last|newest|oldest)$/.test(
                t.text,
              ),
          ) &&
        // ("routes set per year": periods of the date.)
        !(words[e] === 'per' && /^(year|month|week|day|quarter)s?$/.test(words[e + 1] ?? '')) &&
        index.tables.some((t) =>
          t.columns.some(
            (c) => c.kind === 'date' && c.words[c.words[0] === 'date' ? 1 : 0] === span[0]!.stem,
          ),
        ) &&
        // (Not when the verb names other things too: `issuedBy` names who, not another thing.)
        !index.tables.some((t) =>
          t.columns.some(
            (c) =>
              c.kind !== 'date' &&
              c.words.includes(span[0]!.stem) &&
              c.words.some((w) => w !== span[0]!.stem && !/^(by|to|for|on|at|id|no)$/.test(w)),
          ),
        )
      )
        continue;
      // ("lessons that lasted 60 minutes": a verb, not `last_name`.)
      if (len === 1 && /^last(ed|ing|s)$/.test(span[0]!.text)) continue;
      // ("pianos built before 1930", "hired since January 2020": a comparison with the number or date after it, not
      // `pitchBeforeHz`, `member_since`.)
      const next = tokens[e];
      if (
        len === 1 &&
        COMPARATORS.test(span[0]!.text) &&
        (next?.number !== undefined || next?.date || MONTH_NAMES.includes(next?.text ?? ''))
      )
        continue;
      // ("added after the start of 2024": the period's start, not `JOB.START_DATE`.)
      const after = tokens[e + 1];
      if (
        len === 1 &&
        /^(start|end|beginning|middle)$/.test(span[0]!.text) &&
        words[s - 1] === 'the' &&
        words[e] === 'of' &&
        (after?.number !== undefined || MONTH_NAMES.includes(after?.text ?? ''))
      )
        continue;
      // "email address" is the email: the address it ends with is not another column.
      const email =
        len === 1 && /^address(es)?$/.test(words[s]!) && /^e-?mail$/.test(words[s - 1] ?? '')
          ? mentions.find((m) => m.kind === 'column' && m.end === s)
          : undefined;
      if (email) {
        email.end = s + 1;
        used[s] = true;
        continue;
      }
      // ("never taken out a loan", "checked out", "picked up": the particle of a verb, not a code `OUT`.)
      if (
        len === 1 &&
        /^(out|up|off|down|back|away)$/.test(span[0]!.raw) &&
        /([a-z]{2}(en|ed)|^(take|took|check|sign|log|pick|pay|give|gave|hand|set|put))$/.test(
          words[s - 1] ?? '',
        )
      )
        continue;
      // "ordered by", "in descending order" are about sorting, not an orders table.
      if (len === 1 && isSortWord(words, s)) continue;
      // (A state it names stays a value: "lessons that were cancelled". A name is no verb's reading: a track "Release"
      // — unless the names are of states, "runs that were cancelled" over a `statuses` table's `label`.)
      // (So does a code it shortens: "offers that were rejected" over `ofr_sts` 'REJ'.)
      const state =
        len === 1 &&
        ((index.values.get(rawKeys[s]!) ?? []).some((v) => {
          const table = findTable(index, v.column.table)!;
          return v.column !== table.label || table.words.some((w) => STATE_WORDS.test(w));
        }) ||
          (/ed$/.test(span[0]!.text) &&
            !span[0]!.abbreviated &&
            codedValue(index, span[0]!.text).length > 0));
      if (len === 1 && !state && isClauseVerb(tokens, s)) continue;
      if (len === 1 && verbBeforeCount(tokens, s, index) && mentions.some((m) => m.end === s)) continue;
      const stems = span.map((t) => t.stem);
      const key = stems.join(' ');
      // ("adoptions" is `Adoptions`, not `Adopters`, though both stem to "adopt".)
      // ("clockmakers" is `clockmaker`, whose name the index reads as two words, not the `clock` table.)
      const exactTables = index.tables.filter(
        (t) =>
          t.words.join(' ') === key ||
          (len === 1 && t.words.length > 1 && stem(t.name.toLowerCase().replace(/[^a-z]/g, '')) === key),
      );
      const singular = (w: string[]) => w.map((x) => x.toLowerCase().replace(/s$/, '')).join(' ');
      const exactTable =
        exactTables.length > 1
          ? (exactTables.find((t) => singular(nameWords(t.name)) === singular(span.map((x) => x.text))) ??
            exactTables[0])
          : exactTables[0];
      const table =
        len === 1 && describesNext(tokens, s, index)
          ? undefined
          : headOfLink(index, exactTable && fullest(exactTable));
      // "the first asset" ranks; "first, middle and last names" lists parts of names.
      const ordinal =
        len === 1 && ORDINALS.has(span[0]!.text) && !tokens.slice(e, e + 5).some((t) => t.stem === 'name');
      // "jobs with a minimum salary above 9000" → `jobs.min_salary`: an aggregate word that the name of a column of a
      // table the question names writes short.
      // ("the room with the maximum occupancy" ranks by `maxOccupancy`: after "the", the word is a superlative.)
      const short =
        len > 1 && words[s - 1] !== 'the' ? stems.map((w) => SHORT_AGGREGATES[w] ?? w).join(' ') : key;
      const [shortMatch, , shortWhole] =
        short === key ? [[], [], false] : matchColumns(index, short, len, false);
      const ownTable = (c: ColumnEntry) =>
        findTable(index, c.table)!.words.every((w) => questionStems.has(w));
      // "days with an average visibility above 8" → `mean_visibility_miles`: a column whose name says it holds means.
      const mean =
        len > 1 && stems[0] === 'averag' && words[s - 1] !== 'the'
          ? ['mean', ...stems.slice(1)].join(' ')
          : key;
      const [meanMatch, , meanWhole] = mean === key ? [[], [], false] : matchColumns(index, mean, len, false);
      const [matched, weaker, whole] = matchColumns(
        index,
        shortWhole && shortMatch.some(ownTable) ? short : meanWhole && meanMatch.length === 1 ? mean : key,
        len,
        len === 1 && !table && !ordinal,
        // ("life spans" → `Lifespan`, "usernames" → `user_name`: a plural last word is taken singular too.)
        [
          span.map((t) => t.text).join(''),
          span.map((t, k) => (k === len - 1 ? t.stem : t.text)).join(''),
          // ("signed up" → `signup_date`; not "attended a".)
          ...(/^(a|an|the)$/.test(span.at(-1)!.text) ? [] : [span.map((t) => t.stem).join('')]),
          ...(len === 1 ? [span[0]!.text.replace(/([^s])s$/, '$1')] : []),
        ],
        len === 1 && (/^\p{Lu}{3}$/u.test(span[0]!.raw) || span[0]!.abbreviated === true),
        span.map((t) => t.text),
        { ownTable, reorder: !span.slice(1).some((t) => t.afterComma) },
      );
      // "what season do they play in": a word right after a subject pronoun is its verb, not part of a column's
      // name (`Years_Played`); only a whole name still names the column.
      if (len === 1 && !whole && !table && /^(they|he|she|we|you|i)$/.test(words[s - 1] ?? '')) continue;
      // (So is one after a subject the data names, naming a reference to that subject's rows: "Which sessions did
      // Dave Pritchard lead?" names no `lead_volunteer_id` to show, "Which years did Taizhou host?" no `Host_City`.)
      const doer = mentions.find((m) => m.kind === 'value' && m.end === s);
      if (
        len === 1 &&
        !whole &&
        !table &&
        doer?.kind === 'value' &&
        matched.length + weaker.length > 0 &&
        // (Not a noun naming the value's own kind: "a researcher role".)
        !doer.entries.some(
          (e) =>
            e.column.words.includes(stems[0]!) || findTable(index, e.column.table)?.words.includes(stems[0]!),
        ) &&
        words.slice(0, s).some((w) => /^(do|does|did)$/.test(w)) &&
        [...matched, ...weaker].every((c) =>
          referencesFrom(index, c).some((r) => doer.entries.some((e) => e.column.table === r.toTable)),
        )
      )
        continue;
      // "dates of behavior incidents": a span ending in a function word names a column only by its whole name.
      // ("number of incidents" over `date_of_incident`: so does one opening with "of", "the", "and", "or"; "visits per
      // pool" is no `visits_per_month`.)
      const columns =
        len > 1 &&
        (/^(of|in|for|to|by|with|on|at|the|and|or|per)$/.test(span.at(-1)!.text) ||
          /^(of|the|and|or)$/.test(span[0]!.text))
          ? matched.filter((c) => c.words.join(' ') === key)
          : matched;
      // "How many beds do the hospitals have?": a count held in a column of the things named (`bed_count`, `num_beds`).
      if (len === 1 && !table && matched.length + weaker.length === 0 && span[0]!.text.endsWith('s')) {
        // ("the most kilometres": a measure kept in that unit, `mileage_km`; not "above 5 kilograms", a number's unit.)
        const unit = tokens[s - 1]?.number === undefined ? inUnit(index, span[0]!.text) : [];
        const held = [...heldCounts(index, key), ...unit];
        if (held.length > 0) {
          take({ kind: 'column', start: s, end: e, columns: held, hint: false });
          continue;
        }
      }
      // "rooms" names the Rooms table even though Reservations.Room (a key into it) shares the word.
      const pointsAt = (c: ColumnEntry, to: TableEntry | undefined = table) =>
        to !== undefined && (c.table === to.name || referenceTo(index, c, to.name) !== undefined);
      // "colors" for `Ref_Colors` rather than part of `Products.color_code`, a key into it: the one table whose name
      // ends in the word, when the columns matched only in part are its own or keys into it, or lie in several
      // tables ("orders": `Customer_Orders`, not `order_id` wherever it is held).
      // (Not a verb: "colored".)
      // ("sales" for `ticket_sale_header`, though `sale_no` is named so whole: the keys that identify its rows.)
      let headed =
        !table &&
        len === 1 &&
        (!whole ||
          matched.every((c) => c.isId && c.words.length > 1 && KEY_WORDS.includes(c.words.at(-1)!))) &&
        namesRows(words, s) &&
        !/(ed|ing)$/.test(span[0]!.text)
          ? index.tables.filter((tb) => tb.words.length > 1 && tb.words.at(-1) === key)
          : [];
      // (Said as rows: in the plural, or in the singular after one — "more than one cat", "one weapon".)
      const many = span[0]!.text.endsWith('s') || tokens[s - 1]?.number === 1;
      // "tourists" for `Visitors`, keyed by `Tourist_ID`: the one table whose key names its rows so, in the plural.
      if (headed.length === 0 && !table && len === 1 && !whole && many)
        headed = keyedAs(index, key, words, s);
      // ("not used in any recipe" over `recipe_items`, "no stock records" over `stock_level`: the one table whose name
      // the word starts, when nothing else is named so.)
      // (Not "the cafe" for `cafe_table`, nor "members" for `Member_of`, nor "vets" for `VetChecks` beside `VetName`.)
      // (Keys into that table name it too: "moves" is `MOVE_JOB`, not `CREW_ASSIGNMENT.MOVE_JOB_ID`; "the crew" is
      // `crew_members`, whose keys `lead_crew_id` and `second_crew_id` are.)
      const place = words[s - 1] === 'the' && !span[0]!.text.endsWith('s');
      const refs = [...matched, ...weaker];
      if (headed.length === 0 && !table && len === 1 && (!place || refs.length > 0)) {
        const opened = index.tables.filter(
          (tb) => tb.words.filter((w) => !STOPWORDS.has(w)).length > 1 && tb.words[0] === key,
        );
        // (Its own columns hold the word as they name it, `MOVE_JOB.MOVE_DATE`, but for the names of such things in a
        // table keyed otherwise: "vets" are the `VetName`s of `VetChecks`; "materials" are `Material_Type`'s rows,
        // keyed by `Material_ID`; not `treatmentTypes.treatmentName`, which names each of its rows once.)
        const holds = (tb: TableEntry, c: ColumnEntry) =>
          opened.includes(tb)
            ? c.words.join(' ') === `${key} name` &&
              tb.key?.words.join(' ') !== `${key} id` &&
              c.profile.distinctCount < tb.rowCount
            : c.words.includes(key) && !c.isId;
        const held = index.tables.some((tb) => tb.columns.some((c) => holds(tb, c)));
        const keys = refs.every((c) => c.isId && pointsAt(c, opened[0]));
        if (opened.length === 1 && !held && keys && namesRows(words, s)) headed = opened;
        // ("beekeepers" for `keepers`: a compound whose last part is a table's one-word name.)
        const single = span[0]!.text.replace(/s$/, '');
        const ending = index.tables.filter((tb) => {
          const w = tb.words.length === 1 ? tb.words[0]! : '';
          const ends = (x: string) => x.length > w.length + 2 && x.endsWith(w);
          return w.length >= 5 && (ends(single) || ends(key));
        });
        const none = refs.length === 0 && !place;
        if (headed.length === 0 && ending.length === 1 && none && !held && namesRows(words, s))
          headed = ending;
      }
      const spread = new Set(columns.map((c) => c.table)).size > 1;
      // "the average fee" for `csu_fees.CampusFee`: after an aggregate word, the word names the table's one measure.
      const named = table ?? (headed.length === 1 ? headed[0] : undefined);
      // (Not where every column ends in the table's name, `entry.placing_entry`, `entry.date_entry`: "the average entry
      // fee" is no placing.)
      const ending = (c: ColumnEntry) => c.words.at(-1) === key;
      const attributes = named?.columns.filter((c) => !c.isId) ?? [];
      const suffixed = attributes.length > 1 && attributes.every((c) => ending(c) && c.words.length > 1);
      const measures = suffixed
        ? []
        : (named?.columns ?? []).filter((c) => ending(c) && c.kind === 'number' && !c.isId);
      const measured =
        /^(average|avg|maximum|minimum|total)$/.test(words[s - 1] ?? '') && measures.length === 1;
      if (measured) {
        take({ kind: 'column', start: s, end: e, columns: measures, hint: false });
        continue;
      }
      if (headed.length === 1 && (spread || columns.every((c) => pointsAt(c, headed[0])))) {
        take({ kind: 'table', start: s, end: e, table: headed[0]! });
        continue;
      }
      // (A table named in full outweighs columns that hold the word among others: "addresses", `home_address_line`.)
      // "how many parks", "more than 2 parks": things counted are the table's rows, not a text column's values.
      const before = words.slice(Math.max(0, s - 3), s);
      const counted =
        len === 1 &&
        many &&
        (before.includes('many') ||
          (words[s - 1] === 'of' && words[s - 2] === 'number') ||
          // ("Count the parks located in NY.")
          (/^count$/.test(words[0] ?? '') && before.at(-1) !== 'of') ||
          tokens.slice(Math.max(0, s - 2), s).some((t) => t.number !== undefined)) &&
        columns.every((c) => c.kind === 'text');
      // A table named exactly outweighs columns named so only once their table's words are dropped ("classes":
      // the Class table, not `Student.stu_class`), unless the question names that table too ("customers whose
      // address…").
      const exact = columns.some(
        (c) =>
          c.words.join(' ') === key || findTable(index, c.table)!.words.every((w) => questionStems.has(w)),
      );
      // ("each class that the student enrolled in", "taking class ACCT-211" beside `STUDENT.STU_CLASS`: rows said with
      // a clause about them, or named by a value of their own.)
      const rows =
        table !== undefined &&
        ((/^(each|every|the|a|an)$/.test(words[s - 1] ?? '') && /^(that|which)$/.test(words[e] ?? '')) ||
          (isParticiple(words[e] ?? '') &&
            !/^(sorted|ordered|ranked|grouped|listed|arranged)$/.test(words[e] ?? '') &&
            words[e + 1] === 'by') ||
          (index.values.get(rawKeys[e] ?? '') ?? []).some((v) => v.column.table === table.name));
      if (
        table &&
        (columns.length === 0 || !whole || counted || !exact || rows || columns.every((c) => pointsAt(c)))
      ) {
        take({ kind: 'table', start: s, end: e, table });
        continue;
      }
      // "good customers" for `good_or_bad_customer`: a word that is a whole value of a column whose name lists its
      // values is that value. ("bad customers": the value, then a word of the name.)
      const lists = (c: ColumnEntry) =>
        c.profile.values.filter((v) => c.words.includes(valueKey(v))).length > 1;
      const own = (index.values.get(stems[0]!) ?? []).filter(
        (v) => columns.includes(v.column) && lists(v.column),
      );
      if (own.length > 0 && len > 1) continue;
      // ("certified technicians" over `cert_lvl` holding 'Certified': a word before the rows' name that is a whole
      // value of the column it names describes them by that value.)
      const describing =
        len === 1 &&
        !/^(by|per)$/.test(words[s - 1] ?? '') &&
        /^[a-z]{3,}s$/.test(tokens[e]?.text ?? '') &&
        !STOPWORDS.has(tokens[e]!.text)
          ? (index.values.get(rawKeys[s]!) ?? []).filter(
              (v) => columns.includes(v.column) && valueKey(v.value) === rawKeys[s],
            )
          : [];
      if (describing.length > 0) {
        take({ kind: 'value', start: s, end: e, entries: describing, fuzzy: false });
        continue;
      }
      // ("completed commissions" over `status` 'Completed' beside `completed_date`: the state of the rows named next,
      // not their date.)
      const stateOfRows =
        len === 1 && columns.length > 0 && columns.every((c) => c.kind === 'date') && tokens[e]
          ? (index.values.get(rawKeys[s]!) ?? []).filter(
              (v) =>
                valueKey(v.value) === rawKeys[s] &&
                findTable(index, v.column.table)!.words.at(-1) === tokens[e]!.stem,
            )
          : [];
      if (stateOfRows.length > 0) {
        take({ kind: 'value', start: s, end: e, entries: stateOfRows, fuzzy: false });
        continue;
      }
      if (own.length > 0) {
        take({ kind: 'value', start: s, end: e, entries: own, fuzzy: false });
        continue;
      }
      // ("issues that are still open" over `status_code` = 'open' and `opened_on`: a whole value said as what the
      // rows are outweighs a word of a column's name.)
      const predicate =
        len === 1 &&
        !whole &&
        /^(is|are|was|were|still|currently|now|been)$/.test(words[s - 1] ?? '') &&
        // ("problems which are reported by …": a passive verb, not a state.)
        !/^(by|after|before|in|on|at|to|from|with|for|since|during|than|as)$/.test(words[e] ?? '') &&
        (index.values.get(rawKeys[s]!) ?? []).some((v) => valueKey(v.value) === rawKeys[s]);
      // ("customers" over `party.party_type` 'CUSTOMER' beside `sale.customer_party_id`: the kind of rows one table
      // holds, not a reference another makes to them.)
      const kindOfRows =
        len === 1 && !table && !span[0]!.abbreviated && columns.length > 0 && columns.every((c) => c.isId)
          ? (index.values.get(key) ?? []).filter(
              (v) => valueKey(v.value) === key && v.column.words.some((w) => KIND_WORDS.test(w)),
            )
          : [];
      if (kindOfRows.length > 0 && new Set(kindOfRows.map((v) => v.column)).size === 1) {
        take({ kind: 'value', start: s, end: e, entries: kindOfRows, fuzzy: false });
        continue;
      }
      if (columns.length > 0 && !predicate) {
        take({ kind: 'column', start: s, end: e, columns, hint: false, weaker });
        continue;
      }
      if (table) {
        take({ kind: 'table', start: s, end: e, table });
        continue;
      }
      // Typos are forgiven only in what looks like a name: a capitalised word, or a phrase without filler at its edges.
      // ("at least four wines" is a count, not a misspelt "Four Vines").
      const edgesAreContent =
        !STOPWORDS.has(span[0]!.text) &&
        !STOPWORDS.has(span.at(-1)!.text) &&
        span.every((t) => t.number === undefined);
      const capitalised = span.every((t) => /^\p{Lu}/u.test(t.raw)) && s > 0;
      // "tracks that belong to the Rock genre": a word in lower case before "to" is a verb, not a name its word spells
      // (a track "Belong"). (A state stays a value.)
      if (len === 1 && !state && !span[0]!.quoted && !/\p{Lu}/u.test(span[0]!.raw) && words[e] === 'to')
        continue;
      // ("trucks that can carry more than 16 tonnes": a verb after "can", not the vehicle type "Car".)
      if (
        len === 1 &&
        !state &&
        !/\p{Lu}/u.test(span[0]!.raw) &&
        /^(can|could|cannot|will|would|may|might|must|should)$/.test(words[s - 1] ?? '') &&
        !(index.values.get(rawKeys[s]!) ?? []).some((v) => valueKey(v.value) === rawKeys[s])
      )
        continue;
      // ("courses priced between …" is no typo of a title "Course Place": a lower-case phrase opening with a table's
      // name is read as words, not as a misspelt name.)
      const tableWord = index.tables.some((tb) => tb.words.length === 1 && tb.words[0] === span[0]!.stem);
      const typos = edgesAreContent && (capitalised || (len > 1 && !tableWord));
      let entries = lookupValue(index, key, typos);
      // "used" is no code `US`: a short value is named as it is spelt (or in the plural), not by a stem it shares;
      // so is another name of a value ("used" is not "the US" for `USA`).
      if (len === 1) {
        const spelt = [span[0]!.text, span[0]!.text.replace(/s$/, '')];
        entries = entries.filter(
          (v) =>
            (v.value.trim().length > 3 ||
              valueKey(v.value) !== key ||
              spelt.includes(v.value.trim().toLowerCase())) &&
            (v.alias === undefined || spelt.includes(v.alias)),
        );
      }
      // "tracks that belongs to genre Rock": a lower-case word held only in another form ("Belong") among the many
      // names of a column is a word of the question, not one of those names.
      if (
        len === 1 &&
        !/^\p{Lu}/u.test(span[0]!.raw) &&
        entries.length > 0 &&
        entries.every(
          (v) => v.value.toLowerCase() !== span[0]!.text && (v.column.profile.distinctCount ?? 0) > NAMES,
        )
      )
        continue;
      // "the skill used in fixing the most faults": a lower-case verb in "-ing" is an act, not a state held in another
      // form (`fault_status` "Fixed").
      if (
        len === 1 &&
        !/^\p{Lu}/u.test(span[0]!.raw) &&
        /ing$/.test(span[0]!.text) &&
        entries.length > 0 &&
        entries.every((v) => !/ing$/i.test(v.value.trim()))
      )
        continue;
      // ("Which group has run the most events?", "gardeners who have volunteered at …", "events run by …": a
      // lower-case word after "has" or before "by" is an act, not a value held in another form, `category` 'running',
      // `role` 'Volunteer' — unless it is the value as written or its plural, "students who have professors as
      // advisors", another name of it, "male, by faculty id", or a state the rows end in, "vehicles that have failed"
      // for `result` 'FAIL'.)
      if (
        len === 1 &&
        !/^\p{Lu}/u.test(span[0]!.raw) &&
        (/^(has|have|had)$/.test(words[s - 1] ?? '') || words[e] === 'by') &&
        entries.length > 0 &&
        entries.every(
          (v) =>
            v.alias === undefined &&
            ![span[0]!.text, span[0]!.text.replace(/s$/, '')].includes(v.value.trim().toLowerCase()) &&
            !v.column.words.some((w) => STATE_WORDS.test(w)),
        )
      )
        continue;
      // "Atlanta city": a value held exactly, then a word of its column's name, is no typo of "Atlantic City".
      const exactHead = len > 1 ? index.values.get(stems.slice(0, -1).join(' ')) : undefined;
      // ("Sonoma County" is the county Sonoma, though an appellation is named so: the word names the head's column.)
      const namesColumn = (v: ValueEntry) => v.column.words.includes(stems.at(-1)!);
      if (exactHead?.some(namesColumn) && !(index.values.get(key) ?? []).some(namesColumn)) continue;
      // "members from Kentucky": a name no whole value matches, inside the values of one column.
      // (Not a word of a longer name: "Dean Peeters".)
      const alone = ![s > 1 ? tokens[s - 1] : undefined, tokens[e]].some((t) => t && /^\p{Lu}/u.test(t.raw));
      if (entries.length === 0 && len === 1 && alone) {
        const inside = index.valueWords.get(key) ?? [];
        // ("the average price of a blazer": a word in lower case that ends several names of the rows, `Navy Blazer`,
        // `Green Blazer`, the kind of thing they are; not most of them, `… Brewing` said of breweries.)
        const kind = (v: ValueEntry) => {
          if (findTable(index, v.column.table)!.label !== v.column) return false;
          const counts = valueWordCounts(v.column);
          return (
            (counts.last.get(key) ?? 0) > 1 &&
            3 * (counts.any.get(key) ?? 0) <= v.column.profile.values.length
          );
        };
        // (Not a verb right after the rows' name: "suppliers supply", `… Supplies`.)
        const plain =
          !STOPWORDS.has(span[0]!.text) &&
          !SUPERLATIVES[span[0]!.text] &&
          !mentions.some((m) => m.kind === 'table' && m.end === s);
        if (inside.length === 1 && (capitalised || (plain && kind(inside[0]!)))) entries = inside;
      }
      if (entries.length === 0 && len === 2 && edgesAreContent) entries = abbreviated(index, span);
      if (entries.length === 0 && len === 1 && /^\p{Lu}{2,3}$/u.test(span[0]!.raw))
        entries = initials(index, span[0]!.raw);
      if (entries.length === 0 && len === 1 && !STOPWORDS.has(span[0]!.text))
        entries = baseValue(index, span[0]!.text);
      if (entries.length === 0 && len === 1 && !STOPWORDS.has(span[0]!.text))
        entries = codedValue(index, span[0]!.text);
      if (entries.length > 0) {
        take({ kind: 'value', start: s, end: e, entries, fuzzy: !index.values.has(key) });
      }
    }
  }
  // "first and last name", "address line 1 and 2": the word before "and" stands for the column name's first word, the
  // word after it for its last.
  for (const m of [...mentions]) {
    if (m.kind !== 'column' || m.end - m.start < 2) continue;
    const stems = tokens.slice(m.start, m.end).map((t) => t.stem);
    const sides: [number, (stem: string) => string[]][] = [
      [m.start - 2, (stem) => [stem, ...stems.slice(1)]],
      [m.end + 1, (stem) => [...stems.slice(0, -1), stem]],
    ];
    for (const [s, key] of sides) {
      const and = s < m.start ? s + 1 : s - 1;
      if (tokens[and]?.text !== 'and' || !tokens[s] || STOPWORDS.has(tokens[s]!.text)) continue;
      // "the visit date and details": a word that names many columns alone (every table's details) is narrowed to
      // the one the shared word names (`Visit_Details`).
      const alone = mentions.find((x) => x.kind === 'column' && x.start === s && x.end === s + 1);
      if (!free(s, s + 1) && !alone) continue;
      const [columns] = matchColumns(index, key(tokens[s]!.stem).join(' '), m.end - m.start, false);
      if (columns.length === 0) continue;
      if (alone?.kind !== 'column') take({ kind: 'column', start: s, end: s + 1, columns, hint: false });
      else if (columns.every((c) => alone.columns.includes(c))) {
        alone.columns = columns;
        alone.weaker = [];
      }
    }
  }
  const namedTables = new Set(mentions.flatMap((m) => (m.kind === 'table' ? m.table.words : [])));
  tokens.forEach((t, i) => {
    if (used[i]) return;
    // "faculty members", "staff member": the members of a table's group are its rows.
    const group = t.stem === 'member' ? mentions.find((m) => m.kind === 'table' && m.end === i) : undefined;
    if (group) {
      group.end = i + 1;
      used[i] = true;
      return;
    }
    if (t.number !== undefined) {
      take({ kind: 'number', start: i, end: i + 1, value: t.number });
      return;
    }
    if (describesNext(tokens, i, index)) return;
    // ("Give the stay number and the charge" over `stay_records.stay_id`: a table's number, where none of its columns
    // is named a number, is its key.)
    const owner = mentions.find((m) => m.kind === 'table' && m.end === i);
    if (t.stem === 'number' && words[i + 1] !== 'of' && owner?.kind === 'table') {
      const key = owner.table.key;
      if (key && key.kind === 'number' && !owner.table.columns.some((c) => c.words.includes('number'))) {
        take({ kind: 'column', start: i, end: i + 1, columns: [key], hint: false });
        return;
      }
    }
    if (t.stem === 'id') {
      // "ids" names each table's key even when the key is spelled otherwise (`aid`, `StuID`).
      const keys = index.tables.flatMap((tb) => (tb.key ? [tb.key] : []));
      if (keys.length > 0) take({ kind: 'column', start: i, end: i + 1, columns: keys, hint: false });
      return;
    }
    // "documents without sections": the last word of one table's longer name (`Document_Sections`). Words about
    // sorting or records in general are not taken for a table.
    // ("hosts who do not host any show": a command word after a determiner is a noun.)
    const noun = nounAfter(words[i - 1]);
    const headed =
      (STOPWORDS.has(t.text) && !noun) || !namesRows(words, i)
        ? []
        : index.tables.filter((tb) => tb.words.length > 1 && tb.words.at(-1) === t.stem);
    // "members" for `Member_of`, "minoring" for `Minor_in`: the first word of a name whose other words are filler.
    // "regions that were not affected" for `affected_region`: the other words may name a table the question names.
    const led = STOPWORDS.has(t.text)
      ? []
      : index.tables.filter(
          (tb) =>
            tb.words.length > 1 &&
            (tb.words[0] === t.stem || isShortening(tb.words[0]!, t.stem)) &&
            tb.words.slice(1).every((w) => STOPWORDS.has(w) || namedTables.has(w)),
        );
    // Of several, the one whose other words the question also uses ("outcomes of projects" → `Project_Outcomes`).
    const alsoNamed = headed.filter((tb) => tb.words.slice(0, -1).some((w) => questionStems.has(w)));
    const named = headed.length === 1 ? headed : alsoNamed.length === 1 ? alsoNamed : led.map(fullest);
    if (named.length === 1) {
      take({ kind: 'table', start: i, end: i + 1, table: named[0]! });
      return;
    }
    const content = !STOPWORDS.has(t.text) && t.stem.length >= 4;
    // "users" for `useracct`: a table named by the word and a short abbreviation after it.
    const prefixed = index.tables.filter(
      (tb) =>
        tb.words.length === 1 && tb.words[0]!.startsWith(t.stem) && tb.words[0]!.length - t.stem.length <= 4,
    );
    // "prerequisites" for `prereq`: a table named by a shortening of the word.
    const shortened = index.tables.filter(
      (tb) => tb.words.length === 1 && isShortening(tb.words[0]!, t.stem),
    );
    if (content && prefixed.length === 0 && shortened.length === 1) prefixed.push(shortened[0]!);
    if (content && prefixed.length === 1) {
      take({ kind: 'table', start: i, end: i + 1, table: prefixed[0]! });
      return;
    }
    // "users" for `user_profiles`: the first word of one table's two-word name, said in the plural for its rows.
    // (Only one table's name starts so: "products" is neither `Products_Booked` nor `Products_for_Hire`.)
    const first = index.tables.filter((tb) => tb.words[0] === t.stem);
    if (
      content &&
      t.text.endsWith('s') &&
      namesRows(words, i) &&
      first.length === 1 &&
      first[0]!.words.length === 2
    ) {
      take({ kind: 'table', start: i, end: i + 1, table: first[0]! });
      return;
    }
    // "employees" for `Staff`: the one table named by a common synonym of the word.
    const synonyms = ROW_SYNONYMS.find((g) => g.some((w) => stem(w) === t.stem))?.map(stem) ?? [];
    const synonymous = index.tables.filter(
      (tb) => tb.words.length === 1 && tb.words[0] !== t.stem && synonyms.includes(tb.words[0]!),
    );
    if (content && namesRows(words, i) && synonymous.length === 1) {
      take({ kind: 'table', start: i, end: i + 1, table: synonymous[0]! });
      return;
    }
    // "directors" for `Directed_by`: an agent noun for a column named by its action.
    const root = rootOf(t.stem);
    const related =
      root === t.stem
        ? []
        : index.tables.flatMap((tb) =>
            tb.columns.filter((c) => c !== tb.key && c.words.some((w) => w.length > 4 && rootOf(w) === root)),
          );
    if (content && root.length >= 5 && related.length > 0) {
      take({ kind: 'column', start: i, end: i + 1, columns: related, hint: false });
      return;
    }
    const span = spanWords(tokens, i);
    if (span > 0 && !used.slice(i, i + span).some(Boolean)) {
      const columns = index.tables.flatMap((tb) => dateSpan(tb) ?? []);
      // ("the active time span", "active for the longest time": a word naming the two dates too is part of it.)
      const spanned = (m: Mention) =>
        m.kind === 'column' &&
        m.columns.every((c) =>
          columns.some((s) => s.minus === c || (s.column === c.column && s.table === c.table)),
        );
      const before = mentions.find((m) => spanned(m) && m.end <= i && m.end >= i - 3);
      if (before) mentions.splice(mentions.indexOf(before), 1);
      // ("the average time to close": the verb naming the last date is part of it too.)
      const after = mentions.find(
        (m) => spanned(m) && m.start === i + span && tokens[i + span - 1]?.text === 'to',
      );
      if (after) mentions.splice(mentions.indexOf(after), 1);
      if (columns.length > 0) {
        take({
          kind: 'column',
          start: before?.end === i ? before.start : i,
          end: after?.end ?? i + span,
          columns,
          hint: false,
        });
        return;
      }
    }
    // "Find the day in which …", "the days that had …": a table's column named just `date`, shown like any column.
    // (Not "how many days", "300 days", "any day".)
    if (t.stem === 'dai' && /^(the|which|what)$/.test(words[i - 1] ?? '')) {
      const dates = index.tables.flatMap((tb) =>
        tb.columns.filter((c) => c.kind === 'date' && c.words.join(' ') === 'date'),
      );
      if (dates.length > 0) {
        take({ kind: 'column', start: i, end: i + 1, columns: dates, hint: false });
        return;
      }
    }
    // ("the names and dates of the competitions" over `held_on`: a table's one date column, when no column is named
    // a date.)
    if (t.stem === 'date' && (/^(the|and|or|their|its)$/.test(words[i - 1] ?? '') || t.afterComma)) {
      const dates = index.tables.flatMap((tb) => {
        const own = tb.columns.filter((c) => c.kind === 'date' && c.profile.type === 'DATE');
        return own.length === 1 ? own : [];
      });
      if (dates.length > 0 && !index.tables.some((tb) => tb.columns.some((c) => c.words.includes('date')))) {
        take({ kind: 'column', start: i, end: i + 1, columns: dates, hint: false });
        return;
      }
    }
    const hints = COLUMN_HINTS[t.stem] ?? COLUMN_HINTS[t.text];
    // Hints are written as stems, but a stem of a stem can differ ("age" → "ag"): accept both.
    const hinted = hints?.flatMap((h) => [h, stem(h)]);
    if (hinted) {
      const columns = index.tables.flatMap((tb) =>
        tb.columns
          .filter((c) => c.kind === 'number' || c.kind === 'date' || hinted.some((h) => c.words.includes(h)))
          // ("the quickest time": not `second_crew_id`, a reference whose word a speed hints at.)
          .filter((c) => hinted.some((h) => c.words.includes(h)) && !c.words.includes('id')),
      );
      // ("the birthday of …" is the birth date itself, shown like any column it names.)
      const naming = NAMING_HINTS[t.stem];
      // ("How old are the gymnasts?": the age itself is asked — unless an aggregate of it is, "How old is each
      // person on average?")
      const howOld = words[i - 1] === 'how' && i === 1 && !words.some((w) => /^(average|mean)$/.test(w));
      const noun = (naming !== undefined && columns.every(naming)) || howOld;
      if (columns.length > 0) take({ kind: 'column', start: i, end: i + 1, columns, hint: !noun });
    }
  });
  // "the highest support rate": a superlative's hinted column yields to the column named right after it. "Highest"
  // hints at a height only of the table it names ("the highest building"; not "the highest salaries").
  const named = (m: Mention) => {
    if (m.kind !== 'column' || !m.hint || SUPERLATIVES[tokens[m.start]!.text] === undefined) return false;
    // ("Number of students in each city, biggest first": the direction of a sort by what is counted, no column hinted
    // at; "all collectors, youngest first" sorts by the age hinted at.)
    const after = tokens[m.end + 1];
    const counted = words
      .slice(0, m.start)
      .some((w) => /^(number|count|many|total|average|sum|mean)$/.test(w));
    if (counted && words[m.end] === 'first' && (!after || after.opensSentence || after.afterComma))
      return true;
    // ("the largest number of courses": a count, not a size.)
    if (/^(number|amount|count)$/.test(words[m.end] ?? '') && words[m.end + 1] === 'of') return true;
    const next = mentions.find(
      (n) => n.start === m.end && (n.kind === 'table' || (n.kind === 'column' && !n.hint)),
    );
    if (tokens[m.start]!.text === 'highest')
      return next?.kind !== 'table' || !m.columns.some((c) => c.table === next.table.name);
    return next?.kind === 'column';
  };
  // "music artists": a word only part of another table's column name (`Music_Festival`), right before the name of
  // other rows, describes them; it asks for no column.
  const modifier = (m: Mention) => {
    if (m.kind !== 'column' || m.hint || m.end - m.start !== 1) return false;
    const key = tokens[m.start]!.stem;
    // ("first and last name" names parts of names.)
    if (ORDINALS.has(tokens[m.start]!.text)) return false;
    if (m.columns.some((c) => c.words.join(' ') === key || c.shortWords.join(' ') === key)) return false;
    // (Not a role of those rows: "target users", `trust.target_u_id` → `useracct`.)
    const next = mentions.find((n) => n.start === m.end);
    return (
      next?.kind === 'table' &&
      m.columns.every(
        (c) => c.table !== next.table.name && referenceTo(index, c, next.table.name) === undefined,
      )
    );
  };
  listedValues(tokens, index, mentions);
  codesAfterColumn(tokens, index, mentions);
  numberedCodes(tokens, index, mentions);
  namedLiterals(tokens, mentions);
  unknownNames(tokens, mentions);
  ownDates(tokens, mentions);
  datesNamedWithDate(tokens, mentions);
  flagsBeforeRows(tokens, index, mentions);
  flagsAsRows(tokens, mentions);
  rowsNamedByKey(tokens, index, mentions);
  verbAndObject(tokens, mentions);
  timesCounted(tokens, index, mentions);
  unitAsked(tokens, mentions);
  labelsAsNames(tokens, index, mentions);
  return spelledArithmetic(
    mentions.filter((m) => !named(m) && !modifier(m)).sort((a, b) => a.start - b.start),
    words,
  );
}

/**
 * "the total margin, price minus cost", "crew size times day rate", "hours multiplied by rate": two columns of one
 * table joined by the arithmetic the question spells, one derived measure (`minus`, `times`).
 */
function spelledArithmetic(mentions: Mention[], words: string[]): Mention[] {
  const out: Mention[] = [];
  for (let k = 0; k < mentions.length; k++) {
    const a = mentions[k]!;
    const b = mentions[k + 1];
    const op = words[a.end] ?? '';
    const gap = op === 'multiplied' && words[a.end + 1] === 'by' ? 2 : 1;
    if (
      a.kind === 'column' &&
      b?.kind === 'column' &&
      b.start === a.end + gap &&
      /^(minus|times|multiplied)$/.test(op)
    ) {
      // (Dates are taken from each other, not multiplied.)
      const kinds = op === 'minus' ? /^(number|date)$/ : /^number$/;
      const derived = a.columns.flatMap((x) =>
        b.columns
          .filter((y) => y.table === x.table && y !== x && y.kind === x.kind && kinds.test(x.kind))
          .map((y): ColumnEntry => (op === 'minus' ? { ...x, minus: y } : { ...x, times: y })),
      );
      if (derived.length > 0) {
        out.push({ kind: 'column', start: a.start, end: b.end, columns: derived, hint: false });
        k++;
        continue;
      }
    }
    out.push(a);
  }
  return out;
}

/**
 * "Show the name and GDP of the city …" over `city(City, GDP)`: "name", where no column is named so, is the column
 * that names each table's rows — which table's, the words around it tell.
 */
function labelsAsNames(tokens: Token[], index: SchemaIndex, mentions: Mention[]): void {
  tokens.forEach((t, i) => {
    // (Not "the names of …": whose names, and which column they are, is read with what "of" names.)
    if (!/^names?$/.test(t.text) || tokens[i + 1]?.text === 'of') return;
    if (mentions.some((m) => m.start <= i && i < m.end)) return;
    if (index.tables.some((tb) => tb.columns.some((c) => c.words.includes('name')))) return;
    const columns = index.tables.flatMap((tb) => (tb.label?.kind === 'text' ? [tb.label] : []));
    if (columns.length > 0) mentions.push({ kind: 'column', start: i, end: i + 1, columns, hint: false });
  });
}

/**
 * "the average length of the bridges, measured in feet" over `length_meters` and `length_feet`: a unit asked for ("in
 * feet") picks, of the columns a word names, the one kept in it.
 */
function unitAsked(tokens: Token[], mentions: Mention[]): void {
  const units = new Set(
    tokens.filter((t, i) => tokens[i - 1]?.text === 'in' && isUnit(t.stem)).map((t) => t.stem),
  );
  if (units.size === 0) return;
  for (const [i, m] of mentions.entries()) {
    if (m.kind !== 'column' || m.columns.length < 2) continue;
    const kept = m.columns.filter((c) => c.words.some((w) => units.has(w)));
    if (kept.length > 0 && kept.length < m.columns.length) mentions[i] = { ...m, columns: kept };
  }
}

/**
 * "How many times was the document accessed?", "On average, how many times are documents accessed?" over
 * `access_count`: the times counted are a count kept in a column named for the verb — "times" and the verb name it.
 */
function timesCounted(tokens: Token[], index: SchemaIndex, mentions: Mention[]): void {
  const at = tokens.findIndex(
    (t, i) => t.text === 'times' && tokens[i - 1]?.text === 'many' && tokens[i - 2]?.text === 'how',
  );
  if (at < 0 || mentions.some((m) => m.start <= at && at < m.end)) return;
  for (let j = at + 1; j < tokens.length && j <= at + 8; j++) {
    const verb = tokens[j]!;
    if (!isParticiple(verb.text)) continue;
    const columns = index.tables.flatMap((tb) =>
      tb.columns.filter(
        (c) =>
          c.kind === 'number' &&
          c.words.length === 2 &&
          c.words.includes(verb.stem) &&
          c.words.some((w) => /^(count|cnt|number|num|time)$/.test(w)),
      ),
    );
    if (columns.length !== 1) continue;
    const said = mentions.find((m) => m.start <= j && j < m.end);
    if (said && (said.kind !== 'column' || !said.columns.includes(columns[0]!))) continue;
    mentions.push({ kind: 'column', start: at, end: at + 1, columns, hint: false });
    if (!said) mentions.push({ kind: 'column', start: j, end: j + 1, columns, hint: false });
    return;
  }
}

/**
 * "Which concerts sold more tickets than average?" over `ticket_price` and `tickets_sold`: a verb that names one column
 * (`tickets_sold`), and its object right after, which names that column among others, name that column together.
 */
function verbAndObject(tokens: Token[], mentions: Mention[]): void {
  for (const verb of mentions) {
    if (verb.kind !== 'column' || verb.end !== verb.start + 1 || verb.columns.length !== 1) continue;
    if (!isParticiple(tokens[verb.start]!.text)) continue;
    let k = verb.end;
    while (
      k < verb.end + 2 &&
      /^(more|fewer|less|the|most|fewest|least|many|any|no)$/.test(tokens[k]?.text ?? '')
    )
      k++;
    const j = mentions.findIndex((m) => m.start === k);
    const object = mentions[j];
    if (object?.kind !== 'column' || object.columns.length < 2 || !object.columns.includes(verb.columns[0]!))
      continue;
    mentions[j] = { ...object, columns: verb.columns, weaker: [] };
  }
}

/**
 * "Which members have never made a booking?" over `hikers(member_no)` and `bookings.member_no`: a plural noun that
 * names only references to one table's key, by the key's own word, is that table's rows.
 */
function rowsNamedByKey(tokens: Token[], index: SchemaIndex, mentions: Mention[]): void {
  for (const [k, m] of mentions.entries()) {
    if (m.kind !== 'column' || m.end - m.start !== 1 || !/[a-z]{3}s$/.test(tokens[m.start]!.text)) continue;
    const word = tokens[m.start]!.stem;
    const targets = new Set(
      m.columns.map((c) => {
        const r = c.isKey ? undefined : referencesFrom(index, c)[0];
        const key = r && findTable(index, r.toTable)?.key;
        return r && key?.column === r.toColumn && key.words[0] === word ? r.toTable : '';
      }),
    );
    const [table] = [...targets];
    if (targets.size !== 1 || !table || index.tables.some((t) => t.words.includes(word))) continue;
    mentions[k] = { kind: 'table', start: m.start, end: m.end, table: findTable(index, table)! };
  }
}

/**
 * "the bus routes" over `routes.is_bus_route`: a yes/no column named by its word and its table's, said as the rows
 * with that word before them, is the rows (a table mention) and the flag's word before them (read as a condition).
 */
function flagsBeforeRows(tokens: Token[], index: SchemaIndex, mentions: Mention[]): void {
  for (const m of [...mentions]) {
    if (m.kind !== 'column' || m.columns.length !== 1 || m.end - m.start < 2) continue;
    const column = m.columns[0]!;
    const table = findTable(index, column.table)!;
    if (!flagValues(column) || tokens[m.end - 1]!.stem !== table.words.at(-1)) continue;
    m.end -= 1;
    mentions.push({ kind: 'table', start: m.end, end: m.end + 1, table });
  }
}

/**
 * "Which volunteers have found silver?" over `Team_Members.Is_Volunteer`: a yes/no column whose whole name (but the
 * words marking it a flag) is said in the plural, as the rows asked for, is those rows — its 'yes' value.
 */
function flagsAsRows(tokens: Token[], mentions: Mention[]): void {
  for (const [n, m] of mentions.entries()) {
    const last = tokens[m.end - 1]!;
    if (m.kind !== 'column' || m.hint || last.text === last.stem || !last.text.endsWith('s')) continue;
    if (m.start > 0 && !/^(which|what|many|list|find|show|all|our|the)$/.test(tokens[m.start - 1]!.text))
      continue;
    const said = tokens
      .slice(m.start, m.end)
      .map((t) => t.stem)
      .join(' ');
    const flags = m.columns.filter(
      (c) => flagValues(c)?.yes !== undefined && c.words.filter((w) => !FLAG_WORDS.has(w)).join(' ') === said,
    );
    if (flags.length !== 1) continue;
    const value = String(flagValues(flags[0]!)!.yes);
    mentions[n] = {
      kind: 'value',
      start: m.start,
      end: m.end,
      entries: [{ column: flags[0]!, value, key: valueKey(value) }],
      fuzzy: false,
    };
  }
}

/**
 * "a project named 'Matter of Time'": a quoted name no value matches, after a table and "named", "called" or
 * "titled", is that literal name of the table's rows — as is another quoted one listed right after it.
 */
function namedLiterals(tokens: Token[], mentions: Mention[]): void {
  let last: ColumnEntry | undefined;
  for (const m of [...mentions].sort((a, b) => a.start - b.start)) {
    if (m.kind !== 'value' || !tokens[m.start]!.quoted) continue;
    if (m.entries.length > 0) {
      last = m.entries.length === 1 ? m.entries[0]!.column : undefined;
      continue;
    }
    const verb = tokens[m.start - 1]?.text ?? '';
    const listed = /^(and|or)$/.test(verb) ? last : undefined;
    const target = namedColumn(tokens, mentions, m.start) ?? listed;
    if (!target) continue;
    const value = tokens[m.start]!.raw;
    m.entries = [{ column: target, value, key: valueKey(value) }];
    last = target;
  }
}

/**
 * The column a name at `i` is given in after "named", "called" or "titled": the label of the table named before the
 * verb, or the one column a mention ending with the verb names ("the products named …" read as `Product_Name`).
 */
function namedColumn(tokens: Token[], mentions: Mention[], i: number): ColumnEntry | undefined {
  if (!/^(named|called|titled)$/.test(tokens[i - 1]?.text ?? '')) return undefined;
  const owner = mentions.find((m) => m.end === i && m.start < i - 1) ?? mentions.find((m) => m.end === i - 1);
  if (owner?.kind === 'table') return owner.table.label;
  return owner?.kind === 'column' && owner.columns.length === 1 ? owner.columns[0] : undefined;
}

/**
 * "problems for product voluptatem", "the customer named Zorblax": a word that is no English word, schema name nor
 * value, right after a table named in the singular or after "named", "called", "titled", is a name the data does not
 * hold. It is compared with the rows' name (finding none) rather than left out, which would answer for every row.
 */
function unknownNames(tokens: Token[], mentions: Mention[]): void {
  const vectors = wordVectors();
  tokens.forEach((t, i) => {
    if (t.quoted || t.number !== undefined || t.date !== undefined || !/^\p{L}[\p{L}'’-]*$/u.test(t.raw))
      return;
    if (STOPWORDS.has(t.text) || vectors.has(t.text) || mentions.some((m) => m.start <= i && i < m.end))
      return;
    // ("the longest track we've recorded", "the track that's longest": a word shortened with an apostrophe is no
    // name, though a name may be owned, "Zorblax's".)
    const [before, after] = t.text.split(/['’]/);
    if (after !== undefined && (/^(ve|re|ll|d|m|t)$/.test(after) || STOPWORDS.has(before!))) return;
    // ("problems for product voluptatem": a table named in the singular right before.)
    const owner = mentions.find((m) => m.end === i);
    const singular = owner?.kind === 'table' && tokens[i - 1]!.text === tokens[i - 1]!.stem;
    const column =
      namedColumn(tokens, mentions, i) ??
      (singular && owner?.kind === 'table' ? owner.table.label : undefined);
    if (column?.kind !== 'text') return;
    mentions.push({
      kind: 'value',
      start: i,
      end: i + 1,
      entries: [{ column, value: t.raw, key: valueKey(t.raw) }],
      fuzzy: false,
    });
  });
}

/**
 * "cafe or shopping as their feature details": a word listed with "or", "and" or a comma beside a value of a column,
 * itself spelling a value of that column, is that value too — not the table or column its word also names (`Shops`).
 */
function listedValues(tokens: Token[], index: SchemaIndex, mentions: Mention[]): void {
  const at = (i: number) => mentions.find((m) => m.start <= i && i < m.end);
  let changed = true;
  while (changed) {
    changed = false;
    for (const [k, m] of mentions.entries()) {
      if ((m.kind !== 'table' && m.kind !== 'column') || m.end - m.start !== 1) continue;
      const token = tokens[m.start]!;
      for (const side of [m.start - 2, m.end + 1]) {
        const link = tokens[side < m.start ? m.start - 1 : m.end]?.text;
        const other = at(side);
        if (!link || !/^(or|and|,)$/.test(link) || other?.kind !== 'value' || other.entries.length === 0)
          continue;
        const columns = new Set(other.entries.map((v) => v.column));
        const entries = (index.values.get(token.stem) ?? []).filter((v) => columns.has(v.column));
        if (!entries.some((v) => v.value.trim().toLowerCase() === token.text)) continue;
        mentions[k] = { kind: 'value', start: m.start, end: m.end, entries, fuzzy: false };
        changed = true;
        break;
      }
    }
  }
}

/**
 * "grade A harvests", "given quality code A", "a grade C harvest": a one- or two-character code in capitals right
 * after the name of a column that holds it as a value is that value (a word this short is read as nothing, or as
 * part of the column's name, elsewhere).
 */
function codesAfterColumn(tokens: Token[], index: SchemaIndex, mentions: Mention[]): void {
  for (const [k, m] of [...mentions.entries()]) {
    if (m.kind !== 'column') continue;
    const held = (i: number) => {
      const t = tokens[i];
      // (Written in capitals, as codes are: "born in USA" names no state `IN`.)
      if (!t || !/^\p{Lu}[\p{Lu}\d]?$/u.test(t.raw)) return [];
      return (index.values.get(valueKey(t.raw)) ?? []).filter(
        (v) => m.columns.includes(v.column) && v.value.trim().toLowerCase() === t.text,
      );
    };
    // (Read into the column's own name, "grade c" for `grade_code`, when its last word is that code.)
    const inside = m.end - m.start > 1 ? held(m.end - 1) : [];
    const at = inside.length > 0 ? m.end - 1 : m.end;
    const entries = inside.length > 0 ? inside : held(m.end);
    if (entries.length === 0 || mentions.some((x) => x !== m && x.start <= at && at < x.end)) continue;
    const columns = [...new Set(entries.map((v) => v.column))];
    mentions[k] = { ...m, end: at, columns };
    mentions.push({ kind: 'value', start: at, end: at + 1, entries, fuzzy: false });
  }
}

/**
 * "every retreat with its start date" over `start_of_retreat`: a word naming a date column, then "date" naming other
 * tables' dates, is that column — not the word before plus some other table's date.
 */
function datesNamedWithDate(tokens: Token[], mentions: Mention[]): void {
  // ("the date borrowed", "When were umbrellas found?" over `borrowed_on`, `when_found`: "date" or "when" said with the
  // verb of one date is that date, not every table's.)
  for (const m of [...mentions]) {
    if (m.kind !== 'column' || m.end - m.start !== 1 || !/^(date|when)$/.test(tokens[m.start]!.stem))
      continue;
    if (!m.columns.every((c) => c.kind === 'date')) continue;
    const after = tokens[m.start]!.stem === 'date' ? [m.end] : [m.end + 1, m.end + 2, m.end + 3];
    const verb = mentions.find(
      (n) =>
        n.kind === 'column' &&
        after.includes(n.start) &&
        n.end === n.start + 1 &&
        isParticiple(tokens[n.start]!.text) &&
        n.columns.some((c) => c.kind === 'date'),
    );
    if (verb?.kind !== 'column') continue;
    const dates = verb.columns.filter((c) => c.kind === 'date');
    if (tokens[m.start]!.stem === 'date') {
      mentions.splice(mentions.indexOf(m), 1);
      verb.start = m.start;
    } else m.columns = dates;
    verb.columns = dates;
  }
  for (const m of [...mentions]) {
    if (m.kind !== 'column' || !m.columns.every((c) => c.kind === 'date')) continue;
    if (m.columns.some((c) => c.words.includes(tokens[m.end]?.stem ?? ''))) continue;
    if (tokens[m.end]?.stem !== 'date') continue;
    const next = mentions.find((n) => n.start === m.end && n.end === m.end + 1);
    if (next?.kind !== 'column') continue;
    mentions.splice(mentions.indexOf(next), 1);
    m.end++;
  }
}

/**
 * "the date of every harvest", "When was the earliest planting recorded?": a date asked of rows the question names,
 * whose one date column is not called one (`harvested_on`), rather than another table's `work_date`; a year of it
 * rather than another table's year column.
 */
function ownDates(tokens: Token[], mentions: Mention[]): void {
  const named = new Set(mentions.flatMap((m) => (m.kind === 'table' ? [m.table] : [])));
  for (const m of [...mentions]) {
    const word = tokens[m.start]!.stem;
    if (m.kind !== 'column' || m.end - m.start !== 1 || !/^(date|when|year)$/.test(word)) continue;
    // (Not when another word names the date's table: "the dates and work types of all maintenance", `Log_Date`.)
    const said = (c: ColumnEntry) =>
      [...named].some((t) => t.name === c.table) ||
      mentions.some(
        (x) =>
          x !== m &&
          x.kind === 'column' &&
          tokens[x.start]!.stem !== word &&
          // (Not a word every table has: "its id".)
          new Set(x.columns.map((o) => o.table)).size === 1 &&
          x.columns[0]!.table === c.table,
      );
    if (m.columns.some(said)) continue;
    // (Of a date and the time the record last changed, `created_at` and `updated_at`: the first.)
    const own = [...named].flatMap((t) => {
      const dates = t.columns.filter((c) => c.kind === 'date');
      const plain = dates.filter(plainDate);
      return dates.length === 1 ? dates : plain.length === 1 ? plain : [];
    });
    // ("How many rounds were played per year?": a year of the rows' own date, not a course's `OPENED_YEAR`.)
    if (own.length === 1 && word === 'year') mentions.splice(mentions.indexOf(m), 1);
    else if (own.length === 1) m.columns = own;
  }
}

/**
 * "route 52", "route 1 and route X12": a number right after a table's name that a text column of that table holds
 * as a code (`rte_cd` '52') is that code, not a quantity.
 */
function numberedCodes(tokens: Token[], index: SchemaIndex, mentions: Mention[]): void {
  for (const m of [...mentions]) {
    if (m.kind !== 'table') continue;
    const at = mentions.findIndex((x) => x.kind === 'number' && x.start === m.end && x.end === m.end + 1);
    if (at < 0) continue;
    const raw = tokens[m.end]!.raw;
    const entries = (index.values.get(valueKey(raw)) ?? []).filter(
      (v) => v.column.table === m.table.name && v.column.kind === 'text' && v.value.trim() === raw,
    );
    if (entries.length > 0)
      mentions[at] = { kind: 'value', start: m.end, end: m.end + 1, entries, fuzzy: false };
  }
}

/**
 * "observing sites": a participle right before a table's name describes its rows; it names no `observation`. (A
 * table it spells is named by it: "checking accounts", `CHECKING`.)
 */
function describesNext(tokens: Token[], i: number, index: SchemaIndex): boolean {
  const word = tokens[i]!.text;
  return (
    /[a-z]{3}ing$/.test(word) &&
    index.tables.some((tb) => tb.words.join(' ') === tokens[i + 1]?.stem) &&
    !index.tables.some((tb) => tb.name.toLowerCase() === word)
  );
}

/** Words for when a thing happened, said before a clause naming the happening ("the year each was built"). */
const WHEN_WORDS = /^(date|dates|year|years|day|days|time|times)$/;
const SUBJECTS = /^(they|it|he|she|we|you|each|one)$/;
const HELPING = /^(was|were|is|are|be|been|has|had|have|got|first)$/;

/**
 * "the date they joined", "the day each one joined", "the year each was built", "the date it was returned": a word for
 * a date, then a clause whose verb names a date column (`joined_on`, `built_year`, `returned_date`), is that column.
 */
function verbDateMentions(tokens: Token[], index: SchemaIndex): Mention[] {
  const found: Mention[] = [];
  tokens.forEach((t, i) => {
    // (A date or a day with or without "the"; a year or a time only after it: "first and last time we bottled …".)
    const determined = /^(the|their|its)$/.test(tokens[i - 1]?.text ?? '') || /^(date|day)$/.test(t.stem);
    if (!WHEN_WORDS.test(t.text) || !determined) return;
    let j = i + 1;
    if (/^(that|when|on)$/.test(tokens[j]?.text ?? '')) j++;
    if (!SUBJECTS.test(tokens[j]?.text ?? '')) return;
    j++;
    if (tokens[j - 1]!.text === 'each' && tokens[j]?.text === 'one') j++;
    while (HELPING.test(tokens[j]?.text ?? '')) j++;
    const verb = tokens[j];
    if (!verb || STOPWORDS.has(verb.text) || verb.number !== undefined) return;
    const year = /^years?$/.test(t.text);
    const columns = index.tables.flatMap((tb) =>
      tb.columns.filter(
        (c) =>
          c.words.includes(verb.stem) &&
          (c.kind === 'date' || (year && c.kind === 'number' && c.words.includes('year'))),
      ),
    );
    if (columns.length > 0) found.push({ kind: 'column', start: i, end: j + 1, columns, hint: false });
  });
  return found;
}

const shortWords = new WeakMap<SchemaIndex, Map<string, ColumnEntry[]>>();

/** The columns by each word of three or four letters their names are written with (`bpm`, `fuel_economy_mpg`). */
function shortWordsOf(index: SchemaIndex): Map<string, ColumnEntry[]> {
  let found = shortWords.get(index);
  if (found) return found;
  found = new Map();
  for (const c of index.tables.flatMap((tb) => tb.columns)) {
    for (const w of new Set(nameWords(c.column).map((x) => x.toLowerCase()))) {
      if (w.length === 3 || w.length === 4) found.set(w, [...(found.get(w) ?? []), c]);
    }
  }
  shortWords.set(index, found);
  return found;
}

/**
 * "faster than 150 beats per minute" → `bpm`, "miles per gallon" → `fuel_economy_mpg`: three or four words whose
 * initials spell a word of a column's name (an abbreviation); two whose initials are a table's name.
 */
function initialsMentions(tokens: Token[], index: SchemaIndex): Mention[] {
  const found: Mention[] = [];
  for (let s = 0; s < tokens.length; s++) {
    // ("purchase orders" for `po_hdr`, "work orders" for `wo`: two words whose initials are a table's one word, or
    // a column's first.)
    // ("bill of lading" for `bl_no`: the two words around "of".)
    const of = tokens[s + 1]?.text === 'of' ? 1 : 0;
    const pair = [tokens[s], tokens[s + 1 + of]].filter((t) => t !== undefined);
    if (pair.length === 2 && pair.every((t) => /^[a-z]{3,}$/.test(t.raw) && !STOPWORDS.has(t.text))) {
      const end = s + 2 + of;
      const initials = pair.map((t) => t.text[0]).join('');
      const tables = index.tables.filter((tb) => tb.words.length === 1 && tb.words[0] === initials);
      if (tables.length === 1 && !of) {
        found.push({ kind: 'table', start: s, end, table: tables[0]! });
        s = end - 1;
        continue;
      }
      // ("reporting manager" for `rm_code`, "project manager" for `pm_code`: a column's first word.)
      // (Of a key and the references to it, `shipment.bl_no` and `cargo_line.bl_no`, the key.)
      // (A key or a reference only, as things named so are: "hourly rate" is no `hr_dt`, "last names" no `ln_no`.)
      // (Nor words naming a table: "quarter peals" are `quarter_peals`, not its `qp_id`; "the celestial objects
      // belong" no `obs_id`.)
      const refers = (c: ColumnEntry) =>
        findTable(index, c.table)?.key === c || referencesFrom(index, c).length > 0;
      const tableWord = pair.some((t) => index.tables.some((tb) => tb.words.includes(stem(t.text))));
      const named =
        STOPWORDS.has(initials) || tableWord
          ? []
          : index.tables.flatMap((tb) =>
              tb.columns.filter((c) => c.words.length > 1 && c.words[0] === initials && refers(c)),
            );
      const keys = named.filter((c) => findTable(index, c.table)?.key === c);
      const columns = named.length > 1 && keys.length === 1 ? keys : named;
      if (columns.length === 1) {
        found.push({ kind: 'column', start: s, end, columns, hint: false });
        s = end - 1;
        continue;
      }
    }
    for (let len = 4; len >= 3; len--) {
      const span = tokens.slice(s, s + len);
      if (span.length < len || span.some((t) => !/^[a-z]+$/.test(t.raw))) continue;
      if (STOPWORDS.has(span[0]!.text) || STOPWORDS.has(span[len - 1]!.text)) continue;
      const initials = span.map((t) => t.text[0]).join('');
      // (Not "companies in that" for `City`, nor "department names ordered" for `Dno`: unless "per" shows a rate,
      // the initials are no English word and the words name no table.)
      const named = span.some((t) => index.tables.some((tb) => tb.words.includes(t.stem)));
      // ("the line of business" → `lob`: a thing "of" another is shortened so whatever word the initials spell;
      // but "the port of loading", `pol` a reference to `port`, names the port in that role.)
      const phrase = len === 3 && span[1]!.text === 'of';
      if (!phrase && !span.some((t) => t.text === 'per') && (named || wordVectors().has(initials))) continue;
      const columns = shortWordsOf(index).get(initials);
      if (!columns) continue;
      const role = (c: ColumnEntry) =>
        referencesFrom(index, c).some((r) => findTable(index, r.toTable)!.words.includes(span[0]!.stem));
      if (phrase && columns.some(role)) continue;
      found.push({ kind: 'column', start: s, end: s + len, columns, hint: false });
      s += len - 1;
      break;
    }
  }
  return found;
}

/**
 * "with their year of birth" over `birth_year`, "the country of origin" over `origin_country`: a column named by its
 * two words the other way round, joined by "of". (Not a count, an aggregate or a name: "number of seats", "the name
 * of the species" are read elsewhere.)
 */
function ofMentions(tokens: Token[], index: SchemaIndex): Mention[] {
  const found: Mention[] = [];
  tokens.forEach((t, i) => {
    const of = tokens[i + 1];
    const after = tokens[i + 2];
    if (of?.text !== 'of' || !after || !/^[a-z]+$/.test(t.text) || !/^[a-z]+$/.test(after.text)) return;
    if (STOPWORDS.has(t.text) || STOPWORDS.has(after.text) || OF_HEADS.test(t.text)) return;
    // ("the ids of artists", "the prices of sales": a column of the rows named after "of", read as such elsewhere.)
    if (index.tables.some((tb) => tb.words.includes(after.stem) || tb.words.includes(t.stem))) return;
    const columns = index.tables.flatMap((tb) =>
      tb.columns.filter((c) => c.words.length === 2 && c.words[0] === after.stem && c.words[1] === t.stem),
    );
    if (columns.length > 0) found.push({ kind: 'column', start: i, end: i + 3, columns, hint: false });
  });
  return found;
}

const OF_HEADS =
  /^(ids?|codes?|number|numbers|count|total|amount|average|sum|name|names|list|percentage|share|proportion|most|all|each|any|some|none|one|rest|part|kind|type|types|kinds|lot|lots)$/;

/**
 * "the difference between the max temperature and min temperature", "the temperature range", "range of salaries": a
 * measure's highest column minus its lowest (`measureRanges`). A later "the difference" or "that range" is the same.
 */
function spreadMentions(tokens: Token[], index: SchemaIndex): Mention[] {
  const spreads = index.tables.flatMap(measureRanges);
  // (A column named a range, `price_range`, is that column.)
  if (spreads.length === 0 || index.tables.some((tb) => tb.columns.some((c) => c.words.includes('rang'))))
    return [];
  const extreme = (t: Token | undefined) => /^(max|maximum|min|minimum|highest|lowest)$/.test(t?.text ?? '');
  const named = (stems: string[]) =>
    stems.length > 0 ? spreads.filter((c) => stems.every((w) => c.words.includes(w))) : [];
  const found: Mention[] = [];
  tokens.forEach((t, i) => {
    if (found.some((m) => m.end > i)) return;
    let end = i;
    let columns: ColumnEntry[] = [];
    if (t.stem === 'differ' && tokens[i + 1]?.text === 'between') {
      // Both ends named, with the measure's words: "between minimum and maximum salaries".
      const words: string[] = [];
      let ends = 0;
      for (let j = i + 2; j < tokens.length && j < i + 10; j++) {
        const w = tokens[j]!;
        if (extreme(w)) ends++;
        else if (w.text === 'and' && ends === 1) continue;
        else if (w.text === 'the' || w.text === 'and') {
          if (ends === 2) break;
          continue;
        } else if (!STOPWORDS.has(w.text) && w.number === undefined) words.push(w.stem);
        else break;
        end = j + 1;
      }
      if (ends === 2) columns = named(words);
    } else if (t.stem === 'rang') {
      // "temperature range", "range of salaries"
      const before = tokens[i - 1];
      const after = tokens[i + 1]?.text === 'of' ? tokens[i + 2] : undefined;
      if (before && !STOPWORDS.has(before.text) && named([before.stem]).length > 0) {
        found.push({ kind: 'column', start: i - 1, end: i + 1, columns: named([before.stem]), hint: false });
        return;
      }
      if (after) columns = named([after.stem]);
      end = i + 3;
    }
    if (columns.length > 0) {
      found.push({ kind: 'column', start: i, end, columns, hint: false });
      return;
    }
    // "Also report the difference", "what was that range".
    const earlier = found.at(-1);
    if (earlier && /^(differ|rang)$/.test(t.stem) && /^(the|that)$/.test(tokens[i - 1]?.text ?? ''))
      found.push({ ...earlier, start: i, end: i + 1 });
  });
  return found;
}

/**
 * How many words from `i` name how long something lasts ("time span", "duration", "period", "the longest time",
 * "the least amount of time"); 0 when they do not.
 */
function spanWords(tokens: Token[], i: number): number {
  const lasts = (t: Token | undefined) => /^(span|durat|period)$/.test(t?.stem ?? '');
  if (lasts(tokens[i])) return 1;
  // ("On average, how many days do clients take to pay an invoice?": days a row takes, averaged.)
  if (
    /^(days|weeks|nights|hours|minutes|seconds)$/.test(tokens[i]!.text) &&
    tokens[i - 1]?.text === 'many' &&
    tokens[i - 2]?.text === 'how' &&
    tokens.some((t) => /^(average|avg|mean)$/.test(t.text))
  )
    return 1;
  if (tokens[i]!.stem !== 'time') return 0;
  if (lasts(tokens[i + 1])) return 2;
  // ("the average time to close a complaint": the time the rows take, to the date the verb names.)
  if (tokens[i + 1]?.text === 'to' && /^(average|mean|median|typical)$/.test(tokens[i - 1]?.text ?? ''))
    return 2;
  const before = tokens.slice(Math.max(0, i - 3), i).map((t) => t.text);
  return /^(longest|shortest)$/.test(
    before.at(-1) === 'the' ? (before.at(-2) ?? '') : (before.at(-1) ?? ''),
  ) || before.join(' ').endsWith('amount of')
    ? 1
    : 0;
}

/**
 * "train stations" for a table `train_station` that only links trains to stations: the stations themselves, the
 * table its last word names.
 */
function headOfLink(index: SchemaIndex, table: TableEntry | undefined): TableEntry | undefined {
  if (!table || table.words.length < 2) return table;
  const links = index.relationships.filter((r) => r.fromTable === table.name);
  if (!table.columns.every((c) => links.some((r) => r.fromColumn === c.column))) return table;
  const head = index.tables.find(
    (t) => t.words.join(' ') === table.words.at(-1) && links.some((r) => r.toTable === t.name),
  );
  return head ?? table;
}

/**
 * "performances they attended", "the city that hosted", "problems reported by": a verb telling what the rows did, not
 * a column its stem shares (`Attendance`, `Host_City`). Not when a value or a bound follows ("founded in 1990").
 */
function isClauseVerb(tokens: Token[], i: number): boolean {
  const t = tokens[i]!;
  if (!/ed$/.test(t.text) || t.quoted) return false;
  const before = tokens[i - 1]?.text ?? '';
  const after = tokens[i + 1];
  const subject = /^(they|that|who|which|he|she|it|was|were|is|are|has|have|had|been|be|not|never)$/.test(
    before,
  );
  if (!subject && after?.text !== 'by') return false;
  if (!after) return true;
  // "raised most recently", "released earliest": the verb's column orders the rows.
  if (after.number !== undefined || after.quoted || SUPERLATIVES[after.text] || after.text === 'recently')
    return false;
  // "accessed the greatest number of times", "followed by the fewest users": ranked by how often, which a column
  // named for the verb may count (`access_count`, `followers`).
  const next = tokens[i + 2]?.text ?? '';
  const then = tokens[i + 3]?.text ?? '';
  if (/^(the|by)$/.test(after.text) && (SUPERLATIVES[next] || (next === 'the' && SUPERLATIVES[then])))
    return false;
  // ("events attended by more than 200 people": a bound on how many did it, which the column counts.)
  if (
    after.text === 'by' &&
    (/^(more|less|fewer|over|under|at)$/.test(next) || tokens[i + 2]?.number !== undefined)
  )
    return false;
  // ("are priced above 50": a bound on the column the verb names.)
  return !/^(in|on|at|after|before|since|between|during|than|more|less|from|to|over|under|above|below|as|with|the)$/.test(
    after.text,
  );
}

/**
 * "locations hosting at least 2 performances": a verb (-ing) between the rows and a bound on a count of rows a table
 * names, not a column (`Host`).
 */
function verbBeforeCount(tokens: Token[], s: number, index: SchemaIndex): boolean {
  if (!/[a-z]{3}ing$/.test(tokens[s]!.text)) return false;
  if (!/^(at|more|less|fewer|over|under|above|below)$/.test(tokens[s + 1]?.text ?? '')) return false;
  const n = tokens.findIndex((x, k) => k > s + 1 && k <= s + 3 && x.number !== undefined);
  return n > 0 && index.tables.some((t) => t.words.join(' ') === tokens[n + 1]?.stem);
}

/** The one table whose key is the word and "id" (`Visitors.Tourist_ID` for "tourists"), when its name is another. */
function keyedAs(index: SchemaIndex, key: string, words: string[], i: number): TableEntry[] {
  if (!namesRows(words, i)) return [];
  const keyed = index.tables.filter(
    (tb) => tb.key?.words.join(' ') === `${key} id` && tb.words.join(' ') !== key,
  );
  return keyed.length === 1 ? keyed : [];
}

/** Whether a word may name a table's rows: not one about sorting or records in general. */
function namesRows(words: string[], i: number): boolean {
  return !isSortWord(words, i) && !/^(ordered|sort|sorted|record|records)$/.test(words[i]!);
}

/** Whether a table's word is a shortening of a question word's stem ("prereq" of "prerequisit", "member" of "membership"). */
function isShortening(name: string, stem: string): boolean {
  return name.length >= 5 && stem.length >= name.length + 2 && stem.startsWith(name);
}

/** A stem without an agent or action ending ("director", "direct" → "direct"; "teacher" → "teach"). */
function rootOf(stem: string): string {
  return stem.length > 6 ? stem.replace(/(or|er|ion|ment)$/, '') : stem;
}

/** Units said in full, and how column names write them short. */
const UNIT_ABBREVIATIONS: [RegExp, string[]][] = [
  [/^kilomet(re|er)s$/, ['km', 'kms']],
  [/^miles$/, ['mi', 'mile']],
  [/^lit(re|er)s$/, ['l', 'ltr', 'litr', 'lt']],
  [/^kilo(gram)?s$/, ['kg', 'kgs']],
  [/^met(re|er)s$/, ['m', 'mtr']],
  [/^minutes$/, ['min', 'mins', 'minut']],
  [/^hours$/, ['hr', 'hrs', 'h', 'hour']],
  [/^seconds$/, ['sec', 'secs', 's']],
  [/^degrees$/, ['c', 'f', 'deg', 'degc', 'degf']],
  [/^pounds$/, ['gbp', 'lb', 'lbs']],
];

/** Number columns whose name ends in the unit a word says in full: "kilometres" → `mileage_km`. */
export function inUnit(index: SchemaIndex, text: string): ColumnEntry[] {
  const short = UNIT_ABBREVIATIONS.find(([said]) => said.test(text))?.[1];
  if (!short) return [];
  // (A length of time kept as '12:05' holds minutes, seconds and hours alike.)
  const timed = /^(minutes|hours|seconds)$/.test(text);
  return index.tables.flatMap((tb) =>
    tb.columns.filter(
      (c) =>
        (timed && c.held?.as === 'seconds') ||
        (c.kind === 'number' && !c.isId && c.words.length > 1 && short.includes(c.words.at(-1)!)),
    ),
  );
}

/** Columns holding how many of a thing there are, named by its word: `bed_count`, `num_beds`, `bay_qty`. */
function heldCounts(index: SchemaIndex, key: string): ColumnEntry[] {
  // (A quantity of things no table holds: `bay_qty` for "bays", not `order_quantity` for "orders", items per order.)
  const rows = index.tables.some((tb) => tb.words.includes(key));
  const counts = rows
    ? /^(count|cnt|num|number|no|total)$/
    : /^(count|cnt|num|number|no|total|qty|quantiti)$/;
  const holds = (w: string[]) =>
    (w.length === 2 && w[0] === key && counts.test(w[1]!)) ||
    (w.length >= 2 && counts.test(w[0]!) && w.at(-1) === key && w.slice(1, -1).every((x) => x === 'of'));
  return index.tables.flatMap((tb) =>
    // (Not a reference to another table's rows: `ticket_sale_line.sale_no` is which sale, not how many.)
    tb.columns.filter((c) => addsUp(index, c) && (holds(c.words) || holds(c.shortWords))),
  );
}

const KEY_WORDS = ['id', 'number', 'code', 'no', 'num'];

/** More distinct values than this and a column holds names (of tracks, people), not a few categories. */
const NAMES = 100;

/** Aggregate words as column names shorten them (`min_salary`, `max_speed`, `avg_rating`). */
const SHORT_AGGREGATES: Record<string, string> = { minimum: 'min', maximum: 'max', averag: 'avg' };

/** Words that rank when alone ("the first asset") rather than name part of a column (`first_name`). */
const ORDINALS = new Set(['first', 'last', 'second', 'third', 'next', 'previous']);

const NOISE = new Set([
  'f',
  'c',
  'mph',
  'inch',
  'mile',
  'km',
  'm',
  'cm',
  'mm',
  'kg',
  'ml',
  'usd',
  'gbp',
  'eur',
  'pct',
  'in',
  'of',
  'the',
]);

/**
 * "the problems reported by …" over `date_problem_reported`, "the products priced above …" over `product_price`: rows
 * named and a verb saying what happened to them, not the date it did (which only its whole name, or "when", asks for)
 * nor their own column the verb names (read with the comparison after it). Worked out once per span: the test of
 * each column, or undefined when the span is no such pair of words.
 */
function rowsHappened(spelt: string[]): ((c: ColumnEntry, t: TableEntry) => boolean) | undefined {
  if (spelt.length !== 2 || !spelt[0]!.endsWith('s') || !isParticiple(spelt[1]!)) return undefined;
  const rows = stem(spelt[0]!);
  return (c, t) => c.kind === 'date' || t.words.includes(rows);
}

/**
 * Columns named by a span: whole name, name without its table's words, without units, or a run of its words. The
 * best tier that matches, and the looser matches below it.
 */
function matchColumns(
  index: SchemaIndex,
  key: string,
  words: number,
  partialWord: boolean,
  /** The span's words run together ("post code" → "postcode"), for names that write them as one. */
  compounds: string[] = [],
  /** "RAM" for `RAM_MiB`: an acronym in capitals names a column as one of its words, though it is short. */
  acronym = false,
  /** The span's words as written. */
  spelt: string[] = [],
  /** Whether the question names the column's table; whether the span's words may name it in another order. */
  {
    ownTable = () => false,
    reorder = true,
  }: { ownTable?: (c: ColumnEntry) => boolean; reorder?: boolean } = {},
): [columns: ColumnEntry[], weaker: ColumnEntry[], whole: boolean] {
  const tiers: ColumnEntry[][] = [[], [], []];
  const happened = rowsHappened(spelt);
  // "number of employees" → num_employees, "length in feet" → length_feet: filler inside a span is not needed.
  const keyWords = key.split(' ');
  const sortedKey = [...keyWords].sort().join(' ');
  const inner = !NOISE.has(keyWords[0]!) && !NOISE.has(keyWords.at(-1)!);
  // "total number of horses" → Total_Horses: "number of" inside a span is filler too.
  const bare = inner
    ? keyWords
        .filter((w, k) => !NOISE.has(w) && !(w === 'number' && k > 0 && keyWords[k + 1] === 'of'))
        .join(' ')
    : key;
  for (const t of index.tables) {
    const tableWords = t.words.join(' ');
    for (const c of t.columns) {
      const f = formsOf(c);
      const { meaningful, runTogether } = f;
      // "manufacturer code", "department number": the table's name before its key (or "name" before its label).
      // (Not before other columns: "storm name" keeps naming the storm table.)
      const qualified =
        words >= 2 &&
        ((c.isId &&
          (`${tableWords} ${f.shortKey}` === key ||
            (c === t.key && KEY_WORDS.some((k) => `${tableWords} ${k}` === key)))) ||
          // "the city name" of a table whose label is `City`, not called a name.
          (c === t.label && !c.words.includes('name') && `${tableWords} name` === key));
      const parts = partsOf(spelt, f.parts);
      const inParts = parts === 'shortened' ? ownTable(c) : parts;
      // (A date named whole stays named: "sailings dated …" over `Sailing_Date`.)
      if (happened?.(c, t) && (c.kind !== 'date' || f.wordsKey !== key)) continue;
      if (f.wordsKey === key) tiers[0]!.push(c);
      else if (
        qualified ||
        f.shortKey === key ||
        f.meaningfulKey === key ||
        (words >= 3 && bare !== key && f.meaningfulKey === bare) ||
        // "years of experience" → `num_years_experience`: a count named by what it counts.
        (words >= 2 &&
          meaningful.length > 2 &&
          meaningful[0] === 'number' &&
          meaningful.slice(1).join(' ') === bare) ||
        // "the valid to dates" → `date_valid_to`, "first name" → `name_first`: every word of the name, said in
        // another order.
        // (Two words only when neither is a key's and no comma parts them: "ids, customer ids", "full names,
        // departments" list columns.)
        (reorder &&
          (words >= 3 || !keyWords.some((w) => KEY_WORDS.includes(w))) &&
          words >= 2 &&
          meaningful.length === words &&
          f.sortedKey === sortedKey) ||
        // "classroom" → `class_room`: one word the name writes in parts.
        (words === 1 && c.words.length >= 2 && compounds.some((k) => k.length >= 6 && k === runTogether)) ||
        inParts ||
        // "firstname" → `customer_first_name`: the same, after the table's word the name starts with.
        (words === 1 &&
          c.words.length >= 3 &&
          c.words[0] === t.words[0] &&
          compounds.some((k) => k.length >= 6 && `${f.firstPart}${k}` === runTogether))
      )
        tiers[1]!.push(c);
      else if (words >= 2 && f.padded.includes(` ${key} `)) tiers[2]!.push(c);
      else if (words >= 2 && compounds.some((k) => k.length >= 6 && runTogether.includes(k)))
        tiers[2]!.push(c);
      else if (
        partialWord &&
        // "ended" → grant_end_date: short words name dates; "fees" → term_fee: short words of money name amounts.
        (key.length > 3 ||
          (key.length === 3 &&
            (c.kind === 'date' ||
              acronym ||
              (c.kind === 'number' && /^(fee|tax|pay|tip|vat)$/.test(key))))) &&
        c.shortWords.includes(key) &&
        t.key !== c
      )
        tiers[2]!.push(c);
    }
  }
  if (tiers[0]!.length > 0) return [[...tiers[0]!, ...tiers[1]!], tiers[2]!, true];
  return tiers[1]!.length > 0 ? [tiers[1]!, tiers[2]!, true] : [tiers[2]!, [], false];
}

/**
 * "zip code" for `zip_postcode`: each word of the span is a word of the name in turn, or the end or start of a longer
 * one it is written inside (at least one word as it is). "total credits" for `tot_cred`: or each word as it is or
 * shortened ('shortened', which only a table the question names is read by).
 */
function partsOf(spelt: string[], parts: string[]): boolean | 'shortened' {
  if (spelt.length < 2 || parts.length !== spelt.length) return false;
  let exact = 0;
  let shortened = 0;
  for (const [k, part] of parts.entries()) {
    const word = k === parts.length - 1 ? spelt[k]!.replace(/s$/, '') : spelt[k]!;
    if (part === word || part === spelt[k]) exact++;
    // (Not an aggregate's word: "the maximum occupancy" ranks by `maxOccupancy`, see SHORT_AGGREGATES.)
    else if (
      part.length >= 3 &&
      word.length > part.length &&
      word.startsWith(part) &&
      !/^(maximum|minimum|average)$/.test(word)
    )
      shortened++;
    else if (word.length < 4 || part.length < word.length + 3) return false;
    else if (!part.endsWith(word) && !part.startsWith(word)) return false;
  }
  if (shortened > 0 && exact + shortened === parts.length) return 'shortened';
  return exact > 0 && exact < parts.length && shortened === 0;
}

/** A column's name in the forms `matchColumns` compares spans with, worked out once per column, not per span. */
interface ColumnForms {
  /** Stems of the name without units and filler (`length_in_feet` → length feet). */
  meaningful: string[];
  meaningfulKey: string;
  /** ` length feet `: for a span found among the words. */
  padded: string;
  wordsKey: string;
  shortKey: string;
  /** The name in lower case with nothing between its words (`class_room` → classroom). */
  runTogether: string;
  /** The name's words as written (not stemmed), for spans that spell them in part. */
  parts: string[];
  /** The name's first part before an underscore (`customer_first_name` → customer). */
  firstPart: string;
  /** The meaningful stems in alphabetical order, for a span that says them in another order. */
  sortedKey: string;
}

const FORMS = new WeakMap<ColumnEntry, ColumnForms>();

function formsOf(c: ColumnEntry): ColumnForms {
  let forms = FORMS.get(c);
  if (forms) return forms;
  const meaningful = c.words.filter((w) => !NOISE.has(w));
  forms = {
    meaningful,
    meaningfulKey: meaningful.join(' '),
    padded: ` ${meaningful.join(' ')} `,
    wordsKey: c.words.join(' '),
    shortKey: c.shortWords.join(' '),
    runTogether: c.column.toLowerCase().replace(/[^a-z0-9]/g, ''),
    parts: nameWords(c.column),
    firstPart: c.column.toLowerCase().split('_')[0]!,
    sortedKey: [...meaningful].sort().join(' '),
  };
  FORMS.set(c, forms);
  return forms;
}

/** "assistant professors" for `AsstProf`: a value run together from one shortening of each word, in order. */
function abbreviated(index: SchemaIndex, span: Token[]): ValueEntry[] {
  const shortens = (part: string, word: string) =>
    part.length >= 3 && part[0] === word[0] && part.length < word.length && subsequence(part, word);
  return onlyValue(twoPartValues(index), (_, parts) => span.every((t, k) => shortens(parts[k]!, t.text)));
}

/** How many of a column's values hold each word, and end in it (keys in the value index's form); counted once. */
const VALUE_WORD_COUNTS = new WeakMap<ColumnEntry, { last: Map<string, number>; any: Map<string, number> }>();

function valueWordCounts(c: ColumnEntry): { last: Map<string, number>; any: Map<string, number> } {
  let found = VALUE_WORD_COUNTS.get(c);
  if (found) return found;
  found = { last: new Map(), any: new Map() };
  for (const value of c.profile.values) {
    const last = valueKey(value.split(/\s+/).at(-1)!);
    found.last.set(last, (found.last.get(last) ?? 0) + 1);
    for (const w of new Set(value.split(/[^\p{L}\p{N}']+/u).map(valueKey)))
      found.any.set(w, (found.any.get(w) ?? 0) + 1);
  }
  VALUE_WORD_COUNTS.set(c, found);
  return found;
}

/** Values run together from two capitalised words (`AsstProf`), with those words in lower case; found once per schema. */
const TWO_PART_VALUES = new WeakMap<SchemaIndex, ValueCandidate[]>();

function twoPartValues(index: SchemaIndex): ValueCandidate[] {
  let found = TWO_PART_VALUES.get(index);
  if (!found) {
    found = [];
    for (const entries of index.values.values()) {
      const parts = entries[0]!.value.trim().match(/^(\p{Lu}\p{Ll}+)(\p{Lu}\p{Ll}+)$/u);
      if (parts) found.push({ entries, parts: [parts[1]!.toLowerCase(), parts[2]!.toLowerCase()] });
    }
    TWO_PART_VALUES.set(index, found);
  }
  return found;
}

/**
 * "flights from LA" for `Los Angeles`: a value of capitalised words whose initials the token spells. (Among many
 * names, only a proper name: "US" is not the track "Universally Speaking", a phrase of English words.)
 */
function initials(index: SchemaIndex, letters: string): ValueEntry[] {
  const vectors = wordVectors();
  return onlyValue(allValues(index), (value, _, entries) => {
    const words = value.split(/\s+/);
    return (
      words.length === letters.length &&
      words.every((w, k) => w[0] === letters[k] && /^\p{Lu}\p{Ll}+$/u.test(w)) &&
      (entries.every((v) => v.column.profile.distinctCount <= NAMES) ||
        !words.every((w) => vectors.has(w.toLowerCase())))
    );
  });
}

interface ValueCandidate {
  entries: ValueEntry[];
  parts: string[];
}

function* allValues(index: SchemaIndex): Iterable<ValueCandidate> {
  for (const entries of index.values.values()) yield { entries, parts: [] };
}

/** The entries of the one value that fits; none when several do (two values spelt "LA" is no reading). */
function onlyValue(
  candidates: Iterable<ValueCandidate>,
  fits: (value: string, parts: string[], entries: ValueEntry[]) => boolean,
): ValueEntry[] {
  let found: ValueEntry[] = [];
  for (const { entries, parts } of candidates) {
    if (!fits(entries[0]!.value.trim(), parts, entries)) continue;
    if (found.length > 0) return [];
    found = entries;
  }
  return found;
}

/**
 * "foggy days", "successful and failure events", "the cardiologists", "paediatricians": an adjective or noun made from
 * a word that one column of a few values holds as it is ("Fog", "Fail", "Cardiology", "Paediatrics") names that value.
 */
function baseValue(index: SchemaIndex, word: string): ValueEntry[] {
  const bases = new Set([
    word.replace(/(.)\1y$/, '$1'),
    word.replace(/y$/, ''),
    word.replace(/ure$/, ''),
    word.replace(/ists?$/, 'y'),
    word.replace(/icians?$/, 'ics'),
  ]);
  for (const base of bases) {
    if (base === word || base.length < 3) continue;
    const entries = (index.values.get(stem(base)) ?? []).filter(
      (v) => v.value.trim().toLowerCase() === base && v.column.profile.distinctCount <= NAMES,
    );
    if (entries.length > 0) return entries;
  }
  return [];
}

/** The values of a few that are codes in capitals (`CANC`, `JNR`, `MLT`), by index. */
const CODES = new WeakMap<SchemaIndex, ValueCandidate[]>();

/**
 * "Which auction got cancelled?" over `status` 'CANC', "junior members" over 'JNR', "divers from Malta" over 'MLT': a
 * word no name or value matches, which one code in capitals of a column of few values shortens.
 */
function codedValue(index: SchemaIndex, word: string): ValueEntry[] {
  // ("the highest E. coli count" is no flow condition `HIGH`.)
  if (SUPERLATIVES[word]) return [];
  if (word.length < 4) return [];
  let codes = CODES.get(index);
  if (!codes) {
    codes = [...allValues(index)].filter(
      ({ entries }) =>
        /^[A-Z]{3,5}$/.test(entries[0]!.value.trim()) &&
        entries.every((v) => !v.partial && v.alias === undefined && v.column.profile.distinctCount <= NAMES),
    );
    CODES.set(index, codes);
  }
  // (Its first four letters or more, `CANC`; or all its consonants, `JNR`, `MLT` — not of a verb's form: "used" is
  // no `USD`.)
  const forms = [word, word.replace(/s$/, '')];
  const verbal = /(ed|ing)$/.test(word);
  // (Three capitals shorten a longer word: its first letters, `DET` "detached", `REJ` "rejected" (a verb's form so
  // only); or its consonants in order, `WDN` "withdrawn", `PVT` "privately", `FWD` "forwards", where the code is a
  // kind the rows have, not a key ("members" is no staff code `MBR`), and the word is no superlative ("longest" is
  // no `LGT`) and no short verb ("carry" is no port `CRY`).)
  // (Not a word of the schema's names, "research" for `RES` beside `Research_Staff`, nor one a name shortens,
  // "introduced" for `INT` beside `intro_dt`; not a word for the answer itself, "List the result in ascending order";
  // nor one that hints at a column, "expensive" for `EXP`; nor a code a name starts with, "reservations" for `RES`
  // beside a table `resv`.)
  const inName = (w: string) => w === stem(word) || (w.length >= 3 && shortens(w, word));
  const anyName = (fits: (w: string) => boolean) => {
    for (const w of nameStems(index)) if (fits(w)) return true;
    return false;
  };
  const named =
    /^(results?|records?|answers?|outputs?|entries|entry|rows?)$/.test(word) ||
    COLUMN_HINTS[stem(word)] !== undefined ||
    anyName(inName);
  // (Nor a place's code, which shortens its name, not a word: "houses" is no city `HOU`, "details" no `DET`.)
  const places = (entries: ValueEntry[]) =>
    entries.some((v) =>
      v.column.words.some((w) => /^(citi|countri|state|region|town|airport|port|station)$/.test(w)),
    );
  const inOrder = (code: string, f: string, entries: ValueEntry[]) =>
    f.length >= 6 && entries.every((v) => !v.column.isKey) && shortens(code, f);
  const three = (code: string, f: string, entries: ValueEntry[]) =>
    code.length === 3 &&
    f.length >= 5 &&
    !named &&
    !places(entries) &&
    !anyName((w) => w.startsWith(code)) &&
    (f.startsWith(code) || (!verbal && inOrder(code, f, entries)));
  // (Four letters or five in order, a verb's form too: `ARRS` "arrears", `RCVD` "received", `CNCL` "cancelled".)
  const longer = (code: string, f: string, entries: ValueEntry[]) =>
    code.length >= 4 && !named && !places(entries) && inOrder(code, f, entries);
  return onlyValue(codes, (value, _, entries) => {
    const code = value.toLowerCase();
    return forms.some(
      (f) =>
        (code.length >= 4 && f.startsWith(code)) ||
        (!verbal && skeleton(f) === code) ||
        longer(code, f, entries) ||
        three(code, f, entries),
    );
  });
}

/** Month names are dates, never a misspelt value ("before March 2023" is no `Marcus`). */
const MONTH_KEYS = new Set(MONTH_NAMES.map(stem));

function lookupValue(index: SchemaIndex, key: string, fuzzy: boolean): ValueEntry[] {
  const hit = index.values.get(key);
  if (hit) return hit;
  if (!fuzzy || key.length < 5 || MONTH_KEYS.has(key)) return [];
  const max = key.length >= 10 ? 2 : 1;
  let best: ValueEntry[] = [];
  let bestDistance = max + 1;
  for (const candidate of index.valueKeysByFirst.get(key[0]!) ?? []) {
    if (Math.abs(candidate.length - key.length) > max) continue;
    const d = damerauLevenshtein(candidate, key, max);
    if (d >= bestDistance) continue;
    // ("California" is no typo of "Californication", however near their stems are.)
    const entries = index.values.get(candidate) ?? [];
    if (Math.abs((entries[0]?.value.trim().length ?? 0) - key.length) > max + 2) continue;
    bestDistance = d;
    best = entries;
  }
  return best;
}
