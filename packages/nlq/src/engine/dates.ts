import { MONTH_NAMES, type Token } from './text.ts';

export interface DateBound {
  op: '>' | '>=' | '<' | '<=';
  /** ISO date, with a time when the question gave one. */
  value: string;
}

export interface DateRange {
  bounds: DateBound[];
  /** Human reading, e.g. "in Q3 2026". */
  label: string;
  start: number;
  end: number;
}

function iso(y: number, m: number, d = 1): string {
  const date = new Date(Date.UTC(y, m, d));
  return date.toISOString().slice(0, 10);
}

/** From `from` (inclusive) to `to` (exclusive). */
function between(from: string, to: string): DateBound[] {
  return [
    { op: '>=', value: from },
    { op: '<', value: to },
  ];
}

function nextDay(date: string): string {
  const d = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

const DATE_OPS: Record<string, DateBound['op']> = {
  after: '>',
  later: '>',
  since: '>=',
  from: '>=',
  before: '<',
  earlier: '<',
  prior: '<',
  until: '<=',
  till: '<=',
  // ("up to 30 June 2023")
  up: '<=',
};

/**
 * Dates written out in the question, each with the words that bound it: "after 1986-11-13" (> that day),
 * "before June 21, 2002", "between D1 and D2" (both days included), "on Oct 23, 2010" or a date alone (that day).
 */
export function findDateLiterals(tokens: Token[]): DateRange[] {
  const ranges: DateRange[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const date = tokens[i]?.date;
    if (!date) continue;
    const later = tokens[i + 2]?.date;
    if (tokens[i - 1]?.text === 'between' && tokens[i + 1]?.text === 'and' && later) {
      ranges.push({
        bounds: [
          { op: '>=', value: date },
          { op: '<=', value: later },
        ],
        label: `between ${date} and ${later}`,
        start: i - 1,
        end: i + 3,
      });
      i += 2;
      continue;
    }
    // "after", "later than", "prior to", "on or after": the word that bounds the date is at most three back.
    let start = i;
    while (start > 0 && start > i - 3 && /^(than|to|the|date|of)$/.test(tokens[start - 1]!.text)) start--;
    let op = DATE_OPS[tokens[start - 1]?.text ?? ''];
    if (op) {
      start--;
      if (tokens[start - 1]?.text === 'or' && /^(on|at)$/.test(tokens[start - 2]?.text ?? '')) {
        op = op.length === 1 ? (`${op}=` as DateBound['op']) : op;
        start -= 2;
      }
      ranges.push({ bounds: [{ op, value: date }], label: `${op} ${date}`, start, end: i + 1 });
      continue;
    }
    // ("the capacity installed as at 31 December 2022", "as of 1 May": what was there by that day.)
    if (/^(at|of)$/.test(tokens[i - 1]?.text ?? '') && tokens[i - 2]?.text === 'as') {
      ranges.push({ bounds: [{ op: '<=', value: date }], label: `<= ${date}`, start: i - 2, end: i + 1 });
      continue;
    }
    if (/^(on|at)$/.test(tokens[i - 1]?.text ?? '')) start = i - 1;
    const bounds: DateBound[] =
      date.length > 10
        ? [
            { op: '>=', value: date },
            { op: '<=', value: date },
          ]
        : between(date, nextDay(date));
    ranges.push({ bounds, label: `on ${date}`, start, end: i + 1 });
  }
  return ranges;
}

export function monthIndex(text: string): number {
  const i = MONTH_NAMES.findIndex(
    (m) => m === text || (text.length >= 3 && m.startsWith(text) && text !== 'mar'),
  );
  return text === 'mar' ? 2 : i;
}

/** "first" to "fourth" and then "last": which part of a year. */
const ORDINAL_PARTS = ['first', 'second', 'third', 'fourth', 'last'];

/** Relative and absolute periods: "last quarter", "this year", "in 2023", "since March", "last 30 days". */
export function findDateRange(
  tokens: Token[],
  now: Date,
  /** Whether the word at k is a value in the data ("Fall" a semester): then it names no season. */
  held: (k: number) => boolean = () => false,
): DateRange | undefined {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const t = (i: number) => tokens[i]?.text ?? '';
  for (let i = 0; i < tokens.length; i++) {
    const w = t(i);
    const next = t(i + 1);
    if ((w === 'last' || w === 'previous' || w === 'past' || w === 'this' || w === 'current') && next) {
      const back = w === 'this' || w === 'current' ? 0 : 1;
      const n = tokens[i + 1]?.number;
      if (n !== undefined && /^(day|week|month|year)s?$/.test(t(i + 2))) {
        const unit = t(i + 2).replace(/s$/, '');
        const from = new Date(now);
        if (unit === 'day') from.setUTCDate(from.getUTCDate() - n);
        if (unit === 'week') from.setUTCDate(from.getUTCDate() - 7 * n);
        if (unit === 'month') from.setUTCMonth(from.getUTCMonth() - n);
        if (unit === 'year') from.setUTCFullYear(from.getUTCFullYear() - n);
        return {
          bounds: [{ op: '>=', value: from.toISOString().slice(0, 10) }],
          label: `in the last ${n} ${t(i + 2)}`,
          start: i,
          end: i + 3,
        };
      }
      if (next === 'year') {
        return {
          bounds: between(iso(y - back, 0), iso(y - back + 1, 0)),
          label: `in ${y - back}`,
          start: i,
          end: i + 2,
        };
      }
      if (next === 'quarter') {
        const q = Math.floor(m / 3) - back;
        const qy = y + Math.floor(q / 4);
        const qq = ((q % 4) + 4) % 4;
        return {
          bounds: between(iso(qy, qq * 3), iso(qy, qq * 3 + 3)),
          label: `in Q${qq + 1} ${qy}`,
          start: i,
          end: i + 2,
        };
      }
      if (next === 'month') {
        return {
          bounds: between(iso(y, m - back), iso(y, m - back + 1)),
          label: `in ${iso(y, m - back).slice(0, 7)}`,
          start: i,
          end: i + 2,
        };
      }
      if (next === 'week') {
        const from = new Date(now);
        from.setUTCDate(from.getUTCDate() - 7 * (back || 0) - now.getUTCDay());
        const to = new Date(from);
        to.setUTCDate(to.getUTCDate() + 7);
        const label = back ? 'last week' : 'this week';
        return {
          bounds: between(from.toISOString().slice(0, 10), to.toISOString().slice(0, 10)),
          label,
          start: i,
          end: i + 2,
        };
      }
    }
    // "since the start of 2023", "before the end of 2022": the first day of the year, or of the next.
    const edgeYear = tokens[i + 4]?.number;
    if (
      /^(since|from|after|before|by|until)$/.test(w) &&
      next === 'the' &&
      /^(start|beginning|end)$/.test(t(i + 2)) &&
      t(i + 3) === 'of' &&
      edgeYear !== undefined &&
      edgeYear > 1000
    ) {
      const date = iso(t(i + 2) === 'end' ? edgeYear + 1 : edgeYear, 0);
      const before = /^(before|by|until)$/.test(w);
      return {
        bounds: [{ op: before ? '<' : '>=', value: date }],
        label: `${before ? 'before' : 'since'} ${date}`,
        start: i,
        end: i + 5,
      };
    }
    // "up to the end of March 2024", "until March 2024", "by the end of June 2024", "up to the end of 2023": to the end
    // of that month (or year), which the period includes.
    const upTo = w === 'up' && next === 'to' ? i + 2 : /^(until|till|through|by)$/.test(w) ? i + 1 : -1;
    if (upTo > 0) {
      const ended = t(upTo) === 'the' && t(upTo + 1) === 'end' && t(upTo + 2) === 'of';
      const k = ended ? upTo + 3 : upTo;
      const month = monthIndex(t(k));
      const year = tokens[month >= 0 ? k + 1 : k]?.number;
      if (year !== undefined && Number.isInteger(year) && year > 1000 && (month >= 0 || ended)) {
        const date = month >= 0 ? iso(year, month + 1) : iso(year + 1, 0);
        return {
          bounds: [{ op: '<', value: date }],
          label: `before ${date}`,
          start: i,
          end: month >= 0 ? k + 2 : k + 1,
        };
      }
    }
    // "between July 2021 and the end of 2022", "from the start of 2022 to the end of 2023": ends said as the start or
    // the end of a year, or a month of one.
    const edgeAt = (k: number): { from: string; to: string; end: number } | undefined => {
      const year = tokens[k + 1]?.number;
      if (monthIndex(t(k)) >= 0 && year !== undefined && year > 1000)
        return { from: iso(year, monthIndex(t(k))), to: iso(year, monthIndex(t(k)) + 1), end: k + 2 };
      const edge = tokens[k + 3]?.number;
      if (t(k) !== 'the' || !/^(start|beginning|end)$/.test(t(k + 1)) || t(k + 2) !== 'of') return undefined;
      if (edge === undefined || edge <= 1000) return undefined;
      const date = iso(t(k + 1) === 'end' ? edge + 1 : edge, 0);
      return { from: date, to: date, end: k + 4 };
    };
    const a = w === 'between' || w === 'from' ? edgeAt(i + 1) : undefined;
    const b = a && t(a.end) === (w === 'between' ? 'and' : 'to') ? edgeAt(a.end + 1) : undefined;
    if (a && b && (t(i + 1) === 'the' || t(a.end + 1) === 'the')) {
      return {
        bounds: between(a.from, b.to),
        label: `from ${a.from} to ${b.to} (not included)`,
        start: i,
        end: b.end,
      };
    }
    // "between June 2022 and June 2024", "from March 2023 to May 2024": a month of a year to the end of another's.
    const [y1, y2] = [tokens[i + 2]?.number, tokens[i + 5]?.number];
    if (
      (w === 'between' || w === 'from') &&
      monthIndex(next) >= 0 &&
      y1 !== undefined &&
      y1 > 1000 &&
      t(i + 3) === (w === 'between' ? 'and' : 'to') &&
      monthIndex(t(i + 4)) >= 0 &&
      y2 !== undefined &&
      y2 > 1000
    ) {
      const from = iso(y1, monthIndex(next));
      const to = iso(y2, monthIndex(t(i + 4)) + 1);
      return {
        bounds: between(from, to),
        label: `from ${from.slice(0, 7)} to ${iso(y2, monthIndex(t(i + 4))).slice(0, 7)}`,
        start: i,
        end: i + 6,
      };
    }
    // "between March and May 2026", "from March to May": the first month's start to the end of the second.
    const last = monthIndex(t(i + 3));
    if (
      (w === 'between' || w === 'from') &&
      monthIndex(next) >= 0 &&
      t(i + 2) === (w === 'between' ? 'and' : 'to') &&
      last >= 0
    ) {
      const year = tokens[i + 4]?.number;
      const ly = year && year > 1000 ? year : last > m ? y - 1 : y;
      const first = monthIndex(next);
      const from = iso(first > last ? ly - 1 : ly, first);
      const to = iso(ly, last + 1);
      return {
        bounds: between(from, to),
        label: `from ${from.slice(0, 7)} to ${iso(ly, last).slice(0, 7)}`,
        start: i,
        end: year && year > 1000 ? i + 5 : i + 4,
      };
    }
    if ((w === 'since' || w === 'after' || w === 'before' || w === 'from') && next) {
      const month = monthIndex(next);
      const year = tokens[i + 2]?.number;
      if (month >= 0) {
        const my = year && year > 1000 ? year : month > m ? y - 1 : y;
        const date = iso(my, month);
        const end = year && year > 1000 ? i + 3 : i + 2;
        if (w === 'before')
          return { bounds: [{ op: '<', value: date }], label: `before ${date}`, start: i, end };
        const from = w === 'after' ? iso(my, month + 1) : date;
        return { bounds: [{ op: '>=', value: from }], label: `${w} ${date}`, start: i, end };
      }
    }
    // "yesterday", "today".
    if (w === 'yesterday' || w === 'today') {
      const day = new Date(Date.UTC(y, m, now.getUTCDate() - (w === 'yesterday' ? 1 : 0)));
      const date = day.toISOString().slice(0, 10);
      return { bounds: between(date, nextDay(date)), label: `on ${date}`, start: i, end: i + 1 };
    }
    // "in the first quarter of 2025", "during the second half of 2024": a quarter or half of a named year.
    const part = ORDINAL_PARTS.indexOf(t(i + 2));
    const span = t(i + 3) === 'quarter' ? 3 : t(i + 3) === 'half' ? 6 : 0;
    const partYear = tokens[i + 5]?.number;
    if (
      /^(in|during|for|over)$/.test(w) &&
      next === 'the' &&
      part >= 0 &&
      span > 0 &&
      t(i + 4) === 'of' &&
      partYear &&
      partYear > 1000
    ) {
      const index = part === 4 ? 12 / span - 1 : part;
      if (index < 12 / span) {
        return {
          bounds: between(iso(partYear, index * span), iso(partYear, (index + 1) * span)),
          label: `in ${span === 3 ? `Q${index + 1}` : `H${index + 1}`} ${partYear}`,
          start: i,
          end: i + 6,
        };
      }
    }
    // "in Q3 2026", "during q1 2025".
    const quarter = /^q([1-4])$/.exec(next)?.[1];
    const qyear = tokens[i + 2]?.number;
    if ((w === 'in' || w === 'during' || w === 'for') && quarter && qyear && qyear > 1000) {
      const q = Number(quarter) - 1;
      return {
        bounds: between(iso(qyear, q * 3), iso(qyear, q * 3 + 3)),
        label: `in Q${q + 1} ${qyear}`,
        start: i,
        end: i + 3,
      };
    }
    const vague = held(i) ? undefined : vaguePeriod(tokens, i);
    if (vague) return vague;
    // ("in March 2024", "the total billed for December 2024".)
    if (w === 'in' || w === 'during' || w === 'for') {
      const month = monthIndex(next);
      const year = tokens[i + 2]?.number;
      if (month >= 0 && year && year > 1000) {
        return {
          bounds: between(iso(year, month), iso(year, month + 1)),
          label: `in ${iso(year, month).slice(0, 7)}`,
          start: i,
          end: i + 3,
        };
      }
    }
  }
  return undefined;
}

/** How many days month `m` (0 January) of year `y` has. */
function daysIn(y: number, m: number): number {
  return new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
}

/** Seasons as the months they span (the first month, how many): winter runs on into the next year. */
const SEASONS: Record<string, [number, number]> = {
  spring: [2, 3],
  summer: [5, 3],
  autumn: [8, 3],
  fall: [8, 3],
  winter: [11, 3],
};

/** Parts of a month: early (1–10), mid (11–20), late (21 to its end). */
const MONTH_PARTS: Record<string, [number, number]> = { early: [1, 11], mid: [11, 21], late: [21, 32] };

/**
 * "in early March 2024" (1–10 March), "mid-June 2025", "late May 2024", "over the summer of 2024" (June to August),
 * "the winter of 2022/23" (December to February), "the first week of May 2024" (1–7 May), "the last week of …": a
 * period people name loosely, read as the usual days. A word saying the period (in, during, over, the) is read with
 * it.
 */
function vaguePeriod(tokens: Token[], i: number): DateRange | undefined {
  const t = (k: number) => tokens[k]?.text ?? '';
  const year = (k: number) => {
    const n = tokens[k]?.number;
    return n !== undefined && n > 1000 && n < 3000 && !tokens[k]!.date ? n : undefined;
  };
  const found = (from: string, to: string, label: string, end: number): DateRange => {
    let start = i;
    while (start > 0 && /^(in|during|over|for|throughout|the)$/.test(t(start - 1))) start--;
    return { bounds: between(from, to), label, start, end };
  };
  const w = t(i);
  // "early March 2024", "mid-June 2025", "mid June", "late May 2024"
  const [part, monthWord] = w.startsWith('mid-') ? ['mid', w.slice(4)] : [w, t(i + 1)];
  const days = MONTH_PARTS[part];
  const month = days ? monthIndex(monthWord) : -1;
  const after = w.startsWith('mid-') ? i + 1 : i + 2;
  const monthYear = year(after);
  if (days && month >= 0 && monthYear) {
    const to =
      days[1] > daysIn(monthYear, month) ? iso(monthYear, month + 1) : iso(monthYear, month, days[1]);
    return found(
      iso(monthYear, month, days[0]),
      to,
      `in ${part} ${iso(monthYear, month).slice(0, 7)}`,
      after + 1,
    );
  }
  // "summer 2024", "the summer of 2024", "the winter of 2022/23", "winter 2022-23"
  const season = SEASONS[w];
  if (season) {
    const at = t(i + 1) === 'of' ? i + 2 : i + 1;
    const first = year(at);
    const second = tokens[at + 1]?.number;
    const spans = second !== undefined && (second === (first! + 1) % 100 || second === first! + 1);
    if (first && (w !== 'winter' || spans)) {
      return found(
        iso(first, season[0]),
        iso(first, season[0] + season[1]),
        `in ${w} ${first}${spans ? `/${String(first + 1).slice(2)}` : ''}`,
        spans ? at + 2 : at + 1,
      );
    }
  }
  // "the first week of May 2024", "the last week of June 2024"
  const nth = ORDINAL_PARTS.indexOf(w);
  const weekMonth = monthIndex(t(i + 3));
  const weekYear = year(i + 4);
  if (nth >= 0 && t(i + 1) === 'week' && t(i + 2) === 'of' && weekMonth >= 0 && weekYear) {
    const from = nth === 4 ? daysIn(weekYear, weekMonth) - 6 : nth * 7 + 1;
    return found(
      iso(weekYear, weekMonth, from),
      iso(weekYear, weekMonth, from + 7),
      `in the ${w} week of ${iso(weekYear, weekMonth).slice(0, 7)}`,
      i + 5,
    );
  }
  return undefined;
}
