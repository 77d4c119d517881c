import { describe, expect, it } from 'vitest';
import { analyzeText } from './analyze.ts';
import { createReviewSummarizer, quoteAround } from './summary.ts';

function summarize(reviews: { text: string; rating?: number; product?: string; date?: string }[]) {
  const summarizer = createReviewSummarizer();
  for (const review of reviews) summarizer.add({ ...review, ...analyzeText(review.text) });
  return summarizer.finish();
}

describe('createReviewSummarizer', () => {
  it('counts labels, averages scores and groups by product and month', () => {
    const summary = summarize([
      { text: 'Great phone, the battery is amazing.', product: 'phone', date: '2024-01-05', rating: 5 },
      { text: 'Terrible. The battery died in a day.', product: 'phone', date: '2024-01-20', rating: 1 },
      { text: 'Love this charger, works perfectly!', product: 'charger', date: '2024-02-02', rating: 5 },
    ]);
    expect(summary.reviewCount).toBe(3);
    expect(summary.labels).toEqual({ positive: 2, negative: 1, neutral: 0 });
    expect(summary.shares.positive).toBeCloseTo(0.667, 3);
    expect(summary.byProduct.map((p) => [p.product, p.count, p.averageRating])).toEqual([
      ['phone', 2, 3],
      ['charger', 1, 5],
    ]);
    expect(summary.monthly.map((m) => [m.month, m.count])).toEqual([
      ['2024-01', 2],
      ['2024-02', 1],
    ]);
    expect(summary.ratings).toMatchObject({
      rated: 3,
      scale: { min: 1, max: 5 },
      agreement: 1,
      polarAgreement: 1,
    });
    expect(summary.ratings?.correlation).toBeGreaterThan(0.9);
  });

  it('ranks aspects by side with phrases and quotes', () => {
    const summary = summarize([
      { text: 'The screen is gorgeous. Awful battery though.' },
      { text: 'Awful battery life, it dies by noon.' },
      { text: 'Beautiful screen and fast delivery.' },
    ]);
    const negative = summary.topNegativeAspects.map((a) => a.aspect);
    const positive = summary.topPositiveAspects.map((a) => a.aspect);
    expect(negative.some((a) => a.startsWith('battery'))).toBe(true);
    expect(positive).toContain('screen');
    const screen = summary.topPositiveAspects.find((a) => a.aspect === 'screen');
    expect(screen?.quotes.length).toBeGreaterThan(0);
    expect(screen?.quotes.every((q) => /screen/i.test(q))).toBe(true);
  });

  it('reports no rating agreement without ratings, and disagreement when ratings contradict the text', () => {
    expect(summarize([{ text: 'Fine.' }]).ratings).toBeNull();
    const contrary = summarize([
      { text: 'Absolutely wonderful, I love it!', rating: 1 },
      { text: 'Horrible, broke immediately. Awful.', rating: 10 },
    ]);
    expect(contrary.ratings?.scale).toEqual({ min: 1, max: 10 });
    expect(contrary.ratings?.agreement).toBe(0);
    expect(contrary.ratings?.polarAgreement).toBe(0);
  });

  it('quotes the sentence holding a phrase', () => {
    expect(quoteAround('Nice box. The battery is awful! Otherwise fine.', 'battery is awful')).toBe(
      'The battery is awful!',
    );
  });
});
