import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { env, pipeline } from '@huggingface/transformers';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSentimentEngine, type SentimentEngine } from './engine.ts';

// Built and committed by scripts/build-sentiment-onnx.ts: a bag-of-words ONNX classifier over the lexicon.
const MODEL = fileURLToPath(new URL('../models/tiny-bow-sentiment', import.meta.url));

function valence(word: string): number {
  const line = readFileSync(new URL('../lexicon/vader.tsv', import.meta.url), 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${word}\t`));
  return Number(line!.split('\t')[1]);
}

describe('transformers.js engine on the committed ONNX model', () => {
  let engine: SentimentEngine;
  beforeAll(async () => {
    engine = await createSentimentEngine({ kind: 'transformers', model: MODEL });
  });

  it('runs the model through pipeline("text-classification") from the local folder, no network', async () => {
    env.allowRemoteModels = false;
    env.localModelPath = dirname(MODEL);
    const classify = await pipeline('text-classification', 'tiny-bow-sentiment', { dtype: 'fp32' });
    const [top] = (await classify('great', { top_k: 1 })) as { label: string; score: number }[];
    // One word: logits ∓valence/2, so P(POSITIVE) = sigmoid(valence).
    expect(top?.label).toBe('POSITIVE');
    expect(top?.score).toBeCloseTo(1 / (1 + Math.exp(-valence('great'))), 4);
  });

  it('labels texts and keeps the rules’ evidence, aspects and language', async () => {
    const [positive, negative, unknown] = await engine.analyzeMany([
      'Excellent sound and a great price',
      'Awful battery, terrible support',
      'The parcel came on Tuesday',
    ]);
    expect(positive?.label).toBe('positive');
    expect(positive?.engine).toBe('transformers:tiny-bow-sentiment');
    expect(positive?.evidence).toContain('Excellent');
    expect(negative?.label).toBe('negative');
    expect(negative?.aspects.find((a) => a.aspect === 'battery')?.label).toBe('negative');
    expect(unknown?.label).toBe('neutral');
    expect(unknown?.score).toBeCloseTo(0, 5);
    expect(unknown?.language).toBe('en');
  });

  it('pads batches: a text scores the same alone and next to a longer one', async () => {
    const [alone] = await engine.analyzeMany(['good']);
    const [padded] = await engine.analyzeMany([
      'good',
      'a much longer text that is excellent and lovely and fine',
    ]);
    expect(padded?.score).toBeCloseTo(alone!.score, 5);
  });

  it('refuses a model that is not on disk rather than downloading it', async () => {
    await expect(
      createSentimentEngine({ kind: 'transformers', model: 'some-org/some-model-that-is-not-here' }),
    ).rejects.toThrow();
  });
});

describe('createSentimentEngine', () => {
  it('is the built-in engine by default, and can run it rules-only', async () => {
    const builtin = await createSentimentEngine();
    const rulesOnly = await createSentimentEngine({ kind: 'builtin', model: false });
    const [a] = await builtin.analyzeMany(['not bad, quite good']);
    const [b] = await rulesOnly.analyzeMany(['not bad, quite good']);
    expect(builtin.name).toBe('builtin');
    expect(a?.label).toBe('positive');
    expect(b?.label).toBe('positive');
    expect(a?.score).not.toBe(b?.score);
  });
});
