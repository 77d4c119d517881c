import { timingSafeEqual } from 'node:crypto';
import { parseInboundEmail } from '@colloquy/channels';
import { AppError, UnauthorizedError, ValidationError } from '@colloquy/core';
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../context.ts';
import { errorResponses } from '../../openapi.ts';
import { limitBody } from './raw-body.ts';

const MIME_TYPE = /^message\/rfc822\s*(;|$)/i;

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Inbound e-mail as a raw MIME message, posted by the mail server or provider that receives it. */
export function registerEmailInbound(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  app.openapi(
    createRoute({
      method: 'post',
      path: '/v1/channels/email/inbound',
      tags: ['Channels'],
      summary: 'Inbound e-mail (raw MIME, message/rfc822), routed by recipient to the e-mail integration',
      description:
        "Authenticate with the integration's inbound token (`Authorization: Bearer cqin_…`, shown when the integration is created). The reply is queued as e-mail with In-Reply-To and References, so it stays in the thread.",
      middleware: [limitBody(25 * 1024 * 1024)] as const,
      request: {
        body: {
          required: true,
          content: { 'message/rfc822': { schema: z.string().openapi({ format: 'binary' }) } },
        },
      },
      responses: {
        202: {
          description: 'Accepted; answered by a job',
          content: {
            'application/json': {
              schema: z.object({
                status: z.enum(['queued', 'duplicate', 'ignored']),
                message_id: z.string().nullable(),
              }),
            },
          },
        },
        ...errorResponses(401, 413, 415, 422, 503),
      },
    }),
    async (c) => {
      const type = c.req.header('Content-Type') ?? '';
      if (!MIME_TYPE.test(type)) {
        throw new AppError(
          'unsupported_media_type',
          `Content-Type must be message/rfc822 (got ${type || 'none'})`,
          {
            status: 415,
          },
        );
      }
      const token = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('Authorization') ?? '')?.[1];
      if (!token) throw new UnauthorizedError('Send the inbound token: Authorization: Bearer cqin_…');
      const mail = await parseInboundEmail(Buffer.from(await c.req.arrayBuffer()));
      let integration: Awaited<ReturnType<typeof deps.channels.integrations.resolveByRoute>>;
      for (const recipient of mail.recipients) {
        const found = await deps.channels.integrations.resolveByRoute('email', recipient);
        if (found && sameSecret(found.secrets.inbound_token ?? '', token)) {
          integration = found;
          break;
        }
      }
      if (!integration) {
        throw new UnauthorizedError(
          'The inbound token does not match an e-mail integration for any recipient of this message',
        );
      }
      if (!mail.from) {
        throw new ValidationError('The message has no From address to reply to', [
          { field: 'From', message: 'is required' },
        ]);
      }
      // Never answer machines or ourselves: that is how mail loops start.
      if (mail.automatic || mail.from === integration.record.routeKey) {
        return c.json({ status: 'ignored' as const, message_id: null }, 202);
      }
      const found = integration;
      const record = await deps.db.transaction((tx) =>
        deps.channels.receive(tx, found, {
          address: mail.from,
          providerMessageId: mail.messageId,
          body: {
            text: mail.text || null,
            subject: mail.subject,
            message_id: mail.messageId,
            references: mail.references,
            attachments: mail.attachments,
          },
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
}
