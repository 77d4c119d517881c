import type { Queryable } from '../types.ts';

export type ReviewDatasetStatus = 'imported' | 'queued' | 'running' | 'completed' | 'failed';

export interface ReviewDatasetRecord {
  id: string;
  companyId: string;
  name: string;
  reviewCount: number;
  status: ReviewDatasetStatus;
  analyzedCount: number;
  jobId: string | null;
  engine: string | null;
  error: string | null;
  summary: unknown;
  createdAt: Date;
  analysisStartedAt: Date | null;
  analyzedAt: Date | null;
}

export interface NewReview {
  text: string;
  rating: number | null;
  product: string | null;
  /** YYYY-MM-DD. */
  date: string | null;
  source: string | null;
}

export interface ReviewRecord extends NewReview {
  /** The review's number in its dataset, from 1 in import order. */
  reviewNo: number;
}

export interface ReviewResultInput {
  reviewNo: number;
  label: 'positive' | 'negative' | 'neutral';
  score: number;
  confidence: number;
  language: string;
  aspects: unknown;
  evidence: unknown;
}

export interface AnalyzedReview extends ReviewRecord {
  label: 'positive' | 'negative' | 'neutral';
  score: number;
  confidence: number;
  aspects: unknown;
  evidence: unknown;
}

interface DatasetRow {
  id: string;
  company_id: string;
  name: string;
  review_count: number;
  status: ReviewDatasetStatus;
  analyzed_count: number;
  job_id: string | null;
  engine: string | null;
  error: string | null;
  summary: unknown;
  created_at: Date;
  analysis_started_at: Date | null;
  analyzed_at: Date | null;
}

const date = (value: Date | string | null) => (value === null ? null : new Date(value));

function toDataset(row: DatasetRow): ReviewDatasetRecord {
  return {
    id: row.id,
    companyId: row.company_id,
    name: row.name,
    reviewCount: Number(row.review_count),
    status: row.status,
    analyzedCount: Number(row.analyzed_count),
    jobId: row.job_id,
    engine: row.engine,
    error: row.error,
    summary: row.summary ?? null,
    createdAt: new Date(row.created_at),
    analysisStartedAt: date(row.analysis_started_at),
    analyzedAt: date(row.analyzed_at),
  };
}

// One statement per slice keeps each parameter well under protocol limits on big imports.
const INSERT_SLICE = 2000;

/** Stores a dataset and its reviews; call it in a transaction so a failed import leaves nothing. */
export async function insertReviewDataset(
  db: Queryable,
  dataset: { id: string; companyId: string; name: string; reviews: readonly NewReview[] },
): Promise<ReviewDatasetRecord> {
  const [row] = await db.query<DatasetRow>(
    `INSERT INTO review_datasets (id, company_id, name, review_count) VALUES ($1, $2, $3, $4) RETURNING *`,
    [dataset.id, dataset.companyId, dataset.name, dataset.reviews.length],
  );
  for (let start = 0; start < dataset.reviews.length; start += INSERT_SLICE) {
    const slice = dataset.reviews
      .slice(start, start + INSERT_SLICE)
      .map((r, i) => ({ ...r, review_no: start + i + 1 }));
    await db.query(
      `INSERT INTO reviews (dataset_id, company_id, review_no, text, rating, product, review_date, source)
       SELECT $1, $2, r.review_no, r.text, r.rating, r.product, r.date::date, r.source
       FROM jsonb_to_recordset($3::jsonb)
         AS r(review_no int, text text, rating double precision, product text, date text, source text)`,
      [dataset.id, dataset.companyId, JSON.stringify(slice)],
    );
  }
  return toDataset(row!);
}

export async function findReviewDataset(
  db: Queryable,
  companyId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<ReviewDatasetRecord | undefined> {
  const [row] = await db.query<DatasetRow>(
    `SELECT * FROM review_datasets WHERE company_id = $1 AND id = $2${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [companyId, id],
  );
  return row ? toDataset(row) : undefined;
}

export async function listReviewDatasets(db: Queryable, companyId: string): Promise<ReviewDatasetRecord[]> {
  const rows = await db.query<DatasetRow>(
    'SELECT * FROM review_datasets WHERE company_id = $1 ORDER BY created_at DESC, id',
    [companyId],
  );
  return rows.map(toDataset);
}

/** Queues an analysis; `restart` drops earlier results (a new run over a finished dataset). */
export async function markReviewAnalysisQueued(
  db: Queryable,
  companyId: string,
  id: string,
  jobId: string,
  restart: boolean,
): Promise<ReviewDatasetRecord> {
  if (restart) {
    await db.query('DELETE FROM review_results WHERE company_id = $1 AND dataset_id = $2', [companyId, id]);
  }
  const [row] = await db.query<DatasetRow>(
    `UPDATE review_datasets
     SET status = 'queued', job_id = $3, error = NULL,
         analyzed_count = CASE WHEN $4::boolean THEN 0 ELSE analyzed_count END,
         summary = CASE WHEN $4::boolean THEN NULL ELSE summary END,
         analysis_started_at = NULL, analyzed_at = CASE WHEN $4::boolean THEN NULL ELSE analyzed_at END
     WHERE company_id = $1 AND id = $2 RETURNING *`,
    [companyId, id, jobId, restart],
  );
  return toDataset(row!);
}

export async function markReviewAnalysisRunning(
  db: Queryable,
  companyId: string,
  id: string,
  engine: string,
): Promise<void> {
  await db.query(
    `UPDATE review_datasets
     SET status = 'running', engine = $3, error = NULL, analysis_started_at = coalesce(analysis_started_at, now())
     WHERE company_id = $1 AND id = $2`,
    [companyId, id, engine],
  );
}

export async function finishReviewAnalysis(
  db: Queryable,
  companyId: string,
  id: string,
  outcome: { status: 'completed'; summary: unknown } | { status: 'failed'; error: string },
): Promise<ReviewDatasetRecord | undefined> {
  const [row] = await db.query<DatasetRow>(
    `UPDATE review_datasets
     SET status = $3, summary = coalesce($4::jsonb, summary), error = $5,
         analyzed_at = CASE WHEN $3 = 'completed' THEN now() ELSE analyzed_at END
     WHERE company_id = $1 AND id = $2 RETURNING *`,
    [
      companyId,
      id,
      outcome.status,
      outcome.status === 'completed' ? JSON.stringify(outcome.summary) : null,
      outcome.status === 'failed' ? outcome.error : null,
    ],
  );
  return row ? toDataset(row) : undefined;
}

interface ReviewRow {
  review_no: number;
  text: string;
  rating: number | null;
  product: string | null;
  review_date: string | null;
  source: string | null;
}

const REVIEW_COLUMNS = `v.review_no, v.text, v.rating, v.product, to_char(v.review_date, 'YYYY-MM-DD') AS review_date, v.source`;

function toReview(row: ReviewRow): ReviewRecord {
  return {
    reviewNo: Number(row.review_no),
    text: row.text,
    rating: row.rating === null ? null : Number(row.rating),
    product: row.product,
    date: row.review_date,
    source: row.source,
  };
}

/** The next reviews without a result, in review order: what a (resumed) analysis still has to do. */
export async function listUnanalyzedReviews(
  db: Queryable,
  companyId: string,
  datasetId: string,
  limit: number,
): Promise<ReviewRecord[]> {
  const rows = await db.query<ReviewRow>(
    `SELECT ${REVIEW_COLUMNS} FROM reviews v
     LEFT JOIN review_results r ON r.dataset_id = v.dataset_id AND r.review_no = v.review_no
     WHERE v.company_id = $1 AND v.dataset_id = $2 AND r.review_no IS NULL
     ORDER BY v.review_no LIMIT $3`,
    [companyId, datasetId, limit],
  );
  return rows.map(toReview);
}

/**
 * Stores results keyed by review id (idempotent) and sets the dataset's progress to the number of
 * results it has: a chunk done twice leaves the same rows and the same count.
 */
export async function upsertReviewResults(
  db: Queryable,
  companyId: string,
  datasetId: string,
  results: readonly ReviewResultInput[],
): Promise<number> {
  if (results.length > 0) {
    await db.query(
      `INSERT INTO review_results (dataset_id, company_id, review_no, label, score, confidence, language, aspects, evidence)
       SELECT $2, $1, r.review_no, r.label, r.score, r.confidence, r.language, r.aspects, r.evidence
       FROM jsonb_to_recordset($3::jsonb) AS r(review_no int, label text, score double precision,
         confidence double precision, language text, aspects jsonb, evidence jsonb)
       ON CONFLICT (dataset_id, review_no) DO UPDATE SET label = EXCLUDED.label, score = EXCLUDED.score,
         confidence = EXCLUDED.confidence, language = EXCLUDED.language, aspects = EXCLUDED.aspects,
         evidence = EXCLUDED.evidence, analyzed_at = now()`,
      [
        companyId,
        datasetId,
        JSON.stringify(
          results.map((r) => ({
            review_no: r.reviewNo,
            label: r.label,
            score: r.score,
            confidence: r.confidence,
            language: r.language,
            aspects: r.aspects,
            evidence: r.evidence,
          })),
        ),
      ],
    );
  }
  const [row] = await db.query<{ analyzed_count: number }>(
    `UPDATE review_datasets
     SET analyzed_count = (SELECT count(*) FROM review_results WHERE dataset_id = $2)
     WHERE company_id = $1 AND id = $2 RETURNING analyzed_count`,
    [companyId, datasetId],
  );
  return Number(row?.analyzed_count ?? 0);
}

/** Reviews with their results after `afterNo`, in order (keyset pages for summaries). */
export async function listAnalyzedReviews(
  db: Queryable,
  companyId: string,
  datasetId: string,
  options: { afterNo: number; limit: number },
): Promise<AnalyzedReview[]> {
  const rows = await db.query<
    ReviewRow & {
      label: AnalyzedReview['label'];
      score: number;
      confidence: number;
      aspects: unknown;
      evidence: unknown;
    }
  >(
    `SELECT ${REVIEW_COLUMNS}, r.label, r.score, r.confidence, r.aspects, r.evidence
     FROM reviews v JOIN review_results r ON r.dataset_id = v.dataset_id AND r.review_no = v.review_no
     WHERE v.company_id = $1 AND v.dataset_id = $2 AND v.review_no > $3
     ORDER BY v.review_no LIMIT $4`,
    [companyId, datasetId, options.afterNo, options.limit],
  );
  return rows.map((row) => ({
    ...toReview(row),
    label: row.label,
    score: Number(row.score),
    confidence: Number(row.confidence),
    aspects: row.aspects,
    evidence: row.evidence,
  }));
}
