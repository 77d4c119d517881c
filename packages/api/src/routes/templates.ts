import { TEMPLATES } from '@colloquy/assistants';
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../context.ts';
import { requireScope } from '../middleware/auth.ts';
import { AUTHED_ERRORS, errorResponses } from '../openapi.ts';

const TemplateSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    system_prompt: z.string(),
    tools: z.array(z.string()),
    sample_questions: z.array(z.string()),
  })
  .openapi('Template');

export function registerTemplates(app: OpenAPIHono<AppEnv>): void {
  app.openapi(
    createRoute({
      method: 'get',
      path: '/templates',
      tags: ['Assistants'],
      summary: 'Assistant templates: system prompt, tools and sample knowledge to start from',
      security: [{ apiKey: [] }],
      middleware: [requireScope('assistants')] as const,
      responses: {
        200: {
          description: 'Templates',
          content: { 'application/json': { schema: z.object({ data: z.array(TemplateSchema) }) } },
        },
        ...errorResponses(...AUTHED_ERRORS),
      },
    }),
    (c) =>
      c.json(
        {
          data: TEMPLATES.map((t) => ({
            id: t.id,
            name: t.name,
            description: t.description,
            system_prompt: t.systemPrompt,
            tools: t.tools,
            sample_questions: t.faq.map(([q]) => q),
          })),
        },
        200,
      ),
  );
}
