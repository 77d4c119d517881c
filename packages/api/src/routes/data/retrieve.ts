import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../context.ts';
import { requireScope } from '../../middleware/auth.ts';
import { AUTHED_ERRORS, errorResponses, type Security } from '../../openapi.ts';
import { assertOwnCompany } from './company.ts';
import { RecordsResponseSchema } from './schemas.ts';

const QuerySchema = z.object({
  company_id: z
    .string()
    .min(1, 'must not be empty')
    .openapi({ param: { name: 'company_id', in: 'query' }, example: 'cmp_7k2m9q4x1v8c3b6n0d5f' }),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(1000)
    .default(1000)
    .openapi({ param: { name: 'limit', in: 'query' }, description: 'Page size (1–1000)' }),
  after: z
    .string()
    .optional()
    .openapi({
      param: { name: 'after', in: 'query' },
      description: 'Cursor: next_cursor of the previous page',
    }),
});

/** Encoded pages by the identity of the cached row array: a cache hit costs no JSON.stringify or UTF-8 encoding. */
const serialised = new WeakMap<object, Uint8Array<ArrayBuffer>>();

export function registerRetrieve(app: OpenAPIHono<AppEnv>, deps: AppDeps, security: Security): void {
  const route = createRoute({
    method: 'get',
    path: '/data/retrieve',
    tags: ['Data'],
    summary: "Retrieve the company's data records",
    security: [{ [security]: [] }],
    middleware: [requireScope('data:read')] as const,
    request: { query: QuerySchema },
    responses: {
      200: {
        description: 'The records, ordered by id',
        content: { 'application/json': { schema: RecordsResponseSchema } },
      },
      ...errorResponses(400, 404, ...AUTHED_ERRORS),
    },
  });
  app.openapi(route, async (c) => {
    const { company_id, limit, after } = c.req.valid('query');
    assertOwnCompany(c.get('auth'), company_id);
    // One extra row tells whether another page exists.
    const rows = await deps.records.list(company_id, { limit: limit + 1, after });
    let body = serialised.get(rows);
    if (body === undefined) {
      const page = rows.slice(0, limit);
      const next = rows.length > limit ? (page.at(-1)?.id ?? null) : null;
      body = new TextEncoder().encode(
        JSON.stringify({ status: 'success', data: page, next_cursor: next }),
      ) as Uint8Array<ArrayBuffer>;
      serialised.set(rows, body);
    }
    // The body is the schema's JSON, encoded once per cached page; the cast tells the typed router so.
    return c.body(body, 200, { 'Content-Type': 'application/json' }) as never;
  });
}
