import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { AppError, ValidationError } from '@colloquy/core';
import { DATASET_EXTENSIONS, type DatasetFile, datasetFormatOf, tableNameFor } from '@colloquy/nlq';
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../context.ts';
import { requireScope } from '../../middleware/auth.ts';
import { AUTHED_ERRORS, errorResponses } from '../../openapi.ts';
import { datasetView } from './manage.ts';
import { DatasetSchema } from './schemas.ts';

const MAX_FILES = 20;

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
      if (files.length === 0) {
        throw new ValidationError('Attach one or more files in the multipart field "file"', [
          { field: 'file', message: 'is required' },
        ]);
      }
      if (files.length > MAX_FILES) {
        throw new ValidationError(`At most ${MAX_FILES} files per upload`, [
          { field: 'file', message: 'too many files' },
        ]);
      }
      if (name && files.length > 1) {
        throw new ValidationError('"name" names one dataset: upload one file with it, or leave it out', [
          { field: 'name', message: 'only with a single file' },
        ]);
      }
      for (const file of files) {
        if (!datasetFormatOf(file.name)) {
          throw new AppError(
            'unsupported_media_type',
            `${file.name || 'the file'} is not a supported dataset: upload ${DATASET_EXTENSIONS.join(', ')} files`,
            { status: 415 },
          );
        }
        if (file.size === 0) {
          throw new ValidationError(`${file.name} is empty`, [{ field: 'file', message: 'empty file' }]);
        }
      }
      const dir = await mkdtemp(join(tmpdir(), 'colloquy-upload-'));
      try {
        const staged: DatasetFile[] = [];
        for (const [i, file] of files.entries()) {
          // A folder per file keeps the user's file name (DuckDB's messages quote it) without collisions.
          const label = basename(file.name);
          const path = join(dir, String(i), label);
          await mkdir(join(dir, String(i)));
          await writeFile(path, new Uint8Array(await file.arrayBuffer()));
          staged.push({ path, label, table: name ?? tableNameFor(label), format: datasetFormatOf(label)! });
        }
        const tables = await deps.datasets.importFiles(c.get('auth').companyId, staged, {
          replace: fieldOf(form.replace) === 'true',
        });
        return c.json({ data: tables.map(datasetView) }, 201);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  );
}
