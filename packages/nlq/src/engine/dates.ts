import type { Token } from './text.ts';

export interface DateRange {
  /** Inclusive start, ISO date. */
  from?: string;
  /** Exclusive end, ISO date. */
  to?: string;
  /** Human reading, e.g. "in Q3 2026". */
  label: string;
  start: number;
  end: number;
}

const MONTHS = [
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

function iso(y: number, m: number, d = 1): string {
  const date = new Date(Date.UTC(y, m, d));
  return date.toISOString().slice(0, 10);
}

function monthIndex(text: string): number {
  const i = MONTHS.findIndex((m) => m === text || (text.length >= 3 && m.startsWith(text) && text !== 'mar'));
  return text === 'mar' ? 2 : i;
}

/** Relative and absolute periods: "last quarter", "this year", "in 2023", "since March", "last 30 days". */
export function findDateRange(tokens: Token[], now: Date): DateRange | undefined {
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
          from: from.toISOString().slice(0, 10),
          label: `in the last ${n} ${t(i + 2)}`,
          start: i,
          end: i + 3,
        };
      }
      if (next === 'year') {
        return {
          from: iso(y - back, 0),
          to: iso(y - back + 1, 0),
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
          from: iso(qy, qq * 3),
          to: iso(qy, qq * 3 + 3),
          label: `in Q${qq + 1} ${qy}`,
          start: i,
          end: i + 2,
        };
      }
      if (next === 'month') {
        return {
          from: iso(y, m - back),
          to: iso(y, m - back + 1),
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
          from: from.toISOString().slice(0, 10),
          to: to.toISOString().slice(0, 10),
          label,
          start: i,
          end: i + 2,
        };
      }
    }
    if ((w === 'since' || w === 'after' || w === 'before' || w === 'from') && next) {
      const month = monthIndex(next);
      const year = tokens[i + 2]?.number;
      if (month >= 0) {
        const my = year && year > 1000 ? year : month > m ? y - 1 : y;
        const date = iso(my, month);
        const end = year && year > 1000 ? i + 3 : i + 2;
        if (w === 'before') return { to: date, label: `before ${date}`, start: i, end };
        return { from: w === 'after' ? iso(my, month + 1) : date, label: `${w} ${date}`, start: i, end };
      }
    }
    if (w === 'in' || w === 'during') {
      const month = monthIndex(next);
      const year = tokens[i + 2]?.number;
      if (month >= 0 && year && year > 1000) {
        return {
          from: iso(year, month),
          to: iso(year, month + 1),
          label: `in ${iso(year, month).slice(0, 7)}`,
          start: i,
          end: i + 3,
        };
      }
    }
  }
  return undefined;
}
