import { type Logger, ValidationError } from '@colloquy/core';
import type { Db, Queryable } from '@colloquy/db';
import {
  type Clock as BossClock,
  type ConstructorOptions,
  fromPglite,
  type JobResult,
  PgBoss,
} from 'pg-boss';
import type { JobCatalogue, JobDefinition } from './catalogue.ts';

export interface JobRunnerOptions {
  db: Db;
  catalogue: JobCatalogue;
  logger: Logger;
  /** PostgreSQL schema for pg-boss's tables. */
  schema?: string;
  /** pg-boss clock (tests pass a TestClock to drive cron without waiting). */
  clock?: BossClock;
  /** Seconds between polls when idle (new jobs wake workers at once through NOTIFY). */
  pollingIntervalSeconds?: number;
}

export interface EnqueueOptions {
  /** Enqueue inside this transaction, so the job exists only if the transaction commits. */
  tx?: Queryable;
  startAfterSeconds?: number;
  singletonKey?: string;
}

export interface JobRunner {
  readonly boss: PgBoss;
  /** Validates the payload against the job's schema and queues it; returns the job id. */
  enqueue(name: string, payload: unknown, options?: EnqueueOptions): Promise<string>;
  /** Starts workers for every job in the catalogue (and keeps their schedules). */
  startWorkers(): Promise<void>;
  /** Stops fetching, waits up to `timeoutMs` for running jobs, then closes. */
  stop(options?: { timeoutMs?: number }): Promise<void>;
}

const NIL_UUID = '00000000-0000-0000-0000-000000000000';

/** pg-boss connection settings for either backend. */
function bossConnection(db: Db): Pick<ConstructorOptions, 'db' | 'backend' | 'connectionString' | 'max'> {
  const handle = db.handle;
  if (handle.kind === 'pglite') return { db: fromPglite(handle.pglite), backend: 'pglite' };
  if (handle.viaSocket || !handle.connectionString) {
    throw new Error(
      'Jobs need the embedded database in this process or a PostgreSQL DATABASE_URL: the running server already runs a worker.',
    );
  }
  return { connectionString: handle.connectionString, max: 4 };
}

/** Creates and starts pg-boss on the application's database and creates a queue per catalogue entry. */
export async function startJobRunner(options: JobRunnerOptions): Promise<JobRunner> {
  const { catalogue, logger } = options;
  const byName = new Map<string, JobDefinition>(catalogue.map((job) => [job.name, job]));
  const boss = new PgBoss({
    ...bossConnection(options.db),
    schema: options.schema ?? 'pgboss',
    application_name: 'colloquy',
    ...(options.clock ? { clock: options.clock } : {}),
    cronMonitorIntervalSeconds: 30,
    // NOTIFY wakes workers the moment a job is queued, so idle polling can be rare: on embedded PGlite
    // every poll holds the one connection (and the event loop) for a moment.
    useListenNotify: true,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job system error'));
  await boss.start();
  for (const job of catalogue) {
    await boss.createQueue(job.name, {
      retryLimit: job.retry?.limit ?? 3,
      retryDelay: job.retry?.delaySeconds ?? 5,
      retryBackoff: job.retry?.backoff ?? true,
      expireInSeconds: job.expireInSeconds ?? 15 * 60,
      notify: true,
    });
    // Load the queue into pg-boss's cache now: a send inside a PGlite transaction must not need a
    // second query outside it (PGlite has one connection, and the transaction holds it).
    await boss.getJobById(job.name, NIL_UUID);
  }

  const workerIds: string[] = [];

  return {
    boss,
    async enqueue(name, payload, enqueueOptions = {}) {
      const job = byName.get(name);
      if (!job) throw new Error(`Unknown job ${name}`);
      const parsed = job.schema.safeParse(payload);
      if (!parsed.success) {
        throw new ValidationError(
          `Invalid payload for job ${name}`,
          parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })),
        );
      }
      const id = await boss.send(name, parsed.data as object, {
        ...(enqueueOptions.tx ? { db: toBossDb(enqueueOptions.tx) } : {}),
        ...(enqueueOptions.startAfterSeconds ? { startAfter: enqueueOptions.startAfterSeconds } : {}),
        ...(enqueueOptions.singletonKey ? { singletonKey: enqueueOptions.singletonKey } : {}),
      });
      if (!id) throw new Error(`Job ${name} was not queued (a singleton already exists)`);
      return id;
    },
    async startWorkers() {
      for (const job of catalogue) {
        const id = await boss.work(
          job.name,
          {
            batchSize: job.batchSize ?? 5,
            burstWhenBatchFull: true,
            perJobResults: true,
            pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
            // Retries and delayed jobs are not announced by NOTIFY; this poll picks them up.
            notifyPollingIntervalSeconds: options.pollingIntervalSeconds ?? 5,
          },
          (jobs) => runBatch(job, jobs, logger),
        );
        workerIds.push(id);
        if (job.schedule) {
          await boss.schedule(job.name, job.schedule.cron, job.schedule.payload ?? {}, {
            ...(job.schedule.tz ? { tz: job.schedule.tz } : {}),
          });
        }
      }
    },
    async stop(stopOptions = {}) {
      await boss.stop({ graceful: true, timeout: stopOptions.timeoutMs ?? 30_000, close: true });
    },
  };
}

async function runBatch(
  job: JobDefinition,
  jobs: { id: string; data: unknown; retryCount: number; signal: AbortSignal }[],
  logger: Logger,
): Promise<JobResult[]> {
  const results: JobResult[] = [];
  // One at a time: a batch is a fetch optimisation, not a concurrency promise.
  for (const item of jobs) {
    const log = logger.child({ job: job.name, jobId: item.id });
    const started = performance.now();
    try {
      const payload = job.schema.parse(item.data);
      const output = await job.handler(payload, {
        jobId: item.id,
        retryCount: item.retryCount,
        logger: log,
        signal: item.signal,
      });
      results.push({ id: item.id, status: 'completed', output: toOutput(output) });
      log.info({ ms: Math.round(performance.now() - started) }, 'job completed');
    } catch (error) {
      log.error({ err: error, attempt: item.retryCount }, 'job failed');
      results.push({ id: item.id, status: 'failed', output: { message: (error as Error).message } });
    }
  }
  return results;
}

function toOutput(value: unknown): object | undefined {
  if (value === undefined || value === null) return undefined;
  return typeof value === 'object' ? (value as object) : { value };
}

function toBossDb(tx: Queryable) {
  return { executeSql: async (text: string, values?: unknown[]) => ({ rows: await tx.query(text, values) }) };
}
