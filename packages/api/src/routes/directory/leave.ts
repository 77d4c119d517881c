import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../context.ts';
import { requireScope } from '../../middleware/auth.ts';
import { AUTHED_ERRORS, errorResponses } from '../../openapi.ts';
import { json } from './schemas.ts';

const LeaveRequest = z
  .object({
    id: z.string().openapi({ example: 'leave_2b7k4m9q1x8v3c5n6p0r' }),
    employee_id: z.string(),
    type: z.string().openapi({ example: 'annual' }),
    start_date: z.string().openapi({ example: '2026-03-16' }),
    end_date: z.string(),
    days: z.number().int().openapi({ description: 'Working days (Monday to Friday) taken from the balance' }),
    status: z.enum(['pending', 'approved', 'rejected']),
    approver_id: z.string().nullable(),
    decided_at: z.string().nullable(),
    note: z.string().nullable(),
    created_at: z.string(),
  })
  .openapi('LeaveRequest');

const IdParam = z.object({ leave_request_id: z.string().openapi({ example: 'leave_2b7k4m9q1x8v3c5n6p0r' }) });
const Decision = z.object({ note: z.string().max(2000).optional() }).openapi('LeaveDecision');

/** Leave requests filed by the `leave_request` task: list, read, approve, reject. */
export function registerLeaveRequests(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  const common = { tags: ['Leave'], security: [{ apiKey: [] }], middleware: requireScope('tasks') };
  app.openapi(
    createRoute({
      ...common,
      method: 'get',
      path: '/leave-requests',
      summary: 'Leave requests, newest first',
      request: {
        query: z.object({
          status: z.enum(['pending', 'approved', 'rejected']).optional(),
          employee_id: z.string().optional(),
        }),
      },
      responses: {
        200: json(z.object({ data: z.array(LeaveRequest) }), 'Leave requests'),
        ...errorResponses(400, ...AUTHED_ERRORS),
      },
    }),
    async (c) => {
      const { status, employee_id } = c.req.valid('query');
      return c.json(
        { data: await deps.leave.list(c.get('auth').companyId, { status, employeeId: employee_id }) },
        200,
      );
    },
  );
  app.openapi(
    createRoute({
      ...common,
      method: 'get',
      path: '/leave-requests/{leave_request_id}',
      summary: 'One leave request',
      request: { params: IdParam },
      responses: { 200: json(LeaveRequest, 'Leave request'), ...errorResponses(404, ...AUTHED_ERRORS) },
    }),
    async (c) =>
      c.json(await deps.leave.get(c.get('auth').companyId, c.req.valid('param').leave_request_id), 200),
  );
  for (const action of ['approve', 'reject'] as const) {
    app.openapi(
      createRoute({
        ...common,
        method: 'post',
        path: `/leave-requests/{leave_request_id}/${action}`,
        summary:
          action === 'approve'
            ? 'Approve: deducts the working days from the balance (once), blocks the calendar, e-mails the employee'
            : 'Reject: e-mails the employee; the balance is untouched',
        request: {
          params: IdParam,
          body: { required: false, content: { 'application/json': { schema: Decision } } },
        },
        responses: {
          200: json(LeaveRequest, 'Decided'),
          ...errorResponses(400, 404, 409, 422, ...AUTHED_ERRORS),
        },
      }),
      async (c) => {
        const decided = await deps.leave.decide(
          c.get('auth').companyId,
          c.req.valid('param').leave_request_id,
          {
            status: action === 'approve' ? 'approved' : 'rejected',
            note: (c.req.valid('json') as z.infer<typeof Decision> | undefined)?.note,
          },
        );
        return c.json(decided, 200);
      },
    );
  }
}
