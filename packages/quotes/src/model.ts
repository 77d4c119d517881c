import { z } from 'zod';
import { toScaled } from './decimal.ts';

/** Up to 4 decimals, as quantities and percentages are held (see decimal.ts). */
const fourDecimals = (schema: z.ZodNumber) =>
  schema.refine((v) => toScaled(v) !== undefined, { message: 'must have at most 4 decimals' });

/** Integer minor units (cents for EUR, yen for JPY, fils for KWD). */
const money = z.number().int('must be an integer amount in minor units').min(0).max(Number.MAX_SAFE_INTEGER);

export const taxSchema = z.object({
  name: z.string().trim().min(1).max(60).default('Tax'),
  rate: fourDecimals(z.number().min(0).max(100)).describe('Percent, e.g. 20 for 20%'),
});

/** A discount: a percentage of what it applies to, or a fixed amount in minor units (never both). */
export const discountSchema = z
  .object({
    percent: fourDecimals(z.number().min(0).max(100)).optional(),
    amount: money.optional(),
  })
  .refine((d) => (d.percent === undefined) !== (d.amount === undefined), {
    message: 'give exactly one of percent or amount',
  });

export const lineSchema = z.object({
  sku: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .optional()
    .describe('A catalogue SKU: its name, price and tax apply'),
  description: z.string().trim().min(1).max(500).optional(),
  quantity: fourDecimals(z.number().gt(0).max(1_000_000_000)),
  unit: z.string().trim().min(1).max(30).optional(),
  unit_price: money.optional().describe('Minor units; taken from the catalogue when the line gives a sku'),
  discount: discountSchema.optional(),
  taxes: z.array(taxSchema).max(5).optional(),
});

/** Shipping or a fee: an amount (minor units), taxed when it lists taxes. */
export const chargeSchema = z.object({
  label: z.string().trim().min(1).max(100),
  amount: money,
  taxes: z.array(taxSchema).max(5).optional(),
});

export const customerSchema = z.object({
  name: z.string().trim().min(1).max(200),
  email: z.email().max(320).optional(),
  address: z.string().trim().max(1000).optional(),
  tax_id: z.string().trim().max(60).optional(),
});

const isoDate = z.iso.date();

/** A quote as a caller writes it (API body, CLI file, chat): lines by SKU still lack their price. */
export const quoteDraftSchema = z.object({
  customer: customerSchema,
  currency: z
    .string()
    .trim()
    .transform((c) => c.toUpperCase())
    .pipe(z.string().length(3, 'must be a 3-letter ISO 4217 code')),
  prices: z.enum(['exclusive', 'inclusive']).default('exclusive').describe('Whether unit prices include tax'),
  issue_date: isoDate.optional(),
  expiry_date: isoDate.optional(),
  valid_days: z.number().int().min(1).max(3650).optional(),
  lines: z.array(lineSchema).min(1).max(500),
  discount: discountSchema.optional().describe('Document discount, spread over the lines before tax'),
  charges: z.array(chargeSchema).max(20).optional().describe('Shipping and fees'),
  notes: z.string().max(5000).optional(),
  terms: z.string().max(10_000).optional(),
  footer: z.string().max(2000).optional(),
});

export type Tax = z.output<typeof taxSchema>;
export type Discount = z.output<typeof discountSchema>;
export type QuoteLineInput = z.output<typeof lineSchema>;
export type Charge = z.output<typeof chargeSchema>;
export type Customer = z.output<typeof customerSchema>;
export type QuoteDraft = z.output<typeof quoteDraftSchema>;
export type QuoteDraftInput = z.input<typeof quoteDraftSchema>;

/** A line ready for arithmetic: its price and description are known. */
export interface PricedLine extends QuoteLineInput {
  description: string;
  unit_price: number;
  taxes: Tax[];
}

/** What the arithmetic needs: currency, price mode, priced lines, document discount and charges. */
export interface PricedQuote {
  currency: string;
  prices: 'exclusive' | 'inclusive';
  lines: readonly PricedLine[];
  discount?: Discount | undefined;
  charges?: readonly Charge[] | undefined;
}
