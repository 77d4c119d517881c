/** Batch résumé screening for the API, chat and jobs: create, list, read, and render reports. */
import {
  type Clock,
  ConflictError,
  type Logger,
  NotFoundError,
  newId,
  UnavailableError,
} from '@colloquy/core';
import {
  type Db,
  findCompany,
  findScreening,
  insertScreening,
  listScreenings,
  type Queryable,
  type ScreeningRecord,
  setScreeningJobId,
} from '@colloquy/db';
import type { ReportRenderer } from '@colloquy/reports';
import type { JobSpecInput, RankedCandidate, ResumeFile } from '@colloquy/screening';
import { resumeFilesFromUpload } from './files.ts';
import { SCREENING_JOB, screeningJob } from './job.ts';
import { type RankedScreening, rankStoredResults } from './processing.ts';
import { screeningReportData } from './report.ts';

/** What queues the screening job: the job runner, or anything with its `enqueue`. */
export interface ScreeningJobQueue {
  enqueue(name: string, payload: unknown, options?: { tx?: Queryable }): Promise<string>;
}

export interface ScreeningServiceOptions {
  db: Db;
  clock: Clock;
  logger: Logger;
  reports: ReportRenderer;
  /** Without one, creating a screening answers 503. */
  queue?: ScreeningJobQueue | undefined;
  /** Base of report links in events. */
  publicUrl?: string | undefined;
}

export type ReportFormat = 'html' | 'md' | 'pdf';

export const screeningNotFound = (id: string) => new NotFoundError(`Screening ${id} not found`);

/** A screening as the API shows it; `candidates` and `errors` only on the detailed view. */
export function screeningView(s: ScreeningRecord, ranked?: RankedScreening) {
  return {
    screening_id: s.id,
    status: s.status,
    job: ranked?.job ?? (s.job as JobSpecInput),
    blind: s.blind,
    must_have_mode: s.mustHaveMode,
    files: s.fileCount,
    processed: s.processed,
    progress: s.fileCount ? Math.round((s.processed / s.fileCount) * 1000) / 1000 : 0,
    error: s.error,
    created_at: s.createdAt.toISOString(),
    started_at: s.startedAt?.toISOString() ?? null,
    completed_at: s.completedAt?.toISOString() ?? null,
    ...(ranked
      ? {
          candidates: ranked.candidates.map((c: RankedCandidate) => ({
            rank: c.rank,
            file: c.file,
            score: c.score,
            match_score: c.match_score,
            knocked_out: c.knocked_out,
            tie_break: c.tie_break,
            explanation: c.explanation,
            breakdown: c.breakdown,
            profile: c.profile,
          })),
          errors: ranked.errors,
        }
      : {}),
  };
}

export class ScreeningService {
  readonly #options: ScreeningServiceOptions;

  constructor(options: ScreeningServiceOptions) {
    this.#options = options;
  }

  /** The catalogue entry that runs this service's screenings. */
  job(options: { chunkSize?: number } = {}) {
    const { db, clock, publicUrl } = this.#options;
    return screeningJob({ db, clock, publicUrl, ...options });
  }

  /** Stores the job spec and files and queues the batch, in one transaction. */
  async create(
    companyId: string,
    input: { job: JobSpecInput; files: readonly ResumeFile[]; blind: boolean; knockout: boolean },
  ): Promise<ScreeningRecord> {
    const files = resumeFilesFromUpload(input.files);
    const queue = this.#options.queue;
    if (!queue) throw new UnavailableError('Screening needs a job worker; start the server with its worker');
    const id = newId('screening');
    const screening = await this.#options.db.transaction(async (tx) => {
      await insertScreening(tx, {
        id,
        companyId,
        job: input.job,
        blind: input.blind,
        mustHaveMode: input.knockout ? 'knockout' : 'weighted',
        files: files.map((f) => ({ name: f.name, content: f.data })),
      });
      const jobId = await queue.enqueue(SCREENING_JOB, { company_id: companyId, screening_id: id }, { tx });
      return setScreeningJobId(tx, companyId, id, jobId);
    });
    this.#options.logger.info({ screeningId: id, files: files.length }, 'screening queued');
    return screening;
  }

  list(companyId: string): Promise<ScreeningRecord[]> {
    return listScreenings(this.#options.db, companyId);
  }

  async find(companyId: string, id: string): Promise<ScreeningRecord> {
    const screening = await findScreening(this.#options.db, companyId, id);
    if (!screening) throw screeningNotFound(id);
    return screening;
  }

  /** The screening with its candidates ranked so far (all of them once completed) and per-file errors. */
  async get(companyId: string, id: string): Promise<{ screening: ScreeningRecord; ranked: RankedScreening }> {
    const screening = await this.find(companyId, id);
    return { screening, ranked: await rankStoredResults(this.#options.db, screening) };
  }

  /** The report of a completed screening; PDF answers 503 `pdf_unavailable` without Chromium. */
  async report(companyId: string, id: string, format: ReportFormat): Promise<string | Buffer> {
    const { screening, ranked } = await this.get(companyId, id);
    if (screening.status !== 'completed') {
      throw new ConflictError(
        `Screening ${id} is ${screening.status} (${screening.processed} of ${screening.fileCount} files); its report is ready when the status is "completed"`,
      );
    }
    const company = await findCompany(this.#options.db, companyId);
    const data = screeningReportData({
      ...ranked,
      blind: screening.blind,
      mustHaveMode: screening.mustHaveMode,
      generatedAt: screening.completedAt ?? this.#options.clock.now(),
      screeningId: screening.id,
    });
    const branding = { name: company?.name ?? 'Colloquy' };
    const { reports } = this.#options;
    if (format === 'md') return reports.markdown('screening', data, branding);
    const html = reports.html('screening', data, branding);
    return format === 'pdf' ? reports.pdf(html) : html;
  }
}
