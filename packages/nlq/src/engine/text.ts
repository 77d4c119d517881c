import { stemmer } from 'stemmer';

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
  twenty: 20,
  hundred: 100,
  thousand: 1000,
};

/** Irregular verb forms, so "taught" meets a `teaches` table and "took" a `takes` one. */
const IRREGULAR: Record<string, string> = {
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
};

/** Words whose stems should not merge with unrelated words ("customers" vs "custom"). */
export function stem(word: string): string {
  const w = IRREGULAR[word.toLowerCase()] ?? word.toLowerCase();
  if (w.length <= 2) return w;
  if (w.endsWith('ies') && w.length > 4) return stemmer(`${w.slice(0, -3)}y`);
  // "statuses" and "status", "buses" and "bus" share a stem.
  if (w.endsWith('uses') && w.length > 5) return stemmer(w.slice(0, -2));
  return stemmer(w);
}

/** Splits a question into tokens; quoted phrases stay one token, numbers keep their value. */
export function tokenize(question: string): Token[] {
  const tokens: Token[] = [];
  const re =
    /"([^"]+)"|'([^']+)'|“([^”]+)”|(\$?-?\d[\d,]*(?:\.\d+)?%?)|([\p{L}\p{N}][\p{L}\p{N}'’.-]*[\p{L}\p{N}]|[\p{L}\p{N}])/gu;
  let last = 0;
  for (const m of question.matchAll(re)) {
    const token = readToken(m);
    if (tokens.length > 0 && /[.?!;]\s/.test(`${question.slice(last, m.index)} `)) token.opensSentence = true;
    last = m.index + m[0].length;
    tokens.push(token);
  }
  return tokens;
}

function readToken(m: RegExpExecArray): Token {
  const quoted = m[1] ?? m[2] ?? m[3];
  if (quoted !== undefined)
    return { text: quoted.toLowerCase(), stem: quoted.toLowerCase(), raw: quoted, quoted: true };
  if (m[4] !== undefined) {
    const n = Number(m[4].replace(/[$,%]/g, ''));
    return { text: m[4].toLowerCase(), stem: String(n), raw: m[4], number: n };
  }
  const raw = (m[5] ?? '').replace(/[’']s$/i, '');
  const text = raw.toLowerCase();
  const token: Token = { text, stem: stem(text), raw };
  const n = NUMBER_WORDS[text];
  if (n !== undefined) token.number = n;
  return token;
}

const ABBREVIATIONS: Record<string, string[]> = {
  fname: ['first', 'name'],
  lname: ['last', 'name'],
  firstname: ['first', 'name'],
  lastname: ['last', 'name'],
  dob: ['date', 'of', 'birth'],
  num: ['number'],
  no: ['number'],
  qty: ['quantity'],
  amt: ['amount'],
  dept: ['department'],
  addr: ['address'],
  desc: ['description'],
  descr: ['description'],
  cnt: ['count'],
  avg: ['average'],
  yr: ['year'],
  lat: ['latitude'],
  stu: ['student'],
  emp: ['employee'],
  prof: ['professor'],
  crs: ['course'],
  pos: ['position'],
  hrs: ['hours'],
  enr: ['enrollment'],
  cred: ['credits'],
  mgr: ['manager'],
  loc: ['location'],
  pop: ['population'],
  temp: ['temperature'],
  id: ['id'],
};

/** Words of a table or column name: `StuID` → stu id, `first_name` → first name, `Fname` → first name. */
export function nameWords(name: string): string[] {
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/([A-Za-z])(\d)/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    // `LName` splits into "l name": a lone letter joined to the next word may be a known abbreviation.
    const joined = w.length === 1 ? ABBREVIATIONS[w + (words[i + 1] ?? '')] : undefined;
    if (joined) i++;
    out.push(...(joined ?? ABBREVIATIONS[w] ?? [w]));
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
