import { describe, expect, it } from 'vitest';
import {
  featurize,
  parseModel,
  predictProbability,
  scoreAnalysis,
  serializeModel,
  shippedModel,
} from './model.ts';
import { analyzeRules } from './rules.ts';
import { trainModel } from './train.ts';

describe('the learned layer', () => {
  it('scores the hot path exactly as the feature lists the trainer sees', () => {
    const model = shippedModel();
    for (const text of ['not bad at all!', 'I never liked it :(', 'Great phone, poor battery.', '']) {
      const analysis = analyzeRules(text);
      expect(scoreAnalysis(model, analysis)).toBeCloseTo(predictProbability(model, featurize(analysis)), 10);
    }
  });

  it('marks words in the scope of a negation', () => {
    expect(featurize(analyzeRules("it wasn't fun. fun")).sparse).toEqual(['it', "wasn't", 'NOT_fun', 'fun']);
  });

  it('learns words the lexicon does not know, and round-trips through its file format', () => {
    // Invented words: only training can tell the model what they mean.
    const examples = Array.from({ length: 40 }, (_, i) => [
      { text: `the ${i % 2 ? 'blender' : 'kettle'} is zorpy`, positive: true },
      { text: `the ${i % 2 ? 'blender' : 'kettle'} is blicky`, positive: false },
    ]).flat();
    const model = trainModel(examples, { epochs: 10, learningRate: 0.1 });
    const p = (text: string) => predictProbability(model, featurize(analyzeRules(text)));
    expect(p('so zorpy')).toBeGreaterThan(0.6);
    expect(p('so blicky')).toBeLessThan(0.4);
    const copy = parseModel(serializeModel(model));
    expect(copy.bias).toBeCloseTo(model.bias, 3);
    expect(predictProbability(copy, featurize(analyzeRules('so zorpy')))).toBeCloseTo(p('so zorpy'), 3);
  });

  it('trains deterministically', () => {
    const examples = [
      { text: 'lovely', positive: true },
      { text: 'dreadful', positive: false },
      { text: 'lovely lovely', positive: true },
    ];
    expect(serializeModel(trainModel(examples, { minCount: 1 }))).toBe(
      serializeModel(trainModel(examples, { minCount: 1 })),
    );
  });
});
