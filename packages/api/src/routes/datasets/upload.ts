import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../context.ts';
import { requireScope } from '../../middleware/auth.ts';
import { AUTHED_ERRORS, errorResponses } from '../../openapi.ts';
import { importUploads } from './import.ts';
import { datasetView } from './manage.ts';
import { DatasetSchema } from './schemas.ts';

function filesOf(raw: unknown): File[] {
  const list = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  return list.filter((f): f is File => f instanceof File);
}

function fieldOf(raw: unknown): string | undefined {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** POST /datasets: multipart upload of CSV, JSON and Parquet files, each becoming a table. */
export function registerDatasetUpload(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  app.openapi(
    createRoute({
      method: 'post',
      path: '/datasets',
      tags: ['Datasets'],
      summary: 'Upload CSV, JSON or Parquet files as datasets, as multipart field "file"',
      description:
        'Each file becomes a table named after the file (or `name`, for a single file), with types inferred. All files are imported or none. Up to 20 files, 20 MB in all. An existing dataset is replaced only with `replace=true`.',
      security: [{ apiKey: [] }],
      middleware: requireScope('data:write'),
      request: {
        body: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: z
                .object({
                  file: z.any().openapi({ type: 'string', format: 'binary' }),
                  name: z.string().optional().openapi({ description: 'Dataset name (one file only)' }),
                  replace: z.enum(['true', 'false']).optional(),
                })
                .openapi('DatasetUpload'),
            },
          },
        },
      },
      responses: {
        201: {
          description: 'Imported',
          content: { 'application/json': { schema: z.object({ data: z.array(DatasetSchema) }) } },
        },
        ...errorResponses(409, 415, 422, ...AUTHED_ERRORS),
      },
    }),
    async (c) => {
      const form = await c.req.parseBody({ all: true });
      const files = filesOf(form.file);
      const name = fieldOf(form.name);
      const tables = await importUploads(deps, c.get('auth').companyId, files, {
        name,
        replace: fieldOf(form.replace) === 'true',
      });
      return c.json({ data: tables.map(datasetView) }, 201);
    },
  );
}
