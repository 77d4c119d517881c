import { describe, expect, it } from 'vitest';
import {
  addDays,
  fromWallTime,
  isCalendarDate,
  isTimeZone,
  offsetMinutes,
  toWallTime,
  weekdayOf,
} from './zones.ts';

describe('time zones', () => {
  it('reads wall-clock times in a zone, across the spring-forward change', () => {
    // Berlin moves from UTC+1 to UTC+2 on 2026-03-29 at 02:00.
    expect(fromWallTime('2026-03-28', '09:00', 'Europe/Berlin').toISOString()).toBe(
      '2026-03-28T08:00:00.000Z',
    );
    expect(fromWallTime('2026-03-29', '09:00', 'Europe/Berlin').toISOString()).toBe(
      '2026-03-29T07:00:00.000Z',
    );
    // 02:30 does not exist that day: read with the old offset, it lands at 03:30 local.
    const skipped = fromWallTime('2026-03-29', '02:30', 'Europe/Berlin');
    expect(skipped.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(toWallTime(skipped, 'Europe/Berlin').time).toBe('03:30');
  });

  it('takes the first of a repeated hour in autumn, and handles New York and half-hour zones', () => {
    // Berlin repeats 02:00–03:00 on 2026-10-25; the first 02:30 is still UTC+2.
    expect(fromWallTime('2026-10-25', '02:30', 'Europe/Berlin').toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    // New York changes on 2026-03-08: 09:00 EDT = 13:00 UTC; the day before, 09:00 EST = 14:00 UTC.
    expect(fromWallTime('2026-03-07', '09:00', 'America/New_York').toISOString()).toBe(
      '2026-03-07T14:00:00.000Z',
    );
    expect(fromWallTime('2026-03-09', '09:00', 'America/New_York').toISOString()).toBe(
      '2026-03-09T13:00:00.000Z',
    );
    expect(offsetMinutes(new Date('2026-01-15T00:00:00Z'), 'Asia/Kolkata')).toBe(330);
    expect(toWallTime(new Date('2026-01-15T20:00:00Z'), 'Asia/Tokyo')).toEqual({
      date: '2026-01-16',
      time: '05:00',
      weekday: 'fri',
    });
  });

  it('checks zones and dates', () => {
    expect(isTimeZone('Europe/Lisbon')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-3-1')).toBe(false);
    expect(weekdayOf('2026-03-10')).toBe('tue');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
