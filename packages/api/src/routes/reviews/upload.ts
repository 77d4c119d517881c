import { reviewsFromFile, reviewsFromRecords } from '@colloquy/assistants';
import { ValidationError } from '@colloquy/core';
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../context.ts';
import { requireScope } from '../../middleware/auth.ts';
import { AUTHED_ERRORS, errorResponses } from '../../openapi.ts';
import {
  ReviewDatasetInputSchema,
  ReviewDatasetSchema,
  ReviewDatasetUploadSchema,
  reviewDatasetView,
} from './schemas.ts';

const MULTIPART = /^multipart\/form-data/i;

function single(raw: unknown): unknown {
  return Array.isArray(raw) ? (raw.length === 1 ? raw[0] : raw) : raw;
}

/** POST /reviews/datasets: reviews as JSON {name, reviews}, or a CSV/JSON file as multipart field "file". */
export function registerReviewUpload(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  app.openapi(
    createRoute({
      method: 'post',
      path: '/reviews/datasets',
      tags: ['Reviews'],
      summary:
        'Import a review dataset: JSON {name, reviews}, or a CSV or JSON file (multipart field "file")',
      description:
        'Each review has `text` and optionally `rating` (0–100; 1–5 and 1–10 scales are recognised), `product`, `date` (YYYY-MM-DD) and `source`. CSV files need a header row with a `text` column (or review, body, content, comment). Rows without text are skipped and counted. Up to 100,000 reviews, 20 MB.',
      security: [{ apiKey: [] }],
      middleware: requireScope('data:write'),
      request: {
        body: {
          content: {
            'application/json': { schema: ReviewDatasetInputSchema },
            'multipart/form-data': { schema: ReviewDatasetUploadSchema },
          },
        },
      },
      responses: {
        201: {
          description: 'Imported; POST …/{dataset_id}/analyze to analyse it',
          content: {
            'application/json': {
              schema: ReviewDatasetSchema.extend({
                skipped: z.number().int().openapi({ description: 'Rows left out for having no text' }),
              }),
            },
          },
        },
        ...errorResponses(400, 413, 415, 422, ...AUTHED_ERRORS),
      },
    }),
    async (c) => {
      const companyId = c.get('auth').companyId;
      let name: string;
      let parsed: ReturnType<typeof reviewsFromRecords>;
      if (MULTIPART.test(c.req.header('Content-Type') ?? '')) {
        const form = await c.req.parseBody({ all: true });
        const file = single(form.file);
        if (!(file instanceof File)) {
          throw new ValidationError('Attach one CSV or JSON file in the multipart field "file"', [
            { field: 'file', message: Array.isArray(file) ? 'one file only' : 'is required' },
          ]);
        }
        const given = single(form.name);
        name =
          typeof given === 'string' && given.trim() !== ''
            ? given.trim().slice(0, 200)
            : file.name.replace(/\.[^.]+$/, '') || 'reviews';
        parsed = reviewsFromFile(file.name, new Uint8Array(await file.arrayBuffer()));
      } else {
        const body = c.req.valid('json') as z.infer<typeof ReviewDatasetInputSchema> | undefined;
        if (!body) {
          throw new ValidationError('Send {"name", "reviews": [...]} as JSON or a file as multipart', [
            { field: '(body)', message: 'is required' },
          ]);
        }
        name = body.name;
        parsed = reviewsFromRecords(body.reviews, (i, field) => `reviews.${i}${field ? `.${field}` : ''}`);
      }
      const dataset = await deps.reviews.importDataset(companyId, { name, reviews: parsed.reviews });
      return c.json({ ...reviewDatasetView(dataset), skipped: parsed.skipped }, 201);
    },
  );
}
