import { parseJobSpec } from '@colloquy/assistants';
import { ValidationError } from '@colloquy/core';
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../context.ts';
import { requireScope } from '../../middleware/auth.ts';
import { AUTHED_ERRORS, errorResponses } from '../../openapi.ts';
import { ScreeningCreatedSchema, ScreeningUploadSchema } from './schemas.ts';

const FLAGS: Record<string, boolean> = {
  true: true,
  '1': true,
  yes: true,
  false: false,
  '0': false,
  no: false,
};

/** A true/false form field; absent means false. */
function flag(value: unknown, field: string): boolean {
  if (value === undefined || value === '') return false;
  const known = typeof value === 'string' ? FLAGS[value.trim().toLowerCase()] : undefined;
  if (known === undefined) {
    throw new ValidationError(`${field} must be true or false`, [
      { field, message: 'must be true or false' },
    ]);
  }
  return known;
}

const list = (value: unknown): unknown[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** POST /screenings: a job spec and up to 500 résumés (or one zip), screened by a background job. */
export function registerScreeningCreate(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  app.openapi(
    createRoute({
      method: 'post',
      path: '/screenings',
      tags: ['Screenings'],
      summary: 'Screen up to 500 résumés (or one .zip) against a job, as a background job',
      description:
        'Multipart fields: `job` (JSON job spec), `files` (repeated; PDF, DOCX or TXT) or one `.zip`, optional `blind=true` and `knockout=true`. Answers 202 at once; poll GET /screenings/{screening_id} for progress and the ranking. Unreadable or empty files get a per-file error and the batch goes on. On completion `screening.completed` and `report.ready` events are sent. The whole upload may be up to 20 MB; a zip may expand to 200 MB (10 MB per résumé).',
      security: [{ apiKey: [] }],
      middleware: requireScope('data:write'),
      request: {
        body: { required: true, content: { 'multipart/form-data': { schema: ScreeningUploadSchema } } },
      },
      responses: {
        202: {
          description: 'Queued',
          content: { 'application/json': { schema: ScreeningCreatedSchema } },
        },
        ...errorResponses(400, 413, 415, 422, 503, ...AUTHED_ERRORS),
      },
    }),
    async (c) => {
      const form = await c.req.parseBody({ all: true });
      const jobField = list(form.job);
      if (jobField.length !== 1 || typeof jobField[0] !== 'string') {
        throw new ValidationError('Send the job spec as JSON in the multipart field "job"', [
          { field: 'job', message: jobField.length > 1 ? 'give it once' : 'is required' },
        ]);
      }
      const job = parseJobSpec(jobField[0]);
      const blind = flag(list(form.blind)[0], 'blind');
      const knockout = flag(list(form.knockout)[0], 'knockout');
      const uploads = [...list(form.files), ...list(form['files[]']), ...list(form.file)];
      const notFile = uploads.findIndex((f) => !(f instanceof File));
      if (notFile >= 0) {
        throw new ValidationError(`files.${notFile} must be a file, not a text field`, [
          { field: `files.${notFile}`, message: 'must be a file' },
        ]);
      }
      const files = await Promise.all(
        (uploads as File[]).map(async (f) => ({ name: f.name, data: new Uint8Array(await f.arrayBuffer()) })),
      );
      const screening = await deps.screenings.create(c.get('auth').companyId, {
        job,
        files,
        blind,
        knockout,
      });
      return c.json(
        { screening_id: screening.id, status: 'queued' as const, files: screening.fileCount },
        202,
      );
    },
  );
}
