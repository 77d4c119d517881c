import { AppError } from '@colloquy/core';
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../context.ts';
import { errorResponses } from '../openapi.ts';

/** Routes whose issues have not landed: documented now, answering 501 until then. */
function notImplemented(what: string): never {
  throw new AppError('not_implemented', `${what} is not implemented yet`, { status: 501 });
}

const planned = {
  description: 'Planned',
  content: { 'application/json': { schema: z.object({}).passthrough() } },
};

/** Meta calls this one: it is authenticated by its own handshake and signature, not by our credentials. */
export function registerPlannedWhatsApp(app: OpenAPIHono<AppEnv>): void {
  for (const method of ['get', 'post'] as const) {
    app.openapi(
      createRoute({
        method,
        path: '/v1/channels/whatsapp/webhook',
        tags: ['Channels'],
        summary:
          method === 'get'
            ? 'WhatsApp verification handshake (planned)'
            : 'WhatsApp events, signed with X-Hub-Signature-256 (planned)',
        responses: { 200: planned, ...errorResponses(501) },
      }),
      () => notImplemented('The WhatsApp channel'),
    );
  }
}
