import { createAssistant, getAssistant, updateAssistant, viewAssistant } from '@colloquy/assistants';
import { listAssistants } from '@colloquy/db';
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../context.ts';
import { requireScope } from '../../middleware/auth.ts';
import { AUTHED_ERRORS, errorResponses, json } from '../../openapi.ts';
import { removeAssistant } from './actions.ts';
import { AssistantParams, AssistantSchema, CreateAssistantSchema, UpdateAssistantSchema } from './schemas.ts';

const security = [{ apiKey: [] }];

export function registerManage(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  const scope = requireScope('assistants');
  app.openapi(
    createRoute({
      method: 'get',
      path: '/assistants',
      tags: ['Assistants'],
      summary: "List the company's assistants",
      security,
      middleware: scope,
      responses: {
        200: json(z.object({ data: z.array(AssistantSchema) }), 'Assistants'),
        ...errorResponses(...AUTHED_ERRORS),
      },
    }),
    async (c) => {
      const rows = await listAssistants(deps.db, c.get('auth').companyId);
      return c.json({ data: rows.map(viewAssistant) }, 200);
    },
  );
  app.openapi(
    createRoute({
      method: 'post',
      path: '/assistants',
      tags: ['Assistants'],
      summary: 'Create an assistant, blank or from a template (GET /v1/templates)',
      security,
      middleware: scope,
      request: {
        body: { required: true, content: { 'application/json': { schema: CreateAssistantSchema } } },
      },
      responses: {
        201: json(AssistantSchema, 'The new draft'),
        ...errorResponses(400, 422, ...AUTHED_ERRORS),
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const assistant = await createAssistant(deps, c.get('auth').companyId, {
        name: body.name,
        template: body.template,
        systemPrompt: body.system_prompt,
        tools: body.tools,
      });
      return c.json(viewAssistant(assistant), 201);
    },
  );
  app.openapi(
    createRoute({
      method: 'get',
      path: '/assistants/{assistant_id}',
      tags: ['Assistants'],
      summary: 'Get an assistant (its current draft)',
      security,
      middleware: scope,
      request: { params: AssistantParams },
      responses: { 200: json(AssistantSchema, 'The assistant'), ...errorResponses(404, ...AUTHED_ERRORS) },
    }),
    async (c) => {
      const assistant = await getAssistant(
        deps.db,
        c.get('auth').companyId,
        c.req.valid('param').assistant_id,
      );
      return c.json(viewAssistant(assistant), 200);
    },
  );
  app.openapi(
    createRoute({
      method: 'patch',
      path: '/assistants/{assistant_id}',
      tags: ['Assistants'],
      summary: 'Edit the draft (chat keeps using the deployed version until the next deploy)',
      security,
      middleware: scope,
      request: {
        params: AssistantParams,
        body: { required: true, content: { 'application/json': { schema: UpdateAssistantSchema } } },
      },
      responses: { 200: json(AssistantSchema, 'The draft'), ...errorResponses(404, 422, ...AUTHED_ERRORS) },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const assistant = await updateAssistant(
        deps,
        c.get('auth').companyId,
        c.req.valid('param').assistant_id,
        {
          name: body.name,
          systemPrompt: body.system_prompt,
          tools: body.tools,
        },
      );
      return c.json(viewAssistant(assistant), 200);
    },
  );
  app.openapi(
    createRoute({
      method: 'delete',
      path: '/assistants/{assistant_id}',
      tags: ['Assistants'],
      summary: 'Delete an assistant with its versions, knowledge and conversations',
      security,
      middleware: scope,
      request: { params: AssistantParams },
      responses: {
        200: json(z.object({ assistant_id: z.string(), deleted: z.literal(true) }), 'Deleted'),
        ...errorResponses(404, ...AUTHED_ERRORS),
      },
    }),
    async (c) => {
      const id = c.req.valid('param').assistant_id;
      await removeAssistant(deps, c.get('auth').companyId, id);
      return c.json({ assistant_id: id, deleted: true as const }, 200);
    },
  );
}
