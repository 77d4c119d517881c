import { describe, expect, it } from 'vitest';
import { parseMajorAmount } from './currency.ts';
import { parseQuoteDraft, priceDraft } from './draft.ts';
import { nextStatus } from './lifecycle.ts';
import { formatQuoteNumber, validateNumberFormat } from './numbering.ts';

describe('nextStatus', () => {
  it('follows draft → sent → accepted → converted', () => {
    expect(nextStatus('draft', 'send')).toBe('sent');
    expect(nextStatus('sent', 'accept')).toBe('accepted');
    expect(nextStatus('sent', 'reject')).toBe('rejected');
    expect(nextStatus('sent', 'expire')).toBe('expired');
    expect(nextStatus('accepted', 'convert')).toBe('converted');
  });

  it('refuses illegal moves with a 409', () => {
    for (const [from, action] of [
      ['draft', 'accept'],
      ['sent', 'convert'],
      ['rejected', 'accept'],
      ['converted', 'send'],
      ['expired', 'accept'],
    ] as const) {
      expect(() => nextStatus(from, action)).toThrow(
        expect.objectContaining({ status: 409, code: 'conflict' }),
      );
    }
    expect(() => nextStatus('sent', 'accept', { today: '2026-02-01', expiryDate: '2026-01-31' })).toThrow(
      /expired/,
    );
  });
});

describe('numbering', () => {
  it('formats numbers from the issue date and sequence', () => {
    expect(formatQuoteNumber('Q-{YYYY}-{seq:4}', 42, '2026-03-09')).toBe('Q-2026-0042');
    expect(formatQuoteNumber('{YY}{MM}/{seq}', 7, '2026-03-09')).toBe('2603/7');
  });
  it('refuses formats without a sequence or with unknown tokens', () => {
    expect(() => validateNumberFormat('Q-{YYYY}')).toThrow(/seq/);
    expect(() => validateNumberFormat('Q-{seq}-{foo}')).toThrow(/seq/);
  });
});

describe('drafts', () => {
  const catalogue = new Map([
    ['TP-X1', { sku: 'TP-X1', name: 'ThinkPad X1', unit_price: 149_900, currency: 'EUR', tax_rate: 20 }],
  ]);
  it('prices SKU lines from the catalogue and names unknown SKUs', () => {
    const draft = parseQuoteDraft({
      customer: { name: 'Acme' },
      currency: 'eur',
      lines: [{ sku: 'TP-X1', quantity: 2 }],
    });
    const priced = priceDraft(draft, (s) => catalogue.get(s));
    expect(priced.lines[0]).toMatchObject({
      description: 'ThinkPad X1',
      unit_price: 149_900,
      taxes: [{ rate: 20 }],
    });
    const unknown = parseQuoteDraft({
      customer: { name: 'Acme' },
      currency: 'EUR',
      lines: [
        { sku: 'NOPE', quantity: 1 },
        { sku: 'TP-X1', quantity: 1 },
        { sku: 'GONE', quantity: 1 },
      ],
    });
    expect(() => priceDraft(unknown, (s) => catalogue.get(s))).toThrow('Unknown SKUs: NOPE, GONE');
  });
  it('names every bad field by its path', () => {
    try {
      parseQuoteDraft({
        customer: {},
        currency: 'EUR',
        lines: [{ quantity: 1.23456, discount: { percent: 5, amount: 1 } }],
      });
      expect.unreachable();
    } catch (error) {
      const fields = (error as { issues: { field: string }[] }).issues.map((i) => i.field);
      expect(fields).toEqual(
        expect.arrayContaining(['customer.name', 'lines.0.quantity', 'lines.0.discount']),
      );
    }
  });
  it('reads major-unit amounts exactly', () => {
    expect(parseMajorAmount('1299.99', 'EUR')).toBe(129_999);
    expect(parseMajorAmount('1500', 'JPY')).toBe(1500);
    expect(parseMajorAmount('1.5', 'KWD')).toBe(1500);
    expect(parseMajorAmount('12.345', 'EUR')).toBeUndefined();
    expect(parseMajorAmount('-1', 'EUR')).toBeUndefined();
  });
});
