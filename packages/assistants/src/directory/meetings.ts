import { newId } from '@colloquy/core';
import {
  insertBusyTimes,
  insertMeeting,
  listBusyTimes,
  type MeetingRecord,
  type PersonRecord,
  type Queryable,
} from '@colloquy/db';
import { invitationIcs } from '../calendar/ics-write.ts';
import { findFreeSlot, type Interval } from '../calendar/slots.ts';
import { addDays, toWallTime } from '../calendar/zones.ts';
import type { StaffDeps } from './mail.ts';

export interface Guest {
  name: string;
  email: string;
}

export interface SlotQuery {
  companyId: string;
  /** Directory people whose working hours and busy times the slot must fit. */
  people: readonly PersonRecord[];
  /** Local dates to try, in order. */
  dates: readonly string[];
  durationMinutes: number;
  notBefore?: Date | undefined;
  notAfter?: Date | undefined;
}

/** The first slot that fits everyone in `query`, reading their busy times from the database. */
export async function findSlot(
  db: Queryable,
  query: SlotQuery,
): Promise<(Interval & { date: string }) | undefined> {
  if (query.people.length === 0 || query.dates.length === 0) return undefined;
  // A day either side covers every time zone's version of the dates.
  const from = new Date(`${addDays(query.dates[0]!, -1)}T00:00:00Z`);
  const to = new Date(`${addDays(query.dates[query.dates.length - 1]!, 2)}T00:00:00Z`);
  const busy = await listBusyTimes(
    db,
    query.companyId,
    query.people.map((p) => p.id),
    { from, to },
  );
  return findFreeSlot({
    people: query.people.map((p) => ({
      timezone: p.timezone,
      workingHours: p.workingHours,
      busy: busy.filter((b) => b.personId === p.id).map((b) => ({ start: b.startsAt, end: b.endsAt })),
    })),
    dates: query.dates,
    durationMinutes: query.durationMinutes,
    notBefore: query.notBefore,
    notAfter: query.notAfter,
  });
}

const DAY_FORMAT = new Map<string, Intl.DateTimeFormat>();

/** "Tue 10 Mar 2026, 10:00–10:30 Europe/Berlin": a slot as someone in `timeZone` reads it. */
export function describeSlot(start: Date, end: Date, timeZone: string): string {
  let day = DAY_FORMAT.get(timeZone);
  if (!day) {
    day = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    });
    DAY_FORMAT.set(timeZone, day);
  }
  return `${day.format(start).replace(/,/g, '')}, ${toWallTime(start, timeZone).time}–${toWallTime(end, timeZone).time} ${timeZone}`;
}

export interface Booking {
  companyId: string;
  kind: MeetingRecord['kind'];
  title: string;
  slot: Interval;
  people: readonly PersonRecord[];
  guests?: readonly Guest[];
  teamId?: string | null;
  screeningId?: string | null;
  /** A sentence for the invitation ("The Design team's meeting, booked by the assistant."). */
  description: string;
  now: Date;
}

/**
 * Books a slot found by findSlot inside `tx`: the meeting, a busy time for each directory attendee, and an
 * invitation (.ics, METHOD:REQUEST) queued for each attendee. Call it in the transaction that found the slot,
 * after `lockPeople`, so a concurrent booking cannot take the same slot.
 */
export async function bookMeeting(tx: Queryable, staff: StaffDeps, booking: Booking): Promise<MeetingRecord> {
  const attendees = [
    ...booking.people.map((p) => ({ name: p.name, email: p.email, person_id: p.id, timezone: p.timezone })),
    ...(booking.guests ?? [])
      .filter((g) => !booking.people.some((p) => p.email.toLowerCase() === g.email.toLowerCase()))
      .map((g) => ({ name: g.name, email: g.email, person_id: null, timezone: 'UTC' })),
  ];
  const meeting = await insertMeeting(tx, {
    id: newId('meeting'),
    companyId: booking.companyId,
    kind: booking.kind,
    title: booking.title,
    startsAt: booking.slot.start,
    endsAt: booking.slot.end,
    teamId: booking.teamId ?? null,
    attendees: attendees.map(({ name, email, person_id }) => ({ name, email, person_id })),
    screeningId: booking.screeningId ?? null,
  });
  await insertBusyTimes(
    tx,
    booking.people.map((p) => ({
      id: newId('busyTime'),
      companyId: booking.companyId,
      personId: p.id,
      startsAt: meeting.startsAt,
      endsAt: meeting.endsAt,
      summary: meeting.title,
      source: 'meeting' as const,
      meetingId: meeting.id,
    })),
  );
  const ics = invitationIcs({
    uid: `${meeting.id}@colloquy`,
    stamp: booking.now,
    start: meeting.startsAt,
    end: meeting.endsAt,
    summary: meeting.title,
    description: booking.description,
    organizer: staff.organizer,
    attendees,
  });
  const names = attendees.map((a) => a.name).join(', ');
  for (const attendee of attendees) {
    await staff.mail.enqueue(tx, {
      companyId: booking.companyId,
      to: attendee.email,
      subject: `Invitation: ${meeting.title}`,
      text: [
        `Hello ${attendee.name},`,
        '',
        `You are invited to "${meeting.title}".`,
        `When: ${describeSlot(meeting.startsAt, meeting.endsAt, attendee.timezone)}`,
        `With: ${names}`,
        '',
        booking.description,
        '',
        'The attached invite.ics adds it to your calendar.',
      ].join('\n'),
      attachments: [
        { filename: 'invite.ics', content: ics, contentType: 'text/calendar; method=REQUEST; charset=UTF-8' },
      ],
    });
  }
  return meeting;
}

/** A meeting as tasks return it. */
export function meetingResult(meeting: MeetingRecord) {
  return {
    meeting_id: meeting.id,
    title: meeting.title,
    start: meeting.startsAt.toISOString(),
    end: meeting.endsAt.toISOString(),
    duration_minutes: Math.round((meeting.endsAt.getTime() - meeting.startsAt.getTime()) / 60_000),
    attendees: meeting.attendees.map((a) => ({ name: a.name, email: a.email })),
  };
}
