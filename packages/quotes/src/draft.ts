import { type FieldIssue, ValidationError } from '@colloquy/core';
import type { z } from 'zod';
import { minorUnits } from './currency.ts';
import { type PricedLine, type PricedQuote, type QuoteDraft, quoteDraftSchema } from './model.ts';

/** One catalogue entry, as pricing needs it. */
export interface CatalogueItem {
  sku: string;
  name: string;
  unit_price: number;
  currency: string;
  tax_rate: number;
}

/** zod issues as `{field, message}` with dotted paths under `prefix` (`lines.2.quantity`). */
export function fieldIssues(error: z.ZodError, prefix: readonly string[] = []): FieldIssue[] {
  return error.issues.map((issue) => ({
    field: [...prefix, ...issue.path.map(String)].join('.') || '(body)',
    message: issue.code === 'invalid_type' && issue.input === undefined ? 'is required' : issue.message,
  }));
}

export function validationFailed(issues: FieldIssue[]): ValidationError {
  return new ValidationError(issues.map((i) => `${i.field} ${i.message}`).join('; '), issues);
}

/** Validates a quote as written (API body, CLI file): ValidationError naming every bad field. */
export function parseQuoteDraft(input: unknown): QuoteDraft {
  const parsed = quoteDraftSchema.safeParse(input);
  if (!parsed.success) throw validationFailed(fieldIssues(parsed.error));
  minorUnits(parsed.data.currency);
  return parsed.data;
}

/**
 * Gives every line its price: a line with a SKU takes the catalogue's name (unless it has a description), unit
 * price (unless it has one) and tax rate (unless it lists taxes); a free-text line needs a description and a unit
 * price. Unknown SKUs, and catalogue prices in another currency, are one ValidationError naming them all.
 */
export function priceDraft(
  draft: Pick<QuoteDraft, 'currency' | 'prices' | 'lines' | 'discount' | 'charges'>,
  lookup: (sku: string) => CatalogueItem | undefined,
): PricedQuote {
  const issues: FieldIssue[] = [];
  const unknown: string[] = [];
  const lines = draft.lines.map((line, i): PricedLine => {
    const item = line.sku !== undefined ? lookup(line.sku) : undefined;
    if (line.sku !== undefined && !item) unknown.push(line.sku);
    if (item && item.currency !== draft.currency && line.unit_price === undefined) {
      issues.push({
        field: `lines.${i}.sku`,
        message: `${line.sku} is priced in ${item.currency} in the catalogue, not ${draft.currency}`,
      });
    }
    const description = line.description ?? item?.name;
    const unitPrice = line.unit_price ?? item?.unit_price;
    if (description === undefined && line.sku === undefined)
      issues.push({ field: `lines.${i}.description`, message: 'is required (or give a catalogue sku)' });
    if (unitPrice === undefined && line.sku === undefined)
      issues.push({ field: `lines.${i}.unit_price`, message: 'is required (or give a catalogue sku)' });
    const taxes = line.taxes ?? (item && item.tax_rate > 0 ? [{ name: 'Tax', rate: item.tax_rate }] : []);
    return { ...line, description: description ?? '', unit_price: unitPrice ?? 0, taxes };
  });
  if (unknown.length > 0) {
    const skus = [...new Set(unknown)];
    issues.unshift(
      ...draft.lines.flatMap((line, i) =>
        line.sku !== undefined && skus.includes(line.sku)
          ? [{ field: `lines.${i}.sku`, message: `unknown SKU ${line.sku}` }]
          : [],
      ),
    );
    const error = validationFailed(issues);
    throw new ValidationError(`Unknown SKU${skus.length > 1 ? 's' : ''}: ${skus.join(', ')}`, error.issues);
  }
  if (issues.length > 0) throw validationFailed(issues);
  return {
    currency: draft.currency,
    prices: draft.prices,
    lines,
    discount: draft.discount,
    charges: draft.charges,
  };
}

/** Issue and expiry dates: given ones, else today and today + `valid_days` (else the default validity). */
export function quoteDates(
  draft: Pick<QuoteDraft, 'issue_date' | 'expiry_date' | 'valid_days'>,
  today: string,
  defaultValidDays: number,
): { issue_date: string; expiry_date: string } {
  const issue = draft.issue_date ?? today;
  const expiry =
    draft.expiry_date ??
    new Date(Date.parse(`${issue}T00:00:00Z`) + (draft.valid_days ?? defaultValidDays) * 86_400_000)
      .toISOString()
      .slice(0, 10);
  if (expiry < issue) {
    throw validationFailed([{ field: 'expiry_date', message: `must not be before the issue date ${issue}` }]);
  }
  return { issue_date: issue, expiry_date: expiry };
}
