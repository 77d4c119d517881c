import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../context.ts';
import { requireScope } from '../../middleware/auth.ts';
import { AUTHED_ERRORS, errorResponses } from '../../openapi.ts';
import { MAX_MESSAGE_LENGTH } from '../chat.ts';
import { AssistantParams, SourceSchema, ToolCallSchema } from './schemas.ts';

export function registerTestPanel(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  app.openapi(
    createRoute({
      method: 'post',
      path: '/assistants/{assistant_id}/test',
      tags: ['Assistants'],
      summary: 'Talk to the current draft (not the deployed version); nothing is stored',
      security: [{ apiKey: [] }],
      middleware: [requireScope('assistants')] as const,
      request: {
        params: AssistantParams,
        body: {
          required: true,
          content: {
            'application/json': {
              schema: z
                .object({
                  message: z.string().trim().min(1, 'must not be empty').max(MAX_MESSAGE_LENGTH),
                  session_id: z.string().max(100).optional(),
                })
                .openapi('TestMessage'),
            },
          },
        },
      },
      responses: {
        200: {
          description: 'The draft’s reply, with how it understood the message',
          content: {
            'application/json': {
              schema: z.object({
                session_id: z.string(),
                assistant_id: z.string(),
                reply: z.string().nullable(),
                tool_calls: z.array(ToolCallSchema),
                sources: z.array(SourceSchema),
                escalated: z.boolean(),
                understood: z.string(),
              }),
            },
          },
        },
        ...errorResponses(404, 422, ...AUTHED_ERRORS),
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const result = await deps.chat.test(c.get('auth').companyId, c.req.valid('param').assistant_id, {
        message: body.message,
        sessionId: body.session_id,
      });
      return c.json(result, 200);
    },
  );
}
