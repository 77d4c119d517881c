/** The built-in engine: rules, then (by default) the shipped learned layer, then label, aspects and evidence. */
import { findAspects } from './aspects.ts';
import { detectLanguage } from './language.ts';
import { type SentimentModel, scoreAnalysis, shippedModel } from './model.ts';
import { analyzeRules, type RuleAnalysis } from './rules.ts';
import type { SentimentLabel, SentimentResult } from './types.ts';

export interface AnalyzeOptions {
  /** The learned layer: the shipped one by default, another trained with trainModel, or false for rules only. */
  model?: SentimentModel | false;
  /** Scores within ±band are neutral. Default 0.2 with the model, 0.05 (VADER's) for rules only. */
  neutralBand?: number;
}

const MAX_EVIDENCE = 8;
const round = (x: number) => Math.round(x * 1000) / 1000;
const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));
const logit = (p: number) => Math.log(p / (1 - p));

export function labelFor(score: number, band: number): SentimentLabel {
  return score >= band ? 'positive' : score <= -band ? 'negative' : 'neutral';
}

/** Confidence in a label from a score: distance past the band for polar labels, closeness to 0 for neutral. */
export function confidenceFor(score: number, band: number): number {
  const magnitude = Math.abs(score);
  if (magnitude < band) return 0.5 + 0.3 * (1 - magnitude / band);
  return 0.5 + 0.5 * magnitude;
}

function evidenceOf(text: string, analysis: RuleAnalysis, sign: number): string[] {
  const { tokens } = analysis;
  if (analysis.hits.length === 0) return [];
  // Phrases that agree with the verdict come first; a neutral verdict lists the strongest either way.
  const ranked = [...analysis.hits].sort(
    (a, b) =>
      Math.abs(b.valence) * (Math.sign(b.valence) === sign ? 2 : 1) -
      Math.abs(a.valence) * (Math.sign(a.valence) === sign ? 2 : 1),
  );
  const phrases: string[] = [];
  for (const hit of ranked) {
    const phrase = text.slice(tokens[hit.from]!.start, tokens[hit.to]!.end);
    if (!phrases.includes(phrase)) phrases.push(phrase);
    if (phrases.length === MAX_EVIDENCE) break;
  }
  return phrases;
}

export function analyzeText(text: string, options: AnalyzeOptions = {}): SentimentResult {
  const analysis = analyzeRules(text);
  const detected = detectLanguage(analysis.tokens);
  if (detected.language !== 'en' && detected.language !== 'und') {
    // The lexicon is English: on other languages it would only find loanwords and emoji, so it says so.
    return {
      label: 'neutral',
      score: 0,
      confidence: round(0.2 * (1 - detected.confidence)),
      language: detected.language,
      aspects: [],
      evidence: [],
      engine: 'builtin',
    };
  }
  const model = options.model === undefined ? shippedModel() : options.model;
  const band = options.neutralBand ?? (model ? 0.2 : 0.05);
  // The learned log-odds plus the rules' compound score: a pull towards the rules that held up on every source
  // left out in training (weight 1, chosen leave-one-source-out; see the benchmark).
  const score = model
    ? 2 * sigmoid(logit(scoreAnalysis(model, analysis)) + analysis.compound) - 1
    : analysis.compound;
  const label = labelFor(score, band);
  const sign = label === 'positive' ? 1 : label === 'negative' ? -1 : 0;
  return {
    label,
    score: round(score),
    confidence: round(confidenceFor(score, band) * (detected.language === 'en' ? 1 : 0.7)),
    language: detected.language,
    aspects: findAspects(text, analysis.tokens, analysis.hits),
    evidence: evidenceOf(text, analysis, sign),
    engine: 'builtin',
  };
}

export function analyzeMany(texts: readonly string[], options: AnalyzeOptions = {}): SentimentResult[] {
  return texts.map((text) => analyzeText(text, options));
}
