import { saveDataRecords } from '@colloquy/accounts';
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../context.ts';
import { requireScope } from '../../middleware/auth.ts';
import { AUTHED_ERRORS, errorResponses, type Security } from '../../openapi.ts';
import { assertOwnCompany } from './company.ts';
import { RecordsResponseSchema, UpdateRequestSchema } from './schemas.ts';

export function registerUpdate(app: OpenAPIHono<AppEnv>, deps: AppDeps, security: Security): void {
  const route = createRoute({
    method: 'post',
    path: '/data/update',
    tags: ['Data'],
    summary: 'Insert or update data records',
    description: 'Upserts up to 1000 records by id in one transaction; ids are generated when absent.',
    security: [{ [security]: [] }],
    middleware: [requireScope('data:write')] as const,
    request: { body: { required: true, content: { 'application/json': { schema: UpdateRequestSchema } } } },
    responses: {
      200: {
        description: 'The records as stored',
        content: { 'application/json': { schema: RecordsResponseSchema } },
      },
      ...errorResponses(400, 404, 422, ...AUTHED_ERRORS),
    },
  });
  app.openapi(route, async (c) => {
    const { company_id, records } = c.req.valid('json');
    assertOwnCompany(c.get('auth'), company_id);
    const stored = await saveDataRecords(deps.db, company_id, records);
    // Our own NOTIFY arrives asynchronously; a read right after this write must not see the old page.
    deps.records.invalidate(company_id);
    return c.json({ status: 'success' as const, data: stored, next_cursor: null }, 200);
  });
}
