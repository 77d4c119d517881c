/** Analyses a stored review dataset in chunks: resumable, idempotent, with progress in the dataset row. */
import { type Logger, newId } from '@colloquy/core';
import {
  type Db,
  findReviewDataset,
  finishReviewAnalysis,
  insertOutboxEvent,
  listAnalyzedReviews,
  listUnanalyzedReviews,
  markReviewAnalysisRunning,
  type Queryable,
  type ReviewDatasetRecord,
  upsertReviewResults,
} from '@colloquy/db';
import {
  type AspectSentiment,
  createReviewSummarizer,
  type ReviewSummary,
  type SentimentEngine,
} from '@colloquy/sentiment';

export const REVIEWS_ANALYZED_EVENT = 'reviews.analyzed';
// Big enough that per-chunk overhead (two statements) is small, small enough that a crash loses little.
export const DEFAULT_CHUNK_SIZE = 250;
const SUMMARY_PAGE = 2000;

export interface AnalyzeDatasetOptions {
  db: Db;
  engine: SentimentEngine;
  companyId: string;
  datasetId: string;
  logger: Logger;
  chunkSize?: number;
  signal?: AbortSignal;
  /** The job will not be retried: a failure marks the dataset failed instead of leaving it to resume. */
  lastAttempt?: boolean;
  /** Called after every stored chunk with the dataset's progress. */
  onProgress?: (progress: { analyzed: number; total: number }) => void | Promise<void>;
}

export interface AnalyzeDatasetOutcome {
  datasetId: string;
  status: 'completed' | 'skipped';
  analyzed: number;
  total: number;
}

/** The summary of a dataset's stored results, read in pages. */
export async function summarizeStoredReviews(
  db: Queryable,
  companyId: string,
  datasetId: string,
): Promise<ReviewSummary> {
  const summarizer = createReviewSummarizer();
  let afterNo = 0;
  for (;;) {
    const page = await listAnalyzedReviews(db, companyId, datasetId, { afterNo, limit: SUMMARY_PAGE });
    for (const review of page) {
      summarizer.add({ ...review, aspects: review.aspects as AspectSentiment[] });
    }
    if (page.length < SUMMARY_PAGE) break;
    afterNo = page[page.length - 1]!.reviewNo;
  }
  return summarizer.finish();
}

/**
 * Runs (or resumes) the analysis of one dataset. Only reviews without a stored result are read, and
 * results are upserted by review id, so running it twice — or after a crash mid-chunk — counts each
 * review once. Completion, the summary and the `reviews.analyzed` event commit together.
 */
export async function analyzeReviewDataset(options: AnalyzeDatasetOptions): Promise<AnalyzeDatasetOutcome> {
  const { db, engine, companyId, datasetId, logger } = options;
  const dataset = await findReviewDataset(db, companyId, datasetId);
  if (!dataset || dataset.status === 'completed') {
    // Deleted meanwhile, or a duplicate delivery of a job that already finished.
    return {
      datasetId,
      status: 'skipped',
      analyzed: dataset?.analyzedCount ?? 0,
      total: dataset?.reviewCount ?? 0,
    };
  }
  const total = dataset.reviewCount;
  const chunkSize = options.chunkSize ?? DEFAULT_CHUNK_SIZE;
  try {
    await markReviewAnalysisRunning(db, companyId, datasetId, engine.name);
    let analyzed = dataset.analyzedCount;
    for (;;) {
      if (options.signal?.aborted)
        throw new Error('review analysis aborted (worker stopping); it resumes on retry');
      const chunk = await listUnanalyzedReviews(db, companyId, datasetId, chunkSize);
      if (chunk.length === 0) break;
      const results = await engine.analyzeMany(chunk.map((review) => review.text));
      analyzed = await upsertReviewResults(
        db,
        companyId,
        datasetId,
        chunk.map((review, i) => {
          const result = results[i]!;
          return {
            reviewNo: review.reviewNo,
            label: result.label,
            score: result.score,
            confidence: result.confidence,
            language: result.language,
            aspects: result.aspects,
            evidence: result.evidence,
          };
        }),
      );
      await options.onProgress?.({ analyzed, total });
    }
    const summary = await summarizeStoredReviews(db, companyId, datasetId);
    const finished = await db.transaction(async (tx) => {
      const row = await finishReviewAnalysis(tx, companyId, datasetId, { status: 'completed', summary });
      if (row) await insertOutboxEvent(tx, analyzedEvent(row, summary));
      return row;
    });
    logger.info({ datasetId, reviews: total }, 'review dataset analysed');
    return { datasetId, status: 'completed', analyzed: finished?.analyzedCount ?? analyzed, total };
  } catch (error) {
    if (options.lastAttempt) {
      await finishReviewAnalysis(db, companyId, datasetId, {
        status: 'failed',
        error: (error as Error).message,
      }).catch(() => {});
    }
    throw error;
  }
}

function analyzedEvent(dataset: ReviewDatasetRecord, summary: ReviewSummary) {
  return {
    id: newId('event'),
    companyId: dataset.companyId,
    eventType: REVIEWS_ANALYZED_EVENT,
    data: {
      dataset_id: dataset.id,
      name: dataset.name,
      review_count: dataset.reviewCount,
      labels: summary.labels,
      average_score: summary.averageScore,
    },
  };
}
