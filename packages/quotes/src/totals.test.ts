import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PricedLine, PricedQuote } from './model.ts';
import { computeQuote, type QuoteTotals } from './totals.ts';

const line = (over: Partial<PricedLine> = {}): PricedLine => ({
  description: 'Item',
  quantity: 1,
  unit_price: 1000,
  taxes: [],
  ...over,
});

describe('computeQuote', () => {
  it('works the README example: rounding half-up per line, discounts before tax', () => {
    const totals = computeQuote({
      currency: 'EUR',
      prices: 'exclusive',
      lines: [
        line({ description: 'Widget', quantity: 3, unit_price: 1999, taxes: [{ name: 'VAT', rate: 20 }] }),
        line({
          description: 'Cable',
          quantity: 2.5,
          unit_price: 333,
          discount: { percent: 10 },
          taxes: [{ name: 'VAT', rate: 20 }],
        }),
      ],
      discount: { amount: 500 },
      charges: [{ label: 'Shipping', amount: 495, taxes: [{ name: 'VAT', rate: 20 }] }],
    });
    // Widget: 3 × 19.99 = 59.97. Cable: 2.5 × 3.33 = 8.325 → 8.33, −10% = 0.833 → 0.83 → 7.50.
    expect(totals.lines.map((l) => [l.amount, l.discount])).toEqual([
      [5997, 0],
      [833, 83],
    ]);
    // €5.00 spread over 59.97 and 7.50 in proportion: 4.44 and 0.56.
    expect(totals.lines.map((l) => l.document_discount)).toEqual([444, 56]);
    // VAT: 55.53 × 20% = 11.106 → 11.11; 6.94 × 20% = 1.388 → 1.39; shipping 4.95 × 20% = 0.99.
    expect(totals.lines.map((l) => l.tax)).toEqual([1111, 139]);
    expect(totals.charges[0]).toMatchObject({ net: 495, tax: 99, total: 594 });
    expect(totals).toMatchObject({
      subtotal: 6830,
      line_discounts: 83,
      document_discount: 500,
      charges_total: 495,
      tax_total: 1349,
      total: 8091,
      taxes: [{ name: 'VAT', rate: 20, base: 6742, amount: 1349 }],
    });
  });

  it('uses 0 and 3 decimal currencies as they are', () => {
    const jpy = computeQuote({
      currency: 'JPY',
      prices: 'exclusive',
      lines: [line({ quantity: 3, unit_price: 1500, taxes: [{ name: 'Consumption', rate: 10 }] })],
    });
    expect(jpy).toMatchObject({ minor_units: 0, total: 4950 });
    const kwd = computeQuote({
      currency: 'KWD',
      prices: 'exclusive',
      lines: [line({ quantity: 1, unit_price: 12345, taxes: [{ name: 'T', rate: 5 }] })],
    });
    expect(kwd).toMatchObject({ minor_units: 3, tax_total: 617, total: 12962 });
  });

  it('clamps discounts larger than the amount to zero totals', () => {
    const totals = computeQuote({
      currency: 'EUR',
      prices: 'exclusive',
      lines: [line({ unit_price: 1000, discount: { amount: 5000 } }), line({ unit_price: 200 })],
      discount: { amount: 99_999 },
    });
    expect(totals.lines.map((l) => l.discount)).toEqual([1000, 0]);
    expect(totals.document_discount).toBe(200);
    expect(totals.total).toBe(0);
  });

  it('splits inclusive prices into net and tax', () => {
    const totals = computeQuote({
      currency: 'EUR',
      prices: 'inclusive',
      lines: [line({ unit_price: 1200, taxes: [{ name: 'VAT', rate: 20 }] })],
    });
    expect(totals.lines[0]).toMatchObject({ net: 1000, tax: 200, total: 1200 });
    expect(totals).toMatchObject({ subtotal: 1200, total: 1200, net_total: 1000, tax_total: 200 });
  });

  it('refuses an unknown currency', () => {
    expect(() => computeQuote({ currency: 'XYZ', prices: 'exclusive', lines: [line()] })).toThrow(/ISO 4217/);
  });
});

// --- properties -------------------------------------------------------------------------------------------

const currency = fc.constantFrom('JPY', 'EUR', 'KWD', 'USD', 'BHD', 'KRW');
const rate = fc.constantFrom(0, 5, 7.5, 10, 19, 20, 25);
const taxes = fc.array(fc.record({ name: fc.constantFrom('VAT', 'GST', 'Levy'), rate }), { maxLength: 2 });
const discount = fc.option(
  fc.oneof(
    fc.record({ percent: fc.integer({ min: 0, max: 1000 }).map((n) => n / 10) }),
    fc.record({ amount: fc.integer({ min: 0, max: 2_000_000 }) }),
  ),
  { nil: undefined },
);
const quantity = fc.oneof(
  fc.integer({ min: 1, max: 500 }),
  fc.integer({ min: 1, max: 50_000 }).map((n) => n / 1000),
);
const pricedLine = fc.record({
  description: fc.constant('Item'),
  quantity,
  unit_price: fc.integer({ min: 0, max: 10_000_000 }),
  taxes,
  discount,
});
const quote = (prices: 'exclusive' | 'inclusive') =>
  fc.record({
    currency,
    prices: fc.constant(prices),
    lines: fc.array(pricedLine, { minLength: 1, maxLength: 8 }),
    discount,
    charges: fc.array(
      fc.record({ label: fc.constant('Shipping'), amount: fc.integer({ min: 0, max: 100_000 }), taxes }),
      { maxLength: 2 },
    ),
  }) as fc.Arbitrary<PricedQuote>;
const anyQuote = fc.oneof(quote('exclusive'), quote('inclusive'));
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

function checkSums(t: QuoteTotals) {
  for (const l of t.lines) {
    expect(l.amount - l.discount - l.document_discount).toBe(t.prices === 'inclusive' ? l.total : l.net);
    expect(l.net + l.tax).toBe(l.total);
    expect(sum(l.taxes.map((x) => x.amount))).toBe(l.tax);
  }
  expect(t.subtotal).toBe(sum(t.lines.map((l) => l.amount)));
  expect(t.discount_total).toBe(t.line_discounts + t.document_discount);
  expect(t.document_discount).toBe(sum(t.lines.map((l) => l.document_discount)));
  expect(t.tax_total).toBe(sum(t.taxes.map((x) => x.amount)));
  expect(t.total).toBe(sum(t.lines.map((l) => l.total)) + sum(t.charges.map((c) => c.total)));
  const taxOnTop = t.prices === 'exclusive' ? t.tax_total : 0;
  expect(t.total).toBe(t.subtotal - t.discount_total + t.charges_total + taxOnTop);
  expect(t.net_total + t.tax_total).toBe(t.total);
}

describe('computeQuote properties', () => {
  it('totals equal the sum of their parts, in every currency and price mode', () => {
    fc.assert(
      fc.property(anyQuote, (q) => checkSums(computeQuote(q))),
      { numRuns: 500 },
    );
  });

  it('discounts never make a figure negative', () => {
    fc.assert(
      fc.property(anyQuote, (q) => {
        const t = computeQuote(q);
        for (const l of t.lines) expect(Math.min(l.net, l.tax, l.total)).toBeGreaterThanOrEqual(0);
        expect(Math.min(t.total, t.net_total, t.tax_total)).toBeGreaterThanOrEqual(0);
        expect(t.discount_total).toBeLessThanOrEqual(t.subtotal);
      }),
      { numRuns: 500 },
    );
  });

  it('inclusive and exclusive pricing agree on the gross when prices convert exactly', () => {
    const exact = fc.record({
      currency,
      lines: fc.array(
        fc.record({
          quantity: fc.integer({ min: 1, max: 100 }),
          // A multiple of 100 minor units times an integer rate converts to a whole inclusive price.
          unit_price: fc.integer({ min: 0, max: 100_000 }).map((n) => n * 100),
          rate: fc.constantFrom(0, 5, 10, 20, 25),
        }),
        { minLength: 1, maxLength: 8 },
      ),
    });
    fc.assert(
      fc.property(exact, ({ currency, lines }) => {
        const exclusive = computeQuote({
          currency,
          prices: 'exclusive',
          lines: lines.map((l) => line({ ...l, taxes: [{ name: 'VAT', rate: l.rate }] })),
        });
        const inclusive = computeQuote({
          currency,
          prices: 'inclusive',
          lines: lines.map((l) =>
            line({
              ...l,
              unit_price: (l.unit_price * (100 + l.rate)) / 100,
              taxes: [{ name: 'VAT', rate: l.rate }],
            }),
          ),
        });
        expect(inclusive.total).toBe(exclusive.total);
        expect(inclusive.tax_total).toBe(exclusive.tax_total);
        expect(inclusive.net_total).toBe(exclusive.net_total);
      }),
      { numRuns: 300 },
    );
  });

  it('inclusive and exclusive agree within a minor unit per line when conversion rounds', () => {
    const loose = fc.record({
      currency,
      lines: fc.array(
        fc.record({
          quantity: fc.integer({ min: 1, max: 20 }),
          unit_price: fc.integer({ min: 0, max: 1_000_000 }),
          rate,
        }),
        { minLength: 1, maxLength: 8 },
      ),
      percent: fc.integer({ min: 0, max: 50 }),
    });
    fc.assert(
      fc.property(loose, ({ currency, lines, percent }) => {
        const make = (prices: 'exclusive' | 'inclusive') =>
          computeQuote({
            currency,
            prices,
            discount: { percent },
            lines: lines.map((l) =>
              line({
                quantity: l.quantity,
                unit_price:
                  prices === 'exclusive' ? l.unit_price : Math.round((l.unit_price * (100 + l.rate)) / 100),
                taxes: [{ name: 'VAT', rate: l.rate }],
              }),
            ),
          });
        const gap = Math.abs(make('inclusive').total - make('exclusive').total);
        // Each line rounds its converted price (≤ ½ unit × quantity), its discount share and its tax.
        const bound = sum(lines.map((l) => Math.ceil(l.quantity * 0.625) + 3));
        expect(gap).toBeLessThanOrEqual(bound);
      }),
      { numRuns: 300 },
    );
  });
});
