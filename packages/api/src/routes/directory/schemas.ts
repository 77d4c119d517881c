import { TimeZoneSchema, WorkingHoursSchema } from '@colloquy/assistants';
import { z } from '@hono/zod-openapi';

export { json } from '../../openapi.ts';

export const body = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { 'application/json': { schema } } },
});

// Built before @hono/zod-openapi extended zod: documented through .meta() rather than .openapi().
const Hours = WorkingHoursSchema.meta({
  description: 'Local working hours per weekday (mon…sun → {start, end} as HH:MM); a weekday left out is off',
  example: { mon: { start: '09:00', end: '17:00' }, fri: { start: '09:00', end: '13:00' } },
});

export const Person = z
  .object({
    id: z.string().openapi({ example: 'per_2b7k4m9q1x8v3c5n6p0r' }),
    name: z.string(),
    email: z.string(),
    timezone: z.string().openapi({ example: 'Europe/Berlin' }),
    working_hours: z.record(z.string(), z.object({ start: z.string(), end: z.string() })),
    manager_id: z.string().nullable().openapi({ description: 'Approves their leave' }),
    leave_balances: z.record(z.string(), z.number()).openapi({ example: { annual: 25, sick: 10 } }),
    password_set: z.boolean(),
    created_at: z.string(),
  })
  .openapi('Person');

const balances = z
  .record(z.string().trim().toLowerCase().min(1).max(40), z.number().min(0).max(1000))
  .openapi({ description: 'Days left per leave type', example: { annual: 25 } });

export const PersonInput = z
  .object({
    name: z.string().trim().min(1).max(200),
    email: z.email().max(320),
    timezone: TimeZoneSchema.optional().meta({
      description: 'IANA zone (default UTC)',
      example: 'Europe/Lisbon',
    }),
    working_hours: Hours.optional().meta({ description: 'Default Monday to Friday, 09:00–17:00' }),
    manager_id: z.string().nullable().optional(),
    leave_balances: balances.optional(),
  })
  .openapi('PersonInput');

export const PersonPatch = PersonInput.partial().openapi('PersonPatch');

export const Team = z
  .object({
    id: z.string().openapi({ example: 'team_2b7k4m9q1x8v3c5n6p0r' }),
    name: z.string().openapi({ example: 'Design' }),
    members: z.array(z.object({ id: z.string(), name: z.string(), email: z.string() })),
    created_at: z.string(),
  })
  .openapi('Team');

const members = z
  .array(z.string().trim().min(1).max(320))
  .max(500)
  .openapi({ description: 'People by id, e-mail address or name' });

export const TeamInput = z
  .object({ name: z.string().trim().min(1).max(200), members: members.optional() })
  .openapi('TeamInput');

export const TeamPatch = TeamInput.partial().openapi('TeamPatch');

export const BusyTime = z
  .object({
    id: z.string().openapi({ example: 'busy_2b7k4m9q1x8v3c5n6p0r' }),
    person_id: z.string(),
    start: z.string(),
    end: z.string(),
    summary: z.string().nullable(),
    source: z.enum(['api', 'ics', 'meeting', 'leave']),
    meeting_id: z.string().nullable(),
  })
  .openapi('BusyTime');

const instant = z.iso.datetime({ offset: true }).openapi({ example: '2026-03-10T09:00:00Z' });

export const BusyInput = z
  .object({
    intervals: z
      .array(z.object({ start: instant, end: instant, summary: z.string().max(500).optional() }))
      .min(1)
      .max(1000),
  })
  .openapi('BusyInput');

export const PersonIdParam = z.object({
  person_id: z.string().openapi({ example: 'per_2b7k4m9q1x8v3c5n6p0r' }),
});
export const TeamIdParam = z.object({
  team_id: z.string().openapi({ example: 'team_2b7k4m9q1x8v3c5n6p0r' }),
});

export const Deleted = z.object({ id: z.string(), deleted: z.literal(true) }).openapi('DirectoryDeleted');
