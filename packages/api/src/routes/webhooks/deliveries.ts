import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../context.ts';
import { requireScope } from '../../middleware/auth.ts';
import { AUTHED_ERRORS, errorResponses } from '../../openapi.ts';
import { json, WebhookDelivery, WebhookIdParam } from './schemas.ts';

const ReplayInput = z
  .object({
    event_id: z.string().min(1).optional().openapi({ description: 'Resend this one event' }),
    since: z.iso
      .datetime({ offset: true })
      .optional()
      .openapi({ description: 'Resend every event whose delivery failed since then' }),
  })
  .refine((v) => (v.event_id === undefined) !== (v.since === undefined), {
    message: 'give exactly one of event_id and since',
    path: ['event_id'],
  })
  .openapi('WebhookReplay');

/** An endpoint's delivery log, replays and test events. */
export function registerWebhookDeliveries(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  const common = { tags: ['Webhooks'], security: [{ apiKey: [] }], middleware: requireScope('webhooks') };
  app.openapi(
    createRoute({
      ...common,
      method: 'get',
      path: '/webhooks/{webhook_id}/deliveries',
      summary: 'Recent deliveries, newest first, each with every attempt',
      request: {
        params: WebhookIdParam,
        query: z.object({ limit: z.coerce.number().int().min(1).max(200).optional() }),
      },
      responses: {
        200: json(z.object({ data: z.array(WebhookDelivery) }), 'Deliveries'),
        ...errorResponses(400, 404, ...AUTHED_ERRORS),
      },
    }),
    async (c) => {
      const { limit } = c.req.valid('query');
      const data = await deps.webhooks.deliveries(
        c.get('auth').companyId,
        c.req.valid('param').webhook_id,
        limit ?? 50,
      );
      return c.json({ data }, 200);
    },
  );
  app.openapi(
    createRoute({
      ...common,
      method: 'post',
      path: '/webhooks/{webhook_id}/replay',
      summary: 'Resend one event ({event_id}) or every failed one since a time ({since})',
      request: {
        params: WebhookIdParam,
        body: { required: true, content: { 'application/json': { schema: ReplayInput } } },
      },
      responses: {
        202: json(z.object({ delivery_ids: z.array(z.string()) }), 'Queued'),
        ...errorResponses(400, 404, 422, ...AUTHED_ERRORS),
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const result = await deps.webhooks.replay(c.get('auth').companyId, c.req.valid('param').webhook_id, {
        ...(body.event_id ? { eventId: body.event_id } : {}),
        ...(body.since ? { since: new Date(body.since) } : {}),
      });
      return c.json(result, 202);
    },
  );
  app.openapi(
    createRoute({
      ...common,
      method: 'post',
      path: '/webhooks/{webhook_id}/test',
      summary: 'Send a webhook.test event to this endpoint',
      request: { params: WebhookIdParam },
      responses: {
        202: json(z.object({ event_id: z.string(), delivery_id: z.string() }), 'Queued'),
        ...errorResponses(404, ...AUTHED_ERRORS),
      },
    }),
    async (c) =>
      c.json(await deps.webhooks.sendTest(c.get('auth').companyId, c.req.valid('param').webhook_id), 202),
  );
}
