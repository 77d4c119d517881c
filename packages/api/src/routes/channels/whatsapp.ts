import { verifyWhatsAppSignature, whatsAppPhoneNumberIds } from '@colloquy/channels';
import { ForbiddenError, InvalidRequestError, UnauthorizedError } from '@colloquy/core';
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../../context.ts';
import { errorResponses } from '../../openapi.ts';
import { limitBody } from './raw-body.ts';

const PATH = '/v1/channels/whatsapp/webhook';
const LIMIT = 1024 * 1024;

const WhatsAppEvent = z
  .object({ object: z.string().optional(), entry: z.array(z.unknown()).optional() })
  .passthrough()
  .openapi('WhatsAppWebhookEvent');

/**
 * Checks X-Hub-Signature-256 over the raw bytes before anything else reads the body. The payload names its phone
 * numbers; it must verify under the app secret of every configured one it names (and there must be one).
 */
function verifySignature(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('X-Hub-Signature-256');
    if (!header)
      throw new UnauthorizedError('X-Hub-Signature-256 is missing: WhatsApp events must be signed');
    const raw = new Uint8Array(await c.req.arrayBuffer());
    let payload: unknown;
    try {
      payload = JSON.parse(new TextDecoder().decode(raw));
    } catch {
      throw new InvalidRequestError('The body is not JSON');
    }
    const integrations = (
      await Promise.all(
        whatsAppPhoneNumberIds(payload).map((id) =>
          deps.channels.integrations.resolveByRoute('whatsapp', id),
        ),
      )
    ).filter((i) => i !== undefined);
    const valid =
      integrations.length > 0 &&
      integrations.every((i) => verifyWhatsAppSignature(raw, header, i.secrets.app_secret ?? ''));
    if (!valid) {
      throw new UnauthorizedError(
        'X-Hub-Signature-256 does not verify with the app secret of a WhatsApp integration for these phone numbers',
      );
    }
    await next();
  };
}

/** Meta's webhook: the GET verification handshake and signed POST events (processed by a job). */
export function registerWhatsAppWebhook(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  app.openapi(
    createRoute({
      method: 'get',
      path: PATH,
      tags: ['Channels'],
      summary: 'WhatsApp verification handshake: answers hub.challenge when hub.verify_token matches',
      request: {
        query: z.object({
          'hub.mode': z
            .string()
            .optional()
            .openapi({ param: { name: 'hub.mode', in: 'query' } }),
          'hub.verify_token': z
            .string()
            .optional()
            .openapi({ param: { name: 'hub.verify_token', in: 'query' } }),
          'hub.challenge': z
            .string()
            .max(1000)
            .optional()
            .openapi({ param: { name: 'hub.challenge', in: 'query' } }),
        }),
      },
      responses: {
        200: {
          description: 'hub.challenge, as plain text',
          content: { 'text/plain': { schema: z.string() } },
        },
        ...errorResponses(400, 403),
      },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const token = q['hub.verify_token'];
      if (
        q['hub.mode'] !== 'subscribe' ||
        !token ||
        q['hub.challenge'] === undefined ||
        !(await deps.channels.integrations.knowsVerifyToken(token))
      ) {
        throw new ForbiddenError(
          'The verification handshake failed: hub.mode or hub.verify_token does not match',
        );
      }
      return c.text(q['hub.challenge'], 200);
    },
  );
  app.openapi(
    createRoute({
      method: 'post',
      path: PATH,
      tags: ['Channels'],
      summary: 'WhatsApp events (messages, statuses), signed with X-Hub-Signature-256; processed in a job',
      middleware: [limitBody(LIMIT), verifySignature(deps)] as const,
      request: {
        headers: z.object({
          'x-hub-signature-256': z
            .string()
            .optional()
            .openapi({ description: 'sha256=<hex HMAC-SHA256 of the raw body under the app secret>' }),
        }),
        body: { required: true, content: { 'application/json': { schema: WhatsAppEvent } } },
      },
      responses: {
        200: {
          description: 'Accepted for processing',
          content: { 'application/json': { schema: z.object({ received: z.boolean() }) } },
        },
        ...errorResponses(400, 401, 413, 422, 503),
      },
    }),
    async (c) => {
      await deps.channels.queueWhatsAppEvents(c.req.valid('json'));
      return c.json({ received: true }, 200);
    },
  );
}
