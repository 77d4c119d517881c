import { describe, expect, it } from 'vitest';
import { type CalendarPerson, dateRange, findFreeSlot, freeIntervals, mergeIntervals } from './slots.ts';

const NINE_TO_FIVE = {
  mon: { start: '09:00', end: '17:00' },
  tue: { start: '09:00', end: '17:00' },
  wed: { start: '09:00', end: '17:00' },
  thu: { start: '09:00', end: '17:00' },
  fri: { start: '09:00', end: '17:00' },
};
const at = (iso: string) => new Date(iso);
const busy = (start: string, end: string) => ({ start: at(start), end: at(end) });

describe('free-slot search', () => {
  it('finds the first slot where everyone works and is free, in their own time zones', () => {
    const lisbon: CalendarPerson = { timezone: 'Europe/Lisbon', workingHours: NINE_TO_FIVE, busy: [] };
    // Berlin is an hour ahead: 09:00 Lisbon (09:00 UTC in March before the change) is 10:00 Berlin.
    const berlin: CalendarPerson = {
      timezone: 'Europe/Berlin',
      workingHours: NINE_TO_FIVE,
      busy: [busy('2026-03-10T09:00:00Z', '2026-03-10T10:10:00Z')],
    };
    const slot = findFreeSlot({ people: [lisbon, berlin], dates: ['2026-03-10'], durationMinutes: 30 });
    // Busy until 10:10 UTC: the next 15-minute boundary is 10:15.
    expect(slot).toEqual({
      date: '2026-03-10',
      start: at('2026-03-10T10:15:00Z'),
      end: at('2026-03-10T10:45:00Z'),
    });
  });

  it('moves to the next date with room, skips days off, and respects notBefore / notAfter', () => {
    const full: CalendarPerson = {
      timezone: 'UTC',
      workingHours: NINE_TO_FIVE,
      busy: [busy('2026-03-13T08:00:00Z', '2026-03-13T18:00:00Z')],
    };
    // Friday is full, the weekend is off: Monday at 09:00.
    const slot = findFreeSlot({
      people: [full],
      dates: dateRange('2026-03-13', '2026-03-20'),
      durationMinutes: 60,
    });
    expect(slot?.date).toBe('2026-03-16');
    expect(slot?.start).toEqual(at('2026-03-16T09:00:00Z'));
    const late = findFreeSlot({
      people: [full],
      dates: ['2026-03-16'],
      durationMinutes: 60,
      notBefore: at('2026-03-16T16:01:00Z'),
    });
    expect(late).toBeUndefined();
    const windowed = findFreeSlot({
      people: [full],
      dates: ['2026-03-16'],
      durationMinutes: 45,
      notBefore: at('2026-03-16T11:05:00Z'),
      notAfter: at('2026-03-16T12:00:00Z'),
    });
    expect(windowed?.start).toEqual(at('2026-03-16T11:15:00Z'));
  });

  it('keeps working hours in local time across a DST change', () => {
    const berlin: CalendarPerson = { timezone: 'Europe/Berlin', workingHours: NINE_TO_FIVE, busy: [] };
    // Friday 27 March (UTC+1) and Monday 30 March (UTC+2, after the change on the 29th).
    expect(findFreeSlot({ people: [berlin], dates: ['2026-03-27'], durationMinutes: 30 })?.start).toEqual(
      at('2026-03-27T08:00:00Z'),
    );
    expect(findFreeSlot({ people: [berlin], dates: ['2026-03-30'], durationMinutes: 30 })?.start).toEqual(
      at('2026-03-30T07:00:00Z'),
    );
  });

  it('merges and subtracts intervals', () => {
    expect(
      mergeIntervals([
        busy('2026-01-01T10:00:00Z', '2026-01-01T11:00:00Z'),
        busy('2026-01-01T09:00:00Z', '2026-01-01T10:00:00Z'),
      ]),
    ).toEqual([busy('2026-01-01T09:00:00Z', '2026-01-01T11:00:00Z')]);
    expect(
      freeIntervals(busy('2026-01-01T09:00:00Z', '2026-01-01T17:00:00Z'), [
        busy('2026-01-01T08:00:00Z', '2026-01-01T09:30:00Z'),
        busy('2026-01-01T12:00:00Z', '2026-01-01T13:00:00Z'),
      ]),
    ).toEqual([
      busy('2026-01-01T09:30:00Z', '2026-01-01T12:00:00Z'),
      busy('2026-01-01T13:00:00Z', '2026-01-01T17:00:00Z'),
    ]);
  });
});
