import {
  originAllowed,
  type ResolvedIntegration,
  streamConversation,
  WIDGET_SCRIPT,
} from '@colloquy/channels';
import { ForbiddenError, NotFoundError, newId } from '@colloquy/core';
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppDeps, AppEnv } from '../../context.ts';
import { rateLimit } from '../../middleware/rate-limit.ts';
import { errorResponses } from '../../openapi.ts';
import { limitBody } from './raw-body.ts';

const MESSAGES = '/v1/channels/webchat/messages';
const STREAM = '/v1/channels/webchat/stream';
const VISITOR_MESSAGES_PER_MINUTE = 30;

const Query = z.object({
  key: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: 'key', in: 'query' }, description: 'The widget key (data-key)' }),
  visitor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,100}$/, 'must be 8–100 letters, digits, - or _')
    .openapi({ param: { name: 'visitor', in: 'query' }, description: "The widget's visitor id" }),
});

/**
 * The widget's integration, if this page may use it: the Origin must be one of its allowed origins. CORS headers
 * are set before anything can fail, so the page can read the error too.
 */
async function allowedIntegration(
  c: Context<AppEnv>,
  deps: AppDeps,
  key: string,
): Promise<ResolvedIntegration> {
  const integration = await deps.channels.integrations.resolveByRoute('webchat', key);
  if (!integration) throw new NotFoundError('No web chat widget has this key (or it is disabled)');
  const origin = c.req.header('Origin');
  const allowed = (integration.settings.allowed_origins as string[] | undefined) ?? [];
  if (!originAllowed(origin, allowed)) {
    throw new ForbiddenError(
      `Origin ${origin ?? '(none)'} may not use this widget; add it to allowed_origins`,
    );
  }
  c.header('Access-Control-Allow-Origin', origin!);
  c.header('Vary', 'Origin');
  return integration;
}

/** The web chat widget (`/widget.js`), its messages (HTTP) and its replies (server-sent events). */
export function registerWebchat(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  app.openapi(
    createRoute({
      method: 'get',
      path: '/widget.js',
      tags: ['Channels'],
      summary: 'The embeddable web chat widget: <script src="…/widget.js" data-key="wk_…" async></script>',
      responses: {
        200: { description: 'JavaScript', content: { 'application/javascript': { schema: z.string() } } },
      },
    }),
    (c) =>
      c.body(WIDGET_SCRIPT, 200, {
        'Content-Type': 'application/javascript; charset=utf-8',
        'Cache-Control': 'public, max-age=300',
      }) as never,
  );

  // CORS preflight for the widget's JSON POST: only allowed origins get an answer that lets the browser go on.
  for (const path of [MESSAGES, STREAM]) {
    app.options(path, async (c) => {
      const key = c.req.query('key') ?? '';
      await allowedIntegration(c, deps, key);
      c.header('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
      c.header('Access-Control-Allow-Headers', 'Content-Type');
      c.header('Access-Control-Max-Age', '600');
      return c.body(null, 204);
    });
  }

  app.openapi(
    createRoute({
      method: 'post',
      path: MESSAGES,
      tags: ['Channels'],
      summary: 'A web chat message from the widget; the reply arrives on the stream',
      // A visitor is a person typing: 30 messages a minute is plenty, and caps what one page can make us do.
      middleware: [
        limitBody(16 * 1024),
        rateLimit(VISITOR_MESSAGES_PER_MINUTE, deps.clock, (c) => `webchat:${c.req.query('visitor') ?? ''}`),
      ] as const,
      request: {
        query: Query,
        body: {
          required: true,
          content: {
            'application/json': {
              schema: z
                .object({
                  text: z.string().trim().min(1, 'must not be empty').max(4000),
                  client_message_id: z
                    .string()
                    .max(200)
                    .optional()
                    .openapi({ description: 'The same id twice is one message (retries)' }),
                })
                .openapi('WebchatMessage'),
            },
          },
        },
      },
      responses: {
        202: {
          description: 'Accepted; answered by a job',
          content: {
            'application/json': {
              schema: z.object({
                status: z.enum(['queued', 'duplicate']),
                message_id: z.string().nullable(),
              }),
            },
          },
        },
        ...errorResponses(400, 403, 404, 413, 422, 429, 503),
      },
    }),
    async (c) => {
      const { key, visitor } = c.req.valid('query');
      const integration = await allowedIntegration(c, deps, key);
      const body = c.req.valid('json');
      const record = await deps.db.transaction((tx) =>
        deps.channels.receive(tx, integration, {
          address: visitor,
          providerMessageId: body.client_message_id ?? newId('channelMessage'),
          body: { text: body.text },
        }),
      );
      return c.json(
        record
          ? { status: 'queued' as const, message_id: record.id }
          : { status: 'duplicate' as const, message_id: null },
        202,
      );
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: STREAM,
      tags: ['Channels'],
      summary: 'Server-sent events for the widget: `history` on connect, then a `message` per reply',
      request: { query: Query },
      responses: {
        200: { description: 'An event stream', content: { 'text/event-stream': { schema: z.string() } } },
        ...errorResponses(400, 403, 404),
      },
    }),
    async (c) => {
      const { key, visitor } = c.req.valid('query');
      const integration = await allowedIntegration(c, deps, key);
      return streamSSE(
        c,
        async (stream) => {
          const controller = new AbortController();
          stream.onAbort(() => controller.abort());
          const events = streamConversation({
            db: deps.db,
            companyId: integration.record.companyId,
            visitor,
            signal: controller.signal,
          });
          for await (const event of events) {
            await stream.writeSSE({ event: event.event, data: JSON.stringify(event.data) });
          }
        },
        async (error) => {
          // The client left or the server is stopping: the widget's EventSource reconnects.
          deps.logger.warn({ err: error.message }, 'web chat stream ended early');
        },
      ) as never;
    },
  );
}
