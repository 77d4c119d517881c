import { addDays, fromWallTime, type Weekday, weekdayOf } from './zones.ts';

export interface Interval {
  start: Date;
  end: Date;
}

/** Someone whose calendar a slot must fit: local working hours in their time zone, and when they are busy. */
export interface CalendarPerson {
  timezone: string;
  workingHours: Partial<Record<Weekday, { start: string; end: string }>>;
  busy: readonly Interval[];
}

/** The UTC intervals in which `person` works on their local `date` (none on a day off). */
export function workingInterval(person: CalendarPerson, date: string): Interval | undefined {
  const hours = person.workingHours[weekdayOf(date)];
  if (!hours) return undefined;
  const start = fromWallTime(date, hours.start, person.timezone);
  const end = fromWallTime(date, hours.end, person.timezone);
  return end > start ? { start, end } : undefined;
}

/** Merges overlapping or touching intervals, earliest first. */
export function mergeIntervals(intervals: readonly Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a.start.getTime() - b.start.getTime());
  const out: Interval[] = [];
  for (const i of sorted) {
    const last = out[out.length - 1];
    if (last && i.start <= last.end) {
      if (i.end > last.end) last.end = i.end;
    } else out.push({ start: i.start, end: i.end });
  }
  return out;
}

/** `window` minus `busy`: the free intervals left, earliest first. */
export function freeIntervals(window: Interval, busy: readonly Interval[]): Interval[] {
  const free: Interval[] = [];
  let cursor = window.start;
  for (const b of mergeIntervals(busy)) {
    if (b.end <= cursor) continue;
    if (b.start >= window.end) break;
    if (b.start > cursor) free.push({ start: cursor, end: b.start });
    if (b.end > cursor) cursor = b.end;
  }
  if (cursor < window.end) free.push({ start: cursor, end: window.end });
  return free;
}

/** The common part of two sorted lists of disjoint intervals. */
function intersect(a: readonly Interval[], b: readonly Interval[]): Interval[] {
  const out: Interval[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!;
    const y = b[j]!;
    const start = new Date(Math.max(x.start.getTime(), y.start.getTime()));
    const end = new Date(Math.min(x.end.getTime(), y.end.getTime()));
    if (start < end) out.push({ start, end });
    if (x.end < y.end) i++;
    else j++;
  }
  return out;
}

export interface SlotSearch {
  people: readonly CalendarPerson[];
  /** Local calendar dates to search, in order; each person works on their own local date. */
  dates: readonly string[];
  durationMinutes: number;
  /** Slots start on multiples of this many minutes (UTC); 15 by default. */
  stepMinutes?: number;
  /** Nothing before this instant (now, or the start of an interview window). */
  notBefore?: Date;
  /** Nothing ending after this instant. */
  notAfter?: Date;
}

/**
 * The earliest slot of `durationMinutes` in which everyone works (their local working hours on that date) and is
 * not busy, on the first of `dates` that has one; undefined when none has.
 */
export function findFreeSlot(search: SlotSearch): (Interval & { date: string }) | undefined {
  const step = (search.stepMinutes ?? 15) * 60_000;
  const length = search.durationMinutes * 60_000;
  for (const date of search.dates) {
    let common: Interval[] | undefined;
    for (const person of search.people) {
      const window = workingInterval(person, date);
      if (!window) {
        common = [];
        break;
      }
      if (search.notBefore && window.start < search.notBefore) window.start = search.notBefore;
      if (search.notAfter && window.end > search.notAfter) window.end = search.notAfter;
      const free = window.end > window.start ? freeIntervals(window, person.busy) : [];
      common = common ? intersect(common, free) : free;
      if (common.length === 0) break;
    }
    for (const gap of common ?? []) {
      const start = Math.ceil(gap.start.getTime() / step) * step;
      if (start + length <= gap.end.getTime()) {
        return { date, start: new Date(start), end: new Date(start + length) };
      }
    }
  }
  return undefined;
}

/** The local dates from `first` to `last` inclusive (at most `limit`). */
export function dateRange(first: string, last: string, limit = 366): string[] {
  const out: string[] = [];
  for (let d = first; d <= last && out.length < limit; d = addDays(d, 1)) out.push(d);
  return out;
}
