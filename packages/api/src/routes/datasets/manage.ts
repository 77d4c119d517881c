import type { TableInfo } from '@colloquy/nlq';
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../context.ts';
import { requireScope } from '../../middleware/auth.ts';
import { AUTHED_ERRORS, errorResponses, json } from '../../openapi.ts';
import { relationshipView } from './relationships.ts';
import { DatasetDetailSchema, DatasetParams, DatasetSchema } from './schemas.ts';

const security = [{ apiKey: [] }];

export function datasetView(table: TableInfo) {
  return { name: table.name, row_count: table.rowCount, columns: table.columns };
}

/** GET /datasets, GET /datasets/{name}, DELETE /datasets/{name}. */
export function registerDatasets(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  const base = { tags: ['Datasets'], security };
  app.openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/datasets',
      summary: "The company's datasets (tables) with their columns and row counts",
      middleware: requireScope('data:read'),
      responses: {
        200: json(z.object({ data: z.array(DatasetSchema) }), 'Datasets'),
        ...errorResponses(...AUTHED_ERRORS),
      },
    }),
    async (c) => {
      const tables = await deps.datasets.list(c.get('auth').companyId);
      return c.json({ data: tables.map(datasetView) }, 200);
    },
  );
  app.openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/datasets/{name}',
      summary: 'One dataset: columns, column profiles, relationships and the first rows',
      middleware: requireScope('data:read'),
      request: { params: DatasetParams },
      responses: { 200: json(DatasetDetailSchema, 'The dataset'), ...errorResponses(404, ...AUTHED_ERRORS) },
    }),
    async (c) => {
      const d = await deps.datasets.describe(c.get('auth').companyId, c.req.valid('param').name);
      return c.json(
        {
          ...datasetView(d.table),
          profile: d.profile.columns.map((p) => ({
            name: p.name,
            type: p.type,
            kind: p.kind,
            distinct_count: p.distinctCount,
            null_count: p.nullCount,
            min: p.min,
            max: p.max,
            samples: p.samples,
          })),
          relationships: d.relationships.map(relationshipView),
          preview: { columns: d.preview.columns, rows: d.preview.rows },
        },
        200,
      );
    },
  );
  app.openapi(
    createRoute({
      ...base,
      method: 'delete',
      path: '/datasets/{name}',
      summary: 'Delete a dataset',
      middleware: requireScope('data:write'),
      request: { params: DatasetParams },
      responses: {
        200: json(z.object({ name: z.string(), deleted: z.literal(true) }), 'Deleted'),
        ...errorResponses(404, ...AUTHED_ERRORS),
      },
    }),
    async (c) => {
      const name = c.req.valid('param').name;
      await deps.datasets.delete(c.get('auth').companyId, name);
      return c.json({ name, deleted: true as const }, 200);
    },
  );
}
