import type { QuoteRecord } from '@colloquy/db';
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../../context.ts';
import { errorResponses } from '../../openapi.ts';

const ShareParams = z.object({
  token: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: 'token', in: 'path' } }),
});

/**
 * The customer's link, no credential: GET /q/{token} shows the quote with Accept / Reject buttons (plain HTML
 * forms) while it is open; POST /q/{token}/accept|reject changes its state and shows the page again.
 * The token is 120 random bits, so the link itself is the authorisation.
 */
async function sharePage(c: Context<AppEnv>, deps: AppDeps, quote: QuoteRecord): Promise<Response> {
  const html = await deps.quotes.render(quote, 'html', { share: true });
  return c.body(html, 200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'private, no-store',
    // The page only needs its own inline styles and forms posting back here.
    'Content-Security-Policy':
      "default-src 'none'; style-src 'unsafe-inline'; img-src https: data:; form-action 'self'",
    'Referrer-Policy': 'no-referrer',
  });
}

export function registerQuoteShare(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  app.openapi(
    createRoute({
      method: 'get',
      path: '/q/{token}',
      tags: ['Quotes'],
      summary: "The customer's view of a quote (HTML), with Accept and Reject buttons while it is open",
      request: { params: ShareParams },
      responses: {
        200: { description: 'The quote page', content: { 'text/html': { schema: z.string() } } },
        ...errorResponses(404),
      },
    }),
    async (c) => sharePage(c, deps, await deps.quotes.byToken(c.req.valid('param').token)) as never,
  );
  for (const action of ['accept', 'reject'] as const) {
    app.openapi(
      createRoute({
        method: 'post',
        path: `/q/{token}/${action}`,
        tags: ['Quotes'],
        summary: `The customer ${action}s the quote (a form post from the quote page); redirects back to it`,
        description: `Sends \`quote.${action}ed\`. 409 unless the quote is sent (and, to accept, not past its expiry date).`,
        request: { params: ShareParams },
        responses: {
          200: {
            description: 'The quote page, now showing the answer',
            content: { 'text/html': { schema: z.string() } },
          },
          ...errorResponses(404, 409),
        },
      }),
      async (c) => sharePage(c, deps, await deps.quotes.respond(c.req.valid('param').token, action)) as never,
    );
  }
}
