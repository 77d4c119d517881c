import { ValidationError } from '@colloquy/core';
import { listCatalogueItems } from '@colloquy/db';
import { formatMinor } from '@colloquy/quotes';
import { z } from 'zod';
import { PRODUCT_KIND } from '../quotes/names.ts';
import { matchProducts, parseQuoteRequest } from '../quotes/request.ts';
import type { QuoteService } from '../quotes/service.ts';
import { defineTask, InputNeededError } from './registry.ts';

const orList = (names: readonly string[]) =>
  names.length <= 2 ? names.join(' or ') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;

/**
 * `generate_quote`: "quote 3 ThinkPad X1 and 2 LaserJet printers for Acme, 10% off" → a draft quote priced from
 * the catalogue. Products are matched tolerantly; a missing customer or an ambiguous product is asked for (chat
 * keeps the task pending; the API answers 422 `input_needed` with the question), and the request is rewritten with
 * each answer so the next turn starts from what is settled.
 */
export function generateQuoteTask(quotes: QuoteService) {
  return defineTask({
    name: 'generate_quote',
    description:
      'Prepares a draft quotation from the price catalogue: products, quantities, customer and discount.',
    examples: [
      'quote 3 laptops for Acme',
      'make a quote for 2 printers',
      'prepare a quotation for a customer',
      'quote 5 docks and 2 monitors for Globex, 10% off',
      'I need a price quote',
    ],
    evidence: PRODUCT_KIND,
    parameters: z.object({
      request: z
        .string()
        .trim()
        .min(1)
        .max(2000)
        .meta({ message: true })
        .describe('Products and quantities, e.g. "3 ThinkPad X1 and 2 LaserJet printers for Acme, 10% off"'),
      customer: z
        .string()
        .trim()
        .min(1)
        .max(200)
        .optional()
        .describe('The customer name, if not in the request'),
      customer_email: z.email().optional().describe('The customer e-mail address'),
      answer: z.string().trim().max(200).optional().describe('The answer to a follow-up question'),
    }),
    async run(params, { companyId, db }) {
      const parsed = parseQuoteRequest(params.request);
      const keep = { request: params.request, customer_email: params.customer_email };
      const customer = params.customer ?? parsed.customer;
      if (!customer) {
        throw new InputNeededError('Which customer is this quote for?', 'customer', keep);
      }
      if (parsed.items.length === 0) {
        throw new ValidationError(
          'Say which products to quote, e.g. "3 ThinkPad X1 and 2 LaserJet printers"',
          [{ field: 'request', message: 'names no products' }],
        );
      }
      const catalogue = await listCatalogueItems(db, companyId);
      if (catalogue.length === 0) {
        throw new ValidationError(
          'The price catalogue is empty: upload it first (POST /v1/quotes/catalogue)',
          [{ field: 'request', message: 'no catalogue' }],
        );
      }
      const lines: { sku: string; quantity: number; name: string }[] = [];
      let answer = params.answer;
      for (const item of parsed.items) {
        let found = matchProducts(item.phrase, catalogue);
        if (found.length > 1 && answer) {
          // The answer to "Did you mean A or B?" picks among A and B.
          const picked = matchProducts(answer, found);
          if (picked.length === 1) found = picked;
          answer = undefined;
        }
        if (found.length === 0) {
          throw new ValidationError(`"${item.phrase}" is not in the price catalogue`, [
            { field: 'request', message: `unknown product "${item.phrase}"` },
          ]);
        }
        if (found.length > 1) {
          const settled = { ...keep, customer, request: rewrite(params.request, lines, parsed.items) };
          throw new InputNeededError(`Did you mean ${orList(found.map((p) => p.name))}?`, 'answer', settled);
        }
        lines.push({ sku: found[0]!.sku, quantity: item.quantity, name: found[0]!.name });
      }
      const currency = catalogue.find((c) => c.sku === lines[0]!.sku)!.currency;
      const quote = await quotes.create(
        companyId,
        {
          customer: { name: customer, ...(params.customer_email ? { email: params.customer_email } : {}) },
          currency,
          lines: lines.map((l) => ({ sku: l.sku, quantity: l.quantity })),
          ...(parsed.discountPercent ? { discount: { percent: parsed.discountPercent } } : {}),
        },
        { db },
      );
      const view = quotes.view(quote);
      return {
        quote_id: quote.id,
        number: quote.number,
        customer,
        currency,
        lines: lines.map((l) => ({ sku: l.sku, name: l.name, quantity: l.quantity })),
        discount_percent: parsed.discountPercent ?? null,
        subtotal: view.totals.subtotal,
        discount_total: view.totals.discount_total,
        tax_total: view.totals.tax_total,
        total: view.totals.total,
        link: view.links.share,
      };
    },
    summarize: (r) => {
      const money = (n: number) => `${formatMinor(n, r.currency)} ${r.currency}`;
      const items = r.lines.map((l) => `${l.quantity} × ${l.name}`).join(', ');
      const discount = r.discount_total > 0 ? `, discount ${money(r.discount_total)}` : '';
      return `Draft quote ${r.number} for ${r.customer}: ${items}. Subtotal ${money(r.subtotal)}${discount}, tax ${money(r.tax_total)}, total ${money(r.total)}. View it: ${r.link}`;
    },
  });
}

/** The request with the products settled so far named by SKU, so a later answer cannot unsettle them. */
function rewrite(
  request: string,
  settled: readonly { sku: string; quantity: number }[],
  items: readonly { phrase: string; quantity: number }[],
): string {
  let out = request;
  settled.forEach((line, i) => {
    const phrase = items[i]?.phrase;
    if (phrase) out = out.replace(phrase, line.sku);
  });
  return out;
}
