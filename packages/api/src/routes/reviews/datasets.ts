import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../context.ts';
import { requireScope } from '../../middleware/auth.ts';
import { AUTHED_ERRORS, errorResponses, json } from '../../openapi.ts';
import {
  ReviewDatasetParams,
  ReviewDatasetSchema,
  ReviewSummarySchema,
  reviewDatasetView,
  snakeKeys,
} from './schemas.ts';

const security = [{ apiKey: [] }];

/** GET /reviews/datasets, GET …/{dataset_id}, POST …/{dataset_id}/analyze, GET …/{dataset_id}/summary. */
export function registerReviewDatasets(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  const base = { tags: ['Reviews'], security };
  app.openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/reviews/datasets',
      summary: "The company's review datasets, newest first, with their analysis status",
      middleware: requireScope('data:read'),
      responses: {
        200: json(z.object({ data: z.array(ReviewDatasetSchema) }), 'Review datasets'),
        ...errorResponses(...AUTHED_ERRORS),
      },
    }),
    async (c) => {
      const datasets = await deps.reviews.listDatasets(c.get('auth').companyId);
      return c.json({ data: datasets.map(reviewDatasetView) }, 200);
    },
  );
  app.openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/reviews/datasets/{dataset_id}',
      summary: 'One review dataset: size, analysis status and progress',
      middleware: requireScope('data:read'),
      request: { params: ReviewDatasetParams },
      responses: {
        200: json(ReviewDatasetSchema, 'The dataset'),
        ...errorResponses(404, ...AUTHED_ERRORS),
      },
    }),
    async (c) => {
      const dataset = await deps.reviews.getDataset(c.get('auth').companyId, c.req.valid('param').dataset_id);
      return c.json(reviewDatasetView(dataset), 200);
    },
  );
  app.openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/reviews/datasets/{dataset_id}/analyze',
      summary: 'Analyse every review of the dataset, as a background job',
      description:
        'Answers 202 with the dataset (status "queued"); poll GET /reviews/datasets/{dataset_id} for progress. While an analysis is queued or running, calling again changes nothing. A completed dataset is analysed afresh; a failed one resumes. On completion a `reviews.analyzed` event is sent.',
      middleware: requireScope('data:write'),
      request: { params: ReviewDatasetParams },
      responses: {
        202: json(ReviewDatasetSchema, 'Queued (or already queued or running)'),
        ...errorResponses(404, 503, ...AUTHED_ERRORS),
      },
    }),
    async (c) => {
      const dataset = await deps.reviews.startAnalysis(
        c.get('auth').companyId,
        c.req.valid('param').dataset_id,
      );
      return c.json(reviewDatasetView(dataset), 202);
    },
  );
  app.openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/reviews/datasets/{dataset_id}/summary',
      summary:
        'Label distribution, average score, by product, by month, top liked and disliked aspects with quotes, and rating agreement',
      middleware: requireScope('data:read'),
      request: { params: ReviewDatasetParams },
      responses: {
        200: json(ReviewSummarySchema, 'The summary (partial until the analysis completes)'),
        ...errorResponses(404, ...AUTHED_ERRORS),
      },
    }),
    async (c) => {
      const { dataset, summary, partial } = await deps.reviews.summary(
        c.get('auth').companyId,
        c.req.valid('param').dataset_id,
      );
      const body = { dataset: reviewDatasetView(dataset), partial, ...(snakeKeys(summary) as object) };
      return c.json(body as z.infer<typeof ReviewSummarySchema>, 200);
    },
  );
}
