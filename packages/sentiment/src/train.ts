/**
 * Trains the built-in engine's logistic regression (AdaGrad, L2, a fixed number of passes in a fixed order, so
 * the same data always gives the same file). Used by the training script and by the benchmark's
 * leave-one-source-out evaluation.
 */
import { type Features, featurize, type SentimentModel } from './model.ts';
import { analyzeRules } from './rules.ts';

export interface TrainingExample {
  text: string;
  /** true when people judged the text positive. */
  positive: boolean;
  /** How much the example counts (default 1): e.g. less for texts people barely agreed on. */
  weight?: number;
}

export interface TrainingOptions {
  epochs?: number;
  learningRate?: number;
  l2?: number;
  /** Sparse features seen in fewer examples are dropped: they would only memorise. */
  minCount?: number;
  /** Weights smaller than this are left out of the model. */
  prune?: number;
}

export function trainModel(examples: TrainingExample[], options: TrainingOptions = {}): SentimentModel {
  const { epochs = 4, learningRate = 0.01, l2 = 1e-4, minCount = 5, prune = 0.02 } = options;
  const data = examples.map((e) => ({
    features: featurize(analyzeRules(e.text)),
    y: e.positive ? 1 : 0,
    weight: e.weight ?? 1,
  }));
  const counts = new Map<string, number>();
  for (const { features } of data) {
    for (const name of new Set(features.sparse)) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const kept = (name: string) => (counts.get(name) ?? 0) >= minCount;
  const w = new Map<string, number>();
  const g2 = new Map<string, number>();
  let bias = 0;
  let biasG2 = 1e-8;
  const step = (name: string, grad: number) => {
    const current = w.get(name) ?? 0;
    const total = (g2.get(name) ?? 1e-8) + grad * grad;
    g2.set(name, total);
    w.set(name, current - (learningRate * (grad + l2 * current)) / Math.sqrt(total));
  };
  const margin = (f: Features) => {
    let z = bias;
    for (const [name, value] of f.dense) z += (w.get(name) ?? 0) * value;
    for (const name of f.sparse) if (kept(name)) z += w.get(name) ?? 0;
    return z;
  };
  // A fixed shuffle (stride through the data) mixes the sources without randomness.
  const order = data.map((_, i) => (i * 7919) % data.length);
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (const i of order) {
      const { features, y, weight } = data[i]!;
      const p = 1 / (1 + Math.exp(-margin(features)));
      const error = (p - y) * weight;
      biasG2 += error * error;
      bias -= (learningRate * error) / Math.sqrt(biasG2);
      for (const [name, value] of features.dense) step(name, error * value);
      for (const name of features.sparse) if (kept(name)) step(name, error);
    }
  }
  const weights = new Map<string, number>();
  for (const [name, value] of w)
    if (name.startsWith('=') || Math.abs(value) >= prune) weights.set(name, value);
  return { weights, bias };
}
