import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { analyzeMany } from './analyze.ts';
import { readRatedSentences, SENTIMENT_DEV_SOURCES } from './dataset.ts';
import { trainModel } from './train.ts';

// ../shared/data beside the project: present on developer machines and CI, absent elsewhere.
const DATA = fileURLToPath(new URL('../../../../shared/data/sentiment-dev', import.meta.url));

describe.skipIf(!existsSync(DATA))('on the human-rated development sentences', () => {
  it('reads every source, without the anonymisation placeholders', () => {
    for (const source of SENTIMENT_DEV_SOURCES) {
      const rows = readRatedSentences(DATA, source);
      expect(rows.length).toBeGreaterThan(1000);
      for (const row of rows) {
        expect(Math.abs(row.rating)).toBeLessThanOrEqual(4);
        expect(row.text).not.toContain('@anonymous');
      }
    }
  });

  it('beats VADER on Amazon review sentences with a model that never saw them', () => {
    const training = (['movie', 'tweets', 'nyt'] as const)
      .flatMap((s) => readRatedSentences(DATA, s))
      .filter((s) => s.rating !== 0)
      .map((s) => ({ text: s.text, positive: s.rating > 0 }));
    const model = trainModel(training);
    const amazon = readRatedSentences(DATA, 'amazon').filter((s) => s.rating !== 0);
    const ours = analyzeMany(
      amazon.map((s) => s.text),
      { model },
    );
    const vader = createRequire(import.meta.url)('vader-sentiment') as {
      SentimentIntensityAnalyzer: { polarity_scores(text: string): { compound: number } };
    };
    const accuracy = (positive: (i: number) => boolean) =>
      amazon.filter((s, i) => positive(i) === s.rating > 0).length / amazon.length;
    const oursAccuracy = accuracy((i) => ours[i]!.score > 0);
    const vaderAccuracy = accuracy(
      (i) => vader.SentimentIntensityAnalyzer.polarity_scores(amazon[i]!.text).compound > 0,
    );
    expect(oursAccuracy).toBeGreaterThan(vaderAccuracy);
  });
});
