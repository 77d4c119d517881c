import { QUOTE_STATUSES, quoteDraftSchema } from '@colloquy/quotes';
import { z } from '@hono/zod-openapi';

export const QuoteParams = z.object({
  quote_id: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: 'quote_id', in: 'path' }, example: 'quote_7k2m…' }),
});

/** The body of POST /quotes (the domain's own schema, so the docs and the validation cannot drift). */
export const QuoteInputSchema = quoteDraftSchema;

/** PATCH: any top-level field of the quote; the fields given replace the stored ones. */
export const QuotePatchSchema = z.record(z.string(), z.unknown()).openapi({
  description:
    'Any fields of the quote input (customer, lines, discount, charges, dates, notes…); each replaces the stored one',
  example: { discount: { percent: 5 }, notes: 'Delivery within 5 working days' },
});

const Discount = z.object({ percent: z.number().optional(), amount: z.number().int().optional() });
const TaxAmount = z.object({
  name: z.string(),
  rate: z.number(),
  base: z.number().int(),
  amount: z.number().int(),
});

export const QuoteSchema = z
  .object({
    id: z.string(),
    number: z.string().openapi({ example: 'Q-2026-0042' }),
    status: z.enum(QUOTE_STATUSES),
    customer: z.object({
      name: z.string(),
      email: z.string().optional(),
      address: z.string().optional(),
      tax_id: z.string().optional(),
    }),
    currency: z.string(),
    prices: z.enum(['exclusive', 'inclusive']),
    issue_date: z.string(),
    expiry_date: z.string(),
    lines: z.array(
      z.object({
        index: z.number().int(),
        sku: z.string().nullable(),
        description: z.string(),
        quantity: z.number(),
        unit: z.string().nullable(),
        unit_price: z.number().int(),
        amount: z.number().int().openapi({ description: 'quantity × unit price, rounded half-up' }),
        discount: z.number().int(),
        document_discount: z.number().int(),
        net: z.number().int(),
        taxes: z.array(TaxAmount),
        tax: z.number().int(),
        total: z.number().int(),
        discount_rule: Discount.nullable().openapi({ description: 'The line discount as given' }),
      }),
    ),
    charges: z.array(
      z.object({ label: z.string(), amount: z.number().int(), total: z.number().int() }).passthrough(),
    ),
    discount: Discount.nullable(),
    totals: z
      .object({
        minor_units: z.number().int(),
        subtotal: z.number().int(),
        line_discounts: z.number().int(),
        document_discount: z.number().int(),
        discount_total: z.number().int(),
        charges_total: z.number().int(),
        taxes: z.array(TaxAmount),
        tax_total: z.number().int(),
        net_total: z.number().int(),
        total: z.number().int(),
      })
      .openapi({ description: 'Every amount in integer minor units of the currency' }),
    notes: z.string().nullable(),
    terms: z.string().nullable(),
    footer: z.string().nullable(),
    links: z.object({ share: z.string(), html: z.string(), pdf: z.string() }),
    created_at: z.string(),
    updated_at: z.string(),
    sent_at: z.string().nullable(),
    accepted_at: z.string().nullable(),
    rejected_at: z.string().nullable(),
    expired_at: z.string().nullable(),
    converted_at: z.string().nullable(),
  })
  .openapi('Quote');

export const CatalogueItemSchema = z
  .object({
    sku: z.string().min(1).max(100),
    name: z.string().min(1).max(500),
    unit_price: z.number().int().min(0).openapi({ description: 'Minor units (cents)', example: 149900 }),
    currency: z.string().length(3).openapi({ example: 'EUR' }),
    tax_rate: z.number().min(0).max(100).openapi({ description: 'Percent', example: 20 }),
  })
  .openapi('CatalogueItem');

export const QuoteSettingsSchema = z
  .object({
    number_format: z.string().max(60).openapi({ example: 'Q-{YYYY}-{seq:4}' }),
    valid_days: z.number().int().min(1).max(3650),
    branding: z.object({
      name: z.string().max(200).nullable(),
      logo_url: z.string().max(200_000).nullable().openapi({ description: 'https: or data:image/… URL' }),
      primary_color: z.string().max(40).nullable().openapi({ example: '#1f3a5f' }),
      accent_color: z.string().max(40).nullable(),
      terms: z
        .string()
        .max(10_000)
        .nullable()
        .openapi({ description: 'Printed on quotes that have no terms' }),
      footer: z.string().max(2000).nullable(),
    }),
  })
  .openapi('QuoteSettings');

export { json } from '../../openapi.ts';
