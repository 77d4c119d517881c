/** Runs a stored screening in chunks: resumable, idempotent, with progress in the screening row. */
import { type Clock, type Logger, newId } from '@colloquy/core';
import {
  type Db,
  findScreening,
  finishScreening,
  insertOutboxEvent,
  listScreeningResults,
  listUnprocessedScreeningFiles,
  markScreeningRunning,
  type Queryable,
  type ScreeningRecord,
  type ScreeningResultInput,
  upsertScreeningResults,
} from '@colloquy/db';
import {
  type CandidateScore,
  type JobSpec,
  type JobSpecInput,
  normalizeJobSpec,
  parseResume,
  type RankedCandidate,
  type ResumeProfile,
  rankCandidates,
  type SkillTaxonomy,
  scoreResume,
} from '@colloquy/screening';

export const SCREENING_COMPLETED_EVENT = 'screening.completed';
export const REPORT_READY_EVENT = 'report.ready';
// Small enough that a crash loses a few seconds of parsing, big enough that the two statements per chunk are cheap.
export const SCREENING_CHUNK_SIZE = 10;

type StoredResult =
  | (Omit<CandidateScore, 'score'> & { profile: ResumeProfile })
  | { error: { code: string; message: string } };

export interface RankedScreening {
  job: JobSpec;
  candidates: RankedCandidate[];
  errors: { file: string; error: { code: string; message: string } }[];
}

/** The ranking of a screening's stored results so far (all of them once it completed). */
export async function rankStoredResults(
  db: Queryable,
  screening: ScreeningRecord,
  taxonomy?: SkillTaxonomy,
): Promise<RankedScreening> {
  const results = await listScreeningResults(db, screening.companyId, screening.id);
  const scored = [];
  const errors: RankedScreening['errors'] = [];
  for (const row of results) {
    const stored = row.result as StoredResult;
    if ('error' in stored) errors.push({ file: row.name, error: stored.error });
    else scored.push({ ...stored, file: row.name, score: row.score ?? 0 });
  }
  return {
    job: normalizeJobSpec(screening.job as JobSpecInput, taxonomy),
    candidates: rankCandidates(scored),
    errors,
  };
}

export interface RunScreeningOptions {
  db: Db;
  clock: Clock;
  logger: Logger;
  companyId: string;
  screeningId: string;
  taxonomy?: SkillTaxonomy;
  chunkSize?: number;
  signal?: AbortSignal;
  /** The job will not be retried: a failure marks the screening failed instead of leaving it to resume. */
  lastAttempt?: boolean;
  /** Where report links in events point (`<publicUrl>/v1/screenings/{id}/report.html`). */
  publicUrl?: string;
  onProgress?: (progress: { processed: number; total: number }) => void | Promise<void>;
}

export interface RunScreeningOutcome {
  screeningId: string;
  status: 'completed' | 'skipped';
  processed: number;
  total: number;
  /** Files parsed and scored by this run (a resumed run does only what the last one left). */
  processedNow: number;
}

async function processFile(
  job: JobSpec,
  screening: ScreeningRecord,
  file: { fileNo: number; name: string; content: Uint8Array },
  options: { clock: Clock; taxonomy?: SkillTaxonomy },
): Promise<ScreeningResultInput> {
  const scoring = { ...options, blind: screening.blind, mustHaveMode: screening.mustHaveMode };
  const parsed = await parseResume({ name: file.name, data: file.content }, scoring);
  if (!parsed.ok) return { fileNo: file.fileNo, ok: false, score: null, result: { error: parsed.error } };
  try {
    const { score, ...rest } = scoreResume(job, parsed.resume, scoring);
    return { fileNo: file.fileNo, ok: true, score, result: { ...rest, profile: parsed.resume.profile } };
  } catch (error) {
    const message = `${file.name}: could not be scored (${(error as Error).message})`;
    return {
      fileNo: file.fileNo,
      ok: false,
      score: null,
      result: { error: { code: 'scoring_failed', message } },
    };
  }
}

/**
 * Runs (or resumes) one screening. Only files without a stored result are read, and results are upserted by
 * file, so running it twice — or after a crash mid-chunk — handles each file once. Ranking, completion and
 * the `screening.completed` and `report.ready` events commit together.
 */
export async function runScreening(options: RunScreeningOptions): Promise<RunScreeningOutcome> {
  const { db, companyId, screeningId, logger } = options;
  const screening = await findScreening(db, companyId, screeningId);
  if (!screening || screening.status === 'completed') {
    // Deleted meanwhile, or a duplicate delivery of a job that already finished.
    const n = screening?.fileCount ?? 0;
    return { screeningId, status: 'skipped', processed: n, total: n, processedNow: 0 };
  }
  const total = screening.fileCount;
  const job = normalizeJobSpec(screening.job as JobSpecInput, options.taxonomy);
  const chunkSize = options.chunkSize ?? SCREENING_CHUNK_SIZE;
  let processedNow = 0;
  try {
    await markScreeningRunning(db, companyId, screeningId);
    for (;;) {
      if (options.signal?.aborted)
        throw new Error('screening aborted (worker stopping); it resumes on retry');
      const files = await listUnprocessedScreeningFiles(db, companyId, screeningId, chunkSize);
      if (files.length === 0) break;
      const results: ScreeningResultInput[] = [];
      for (const file of files) results.push(await processFile(job, screening, file, options));
      const processed = await upsertScreeningResults(db, companyId, screeningId, results);
      processedNow += files.length;
      await options.onProgress?.({ processed, total });
    }
    const ranked = await rankStoredResults(db, screening, options.taxonomy);
    const finished = await db.transaction(async (tx) => {
      // The lock makes a concurrent duplicate run wait, then see "completed" and announce nothing twice.
      const current = await findScreening(tx, companyId, screeningId, { forUpdate: true });
      if (!current || current.status === 'completed') return undefined;
      const row = await finishScreening(tx, companyId, screeningId, { status: 'completed' });
      if (row)
        for (const event of completionEvents(row, ranked, options.publicUrl))
          await insertOutboxEvent(tx, event);
      return row;
    });
    logger.info({ screeningId, files: total, processedNow }, 'screening completed');
    return {
      screeningId,
      status: finished ? 'completed' : 'skipped',
      processed: finished?.processed ?? total,
      total,
      processedNow,
    };
  } catch (error) {
    if (options.lastAttempt) {
      await finishScreening(db, companyId, screeningId, {
        status: 'failed',
        error: (error as Error).message,
      }).catch(() => {});
    }
    throw error;
  }
}

/** Where a screening's reports are served, absolute when the public URL is known. */
export function reportLinks(screeningId: string, publicUrl = '') {
  const base = `${publicUrl.replace(/\/+$/, '')}/v1/screenings/${screeningId}`;
  return { html: `${base}/report.html`, markdown: `${base}/report.md`, pdf: `${base}/report.pdf` };
}

function completionEvents(screening: ScreeningRecord, ranked: RankedScreening, publicUrl?: string) {
  const links = reportLinks(screening.id, publicUrl);
  return [
    {
      id: newId('event'),
      companyId: screening.companyId,
      eventType: SCREENING_COMPLETED_EVENT,
      data: {
        screening_id: screening.id,
        job_title: ranked.job.title,
        files: screening.fileCount,
        ranked: ranked.candidates.length,
        errors: ranked.errors.length,
        blind: screening.blind,
        // Files and scores only: names and contact details stay behind the API.
        top_candidates: ranked.candidates
          .slice(0, 5)
          .map((c) => ({ rank: c.rank, file: c.file, score: c.score, knocked_out: c.knocked_out })),
        report_url: links.html,
      },
    },
    {
      id: newId('event'),
      companyId: screening.companyId,
      eventType: REPORT_READY_EVENT,
      data: { report: 'screening', screening_id: screening.id, formats: links },
    },
  ];
}
