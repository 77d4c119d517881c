import { CHANNELS } from '@colloquy/assistants';
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import type { AppDeps, AppEnv } from '../context.ts';
import { requireScope } from '../middleware/auth.ts';
import { AUTHED_ERRORS, errorResponses, type Security } from '../openapi.ts';
import { SourceSchema, ToolCallSchema } from './assistants/schemas.ts';

export const MAX_MESSAGE_LENGTH = 4000;

const ChatRequest = z
  .object({
    assistant_id: z.string().min(1).openapi({ example: 'asst_4n8x2k7q9m1v3c5b6d0f' }),
    message: z
      .string()
      .trim()
      .min(1, 'must not be empty')
      .max(MAX_MESSAGE_LENGTH, `must be at most ${MAX_MESSAGE_LENGTH} characters`),
    channel: z.enum(CHANNELS).default('api'),
    conversation_id: z
      .string()
      .optional()
      .openapi({ description: 'Continue this conversation; omit to start one' }),
    user_id: z.string().max(200).optional().openapi({ description: 'Your id for the customer or employee' }),
  })
  .openapi('ChatRequest');

const ChatResponse = z
  .object({
    conversation_id: z.string(),
    assistant_id: z.string(),
    channel: z.string(),
    reply: z.string().nullable().openapi({ description: 'null while the conversation waits for a person' }),
    tool_calls: z.array(ToolCallSchema),
    sources: z.array(SourceSchema),
    escalated: z.boolean(),
  })
  .openapi('ChatResponse');

/** POST /chat on /v1 and /v2; /v2 also streams server-sent events when asked with Accept: text/event-stream. */
export function registerChat(app: OpenAPIHono<AppEnv>, deps: AppDeps, security: Security): void {
  app.openapi(
    createRoute({
      method: 'post',
      path: '/chat',
      tags: ['Chat'],
      summary: 'Send a message to a deployed assistant',
      description:
        security === 'accessToken'
          ? 'With `Accept: text/event-stream` the reply streams as server-sent events: `delta` events carry text, a final `done` event the whole response.'
          : undefined,
      security: [{ [security]: [] }],
      middleware: [requireScope('chat')] as const,
      request: { body: { required: true, content: { 'application/json': { schema: ChatRequest } } } },
      responses: {
        200: {
          description: 'The reply',
          content: {
            'application/json': { schema: ChatResponse },
            ...(security === 'accessToken' ? { 'text/event-stream': { schema: z.string() } } : {}),
          },
        },
        ...errorResponses(400, 404, 409, 422, ...AUTHED_ERRORS),
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const result = await deps.chat.send(c.get('auth').companyId, {
        assistantId: body.assistant_id,
        message: body.message,
        channel: body.channel,
        ...(body.conversation_id ? { conversationId: body.conversation_id } : {}),
        ...(body.user_id ? { userId: body.user_id } : {}),
      });
      if (security === 'accessToken' && c.req.header('Accept')?.includes('text/event-stream')) {
        return streamSSE(c, async (stream) => {
          // The reply is composed whole; it is streamed in word groups so clients render as they read.
          const words = (result.reply ?? '').split(/(?<=\s)/);
          for (let i = 0; i < words.length; i += 8) {
            await stream.writeSSE({
              event: 'delta',
              data: JSON.stringify({ text: words.slice(i, i + 8).join('') }),
            });
          }
          await stream.writeSSE({ event: 'done', data: JSON.stringify(result) });
        }) as never;
      }
      return c.json(result, 200);
    },
  );
}
