import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../context.ts';
import { requireScope } from '../../middleware/auth.ts';
import { AUTHED_ERRORS, errorResponses, type Security } from '../../openapi.ts';
import { DataQueryRequest, DataQueryResponse } from '../datasets/schemas.ts';

/** POST /data/query on /v1 and /v2: a question in plain language → SQL, rows, one sentence and a chart. */
export function registerDataQuery(app: OpenAPIHono<AppEnv>, deps: AppDeps, security: Security): void {
  app.openapi(
    createRoute({
      method: 'post',
      path: '/data/query',
      tags: ['Data'],
      summary: "Ask a question about the company's datasets",
      description:
        'Answers with the rows, the one read-only SQL query that produced them, a sentence and a chart. A question the engine cannot read is still a 200, with `understood: false`, the reason in `answer` and a `suggestion`.',
      security: [{ [security]: [] }],
      middleware: [requireScope('data:read')] as const,
      request: { body: { required: true, content: { 'application/json': { schema: DataQueryRequest } } } },
      responses: {
        200: { description: 'The answer', content: { 'application/json': { schema: DataQueryResponse } } },
        ...errorResponses(400, 404, 422, ...AUTHED_ERRORS),
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const answer = await deps.datasets.ask(c.get('auth').companyId, {
        question: body.question,
        ...(body.dataset ? { dataset: body.dataset } : {}),
      });
      return c.json(answer, 200);
    },
  );
}
