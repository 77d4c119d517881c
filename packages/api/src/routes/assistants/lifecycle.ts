import { viewAssistant } from '@colloquy/assistants';
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../context.ts';
import { requireScope } from '../../middleware/auth.ts';
import { AUTHED_ERRORS, errorResponses } from '../../openapi.ts';
import { assistantVersions, publishDraft, restoreVersion } from './actions.ts';
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
      const assistant = await publishDraft(deps, c.get('auth').companyId, c.req.valid('param').assistant_id);
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
      const data = await assistantVersions(deps, c.get('auth').companyId, c.req.valid('param').assistant_id);
      return c.json({ data }, 200);
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
      const assistant = await restoreVersion(
        deps,
        c.get('auth').companyId,
        c.req.valid('param').assistant_id,
        c.req.valid('json').version,
      );
      return c.json(viewAssistant(assistant), 200);
    },
  );
}
