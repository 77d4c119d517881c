/** Review sentiment for the API, the CLI and chat: analyse texts, import datasets, run and read analyses. */
import { type Logger, NotFoundError, newId, UnavailableError, ValidationError } from '@colloquy/core';
import {
  type Db,
  findReviewDataset,
  insertReviewDataset,
  listReviewDatasets,
  markReviewAnalysisQueued,
  type NewReview,
  type Queryable,
  type ReviewDatasetRecord,
} from '@colloquy/db';
import {
  createReviewSummarizer,
  createSentimentEngine,
  type ReviewSummary,
  type SentimentEngine,
  type SentimentEngineConfig,
  type SentimentResult,
} from '@colloquy/sentiment';
import { summarizeStoredReviews } from './analysis.ts';
import { MAX_REVIEW_LENGTH } from './import.ts';
import { REVIEW_ANALYSIS_JOB, reviewAnalysisJob } from './job.ts';

export const MAX_TEXTS_PER_CALL = 1000;

/** What queues the analysis job: the job runner, or anything with its `enqueue`. */
export interface ReviewJobQueue {
  enqueue(name: string, payload: unknown, options?: { tx?: Queryable }): Promise<string>;
}

export interface ReviewServiceOptions {
  db: Db;
  logger: Logger;
  /** Without one, starting a dataset analysis answers 503. */
  queue?: ReviewJobQueue;
  engine?: SentimentEngineConfig;
}

/** A short answer for chat: the figures and the aspects, plus one sentence that says them. */
export interface ReviewDigest {
  reviews: number;
  labels: ReviewSummary['labels'];
  averageScore: number;
  topPositive: string[];
  topNegative: string[];
  /** Set for datasets: where their analysis stands. */
  status?: ReviewDatasetRecord['status'];
  text: string;
}

export const reviewDatasetNotFound = (id: string) =>
  new NotFoundError(`Review dataset ${id} not found`, 'not_found');

function digestOf(summary: ReviewSummary): Omit<ReviewDigest, 'text'> & { text: string } {
  const pct = (n: number) => `${Math.round(n * 100)}%`;
  const topPositive = summary.topPositiveAspects.slice(0, 3).map((a) => a.aspect);
  const topNegative = summary.topNegativeAspects.slice(0, 3).map((a) => a.aspect);
  const parts = [
    `${summary.reviewCount} review${summary.reviewCount === 1 ? '' : 's'}: ${pct(summary.shares.positive)} positive, ${pct(summary.shares.negative)} negative, ${pct(summary.shares.neutral)} neutral (average score ${summary.averageScore}).`,
  ];
  if (topPositive.length) parts.push(`Liked: ${topPositive.join(', ')}.`);
  if (topNegative.length) parts.push(`Disliked: ${topNegative.join(', ')}.`);
  return {
    reviews: summary.reviewCount,
    labels: summary.labels,
    averageScore: summary.averageScore,
    topPositive,
    topNegative,
    text: parts.join(' '),
  };
}

export class ReviewService {
  private readonly db: Db;
  private readonly logger: Logger;
  private readonly queue: ReviewJobQueue | undefined;
  private readonly engineConfig: SentimentEngineConfig | undefined;
  private engine: Promise<SentimentEngine> | undefined;

  constructor(options: ReviewServiceOptions) {
    this.db = options.db;
    this.logger = options.logger;
    this.queue = options.queue;
    this.engineConfig = options.engine;
  }

  /** The catalogue entry that runs this service's analyses (same database, same engine configuration). */
  analysisJob(options: { chunkSize?: number } = {}) {
    return reviewAnalysisJob({
      db: this.db,
      ...(this.engineConfig ? { engine: this.engineConfig } : {}),
      ...options,
    });
  }

  private sentiment(): Promise<SentimentEngine> {
    this.engine ??= createSentimentEngine(this.engineConfig);
    return this.engine;
  }

  /** Analyses up to 1,000 texts of up to 10,000 characters each, in order. */
  async analyzeTexts(texts: readonly string[]): Promise<SentimentResult[]> {
    if (texts.length === 0 || texts.length > MAX_TEXTS_PER_CALL) {
      throw new ValidationError(`texts must hold 1 to ${MAX_TEXTS_PER_CALL} texts (got ${texts.length})`, [
        { field: 'texts', message: `must hold 1 to ${MAX_TEXTS_PER_CALL} texts` },
      ]);
    }
    const tooLong = texts.findIndex((t) => t.length > MAX_REVIEW_LENGTH);
    if (tooLong >= 0) {
      throw new ValidationError(`texts.${tooLong} is longer than ${MAX_REVIEW_LENGTH} characters`, [
        { field: `texts.${tooLong}`, message: `is longer than ${MAX_REVIEW_LENGTH} characters` },
      ]);
    }
    return (await this.sentiment()).analyzeMany(texts);
  }

  async importDataset(
    companyId: string,
    input: { name: string; reviews: readonly NewReview[] },
  ): Promise<ReviewDatasetRecord> {
    const dataset = await this.db.transaction((tx) =>
      insertReviewDataset(tx, {
        id: newId('reviewDataset'),
        companyId,
        name: input.name,
        reviews: input.reviews,
      }),
    );
    this.logger.info({ datasetId: dataset.id, reviews: dataset.reviewCount }, 'review dataset imported');
    return dataset;
  }

  listDatasets(companyId: string): Promise<ReviewDatasetRecord[]> {
    return listReviewDatasets(this.db, companyId);
  }

  async getDataset(companyId: string, id: string): Promise<ReviewDatasetRecord> {
    const dataset = await findReviewDataset(this.db, companyId, id);
    if (!dataset) throw reviewDatasetNotFound(id);
    return dataset;
  }

  /**
   * Queues the analysis of a dataset. While one is queued or running this returns it unchanged (no
   * second job); a finished dataset is analysed afresh; a failed one resumes where it stopped.
   */
  async startAnalysis(companyId: string, id: string): Promise<ReviewDatasetRecord> {
    const queue = this.queue;
    if (!queue) {
      await this.getDataset(companyId, id);
      throw new UnavailableError('Review analysis needs a job worker; start the server with its worker');
    }
    return this.db.transaction(async (tx) => {
      // The row lock makes concurrent calls take turns: the second sees "queued" and adds nothing.
      const dataset = await findReviewDataset(tx, companyId, id, { forUpdate: true });
      if (!dataset) throw reviewDatasetNotFound(id);
      if (dataset.status === 'queued' || dataset.status === 'running') return dataset;
      const jobId = await queue.enqueue(
        REVIEW_ANALYSIS_JOB,
        { company_id: companyId, dataset_id: id },
        { tx },
      );
      return markReviewAnalysisQueued(tx, companyId, id, jobId, dataset.status === 'completed');
    });
  }

  /** The summary of an analysed dataset: stored at completion, or computed from the results so far. */
  async summary(
    companyId: string,
    id: string,
  ): Promise<{ dataset: ReviewDatasetRecord; summary: ReviewSummary; partial: boolean }> {
    const dataset = await this.getDataset(companyId, id);
    if (dataset.status === 'completed' && dataset.summary) {
      return { dataset, summary: dataset.summary as ReviewSummary, partial: false };
    }
    return { dataset, summary: await summarizeStoredReviews(this.db, companyId, id), partial: true };
  }

  /**
   * For the `analyze_reviews` chat tool: analyses `texts`, or reads dataset `datasetId`'s summary,
   * and returns the figures with a one-paragraph summary.
   */
  async digestReviews(
    companyId: string,
    input: { texts: readonly string[] } | { datasetId: string },
  ): Promise<ReviewDigest> {
    if ('texts' in input) {
      const results = await this.analyzeTexts(input.texts);
      const summarizer = createReviewSummarizer();
      results.forEach((result, i) => {
        summarizer.add({ ...result, text: input.texts[i]! });
      });
      return digestOf(summarizer.finish());
    }
    const { dataset, summary } = await this.summary(companyId, input.datasetId);
    const digest = digestOf(summary);
    if (dataset.status === 'completed') return { ...digest, status: dataset.status };
    return {
      ...digest,
      status: dataset.status,
      text: `Dataset "${dataset.name}" is ${dataset.status} (${dataset.analyzedCount} of ${dataset.reviewCount} reviews analysed). ${dataset.analyzedCount ? `So far: ${digest.text}` : ''}`.trim(),
    };
  }
}
