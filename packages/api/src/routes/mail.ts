import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../context.ts';
import { requireScope } from '../middleware/auth.ts';
import { AUTHED_ERRORS, errorResponses } from '../openapi.ts';

const Mail = z
  .object({
    mail_id: z.string(),
    to: z.array(z.string()),
    subject: z.string(),
    text: z.string(),
    attachments: z.array(z.object({ filename: z.string(), content_type: z.string(), bytes: z.number() })),
    status: z.enum(['queued', 'sent', 'kept', 'failed']).openapi({
      description:
        'queued: waiting for a worker; sent: accepted by the SMTP server; kept: no SMTP configured (dev outbox); failed: refused on every attempt',
    }),
    attempts: z.number().int(),
    last_error: z.string().nullable(),
    created_at: z.string(),
    sent_at: z.string().nullable(),
  })
  .openapi('Mail');

/** `GET /v1/mail`: the company's e-mail — what was sent, what waits, and the dev outbox when no SMTP is set. */
export function registerMail(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  app.openapi(
    createRoute({
      tags: ['Mail'],
      security: [{ apiKey: [] }],
      middleware: requireScope('tasks'),
      method: 'get',
      path: '/mail',
      summary: "The company's e-mail, newest first (invitations, approvals, reset links, quotes)",
      request: {
        query: z.object({
          status: z.enum(['queued', 'sent', 'kept', 'failed']).optional(),
          limit: z.coerce.number().int().min(1).max(200).optional(),
        }),
      },
      responses: {
        200: {
          content: { 'application/json': { schema: z.object({ data: z.array(Mail) }) } },
          description: 'Mail',
        },
        ...errorResponses(400, ...AUTHED_ERRORS),
      },
    }),
    async (c) => {
      const { status, limit } = c.req.valid('query');
      const mail = await deps.mail.list(c.get('auth').companyId, {
        limit: limit ?? 50,
        ...(status ? { status } : {}),
      });
      const data = mail.map((m) => ({
        mail_id: m.id,
        to: m.recipients,
        subject: m.subject,
        text: m.textBody,
        attachments: m.attachments.map((a) => ({
          filename: a.filename,
          content_type: a.contentType,
          bytes: Buffer.from(a.content, 'base64').length,
        })),
        status: m.status,
        attempts: m.attempts,
        last_error: m.lastError,
        created_at: m.createdAt.toISOString(),
        sent_at: m.sentAt?.toISOString() ?? null,
      }));
      return c.json({ data }, 200);
    },
  );
}
