import type { ReviewDatasetRecord } from '@colloquy/db';
import { z } from '@hono/zod-openapi';

export const ReviewDatasetParams = z.object({
  dataset_id: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: 'dataset_id', in: 'path' }, example: 'rvw_7k2m9x4q1z8c3v5b6n0p' }),
});

const Label = z.enum(['positive', 'negative', 'neutral']);

export const SentimentResultSchema = z
  .object({
    label: Label,
    score: z.number().openapi({ description: '−1 (very negative) … 1 (very positive)' }),
    confidence: z.number(),
    language: z.string().openapi({ description: 'ISO 639-1 code; "und" when too short to tell' }),
    aspects: z.array(
      z.object({ aspect: z.string(), label: Label, score: z.number(), phrases: z.array(z.string()) }),
    ),
    evidence: z.array(z.string()).openapi({ description: 'The phrases that drove the label' }),
    engine: z.string(),
  })
  .openapi('SentimentResult');

export const AnalyzeTextsSchema = z
  .object({
    texts: z
      .array(z.string().max(10_000, 'must be at most 10,000 characters'))
      .min(1, 'must hold at least 1 text')
      .max(1000, 'must hold at most 1,000 texts'),
  })
  .openapi('AnalyzeTexts');

const NewReviewSchema = z.union([
  z.string().min(1).max(10_000),
  z
    .object({
      text: z.string().min(1).max(10_000),
      rating: z.number().min(0).max(100).nullable().optional(),
      product: z.string().max(500).nullable().optional(),
      date: z.string().max(40).nullable().optional().openapi({ example: '2025-03-14' }),
      source: z.string().max(500).nullable().optional(),
    })
    .passthrough(),
]);

export const ReviewDatasetInputSchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    reviews: z.array(NewReviewSchema).min(1).max(100_000),
  })
  .openapi('ReviewDatasetInput');

export const ReviewDatasetUploadSchema = z
  .object({
    file: z.any().openapi({ type: 'string', format: 'binary' }),
    name: z.string().optional().openapi({ description: 'Dataset name (default: the file name)' }),
  })
  .openapi('ReviewDatasetUpload');

export const ReviewDatasetSchema = z
  .object({
    id: z.string().openapi({ example: 'rvw_7k2m9x4q1z8c3v5b6n0p' }),
    name: z.string(),
    review_count: z.number().int(),
    status: z.enum(['imported', 'queued', 'running', 'completed', 'failed']),
    analyzed_count: z.number().int(),
    progress: z.number().openapi({ description: 'analyzed_count / review_count, 0…1' }),
    engine: z.string().nullable(),
    error: z.string().nullable(),
    created_at: z.string(),
    analysis_started_at: z.string().nullable(),
    analyzed_at: z.string().nullable(),
  })
  .openapi('ReviewDataset');

const GroupSchema = z.object({
  count: z.number().int(),
  average_score: z.number(),
  labels: z.record(z.string(), z.number().int()),
});

const AspectSchema = z.object({
  aspect: z.string(),
  mentions: z.number().int(),
  positive: z.number().int(),
  negative: z.number().int(),
  average_score: z.number(),
  phrases: z.array(z.string()),
  quotes: z.array(z.string()),
});

export const ReviewSummarySchema = z
  .object({
    dataset: ReviewDatasetSchema,
    partial: z.boolean().openapi({ description: 'True until the analysis completes: figures so far' }),
    review_count: z.number().int(),
    labels: z.record(z.string(), z.number().int()),
    shares: z.record(z.string(), z.number()),
    average_score: z.number(),
    by_product: z.array(GroupSchema.extend({ product: z.string(), average_rating: z.number().nullable() })),
    monthly: z.array(GroupSchema.extend({ month: z.string().openapi({ example: '2025-03' }) })),
    top_positive_aspects: z.array(AspectSchema),
    top_negative_aspects: z.array(AspectSchema),
    ratings: z
      .object({
        rated: z.number().int(),
        scale: z.object({ min: z.number(), max: z.number() }),
        average_rating: z.number(),
        agreement: z.number(),
        polar_agreement: z.number().nullable(),
        correlation: z.number().nullable(),
        confusion: z.record(z.string(), z.record(z.string(), z.number().int())),
      })
      .nullable()
      .openapi({ description: 'How star ratings agree with the text; null without ratings' }),
  })
  .openapi('ReviewSummary');

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function reviewDatasetView(d: ReviewDatasetRecord) {
  return {
    id: d.id,
    name: d.name,
    review_count: d.reviewCount,
    status: d.status,
    analyzed_count: d.analyzedCount,
    progress: d.reviewCount ? Math.round((d.analyzedCount / d.reviewCount) * 1000) / 1000 : 0,
    engine: d.engine,
    error: d.error,
    created_at: d.createdAt.toISOString(),
    analysis_started_at: iso(d.analysisStartedAt),
    analyzed_at: iso(d.analyzedAt),
  };
}

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** camelCase keys → snake_case, deeply (the summary's keys; values such as product names stay). */
export function snakeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(snakeKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [snake(k), snakeKeys(v)]));
  }
  return value;
}
