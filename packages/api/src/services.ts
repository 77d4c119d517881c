import { type Accounts, RecordCache } from '@colloquy/accounts';
import {
  ChatService,
  datasetTerms,
  EntityDirectory,
  LlmSettings,
  type ModelEndpoint,
  ReviewService,
  recordNames,
  reviewDatasetNames,
  sqlModels,
  standardTaskRegistry,
  standardToolRegistry,
  TASK_JOB,
  TaskService,
  taskRunJob,
} from '@colloquy/assistants';
import { MailService } from '@colloquy/channels';
import type { Clock, Logger } from '@colloquy/core';
import type { Db } from '@colloquy/db';
import { defineJob, type JobCatalogue, type JobRunner, startJobRunner } from '@colloquy/jobs';
import { DatasetService } from '@colloquy/nlq';
import { WebhookEngine, type WebhookEngineOptions, WebhookService } from '@colloquy/webhooks';
import { z } from 'zod';
import type { AppDeps } from './context.ts';

export interface ServiceOptions {
  db: Db;
  accounts: Accounts;
  logger: Logger;
  clock: Clock;
  /** Encrypts stored secrets (webhook secrets, LLM keys). */
  masterKey: string;
  /** Where each company's DuckDB file lives. */
  datasetDir: string;
  /** The instance's optional model (LLM_*); companies may set their own. */
  llm?: ModelEndpoint | undefined;
  mail: { smtpUrl?: string | undefined; from: string };
  /** Webhook delivery settings (allowlist; tests shorten delays). */
  webhooks: Partial<WebhookEngineOptions>;
  /** Workers deliver webhooks (default true; tests that do not need it leave it off). */
  deliverWebhooks?: boolean;
  /** Base of links in events (COLLOQUY_PUBLIC_URL), e.g. report links; else links are paths. */
  publicUrl?: string | undefined;
  /** How long stopping waits for running jobs (default 30 s). */
  drainMs?: number;
  /**
   * Whether this process has a job queue. Servers always do (every process enqueues; only workers run jobs);
   * without one, work that must be queued answers 503 and mail stays queued.
   */
  queue: boolean;
}

/** Everything the API and the workers run on, built one way for the server, the CLI and the tests. */
export interface Services {
  deps: Omit<AppDeps, 'settings' | 'readiness'>;
  /** Every background job, with its schedule. */
  catalogue: JobCatalogue;
  /** The job runner, once started (with `queue`). */
  runner(): JobRunner | undefined;
  /** Starts caches and listeners and the job runner; with `worker`, also runs jobs and delivers webhooks. */
  start(options: { worker: boolean }): Promise<void>;
  /** Stops in reverse: workers drained, listeners closed. Does not close the database. */
  stop(): Promise<void>;
}

export function createServices(options: ServiceOptions): Services {
  const { db, accounts, logger, clock, masterKey } = options;
  const deliverWebhooks = options.deliverWebhooks ?? true;
  let runner: JobRunner | undefined;
  const queue = options.queue
    ? { enqueue: (...args: Parameters<JobRunner['enqueue']>) => runner!.enqueue(...args) }
    : undefined;
  const records = new RecordCache({ db, logger });
  const mail = new MailService({ db, logger, ...options.mail, queue });
  const reviews = new ReviewService({ db, logger, queue });
  const taskRegistry = standardTaskRegistry({ reviews });
  const tasks = new TaskService({
    db,
    tasks: taskRegistry,
    clock,
    logger,
    enqueue: queue && ((runId, tx) => queue.enqueue(TASK_JOB, { run_id: runId }, { tx })),
  });
  const webhookEngine = new WebhookEngine({
    db,
    masterKey,
    allowlist: [],
    logger,
    ...options.webhooks,
    queue: deliverWebhooks ? queue : undefined,
  });
  const webhooks = new WebhookService({ db, masterKey, engine: webhookEngine, clock });
  const llmSettings = new LlmSettings({ db, logger, masterKey, instance: options.llm });
  const datasets = new DatasetService({
    dir: options.datasetDir,
    logger,
    clock,
    onChange: (companyId) => entities.forget('dataset', companyId),
    models: sqlModels(llmSettings),
  });
  const registry = standardToolRegistry({
    db,
    tasks: { registry: taskRegistry, service: tasks },
    datasets,
  });
  const entities = new EntityDirectory(db, logger, [
    recordNames(db),
    datasetTerms(datasets),
    reviewDatasetNames(db),
  ]);
  const chat = new ChatService({ db, registry, clock, logger, models: llmSettings, entities });

  const catalogue: JobCatalogue = [
    taskRunJob(tasks),
    reviews.analysisJob(),
    mail.job(),
    ...(deliverWebhooks ? webhookEngine.jobs() : []),
    defineJob({
      name: 'auth.maintain-signing-keys',
      schema: z.object({}).passthrough(),
      // Daily: rotate the JWT signing key when it is 30 days old; delete retired keys no token can need.
      schedule: { cron: '17 3 * * *' },
      handler: async (_payload, { logger: jobLogger }) => {
        const result = await accounts.keyring.maintain();
        if (result.rotated || result.deleted) jobLogger.info(result, 'signing keys maintained');
        return result;
      },
    }),
  ];

  const stops: (() => Promise<void>)[] = [];
  return {
    deps: {
      db,
      accounts,
      records,
      registry,
      chat,
      tasks,
      llmSettings,
      datasets,
      reviews,
      webhooks,
      mail,
      logger,
      clock,
    },
    catalogue,
    runner: () => runner,
    async start({ worker }) {
      await Promise.all([records.start(), chat.start(), llmSettings.start(), entities.start()]);
      stops.unshift(
        () => records.stop(),
        () => chat.stop(),
        () => llmSettings.stop(),
        () => entities.stop(),
        () => datasets.close(),
        async () => mail.close(),
      );
      if (!options.queue) return;
      const jobs = await startJobRunner({ db, catalogue, logger });
      runner = jobs;
      stops.unshift(() => jobs.stop({ timeoutMs: options.drainMs ?? 30_000 }));
      if (worker) {
        await jobs.startWorkers();
        if (deliverWebhooks) {
          await webhookEngine.start();
          stops.unshift(() => webhookEngine.stop());
        }
      }
    },
    async stop() {
      for (const stop of stops.splice(0))
        await stop().catch((error) => logger.error({ err: error }, 'shutdown step failed'));
    },
  };
}
