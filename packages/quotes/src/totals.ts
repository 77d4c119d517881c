import { ValidationError } from '@colloquy/core';
import { minorUnits } from './currency.ts';
import { allocate, divRound, percentOf, SCALE, toScaled } from './decimal.ts';
import type { Discount, PricedQuote, Tax } from './model.ts';

export interface TaxAmount {
  name: string;
  rate: number;
  /** Tax-exclusive amount the tax was computed on (minor units). */
  base: number;
  amount: number;
}

/** One line's arithmetic, every step in minor units. */
export interface LineBreakdown {
  index: number;
  sku: string | null;
  description: string;
  quantity: number;
  unit: string | null;
  unit_price: number;
  /** quantity × unit price, rounded half-up (tax included when prices are inclusive). */
  amount: number;
  /** The line's own discount, clamped to `amount`. */
  discount: number;
  /** This line's share of the document discount. */
  document_discount: number;
  /** Tax-exclusive amount after both discounts. */
  net: number;
  taxes: TaxAmount[];
  tax: number;
  /** net + tax. */
  total: number;
}

export interface ChargeBreakdown {
  label: string;
  /** As given (tax included when prices are inclusive). */
  amount: number;
  net: number;
  taxes: TaxAmount[];
  tax: number;
  total: number;
}

/** The computed quote: per-line and per-charge breakdowns, and totals that are sums of them. */
export interface QuoteTotals {
  currency: string;
  minor_units: number;
  prices: 'exclusive' | 'inclusive';
  lines: LineBreakdown[];
  charges: ChargeBreakdown[];
  /** Σ line amounts, in the price mode. */
  subtotal: number;
  line_discounts: number;
  document_discount: number;
  discount_total: number;
  /** Σ charge amounts, in the price mode. */
  charges_total: number;
  /** Per tax name and rate, over lines and charges. */
  taxes: TaxAmount[];
  tax_total: number;
  /** total − tax_total. */
  net_total: number;
  total: number;
}

const scaled = (value: number): bigint => toScaled(value) ?? 0n;

function discountOn(base: bigint, discount: Discount | undefined): bigint {
  if (!discount) return 0n;
  const raw =
    discount.percent !== undefined ? percentOf(base, scaled(discount.percent)) : BigInt(discount.amount ?? 0);
  // A discount larger than what it applies to is clamped: a quote never goes negative.
  return raw > base ? base : raw;
}

/**
 * Taxes on `amount` after discounts. Exclusive: each tax is rate × amount, rounded half-up. Inclusive: the net is
 * amount × 100 / (100 + Σ rates), rounded half-up; the tax is the rest, split over the taxes by rate so the parts
 * sum exactly to it.
 */
function taxesOn(amount: bigint, taxes: readonly Tax[], inclusive: boolean) {
  if (!inclusive) {
    const parts = taxes.map((t) => percentOf(amount, scaled(t.rate)));
    return { net: amount, parts };
  }
  const rates = taxes.map((t) => scaled(t.rate));
  const rateSum = rates.reduce((a, b) => a + b, 0n);
  const net = divRound(amount * 100n * SCALE, 100n * SCALE + rateSum);
  return { net, parts: allocate(amount - net, rates) };
}

function toNumber(value: bigint, what: string): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new ValidationError(`${what} is too large to compute exactly`, [
      { field: what, message: 'is too large' },
    ]);
  }
  return Number(value);
}

/**
 * Prices a quote. Rounding happens per line, half-up, in this order: quantity × unit price; the line discount; the
 * line's share of the document discount (spread in proportion to the lines' amounts, remainders to the largest
 * fractions); then each tax. Totals are exact sums of the rounded line and charge figures, so every figure on the
 * quote is traceable. Throws ValidationError for an unknown currency.
 */
export function computeQuote(quote: PricedQuote): QuoteTotals {
  const digits = minorUnits(quote.currency);
  const inclusive = quote.prices === 'inclusive';
  const amounts = quote.lines.map((l) => divRound(BigInt(l.unit_price) * scaled(l.quantity), SCALE));
  const lineDiscounts = quote.lines.map((l, i) => discountOn(amounts[i]!, l.discount));
  const afterLine = amounts.map((a, i) => a - lineDiscounts[i]!);
  const documentDiscount = discountOn(
    afterLine.reduce((a, b) => a + b, 0n),
    quote.discount,
  );
  const shares = allocate(documentDiscount, afterLine);
  const byRate = new Map<string, { name: string; rate: number; base: bigint; amount: bigint }>();
  const addTaxes = (taxes: readonly Tax[], net: bigint, parts: bigint[], at: string): TaxAmount[] =>
    taxes.map((t, j) => {
      const key = `${t.name}\u0000${t.rate}`;
      const entry = byRate.get(key) ?? { name: t.name, rate: t.rate, base: 0n, amount: 0n };
      entry.base += net;
      entry.amount += parts[j]!;
      byRate.set(key, entry);
      return { name: t.name, rate: t.rate, base: toNumber(net, at), amount: toNumber(parts[j]!, at) };
    });

  const lines: LineBreakdown[] = quote.lines.map((line, i) => {
    const at = `lines.${i}`;
    const taxable = afterLine[i]! - shares[i]!;
    const { net, parts } = taxesOn(taxable, line.taxes, inclusive);
    const tax = parts.reduce((a, b) => a + b, 0n);
    return {
      index: i,
      sku: line.sku ?? null,
      description: line.description,
      quantity: line.quantity,
      unit: line.unit ?? null,
      unit_price: line.unit_price,
      amount: toNumber(amounts[i]!, at),
      discount: toNumber(lineDiscounts[i]!, at),
      document_discount: toNumber(shares[i]!, at),
      net: toNumber(net, at),
      taxes: addTaxes(line.taxes, net, parts, at),
      tax: toNumber(tax, at),
      total: toNumber(net + tax, at),
    };
  });
  const charges: ChargeBreakdown[] = (quote.charges ?? []).map((charge, i) => {
    const at = `charges.${i}`;
    const taxes = charge.taxes ?? [];
    const { net, parts } = taxesOn(BigInt(charge.amount), taxes, inclusive);
    const tax = parts.reduce((a, b) => a + b, 0n);
    return {
      label: charge.label,
      amount: charge.amount,
      net: toNumber(net, at),
      taxes: addTaxes(taxes, net, parts, at),
      tax: toNumber(tax, at),
      total: toNumber(net + tax, at),
    };
  });

  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const subtotal = sum(lines.map((l) => l.amount));
  const lineDiscountTotal = sum(lines.map((l) => l.discount));
  const documentDiscountTotal = toNumber(documentDiscount, 'discount');
  const chargesTotal = sum(charges.map((c) => c.amount));
  const taxTotal = sum(lines.map((l) => l.tax)) + sum(charges.map((c) => c.tax));
  const total = sum(lines.map((l) => l.total)) + sum(charges.map((c) => c.total));
  return {
    currency: quote.currency,
    minor_units: digits,
    prices: quote.prices,
    lines,
    charges,
    subtotal,
    line_discounts: lineDiscountTotal,
    document_discount: documentDiscountTotal,
    discount_total: lineDiscountTotal + documentDiscountTotal,
    charges_total: chargesTotal,
    taxes: [...byRate.values()].map((t) => ({
      name: t.name,
      rate: t.rate,
      base: toNumber(t.base, 'taxes'),
      amount: toNumber(t.amount, 'taxes'),
    })),
    tax_total: taxTotal,
    net_total: total - taxTotal,
    total: toNumber(BigInt(total), 'total'),
  };
}
