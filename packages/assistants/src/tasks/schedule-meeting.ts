import { ValidationError } from '@colloquy/core';
import { findTeamByName, listPeople, listTeams, lockPeople, type PersonRecord } from '@colloquy/db';
import { z } from 'zod';
import { dateRange } from '../calendar/slots.ts';
import { addDays, isCalendarDate } from '../calendar/zones.ts';
import type { StaffDeps } from '../directory/mail.ts';
import { bookMeeting, describeSlot, findSlot, meetingResult } from '../directory/meetings.ts';
import { findPersonByRef, isEmail } from '../directory/people.ts';
import { defineTask } from './registry.ts';

/** Days after the requested one searched for the next free slot when that day has none. */
const LOOKAHEAD_DAYS = 14;

const invalid = (field: string, message: string) =>
  new ValidationError(`params.${field} ${message}`, [{ field: `params.${field}`, message }]);

/** YYYY-MM-DD that names a real day (shared by the tasks that take dates). */
export const CalendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  .refine(isCalendarDate, 'is not a real calendar date');

const scheduleMeetingParameters = z.object({
  date: CalendarDate.describe('The day of the meeting (YYYY-MM-DD)'),
  team: z.string().trim().min(1).max(200).meta({ entity: 'team' }).describe('The team to meet, by name'),
  duration_minutes: z.number().int().min(5).max(480).default(30).describe('Length in minutes (default 30)'),
  title: z.string().trim().min(1).max(200).optional().describe('What the meeting is called'),
  attendees: z
    .array(z.string().trim().min(1).max(320))
    .max(50)
    .optional()
    .describe('More people to invite: directory names or addresses'),
});

export type ScheduleMeetingResult =
  | (ReturnType<typeof meetingResult> & { booked: true; date: string; team: string; when: string })
  | {
      booked: false;
      date: string;
      team: string;
      reason: string;
      next_available: { date: string; start: string; end: string; when: string } | null;
    };

/** Directory people and outside guests for the `attendees` parameter. */
async function resolveAttendees(
  db: Parameters<typeof findPersonByRef>[0],
  companyId: string,
  refs: readonly string[],
): Promise<{ people: PersonRecord[]; guests: { name: string; email: string }[] }> {
  const people: PersonRecord[] = [];
  const guests: { name: string; email: string }[] = [];
  for (const [i, ref] of refs.entries()) {
    const person = await findPersonByRef(db, companyId, ref, `params.attendees.${i}`);
    if (person) people.push(person);
    else if (isEmail(ref)) guests.push({ name: ref.trim(), email: ref.trim() });
    else
      throw invalid(
        `attendees.${i}`,
        `"${ref}" is not in the company directory (give an address to invite a guest)`,
      );
  }
  return { people, guests };
}

/**
 * `schedule_meeting`: books the first slot on `date` where every team member (and named attendee) works and is
 * free, stores it as everyone's busy time and e-mails each an invitation with an .ics file. A day without room
 * is a result naming the next day that has one, not an error.
 */
export function scheduleMeetingTask(staff: StaffDeps) {
  return defineTask({
    name: 'schedule_meeting',
    description:
      'Books a meeting with a team on a given day at the first time everyone is free, and sends the invitations.',
    examples: [
      'schedule a meeting with the design team',
      'book a meeting with the sales team',
      'set up a team meeting',
      'arrange a meeting with my team on Friday',
      'find a time for the team to meet',
    ],
    parameters: scheduleMeetingParameters,
    prompts: {
      date: 'Which day should the meeting be on?',
      team: 'Which team is the meeting with?',
      duration_minutes: 'How long should it be, in minutes?',
    },
    async run(params, { companyId, db, clock }): Promise<ScheduleMeetingResult> {
      const now = clock.now();
      const today = now.toISOString().slice(0, 10);
      if (params.date < today) throw invalid('date', `${params.date} is in the past (today is ${today})`);
      const team = await findTeamByName(db, companyId, params.team.replace(/^the\s+|\s+team$/gi, '').trim());
      if (!team) {
        const known = (await listTeams(db, companyId)).map((t) => t.name);
        throw invalid(
          'team',
          `no team called "${params.team}"${known.length ? ` (teams: ${known.join(', ')})` : ''}`,
        );
      }
      const extra = await resolveAttendees(db, companyId, params.attendees ?? []);
      const members = await listPeople(db, companyId, team.memberIds);
      const people = [...members, ...extra.people.filter((p) => !team.memberIds.includes(p.id))];
      if (people.length === 0) throw invalid('team', `the ${team.name} team has no members yet`);
      // Concurrent bookings for these people wait here, so they cannot both take the same slot.
      await lockPeople(
        db,
        companyId,
        people.map((p) => p.id),
      );
      const query = { companyId, people, durationMinutes: params.duration_minutes, notBefore: now };
      const zone = people[0]!.timezone;
      const slot = await findSlot(db, { ...query, dates: [params.date] });
      if (!slot) {
        const next = await findSlot(db, {
          ...query,
          dates: dateRange(addDays(params.date, 1), addDays(params.date, LOOKAHEAD_DAYS)),
        });
        return {
          booked: false,
          date: params.date,
          team: team.name,
          reason: `No ${params.duration_minutes}-minute slot on ${params.date} when everyone in ${team.name} is working and free`,
          next_available: next
            ? {
                date: next.date,
                start: next.start.toISOString(),
                end: next.end.toISOString(),
                when: describeSlot(next.start, next.end, zone),
              }
            : null,
        };
      }
      const title = params.title ?? `${team.name} team meeting`;
      const meeting = await bookMeeting(db, staff, {
        companyId,
        kind: 'meeting',
        title,
        slot,
        people,
        guests: extra.guests,
        teamId: team.id,
        description: `A meeting of the ${team.name} team, booked at the first time everyone is free.`,
        now,
      });
      return {
        booked: true,
        date: slot.date,
        team: team.name,
        when: describeSlot(meeting.startsAt, meeting.endsAt, zone),
        ...meetingResult(meeting),
      };
    },
    summarize: (r) =>
      r.booked
        ? `Booked "${r.title}" on ${r.when} with ${r.attendees.map((a) => a.name).join(', ')}. Invitations are on their way.`
        : `${r.reason}. ${
            r.next_available
              ? `The next day with a free slot is ${r.next_available.date} (${r.next_available.when}).`
              : `There is no free slot in the ${LOOKAHEAD_DAYS} days after it either.`
          }`,
  });
}
