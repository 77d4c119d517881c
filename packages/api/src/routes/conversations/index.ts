import { NotFoundError } from '@colloquy/core';
import { findConversation, listConversations, listMessages } from '@colloquy/db';
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../context.ts';
import { requireScope } from '../../middleware/auth.ts';
import { AUTHED_ERRORS, errorResponses } from '../../openapi.ts';

const security = [{ apiKey: [] }];

const ConversationSchema = z
  .object({
    conversation_id: z.string(),
    assistant_id: z.string(),
    channel: z.string(),
    user_id: z.string().nullable(),
    escalated: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi('Conversation');

const MessageSchema = z
  .object({
    message_id: z.string(),
    role: z.enum(['user', 'assistant', 'human']),
    content: z.string(),
    tool_calls: z.array(z.unknown()),
    sources: z.array(z.unknown()),
    created_at: z.string(),
  })
  .openapi('Message');

const Params = z.object({
  conversation_id: z
    .string()
    .openapi({ param: { name: 'conversation_id', in: 'path' }, example: 'conv_5k2m8x1q7v9c3b4n6d0f' }),
});

const view = (c: Awaited<ReturnType<typeof listConversations>>[number]) => ({
  conversation_id: c.id,
  assistant_id: c.assistantId,
  channel: c.channel,
  user_id: c.userId,
  escalated: c.escalated,
  created_at: c.createdAt.toISOString(),
  updated_at: c.updatedAt.toISOString(),
});

export function registerConversations(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  const scope = requireScope('chat');
  app.openapi(
    createRoute({
      method: 'get',
      path: '/conversations',
      tags: ['Conversations'],
      summary: 'Conversations, most recently active first',
      security,
      middleware: scope,
      request: {
        query: z.object({
          assistant_id: z
            .string()
            .optional()
            .openapi({ param: { name: 'assistant_id', in: 'query' } }),
          escalated: z
            .enum(['true', 'false'])
            .optional()
            .openapi({
              param: { name: 'escalated', in: 'query' },
              description: 'Only those waiting for a person',
            }),
          limit: z.coerce
            .number()
            .int()
            .min(1)
            .max(200)
            .default(50)
            .openapi({ param: { name: 'limit', in: 'query' } }),
        }),
      },
      responses: {
        200: {
          description: 'Conversations',
          content: { 'application/json': { schema: z.object({ data: z.array(ConversationSchema) }) } },
        },
        ...errorResponses(400, ...AUTHED_ERRORS),
      },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const rows = await listConversations(deps.db, c.get('auth').companyId, {
        assistantId: q.assistant_id,
        escalated: q.escalated === undefined ? undefined : q.escalated === 'true',
        limit: q.limit,
      });
      return c.json({ data: rows.map(view) }, 200);
    },
  );
  app.openapi(
    createRoute({
      method: 'get',
      path: '/conversations/{conversation_id}',
      tags: ['Conversations'],
      summary: 'A conversation with its messages',
      security,
      middleware: scope,
      request: { params: Params },
      responses: {
        200: {
          description: 'The conversation',
          content: {
            'application/json': { schema: ConversationSchema.extend({ messages: z.array(MessageSchema) }) },
          },
        },
        ...errorResponses(404, ...AUTHED_ERRORS),
      },
    }),
    async (c) => {
      const companyId = c.get('auth').companyId;
      const id = c.req.valid('param').conversation_id;
      const conversation = await findConversation(deps.db, companyId, id);
      if (!conversation) throw new NotFoundError(`Conversation ${id} not found`);
      const messages = await listMessages(deps.db, companyId, id);
      return c.json(
        {
          ...view(conversation),
          messages: messages.map((m) => ({
            message_id: m.id,
            role: m.role,
            content: m.content,
            tool_calls: m.toolCalls,
            sources: m.sources,
            created_at: m.createdAt.toISOString(),
          })),
        },
        200,
      );
    },
  );
  app.openapi(
    createRoute({
      method: 'post',
      path: '/conversations/{conversation_id}/messages',
      tags: ['Conversations'],
      summary: 'A person replies in the conversation; hand_back returns it to the assistant',
      security,
      middleware: scope,
      request: {
        params: Params,
        body: {
          required: true,
          content: {
            'application/json': {
              schema: z
                .object({
                  message: z.string().trim().min(1, 'must not be empty').max(4000).optional(),
                  hand_back: z.boolean().optional(),
                })
                .refine((b) => b.message !== undefined || b.hand_back === true, {
                  message: 'send a message, hand_back: true, or both',
                  path: ['message'],
                })
                .openapi('HumanReply'),
            },
          },
        },
      },
      responses: {
        201: {
          description: 'Recorded',
          content: {
            'application/json': {
              schema: z.object({
                conversation_id: z.string(),
                message_id: z.string().nullable(),
                escalated: z.boolean(),
              }),
            },
          },
        },
        ...errorResponses(404, 422, ...AUTHED_ERRORS),
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const result = await deps.chat.replyAsHuman(
        c.get('auth').companyId,
        c.req.valid('param').conversation_id,
        {
          message: body.message,
          handBack: body.hand_back,
        },
      );
      return c.json(result, 201);
    },
  );
}
