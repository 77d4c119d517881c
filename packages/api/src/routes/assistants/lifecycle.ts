import { deployAssistant, getAssistant, rollbackAssistant, viewAssistant } from '@colloquy/assistants';
import { listAssistantVersions } from '@colloquy/db';
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../context.ts';
import { requireScope } from '../../middleware/auth.ts';
import { AUTHED_ERRORS, errorResponses } from '../../openapi.ts';
import { AssistantParams, AssistantSchema } from './schemas.ts';

const security = [{ apiKey: [] }];

const VersionSchema = z
  .object({
    version: z.number().int(),
    name: z.string(),
    system_prompt: z.string(),
    tools: z.array(z.string()),
    knowledge_entries: z.number().int(),
    created_at: z.string(),
    deployed: z.boolean(),
  })
  .openapi('AssistantVersion');

export function registerLifecycle(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  const scope = requireScope('assistants');
  app.openapi(
    createRoute({
      method: 'post',
      path: '/assistants/{assistant_id}/deploy',
      tags: ['Assistants'],
      summary: 'Publish the draft (with its knowledge) as a new immutable version that chat uses',
      security,
      middleware: scope,
      request: { params: AssistantParams },
      responses: {
        200: { description: 'Deployed', content: { 'application/json': { schema: AssistantSchema } } },
        ...errorResponses(404, 409, ...AUTHED_ERRORS),
      },
    }),
    async (c) => {
      const assistant = await deployAssistant(
        deps.db,
        c.get('auth').companyId,
        c.req.valid('param').assistant_id,
      );
      deps.chat.forget(assistant.id);
      return c.json(viewAssistant(assistant), 200);
    },
  );
  app.openapi(
    createRoute({
      method: 'get',
      path: '/assistants/{assistant_id}/versions',
      tags: ['Assistants'],
      summary: 'List deployed versions, newest first',
      security,
      middleware: scope,
      request: { params: AssistantParams },
      responses: {
        200: {
          description: 'Versions',
          content: { 'application/json': { schema: z.object({ data: z.array(VersionSchema) }) } },
        },
        ...errorResponses(404, ...AUTHED_ERRORS),
      },
    }),
    async (c) => {
      const companyId = c.get('auth').companyId;
      const id = c.req.valid('param').assistant_id;
      const assistant = await getAssistant(deps.db, companyId, id);
      const versions = await listAssistantVersions(deps.db, companyId, id);
      return c.json(
        {
          data: versions.map((v) => ({
            version: v.version,
            name: v.name,
            system_prompt: v.systemPrompt,
            tools: v.tools,
            knowledge_entries: v.knowledgeEntries,
            created_at: v.createdAt.toISOString(),
            deployed: v.version === assistant.deployedVersion,
          })),
        },
        200,
      );
    },
  );
  app.openapi(
    createRoute({
      method: 'post',
      path: '/assistants/{assistant_id}/rollback',
      tags: ['Assistants'],
      summary: 'Make chat use an earlier version again (the draft is kept)',
      security,
      middleware: scope,
      request: {
        params: AssistantParams,
        body: {
          required: true,
          content: {
            'application/json': {
              schema: z.object({ version: z.number().int().min(1) }).openapi('Rollback'),
            },
          },
        },
      },
      responses: {
        200: { description: 'Rolled back', content: { 'application/json': { schema: AssistantSchema } } },
        ...errorResponses(404, 422, ...AUTHED_ERRORS),
      },
    }),
    async (c) => {
      const assistant = await rollbackAssistant(
        deps.db,
        c.get('auth').companyId,
        c.req.valid('param').assistant_id,
        c.req.valid('json').version,
      );
      deps.chat.forget(assistant.id);
      return c.json(viewAssistant(assistant), 200);
    },
  );
}
