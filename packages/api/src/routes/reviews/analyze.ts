import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../context.ts';
import { requireScope } from '../../middleware/auth.ts';
import { AUTHED_ERRORS, errorResponses } from '../../openapi.ts';
import { AnalyzeTextsSchema, SentimentResultSchema } from './schemas.ts';

/** POST /reviews/analyze: sentiment, aspects and evidence for up to 1,000 texts. */
export function registerReviewAnalyze(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  app.openapi(
    createRoute({
      method: 'post',
      path: '/reviews/analyze',
      tags: ['Reviews'],
      summary: 'Analyse the sentiment of up to 1,000 texts (each up to 10,000 characters)',
      description:
        'Each result has a label, a score from −1 to 1, a confidence, the aspects judged ("battery", "screen") and the phrases that drove the label. Results are in the order of `texts`.',
      security: [{ apiKey: [] }],
      middleware: requireScope('data:read'),
      request: {
        body: { required: true, content: { 'application/json': { schema: AnalyzeTextsSchema } } },
      },
      responses: {
        200: {
          description: 'One result per text',
          content: {
            'application/json': {
              schema: z.object({ data: z.array(SentimentResultSchema), engine: z.string() }),
            },
          },
        },
        ...errorResponses(400, 422, ...AUTHED_ERRORS),
      },
    }),
    async (c) => {
      const results = await deps.reviews.analyzeTexts(c.req.valid('json').texts);
      return c.json({ data: results, engine: results[0]?.engine ?? 'builtin' }, 200);
    },
  );
}
