import { catalogueFromCsv, catalogueFromItems } from '@colloquy/assistants';
import { ValidationError } from '@colloquy/core';
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../context.ts';
import { requireScope } from '../../middleware/auth.ts';
import { AUTHED_ERRORS, errorResponses, type Security } from '../../openapi.ts';
import { CatalogueItemSchema, json } from './schemas.ts';

const MULTIPART = /^multipart\/form-data/i;
const CatalogueUpload = z.object({ file: z.any().openapi({ type: 'string', format: 'binary' }) });
const CatalogueJson = z.object({ items: z.array(CatalogueItemSchema).min(1) });

/** POST /quotes/catalogue (CSV file or JSON items) and GET /quotes/catalogue. */
export function registerQuoteCatalogue(app: OpenAPIHono<AppEnv>, deps: AppDeps, security: Security): void {
  const base = { tags: ['Quotes'], security: [{ [security]: [] }] };
  app.openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/quotes/catalogue',
      summary: 'Add or replace price catalogue items: a CSV file (multipart field "file") or JSON {items}',
      description:
        'CSV header `sku,name,unit_price,currency,tax_rate`: unit_price in major units as written ("1299.00", at most the currency\'s decimals), tax_rate in percent. JSON items take unit_price in minor units. Items are matched by SKU: existing ones are replaced. Errors name the row (`rows.3.unit_price`) or item.',
      middleware: requireScope('data:write'),
      request: {
        body: {
          content: {
            'application/json': { schema: CatalogueJson },
            'multipart/form-data': { schema: CatalogueUpload },
          },
        },
      },
      responses: {
        201: json(z.object({ imported: z.number().int() }), 'Imported'),
        ...errorResponses(400, 413, 415, 422, ...AUTHED_ERRORS),
      },
    }),
    async (c) => {
      let entries: ReturnType<typeof catalogueFromCsv>;
      if (MULTIPART.test(c.req.header('Content-Type') ?? '')) {
        const form = await c.req.parseBody();
        const file = form.file;
        if (!(file instanceof File)) {
          throw new ValidationError('Attach the CSV in the multipart field "file"', [
            { field: 'file', message: 'is required' },
          ]);
        }
        entries = catalogueFromCsv(await file.text());
      } else {
        entries = catalogueFromItems((c.req.valid('json') as z.infer<typeof CatalogueJson>).items);
      }
      const imported = await deps.quotes.importCatalogue(c.get('auth').companyId, entries);
      return c.json({ imported }, 201);
    },
  );
  app.openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/quotes/catalogue',
      summary: "The company's price catalogue, by SKU",
      middleware: requireScope('data:read'),
      responses: {
        200: json(z.object({ data: z.array(CatalogueItemSchema) }), 'Catalogue items'),
        ...errorResponses(...AUTHED_ERRORS),
      },
    }),
    async (c) => {
      const items = await deps.quotes.listCatalogue(c.get('auth').companyId);
      return c.json(
        {
          data: items.map((i) => ({
            sku: i.sku,
            name: i.name,
            unit_price: i.unitPrice,
            currency: i.currency,
            tax_rate: i.taxRate,
          })),
        },
        200,
      );
    },
  );
}
