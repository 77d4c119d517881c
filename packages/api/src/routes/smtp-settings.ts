import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../context.ts';
import { requireScope } from '../middleware/auth.ts';
import { AUTHED_ERRORS, errorResponses, json } from '../openapi.ts';

const SmtpSettingsSchema = z
  .object({
    source: z.enum(['company', 'instance', 'outbox']).openapi({
      description:
        "company: this company's own server; instance: the server's SMTP_URL; outbox: no SMTP, mail is kept in the dev outbox",
    }),
    host: z.string().nullable(),
    port: z.number().int().nullable(),
    username: z.string().nullable(),
    password_hint: z.string().nullable().openapi({ description: 'Last four characters; never the password' }),
    secure: z.boolean().nullable(),
    from: z.string().nullable(),
    updated_at: z.string().nullable(),
  })
  .openapi('SmtpSettings');

const HOST =
  /^(?=.{1,253}$)[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*$/;

export const SmtpSettingsInput = z
  .object({
    host: z.string().regex(HOST, 'must be a host name or IPv4 address, e.g. smtp.example.com'),
    port: z.number().int().min(1).max(65_535),
    username: z.string().min(1).max(320).nullable().optional(),
    password: z
      .string()
      .min(1)
      .max(1024)
      .nullable()
      .optional()
      .openapi({ description: 'Omit to keep the stored password; null when the server needs none' }),
    secure: z.boolean().default(false).openapi({ description: 'TLS from the start (usually port 465)' }),
    from: z.string().min(3).max(320).openapi({ example: 'Acme <hello@acme.example>' }),
  })
  .openapi('SmtpSettingsInput');

/** The company's own SMTP server for the mail sent for it (GET/PUT/DELETE /settings/smtp, POST …/test). */
export function registerSmtpSettings(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  const base = {
    path: '/settings/smtp',
    tags: ['Settings'],
    security: [{ apiKey: [] }],
    middleware: requireScope('assistants'),
  };
  app.openapi(
    createRoute({
      ...base,
      method: 'get',
      summary: "Where this company's mail goes out",
      responses: { 200: json(SmtpSettingsSchema, 'Settings'), ...errorResponses(...AUTHED_ERRORS) },
    }),
    async (c) => c.json(await deps.smtpSettings.view(c.get('auth').companyId), 200),
  );
  app.openapi(
    createRoute({
      ...base,
      method: 'put',
      summary: "Send this company's mail through its own SMTP server (the password is stored encrypted)",
      request: { body: { content: { 'application/json': { schema: SmtpSettingsInput } }, required: true } },
      responses: { 200: json(SmtpSettingsSchema, 'Saved'), ...errorResponses(400, 422, ...AUTHED_ERRORS) },
    }),
    async (c) => c.json(await deps.smtpSettings.save(c.get('auth').companyId, c.req.valid('json')), 200),
  );
  app.openapi(
    createRoute({
      ...base,
      method: 'delete',
      summary: "Go back to the instance's SMTP server (or the dev outbox)",
      responses: { 204: { description: 'Cleared' }, ...errorResponses(404, ...AUTHED_ERRORS) },
    }),
    async (c) => {
      await deps.smtpSettings.clear(c.get('auth').companyId);
      return c.body(null, 204);
    },
  );
  app.openapi(
    createRoute({
      ...base,
      path: '/settings/smtp/test',
      method: 'post',
      summary: 'Send a test mail through the saved settings now, and say whether it worked',
      request: {
        body: {
          content: { 'application/json': { schema: z.object({ to: z.email() }).openapi('SmtpTestInput') } },
          required: true,
        },
      },
      responses: {
        200: json(
          z
            .object({ ok: z.boolean(), host: z.string().nullable(), error: z.string().optional() })
            .openapi('SmtpTestResult'),
          'The outcome (ok false with the server’s answer when it failed)',
        ),
        ...errorResponses(400, 422, ...AUTHED_ERRORS),
      },
    }),
    async (c) => c.json(await deps.smtpSettings.test(c.get('auth').companyId, c.req.valid('json').to), 200),
  );
}
