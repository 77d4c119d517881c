import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../context.ts';
import { requireScope } from '../middleware/auth.ts';
import { AUTHED_ERRORS, errorResponses, json } from '../openapi.ts';

const LlmSettingsSchema = z
  .object({
    source: z.enum(['company', 'instance', 'none']).openapi({
      description:
        "company: this company's model; instance: the server's LLM_* settings; none: built-in engine",
    }),
    base_url: z.string().nullable(),
    model: z.string().nullable(),
    api_key_hint: z
      .string()
      .nullable()
      .openapi({ description: 'Last four characters; the key is never shown' }),
    timeout_ms: z.number().int().nullable(),
    updated_at: z.string().nullable(),
  })
  .openapi('LlmSettings');

export const LlmSettingsInputSchema = z
  .object({
    base_url: z
      .url({ protocol: /^https?$/, message: 'must be an http(s) URL, e.g. https://api.openai.com/v1' })
      .max(2000),
    model: z.string().trim().min(1).max(200),
    api_key: z
      .string()
      .min(1)
      .max(4096)
      .nullable()
      .optional()
      .openapi({ description: 'Omit to keep the stored key; null when the endpoint needs none' }),
    timeout_ms: z.number().int().min(1000).max(120_000).nullable().optional(),
  })
  .openapi('LlmSettingsInput');

/** The company's own OpenAI-compatible model for chat (GET/PUT/DELETE /settings/llm). */
export function registerSettings(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  const base = {
    path: '/settings/llm',
    tags: ['Settings'],
    security: [{ apiKey: [] }],
    middleware: requireScope('assistants'),
  };
  app.openapi(
    createRoute({
      ...base,
      method: 'get',
      summary: 'The model chat uses for this company',
      responses: { 200: json(LlmSettingsSchema, 'Settings'), ...errorResponses(...AUTHED_ERRORS) },
    }),
    async (c) => c.json(await deps.llmSettings.view(c.get('auth').companyId), 200),
  );
  app.openapi(
    createRoute({
      ...base,
      method: 'put',
      summary: "Use this company's own OpenAI-compatible model (the API key is stored encrypted)",
      request: {
        body: { content: { 'application/json': { schema: LlmSettingsInputSchema } }, required: true },
      },
      responses: { 200: json(LlmSettingsSchema, 'Saved'), ...errorResponses(400, 422, ...AUTHED_ERRORS) },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const view = await deps.llmSettings.save(c.get('auth').companyId, {
        baseUrl: body.base_url,
        model: body.model,
        apiKey: body.api_key,
        timeoutMs: body.timeout_ms,
      });
      return c.json(view, 200);
    },
  );
  app.openapi(
    createRoute({
      ...base,
      method: 'delete',
      summary: "Go back to the instance's model (or the built-in engine)",
      responses: { 200: json(LlmSettingsSchema, 'Cleared'), ...errorResponses(...AUTHED_ERRORS) },
    }),
    async (c) => c.json(await deps.llmSettings.clear(c.get('auth').companyId), 200),
  );
}
