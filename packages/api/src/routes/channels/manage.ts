import { CHANNEL_KINDS, integrationNotFound } from '@colloquy/channels';
import { findChannelIntegration, listChannelMessages } from '@colloquy/db';
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../context.ts';
import { requireScope } from '../../middleware/auth.ts';
import { AUTHED_ERRORS, errorResponses, json } from '../../openapi.ts';
import {
  ChannelMessage,
  Integration,
  IntegrationCreated,
  IntegrationIdParam,
  IntegrationInput,
  IntegrationPatch,
  present,
} from './schemas.ts';

const body = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { 'application/json': { schema } } },
});

/** Splits a request body into the service's fields and the kind's settings and secrets. */
function split(input: Record<string, unknown>) {
  const { kind: _kind, name, assistant_id, enabled, ...values } = input;
  return {
    name: name as string | undefined,
    assistantId: assistant_id as string | undefined,
    enabled: enabled as boolean | undefined,
    values: values as Record<string, string | number | string[] | undefined>,
  };
}

/** Connects a channel from the API's input (the route and the dashboard); `once` holds secrets shown now only. */
export function createChannel(
  deps: Pick<AppDeps, 'channels'>,
  companyId: string,
  input: z.infer<typeof IntegrationInput>,
) {
  const fields = split(input);
  return deps.channels.integrations.create(companyId, {
    kind: input.kind,
    name: fields.name,
    assistantId: input.assistant_id,
    enabled: fields.enabled,
    values: fields.values,
  });
}

/** /v1/channels: each company's WhatsApp, e-mail, web chat and SMS integrations. */
export function registerChannels(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  const common = { tags: ['Channels'], security: [{ apiKey: [] }], middleware: requireScope('assistants') };
  const integrations = deps.channels.integrations;
  const publicUrl = deps.settings.publicUrl;
  app.openapi(
    createRoute({
      ...common,
      method: 'post',
      path: '/channels',
      summary: 'Connect a channel to an assistant (secrets are stored encrypted and never shown again)',
      request: body(IntegrationInput),
      responses: {
        201: json(IntegrationCreated, 'Created'),
        ...errorResponses(400, 404, 409, 422, ...AUTHED_ERRORS),
      },
    }),
    async (c) => {
      const { integration, once } = await createChannel(deps, c.get('auth').companyId, c.req.valid('json'));
      return c.json({ ...present(integration, publicUrl), ...once }, 201);
    },
  );
  app.openapi(
    createRoute({
      ...common,
      method: 'get',
      path: '/channels',
      summary: "The company's channel integrations",
      request: {
        query: z.object({
          kind: z
            .enum(CHANNEL_KINDS)
            .optional()
            .openapi({ param: { name: 'kind', in: 'query' } }),
        }),
      },
      responses: {
        200: json(z.object({ data: z.array(Integration) }), 'Integrations'),
        ...errorResponses(400, ...AUTHED_ERRORS),
      },
    }),
    async (c) => {
      const views = await integrations.list(c.get('auth').companyId, c.req.valid('query').kind);
      return c.json({ data: views.map((v) => present(v, publicUrl)) }, 200);
    },
  );
  app.openapi(
    createRoute({
      ...common,
      method: 'get',
      path: '/channels/{integration_id}',
      summary: 'One integration',
      request: { params: IntegrationIdParam },
      responses: { 200: json(Integration, 'Integration'), ...errorResponses(404, ...AUTHED_ERRORS) },
    }),
    async (c) => {
      const view = await integrations.get(c.get('auth').companyId, c.req.valid('param').integration_id);
      return c.json(present(view, publicUrl), 200);
    },
  );
  app.openapi(
    createRoute({
      ...common,
      method: 'patch',
      path: '/channels/{integration_id}',
      summary: 'Change an integration; secrets not sent keep their value',
      request: { params: IntegrationIdParam, ...body(IntegrationPatch) },
      responses: {
        200: json(Integration, 'Changed'),
        ...errorResponses(400, 404, 409, 422, ...AUTHED_ERRORS),
      },
    }),
    async (c) => {
      const view = await integrations.update(
        c.get('auth').companyId,
        c.req.valid('param').integration_id,
        split(c.req.valid('json')),
      );
      return c.json(present(view, publicUrl), 200);
    },
  );
  app.openapi(
    createRoute({
      ...common,
      method: 'delete',
      path: '/channels/{integration_id}',
      summary: 'Disconnect a channel (its conversations stay)',
      request: { params: IntegrationIdParam },
      responses: {
        200: json(z.object({ id: z.string(), deleted: z.literal(true) }), 'Deleted'),
        ...errorResponses(404, ...AUTHED_ERRORS),
      },
    }),
    async (c) => {
      const id = c.req.valid('param').integration_id;
      await integrations.remove(c.get('auth').companyId, id);
      return c.json({ id, deleted: true as const }, 200);
    },
  );
  app.openapi(
    createRoute({
      ...common,
      method: 'get',
      path: '/channels/{integration_id}/messages',
      summary: 'Messages in and out on this integration, newest first, with their delivery status',
      request: {
        params: IntegrationIdParam,
        query: z.object({
          limit: z.coerce
            .number()
            .int()
            .min(1)
            .max(200)
            .default(50)
            .openapi({ param: { name: 'limit', in: 'query' } }),
        }),
      },
      responses: {
        200: json(z.object({ data: z.array(ChannelMessage) }), 'Messages'),
        ...errorResponses(400, 404, ...AUTHED_ERRORS),
      },
    }),
    async (c) => {
      const companyId = c.get('auth').companyId;
      const id = c.req.valid('param').integration_id;
      if (!(await findChannelIntegration(deps.db, companyId, id))) throw integrationNotFound(id);
      const rows = await listChannelMessages(deps.db, companyId, {
        integrationId: id,
        limit: c.req.valid('query').limit,
      });
      return c.json(
        {
          data: rows.map((m) => ({
            id: m.id,
            direction: m.direction,
            address: m.address,
            provider_message_id: m.providerMessageId,
            conversation_id: m.conversationId,
            text: typeof m.body.text === 'string' ? m.body.text : null,
            status: m.status,
            attempts: m.attempts,
            last_error: m.lastError,
            created_at: m.createdAt.toISOString(),
            updated_at: m.updatedAt.toISOString(),
          })),
        },
        200,
      );
    },
  );
}
