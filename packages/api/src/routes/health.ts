import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../context.ts';

const ReadySchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.record(z.string(), z.boolean()),
});

export function registerHealth(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  app.openapi(
    createRoute({
      method: 'get',
      path: '/healthz',
      tags: ['Health'],
      summary: 'Liveness: the process answers',
      responses: {
        200: {
          description: 'Alive',
          content: { 'application/json': { schema: z.object({ status: z.literal('ok') }) } },
        },
      },
    }),
    (c) => c.json({ status: 'ok' as const }, 200),
  );
  app.openapi(
    createRoute({
      method: 'get',
      path: '/readyz',
      tags: ['Health'],
      summary: 'Readiness: the database (and job runner) answer',
      responses: {
        200: { description: 'Ready', content: { 'application/json': { schema: ReadySchema } } },
        503: { description: 'Not ready', content: { 'application/json': { schema: ReadySchema } } },
      },
    }),
    async (c) => {
      const database = await deps.db.query('SELECT 1').then(
        () => true,
        () => false,
      );
      const checks = { database, ...(await deps.readiness?.().catch(() => ({ jobs: false }))) };
      const ready = Object.values(checks).every(Boolean);
      return c.json(
        { status: ready ? ('ready' as const) : ('not_ready' as const), checks },
        ready ? 200 : 503,
      );
    },
  );
}
