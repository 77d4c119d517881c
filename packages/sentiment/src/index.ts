export { type AnalyzeOptions, analyzeMany, analyzeText } from './analyze.ts';
export {
  type RatedSentence,
  readRatedSentences,
  SENTIMENT_DEV_SOURCES,
  type SentimentDevSource,
} from './dataset.ts';
export { createSentimentEngine, type SentimentEngine, type SentimentEngineConfig } from './engine.ts';
export type { DetectedLanguage } from './language.ts';
export { parseModel, type SentimentModel, serializeModel } from './model.ts';
export {
  type AspectSummary,
  createReviewSummarizer,
  type GroupSummary,
  type LabelCounts,
  quoteAround,
  type RatingAgreement,
  type ReviewSummarizer,
  type ReviewSummary,
  type SummaryInput,
} from './summary.ts';
export { type TrainingExample, type TrainingOptions, trainModel } from './train.ts';
export type { TransformersEngineOptions } from './transformers-engine.ts';
export type { AspectSentiment, SentimentLabel, SentimentResult } from './types.ts';
