import { describe, expect, it } from 'vitest';
import { matchProducts, parseQuoteRequest } from './request.ts';

const products = [
  { sku: 'TP-X1C', name: 'ThinkPad X1 Carbon' },
  { sku: 'TP-X1Y', name: 'ThinkPad X1 Yoga' },
  { sku: 'TP-T14', name: 'ThinkPad T14' },
  { sku: 'HP-LJ4', name: 'HP LaserJet Pro M404dn' },
  { sku: 'DK-USB', name: 'USB-C Dock' },
];

describe('parseQuoteRequest', () => {
  it('reads quantities, products, the customer and the discount', () => {
    expect(parseQuoteRequest('quote 3 ThinkPad X1 and 2 LaserJet printers for Acme, 10% off')).toEqual({
      items: [
        { phrase: 'ThinkPad X1', quantity: 3 },
        { phrase: 'LaserJet printers', quantity: 2 },
      ],
      customer: 'Acme',
      discountPercent: 10,
    });
  });
  it('takes one when no quantity is said, and no customer when none is named', () => {
    expect(parseQuoteRequest('Make a quotation: a usb-c dock, 5 x ThinkPad T14')).toEqual({
      items: [
        { phrase: 'usb-c dock', quantity: 1 },
        { phrase: 'ThinkPad T14', quantity: 5 },
      ],
      customer: undefined,
      discountPercent: undefined,
    });
  });
});

describe('matchProducts', () => {
  const names = (phrase: string) => matchProducts(phrase, products).map((p) => p.name);
  it('matches whole names tolerantly: case, plurals, typos', () => {
    expect(names('thinkpad x1 carbons')).toEqual(['ThinkPad X1 Carbon']);
    expect(names('Thinkpda T14')).toEqual(['ThinkPad T14']);
    expect(names('usb-c docks')).toEqual(['USB-C Dock']);
  });
  it('matches partial names, and returns every equally good product when ambiguous', () => {
    expect(names('LaserJet printers')).toEqual(['HP LaserJet Pro M404dn']);
    expect(names('ThinkPad X1')).toEqual(['ThinkPad X1 Carbon', 'ThinkPad X1 Yoga']);
    expect(names('tp-t14')).toEqual(['ThinkPad T14']);
    expect(names('espresso machine')).toEqual([]);
  });
});
