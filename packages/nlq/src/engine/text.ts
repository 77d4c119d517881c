import { stemmer } from 'stemmer';
import { SUPERLATIVES } from './vocabulary.ts';
import { wordVectors } from './word-vectors.ts';

export interface Token {
  /** Lower-cased surface form. */
  text: string;
  /** Stem used for matching names and values. */
  stem: string;
  /** Original spelling (values keep their case). */
  raw: string;
  /** Parsed number, when the token is one. */
  number?: number;
  /** The token was a quoted string in the question. */
  quoted?: boolean;
  /** The token starts a new sentence ("… in 2020. List their names."). */
  opensSentence?: boolean;
  /** A comma comes right before the token ("the id, name …"). */
  afterComma?: boolean;
  /** A calendar date ("1986-11-13", "September 7th, 1987"), as ISO `YYYY-MM-DD` (with ` hh:mm:ss` when given). */
  date?: string;
  /** A time of day ("10am", "6 pm", "18:00", "10 in the morning"), as `hh:mm:ss`. */
  time?: string;
  /** A number written as an ordinal ("2nd", "3rd"): `number` holds its value. */
  ordinal?: boolean;
  /** The word was read as the schema's abbreviation of it ("price" as `prc`): `stem` holds the abbreviation. */
  abbreviated?: boolean;
  /** The word was written with a possessive "'s", dropped from it ("Hannah Boyd's supervisor"). */
  possessive?: boolean;
  /** The number was written with a currency sign ("£100", "$2.5k"). */
  money?: boolean;
}

const NUMBER_WORDS: Record<string, number> = {
  once: 1,
  twice: 2,
  thrice: 3,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
  thousand: 1000,
  million: 1_000_000,
  billion: 1_000_000_000,
};

/** Words that multiply what comes before them ("two hundred", "10 million"). */
const MULTIPLIERS = /^(hundred|thousand|million|billion)$/;

/**
 * "two hundred", "ten million", "twenty-three", "10 million", "one hundred and fifty": number words (or a number
 * and a multiplier) read as the one number they spell.
 */
function compoundNumbers(tokens: Token[]): Token[] {
  const out: Token[] = [];
  const word = (t: Token | undefined) =>
    t !== undefined && t.number !== undefined && !t.ordinal && NUMBER_WORDS[t.text] !== undefined;
  for (let i = 0; i < tokens.length; i++) {
    const first = tokens[i]!;
    if (first.number === undefined || first.ordinal || /^(once|twice|thrice)$/.test(first.text)) {
      out.push(first);
      continue;
    }
    let total = 0;
    let current = first.number;
    let j = i + 1;
    for (;;) {
      const next = tokens[j];
      const prev = tokens[j - 1]!;
      // ("one hundred and fifty": "and" after a multiplier, before a smaller number word.)
      const and = next?.text === 'and' && MULTIPLIERS.test(prev.text) && word(tokens[j + 1]);
      const t = and ? tokens[j + 1] : next;
      if (!word(t) || t!.afterComma || /^(once|twice|thrice)$/.test(t!.text)) break;
      const v = t!.number!;
      if (t!.text === 'hundred') current *= 100;
      else if (MULTIPLIERS.test(t!.text)) {
        total += current * v;
        current = 0;
      } else if (
        (word(prev) && prev.number! >= 20 && prev.number! < 100 && prev.number! % 10 === 0 && v < 10) ||
        MULTIPLIERS.test(prev.text)
      )
        current += v;
      else break;
      j += and ? 2 : 1;
    }
    if (j === i + 1) {
      out.push(first);
      continue;
    }
    const n = total + current;
    const raw = tokens
      .slice(i, j)
      .map((t) => t.raw)
      .join(' ');
    out.push({ ...first, text: String(n), stem: String(n), raw, number: n });
    i = j - 1;
  }
  return out;
}

/**
 * Irregular verb forms, so "taught" meets a `teaches` table and "took" a `takes` one, and the irregular plural
 * of a word tables are named by, so "a child's name" meets a `children` table ("men" and "women" stay as they are,
 * the words codes M and W are read by).
 */
const IRREGULAR: Record<string, string> = {
  children: 'child',
  taught: 'teach',
  took: 'take',
  taken: 'take',
  wrote: 'write',
  written: 'write',
  won: 'win',
  bought: 'buy',
  sold: 'sell',
  made: 'make',
  held: 'hold',
  led: 'lead',
  ran: 'run',
  sang: 'sing',
  sung: 'sing',
  flew: 'fly',
  flown: 'fly',
  gave: 'give',
  given: 'give',
  paid: 'pay',
  built: 'build',
  drove: 'drive',
  driven: 'drive',
  spent: 'spend',
  chose: 'choose',
  chosen: 'choose',
  met: 'meet',
  went: 'go',
  gone: 'go',
  saw: 'see',
  seen: 'see',
  began: 'begin',
  begun: 'begin',
  left: 'leave',
  fed: 'feed',
  kept: 'keep',
  lent: 'lend',
  sent: 'send',
  rode: 'ride',
  ridden: 'ride',
  // (A noun read as its verb, as "arrival" and "arrive" already share a stem: "When do the flights depart?" over
  // `departure_date`.)
  departure: 'depart',
  departures: 'depart',
};

/** Stems worked out so far: the stemmer is the costliest step of reading a question's and a schema's words. */
const STEMS = new Map<string, string>();

/** Words whose stems should not merge with unrelated words ("customers" vs "custom"). */
export function stem(word: string): string {
  let stemmed = STEMS.get(word);
  if (stemmed === undefined) {
    // (A bound, not a cache policy: the words of questions and schemas repeat, a runaway input should not grow it.)
    if (STEMS.size >= 100_000) STEMS.clear();
    stemmed = stemWord(word);
    STEMS.set(word, stemmed);
  }
  return stemmed;
}

function stemWord(word: string): string {
  const w = IRREGULAR[word.toLowerCase()] ?? word.toLowerCase();
  if (w.length <= 2) return w;
  if (w.endsWith('ies') && w.length > 4) return stemmer(`${w.slice(0, -3)}y`);
  // ("journeymen" and `Journeyman`, "foremen": a compound of "man" in the plural; "men" and "women" stay.)
  if (/[a-z]{3}men$/.test(w) && !w.endsWith('women')) return stemmer(`${w.slice(0, -3)}man`);
  // "statuses" and "status", "campuses" and "campus" share a stem; "causes", "houses" and "clauses" are plurals of
  // words ending in "-use" (a vowel before it), which the stemmer reads as it is.
  if (w.endsWith('uses') && w.length > 5 && !/[aeiou]uses$/.test(w)) return stemmer(w.slice(0, -2));
  return stemmer(w);
}

/** Letters written right after a number that scale it ("1.5k", "£2m", "£3bn"). */
const SCALES: Record<string, number> = { k: 1000, m: 1_000_000, bn: 1_000_000_000 };

/** Splits a question into tokens; quoted phrases stay one token, numbers keep their value. */
export function tokenize(question: string): Token[] {
  const tokens: Token[] = [];
  let last = 0;
  for (const m of question.matchAll(TOKEN)) {
    const token = readToken(m);
    const gap = question.slice(last, m.index);
    // (Not after an abbreviation in mid-sentence: "a Ph.D. degree", but "… in the U.S. Show names.")
    const abbreviation =
      /^\p{L}+(\.\p{L}+)+$/u.test(tokens.at(-1)?.raw ?? '') && gap.startsWith('.') && !/^\p{Lu}/u.test(m[0]);
    if (tokens.length > 0 && /[.?!;]\s/.test(`${gap} `) && !abbreviation) token.opensSentence = true;
    // ("Lounges seating more than 150 — name and airport code", "Orders from 2025: buyer and value": a dash or a colon
    // opens what is asked for, as a sentence would; not a range of numbers, "2020 - 2021".)
    const range = tokens.at(-1)?.number !== undefined && /^\s*-\s*$/.test(gap) && /^\d/.test(m[0]);
    if (tokens.length > 0 && /^\s*[:—–]\s|^\s+-\s/.test(gap) && !range) token.opensSentence = true;
    if (tokens.length > 0 && gap.includes(',')) token.afterComma = true;
    if (token.number !== undefined && (/[£$€]$/.test(gap) || /^[£$€]/.test(token.raw))) token.money = true;
    last = m.index + m[0].length;
    // "the 2nd most expensive": the suffix of an ordinal is no word of its own.
    const prev = tokens.at(-1);
    // ("the wines' grapes": a plural's possessive, its apostrophe left after it.)
    if (prev && /^['’](\s|$)/.test(gap) && prev.text.endsWith('s')) prev.possessive = true;
    // "properties with 3+ bedrooms": a plus right after a number is "or more".
    if (prev?.number !== undefined && /^\+\s/.test(gap)) tokens.push(wordToken('or'), wordToken('more'));
    // ("£1.5k", "25k", "£2m": thousands, and with a currency sign millions and billions — "a 12m boat" is metres.)
    const scale = prev?.number !== undefined && gap === '' ? SCALES[token.text] : undefined;
    if (
      scale &&
      prev &&
      (scale === 1000 ||
        /[£$€]$/.test(question.slice(0, m.index - prev.raw.length)) ||
        prev.raw.startsWith('$'))
    ) {
      prev.number = Math.round(prev.number! * scale * 100) / 100;
      prev.text = String(prev.number);
      prev.stem = prev.text;
      prev.raw += token.raw;
      continue;
    }
    if (gap === '' && /^(st|nd|rd|th)$/.test(token.text) && prev && Number.isInteger(prev.number)) {
      prev.ordinal = true;
      prev.raw += token.raw;
      continue;
    }
    // "friendly-type competitions", "first-grade students": a hyphenated compound of plain words is its words.
    // ("Nottingham-based customers", the value "No-show": a capitalised first part too.)
    if (!token.quoted && /^([a-z]+|\p{Lu}\p{Ll}+)(?:-[a-z]+)+$/u.test(token.raw)) {
      const [first, ...rest] = token.raw.split('-').map(wordToken);
      tokens.push({ ...token, ...first! }, ...rest);
      continue;
    }
    tokens.push(token);
  }
  // Ways of saying things the rest of the engine reads in plainer words, in this order.
  const passes = [
    sharedYear,
    alphabetEnds,
    takePartAsParticipate,
    countsInWords,
    compoundNumbers,
    rangeAsBetween,
    monthsAsBetween,
    decadesAsBetween,
    onwardAsSince,
    oneTimeAsTimes,
    thenAsThan,
    pronounOne,
    aUnitAsOne,
    onceNoCount,
    bothFromNotOnly,
    superlativeOwner,
    countsAndTotals,
    multipleAsMoreThanOne,
    aSingleAsOne,
    waitingAsNot,
    timesOfDay,
    plainWords,
  ];
  return passes.reduce((said, pass) => pass(said), tokens);
}

/** "the couple of sitters who joined most recently", "more than a dozen orders", "half a dozen": the number said. */
function countsInWords(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const couple = t.text === 'couple' && tokens[i + 1]?.text === 'of';
    if (!couple && t.text !== 'dozen') {
      out.push(t);
      continue;
    }
    let n = couple ? 2 : 12;
    let raw = couple ? 'couple of' : t.raw;
    if (out.at(-1)?.text === 'a') raw = `${out.pop()!.raw} ${raw}`;
    if (!couple && out.at(-1)?.text === 'half') [n, raw] = [6, `${out.pop()!.raw} ${raw}`];
    out.push({ ...t, text: String(n), stem: String(n), raw, number: n });
    if (couple) i++;
  }
  return out;
}

/**
 * "between 1 April and 31 July 2024", "from April 1 to July 31, 2024": a day and month whose year is written only
 * with the date after it, in that year (or the one before, when it would fall after that date).
 */
function sharedYear(tokens: Token[]): Token[] {
  const day = (t: Token | undefined) =>
    t?.number !== undefined && Number.isInteger(t.number) && t.number >= 1 && t.number <= 31 ? t.number : 0;
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const [a, b, link, later] = [tokens[i]!, tokens[i + 1], tokens[i + 2], tokens[i + 3]];
    const d = day(a) || day(b);
    const mo = day(a) ? monthOf(b) : monthOf(a);
    const year = Number(later?.date?.slice(0, 4));
    if (d > 0 && mo >= 0 && /^(and|to|until|till|through)$/.test(link?.text ?? '') && later?.date) {
      const date = new Date(Date.UTC(year, mo, d));
      if (date.getUTCMonth() === mo) {
        const iso = date.toISOString().slice(0, 10);
        const within = iso <= later.date.slice(0, 10) ? iso : `${year - 1}${iso.slice(4)}`;
        const { number: _, ...said } = a;
        out.push({ ...said, text: within, stem: within, raw: `${a.raw} ${b!.raw}`, date: within });
        i++;
        continue;
      }
    }
    out.push(a);
  }
  return out;
}

/**
 * "before 10am", "at 6 pm", "after 18:00", "before 10 in the morning": a time of day, one token holding it as
 * `hh:mm:ss` (no number, so nothing counts or compares it as one).
 */
function timesOfDay(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const hour = t.number !== undefined && Number.isInteger(t.number) && !t.date ? t.number : -1;
    const [next, after] = [tokens[i + 1], tokens[i + 3]];
    // ("10am" is one token: a number run into its half of the day.)
    const run = /^(\d{1,2})(am|pm)$/.exec(t.text);
    let h = -1;
    let used = 0;
    // ("before noon", "after midday")
    if (/^(noon|midday)$/.test(t.text)) [h, used] = [12, 1];
    else if (run) [h, used] = [(Number(run[1]) % 12) + (run[2] === 'pm' ? 12 : 0), 1];
    else if (hour >= 1 && hour <= 12 && /^(am|pm|a\.m\.|p\.m\.)$/.test(next?.text ?? ''))
      [h, used] = [(hour % 12) + (next!.text.startsWith('p') ? 12 : 0), 2];
    else if (
      hour >= 1 &&
      hour <= 12 &&
      next?.text === 'in' &&
      tokens[i + 2]?.text === 'the' &&
      /^(morning|afternoon|evening)$/.test(after?.text ?? '')
    )
      [h, used] = [(hour % 12) + (after!.text === 'morning' ? 0 : 12), 4];
    // ("18:00": the minutes are a token of two digits of their own.)
    const minutes = hour >= 0 && hour <= 23 && /^[0-5]\d$/.test(next?.raw ?? '') ? Number(next!.raw) : -1;
    if (h < 0 && minutes >= 0) [h, used] = [hour, 2];
    // ("5:30pm", "9:15 am": the half of the day after the minutes.)
    const half = tokens[i + 2]?.text ?? '';
    if (minutes >= 0 && used === 2 && hour >= 1 && hour <= 12 && /^(am|pm|a\.m\.|p\.m\.)$/.test(half))
      [h, used] = [(hour % 12) + (half.startsWith('p') ? 12 : 0), 3];
    if (h < 0 || h > 23) {
      out.push(t);
      continue;
    }
    const time = `${String(h).padStart(2, '0')}:${String(Math.max(minutes, 0)).padStart(2, '0')}:00`;
    const raw = tokens
      .slice(i, i + used)
      .map((x) => x.raw)
      .join(' ');
    const { number: _, ...rest } = t;
    out.push({ ...rest, text: time, stem: time, raw, time });
    i += used - 1;
  }
  return out;
}

/** "more expensive then all wines", "older then 30": "then" misspelt for "than" after a comparative. */
function thenAsThan(tokens: Token[]): Token[] {
  const comparative = (t: Token | undefined) =>
    t !== undefined &&
    /^(more|less|fewer|greater|larger|higher|bigger|older|longer|taller|smaller|lower|younger|shorter)$/.test(
      t.text,
    );
  return tokens.map((t, i) =>
    t.text === 'then' && !t.afterComma && (comparative(tokens[i - 1]) || comparative(tokens[i - 2]))
      ? { ...t, text: 'than', stem: 'than' }
      : t,
  );
}

/** "won more than 1 time": how often, as "times" says it after other numbers (not a `time` column). */
function oneTimeAsTimes(tokens: Token[]): Token[] {
  return tokens.map((t, i) =>
    t.text === 'time' && tokens[i - 1]?.number === 1 ? { ...t, text: 'times', stem: stem('times') } : t,
  );
}

/** "List each patient once.": each shown once (see `eachOnce`), not the number 1. */
function onceNoCount(tokens: Token[]): Token[] {
  return tokens.map((t, i) => {
    if (!eachOnce(tokens, i)) return t;
    const { number: _, ...word } = t;
    return word;
  });
}

/**
 * "the one with the maximum price", "the one that had the most trips", "what each one costs": a pronoun for a row,
 * not the number 1.
 */
function pronounOne(tokens: Token[]): Token[] {
  return tokens.flatMap((t, i) => {
    if (t.text !== 'one') return [t];
    // ("what each one costs": "each" says it, "one" adds nothing.)
    if (/^(each|every)$/.test(tokens[i - 1]?.text ?? '')) return [];
    const pronoun =
      /^(the|that|this)$/.test(tokens[i - 1]?.text ?? '') &&
      /^(with|that|who|which|whose|having|where)$/.test(tokens[i + 1]?.text ?? '');
    if (!pronoun) return [t];
    const { number: _, ...word } = t;
    return [word];
  });
}

/** "walks longer than an hour", "taller than a metre": one of the unit, compared. */
function aUnitAsOne(tokens: Token[]): Token[] {
  return tokens.map((t, i) =>
    /^(a|an)$/.test(t.text) &&
    /^(than|over|under|above|below|least|most|exceeding)$/.test(tokens[i - 1]?.text ?? '') &&
    /^(second|minute|hour|day|week|metre|meter|kilometre|kilometer|mile|kilo|kilogram|gram|tonne|pound|dollar|euro)$/.test(
      tokens[i + 1]?.text ?? '',
    )
      ? { ...t, text: '1', stem: '1', raw: '1', number: 1 }
      : t,
  );
}

/** "staff assigned multiple jobs", "multiple job assignments": more than one. */
function multipleAsMoreThanOne(tokens: Token[]): Token[] {
  return tokens.flatMap((t, i) => {
    const plural = (k: number) => /^[a-z]{3,}s$/.test(tokens[k]?.text ?? '');
    if (
      t.text !== 'multiple' ||
      !(plural(i + 1) || (/^[a-z]{3,}$/.test(tokens[i + 1]?.text ?? '') && plural(i + 2)))
    )
      return [t];
    const word = (text: string): Token => ({ ...t, text, stem: text, raw: text });
    return [word('more'), word('than'), { ...word('1'), number: 1 }];
  });
}

/** "more than a single shop", "just a single class": one. */
function aSingleAsOne(tokens: Token[]): Token[] {
  // (Said after a bound: "more than", "at least", "exactly", "only", "just".)
  const single = (k: number) =>
    tokens[k]?.text === 'a' &&
    tokens[k + 1]?.text === 'single' &&
    /^(than|least|exactly|only|just)$/.test(tokens[k - 1]?.text ?? '');
  return tokens.flatMap((t, i) => {
    if (single(i)) return [];
    return single(i - 1) ? [{ ...t, text: '1', stem: '1', raw: '1', number: 1 }] : [t];
  });
}

/** "plantings still waiting to be harvested", "repairs yet to be fixed": not harvested, not fixed. */
function waitingAsNot(tokens: Token[]): Token[] {
  return tokens.flatMap((t, i) => {
    const waiting = (k: number) =>
      /^(waiting|yet)$/.test(tokens[k]?.text ?? '') &&
      tokens[k + 1]?.text === 'to' &&
      tokens[k + 2]?.text === 'be';
    if (t.text === 'still' && waiting(i + 1)) return [];
    if (waiting(i) && tokens[i + 3] !== undefined) return [{ ...t, text: 'not', stem: 'not', raw: 'not' }];
    if ((t.text === 'to' && waiting(i - 1)) || (t.text === 'be' && waiting(i - 2))) return [];
    return [t];
  });
}

/**
 * Whether token i is "first" or "last" closing the question or its sentence ("Which minister left office last?",
 * "… hired first? Give their names."): a ranking in time, not a count of rows.
 */
export function closingFirstOrLast(tokens: Token[], i: number): boolean {
  return /^(first|last)$/.test(tokens[i]?.text ?? '') && closesSentence(tokens, i);
}

/** "List each buyer name once.": each shown once, said at the end — not a count of one ("more than once"). */
export function eachOnce(tokens: Token[], i: number): boolean {
  return (
    tokens[i]?.text === 'once' &&
    closesSentence(tokens, i) &&
    !/^(least|most|than|exactly|only)$/.test(tokens[i - 1]?.text ?? '')
  );
}

/** Whether token i ends the question or its sentence. */
export function closesSentence(tokens: Token[], i: number): boolean {
  return i === tokens.length - 1 || tokens[i + 1]?.opensSentence === true;
}

/** Words said in the plainer words the rest of the engine reads. */
const SAID: Record<string, string[]> = {
  // "albums that lack tracks", "employees lacking a certificate": "have no" / "with no", a negation.
  lack: ['have', 'no'],
  lacks: ['has', 'no'],
  lacked: ['had', 'no'],
  lacking: ['with', 'no'],
  // "whose age isn't 20": "is not", read like it.
  "isn't": ['is', 'not'],
  'isn’t': ['is', 'not'],
  "aren't": ['are', 'not'],
  'aren’t': ['are', 'not'],
  "wasn't": ['was', 'not'],
  'wasn’t': ['was', 'not'],
  "weren't": ['were', 'not'],
  'weren’t': ['were', 'not'],
  // "Which rank is the rarest?"
  rarest: ['least', 'common'],
  commonest: ['most', 'common'],
};

/**
 * "albums that lack tracks", "genres with zero tracks" (with no tracks), "the rarest rank", "the product ordered most"
 * (most often): said in the words the rest of the engine reads.
 */
function plainWords(tokens: Token[]): Token[] {
  return tokens.flatMap((t, i) => {
    const zero =
      t.text === 'zero' &&
      /^(have|has|had|with)$/.test(tokens[i - 1]?.text ?? '') &&
      /^[a-z]{3,}s$/.test(tokens[i + 1]?.text ?? '');
    const prev = tokens[i - 1]?.text ?? '';
    const often =
      /^(most|least)$/.test(t.text) &&
      (/[a-z]{3}ed$/.test(prev) || IRREGULAR[prev] !== undefined) &&
      closesSentence(tokens, i);
    // ("two ore more students": a slip for "or" between a number and "more".)
    if (
      t.text === 'ore' &&
      tokens[i - 1]?.number !== undefined &&
      /^(more|less|fewer)$/.test(tokens[i + 1]?.text ?? '')
    )
      return [{ ...t, text: 'or', stem: 'or', raw: 'or' }];
    // ("the longest-serving driver", "the longest-standing member": the one who started first.)
    if (/^(serving|standing)$/.test(t.text) && prev === 'longest') return [];
    // ("How many lessons took place in each year?": the rows happened; nothing more is said.)
    const take = /^(took|take|takes|taking|taken)$/;
    if (t.text === 'place' && take.test(prev)) return [];
    if (take.test(t.text) && tokens[i + 1]?.text === 'place') return [];
    // ("more than 5 of our singers", "at least 2 of the instruments": as many singers; "of our" says nothing more.)
    // (Not "at least one of our branches", which says there is one.)
    const counted = (k: number) =>
      tokens[k]?.number !== undefined &&
      !tokens[k]!.date &&
      /^(than|least|most|exactly|over|under)$/.test(tokens[k - 1]?.text ?? '') &&
      !(tokens[k]!.number === 1 && tokens[k - 1]!.text === 'least');
    if (
      t.text === 'of' &&
      counted(i - 1) &&
      /^(our|the|their|its|your|my|these|those)$/.test(tokens[i + 1]?.text ?? '')
    )
      return [];
    if (/^(our|the|their|its|your|my|these|those)$/.test(t.text) && prev === 'of' && counted(i - 2))
      return [];
    // ("Which county do most of our customers come from?": most customers; "of our" says nothing more.)
    const most = (k: number) =>
      tokens[k]?.text === 'most' &&
      tokens[k - 1]?.text !== 'the' &&
      /^(our|the|their|your|my|these|those)$/.test(tokens[k + 2]?.text ?? '') &&
      /^[a-z]{3,}s$/.test(tokens[k + 3]?.text ?? '');
    if ((t.text === 'of' && most(i - 1)) || (prev === 'of' && most(i - 2))) return [];
    // ("priced above our average retail price": the average; "our" says nothing more.)
    if (
      /^(our|your)$/.test(t.text) &&
      /^(average|mean|median|overall|typical)$/.test(tokens[i + 1]?.text ?? '')
    )
      return [sayAs(t, 'the')];
    // ("whose age is anything other than twenty": is not.)
    if (t.text === 'anything' && tokens[i + 1]?.text === 'other' && tokens[i + 2]?.text === 'than')
      return [sayAs(t, 'not')];
    if (
      /^(other|than)$/.test(t.text) &&
      tokens.slice(Math.max(0, i - 2), i).some((x) => x.text === 'anything')
    )
      return [];
    // ("Add up the hours of projects …": their total; not "causes that add up to more than 60 minutes".)
    const addUp = (k: number) =>
      tokens[k]?.text === 'add' && tokens[k + 1]?.text === 'up' && tokens[k + 2]?.text !== 'to';
    if (addUp(i)) return [sayAs(t, 'total')];
    if (t.text === 'up' && addUp(i - 1)) return [];
    // ("Which gender makes up the majority of the staff?": is the most common among them.)
    const majority = (k: number) =>
      /^(make|makes|made)$/.test(tokens[k]?.text ?? '') &&
      tokens[k + 1]?.text === 'up' &&
      tokens[k + 2]?.text === 'the' &&
      tokens[k + 3]?.text === 'majority' &&
      tokens[k + 4]?.text === 'of';
    if (majority(i))
      return [
        sayAs(t, 'is'),
        ...['most', 'common', 'among'].map((text) => ({ text, stem: text, raw: text })),
      ];
    if ([1, 2, 3, 4].some((d) => majority(i - d))) return [];
    // ("the flight with number 99": the flight number 99.)
    if (
      t.text === 'with' &&
      /^[a-z]{3,}$/.test(prev) &&
      tokens[i + 1]?.text === 'number' &&
      tokens[i + 2]?.number !== undefined
    )
      return [];
    // ("leaving out void invoices": excluding them.)
    if (t.text === 'out' && /^(leaving|leave)$/.test(prev)) return [];
    if (/^(leaving|leave)$/.test(t.text) && tokens[i + 1]?.text === 'out') return [sayAs(t, 'excluding')];
    // ("Hom many albums …": a slip of the keyboard before "many" or "much".)
    if (/^(hom|hpw|hw|ho|hoe|hwo|hiw)$/.test(t.text) && /^(many|much)$/.test(tokens[i + 1]?.text ?? ''))
      return [sayAs(t, 'how')];
    // ("Which supplier has worked with us the longest?", "has been open the longest": since when, too.)
    const since =
      t.text === 'longest' &&
      prev === 'the' &&
      closesSentence(tokens, i) &&
      tokens
        .slice(Math.max(0, i - 6), i)
        .some(
          (x, k, near) =>
            /^(been|worked|served)$/.test(x.text) || (x.text === 'with' && near[k + 1]?.text === 'us'),
        );
    const served = since || (t.text === 'longest' && /^(serving|standing)$/.test(tokens[i + 1]?.text ?? ''));
    // (Still written "longest", for the ranking to take the date they started: see `servedSince`.)
    if (served) return [{ ...t, text: 'earliest', stem: 'earliest' }];
    const words = zero ? ['no'] : often ? [t.text, 'often'] : t.quoted ? undefined : SAID[t.text];
    if (!words) return [t];
    return words.map((text, k) =>
      k === 0 ? { ...t, text, stem: text, raw: text } : { text, stem: text, raw: text },
    );
  });
}

/** A word said in place of token `t` (where it stood, as plain text). */
function sayAs(t: Token, text: string, stemmed = text): Token {
  return { ...t, text, stem: stemmed, raw: text };
}

const COMPARED_AFTER =
  /^(larger|greater|bigger|smaller|more|less|fewer|above|below|over|under|exceeding|exceed|exceeds|at|higher|lower|between|equal)$/;

/**
 * "the department ids and salary totals", "aircraft names together with their flight counts": said as "total salary"
 * and "number of flight" — the plural of "total" or "count" after what it adds up or counts.
 */
function countsAndTotals(tokens: Token[]): Token[] {
  const out: Token[] = [];
  tokens.forEach((t, i) => {
    const prev = out.at(-1);
    const named = prev !== undefined && !prev.quoted && /^[a-z]{3,}$/.test(prev.text) && !t.opensSentence;
    const said = (word: string) => sayAs(prev!, word);
    // (Not "invoice totals larger than 20": totals kept in a column, compared row by row.)
    const compared = COMPARED_AFTER.test(tokens[i + 1]?.text ?? '');
    if (
      named &&
      t.text === 'totals' &&
      !compared &&
      !/^(the|their|its|and|of|running|grand|sub)$/.test(prev.text)
    ) {
      out.splice(-1, 1, said('total'), prev);
      return;
    }
    // (Not "Sum the access counts": counts kept in a column, added up.)
    const summed = tokens
      .slice(Math.max(0, i - 4), i)
      .some((x) => /^(sum|total|average|mean|add|highest|lowest|maximum|minimum)$/.test(x.text));
    if (
      named &&
      t.text === 'counts' &&
      !summed &&
      !/^(the|their|its|and|of|word|head|body)$/.test(prev.text)
    ) {
      out.splice(-1, 1, said('number'), said('of'), prev);
      return;
    }
    out.push(t);
  });
  return out;
}

/**
 * "the cheapest room's name and its base price", "the most expensive product's maker": said as "the name of the
 * cheapest room", "the maker of the most expensive product" — the superlative picks the rows whose column is asked.
 */
function superlativeOwner(tokens: Token[]): Token[] {
  const plain = (t: Token | undefined) => t !== undefined && !t.quoted && /^[a-z]+$/.test(t.text);
  let at = -1;
  let owner = -1;
  for (let i = 1; i < tokens.length && at < 0; i++) {
    if (tokens[i - 1]!.text !== 'the' || SUPERLATIVES[tokens[i]!.text] === undefined) continue;
    // ("the most expensive product's": "most" and the word it makes a superlative of.)
    const k = /^(most|least)$/.test(tokens[i]!.text) && !tokens[i + 1]?.possessive ? i + 2 : i + 1;
    if (plain(tokens[k]) && tokens[k]!.possessive) [at, owner] = [i, k];
  }
  if (at < 0) return tokens;
  let end = owner + 1;
  const stops = /^(or|who|whom|that|which|whose|with|in|of|for|from|by|on|at|is|are|was|were|than)$/;
  // ("the youngest employee's first and last name": "and" joins words of one name, not "and its base price".)
  const joins = (k: number) =>
    tokens[k]!.text !== 'and' ||
    (/^[a-z]+$/.test(tokens[k + 1]?.text ?? '') &&
      !/^(its|their|the|a|an|his|her)$/.test(tokens[k + 1]!.text));
  while (
    end < owner + 5 &&
    plain(tokens[end]) &&
    !tokens[end]!.opensSentence &&
    !tokens[end]!.afterComma &&
    !stops.test(tokens[end]!.text) &&
    joins(end)
  )
    end++;
  // (Not "the longest book's page count": a count said so is no column of the rows picked.)
  const said = tokens.slice(owner + 1, end);
  if (
    end === owner + 1 ||
    said.at(-1)!.text === 'and' ||
    said.some((t) => /^(count|number|total|average|sum)$/.test(t.text))
  )
    return tokens;
  const the = tokens[at - 1]!;
  const { opensSentence: _o, afterComma: _c, ...bare } = the;
  return [
    ...tokens.slice(0, at),
    ...tokens.slice(owner + 1, end),
    sayAs(bare, 'of'),
    bare,
    ...tokens.slice(at, owner),
    { ...tokens[owner]!, possessive: false },
    ...tokens.slice(end),
  ];
}

/** "sorted from A to Z", "names Z to A": alphabetical order, said with the alphabet's ends (descending from Z). */
function alphabetEnds(tokens: Token[]): Token[] {
  const at = tokens.findIndex(
    (t, i) =>
      /^(a|z)$/.test(t.text) &&
      tokens[i + 1]?.text === 'to' &&
      tokens[i + 2]?.text === (t.text === 'a' ? 'z' : 'a'),
  );
  if (at < 0) return tokens;
  const from = tokens[at - 1]?.text === 'from' ? at - 1 : at;
  const word = (text: string) => sayAs(tokens[from]!, text);
  const said =
    tokens[at]!.text === 'z' ? [word('alphabetically'), word('descending')] : [word('alphabetically')];
  return [...tokens.slice(0, from), ...said, ...tokens.slice(at + 3)];
}

/** "in the 600 to 700 range", "in the range of 600 to 700": said as "between 600 and 700". */
function rangeAsBetween(tokens: Token[]): Token[] {
  const num = (k: number) => tokens[k]?.number !== undefined;
  const text = (k: number) => tokens[k]?.text;
  // ("patients aged 25 to 35": right after "aged".)
  const aged = tokens.findIndex(
    (t, i) => t.text === 'aged' && num(i + 1) && text(i + 2) === 'to' && num(i + 3),
  );
  if (aged >= 0) {
    const word = (t: string) => sayAs(tokens[aged]!, t);
    return [
      ...tokens.slice(0, aged + 1),
      word('between'),
      tokens[aged + 1]!,
      word('and'),
      tokens[aged + 3]!,
      ...tokens.slice(aged + 4),
    ];
  }
  for (let i = 0; i + 4 < tokens.length; i++) {
    if (text(i) !== 'in' || text(i + 1) !== 'the') continue;
    // "in the N to M range" / "in the range (of) N to M"
    const from = text(i + 2) === 'range' ? (text(i + 3) === 'of' ? i + 4 : i + 3) : i + 2;
    if (!num(from) || text(from + 1) !== 'to' || !num(from + 2)) continue;
    const end = from === i + 2 ? (text(from + 3) === 'range' ? from + 4 : -1) : from + 3;
    if (end < 0) continue;
    const word = (t: string) => sayAs(tokens[i]!, t);
    return [
      ...tokens.slice(0, i),
      word('between'),
      tokens[from]!,
      word('and'),
      tokens[from + 2]!,
      ...tokens.slice(end),
    ];
  }
  return tokens;
}

/** The month (0 for January) a word of three letters or more names ("jun", "June"), or -1. */
function monthOf(t: Token | undefined): number {
  return t !== undefined && /^[a-z]{3,}$/.test(t.text)
    ? MONTH_NAMES.findIndex((m) => m.startsWith(t.text))
    : -1;
}

/**
 * "June to August 2024", "from June to August 2024", "in July or August 2024": two months of one year said as
 * "between June and August 2024" ("or" only of months next to each other, which leave none out between them).
 */
function monthsAsBetween(tokens: Token[]): Token[] {
  for (let i = 0; i + 3 < tokens.length; i++) {
    const [a, b] = [monthOf(tokens[i]), monthOf(tokens[i + 2])];
    const link = tokens[i + 1]!.text;
    const year = tokens[i + 3]!.number;
    if (a < 0 || b < 0 || year === undefined || !/^\d{4}$/.test(tokens[i + 3]!.raw)) continue;
    if (!(link === 'to' && b > a) && !(link === 'or' && b === a + 1)) continue;
    const from = tokens[i - 1]?.text === 'from' ? i - 1 : i;
    const word = (t: string) => sayAs(tokens[i + 1]!, t);
    return [...tokens.slice(0, from), word('between'), tokens[i]!, word('and'), ...tokens.slice(i + 2)];
  }
  return tokens;
}

/** "born in the 1990s", "during the 1800s": the decade (or the century) as a range of years. */
function decadesAsBetween(tokens: Token[]): Token[] {
  const at = tokens.findIndex(
    (t, i) =>
      Number.isInteger(t.number) &&
      t.number! >= 1000 &&
      t.number! < 3000 &&
      t.number! % 10 === 0 &&
      tokens[i + 1]?.text === 's',
  );
  if (at < 0) return tokens;
  const first = tokens[at]!.number!;
  const last = first + (first % 100 === 0 ? 99 : 9);
  let from = at;
  if (tokens[from - 1]?.text === 'the') from--;
  if (/^(in|during)$/.test(tokens[from - 1]?.text ?? '')) from--;
  const word = (t: string) => sayAs(tokens[from]!, t);
  return [
    ...tokens.slice(0, from),
    word('between'),
    tokens[at]!,
    word('and'),
    { ...tokens[at]!, text: String(last), stem: String(last), raw: String(last), number: last },
    ...tokens.slice(at + 2),
  ];
}

/** "students who take part in an activity", "took part in": the verb "participate" a table is more often named by. */
function takePartAsParticipate(tokens: Token[]): Token[] {
  const forms: Record<string, string> = {
    take: 'participate',
    takes: 'participates',
    took: 'participated',
    taking: 'participating',
    taken: 'participated',
  };
  const at = tokens.findIndex((t, i) => forms[t.text] !== undefined && tokens[i + 1]?.text === 'part');
  if (at < 0) return tokens;
  const text = forms[tokens[at]!.text]!;
  const word = sayAs(tokens[at]!, text, stem(text));
  return takePartAsParticipate([...tokens.slice(0, at), word, ...tokens.slice(at + 2)]);
}

/** "cinemas opened from 2011 onward", "orders from 2026-03-01 onwards": said as "since 2011", a bound included. */
function onwardAsSince(tokens: Token[]): Token[] {
  const at = tokens.findIndex(
    (t, i) =>
      t.text === 'from' &&
      (tokens[i + 1]?.number !== undefined || tokens[i + 1]?.date !== undefined) &&
      /^(onward|onwards)$/.test(tokens[i + 2]?.text ?? ''),
  );
  if (at < 0) return tokens;
  return [...tokens.slice(0, at), sayAs(tokens[at]!, 'since'), tokens[at + 1]!, ...tokens.slice(at + 3)];
}

/** "not only A but also B" says "both A and B": no negation in it. */
function bothFromNotOnly(tokens: Token[]): Token[] {
  const at = tokens.findIndex((t, i) => t.text === 'not' && tokens[i + 1]?.text === 'only');
  if (at < 0) return tokens;
  const both = { ...tokens[at]!, text: 'both', stem: 'both', raw: 'both' };
  return [...tokens.slice(0, at), both, ...tokens.slice(at + 2)];
}

export const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const DAY = '\\d{1,2}(?:st|nd|rd|th)?';
const SLASHED_DATE = /^\d{1,2}\/\d{1,2}\/\d{4}$/;
const ISO_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}:\d{2}(?::\d{2})?))?$/;
const TOKEN = new RegExp(
  [
    // (A single quote inside or right after a word is an apostrophe: "the scientists' names, their projects' names".)
    '"([^"]+)"|(?<![\\p{L}\\p{N}])\'([^\']+)\'(?![\\p{L}\\p{N}])|“([^”]+)”',
    // Dates: 1986-11-13 (with a time), September 7th, 1987, 7th September 1987, Oct 23, 2010, 08/30/2015.
    `(\\d{4}-\\d{1,2}-\\d{1,2}(?:[ T]\\d{1,2}:\\d{2}(?::\\d{2})?)?|\\d{1,2}/\\d{1,2}/\\d{4}|${MONTH}\\s+${DAY},?\\s+\\d{4}|${DAY}\\s+(?:of\\s+)?${MONTH},?\\s+\\d{4})(?![\\p{L}\\p{N}])`,
    // (A comma groups digits in threes, "1,000"; any other ends the number: "with id 10, return", "2010,2011".)
    '(\\$?-?(?:\\d{1,3}(?:,\\d{3})+|\\d+)(?:\\.\\d+)?%?)',
    "([\\p{L}\\p{N}][\\p{L}\\p{N}'’.-]*[\\p{L}\\p{N}]|[\\p{L}\\p{N}])",
    // Comparison signs ("salary > 80000").
    '(>=|<=|>|<)',
  ].join('|'),
  'giu',
);

/** ISO form of a date written in the question, or undefined when it is not a valid date. */
function isoDate(text: string): string | undefined {
  let y: number;
  let mo: number;
  let d: number;
  let time = '';
  const iso = ISO_DATE.exec(text);
  if (iso) {
    [y, mo, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
    if (iso[4]) {
      const [h, mi, s = '00'] = iso[4].split(':');
      time = ` ${h!.padStart(2, '0')}:${mi}:${s}`;
    }
  } else if (SLASHED_DATE.test(text)) {
    // "08/30/2015": month first, as written in the US; "30/08/2015" only where the first number is no month.
    const [a, b, year] = text.split('/').map(Number) as [number, number, number];
    [y, mo, d] = a > 12 ? [year, b, a] : [year, a, b];
  } else {
    const words = text.toLowerCase().match(/[a-z]+|\d+/g) ?? [];
    const month = words.find((w) => /^[a-z]/.test(w) && w !== 'of' && !/^(st|nd|rd|th)$/.test(w));
    const numbers = words.filter((w) => /^\d/.test(w)).map(Number);
    mo = MONTH_NAMES.findIndex((m) => month !== undefined && m.startsWith(month)) + 1;
    [d, y] = numbers.length === 2 ? [numbers[0]!, numbers[1]!] : [0, 0];
  }
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (mo < 1 || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return undefined;
  return `${date.toISOString().slice(0, 10)}${time}`;
}

function readToken(m: RegExpExecArray): Token {
  const quoted = m[1] ?? m[2] ?? m[3];
  if (quoted !== undefined) {
    const token: Token = {
      text: quoted.toLowerCase(),
      stem: quoted.toLowerCase(),
      raw: quoted,
      quoted: true,
    };
    const date = ISO_DATE.test(quoted.trim()) ? isoDate(quoted.trim()) : undefined;
    if (date) token.date = date;
    // ("advisor "1121"": a quoted number is still a number where no text value matches it.)
    if (/^\d+(\.\d+)?$/.test(quoted.trim())) token.number = Number(quoted);
    return token;
  }
  if (m[4] !== undefined) {
    const date = isoDate(m[4]);
    // Not a calendar date ("2020-13-45"): kept as it was written.
    return date
      ? { text: date, stem: date, raw: m[4], date }
      : { text: m[4].toLowerCase(), stem: m[4], raw: m[4] };
  }
  if (m[5] !== undefined) {
    const n = Number(m[5].replace(/[$,%]/g, ''));
    return { text: m[5].toLowerCase(), stem: String(n), raw: m[5], number: n };
  }
  if (m[7] !== undefined) return { text: m[7], stem: m[7], raw: m[7] };
  const word = m[6] ?? '';
  const bare = word.replace(/[’']s$/i, '');
  const token = wordToken(bare);
  if (bare !== word) token.possessive = true;
  return token;
}

function wordToken(raw: string): Token {
  const text = raw.toLowerCase();
  // "temperature in Mar": a capitalised month abbreviation means the month (as `Mar` columns do).
  const month = /^[A-Z][a-z]{2}$/.test(raw) ? MONTH_NAMES.find((x) => x.startsWith(text)) : undefined;
  const token: Token = { text, stem: stem(month ?? text), raw };
  const n = NUMBER_WORDS[text];
  if (n !== undefined) token.number = n;
  return token;
}

const ABBREVIATIONS: Record<string, string[]> = {
  fname: ['first', 'name'],
  lname: ['last', 'name'],
  firstname: ['first', 'name'],
  lastname: ['last', 'name'],
  fnm: ['first', 'name'],
  lnm: ['last', 'name'],
  dob: ['date', 'of', 'birth'],
  bdate: ['birth', 'date'],
  // Month columns (`Jan` … `Dec`) answer to the month's name.
  ...Object.fromEntries(MONTH_NAMES.map((m) => [m.slice(0, 3), [m]])),
  num: ['number'],
  no: ['number'],
  qty: ['quantity'],
  pax: ['passengers'],
  amt: ['amount'],
  dt: ['date'],
  dur: ['duration'],
  dist: ['distance'],
  kcal: ['calories'],
  recv: ['received'],
  deliv: ['delivery'],
  pts: ['points'],
  rgn: ['region'],
  mbr: ['member'],
  nm: ['name'],
  nme: ['name'],
  fst: ['first'],
  frst: ['first'],
  lst: ['last'],
  brth: ['birth'],
  actv: ['active'],
  ph: ['phone'],
  prc: ['price'],
  px: ['price'],
  cst: ['cost'],
  unt: ['unit'],
  oh: ['on', 'hand'],
  dys: ['days'],
  lvl: ['level'],
  len: ['length'],
  nam: ['name'],
  ttl: ['title'],
  cd: ['code'],
  dte: ['date'],
  dscr: ['description'],
  typ: ['type'],
  nbr: ['number'],
  sts: ['status'],
  stat: ['status'],
  flg: ['flag'],
  cntry: ['country'],
  cert: ['certified'],
  veg: ['vegetarian'],
  dept: ['department'],
  addr: ['address'],
  desc: ['description'],
  descr: ['description'],
  cnt: ['count'],
  avg: ['average'],
  yr: ['year'],
  mth: ['month'],
  mthly: ['monthly'],
  wkly: ['weekly'],
  qtrly: ['quarterly'],
  yrly: ['yearly'],
  lat: ['latitude'],
  long: ['longitude'],
  lng: ['longitude'],
  lon: ['longitude'],
  stu: ['student'],
  emp: ['employee'],
  prof: ['professor'],
  crs: ['course'],
  pos: ['position'],
  hrs: ['hours'],
  hrly: ['hourly'],
  ot: ['overtime'],
  enr: ['enrollment'],
  cred: ['credits'],
  mgr: ['manager'],
  loc: ['location'],
  pop: ['population'],
  temp: ['temperature'],
  wt: ['weight'],
  dpth: ['depth'],
  ht: ['height'],
  lang: ['language'],
  msg: ['message'],
  sci: ['scientific'],
  ingr: ['ingredient'],
  prep: ['preparation'],
  yrs: ['years'],
  mins: ['minutes'],
  secs: ['seconds'],
  pwd: ['password'],
  acct: ['account'],
  cust: ['customer'],
  prod: ['product'],
  mag: ['magnitude'],
  elev: ['elevation'],
  // Clinical shorthand: diagnosis, prescription, history, treatment.
  dx: ['diagnosis'],
  rx: ['prescription'],
  hx: ['history'],
  tx: ['treatment'],
  id: ['id'],
};

/**
 * Courtesy around a request, which says nothing about the data: a greeting first ("Hi there!"), thanks last ("Thanks
 * so much."), and hedges anywhere ("if it isn't too much trouble", "would it be possible to", "when you get a chance").
 */
const COURTESY: [RegExp, string][] = [
  [
    /^\s*(hi|hello|hey|dear \w+|good (morning|afternoon|evening))( there| team| all| everyone)?\s*[,!.]\s*/i,
    '',
  ],
  [
    /^\s*(sorry to (bother|trouble) you|apologies for the (bother|trouble)|i hope (you're|you are) (well|ok|okay))\s*[,!.—-]?\s*(but\s+)?/i,
    '',
  ],
  // (Thanks last, and a name signed after them: "Many thanks, Claire".)
  [
    /[.!?]\s*((many |thanks? )?(thanks|thank you)( (so|very) much| a lot| in advance| again)?|much appreciated|cheers|(kind |best )?regards)\s*([,!.]\s*\p{Lu}\p{Ll}+)?\s*[.!]*\s*$/iu,
    '?',
  ],
  [
    /,?\s*\bif (it('s| is) not|it isn't|that('s| is) not|that isn't) (too much )?(trouble|a bother|a problem)\b\s*,?/gi,
    ' ',
  ],
  [
    /,?\s*\bif (that('s| is)|it('s| is)) (possible|ok|okay|alright|all right)\b\s*,?|,?\s*\bif possible\b\s*,?/gi,
    ' ',
  ],
  [
    /,?\s*\bif you (don't|do not) mind\b\s*,?|,?\s*\bwhen you (have|get) a (moment|chance|minute|second)\b\s*,?/gi,
    ' ',
  ],
  [
    /\b(would|will) it be (at all )?possible to\b|\bis it possible to\b|\bwould you be (able|so kind as) to\b|\b(please )?be so kind as to\b/gi,
    '',
  ],
  // ("Would it be possible to see the total …": shown.)
  [/^\s*(please\s+)?see\s+(?=the\b)/i, 'show '],
  [/\b(would|could) you possibly\b/gi, 'could you'],
  [/^\s*if you have (a|the) (moment|minute|second|chance)\s*,?\s*/i, ''],
  [/^\s*(might|may|could|can) i (possibly |just )?ask( you)?( to)?\s+/i, ''],
  [/^\s*i (was|am|'m) (hoping|wondering)( that| if| whether)? you (might|could|would)( be able to)?\s+/i, ''],
  [
    /^\s*i('d| would) (really |very much )?(appreciate|love|like) (it if you could\s+|knowing\s+|to know\s+)/i,
    '',
  ],
  [/^\s*it would be (very |really |most )?(helpful|useful|great) to (know|see|find out)\s+/i, ''],
  [/^\s*would you mind\s+(telling me|checking|finding out|listing|showing me)\s+/i, ''],
  [/^\s*do you happen to know\s+/i, ''],
  // ("Tell me where the club is located.", "Do you know how many …": the question asked indirectly.)
  [
    /^\s*(please\s+)?((can|could|would|will) you\s+(please\s+)?)?(tell me|let me know|find out|do you know|i('d| would) like to know|i want to know|i need to know|i wonder)\s+(?=(who|whom|whose|what|which|when|where|why|how)\b)/i,
    '',
  ],
  [/\bi('d| would) be (very |most |really )?grateful if you could\b|\bby any chance\b|\bkindly\b/gi, ''],
  // ("… could find out which …", "I would like to find out, please, how many …": the question, asked indirectly.)
  [
    /\b(i('d| would) like to )?find out,?\s+(please,?\s+)?(?=(who|whom|whose|what|which|when|where|why|how)\b)/gi,
    '',
  ],
];

/**
 * "What did the hire fees come to altogether?", "For each boat type, how much do the fees add up to?": the total of those rows, said
 * as the question every reader knows ("What is the total of the hire fees?"). Only a whole question: "hires that came
 * to more than £70" is a condition.
 */
const TOTAL_ASKED =
  /^([^,]*,\s*)?(?:what|how much) (?:did|do|does|will|would) (.+?) (?:come|add up) to(?: (?:altogether|in all|in total|all told|overall|between them))?\s*([?.!]?)$/i;

/** The question in plain words where it says a total otherwise (see TOTAL_ASKED). */
export function plainWording(question: string): string {
  const m = TOTAL_ASKED.exec(question);
  return m ? `${m[1] ?? ''}${m[1] ? 'what' : 'What'} is the total of ${m[2]}${m[3] || '?'}` : question;
}

/** The question without its courtesies (see COURTESY); unchanged when nothing but courtesy would be left. */
export function withoutCourtesy(question: string): string {
  let out = question;
  for (const [phrase, by] of COURTESY) out = out.replace(phrase, by);
  out = respaced(out);
  return /[a-z0-9]/i.test(out) ? out : question;
}

/** Text with words taken out of it spaced again: one space between words, none before punctuation. */
export function respaced(text: string): string {
  return text
    .replace(/\s{2,}/g, ' ')
    .replace(/\s+([,.?!])/g, '$1')
    .trim();
}

/**
 * Schema words in Spanish and German, in English: a company's own language in its table and column names
 * (`clientes.apellido`, `kunde.nachname`) answers to questions in English. Words that are English too (`total`,
 * `color`, `name`, `status`), or an English abbreviation (`dia`, `fin`), are left out.
 */
const FOREIGN: Record<string, string[]> = Object.fromEntries(
  // Spanish
  (
    'cliente:customer nombre:name apellido:last,name ciudad:city estado:state telefono:phone correo:email ' +
    'fecha:date registro:registration tipo:type proveedor:supplier contacto:contact dias:days credito:credit ' +
    'producto:product categoria:category marca:brand precio:price unitario:unit costo:cost coste:cost ' +
    'existencias:stock minimo:minimum maximo:maximum unidad:unit activo:active empleado:employee puesto:job,title ' +
    'sucursal:branch ingreso:hire salario:salary sueldo:salary mensual:monthly venta:sale hora:time metodo:method ' +
    'pago:payment factura:invoice detalle:line cantidad:quantity pedido:order direccion:address pais:country ' +
    'empresa:company departamento:department edad:age sexo:sex genero:gender descripcion:description ' +
    'importe:amount monto:amount saldo:balance cuenta:account servicio:service reserva:booking ' +
    'habitacion:room alumno:student profesor:teacher curso:course libro:book autor:author titulo:title ' +
    'anio:year ano:year mes:month semana:week numero:number codigo:code altura:height tamano:size ' +
    'almacen:warehouse tienda:store envio:shipment entrega:delivery compra:purchase usuario:user socio:member ' +
    'miembro:member evento:event lugar:place capacidad:capacity inicio:start estatus:status comentario:comment ' +
    'calificacion:rating descuento:discount impuesto:tax medico:doctor paciente:patient cita:appointment ' +
    'vehiculo:vehicle modelo:model razon_social:company,name ' +
    // German
    'kunde:customer fahrzeug:vehicle auftrag:order mitarbeiter:employee ersatzteil:part teil:part ' +
    'nachname:last,name vorname:first,name ort:town stadt:city kennzeichen:registration marke:make ' +
    'baujahr:year,built datum:date betrag:amount arbeitsstunden:hours stunden:hours preis:price menge:quantity ' +
    'anzahl:number bezeichnung:description strasse:street plz:postcode telefon:phone geburtsdatum:birth,date ' +
    'gehalt:salary lohn:wage rechnung:invoice bestellung:order artikel:item bestand:stock lieferant:supplier ' +
    'kategorie:category abteilung:department stundensatz:hourly,rate kilometerstand:mileage beschreibung:description ' +
    'kosten:cost summe:total rabatt:discount eingang:received ausgang:dispatched beginn:start ende:end'
  )
    .split(' ')
    .map((pair) => {
      const [word, english] = pair.split(':');
      return [word!, english!.split(',')];
    }),
);

/** A schema word in Spanish or German (see FOREIGN), singular or plural (`clientes`, `kunden`, `fahrzeuge`). */
function foreignWords(w: string): string[] | undefined {
  for (const form of [w, w.replace(/es$/, ''), w.replace(/(s|n|e)$/, ''), w.replace(/en$/, '')])
    if (Object.hasOwn(FOREIGN, form)) return FOREIGN[form];
  return undefined;
}

/** Words written as one that the vectors lack but are English all the same: a `postcode` is no post. */
const COMPOUNDS = /^(postcode|barcode|passcode)$/;

/**
 * `yearid`, `dormid`, `stuid`, `HIREDATE`, `JOBCODE`: a word and "id" (date, name, time, code) written as one in lower
 * case, when the whole is no English word ("valid", "candidate", "nickname") and the part before is one (or a known
 * shortening).
 */
function keyRunTogether(w: string): string[] | undefined {
  const [, part, tail] = /^([a-z]{3,}?)(id|date|name|time|code)$/.exec(w) ?? [];
  if (!part || !tail) return undefined;
  const vectors = wordVectors();
  if (vectors.has(w) || COMPOUNDS.test(w)) return undefined;
  const words = ABBREVIATIONS[part] ?? (vectors.has(part) ? [part] : runTogether(part));
  return words && [...words, tail];
}

/** Words that open a run-together name though shorter than four letters (`isvegan`, `maxtrucks`). */
const SHORT_HEADS = /^(is|has|max|min|avg|num)$/;
/** Endings that are no word of their own (`handedness` is not "handed ness", `arborist` not "arbor ist"). */
const SUFFIXES =
  /^(ness|able|ible|ism|ist|er|ee|ing|ning|ers|ed|ly|ment|ity|ance|ence|ship|hood|less|ful|ous|ive|ion|ions|ate|ary|que)$/;

/**
 * `unitprice`, `isvegan`, `purchaseprice`, `leadstaff`: two English words written as one in lower case, when the
 * whole is no word the vectors know (nor its singular or plural: `playlists`, `headquarter`), the first has four
 * letters or more (or opens names often: is, has, max) and the second three or more and is no ending. The split
 * keeping the longer short part wins (`unitprice` is "unit price", not "unitp rice").
 */
export function runTogether(w: string): string[] | undefined {
  const vectors = wordVectors();
  // (A plural is one word: `statuses`, `categories` — not "stat uses".)
  const forms = [w, w.replace(/s$/, ''), w.replace(/es$/, ''), w.replace(/ies$/, 'y'), `${w}s`];
  if (w.length < 6 || COMPOUNDS.test(w) || forms.some((x) => vectors.has(x))) {
    return undefined;
  }
  let best: [string, string] | undefined;
  for (let i = 2; i <= w.length - 3; i++) {
    const head = w.slice(0, i);
    const tail = w.slice(i);
    if (!(head.length >= 4 || SHORT_HEADS.test(head)) || SUFFIXES.test(tail)) continue;
    if (!vectors.has(head) || !vectors.has(tail)) continue;
    if (!best || Math.min(head.length, tail.length) > Math.min(best[0].length, best[1].length))
      best = [head, tail];
  }
  return best;
}

/** The type prefixes of Hungarian notation (`strCity`, `intClientID`, `blnFreelance`, `dtmIssued`, `tblClient`). */
const TYPE_PREFIX = /^(str|int|bln|bool|cur|dtm|dbl|lng|txt|tbl|flt|dec|sng|chr|byt)(?=[A-Z])/;

/**
 * Words of a table or column name: `StuID` → stu id, `first_name` → first name, `Fname` → first name, `strCity` →
 * city.
 */
export function nameWords(name: string): string[] {
  const words = name
    .replace(TYPE_PREFIX, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/([A-Za-z])(\d)/g, '$1 $2')
    // (`teléfono`, `Straße`: letters with accents are read without them, not as breaks between words.)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    // (`razon_social`: two words of another language that name one thing.)
    const pair = Object.hasOwn(FOREIGN, `${w}_${words[i + 1]}`) ? FOREIGN[`${w}_${words[i + 1]}`] : undefined;
    if (pair) {
      out.push(...pair);
      i++;
      continue;
    }
    // `LName` splits into "l name": a lone letter joined to the next word may be a known abbreviation.
    const joined = w.length === 1 ? ABBREVIATIONS[w + (words[i + 1] ?? '')] : undefined;
    if (joined) i++;
    // `Dname`, `Pname`: a one-letter prefix before "name", as `pName` splits.
    const prefixed = /^[a-z]name$/.test(w) ? [w[0]!, 'name'] : (keyRunTogether(w) ?? runTogether(w));
    // (`lst_nm`, `lst_clv_dt`: "last"; but a table `lst` and its `lst_id` are the listings, a word of their own.)
    const ordinal = /^(fst|frst|lst)$/.test(w) && !/^(?!id$)[a-z]/.test(words[i + 1] ?? '');
    out.push(...(joined ?? (ordinal ? [w] : ABBREVIATIONS[w]) ?? foreignWords(w) ?? prefixed ?? [w]));
  }
  return out;
}

export function damerauLevenshtein(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const d: number[][] = [];
  for (let i = 0; i <= a.length; i++) d.push([i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 0; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let rowMin = Number.POSITIVE_INFINITY;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return max + 1;
  }
  return d[a.length]![b.length]!;
}

/** Normal form used for value matching: lower case, stems, single spaces. */
export function valueKey(text: string): string {
  return tokenize(text)
    .map((t) => t.stem)
    .join(' ');
}

/**
 * Whether a schema's name word shortens an English word: its first letters (`insp` for "inspection") or its letters
 * in order with the vowels dropped (`dlvry` "delivery", `pnl` "panel", `hvst` "harvest").
 */
export function shortens(short: string, word: string): boolean {
  if (short[0] !== word[0] || short.length >= word.length) return false;
  // (Two letters only for a short word's consonants, all of them: `rm` "room", `bk` "bike".)
  if (short.length === 2)
    return (
      word.length <= 5 &&
      skeleton(word)
        .replace(/(?<=.)y/g, '')
        .replace(/(.)\1/g, '$1') === short
    );
  if (word.startsWith(short)) return true;
  // (`rte` "route": the consonants, then the word's own final e.)
  if (short.endsWith('e') && word.endsWith('e')) return shortens(short.slice(0, -1), word.slice(0, -1));
  if (/[aeiou]/.test(short.slice(1))) return false;
  return subsequence(short, word);
}

/** Whether the letters of `part` appear in `word` in order ("rcvd" in "received"). */
export function subsequence(part: string, word: string): boolean {
  let k = 0;
  for (const ch of word) if (ch === part[k]) k++;
  return k === part.length;
}

/** A word's first letter and the consonants after it ("supplier" → "spplr", "room" → "rm"). */
export function skeleton(word: string): string {
  return word[0] + word.slice(1).replace(/[aeiou]/g, '');
}

/** Nouns for the business itself: "joined the club", "the tallest horse on the yard". */
const OURSELVES =
  /^(club|company|business|firm|shop|store|practice|studio|yard|team|centre|center|society|agency|charity|organisation|organization)$/;

/**
 * Words for the business asking, which name nothing in its data: "interpreters on our books", "no phone number on
 * record", "How many members does the club have?", "Who has joined the club since 2022?".
 */
export function speaksOfUs(words: string[], i: number, possessive = false): boolean {
  const w = words[i] ?? '';
  // ("Who are the club's wicketkeepers?": the business's own rows.)
  if (possessive && words[i - 1] === 'the' && OURSELVES.test(w)) return true;
  if (w === 'books') return words[i - 2] === 'on' && /^(our|the)$/.test(words[i - 1] ?? '');
  if (/^(record|file)$/.test(w))
    return words[i - 1] === 'on' && /^(give|show|list|and|with|please|)$/.test(words[i + 1] ?? '');
  if (words[i - 1] !== 'the') return false;
  return (
    (/^(does|do|did)$/.test(words[i - 2] ?? '') &&
      /^(have|has|had|employ|own|keep)$/.test(words[i + 1] ?? '')) ||
    (OURSELVES.test(w) && /^(on|at|in|to|joined|join|joins|left|leave|across)$/.test(words[i - 2] ?? ''))
  );
}
