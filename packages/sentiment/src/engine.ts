/** Chooses the sentiment engine from configuration: the built-in one by default, a transformers.js model when set. */
import { type AnalyzeOptions, analyzeMany } from './analyze.ts';
import { createTransformersEngine, type TransformersEngineOptions } from './transformers-engine.ts';
import type { SentimentResult } from './types.ts';

export type SentimentEngineConfig =
  | ({ kind: 'builtin' } & AnalyzeOptions)
  | ({ kind: 'transformers' } & TransformersEngineOptions);

export interface SentimentEngine {
  /** "builtin" or "transformers:<model>". */
  readonly name: string;
  analyzeMany(texts: readonly string[]): Promise<SentimentResult[]>;
}

export async function createSentimentEngine(
  config: SentimentEngineConfig = { kind: 'builtin' },
): Promise<SentimentEngine> {
  if (config.kind === 'transformers') return createTransformersEngine(config);
  const { kind: _, ...options } = config;
  return { name: 'builtin', analyzeMany: async (texts) => analyzeMany(texts, options) };
}
