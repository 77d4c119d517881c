import type { MonthString } from './types.ts';

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

const MONTH_NAME =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const YEAR = '(?:19|20)\\d{2}';
// One point in time: "Jan 2019", "January, 2019", "03/2018", "2018-03", "2019", "Present".
const POINT = `(?:${MONTH_NAME},?\\s*(?:'\\d{2}|${YEAR})|(?:0?[1-9]|1[0-2])[/.](?:${YEAR})|${YEAR}[-/.](?:0[1-9]|1[0-2])(?!\\d)|${YEAR})`;
const OPEN = '(?:present|current(?:ly)?|now|today|ongoing|date)';
const SEPARATOR = '\\s*(?:-|–|—|~|to|until|till|through|thru)\\s*';

/** Matches "Jan 2019 – Present", "2019-2021", "03/2018 to 11/2020", "Oct. 2021 – Current", "2018-03 – 2020-11". */
export const DATE_RANGE = new RegExp(`(${POINT})${SEPARATOR}(${POINT}|${OPEN}\\b)`, 'i');

export interface DateRange {
  start: MonthString;
  end: MonthString | 'present';
  /** Where in the line the range was found, so the caller can remove it. */
  index: number;
  length: number;
}

function pad(month: number): string {
  return month < 10 ? `0${month}` : String(month);
}

/** A year without a month starts in January and ends in December. */
function parsePoint(raw: string, edge: 'start' | 'end'): MonthString | null {
  const text = raw.trim().toLowerCase();
  let m = /^([a-z]+)\.?,?\s*(?:'(\d{2})|(\d{4}))$/.exec(text);
  if (m) {
    const month = MONTHS[m[1]!.slice(0, m[1]!.startsWith('sept') ? 4 : 3)] ?? MONTHS[m[1]!.slice(0, 3)];
    if (!month) return null;
    const year = m[3] ? Number(m[3]) : 2000 + Number(m[2]);
    return `${year}-${pad(month)}`;
  }
  m = /^(\d{1,2})[/.](\d{4})$/.exec(text);
  if (m) return `${m[2]}-${pad(Number(m[1]))}`;
  m = /^(\d{4})[-/.](\d{2})$/.exec(text);
  if (m) return `${m[1]}-${m[2]}`;
  m = /^(\d{4})$/.exec(text);
  if (m) return `${m[1]}-${edge === 'start' ? '01' : '12'}`;
  return null;
}

export function findDateRange(line: string): DateRange | null {
  const m = DATE_RANGE.exec(line);
  if (!m) return null;
  const start = parsePoint(m[1]!, 'start');
  const endRaw = m[2]!;
  const end = new RegExp(`^${OPEN}$`, 'i').test(endRaw.trim()) ? 'present' : parsePoint(endRaw, 'end');
  if (!start || !end) return null;
  return { start, end, index: m.index, length: m[0].length };
}

export function monthIndex(month: MonthString): number {
  const [y, m] = month.split('-');
  return Number(y) * 12 + Number(m) - 1;
}

export function todayMonth(now: Date): MonthString {
  return `${now.getUTCFullYear()}-${pad(now.getUTCMonth() + 1)}`;
}

/**
 * Total years covered by the periods, overlaps counted once. Months are inclusive at both ends
 * ("Jan 2019 – Dec 2019" is 12 months); an open end is the clock's current month.
 */
export function totalYears(
  periods: Array<{ start: MonthString | null; end: MonthString | 'present' | null }>,
  now: Date,
): number {
  const today = monthIndex(todayMonth(now));
  const spans: Array<[number, number]> = [];
  for (const p of periods) {
    if (!p.start || !p.end) continue;
    const s = monthIndex(p.start);
    const e = Math.min(p.end === 'present' ? today : monthIndex(p.end), today);
    if (e >= s) spans.push([s, e]);
  }
  spans.sort((a, b) => a[0] - b[0]);
  let months = 0;
  let current: [number, number] | null = null;
  for (const span of spans) {
    if (current && span[0] <= current[1] + 1) {
      current[1] = Math.max(current[1], span[1]);
    } else {
      if (current) months += current[1] - current[0] + 1;
      current = [span[0], span[1]];
    }
  }
  if (current) months += current[1] - current[0] + 1;
  return Math.round((months / 12) * 10) / 10;
}
