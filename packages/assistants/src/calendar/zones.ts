/** Wall-clock arithmetic in IANA time zones with `Intl` only (no Temporal, no tz database of our own). */

export type Weekday = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';
export const WEEKDAYS: readonly Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** True for names `Intl` knows ("Europe/Berlin", "UTC"); false for "Mars/Olympus" or "W. Europe Standard Time". */
export function isTimeZone(name: string): boolean {
  try {
    formatter(name);
    return true;
  } catch {
    return false;
  }
}

export interface WallTime {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM */
  time: string;
  weekday: Weekday;
}

function parts(instant: Date, timeZone: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(instant)) {
    if (p.type !== 'literal') out[p.type] = Number(p.value);
  }
  return out;
}

/** Minutes to add to UTC to get the wall clock in `timeZone` at `instant` (Berlin in summer: 120). */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const p = parts(instant, timeZone);
  const wall = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return Math.round((wall - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The wall clock in `timeZone` at `instant`. */
export function toWallTime(instant: Date, timeZone: string): WallTime {
  const p = parts(instant, timeZone);
  const date = `${p.year}-${pad(p.month!)}-${pad(p.day!)}`;
  return { date, time: `${pad(p.hour!)}:${pad(p.minute!)}`, weekday: weekdayOf(date) };
}

/** The weekday of a calendar date. */
export function weekdayOf(date: string): Weekday {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]!;
}

/** The calendar date `days` after `date`. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** True for a real calendar date written YYYY-MM-DD (not 2026-02-30). */
export function isCalendarDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  return addDays(date, 0) === date;
}

/**
 * The instant the wall clock in `timeZone` shows `date` `time` ("HH:MM" or "HH:MM:SS"). A time skipped by a
 * spring-forward change (02:30 in Berlin on the last Sunday of March) is read with the offset before the change,
 * so it lands an hour later, as calendar programs do; a repeated one (autumn) is the first of the two.
 */
export function fromWallTime(date: string, time: string, timeZone: string): Date {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi, s = 0] = time.split(':').map(Number) as [number, number, number?];
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  // The offsets a day either side bracket any change on this date (zones change at most once a day).
  const before = wall - offsetMinutes(new Date(wall - 86_400_000), timeZone) * 60_000;
  const after = wall - offsetMinutes(new Date(wall + 86_400_000), timeZone) * 60_000;
  const shows = (t: number) => toWallTime(new Date(t), timeZone).time === time.slice(0, 5);
  const candidates = [before, after].filter(shows);
  // Repeated hour: both show it, take the earlier. Skipped hour: neither does; read with the offset from
  // before the change.
  return new Date(candidates.length ? Math.min(...candidates) : before);
}
