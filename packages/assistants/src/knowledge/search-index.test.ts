import { describe, expect, it } from 'vitest';
import { SearchIndex } from './search-index.ts';
import { editDistance, terms } from './text.ts';

const FAQ = [
  {
    id: 'returns',
    title: 'How do I return an item?',
    body: 'Start a return from your account within 30 days.',
  },
  {
    id: 'refund',
    title: 'When will I get my refund?',
    body: 'Refunds reach your card 5 to 7 days after we receive the item.',
  },
  {
    id: 'delivery',
    title: 'How much does delivery cost?',
    body: 'Standard delivery is free over 50 euros, otherwise 4.95.',
  },
  {
    id: 'hours',
    title: 'What are your store opening hours?',
    body: 'Our showrooms are open 9:00 to 18:00, Monday to Saturday.',
  },
  {
    id: 'password',
    title: 'How do I reset my password?',
    body: 'Use "Forgot password" on the sign-in page.',
  },
];

describe('text', () => {
  it('stems, drops stop words and maps synonyms and phrases to one term', () => {
    expect(terms('How do I get my money back?')).toEqual(terms('refund'));
    expect(terms('Shipping costs')).toEqual(terms('delivery price'));
    expect(terms('returning items')).toEqual(terms('return item'));
  });

  it('measures edit distance with transpositions, and gives up past the budget', () => {
    expect(editDistance('refnud', 'refund', 1)).toBe(1);
    expect(editDistance('pasword', 'password', 1)).toBe(1);
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
  });
});

describe('SearchIndex', () => {
  const index = new SearchIndex(FAQ);

  it('finds the entry for paraphrases, synonyms and typos', () => {
    expect(index.search('I want my money back')[0]?.id).toBe('refund');
    expect(index.search('what does shipping cost')[0]?.id).toBe('delivery');
    expect(index.search('can I send the sofa back')[0]?.id).toBe('returns');
    expect(index.search('when does the showroom close')[0]?.id).toBe('hours');
    expect(index.search('forgot my pasword')[0]?.id).toBe('password');
  });

  it('is confident when the question is covered and not when it is about something else', () => {
    const good = index.search('how do I reset my password')[0]!;
    expect(good.confidence).toBeGreaterThan(0.8);
    const off = index.search('what is the capital of mongolia');
    expect(off[0]?.confidence ?? 0).toBeLessThan(0.3);
    expect(index.search('')).toEqual([]);
  });
});
