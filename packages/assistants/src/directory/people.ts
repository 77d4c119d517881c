import { ValidationError } from '@colloquy/core';
import {
  findPeopleByName,
  findPerson,
  findPersonByEmail,
  type PersonRecord,
  type Queryable,
  type WorkingHours,
} from '@colloquy/db';
import { z } from 'zod';
import { isTimeZone } from '../calendar/zones.ts';

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const DAY = z
  .object({
    start: z.string().regex(CLOCK_TIME, 'must be HH:MM'),
    end: z.string().regex(CLOCK_TIME, 'must be HH:MM'),
  })
  .refine((d) => d.end > d.start, { message: 'end must be after start', path: ['end'] });

/** Local working hours per weekday (`mon`…`sun`); a weekday left out is a day off. */
export const WorkingHoursSchema = z.strictObject({
  mon: DAY.optional(),
  tue: DAY.optional(),
  wed: DAY.optional(),
  thu: DAY.optional(),
  fri: DAY.optional(),
  sat: DAY.optional(),
  sun: DAY.optional(),
});

export const DEFAULT_WORKING_HOURS: WorkingHours = {
  mon: { start: '09:00', end: '17:00' },
  tue: { start: '09:00', end: '17:00' },
  wed: { start: '09:00', end: '17:00' },
  thu: { start: '09:00', end: '17:00' },
  fri: { start: '09:00', end: '17:00' },
};

export const TimeZoneSchema = z
  .string()
  .min(1)
  .refine(isTimeZone, { message: 'must be an IANA time zone such as Europe/Berlin' });

/** One person as the API shows them (never their password). */
export interface PersonView {
  id: string;
  name: string;
  email: string;
  timezone: string;
  working_hours: WorkingHours;
  manager_id: string | null;
  leave_balances: Record<string, number>;
  password_set: boolean;
  created_at: string;
}

export function personView(p: PersonRecord): PersonView {
  return {
    id: p.id,
    name: p.name,
    email: p.email,
    timezone: p.timezone,
    working_hours: p.workingHours,
    manager_id: p.managerId,
    leave_balances: p.leaveBalances,
    password_set: p.hasPassword,
    created_at: p.createdAt.toISOString(),
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The company's person an id, an e-mail address or a name stands for; undefined when none. A name that fits
 * several people is a ValidationError naming them, for `field`.
 */
export async function findPersonByRef(
  db: Queryable,
  companyId: string,
  ref: string,
  field: string,
): Promise<PersonRecord | undefined> {
  const wanted = ref.trim();
  if (wanted.startsWith('per_')) return findPerson(db, companyId, wanted);
  if (EMAIL.test(wanted)) return findPersonByEmail(db, companyId, wanted);
  const matches = await findPeopleByName(db, companyId, wanted);
  if (matches.length > 1) {
    const names = matches.map((p) => `${p.name} <${p.email}>`).join(', ');
    const message = `"${wanted}" fits several people (${names}): give an e-mail address`;
    throw new ValidationError(`${field} ${message}`, [{ field, message }]);
  }
  return matches[0];
}

/** Like findPersonByRef, but someone unknown is a ValidationError for `field`. */
export async function requirePerson(
  db: Queryable,
  companyId: string,
  ref: string,
  field: string,
): Promise<PersonRecord> {
  const person = await findPersonByRef(db, companyId, ref, field);
  if (!person) {
    const message = `nobody called "${ref}" is in the company directory`;
    throw new ValidationError(`${field}: ${message}`, [{ field, message }]);
  }
  return person;
}

export const isEmail = (value: string) => EMAIL.test(value.trim());
