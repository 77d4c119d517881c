/**
 * The learned layer of the built-in engine: a logistic regression over the rule scores plus word features
 * (negated words marked "NOT_"; word pairs were tried and gained nothing held-out), trained by the project's own script and shipped as a small TSV.
 * It turns the rules' raw sum into a calibrated probability and learns what the lexicon misses.
 */
import { readFileSync } from 'node:fs';
import type { RuleAnalysis } from './rules.ts';
import type { Token } from './tokenize.ts';
import { EMPTY } from './vocabulary.ts';

export interface SentimentModel {
  weights: Map<string, number>;
  bias: number;
}

/** Dense features first (named with a leading "="), then sparse ones; every feature has value 1 unless dense. */
export interface Features {
  dense: [string, number][];
  sparse: string[];
}

const NEGATION_SCOPE = 3;

/** The feature name of a token: a word as the vocabulary knows it ("goooood" → "good"), emoji as written. */
function featureOf(token: Token): string {
  if (token.kind !== 'word') return token.text;
  return token.info === EMPTY ? token.lower : token.info.word;
}

export function featurize(analysis: RuleAnalysis): Features {
  const { tokens } = analysis;
  const dense: [string, number][] = [
    ['=sum', Math.max(-3, Math.min(3, analysis.sum / 4))],
    ['=compound', analysis.compound],
    ['=positive', Math.min(3, analysis.positive / 4)],
    ['=negative', Math.min(3, analysis.negative / 4)],
    ['=empty', analysis.hits.length === 0 ? 1 : 0],
  ];
  const sparse: string[] = [];
  let negatedUntil = -1;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.kind === 'punct') {
      negatedUntil = -1;
      if (token.text.includes('!')) sparse.push('!');
      continue;
    }
    const word = featureOf(token);
    const negated = i <= negatedUntil;
    if (token.info.negator) negatedUntil = i + NEGATION_SCOPE;
    sparse.push(negated ? `NOT_${word}` : word);
  }
  return { dense, sparse };
}

/** predictProbability(model, featurize(analysis)) without building the feature lists: the hot path. */
export function scoreAnalysis(model: SentimentModel, analysis: RuleAnalysis): number {
  const w = model.weights;
  const shipped = model === shippedModel();
  let z = model.bias;
  z += (w.get('=sum') ?? 0) * Math.max(-3, Math.min(3, analysis.sum / 4));
  z += (w.get('=compound') ?? 0) * analysis.compound;
  z += (w.get('=positive') ?? 0) * Math.min(3, analysis.positive / 4);
  z += (w.get('=negative') ?? 0) * Math.min(3, analysis.negative / 4);
  if (analysis.hits.length === 0) z += w.get('=empty') ?? 0;
  const { tokens } = analysis;
  let negatedUntil = -1;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.kind === 'punct') {
      negatedUntil = -1;
      if (token.text.includes('!')) z += w.get('!') ?? 0;
      continue;
    }
    const negated = i <= negatedUntil;
    if (token.info.negator) negatedUntil = i + NEGATION_SCOPE;
    if (shipped && token.kind === 'word') {
      // The vocabulary holds the shipped weights of every word the model knows; other words weigh 0.
      z += negated ? token.info.negatedWeight : token.info.weight;
    } else {
      const word = featureOf(token);
      z += w.get(negated ? `NOT_${word}` : word) ?? 0;
    }
  }
  return 1 / (1 + Math.exp(-z));
}

export function predictProbability(model: SentimentModel, features: Features): number {
  let z = model.bias;
  for (const [name, value] of features.dense) z += (model.weights.get(name) ?? 0) * value;
  for (const name of features.sparse) z += model.weights.get(name) ?? 0;
  return 1 / (1 + Math.exp(-z));
}

export function serializeModel(model: SentimentModel): string {
  const rows = [...model.weights]
    .sort((a, b) => Math.abs(b[1]) - Math.abs(a[1]))
    .map(([name, w]) => `${name}\t${w.toFixed(4)}`);
  return `# bias\t${model.bias.toFixed(4)}\n${rows.join('\n')}\n`;
}

export function parseModel(text: string): SentimentModel {
  const weights = new Map<string, number>();
  let bias = 0;
  for (const line of text.split('\n')) {
    if (!line) continue;
    const tab = line.lastIndexOf('\t');
    const name = line.slice(0, tab);
    const value = Number(line.slice(tab + 1));
    if (name === '# bias') bias = value;
    else weights.set(name, value);
  }
  return { weights, bias };
}

let shippedCache: SentimentModel | undefined;

/** The model committed in models/builtin-en.tsv (see scripts/train-builtin-model.ts). */
export function shippedModel(): SentimentModel {
  shippedCache ??= parseModel(readFileSync(new URL('../models/builtin-en.tsv', import.meta.url), 'utf8'));
  return shippedCache;
}
