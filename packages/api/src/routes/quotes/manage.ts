import { InvalidRequestError } from '@colloquy/core';
import { QUOTE_STATUSES } from '@colloquy/quotes';
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../context.ts';
import { requireScope } from '../../middleware/auth.ts';
import { AUTHED_ERRORS, errorResponses, type Security } from '../../openapi.ts';
import { sendRendering } from './render.ts';
import { json, QuoteInputSchema, QuoteParams, QuotePatchSchema, QuoteSchema } from './schemas.ts';

const ListQuery = z.object({
  status: z.enum(QUOTE_STATUSES).optional(),
  customer: z
    .string()
    .min(1)
    .max(200)
    .optional()
    .openapi({ description: 'Part of the customer name, any case' }),
  from: z.iso.date().optional().openapi({ description: 'Issued on or after (YYYY-MM-DD)' }),
  to: z.iso.date().optional().openapi({ description: 'Issued on or before (YYYY-MM-DD)' }),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z
    .string()
    .regex(/^\d{1,15}$/)
    .optional()
    .openapi({ description: 'next_cursor of the previous page' }),
});

// GET /quotes/{id}.html (and .pdf, .md): the router cannot split a suffix off a parameter, so the id carries it.
const SUFFIX = /\.(html|pdf|md)$/;

/** POST /quotes, GET /quotes, GET /quotes/{quote_id}, PATCH /quotes/{quote_id}. */
export function registerQuoteManage(app: OpenAPIHono<AppEnv>, deps: AppDeps, security: Security): void {
  const base = { tags: ['Quotes'], security: [{ [security]: [] }] };
  app.openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/quotes',
      summary:
        'Create a draft quote: lines by catalogue SKU or free text, discounts, taxes, shipping and fees',
      description:
        "Money is integer minor units of the currency (cents; JPY has none, KWD three). Lines with a `sku` take the catalogue name, price and tax rate unless given; unknown SKUs are a 422 naming them. The quote gets the company's next number (gap-free) and a share link; `quote.created` is sent.",
      middleware: requireScope('data:write'),
      request: { body: { content: { 'application/json': { schema: QuoteInputSchema } }, required: true } },
      responses: {
        201: json(QuoteSchema, 'The draft, priced'),
        ...errorResponses(400, 422, ...AUTHED_ERRORS),
      },
    }),
    async (c) => {
      const quote = await deps.quotes.create(c.get('auth').companyId, await c.req.json());
      return c.json(deps.quotes.view(quote), 201);
    },
  );
  app.openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/quotes',
      summary: "The company's quotes, newest number first; filter by status, customer and issue date",
      middleware: requireScope('data:read'),
      request: { query: ListQuery },
      responses: {
        200: json(
          z.object({ data: z.array(QuoteSchema), next_cursor: z.string().nullable() }),
          'A page of quotes',
        ),
        ...errorResponses(400, ...AUTHED_ERRORS),
      },
    }),
    async (c) => {
      const q = c.req.valid('query');
      if (q.from && q.to && q.from > q.to)
        throw new InvalidRequestError('from must not be after to (query parameter)');
      const quotes = await deps.quotes.list(c.get('auth').companyId, {
        status: q.status,
        customer: q.customer,
        from: q.from,
        to: q.to,
        beforeSeq: q.cursor ? Number(q.cursor) : undefined,
        limit: q.limit + 1,
      });
      const page = quotes.slice(0, q.limit);
      const next = quotes.length > q.limit ? String(page.at(-1)!.seq) : null;
      return c.json({ data: page.map((quote) => deps.quotes.view(quote)), next_cursor: next }, 200);
    },
  );
  app.openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/quotes/{quote_id}',
      summary: 'One quote with every line, discount and tax computed',
      description:
        '`/quotes/{quote_id}.html`, `.pdf` and `.md` answer like `/quotes/{quote_id}/html`, `/pdf`, `/markdown`.',
      middleware: requireScope('data:read'),
      request: { params: QuoteParams },
      responses: { 200: json(QuoteSchema, 'The quote'), ...errorResponses(404, ...AUTHED_ERRORS) },
    }),
    async (c) => {
      const id = c.req.valid('param').quote_id;
      const suffix = SUFFIX.exec(id)?.[1];
      const companyId = c.get('auth').companyId;
      if (suffix) {
        const format = suffix === 'md' ? 'markdown' : (suffix as 'html' | 'pdf');
        return sendRendering(
          c,
          deps,
          await deps.quotes.get(companyId, id.replace(SUFFIX, '')),
          format,
        ) as never;
      }
      return c.json(deps.quotes.view(await deps.quotes.get(companyId, id)), 200);
    },
  );
  app.openapi(
    createRoute({
      ...base,
      method: 'patch',
      path: '/quotes/{quote_id}',
      summary: 'Change a draft quote (409 once it was sent); it is priced again',
      middleware: requireScope('data:write'),
      request: {
        params: QuoteParams,
        body: { content: { 'application/json': { schema: QuotePatchSchema } }, required: true },
      },
      responses: {
        200: json(QuoteSchema, 'The changed draft'),
        ...errorResponses(400, 404, 409, 422, ...AUTHED_ERRORS),
      },
    }),
    async (c) => {
      const quote = await deps.quotes.update(
        c.get('auth').companyId,
        c.req.valid('param').quote_id,
        c.req.valid('json'),
      );
      return c.json(deps.quotes.view(quote), 200);
    },
  );
}
