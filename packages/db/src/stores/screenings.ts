import type { Queryable } from '../types.ts';

export type ScreeningStatus = 'queued' | 'running' | 'completed' | 'failed';

export interface ScreeningRecord {
  id: string;
  companyId: string;
  job: unknown;
  blind: boolean;
  mustHaveMode: 'knockout' | 'weighted';
  status: ScreeningStatus;
  fileCount: number;
  processed: number;
  jobId: string | null;
  error: string | null;
  createdAt: Date;
  startedAt: Date | null;
  completedAt: Date | null;
}

export interface ScreeningFileRecord {
  fileNo: number;
  name: string;
  content: Uint8Array;
}

export interface ScreeningResultInput {
  fileNo: number;
  ok: boolean;
  score: number | null;
  result: unknown;
}

export interface ScreeningResultRecord extends ScreeningResultInput {
  name: string;
}

interface ScreeningRow {
  id: string;
  company_id: string;
  job: unknown;
  blind: boolean;
  must_have_mode: 'knockout' | 'weighted';
  status: ScreeningStatus;
  file_count: number;
  processed: number;
  job_id: string | null;
  error: string | null;
  created_at: Date;
  started_at: Date | null;
  completed_at: Date | null;
}

const date = (value: Date | string | null) => (value === null ? null : new Date(value));

function toScreening(row: ScreeningRow): ScreeningRecord {
  return {
    id: row.id,
    companyId: row.company_id,
    job: row.job,
    blind: row.blind,
    mustHaveMode: row.must_have_mode,
    status: row.status,
    fileCount: Number(row.file_count),
    processed: Number(row.processed),
    jobId: row.job_id,
    error: row.error,
    createdAt: new Date(row.created_at),
    startedAt: date(row.started_at),
    completedAt: date(row.completed_at),
  };
}

/** Stores a screening and its files (numbered from 1 in upload order); call it in a transaction. */
export async function insertScreening(
  db: Queryable,
  screening: {
    id: string;
    companyId: string;
    job: unknown;
    blind: boolean;
    mustHaveMode: 'knockout' | 'weighted';
    files: readonly { name: string; content: Uint8Array }[];
  },
): Promise<ScreeningRecord> {
  const [row] = await db.query<ScreeningRow>(
    `INSERT INTO screenings (id, company_id, job, blind, must_have_mode, file_count)
     VALUES ($1, $2, $3::jsonb, $4, $5, $6) RETURNING *`,
    [
      screening.id,
      screening.companyId,
      JSON.stringify(screening.job),
      screening.blind,
      screening.mustHaveMode,
      screening.files.length,
    ],
  );
  // One statement per file: bytea parameters travel as binary, not inflated into JSON.
  for (const [i, file] of screening.files.entries()) {
    await db.query(
      `INSERT INTO screening_files (screening_id, file_no, company_id, name, size, content)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [screening.id, i + 1, screening.companyId, file.name, file.content.byteLength, file.content],
    );
  }
  return toScreening(row!);
}

export async function setScreeningJobId(
  db: Queryable,
  companyId: string,
  id: string,
  jobId: string,
): Promise<ScreeningRecord> {
  const [row] = await db.query<ScreeningRow>(
    'UPDATE screenings SET job_id = $3 WHERE company_id = $1 AND id = $2 RETURNING *',
    [companyId, id, jobId],
  );
  return toScreening(row!);
}

export async function findScreening(
  db: Queryable,
  companyId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<ScreeningRecord | undefined> {
  const [row] = await db.query<ScreeningRow>(
    `SELECT * FROM screenings WHERE company_id = $1 AND id = $2${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [companyId, id],
  );
  return row ? toScreening(row) : undefined;
}

/** A company's screenings, newest first. */
export async function listScreenings(
  db: Queryable,
  companyId: string,
  options: { limit?: number } = {},
): Promise<ScreeningRecord[]> {
  const rows = await db.query<ScreeningRow>(
    'SELECT * FROM screenings WHERE company_id = $1 ORDER BY created_at DESC, id LIMIT $2',
    [companyId, options.limit ?? 100],
  );
  return rows.map(toScreening);
}

export async function markScreeningRunning(db: Queryable, companyId: string, id: string): Promise<void> {
  await db.query(
    `UPDATE screenings SET status = 'running', error = NULL, started_at = coalesce(started_at, now())
     WHERE company_id = $1 AND id = $2 AND status <> 'completed'`,
    [companyId, id],
  );
}

/** The next files without a result, in upload order: what a (resumed) run still has to do. */
export async function listUnprocessedScreeningFiles(
  db: Queryable,
  companyId: string,
  id: string,
  limit: number,
): Promise<ScreeningFileRecord[]> {
  const rows = await db.query<{ file_no: number; name: string; content: Uint8Array }>(
    `SELECT f.file_no, f.name, f.content FROM screening_files f
     LEFT JOIN screening_results r ON r.screening_id = f.screening_id AND r.file_no = f.file_no
     WHERE f.company_id = $1 AND f.screening_id = $2 AND r.file_no IS NULL
     ORDER BY f.file_no LIMIT $3`,
    [companyId, id, limit],
  );
  return rows.map((r) => ({ fileNo: Number(r.file_no), name: r.name, content: new Uint8Array(r.content) }));
}

/**
 * Stores results keyed by file (idempotent) and sets the screening's progress to the number of results it
 * has: a chunk processed twice leaves the same rows and the same count.
 */
export async function upsertScreeningResults(
  db: Queryable,
  companyId: string,
  id: string,
  results: readonly ScreeningResultInput[],
): Promise<number> {
  if (results.length > 0) {
    await db.query(
      `INSERT INTO screening_results (screening_id, company_id, file_no, ok, score, result)
       SELECT $2, $1, r.file_no, r.ok, r.score, r.result
       FROM jsonb_to_recordset($3::jsonb) AS r(file_no int, ok boolean, score double precision, result jsonb)
       ON CONFLICT (screening_id, file_no) DO UPDATE
         SET ok = EXCLUDED.ok, score = EXCLUDED.score, result = EXCLUDED.result, processed_at = now()`,
      [
        companyId,
        id,
        JSON.stringify(
          results.map((r) => ({ file_no: r.fileNo, ok: r.ok, score: r.score, result: r.result })),
        ),
      ],
    );
  }
  const [row] = await db.query<{ processed: number }>(
    `UPDATE screenings SET processed = (SELECT count(*) FROM screening_results WHERE screening_id = $2)
     WHERE company_id = $1 AND id = $2 RETURNING processed`,
    [companyId, id],
  );
  return Number(row?.processed ?? 0);
}

/** Every stored result with its file name, in upload order. */
export async function listScreeningResults(
  db: Queryable,
  companyId: string,
  id: string,
): Promise<ScreeningResultRecord[]> {
  const rows = await db.query<{
    file_no: number;
    name: string;
    ok: boolean;
    score: number | null;
    result: unknown;
  }>(
    `SELECT r.file_no, f.name, r.ok, r.score, r.result FROM screening_results r
     JOIN screening_files f ON f.screening_id = r.screening_id AND f.file_no = r.file_no
     WHERE r.company_id = $1 AND r.screening_id = $2 ORDER BY r.file_no`,
    [companyId, id],
  );
  return rows.map((r) => ({
    fileNo: Number(r.file_no),
    name: r.name,
    ok: r.ok,
    score: r.score === null ? null : Number(r.score),
    result: r.result,
  }));
}

export async function finishScreening(
  db: Queryable,
  companyId: string,
  id: string,
  outcome: { status: 'completed' } | { status: 'failed'; error: string },
): Promise<ScreeningRecord | undefined> {
  const [row] = await db.query<ScreeningRow>(
    `UPDATE screenings SET status = $3, error = $4,
       completed_at = CASE WHEN $3 = 'completed' THEN now() ELSE completed_at END
     WHERE company_id = $1 AND id = $2 RETURNING *`,
    [companyId, id, outcome.status, outcome.status === 'failed' ? outcome.error : null],
  );
  return row ? toScreening(row) : undefined;
}
