import { NotFoundError } from '@colloquy/core';
import { listReviewDatasets } from '@colloquy/db';
import { z } from 'zod';
import type { ReviewDigest, ReviewService } from '../reviews/service.ts';
import { defineTask } from './registry.ts';

/**
 * `analyze_reviews`: what customers say — in texts given now, or in a review dataset (by name, else the newest).
 * In chat the dataset's name is recognised in the message (entity kind `review_dataset`).
 */
export function analyzeReviewsTask(reviews: ReviewService) {
  return defineTask({
    name: 'analyze_reviews',
    description:
      "Summarises what customers say in review texts or in the company's review datasets: sentiment, what they like and dislike.",
    examples: [
      'what do customers think of us',
      'summarise our reviews',
      'analyse the customer reviews',
      'what are people complaining about in the reviews',
      'review sentiment',
    ],
    parameters: z.object({
      dataset: z
        .string()
        .min(1)
        .optional()
        .meta({ entity: 'review_dataset' })
        .describe('A review dataset by name or id (default: the newest)'),
      texts: z
        .array(z.string().min(1).max(10_000))
        .min(1)
        .max(1000)
        .optional()
        .describe('Review texts to analyse now'),
    }),
    // Reads only, through the review service's own connection.
    atomic: false,
    async run(params, { companyId, db }): Promise<ReviewDigest & { dataset: string | null }> {
      if (params.texts)
        return { ...(await reviews.digestReviews(companyId, { texts: params.texts })), dataset: null };
      const all = await listReviewDatasets(db, companyId);
      const wanted = params.dataset?.toLowerCase();
      const chosen = wanted
        ? all.find((d) => d.id === params.dataset || d.name.toLowerCase() === wanted)
        : all[0];
      if (!chosen) {
        throw new NotFoundError(
          wanted
            ? `No review dataset called "${params.dataset}"`
            : 'No reviews have been uploaded yet: add a review dataset (POST /v1/reviews/datasets) first',
        );
      }
      return { ...(await reviews.digestReviews(companyId, { datasetId: chosen.id })), dataset: chosen.name };
    },
    summarize: (r) => (r.dataset ? `Reviews in "${r.dataset}": ${r.text}` : r.text),
  });
}
