/**
 * A Hugging Face text-classification model run by transformers.js. The model decides the label and score; the
 * rules still supply the language, the evidence phrases and the aspects, so every answer stays explainable.
 */
import { basename, dirname, resolve } from 'node:path';
import { confidenceFor, labelFor } from './analyze.ts';
import { findAspects } from './aspects.ts';
import { detectLanguage } from './language.ts';
import { analyzeRules } from './rules.ts';
import type { SentimentResult } from './types.ts';

export interface TransformersEngineOptions {
  /** A local model folder (config.json, tokenizer.json, onnx/model.onnx), or a hub id when remote is allowed. */
  model: string;
  /** Fetch from the Hugging Face hub when the model is not a local folder. Off unless the user turns it on. */
  allowRemoteModels?: boolean;
  /** Where downloaded models are cached. */
  cacheDir?: string;
  /** ONNX weights variant: "fp32" reads onnx/model.onnx, "q8" onnx/model_quantized.onnx. */
  dtype?: 'fp32' | 'fp16' | 'q8' | 'int8' | 'uint8' | 'q4';
  /** Scores within ±band are neutral (two-label models). Default 0.2. */
  neutralBand?: number;
  /** Texts per forward pass. */
  batchSize?: number;
}

interface LabelScore {
  label: string;
  score: number;
}
type Classifier = (texts: string[], options: { top_k: null }) => Promise<LabelScore[][]>;

/** Maps a model's label names to a polarity: "POSITIVE", "neg", "LABEL_1" of two, "4 stars"… */
function polarityOf(label: string, index: number, count: number): number {
  const l = label.toLowerCase();
  if (l.startsWith('pos')) return 1;
  if (l.startsWith('neg')) return -1;
  if (l.startsWith('neu')) return 0;
  const stars = /^(\d)\s*star/.exec(l);
  if (stars) return (Number(stars[1]) - 3) / 2;
  const id = /^label_(\d+)$/.exec(l);
  const i = id ? Number(id[1]) : index;
  return count === 1 ? 0 : (2 * i) / (count - 1) - 1;
}

export async function createTransformersEngine(options: TransformersEngineOptions) {
  const { env, pipeline } = await import('@huggingface/transformers');
  const remote = options.allowRemoteModels ?? false;
  const local = options.model.startsWith('.') || options.model.startsWith('/');
  // transformers.js resolves local models as <localModelPath>/<id>; its env is process-wide.
  if (local) env.localModelPath = dirname(resolve(options.model));
  env.allowLocalModels = true;
  env.allowRemoteModels = remote;
  if (options.cacheDir) env.cacheDir = options.cacheDir;
  const id = local ? basename(resolve(options.model)) : options.model;
  const classify = (await pipeline('text-classification', id, {
    dtype: options.dtype ?? 'fp32',
    local_files_only: !remote,
  })) as unknown as Classifier;
  const labels = Object.values(
    ((classify as unknown as { model: { config: { id2label?: Record<string, string> } } }).model.config
      .id2label ?? {}) as Record<string, string>,
  );
  const band = options.neutralBand ?? 0.2;
  const batchSize = options.batchSize ?? 32;
  const name = `transformers:${id}`;

  function toResult(text: string, scores: LabelScore[]): SentimentResult {
    let score = 0;
    let neutral = 0;
    for (const s of scores) {
      const polarity = polarityOf(s.label, labels.indexOf(s.label), labels.length || scores.length);
      score += polarity * s.score;
      if (polarity === 0) neutral = s.score;
    }
    const rules = analyzeRules(text);
    const { language } = detectLanguage(rules.tokens);
    const top = scores.reduce((a, b) => (b.score > a.score ? b : a));
    // A model with a neutral class says so itself; a two-label model is neutral when undecided.
    const label = neutral > 0 && top.score === neutral ? 'neutral' : labelFor(score, band);
    const english = language === 'en' || language === 'und';
    return {
      label,
      score: Math.round(score * 1000) / 1000,
      confidence:
        Math.round((label === 'neutral' && neutral > 0 ? neutral : confidenceFor(score, band)) * 1000) / 1000,
      language,
      aspects: english ? findAspects(text, rules.tokens, rules.hits) : [],
      evidence: english
        ? rules.hits
            .filter((h) => Math.sign(h.valence) === Math.sign(score))
            .map((h) => text.slice(rules.tokens[h.from]!.start, rules.tokens[h.to]!.end))
        : [],
      engine: name,
    };
  }

  return {
    name,
    async analyzeMany(texts: readonly string[]): Promise<SentimentResult[]> {
      const results: SentimentResult[] = [];
      for (let i = 0; i < texts.length; i += batchSize) {
        const batch = texts.slice(i, i + batchSize).map((t) => (t.trim() ? t : ' '));
        const scores = await classify(batch, { top_k: null });
        for (const [j, text] of batch.entries()) results.push(toResult(text, scores[j] ?? []));
      }
      return results;
    },
  };
}
