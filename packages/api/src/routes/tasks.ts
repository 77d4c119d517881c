import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../context.ts';
import { requireScope } from '../middleware/auth.ts';
import { AUTHED_ERRORS, errorResponses, json, type Security } from '../openapi.ts';

const TaskRequest = z
  .object({
    task: z.string().min(1).openapi({ example: 'create_ticket' }),
    params: z
      .record(z.string(), z.unknown())
      .optional()
      .openapi({ example: { title: 'Laptop will not start', priority: 'high' } }),
    async: z
      .boolean()
      .optional()
      .openapi({ description: 'Queue it as a job and answer at once with the task id' }),
  })
  .openapi('TaskRequest');

const TaskRun = z
  .object({
    task_id: z.string(),
    task: z.string(),
    status: z.enum(['queued', 'running', 'completed', 'failed']),
    source: z.enum(['api', 'chat', 'job']),
    params: z.record(z.string(), z.unknown()),
    result: z.unknown(),
    error: z.object({ error: z.string(), message: z.string() }).nullable(),
    created_at: z.string(),
    started_at: z.string().nullable(),
    finished_at: z.string().nullable(),
  })
  .openapi('TaskRun');

const TaskInfo = z
  .object({ name: z.string(), description: z.string(), parameters: z.record(z.string(), z.unknown()) })
  .openapi('TaskInfo');

/** Staff tasks on /v1 (API key) and /v2 (access token): list, execute (inline or queued), and look up a run. */
export function registerTasks(app: OpenAPIHono<AppEnv>, deps: AppDeps, security: Security): void {
  const common = { tags: ['Tasks'], security: [{ [security]: [] }], middleware: requireScope('tasks') };
  app.openapi(
    createRoute({
      ...common,
      method: 'get',
      path: '/tasks',
      summary: 'The tasks this server runs, with the JSON Schema of their parameters',
      responses: {
        200: json(z.object({ data: z.array(TaskInfo) }), 'Tasks'),
        ...errorResponses(...AUTHED_ERRORS),
      },
    }),
    (c) => c.json({ data: deps.tasks.list() }, 200),
  );
  app.openapi(
    createRoute({
      ...common,
      method: 'post',
      path: '/tasks/execute',
      summary: 'Run a task now, or queue it with async: true',
      request: { body: { required: true, content: { 'application/json': { schema: TaskRequest } } } },
      responses: {
        200: json(TaskRun, 'Done (status completed)'),
        202: json(TaskRun, 'Queued (status queued): poll GET /tasks/{task_id}'),
        ...errorResponses(404, 422, 503, ...AUTHED_ERRORS),
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const run = await deps.tasks.execute(c.get('auth').companyId, { ...body, source: 'api' });
      return run.status === 'queued' ? c.json(run, 202) : c.json(run, 200);
    },
  );
  app.openapi(
    createRoute({
      ...common,
      method: 'get',
      path: '/tasks/{task_id}',
      summary: "A task run's status and result",
      request: {
        params: z.object({ task_id: z.string().openapi({ example: 'task_2b7k4m9q1x8v3c5n6p0r' }) }),
      },
      responses: { 200: json(TaskRun, 'The run'), ...errorResponses(404, ...AUTHED_ERRORS) },
    }),
    async (c) => c.json(await deps.tasks.get(c.get('auth').companyId, c.req.valid('param').task_id), 200),
  );
}
