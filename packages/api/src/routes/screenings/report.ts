import type { ReportFormat } from '@colloquy/assistants';
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../context.ts';
import { requireScope } from '../../middleware/auth.ts';
import { AUTHED_ERRORS, errorResponses } from '../../openapi.ts';
import { ScreeningParams } from './schemas.ts';

const FORMATS: { ext: string; format: ReportFormat; type: string; schema: z.ZodType; name: string }[] = [
  { ext: 'html', format: 'html', type: 'text/html; charset=utf-8', schema: z.string(), name: 'HTML' },
  { ext: 'md', format: 'md', type: 'text/markdown; charset=utf-8', schema: z.string(), name: 'Markdown' },
  {
    ext: 'pdf',
    format: 'pdf',
    type: 'application/pdf',
    schema: z.string().openapi({ format: 'binary' }),
    name: 'PDF',
  },
];

/** GET /screenings/{screening_id}/report.html, .md and .pdf: the ranking, evidence per requirement, a chart. */
export function registerScreeningReport(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  for (const { ext, format, type, schema, name } of FORMATS) {
    app.openapi(
      createRoute({
        method: 'get',
        path: `/screenings/{screening_id}/report.${ext}`,
        tags: ['Screenings'],
        summary: `The screening report as ${name}: ranking table, evidence per requirement, score chart`,
        description:
          format === 'pdf'
            ? 'Printed by headless Chromium; 503 `pdf_unavailable` (with how to install it) where none is installed — HTML still works. 409 until the screening completed.'
            : '409 until the screening completed.',
        security: [{ apiKey: [] }],
        middleware: requireScope('data:read'),
        request: { params: ScreeningParams },
        responses: {
          200: {
            description: `The report (${type.split(';')[0]})`,
            content: { [type.split(';')[0]!]: { schema } },
          },
          ...errorResponses(404, 409, ...(format === 'pdf' ? [503] : []), ...AUTHED_ERRORS),
        },
      }),
      async (c) => {
        const id = c.req.valid('param').screening_id;
        const body = await deps.screenings.report(c.get('auth').companyId, id, format);
        return c.body(typeof body === 'string' ? body : new Uint8Array(body), 200, {
          'Content-Type': type,
          'Content-Disposition': `inline; filename="screening-${id}.${ext}"`,
          // A report shows candidates' personal data: no shared caches.
          'Cache-Control': 'private, no-store',
        });
      },
    );
  }
}
