import { screeningView } from '@colloquy/assistants';
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../context.ts';
import { requireScope } from '../../middleware/auth.ts';
import { AUTHED_ERRORS, errorResponses, json } from '../../openapi.ts';
import { ScreeningParams, ScreeningSchema, ScreeningSummarySchema } from './schemas.ts';

const ScreeningListSchema = z.object({ data: z.array(ScreeningSummarySchema) });

/** GET /screenings and GET /screenings/{screening_id}. */
export function registerScreeningRead(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  const base = { tags: ['Screenings'], security: [{ apiKey: [] }], middleware: requireScope('data:read') };
  app.openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/screenings',
      summary: "The company's screenings, newest first (the last 100), with status and progress",
      responses: {
        200: json(ScreeningListSchema, 'Screenings'),
        ...errorResponses(...AUTHED_ERRORS),
      },
    }),
    async (c) => {
      const screenings = await deps.screenings.list(c.get('auth').companyId);
      const data = screenings.map((s) => screeningView(s));
      return c.json({ data }, 200);
    },
  );
  app.openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/screenings/{screening_id}',
      summary:
        'One screening: status, progress, the ranked candidates with score, breakdown, evidence and profile',
      request: { params: ScreeningParams },
      responses: {
        200: json(ScreeningSchema, 'The screening'),
        ...errorResponses(404, ...AUTHED_ERRORS),
      },
    }),
    async (c) => {
      const { screening, ranked } = await deps.screenings.get(
        c.get('auth').companyId,
        c.req.valid('param').screening_id,
      );
      // The detailed view always carries candidates and errors (optional only in the list's view).
      return c.json(screeningView(screening, ranked) as z.infer<typeof ScreeningSchema>, 200);
    },
  );
}
