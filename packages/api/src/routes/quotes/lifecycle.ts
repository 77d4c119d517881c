import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../context.ts';
import { requireScope } from '../../middleware/auth.ts';
import { AUTHED_ERRORS, errorResponses, type Security } from '../../openapi.ts';
import { json, QuoteParams, QuoteSchema } from './schemas.ts';

const SendInput = z
  .object({ to: z.email().optional().openapi({ description: "Default: the customer's e-mail address" }) })
  .optional();

const MOVES = {
  accept: 'Mark a sent quote accepted (409 otherwise, or once it expired); `quote.accepted` is sent',
  reject: 'Mark a sent quote rejected (409 otherwise); `quote.rejected` is sent',
  convert: 'Convert an accepted quote (into an order; 409 unless accepted)',
} as const;

/** POST /quotes/{quote_id}/send, /accept, /reject, /convert. */
export function registerQuoteLifecycle(app: OpenAPIHono<AppEnv>, deps: AppDeps, security: Security): void {
  const base = { tags: ['Quotes'], security: [{ [security]: [] }], middleware: requireScope('data:write') };
  app.openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/quotes/{quote_id}/send',
      summary: 'E-mail a draft to the customer with its PDF and share link; it becomes sent',
      description:
        'The mail is queued with the status change (durable: delivered by the mail job with retries). Without Chromium the HTML is attached instead of a PDF. 422 when neither `to` nor customer.email is set; 409 unless draft.',
      request: {
        params: QuoteParams,
        body: { content: { 'application/json': { schema: SendInput } }, required: false },
      },
      responses: {
        200: json(QuoteSchema, 'Sent'),
        ...errorResponses(404, 409, 422, 503, ...AUTHED_ERRORS),
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const quote = await deps.quotes.send(c.get('auth').companyId, c.req.valid('param').quote_id, {
        to: body?.to,
      });
      return c.json(deps.quotes.view(quote), 200);
    },
  );
  for (const [action, summary] of Object.entries(MOVES) as [keyof typeof MOVES, string][]) {
    app.openapi(
      createRoute({
        ...base,
        method: 'post',
        path: `/quotes/{quote_id}/${action}`,
        summary,
        request: { params: QuoteParams },
        responses: { 200: json(QuoteSchema, 'Done'), ...errorResponses(404, 409, ...AUTHED_ERRORS) },
      }),
      async (c) => {
        const quote = await deps.quotes.transition(
          c.get('auth').companyId,
          c.req.valid('param').quote_id,
          action,
        );
        return c.json(deps.quotes.view(quote), 200);
      },
    );
  }
}
