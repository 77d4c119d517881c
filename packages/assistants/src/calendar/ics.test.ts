import { describe, expect, it } from 'vitest';
import { parseIcs } from './ics-parse.ts';
import { escapeText, foldLine, invitationIcs } from './ics-write.ts';

const CALENDAR = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Berlin',
  'END:VTIMEZONE',
  'BEGIN:VEVENT',
  'UID:utc-1',
  'SUMMARY:Stand-up\\, daily',
  'DTSTART:20260310T090000Z',
  'DTEND:20260310T091500Z',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:zoned-1',
  'SUMMARY:Design review with a very long title that is folded',
  '  across two lines',
  'DTSTART;TZID=Europe/Berlin:20260310T140000',
  'DTEND;TZID=Europe/Berlin:20260310T153000',
  'RRULE:FREQ=WEEKLY;COUNT=4',
  'BEGIN:VALARM',
  'DTSTART:19700101T000000Z',
  'END:VALARM',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:allday',
  'DTSTART;VALUE=DATE:20260311',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:floating',
  'DTSTART:20260312T100000',
  'DURATION:PT1H30M',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:free',
  'TRANSP:TRANSPARENT',
  'DTSTART:20260312T100000Z',
  'DTEND:20260312T110000Z',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:broken',
  'DTSTART:yesterday',
  'END:VEVENT',
  'END:VCALENDAR',
].join('\r\n');

describe('ICS', () => {
  it('reads UTC, TZID, floating and all-day events, unfolds lines, and says what it left out', () => {
    const { events, warnings } = parseIcs(CALENDAR, 'Europe/Lisbon');
    expect(events.map((e) => [e.uid, e.start.toISOString(), e.end.toISOString()])).toEqual([
      ['utc-1', '2026-03-10T09:00:00.000Z', '2026-03-10T09:15:00.000Z'],
      ['zoned-1', '2026-03-10T13:00:00.000Z', '2026-03-10T14:30:00.000Z'],
      // All day in the person's zone (Lisbon is UTC+0 in March).
      ['allday', '2026-03-11T00:00:00.000Z', '2026-03-12T00:00:00.000Z'],
      ['floating', '2026-03-12T10:00:00.000Z', '2026-03-12T11:30:00.000Z'],
    ]);
    expect(events[0]?.summary).toBe('Stand-up, daily');
    expect(events[1]?.summary).toBe('Design review with a very long title that is folded across two lines');
    expect(events[2]?.allDay).toBe(true);
    expect(warnings.some((w) => /repeats.*first occurrence/.test(w))).toBe(true);
    expect(warnings.some((w) => /Skipped "broken"/.test(w))).toBe(true);
  });

  it('writes an RFC 5545 invitation that reads back, with CRLF, escaping and 75-octet folding', () => {
    const ics = invitationIcs({
      uid: 'mtg_123@colloquy',
      stamp: new Date('2026-03-01T12:00:00Z'),
      start: new Date('2026-03-10T09:00:00Z'),
      end: new Date('2026-03-10T09:30:00Z'),
      summary: 'Planning; budget, Q2 — ünïcödé '.repeat(4),
      description: 'Line one\nLine two',
      organizer: { name: 'Colloquy', email: 'no-reply@colloquy.test' },
      attendees: [
        { name: 'Lima, Ana', email: 'ana@example.com' },
        { name: 'Ben', email: 'ben@example.com' },
      ],
    });
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toContain('\n');
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain('DTSTAMP:20260301T120000Z');
    expect(ics).toContain('ORGANIZER;CN=Colloquy:mailto:no-reply@colloquy.test');
    expect(ics).toContain('ATTENDEE;CN="Lima, Ana";');
    expect(ics).toContain('DESCRIPTION:Line one\\nLine two');
    const [event] = parseIcs(ics).events;
    expect(event).toMatchObject({
      uid: 'mtg_123@colloquy',
      summary: 'Planning; budget, Q2 — ünïcödé '.repeat(4),
    });
    expect(event?.start.toISOString()).toBe('2026-03-10T09:00:00.000Z');
  });

  it('folds without splitting a multi-byte character and escapes TEXT', () => {
    const folded = foldLine(`SUMMARY:${'é'.repeat(80)}`);
    const lines = folded.split('\r\n ');
    expect(lines.every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    expect(lines.join('')).toBe(`SUMMARY:${'é'.repeat(80)}`);
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });
});
