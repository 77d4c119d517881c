import { ValidationError } from '@colloquy/core';
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../context.ts';
import { requireScope } from '../../middleware/auth.ts';
import { AUTHED_ERRORS, errorResponses } from '../../openapi.ts';
import { BusyInput, BusyTime, body, Deleted, json, PersonIdParam } from './schemas.ts';

const MULTIPART = /^multipart\/form-data/i;

/** The ICS text of an upload: a `text/calendar` body, or the multipart field "file". */
async function icsText(c: {
  req: {
    header(name: string): string | undefined;
    text(): Promise<string>;
    parseBody(o: { all: true }): Promise<Record<string, unknown>>;
  };
}): Promise<string> {
  if (!MULTIPART.test(c.req.header('Content-Type') ?? '')) return c.req.text();
  const form = await c.req.parseBody({ all: true });
  const file = form.file;
  if (!(file instanceof File)) {
    throw new ValidationError('Attach one .ics file in the multipart field "file"', [
      { field: 'file', message: Array.isArray(file) ? 'one file only' : 'is required' },
    ]);
  }
  return file.text();
}

/** A person's busy times: add as JSON, import from an ICS file, list by range, delete. */
export function registerBusyTimes(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  const common = { tags: ['Directory'], security: [{ apiKey: [] }], middleware: requireScope('tasks') };
  app.openapi(
    createRoute({
      ...common,
      method: 'post',
      path: '/directory/people/{person_id}/busy',
      summary: 'Add busy intervals (ISO date-times with an offset)',
      request: { params: PersonIdParam, ...body(BusyInput) },
      responses: {
        201: json(z.object({ data: z.array(BusyTime) }), 'Added'),
        ...errorResponses(400, 404, 422, ...AUTHED_ERRORS),
      },
    }),
    async (c) => {
      const { intervals } = c.req.valid('json');
      const data = await deps.directory.addBusy(
        c.get('auth').companyId,
        c.req.valid('param').person_id,
        intervals.map((i) => ({ start: new Date(i.start), end: new Date(i.end), summary: i.summary })),
      );
      return c.json({ data }, 201);
    },
  );
  app.openapi(
    createRoute({
      ...common,
      method: 'post',
      path: '/directory/people/{person_id}/busy/ics',
      summary: 'Import busy times from an iCalendar file (text/calendar body, or multipart field "file")',
      description:
        "Each VEVENT becomes a busy time: UTC, TZID and floating DTSTART/DTEND (floating and all-day times are read in the person's time zone), or DTSTART with DURATION. Recurrence rules are not expanded: only the first occurrence is imported, and `warnings` says so. Cancelled and transparent events are skipped.",
      request: {
        params: PersonIdParam,
        // Not `required`: the validator would then insist on a form even for a text/calendar body.
        body: {
          content: {
            'text/calendar': { schema: z.string().openapi({ example: 'BEGIN:VCALENDAR\r\n…' }) },
            'multipart/form-data': {
              schema: z.object({ file: z.any().openapi({ type: 'string', format: 'binary' }) }),
            },
          },
        },
      },
      responses: {
        201: json(
          z.object({ imported: z.number().int(), warnings: z.array(z.string()), data: z.array(BusyTime) }),
          'Imported',
        ),
        ...errorResponses(404, 413, 415, 422, ...AUTHED_ERRORS),
      },
    }),
    async (c) => {
      const { person_id } = c.req.valid('param');
      const ics = await icsText(c);
      return c.json(await deps.directory.importIcs(c.get('auth').companyId, person_id, ics), 201);
    },
  );
  app.openapi(
    createRoute({
      ...common,
      method: 'get',
      path: '/directory/people/{person_id}/busy',
      summary: "A person's busy times overlapping [from, to), earliest first",
      request: {
        params: PersonIdParam,
        query: z.object({
          from: z.iso.datetime({ offset: true }).optional(),
          to: z.iso.datetime({ offset: true }).optional(),
        }),
      },
      responses: {
        200: json(z.object({ data: z.array(BusyTime) }), 'Busy times'),
        ...errorResponses(400, 404, ...AUTHED_ERRORS),
      },
    }),
    async (c) => {
      const { from, to } = c.req.valid('query');
      const data = await deps.directory.listBusy(c.get('auth').companyId, c.req.valid('param').person_id, {
        from: from ? new Date(from) : undefined,
        to: to ? new Date(to) : undefined,
      });
      return c.json({ data }, 200);
    },
  );
  app.openapi(
    createRoute({
      ...common,
      method: 'delete',
      path: '/directory/people/{person_id}/busy/{busy_id}',
      summary: 'Delete one busy time',
      request: { params: PersonIdParam.extend({ busy_id: z.string() }) },
      responses: { 200: json(Deleted, 'Deleted'), ...errorResponses(404, ...AUTHED_ERRORS) },
    }),
    async (c) => {
      const { person_id, busy_id } = c.req.valid('param');
      await deps.directory.deleteBusy(c.get('auth').companyId, person_id, busy_id);
      return c.json({ id: busy_id, deleted: true as const }, 200);
    },
  );
}
