import { type Db, finishReviewAnalysis } from '@colloquy/db';
import { defineJob } from '@colloquy/jobs';
import { createSentimentEngine, type SentimentEngine, type SentimentEngineConfig } from '@colloquy/sentiment';
import { z } from 'zod';
import { analyzeReviewDataset } from './analysis.ts';

export const REVIEW_ANALYSIS_JOB = 'reviews.analyze';
const RETRY_LIMIT = 3;

export const reviewAnalysisPayload = z.object({
  company_id: z.string().min(1),
  dataset_id: z.string().min(1),
});

export interface ReviewAnalysisJobOptions {
  db: Db;
  engine?: SentimentEngineConfig;
  chunkSize?: number;
}

/** The job behind POST /reviews/datasets/{id}/analyze: analyses (or resumes) one dataset. */
export function reviewAnalysisJob(options: ReviewAnalysisJobOptions) {
  let engine: Promise<SentimentEngine> | undefined;
  return defineJob({
    name: REVIEW_ANALYSIS_JOB,
    schema: reviewAnalysisPayload,
    retry: { limit: RETRY_LIMIT, delaySeconds: 5, backoff: true },
    // If the worker dies, pg-boss hands the job out again after this; it then resumes where results end.
    // 30 minutes covers 100,000 reviews even on a slow transformers.js model.
    expireInSeconds: 30 * 60,
    batchSize: 1,
    handler: async ({ company_id, dataset_id }, context) => {
      const lastAttempt = context.retryCount >= RETRY_LIMIT;
      let sentiment: SentimentEngine;
      try {
        engine ??= createSentimentEngine(options.engine);
        sentiment = await engine;
      } catch (error) {
        // A model folder that cannot load: try again next attempt, and say so on the dataset at the last.
        engine = undefined;
        if (lastAttempt) {
          await finishReviewAnalysis(options.db, company_id, dataset_id, {
            status: 'failed',
            error: `sentiment engine: ${(error as Error).message}`,
          }).catch(() => {});
        }
        throw error;
      }
      return analyzeReviewDataset({
        db: options.db,
        engine: sentiment,
        companyId: company_id,
        datasetId: dataset_id,
        logger: context.logger,
        signal: context.signal,
        lastAttempt,
        ...(options.chunkSize ? { chunkSize: options.chunkSize } : {}),
      });
    },
  });
}
