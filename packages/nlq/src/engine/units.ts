/**
 * Measures said in one unit of a column kept in another: "birds that weigh more than 2 kg" over
 * `flying_weight_grams` (2000), "walks longer than an hour" over `duration_minutes` (60), "a deposit of £25" over
 * `deposit_pence` (2500). The number is converted into the column's unit when both units are known and measure the
 * same thing.
 */
import type { Filter } from './plan.ts';
import type { ColumnEntry } from './schema-index.ts';
import { stem, type Token } from './text.ts';

type Dimension = 'time' | 'length' | 'mass' | 'money';

/** Unit words (and the symbols names use) → what they measure and their size in that dimension's base unit. */
const UNIT_SIZES: [Dimension, number, string[]][] = [
  ['time', 1, ['second', 'seconds', 'sec', 'secs']],
  ['time', 60, ['minute', 'minutes', 'min', 'mins']],
  ['time', 3600, ['hour', 'hours', 'hr', 'hrs']],
  ['time', 86400, ['day', 'days']],
  ['length', 0.001, ['mm', 'millimetre', 'millimetres', 'millimeter', 'millimeters']],
  ['length', 0.01, ['cm', 'centimetre', 'centimetres', 'centimeter', 'centimeters']],
  ['length', 1, ['m', 'metre', 'metres', 'meter', 'meters']],
  ['length', 1000, ['km', 'kilometre', 'kilometres', 'kilometer', 'kilometers']],
  ['length', 1609.344, ['mile', 'miles']],
  ['length', 0.0254, ['inch', 'inches']],
  ['length', 0.3048, ['foot', 'feet', 'ft']],
  ['mass', 0.001, ['mg', 'milligram', 'milligrams']],
  ['mass', 1, ['g', 'gram', 'grams', 'gramme', 'grammes']],
  ['mass', 1000, ['kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms']],
  ['mass', 1_000_000, ['tonne', 'tonnes']],
  ['money', 0.01, ['pence', 'penny', 'cent', 'cents']],
  ['money', 1, ['pound', 'pounds', 'gbp', 'dollar', 'dollars', 'usd', 'euro', 'euros', 'eur']],
];

const BY_STEM = new Map(
  UNIT_SIZES.flatMap(([dimension, size, words]) =>
    words.map((w): [string, { dimension: Dimension; size: number }] => [stem(w), { dimension, size }]),
  ),
);

/** Seconds in a unit of time, by the stems a question's word or a column's name spells it with. */
const SECONDS: [RegExp, number][] = [
  // ("tracks longer than 5 minutes" over `Milliseconds`: 300000.)
  [/^(millisecond|msec|ms)$/, 0.001],
  [/^(second|sec|secs)$/, 1],
  [/^(minut|min|mins)$/, 60],
  [/^(hour|hr|hrs)$/, 3600],
  [/^(dai|day)$/, 86_400],
  [/^(week|wk|wks)$/, 604_800],
];

export function secondsOf(word: string): number | undefined {
  return SECONDS.find(([re]) => re.test(word))?.[1];
}

/** A word for a unit of measure ("hours", "kilometres"). */
export function isUnit(wordStem: string): boolean {
  return BY_STEM.has(wordStem);
}

/** The unit a column's name ends in (`weight_grams`, `duration_minutes`, `priceCents`). */
function columnUnit(c: ColumnEntry) {
  return c.words.length > 1 ? BY_STEM.get(c.words.at(-1)!) : undefined;
}

/**
 * How many of a column's units make one of the unit a word names, when it measures the same thing in another size:
 * "in hours" over `length_of_stay_in_minutes` is 60, "in pounds" over `value_pence` 100, "in minutes" over
 * `duration_hours` 1/60.
 */
export function unitsPer(column: ColumnEntry, wordStem: string): number | undefined {
  const unit = columnUnit(column);
  const said = BY_STEM.get(wordStem);
  if (!unit || !said || said.dimension !== unit.dimension || said.size === unit.size) return undefined;
  return said.size / unit.size;
}

/** The unit said with the number at `k`: the word after it, or a currency sign before its digits ("£25"). */
function saidUnit(tokens: Token[], k: number) {
  if (/^[£$€]/.test(tokens[k]!.raw)) return BY_STEM.get('pound');
  const next = tokens[k + 1];
  return next ? BY_STEM.get(next.stem) : undefined;
}

/** The unit said with the question's number that equals `value`. */
function unitOf(tokens: Token[], value: number) {
  const k = tokens.findIndex((t) => t.number === value);
  return k >= 0 ? saidUnit(tokens, k) : undefined;
}

/** `value`, said in `said`, in the column's unit. */
function converted(column: ColumnEntry, value: number, said: ReturnType<typeof unitOf>): number {
  const unit = columnUnit(column);
  if (!unit || !said || said.dimension !== unit.dimension || said.size === unit.size) return value;
  return Math.round(((value * said.size) / unit.size) * 1e6) / 1e6;
}

/**
 * The numbers a filter compares, put in its column's unit — in place, since readings elsewhere know the filter by
 * identity. Returns how it was read, for the interpretation ("2 kg as 2000 in flying_weight_grams").
 */
export function toColumnUnits(f: Filter, tokens: Token[]): string | undefined {
  if (f.kind === 'compare' && f.column.kind === 'number' && typeof f.value === 'number') {
    const said = f.value;
    f.value = converted(f.column, said, unitOf(tokens, said));
    return f.value === said ? undefined : `${said} read as ${f.value} in ${f.column.column}`;
  }
  if (f.kind !== 'between' || f.column.kind !== 'number') return undefined;
  if (typeof f.low !== 'number' || typeof f.high !== 'number') return undefined;
  // ("between 1 and 2 kg": the unit said once, after the second.)
  const [low, high] = [f.low, f.high];
  const highUnit = unitOf(tokens, high);
  f.low = converted(f.column, low, unitOf(tokens, low) ?? highUnit);
  f.high = converted(f.column, high, highUnit);
  return f.low === low && f.high === high
    ? undefined
    : `${low} to ${high} read as ${f.low} to ${f.high} in ${f.column.column}`;
}
