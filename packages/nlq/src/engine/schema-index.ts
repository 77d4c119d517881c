import type { ColumnKind, ColumnProfile, TableProfile } from '../store/profile.ts';
import { countsRows, type Relationship } from '../store/relationships.ts';
import { nameWords, shortens, stem, valueKey } from './text.ts';
import { COUNTRIES, US_STATES } from './vocabulary.ts';

export interface SchemaSnapshot {
  tables: TableProfile[];
  relationships: Relationship[];
}

export interface ColumnEntry {
  table: string;
  column: string;
  kind: ColumnKind;
  /** Stems of the column name's words. */
  words: string[];
  /** Stems without the words it shares with its table's name (`student_name` in `student` → name). */
  shortWords: string[];
  profile: ColumnProfile;
  /** Unique and never null in the data (which a small table's measures can be by chance). */
  isKey: boolean;
  /** Identifies rows rather than measuring them: the table's key, or a column named as an id. */
  isId: boolean;
  /** A derived measure: this column minus that one (`active_to_date - active_from_date`, see `dateSpan`). */
  minus?: ColumnEntry;
  /** With `minus` of two dates: the seconds in the unit the span is shown in ("in minutes": 60), see `spanSeconds`. */
  unit?: number;
  /** Shown in another unit than kept, divided by this many of its own (`duration_minutes` "in hours": 60, 'hours'). */
  per?: { size: number; unit: string };
  /** A derived measure: this column times that one (a unit price times the quantity, for revenue). */
  times?: ColumnEntry;
  /** A date kept as a number, 20240401 for 1 April 2024 (`planted_yyyymmdd`, a warehouse's `date_key`). */
  dateCode?: true;
  /**
   * What a text column's values hold, read as such to compare, sort and add up: a number written with its currency,
   * percent sign or unit ('£12.50', '25%', '3.5 km'), a length of time in seconds ('4:12', '1:04:12'), or a date in
   * the format given ('%d/%m/%Y' for '01/04/2024').
   */
  held?: { as: 'number' } | { as: 'seconds' } | { as: 'date'; format: string };
  /** A part of a date column, to group by ("per year", "each month"). */
  part?: DatePart;
  /**
   * Read through another reference to its table than the one the query joins by: the away team's `TeamName`
   * through `Match.AwayTeamId`, beside the home team's (see `secondRoles`).
   */
  through?: ColumnEntry;
}

export type DatePart = 'year' | 'quarter' | 'month' | 'monthOfYear' | 'day' | 'weekday' | 'hour';

export interface TableEntry {
  name: string;
  words: string[];
  rowCount: number;
  columns: ColumnEntry[];
  key: ColumnEntry | undefined;
  /** The column that names a row (name, title…), for answers that list entities. */
  label: ColumnEntry | undefined;
  /** A column holding the key of another row of the same table: whom a row reports to (`reports_to`, `manager_id`). */
  selfReference?: ColumnEntry;
}

export interface ValueEntry {
  column: ColumnEntry;
  value: string;
  key: string;
  /** `value` is one word inside the column's values ("Kentucky" in "Louisville, Kentucky"), not a whole value. */
  partial?: true;
  /** Another name the value goes by, as it is written ("female" for `F`, "us" for `USA`). */
  alias?: string;
}

export interface SchemaIndex {
  tables: TableEntry[];
  /** Value index: normal form → the columns holding it. */
  values: Map<string, ValueEntry[]>;
  /** Distinct value keys by their first letter: a typo is looked for among keys that start alike. */
  valueKeysByFirst: Map<string, string[]>;
  /** Words inside text values of several words that no whole value matches, by their key. */
  valueWords: Map<string, ValueEntry[]>;
  relationships: Relationship[];
  /** Stems of the question being read, set for it by `preferNamedRoles`: the roles it names. */
  questionStems?: ReadonlySet<string>;
}

/**
 * Words of table names that say what kind of table it is (`veh_mst`, `cust_tbl`, `prd_lkp`, `ord_hdr`,
 * `ticket_sale_header`: the sales themselves, beside their lines).
 */
const TABLE_NOISE = new Set(['mst', 'mstr', 'tbl', 'lkp', 'dim', 'hdr', stem('header')]);
/**
 * Prefixes of a table's name saying it is one: `t_meter`, `tbl_client`, `dim_client`, `fact_hearing` (dropped first;
 * `TABLE_NOISE` then drops such words later in the name, `cust_tbl`).
 */
const TABLE_PREFIXES = new Set(['t', 'tb', 'tbl', 'dim', 'fact', 'fct', 'sat', 'link']);

/** The names of what things cost: a price, a cost, a fee. */
const MONEY_HINT = ['price', 'cost', 'fee'];

/** What tells how old a thing is: an age, a birth date or year, the year it was founded or established. */
const AGE_HINT = ['age', 'birth', 'found', 'establish'];

/** What tells how fast a thing went: the time it took, or its speed. */
const SPEED_HINT = ['time', 'durat', 'second', 'sec', 'minut', 'hour', 'speed'];

/** What tells how hot a thing is. */
const TEMPERATURE_HINT = ['temperatur', 'temp'];

/** Words in a question that point at a column without naming it ("older" → age). */
export const COLUMN_HINTS: Record<string, string[]> = {
  old: AGE_HINT,
  older: AGE_HINT,
  oldest: AGE_HINT,
  young: AGE_HINT,
  younger: AGE_HINT,
  youngest: AGE_HINT,
  expens: MONEY_HINT,
  cheap: MONEY_HINT,
  cheaper: MONEY_HINT,
  cheapest: MONEY_HINT,
  pricy: MONEY_HINT,
  costlier: MONEY_HINT,
  costliest: MONEY_HINT,
  dearer: MONEY_HINT,
  dearest: MONEY_HINT,
  pricey: MONEY_HINT,
  pricier: MONEY_HINT,
  priciest: MONEY_HINT,
  heavi: ['weight'],
  heavier: ['weight'],
  weigh: ['weight'],
  fastest: SPEED_HINT,
  quickest: SPEED_HINT,
  slowest: SPEED_HINT,
  heaviest: ['weight'],
  light: ['weight'],
  lighter: ['weight'],
  lightest: ['weight'],
  tall: ['height'],
  taller: ['height'],
  tallest: ['height'],
  highest: ['height', 'altitud', 'elev'],
  short: ['height', 'length', 'distanc', 'durat', 'hour', 'millisecond', 'minut'],
  shorter: ['height', 'length', 'distanc', 'durat', 'hour', 'millisecond', 'minut'],
  shortest: ['height', 'length', 'distanc', 'durat', 'hour', 'millisecond', 'minut'],
  cost: MONEY_HINT,
  far: ['distanc'],
  farthest: ['distanc'],
  furthest: ['distanc'],
  farther: ['distanc'],
  further: ['distanc'],
  nearer: ['distanc'],
  closer: ['distanc'],
  nearest: ['distanc'],
  closest: ['distanc'],
  earn: ['salari', 'wage', 'pay'],
  make: ['salari', 'wage'],
  paid: ['salari', 'wage', 'pay'],
  popul: ['popul'],
  resid: ['popul'],
  inhabit: ['popul'],
  born: ['birth'],
  birthdai: ['birth'],
  live: ['citi', 'address', 'countri'],
  where: ['locat', 'citi', 'address', 'countri'],
  when: ['date', 'year', 'time'],
  attende: ['attend'],
  deep: ['depth'],
  deeper: ['depth'],
  deepest: ['depth'],
  shallow: ['depth'],
  shallower: ['depth'],
  shallowest: ['depth'],
  wide: ['width'],
  wider: ['width'],
  widest: ['width'],
  narrower: ['width'],
  narrowest: ['width'],
  // ("the average track length", "song duration" over `Milliseconds`: how long, in whatever unit it is kept.)
  length: ['length', 'durat', 'millisecond', 'second', 'minut', 'hour'],
  durat: ['length', 'durat', 'millisecond', 'second', 'minut', 'hour'],
  long: ['length', 'durat', 'distanc', 'hour', 'millisecond', 'minut'],
  longer: ['length', 'durat', 'distanc', 'hour', 'millisecond', 'minut'],
  longest: ['length', 'durat', 'distanc', 'hour', 'millisecond', 'minut'],
  big: ['size', 'area', 'capac', 'amount'],
  biggest: ['size', 'area', 'capac', 'amount'],
  larg: ['size', 'area', 'capac', 'amount'],
  largest: ['size', 'area', 'capac', 'amount'],
  small: ['size', 'area', 'capac', 'amount'],
  smallest: ['size', 'area', 'capac', 'amount'],
  gender: ['sex'],
  sex: ['gender'],
  hotter: TEMPERATURE_HINT,
  hottest: TEMPERATURE_HINT,
  warmer: TEMPERATURE_HINT,
  warmest: TEMPERATURE_HINT,
  colder: TEMPERATURE_HINT,
  coldest: TEMPERATURE_HINT,
  cooler: TEMPERATURE_HINT,
  coolest: TEMPERATURE_HINT,
  accommod: ['occup', 'capac'],
  seat: ['capac', 'occup'],
  hold: ['capac'],
  carri: ['capac'],
  // ("the five most valuable items" over `estimated_value`.)
  valuabl: ['valu', 'worth'],
  // ("toys worth more than the average toy" over `value`.)
  worth: ['valu', 'worth'],
};

const LABEL_WORDS = ['name', 'titl', 'label'];
/** Last words of a table's own readable code or reference: `plot_code`, `hive_cd`, `booking_ref`, `invoice_number`. */
const READABLE_CODES = new Set(['code', 'cd', 'ref', stem('reference'), 'number']);

/** Stems of text columns that tell rows apart without naming them: contact details, contents, notes, numbers, kinds. */
const NOT_LABELS =
  /^(statu|state|type|kind|categori|email|mail|phone|tel|telephon|mobil|fax|address|addr|line|street|url|web|websit|link|text|content|bodi|body|messag|note|comment|remark|descript|desc|detail|postcod|zip|code|cd|no|num|number|nbr|uuid|guid|hash|password|token|ip|path|file)$/;

/** Words a question uses for a coded value ("female students" → `sex = 'F'`), when a column holds both codes. */
const VALUE_ALIASES: { codes: [string, string]; words: [string[], string[]] }[] = [
  {
    codes: ['f', 'm'],
    words: [
      ['female', 'females', 'woman', 'women', 'girl', 'girls'],
      ['male', 'males', 'man', 'men', 'boy', 'boys'],
    ],
  },
  // A yes/no column read as BOOLEAN ("whose tryout decision is yes"; an unquoted "no" is a stop word).
  { codes: ['true', 'false'], words: [['yes'], ['no']] },
];

/** Names a country goes by, any of which a column may hold. */
const COUNTRY_NAMES = [
  ['usa', 'us', 'u.s.', 'u.s.a.', 'united states', 'united states of america', 'america'],
  ['uk', 'u.k.', 'united kingdom', 'great britain', 'britain'],
  ['uae', 'united arab emirates'],
  ['netherlands', 'the netherlands', 'holland'],
];

/** Words for the state a row is in, which a status column may hold as a code: `O`, `ACT`, `CMPL`, `CXL`. */
const STATUS_WORDS = (
  'open closed active inactive pending settled cancelled canceled approved rejected completed paid unpaid shipped ' +
  'delivered returned suspended terminated expired draft sent overdue failed passed withdrawn declined accepted ' +
  'confirmed refunded resolved scheduled finished lapsed renewed repudiated booked'
).split(' ');
/** States said in two or three words, which a code writes by their initials (`NS`, `OOS`) or first letters (`NOSH`). */
const STATUS_PHRASES = ['no show', 'checked in', 'checked out', 'out of service', 'in progress', 'on hold'];
/** Codes that shorten a status word by a letter it does not spell: `CXL` "cancelled". */
const STATUS_SHORTHAND: Record<string, string> = { cxl: 'cancelled', cnx: 'cancelled', cnl: 'cancelled' };

/**
 * "open claims", "currently active subscribers" over a status column of codes (`O`/`S`/`R`, `ACT`/`SUSP`): a word for a
 * state stands for the code that is its first letter, or shortens it (`CMPL` "completed", `PEND` "pending").
 */
function statusCodes(c: ColumnEntry): [string, string][] {
  if (!c.words.includes('statu') || c.profile.distinctCount > 12) return [];
  return c.profile.values.flatMap((v) => {
    const code = v.trim().toLowerCase();
    if (!/^[a-z]{1,5}$/.test(code) || STATUS_WORDS.includes(code)) return [];
    const words = STATUS_WORDS.filter((w) =>
      code.length === 1 ? w[0] === code : STATUS_SHORTHAND[code] === w || shortens(code, w),
    );
    const phrases = STATUS_PHRASES.filter((p) => {
      const parts = p.split(' ');
      return code === parts.map((w) => w[0]).join('') || code === parts.map((w) => w.slice(0, 2)).join('');
    });
    return [...words, ...phrases].map((w): [string, string] => [w, v]);
  });
}

/** Other names of a column's values: each name (in lower case) → the value it stands for. */
function valueAliases(c: ColumnEntry): [string, string][] {
  const byCode = new Map(c.profile.values.map((v) => [v.trim().toLowerCase(), v]));
  const coded = VALUE_ALIASES.flatMap(({ codes, words }) => {
    const held = codes.map((code) => byCode.get(code));
    if (held.some((v) => v === undefined)) return [];
    return codes.flatMap((_, i) => words[i]!.map((w): [string, string] => [w, held[i]!]));
  });
  // A country the column holds under one of its usual names ("USA") is asked for under the others ("the US").
  const countries = c.profile.values.flatMap((v) => {
    const names = COUNTRY_NAMES.find((group) => group.includes(v.trim().toLowerCase()));
    return (names ?? []).map((name): [string, string] => [name, v]);
  });
  // A column of US postal codes (most of its values, several of them; a third in a column named for states, which
  // may hold other countries' too): each state's name stands for its code.
  const states = c.profile.values.filter((v) => US_STATES[v.trim()] !== undefined);
  const share = c.words.some((w) => /^(state|provinc)/.test(w)) ? 0.3 : 0.8;
  // ("project Matter of Time" for 'A Matter of Time': a title of several words is named without its article.)
  const titles = c.profile.values.flatMap((v): [string, string][] => {
    const rest = /^(?:a|an|the)\s+(\S+\s+\S.*)$/i.exec(v.trim())?.[1];
    return rest ? [[rest, v]] : [];
  });
  const others = [...coded, ...countries, ...countryNames(c), ...titles, ...statusCodes(c)];
  if (states.length < 3 || states.length < share * c.profile.values.length) return others;
  return [...others, ...states.map((v): [string, string] => [US_STATES[v.trim()]!.toLowerCase(), v])];
}

const COUNTRY_BY = {
  two: new Map(COUNTRIES.map((k) => [k.codes[0], k])),
  three: new Map(COUNTRIES.map((k) => [k.codes[1], k])),
  name: new Map(COUNTRIES.map((k) => [k.name.toLowerCase(), k])),
};

/**
 * "divers from Germany", "German divers": a column of ISO country codes (most of its values, three or more; codes of
 * two letters only in a column named for countries) answers to the countries' names and their people's adjectives; a
 * column of country names, to the adjectives.
 */
function countryNames(c: ColumnEntry): [string, string][] {
  const values = c.profile.values.map((v) => v.trim());
  const named = c.words.some((w) => /^(countri|ctry|cntry|nation|nat$)/.test(w));
  const mostly = (held: string[]) => held.length >= 3 && held.length >= 0.8 * values.length;
  const threes = values.filter((v) => COUNTRY_BY.three.has(v));
  const twos = named ? values.filter((v) => COUNTRY_BY.two.has(v)) : [];
  const codes = mostly(threes) ? threes : mostly(twos) ? twos : [];
  const byCode = codes.flatMap((v) => {
    const k = COUNTRY_BY.three.get(v) ?? COUNTRY_BY.two.get(v)!;
    return [k.name.toLowerCase(), ...k.people].map((w): [string, string] => [w, v]);
  });
  const byName = values.flatMap((v) =>
    (COUNTRY_BY.name.get(v.toLowerCase())?.people ?? []).map((w): [string, string] => [w, v]),
  );
  return [...byCode, ...byName];
}

/** Words of four letters or more inside values of several words: "Kentucky" in "Louisville, Kentucky". */
function indexValueWords(tables: TableEntry[], values: Map<string, ValueEntry[]>): Map<string, ValueEntry[]> {
  const words = new Map<string, ValueEntry[]>();
  for (const c of tables.flatMap((t) => t.columns)) {
    if (c.kind !== 'text') continue;
    for (const value of c.profile.values) {
      const parts = value.split(/[^\p{L}\p{N}'-]+/u).filter((w) => w.length >= 4);
      if (parts.length < 1 || value.trim() === parts[0]) continue;
      for (const word of parts) {
        const key = valueKey(word);
        if (!key || values.has(key)) continue;
        const list = words.get(key) ?? [];
        if (!list.some((e) => e.column === c)) list.push({ column: c, value: word, key, partial: true });
        words.set(key, list);
      }
    }
  }
  return words;
}

function byFirstLetter(keys: Iterable<string>): Map<string, string[]> {
  const byFirst = new Map<string, string[]>();
  for (const k of keys) {
    const list = byFirst.get(k[0]!);
    if (list) list.push(k);
    else byFirst.set(k[0]!, [k]);
  }
  return byFirst;
}

/** Last words of a column naming an id other than "id": `snowfall_event_ref`, `lounge_identifier`. */
const ID_ENDINGS = new Set(['ref', stem('identifier')]);
/** First words saying a column is a primary or a foreign key: `pk_batch`, `fk_tank`. */
const KEY_PREFIXES = new Set(['pk', 'fk']);

/** Whole numbers that all read as dates written YYYYMMDD, 1900 to 2100. */
function datesAsNumbers(c: ColumnProfile): boolean {
  const date = (v: string | null) => {
    const m = /^(\d{4})(\d{2})(\d{2})$/.exec(v ?? '');
    return (
      m !== null &&
      +m[1]! >= 1900 &&
      +m[1]! <= 2100 &&
      +m[2]! >= 1 &&
      +m[2]! <= 12 &&
      +m[3]! >= 1 &&
      +m[3]! <= 31
    );
  };
  return c.distinctCount > 1 && date(c.min) && date(c.max) && c.samples.every(date);
}

/** Dates written day, month, year (or month first, where a second part passes 12): '01/04/2024', '1.4.2024'. */
const DATE_IN_TEXT = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})$/;

/**
 * Whole formats of dates kept as text, and how to read them: timestamps written ISO 8601 with a "T" between date and
 * time (with or without seconds or a closing Z), months as periods, dates as people write them.
 */
const FORMATS_IN_TEXT: [RegExp, string][] = [
  [/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/, '%Y-%m-%dT%H:%M:%S'],
  [/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/, '%Y-%m-%dT%H:%M:%SZ'],
  [/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, '%Y-%m-%dT%H:%M'],
  // ('2024-03', 'Mar-24', 'Mar 05, 2023'.)
  [/^\d{4}-(0[1-9]|1[0-2])$/, '%Y-%m'],
  [/^[A-Z][a-z]{2}-\d{2}$/, '%b-%y'],
  [/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/, '%b %d, %Y'],
];

/** The format of a text column whose every value is a date written with its day and month ('%d/%m/%Y', '%m/%d/%Y'). */
function datesInText(c: ColumnProfile): string | undefined {
  if (c.kind !== 'text' || c.distinctCount < 2 || c.values.length < c.distinctCount) return undefined;
  // ('2019-04-14T08:00:00', ISO 8601 with its "T", and '2024-03' or 'Mar 05, 2023': formats the import's readers
  // leave as text.)
  const whole = FORMATS_IN_TEXT.find(([pattern]) => c.values.every((v) => pattern.test(v.trim())));
  if (whole) return whole[1];
  const parts = c.values.map((v) => DATE_IN_TEXT.exec(v.trim()));
  if (parts.some((m) => !m || m[2] !== parts[0]![2])) return undefined;
  const sep = parts[0]![2]!;
  const monthFirst = parts.some((m) => Number(m![3]) > 12);
  if (monthFirst && parts.some((m) => Number(m![1]) > 12)) return undefined;
  return monthFirst ? `%m${sep}%d${sep}%Y` : `%d${sep}%m${sep}%Y`;
}

export function isYear(n: number): boolean {
  return Number.isInteger(n) && n >= 1800 && n <= 2200;
}

/** Names of a year that do not say "year": a league's `season`, a wine's `vintage`, a school's `cohort`. */
const YEAR_NAMES = new Set(['season', 'vintag', 'cohort']);

/**
 * Whether a column holds years: named for them (`release_year`, `yr`), or a `season` holding 2023 and 2024, though
 * its name does not say so.
 */
export function holdsYears(c: ColumnEntry): boolean {
  if (c.words.includes('year')) return true;
  const p = c.profile;
  return (
    p.kind === 'number' &&
    c.words.some((w) => YEAR_NAMES.has(w)) &&
    [p.min, p.max].every((n) => isYear(Number(n)))
  );
}

/** Lengths of time written as minutes and seconds, or hours, minutes and seconds: '4:12', '12:05', '1:04:12'. */
const DURATION_IN_TEXT = /^\d{1,3}:[0-5]\d(:[0-5]\d)?$/;
/** Words naming a length of time rather than a time of day (`run_time`, `duration`; not `start_time`). */
const DURATION_WORDS = /^(durat|length|run|lap|elaps)$/;

/** A text column of lengths of time ('4:12'): its profile as a number's, in seconds. */
function durationsInText(c: ColumnProfile): ColumnProfile | undefined {
  if (c.kind !== 'text' || c.distinctCount < 2 || c.values.length < c.distinctCount) return undefined;
  const words = nameWords(c.name).map(stem);
  if (!words.some((w) => DURATION_WORDS.test(w))) return undefined;
  if (!c.values.every((v) => DURATION_IN_TEXT.test(v.trim()))) return undefined;
  const seconds = c.values.map((v) =>
    v
      .trim()
      .split(':')
      .reduce((n, part) => n * 60 + Number(part), 0),
  );
  return { ...c, kind: 'number', min: String(Math.min(...seconds)), max: String(Math.max(...seconds)) };
}

/** A number written with one currency sign before it or one unit after it: '£1,250.00', '25%', '3.5 km'. */
const NUMBER_IN_TEXT = /^([£$€¥]?)\s?(-?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?)\s?(%|[a-z°]{1,5})?$/i;

/**
 * A text column whose every value is a number written with the same currency sign or unit (`price` '£12.50',
 * `discount_pct` '25%'): its profile as a number's, with the smallest and largest number.
 */
function numbersInText(c: ColumnProfile): ColumnProfile | undefined {
  if (c.kind !== 'text' || c.distinctCount < 2 || c.values.length < c.distinctCount) return undefined;
  const marks = new Set<string>();
  const numbers = c.values.map((v) => {
    const m = NUMBER_IN_TEXT.exec(v.trim());
    marks.add(m ? `${m[1]}|${m[3]?.toLowerCase() ?? ''}` : '');
    return Number(m?.[2]?.replaceAll(',', ''));
  });
  if (marks.size !== 1 || marks.has('') || marks.has('|')) return undefined;
  return { ...c, kind: 'number', min: String(Math.min(...numbers)), max: String(Math.max(...numbers)) };
}

/** Suffixes naming a column's type that say nothing of what it holds (`customer_name_txt`, `distance_km_num`). */
const TYPE_SUFFIX = /_(txt|int|num|str|dbl|dec)$/i;

/**
 * A schema that names most columns' types last (`customer_name_txt`, `ordered_dte`, `signed_for_flg`): its columns'
 * names without the types that are no word of theirs (`distance_km_num` is the distance).
 */
function typeNamed(schema: SchemaSnapshot): (name: string) => string {
  const columns = schema.tables.flatMap((t) => t.columns);
  const typed = columns.filter((c) => /_(txt|int|num|str|dbl|dec|dte|flg)$/i.test(c.name));
  if (columns.length === 0 || typed.length * 2 < columns.length) return (name) => name;
  return (name) => name.replace(TYPE_SUFFIX, '');
}

export function buildSchemaIndex(schema: SchemaSnapshot): SchemaIndex {
  const untyped = typeNamed(schema);
  const tables: TableEntry[] = schema.tables.map((t) => {
    // (`stop_mst`, `cust_tbl`: a word saying what kind of table it is names none of its rows.)
    // (`t_meter`, `dim_client`, `fact_hearing`: nor does a prefix saying so.)
    const named = nameWords(t.name).map(stem);
    // (A data vault's `sat_station_details` holds the stations, named and described; its `hub_station` only their
    // keys — the bikes, where no satellite describes them — and `link_trip` the trips between them.)
    const own = named.slice(1).join(' ');
    const hub =
      named[0] === 'hub' &&
      !schema.tables.some((o) => `${nameWords(o.name).map(stem).join(' ')} `.startsWith(`sat ${own} `));
    const all = named.length > 1 && (TABLE_PREFIXES.has(named[0]!) || hub) ? named.slice(1) : named;
    if (named[0] === 'sat' && all.length > 1 && all.at(-1) === stem('details')) all.pop();
    const words = all.length > 1 && !TABLE_NOISE.has(all[0]!) ? all.filter((w) => !TABLE_NOISE.has(w)) : all;
    const columns: ColumnEntry[] = t.columns.map((c) => {
      const cw = nameWords(untyped(c.name)).map(stem);
      // (`ctr_prequalified` of `contractors`: a shortening of the table's name says whose it is, too.)
      const short = cw.filter(
        (w, i) => !words.includes(w) && !(i === 0 && cw.length > 1 && words.some((t) => shortens(w, t))),
      );
      const coded = c.kind === 'number' && datesAsNumbers(c);
      const timed = durationsInText(c);
      const counted = timed ?? numbersInText(c);
      const dated = datesInText(c);
      const held = timed
        ? { as: 'seconds' as const }
        : counted
          ? { as: 'number' as const }
          : dated
            ? { as: 'date' as const, format: dated }
            : undefined;
      return {
        table: t.name,
        column: c.name,
        kind: coded || dated ? 'date' : (counted ?? c).kind,
        ...(coded ? { dateCode: true as const } : {}),
        ...(held ? { held } : {}),
        words: cw,
        shortWords: short.length > 0 ? short : cw,
        profile: counted ?? c,
        isKey: t.rowCount > 0 && c.nullCount === 0 && c.distinctCount === t.rowCount,
        isId:
          cw.includes('id') || ID_ENDINGS.has(cw.at(-1) ?? '') || (cw.length > 1 && KEY_PREFIXES.has(cw[0]!)),
      };
    });
    // (`nombre` beside `apellido`: a plain name beside a last name is the first name, "first and last names".)
    const plain = columns.filter((c) => c.kind === 'text' && c.words.join(' ') === 'name');
    if (plain.length === 1 && columns.some((c) => c.words.join(' ') === 'last name')) {
      plain[0]!.words = ['first', 'name'];
      plain[0]!.shortWords = ['first', 'name'];
    }
    // A unique column named like a key, else the first column when unique (where keys usually stand), else any
    // unique column; a measure that happens to be unique (`budget`) only as a last resort.
    // (A count held in a column, `Num_of_stock`, `num_employees`, is never a key, however unique its values.)
    const unique = (c: ColumnEntry) =>
      c.isKey && !(/^(num|number|count)$/.test(c.words[0] ?? '') && c.words.length > 1);
    const key =
      columns.find((c) => c.isKey && c.words[0] === 'pk' && c.words.length > 1) ??
      columns.find((c) => c.isKey && c.words.at(-1) === 'id') ??
      columns.find((c) => c.isKey && /^(id|code|no|num|number|key)$/.test(c.words.at(-1) ?? '')) ??
      (columns[0] && unique(columns[0]) ? columns[0] : undefined) ??
      columns.find((c) => unique(c) && c.kind === 'number') ??
      columns.find(unique);
    if (key) key.isId = true;
    // (`entrepreneur.People_ID`, one per row, refers to `people`: the rows are people, named there.)
    const extension = schema.relationships.some(
      (r) => r.fromTable === t.name && columns.some((c) => c.column === r.fromColumn && c.isKey),
    );
    // (`plots.plot_code`, `hives.hive_cd`, `bookings.booking_ref`, `invoices.invoice_number` of text: the table's own
    // readable code or reference, one per row, beside a numeric key.)
    const readableCode = columns.find(
      (c) =>
        key?.kind !== 'text' &&
        c.kind === 'text' &&
        c.words.length > 1 &&
        READABLE_CODES.has(c.shortWords.join(' ')) &&
        c.profile.distinctCount >= t.rowCount - c.profile.nullCount,
    );
    // (`plots.site_name`, the same on many plots, names their site; the plots' own `plot_number` tells them apart.)
    const ownCode = readableCode?.profile.distinctCount === t.rowCount ? readableCode : undefined;
    const othersName = (c: ColumnEntry) =>
      c.words.length > 1 &&
      !c.words.some((w) => words.includes(w)) &&
      c.profile.distinctCount < t.rowCount / 2;
    const nameLike = columns.find((c) => c.kind === 'text' && LABEL_WORDS.includes(c.words.at(-1) ?? ''));
    // (`po_hdr.buyer_nm`, a few buyers over many orders keyed by `po_no` 'PO-20110': the orders' own code names them.)
    const code = ownCode ?? (key?.kind === 'text' ? key : undefined);
    const label =
      (nameLike && code && othersName(nameLike) && !isNamePart(nameLike) ? code : nameLike) ??
      columns.find((c) => c.kind === 'text' && c.words.some((w) => LABEL_WORDS.includes(w))) ??
      // `campuses.Campus`, `wine.Winery`? Only a text column named like its table names its rows.
      columns.find(
        (c) =>
          c.kind === 'text' &&
          // `campuses` stems to "campus", `Campus` to "campu": compare the table's words stemmed once more too.
          (c.words.join(' ') === words.join(' ') || c.words.join(' ') === words.map(stem).join(' ')),
      ) ??
      // `Customers.Customer_Details`: the table's own details describe its rows when nothing names them.
      columns.find((c) => c.kind === 'text' && c.words.length > 1 && c.shortWords.join(' ') === 'detail') ??
      // (`mach.mach_desc`: so does its own description, when it tells each row apart and no readable code does.)
      // (`item.descr` beside a `sku` key, `MATERIAL.MAT_DESC` beside `MAT_NO`: a stock number keys the rows, the
      // description says what each is; not beside a key named a code, `role_code`, the rows' readable name.)
      columns.find(
        (c) =>
          c.kind === 'text' &&
          (key?.kind !== 'text' || !/^(code|cd)$/.test(key.words.at(-1) ?? '')) &&
          (c.words.length > 1 || key?.kind === 'text') &&
          c.words.at(-1) === stem('description') &&
          c.words.slice(0, -1).every((w) => words.includes(w) || words.some((x) => shortens(w, x))) &&
          c.profile.distinctCount >= t.rowCount - c.profile.nullCount,
      ) ??
      // `Addresses.address_content`: the table's own content, holding a value per row.
      ownText(columns, words, t.rowCount) ??
      readableCode ??
      // (`towers.place`, `appliances.call_sign`: else the first text column, beside a numeric key, telling every row
      // apart — not a way to reach it, nor notes about it; not of rows extending another table's.)
      columns.find(
        (c) =>
          key !== undefined &&
          key.kind === 'number' &&
          !extension &&
          c.kind === 'text' &&
          !c.isId &&
          t.rowCount > 1 &&
          c.profile.nullCount === 0 &&
          c.profile.distinctCount === t.rowCount &&
          !c.words.some((w) => NOT_LABELS.test(w)),
      ) ??
      // (A charity shop's `items.description`, 'Paperback novel' on many rows: what else says what each row is.)
      columns.find(
        (c) => key?.kind !== 'text' && c.kind === 'text' && c.words.join(' ') === stem('description'),
      ) ??
      // (`sale_days.sale_date`: days are named by their date, one per row.)
      (words.includes(stem('day'))
        ? columns.find(
            (c) => c.kind === 'date' && c.profile.distinctCount === t.rowCount && c.profile.nullCount === 0,
          )
        : undefined);
    return { name: t.name, words, rowCount: t.rowCount, columns, key, label };
  });
  const values = new Map<string, ValueEntry[]>();
  for (const t of tables) {
    for (const c of t.columns) {
      for (const value of c.profile.values) {
        if (value.length > 60) continue;
        const key = valueKey(value);
        if (!key) continue;
        const list = values.get(key) ?? [];
        list.push({ column: c, value, key });
        values.set(key, list);
      }
      for (const [alias, value] of valueAliases(c)) {
        const key = valueKey(alias);
        if (values.get(key)?.some((e) => e.column === c)) continue;
        values.set(key, [...(values.get(key) ?? []), { column: c, value, key, alias }]);
      }
    }
  }
  // (A value held as it is wins over another's other name: "German" the language, not `DEU` the country.)
  for (const [key, entries] of values) {
    if (entries.some((e) => e.alias === undefined) && entries.some((e) => e.alias !== undefined))
      values.set(
        key,
        entries.filter((e) => e.alias === undefined),
      );
  }
  const relationships = preferNamed(
    [...schema.relationships, ...roleRelationships(tables, schema.relationships)],
    tables,
  );
  for (const t of tables) {
    const self = selfReference(t, relationships);
    if (self) t.selfReference = self;
  }
  return {
    tables,
    values,
    valueKeysByFirst: byFirstLetter(values.keys()),
    valueWords: indexValueWords(tables, values),
    relationships,
  };
}

/** Words of a column naming the person a person answers to; a parent is of any kind of row. */
const SUPERIOR =
  /^(report|reportsto|manag|manager|mgr|supervisor|supervis|sup|boss|superior|mentor|leader|captain)$/;
/**
 * Words of tables of people (stems); people named by their work too ("Who has carried out the most visits?" over
 * `tech`).
 */
const PEOPLE = new Set(
  (
    'customer client employee staff person people worker member user agent pilot doctor physician nurse professor ' +
    'student teacher instructor player author artist driver passenger guest patient buyer seller owner ' +
    'tech technician engineer mechanic tutor coach trainer volunteer singer musician skipper captain tuner roofer ' +
    'photographer warden inspector officer chef waiter courier cleaner guide vet dentist surgeon therapist referee ' +
    'candidate applicant resident tenant donor hiker diver bowler athlete runner rider swimmer host speaker actor ' +
    'writer editor reviewer researcher scientist operator dispatcher ranger keeper gardener tailor stylist contractor ' +
    'translator archaeologist manager supervisor salesperson representative rep consultant lawyer'
  )
    .split(' ')
    .map(stem),
);

/**
 * Words saying which part of a person's name a column holds, with "name": `first_name`, `member_given_name`,
 * `forenames` (read as "fore names").
 */
const PART_WORDS = {
  first: new Set(['first', stem('given'), 'fore']),
  last: new Set(['last', stem('family'), 'sur']),
};
/** Words that are a part of a name alone: `forename`, `SURNAME`. */
const PART_NAMES = { first: stem('forename'), last: stem('surname') };

/** A first or a last name column: `first_name`, `lst_nm`, `SURNAME`, `forename`, `member_family_name`. */
export function namePart(c: ColumnEntry, part: 'first' | 'last'): boolean {
  return (
    c.kind === 'text' &&
    ((c.words.includes('name') && c.words.some((w) => PART_WORDS[part].has(w))) ||
      c.words.includes(PART_NAMES[part]))
  );
}

/** Whose name a name part is, by the column's other words: "contact" for `Contact First Name`. */
export function nameOwner(c: ColumnEntry): string {
  const part = (w: string) =>
    w === 'name' ||
    PART_WORDS.first.has(w) ||
    PART_WORDS.last.has(w) ||
    w === PART_NAMES.first ||
    w === PART_NAMES.last;
  return c.words.filter((w) => !part(w)).join(' ');
}

export function isNamePart(c: ColumnEntry): boolean {
  return namePart(c, 'first') || namePart(c, 'last');
}

/** Whether a table's rows are people: by the last word of its name (not `Customer_Orders`), or by name columns. */
export function isPeople(t: TableEntry): boolean {
  return PEOPLE.has(t.words.at(-1) ?? '') || t.columns.some(namesPerson);
}

/** A column holding part of a person's name: `first_name`, `surname_fencer`, `forename`, `given_name`. */
function namesPerson(c: ColumnEntry): boolean {
  const named = c.words.includes('name');
  return c.words.some((w) => /^(first|last|surnam|forenam)$/.test(w) || (named && /^(give|famili)$/.test(w)));
}

/**
 * `employees.reports_to`, `Employee.ReportsTo`, `employees.manager_id`: a column named for whom a row answers to,
 * of the kind of its table's own key and up to its largest value, that refers to no other table — the one
 * self-reference.
 */
function selfReference(t: TableEntry, relationships: Relationship[]): ColumnEntry | undefined {
  const key = t.key;
  if (key?.kind !== 'number') return undefined;
  // (A department's `manager_id` is an employee's: only people answer to people.)
  const people = isPeople(t);
  const found = t.columns.filter((c) => {
    const superior = c.words.includes('parent') || (people && c.words.some((w) => SUPERIOR.test(w)));
    if (c === key || c.kind !== 'number' || !superior) return false;
    if (relationships.some((r) => r.fromTable === t.name && r.fromColumn === c.column)) return false;
    // (The top of the hierarchy may hold 0 for no one: only the largest value must be a key's.)
    const max = Number(c.profile.max);
    return c.profile.max !== null && max >= Number(key.profile.min) && max <= Number(key.profile.max);
  });
  return found.length === 1 ? found[0] : undefined;
}

/**
 * Two tables' bare `id` (`code`, `key`) columns matching by value say nothing: each is its own table's key, and
 * inferred links between two such keys join unrelated rows (a non-unique `teaches.ID` still points at
 * `instructor.ID`). Declared relationships always stay.
 */
function preferNamed(relationships: Relationship[], tables: TableEntry[]): Relationship[] {
  const bare = (table: string, column: string) => {
    const c = tables.find((t) => t.name === table)?.columns.find((x) => x.column === column);
    return c?.isKey === true && c.words.length === 1 && /^(id|code|key)$/.test(c.words[0]!);
  };
  return relationships.filter(
    (r) => r.source === 'declared' || !(bare(r.fromTable, r.fromColumn) && bare(r.toTable, r.toColumn)),
  );
}

function endsWith(words: string[], tail: string[]): boolean {
  return (
    tail.length > 0 &&
    words.length >= tail.length &&
    tail.every((w, i) => words[words.length - tail.length + i] === w)
  );
}

function within(inner: ColumnProfile, outer: ColumnProfile): boolean {
  if (inner.min === null || inner.max === null || outer.min === null || outer.max === null) return false;
  if (inner.kind === 'number') {
    return Number(inner.min) >= Number(outer.min) && Number(inner.max) <= Number(outer.max);
  }
  if (outer.values.length > 0 && inner.values.length > 0) {
    const keys = new Set(outer.values);
    return inner.values.every((v) => keys.has(v));
  }
  return false;
}

/**
 * Foreign keys named after a role rather than the key (`reported_by_staff_id` → `Staff.staff_id`, `host_city` →
 * `city.city_id`, `match_season.Team` → `team.Team_id`): the column's name ends with the table's name or the key's
 * own name, and its values lie within the key's. Only for columns no known relationship starts from.
 */
function roleRelationships(tables: TableEntry[], known: Relationship[]): Relationship[] {
  const found: Relationship[] = [];
  const linked = new Set(
    known.flatMap((r) => [`${r.fromTable}.${r.fromColumn}`, `${r.toTable}.${r.toColumn}`]),
  );
  for (const from of tables) {
    for (const c of from.columns) {
      if (c.isKey || linked.has(`${from.name}.${c.column}`)) continue;
      if (c.kind !== 'number' && c.kind !== 'text') continue;
      if (countsRows(c.column)) continue;
      const targets = tables.filter((to) => {
        if (to === from || !to.key || to.key.kind !== c.kind) return false;
        // (`fk_variety` → `apple_varieties.pk_variety`, `user_fk` → `users.user_pk`: the words beside the key
        // markers agree.)
        const unmarked = (w: string[]) =>
          w.length < 2
            ? w
            : KEY_PREFIXES.has(w[0]!)
              ? w.slice(1)
              : KEY_PREFIXES.has(w.at(-1)!)
                ? w.slice(0, -1)
                : w;
        const marked = to.key.words[0] === 'pk' || to.key.words.at(-1) === 'pk';
        const named =
          endsWith(c.words, to.words) ||
          (to.key.words.length >= 2 && endsWith(c.words, to.key.words)) ||
          (marked && endsWith(unmarked(c.words), unmarked(to.key.words))) ||
          endsWith(
            c.words.filter((w) => !/^(id|number|code|key)$/.test(w)),
            to.words,
          );
        return (
          named &&
          within(c.profile, to.key.profile) &&
          c.profile.distinctCount <= to.key.profile.distinctCount
        );
      });
      const to = targets.length === 1 ? targets[0] : undefined;
      if (!to) continue;
      found.push({
        fromTable: from.name,
        fromColumn: c.column,
        toTable: to.name,
        toColumn: to.key!.column,
        source: 'inferred',
      });
    }
  }
  return found;
}

/** The words that tell a row's first date from its last (`date_complaint_raised`, `date_complaint_closed`). */
const SPAN_ENDS: [string, string][] = (
  [
    ['from', 'to'],
    ['start', 'end'],
    ['raised', 'closed'],
    ['opened', 'closed'],
    ['created', 'closed'],
    ['reported', 'resolved'],
    ['ordered', 'delivered'],
    ['order', 'delivery'],
    ['placed', 'delivered'],
    ['ordered', 'shipped'],
    ['invoice', 'paid'],
    ['issued', 'paid'],
    ['started', 'finished'],
    ['started', 'completed'],
    ['in', 'out'],
    ['arrival', 'departure'],
    ['admitted', 'discharged'],
    ['borrowed', 'returned'],
  ] as const
).map(([a, b]) => [stem(a), stem(b)]);
const spans = new WeakMap<TableEntry, ColumnEntry | null>();

/**
 * How long a row lasts: its one pair of dates named alike but for from/to or start/end (`active_from_date`,
 * `active_to_date`), as the later minus the earlier.
 */
export function dateSpan(table: TableEntry): ColumnEntry | undefined {
  const known = spans.get(table);
  if (known !== undefined) return known ?? undefined;
  const dates = table.columns.filter((c) => c.kind === 'date');
  const rest = (c: ColumnEntry, word: string) =>
    c.words.includes(word) ? c.words.filter((w) => w !== word).join(' ') : undefined;
  const pairs = SPAN_ENDS.flatMap(([first, last]) =>
    dates.flatMap((from) =>
      dates
        .filter((to) => rest(from, first) !== undefined && rest(from, first) === rest(to, last))
        .map((to): ColumnEntry => ({ ...to, kind: 'number', isKey: false, isId: false, minus: from })),
    ),
  );
  const span = pairs.length === 1 ? pairs[0]! : undefined;
  spans.set(table, span ?? null);
  return span;
}

/**
 * The seconds one unit of a span's value lasts (see `dateSpan`): a day when both ends are dates (`to - from` is a
 * number of days), a second when either is a moment (the difference is an interval, compared by its seconds).
 * Undefined for other columns, and for dates kept as text or numbers, which do not subtract.
 */
export function spanSeconds(c: ColumnEntry): number | undefined {
  const ends = c.minus?.kind === 'date' ? [c, c.minus] : [];
  if (ends.length === 0 || ends.some((e) => e.held || e.dateCode)) return undefined;
  return c.unit ?? (spanOfMoments(c) ? 1 : 86_400);
}

/** A span with a moment at either end: the difference is an interval, not a number of days. */
export function spanOfMoments(c: ColumnEntry): boolean {
  return !!c.minus && [c, c.minus].some((e) => /^TIMESTAMP/i.test(e.profile.type));
}

const HIGH = new Set(['max', 'maximum', 'highest', 'high', 'upper']);
const LOW = new Set(['min', 'minimum', 'lowest', 'low', 'lower']);
const ranges = new WeakMap<TableEntry, ColumnEntry[]>();

/**
 * The spread of a measure kept as a highest and a lowest column named alike (`max_salary`, `min_salary`), as the
 * highest minus the lowest. `words` of each are those of the name without the max/min word.
 */
export function measureRanges(table: TableEntry): ColumnEntry[] {
  const known = ranges.get(table);
  if (known) return known;
  const numbers = table.columns.filter((c) => c.kind === 'number' && !c.isId);
  const rest = (c: ColumnEntry, words: Set<string>) =>
    c.words.filter((w) => words.has(w)).length === 1 ? c.words.filter((w) => !words.has(w)) : undefined;
  const found = numbers.flatMap((high) => {
    const name = rest(high, HIGH);
    if (!name || name.length === 0) return [];
    const lows = numbers.filter((low) => rest(low, LOW)?.join(' ') === name.join(' '));
    return lows.length === 1
      ? [{ ...high, words: name, isKey: false, isId: false, minus: lows[0]! } satisfies ColumnEntry]
      : [];
  });
  ranges.set(table, found);
  return found;
}

const NAME_STEMS = new WeakMap<SchemaIndex, Set<string>>();

/** The stems of every table's and column's name, worked out once per index. */
export function nameStems(index: SchemaIndex): Set<string> {
  let stems = NAME_STEMS.get(index);
  if (!stems) {
    stems = new Set(index.tables.flatMap((t) => [...t.words, ...t.columns.flatMap((c) => c.words)]));
    NAME_STEMS.set(index, stems);
  }
  return stems;
}

export function findTable(index: SchemaIndex, name: string): TableEntry | undefined {
  return index.tables.find((t) => t.name === name);
}

/** Whether a column is one end of a relationship: a key or a reference, which joins read rather than questions. */
export function joinsOn(index: SchemaIndex, c: ColumnEntry): boolean {
  return index.relationships.some(
    (r) =>
      (r.fromTable === c.table && r.fromColumn === c.column) ||
      (r.toTable === c.table && r.toColumn === c.column),
  );
}

/** The one text column named by a table's (one-word) name and "content" or "text", unique per row (`address_content`). */
function ownText(columns: ColumnEntry[], words: string[], rowCount: number): ColumnEntry | undefined {
  if (words.length !== 1) return undefined;
  const named = columns.filter(
    (c) =>
      c.kind === 'text' &&
      !c.isId &&
      c.words.length === 2 &&
      (c.words[0] === words[0] || c.words[0] === stem(words[0]!)) &&
      /^(content|text)/.test(c.words[1]!) &&
      c.profile.distinctCount >= rowCount - c.profile.nullCount,
  );
  return named.length === 1 ? named[0] : undefined;
}
