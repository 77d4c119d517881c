import { ValidationError } from '@colloquy/core';
import { lockPeople, type PersonRecord } from '@colloquy/db';
import { z } from 'zod';
import { dateRange } from '../calendar/slots.ts';
import { addDays } from '../calendar/zones.ts';
import type { StaffDeps } from '../directory/mail.ts';
import { bookMeeting, describeSlot, findSlot, meetingResult } from '../directory/meetings.ts';
import { requirePerson } from '../directory/people.ts';
import { defineTask } from './registry.ts';

const invalid = (field: string, message: string) =>
  new ValidationError(`params.${field} ${message}`, [{ field: `params.${field}`, message }]);

/** An instant: an ISO date-time with an offset, or a date (its start, UTC). */
const Instant = z
  .string()
  .trim()
  .refine(
    (v) =>
      /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/.test(v) &&
      !Number.isNaN(Date.parse(v)),
    {
      message: 'must be a date (YYYY-MM-DD) or an ISO date-time with an offset',
    },
  );

/** Longest window searched, in days. */
const MAX_WINDOW_DAYS = 62;

/**
 * `schedule_interview`: the first slot in [from, to] when every interviewer works and is free (the same calendar
 * search as meetings), booked and sent as an invitation with an .ics to the candidate and the interviewers.
 */
export function scheduleInterviewTask(staff: StaffDeps) {
  return defineTask({
    name: 'schedule_interview',
    description:
      'Books an interview with a candidate at the first time all interviewers are free within a window.',
    examples: ['schedule an interview', 'book an interview with the candidate', 'set up a job interview'],
    parameters: z.object({
      screening_id: z
        .string()
        .trim()
        .min(1)
        .max(100)
        .optional()
        .describe('The screening the candidate came from'),
      candidate: z.object({ name: z.string().trim().min(1).max(200), email: z.email() }),
      interviewers: z.array(z.string().trim().min(1).max(320)).min(1).max(10),
      from: Instant.describe('Earliest start'),
      to: Instant.describe('Latest end (a date means the end of that day)'),
      duration_minutes: z.number().int().min(15).max(480).default(60),
    }),
    async run(params, { companyId, db, clock }) {
      const now = clock.now();
      const dateOnly = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);
      const from = new Date(dateOnly(params.from) ? `${params.from}T00:00:00Z` : params.from);
      const to = new Date(dateOnly(params.to) ? `${addDays(params.to, 1)}T00:00:00Z` : params.to);
      if (to <= from) throw invalid('to', 'must be after from');
      if (to <= now) throw invalid('to', 'is in the past');
      if (to.getTime() - from.getTime() > MAX_WINDOW_DAYS * 86_400_000) {
        throw invalid('to', `the window can be at most ${MAX_WINDOW_DAYS} days`);
      }
      const interviewers: PersonRecord[] = [];
      for (const [i, ref] of params.interviewers.entries()) {
        const person = await requirePerson(db, companyId, ref, `params.interviewers.${i}`);
        if (!interviewers.some((p) => p.id === person.id)) interviewers.push(person);
      }
      await lockPeople(
        db,
        companyId,
        interviewers.map((p) => p.id),
      );
      const notBefore = from > now ? from : now;
      const slot = await findSlot(db, {
        companyId,
        people: interviewers,
        // Each interviewer's local dates in the window (a day either side covers every time zone).
        dates: dateRange(
          addDays(notBefore.toISOString().slice(0, 10), -1),
          addDays(to.toISOString().slice(0, 10), 1),
        ),
        durationMinutes: params.duration_minutes,
        notBefore,
        notAfter: to,
      });
      if (!slot) {
        return {
          booked: false as const,
          reason: `No ${params.duration_minutes}-minute slot between ${from.toISOString()} and ${to.toISOString()} when all interviewers are working and free`,
        };
      }
      const meeting = await bookMeeting(db, staff, {
        companyId,
        kind: 'interview',
        title: `Interview: ${params.candidate.name}`,
        slot,
        people: interviewers,
        guests: [params.candidate],
        screeningId: params.screening_id ?? null,
        description: `An interview with ${params.candidate.name}.`,
        now,
      });
      return {
        booked: true as const,
        screening_id: meeting.screeningId,
        when: describeSlot(meeting.startsAt, meeting.endsAt, 'UTC'),
        ...meetingResult(meeting),
      };
    },
    summarize: (r) =>
      r.booked ? `Booked "${r.title}" on ${r.when}. Invitations are on their way.` : `${r.reason}.`,
  });
}
