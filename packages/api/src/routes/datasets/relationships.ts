import type { Relationship } from '@colloquy/nlq';
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../context.ts';
import { requireScope } from '../../middleware/auth.ts';
import { AUTHED_ERRORS, errorResponses } from '../../openapi.ts';
import { RelationshipInput, RelationshipSchema } from './schemas.ts';

const security = [{ apiKey: [] }];
const body = { required: true, content: { 'application/json': { schema: RelationshipInput } } };

export function relationshipView(r: Relationship) {
  return {
    from_table: r.fromTable,
    from_column: r.fromColumn,
    to_table: r.toTable,
    to_column: r.toColumn,
    source: r.source,
  };
}

const fromInput = (r: z.infer<typeof RelationshipInput>) => ({
  fromTable: r.from_table,
  fromColumn: r.from_column,
  toTable: r.to_table,
  toColumn: r.to_column,
});

/** The joins the question engine follows: list them, declare the ones it cannot infer, remove declared ones. */
export function registerRelationships(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  const base = { tags: ['Datasets'], security, path: '/data/relationships' as const };
  app.openapi(
    createRoute({
      ...base,
      method: 'get',
      summary: 'Relationships between datasets: declared ones, then inferred ones',
      middleware: requireScope('data:read'),
      responses: {
        200: {
          description: 'Relationships',
          content: { 'application/json': { schema: z.object({ data: z.array(RelationshipSchema) }) } },
        },
        ...errorResponses(...AUTHED_ERRORS),
      },
    }),
    async (c) => {
      const data = await deps.datasets.relationships(c.get('auth').companyId);
      return c.json({ data: data.map(relationshipView) }, 200);
    },
  );
  app.openapi(
    createRoute({
      ...base,
      method: 'post',
      summary: 'Declare that a column refers to another table (e.g. Student.Advisor → Faculty.FacID)',
      middleware: requireScope('data:write'),
      request: { body },
      responses: {
        201: { description: 'Declared', content: { 'application/json': { schema: RelationshipSchema } } },
        ...errorResponses(400, 404, 422, ...AUTHED_ERRORS),
      },
    }),
    async (c) => {
      const declared = await deps.datasets.declareRelationship(
        c.get('auth').companyId,
        fromInput(c.req.valid('json')),
      );
      return c.json(relationshipView(declared), 201);
    },
  );
  app.openapi(
    createRoute({
      ...base,
      method: 'delete',
      summary: 'Remove a declared relationship',
      middleware: requireScope('data:write'),
      request: { body },
      responses: { 204: { description: 'Removed' }, ...errorResponses(400, 404, 422, ...AUTHED_ERRORS) },
    }),
    async (c) => {
      await deps.datasets.forgetRelationship(c.get('auth').companyId, fromInput(c.req.valid('json')));
      return c.body(null, 204);
    },
  );
}
