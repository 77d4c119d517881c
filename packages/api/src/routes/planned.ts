import { AppError } from '@colloquy/core';
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../context.ts';
import { AUTHED_ERRORS, errorResponses, type Security } from '../openapi.ts';

/** Routes whose issues have not landed: documented now, answering 501 until then. */
const TaskRequest = z
  .object({
    task: z.string().openapi({ example: 'schedule_meeting' }),
    params: z.record(z.string(), z.unknown()).optional(),
    async: z.boolean().optional(),
  })
  .openapi('TaskRequest');

function notImplemented(what: string): never {
  throw new AppError('not_implemented', `${what} is not implemented yet`, { status: 501 });
}

const planned = {
  description: 'Planned',
  content: { 'application/json': { schema: z.object({}).passthrough() } },
};

/** A planned JSON operation: documented with its request body, answering 501 until its issue lands. */
function registerPlanned(
  app: OpenAPIHono<AppEnv>,
  security: Security,
  operation: { path: string; tag: string; summary: string; schema: z.ZodType; feature: string },
): void {
  app.openapi(
    createRoute({
      method: 'post',
      path: operation.path,
      tags: [operation.tag],
      summary: `${operation.summary} (planned)`,
      security: [{ [security]: [] }],
      request: { body: { required: true, content: { 'application/json': { schema: operation.schema } } } },
      responses: { 200: planned, ...errorResponses(422, 501, ...AUTHED_ERRORS) },
    }),
    () => notImplemented(operation.feature),
  );
}

const TASKS = {
  path: '/tasks/execute',
  tag: 'Tasks',
  summary: 'Run a staff task',
  schema: TaskRequest,
  feature: 'Task execution',
};

export function registerPlannedV1(app: OpenAPIHono<AppEnv>, security: Security): void {
  registerPlanned(app, security, TASKS);
}

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
