import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../context.ts';
import { requireScope } from '../../middleware/auth.ts';
import { AUTHED_ERRORS, errorResponses } from '../../openapi.ts';
import {
  json,
  WebhookEndpoint,
  WebhookEndpointWithSecret,
  WebhookIdParam,
  WebhookInput,
  WebhookPatch,
} from './schemas.ts';

/** Webhook endpoints: create (secret shown once), list, read, change, delete, rotate the secret. */
export function registerWebhooks(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  const common = { tags: ['Webhooks'], security: [{ apiKey: [] }], middleware: requireScope('webhooks') };
  const body = <T extends z.ZodType>(schema: T) => ({
    body: { required: true, content: { 'application/json': { schema } } },
  });
  app.openapi(
    createRoute({
      ...common,
      method: 'post',
      path: '/webhooks',
      summary: 'Register an endpoint; the answer carries its signing secret, shown this once',
      request: body(WebhookInput),
      responses: {
        201: json(WebhookEndpointWithSecret, 'Created'),
        ...errorResponses(400, 422, ...AUTHED_ERRORS),
      },
    }),
    async (c) => c.json(await deps.webhooks.create(c.get('auth').companyId, c.req.valid('json')), 201),
  );
  app.openapi(
    createRoute({
      ...common,
      method: 'get',
      path: '/webhooks',
      summary: "The company's webhook endpoints",
      responses: {
        200: json(z.object({ data: z.array(WebhookEndpoint) }), 'Endpoints'),
        ...errorResponses(...AUTHED_ERRORS),
      },
    }),
    async (c) => c.json({ data: await deps.webhooks.list(c.get('auth').companyId) }, 200),
  );
  app.openapi(
    createRoute({
      ...common,
      method: 'get',
      path: '/webhooks/{webhook_id}',
      summary: 'One endpoint',
      request: { params: WebhookIdParam },
      responses: { 200: json(WebhookEndpoint, 'Endpoint'), ...errorResponses(404, ...AUTHED_ERRORS) },
    }),
    async (c) =>
      c.json(await deps.webhooks.get(c.get('auth').companyId, c.req.valid('param').webhook_id), 200),
  );
  app.openapi(
    createRoute({
      ...common,
      method: 'patch',
      path: '/webhooks/{webhook_id}',
      summary: 'Change an endpoint (enabled: true re-enables a disabled one)',
      request: { params: WebhookIdParam, ...body(WebhookPatch) },
      responses: {
        200: json(WebhookEndpoint, 'Changed'),
        ...errorResponses(400, 404, 422, ...AUTHED_ERRORS),
      },
    }),
    async (c) =>
      c.json(
        await deps.webhooks.update(
          c.get('auth').companyId,
          c.req.valid('param').webhook_id,
          c.req.valid('json'),
        ),
        200,
      ),
  );
  app.openapi(
    createRoute({
      ...common,
      method: 'delete',
      path: '/webhooks/{webhook_id}',
      summary: 'Delete an endpoint and its delivery log',
      request: { params: WebhookIdParam },
      responses: {
        200: json(z.object({ id: z.string(), deleted: z.literal(true) }), 'Deleted'),
        ...errorResponses(404, ...AUTHED_ERRORS),
      },
    }),
    async (c) => {
      const id = c.req.valid('param').webhook_id;
      await deps.webhooks.remove(c.get('auth').companyId, id);
      return c.json({ id, deleted: true as const }, 200);
    },
  );
  app.openapi(
    createRoute({
      ...common,
      method: 'post',
      path: '/webhooks/{webhook_id}/rotate-secret',
      summary: 'New signing secret (shown once); the old one also signs for 24 hours',
      request: { params: WebhookIdParam },
      responses: {
        200: json(
          z.object({ id: z.string(), secret: z.string(), previous_secret_valid_until: z.string() }),
          'Rotated',
        ),
        ...errorResponses(404, ...AUTHED_ERRORS),
      },
    }),
    async (c) =>
      c.json(await deps.webhooks.rotateSecret(c.get('auth').companyId, c.req.valid('param').webhook_id), 200),
  );
}
