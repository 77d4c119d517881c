import type { QuoteRecord } from '@colloquy/db';
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../../context.ts';
import { requireScope } from '../../middleware/auth.ts';
import { AUTHED_ERRORS, errorResponses, type Security } from '../../openapi.ts';
import { QuoteParams } from './schemas.ts';

type Format = 'html' | 'pdf' | 'markdown';
const TYPES: Record<Format, string> = {
  html: 'text/html; charset=utf-8',
  pdf: 'application/pdf',
  markdown: 'text/markdown; charset=utf-8',
};
const EXT: Record<Format, string> = { html: 'html', pdf: 'pdf', markdown: 'md' };

/** The quote rendered as a response body. */
export async function sendRendering(
  c: Context<AppEnv>,
  deps: AppDeps,
  quote: QuoteRecord,
  format: Format,
): Promise<Response> {
  const body =
    format === 'pdf' ? new Uint8Array(await deps.quotes.pdf(quote)) : await deps.quotes.render(quote, format);
  return c.body(body, 200, {
    'Content-Type': TYPES[format],
    'Content-Disposition': `inline; filename="${quote.number.replace(/[^\w.-]+/g, '_')}.${EXT[format]}"`,
    'Cache-Control': 'private, no-store',
  });
}

/** GET /quotes/{quote_id}/html, /pdf, /markdown. */
export function registerQuoteRender(app: OpenAPIHono<AppEnv>, deps: AppDeps, security: Security): void {
  for (const format of ['html', 'pdf', 'markdown'] as const) {
    const type = TYPES[format].split(';')[0]!;
    app.openapi(
      createRoute({
        method: 'get',
        path: `/quotes/{quote_id}/${format}`,
        tags: ['Quotes'],
        security: [{ [security]: [] }],
        summary: `The quote as ${format === 'pdf' ? 'PDF' : format === 'html' ? 'HTML' : 'Markdown'}, in the company's branding`,
        ...(format === 'pdf'
          ? { description: 'Printed by headless Chromium; 503 `pdf_unavailable` where none is installed.' }
          : {}),
        middleware: requireScope('data:read'),
        request: { params: QuoteParams },
        responses: {
          200: {
            description: `The quote (${type})`,
            content: { [type]: { schema: z.string().openapi(format === 'pdf' ? { format: 'binary' } : {}) } },
          },
          ...errorResponses(404, ...(format === 'pdf' ? [503] : []), ...AUTHED_ERRORS),
        },
      }),
      async (c) => {
        const quote = await deps.quotes.get(c.get('auth').companyId, c.req.valid('param').quote_id);
        return sendRendering(c, deps, quote, format) as never;
      },
    );
  }
}
