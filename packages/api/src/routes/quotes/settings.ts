import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../context.ts';
import { requireScope } from '../../middleware/auth.ts';
import { AUTHED_ERRORS, errorResponses, type Security } from '../../openapi.ts';
import { json, QuoteSettingsSchema } from './schemas.ts';

const SettingsInput = QuoteSettingsSchema.partial().extend({
  branding: QuoteSettingsSchema.shape.branding.partial().optional(),
});

/** GET and PUT /quotes/settings: number format, validity, branding (name, logo, colours, terms, footer). */
export function registerQuoteSettings(app: OpenAPIHono<AppEnv>, deps: AppDeps, security: Security): void {
  const base = { tags: ['Quotes'], security: [{ [security]: [] }] };
  app.openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/quotes/settings',
      summary: "The company's quote number format, default validity and branding",
      middleware: requireScope('data:read'),
      responses: { 200: json(QuoteSettingsSchema, 'Settings'), ...errorResponses(...AUTHED_ERRORS) },
    }),
    async (c) => c.json(await deps.quotes.settings(c.get('auth').companyId), 200),
  );
  app.openapi(
    createRoute({
      ...base,
      method: 'put',
      path: '/quotes/settings',
      summary: 'Change the number format ({YYYY}, {YY}, {MM}, {DD}, {seq} or {seq:N}), validity or branding',
      description:
        'Fields left out keep their value; a branding field set to null is cleared. The number sequence is not reset by a new format.',
      middleware: requireScope('data:write'),
      request: { body: { content: { 'application/json': { schema: SettingsInput } }, required: true } },
      responses: { 200: json(QuoteSettingsSchema, 'Saved'), ...errorResponses(400, 422, ...AUTHED_ERRORS) },
    }),
    async (c) => c.json(await deps.quotes.saveSettings(c.get('auth').companyId, c.req.valid('json')), 200),
  );
}
