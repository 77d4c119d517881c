import { addKnowledge, getAssistant, KNOWLEDGE_FILE_TYPES } from '@colloquy/assistants';
import { listKnowledge } from '@colloquy/db';
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../context.ts';
import { requireScope } from '../../middleware/auth.ts';
import { AUTHED_ERRORS, errorResponses } from '../../openapi.ts';
import { readKnowledgeFiles } from './actions.ts';
import { knowledgeFromInput } from './knowledge-input.ts';
import { AddKnowledgeSchema, AssistantParams, KnowledgeEntrySchema } from './schemas.ts';

const security = [{ apiKey: [] }];

export function registerKnowledge(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  const scope = requireScope('assistants');
  app.openapi(
    createRoute({
      method: 'get',
      path: '/assistants/{assistant_id}/knowledge',
      tags: ['Assistants'],
      summary: "The draft's knowledge: FAQ pairs, document sections and intent examples",
      security,
      middleware: scope,
      request: { params: AssistantParams },
      responses: {
        200: {
          description: 'Knowledge',
          content: { 'application/json': { schema: z.object({ data: z.array(KnowledgeEntrySchema) }) } },
        },
        ...errorResponses(404, ...AUTHED_ERRORS),
      },
    }),
    async (c) => {
      const companyId = c.get('auth').companyId;
      const id = c.req.valid('param').assistant_id;
      await getAssistant(deps.db, companyId, id);
      return c.json({ data: await listKnowledge(deps.db, companyId, id) }, 200);
    },
  );
  app.openapi(
    createRoute({
      method: 'post',
      path: '/assistants/{assistant_id}/knowledge',
      tags: ['Assistants'],
      summary: 'Add FAQ pairs (JSON or CSV), documents and intent examples to the draft',
      security,
      middleware: scope,
      request: {
        params: AssistantParams,
        body: { required: true, content: { 'application/json': { schema: AddKnowledgeSchema } } },
      },
      responses: {
        201: {
          description: 'Added; deploy to publish',
          content: { 'application/json': { schema: z.object({ added: z.number().int() }) } },
        },
        ...errorResponses(404, 422, ...AUTHED_ERRORS),
      },
    }),
    async (c) => {
      const entries = knowledgeFromInput(deps.registry, c.req.valid('json'));
      const added = await addKnowledge(
        deps.db,
        c.get('auth').companyId,
        c.req.valid('param').assistant_id,
        entries,
      );
      return c.json({ added }, 201);
    },
  );
}

export function registerKnowledgeFiles(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  app.openapi(
    createRoute({
      method: 'post',
      path: '/assistants/{assistant_id}/knowledge/files',
      tags: ['Assistants'],
      summary: `Upload knowledge files (${KNOWLEDGE_FILE_TYPES.join(', ')}) to the draft, as multipart field "file"`,
      description:
        'CSV (question,answer) and JSON files are FAQ pairs; Markdown, text and PDF are documents, split into sections. Up to 20 files, 20 MB in all.',
      security: [{ apiKey: [] }],
      middleware: requireScope('assistants'),
      request: {
        params: AssistantParams,
        body: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: z
                .object({ file: z.any().openapi({ type: 'string', format: 'binary' }) })
                .openapi('KnowledgeFiles'),
            },
          },
        },
      },
      responses: {
        201: {
          description: 'Added; deploy to publish',
          content: {
            'application/json': {
              schema: z.object({
                added: z.number().int(),
                files: z.array(z.object({ name: z.string(), entries: z.number().int() })),
              }),
            },
          },
        },
        ...errorResponses(404, 415, 422, ...AUTHED_ERRORS),
      },
    }),
    async (c) => {
      const companyId = c.get('auth').companyId;
      const id = c.req.valid('param').assistant_id;
      await getAssistant(deps.db, companyId, id);
      const form = await c.req.parseBody({ all: true });
      const raw = form.file;
      const files = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).filter(
        (f): f is File => f instanceof File,
      );
      const perFile = await readKnowledgeFiles(files);
      const added = await addKnowledge(
        deps.db,
        companyId,
        id,
        perFile.flatMap((f) => f.entries),
      );
      return c.json({ added, files: perFile.map((f) => ({ name: f.name, entries: f.entries.length })) }, 201);
    },
  );
}
