import { RecordCache } from '@colloquy/accounts';
import { createApp, type HttpServer, startHttpServer } from '@colloquy/api';
import {
  ChatService,
  datasetTerms,
  EntityDirectory,
  LlmSettings,
  type ModelEndpoint,
  ReviewService,
  recordNames,
  reviewDatasetNames,
  standardTaskRegistry,
  standardToolRegistry,
  TASK_JOB,
  TaskService,
} from '@colloquy/assistants';
import { type Config, createLogger, systemClock } from '@colloquy/core';
import { exposeEmbedded } from '@colloquy/db';
import { type JobRunner, startJobRunner } from '@colloquy/jobs';
import { DatasetService } from '@colloquy/nlq';
import { WebhookEngine, WebhookService } from '@colloquy/webhooks';
import { datasetDir } from './datasets.ts';
import { buildCatalogue } from './jobs.ts';
import { openRuntime } from './runtime.ts';
import { seedDemo } from './seed.ts';

/** The instance's optional model: LLM_BASE_URL and LLM_MODEL (and LLM_API_KEY); companies may set their own. */
function instanceModel(config: Config): ModelEndpoint | undefined {
  const { baseUrl, model, apiKey } = config.llm;
  return baseUrl && model ? { baseUrl, model, apiKey } : undefined;
}

export interface ServeOptions {
  api: boolean;
  worker: boolean;
  /** Seed the demo company when the database has none (default: embedded mode only). */
  seed?: boolean;
}

export interface RunningService {
  url: string | undefined;
  demo: Awaited<ReturnType<typeof seedDemo>>;
  stop(): Promise<void>;
}

/**
 * Starts the API and/or a worker on the configured database. In embedded mode it also serves the
 * database on a unix socket, so CLI commands work while it runs.
 */
export async function startService(config: Config, options: ServeOptions): Promise<RunningService> {
  const logger = createLogger({ level: config.logLevel, buffered: true });
  const runtime = await openRuntime(config, logger);
  const { db, accounts } = runtime;
  if (db.handle.kind === 'postgres' && db.handle.viaSocket) {
    await runtime.close();
    throw new Error(
      `A Colloquy server is already running on ${config.dataDir}; stop it first or use another COLLOQUY_DATA_DIR`,
    );
  }
  const stops: (() => Promise<void>)[] = [];
  let stopping = false;
  try {
    if (db.handle.kind === 'pglite') {
      const socket = await exposeEmbedded(db, config.dataDir);
      stops.unshift(socket.stop);
    }
    // The job runner: every process enqueues (async tasks, analyses); only workers run jobs.
    let runner: JobRunner | undefined;
    const queue = { enqueue: (...args: Parameters<JobRunner['enqueue']>) => runner!.enqueue(...args) };
    const reviews = new ReviewService({ db, logger, queue });
    const taskRegistry = standardTaskRegistry({ reviews });
    const tasks = new TaskService({
      db,
      tasks: taskRegistry,
      clock: systemClock,
      logger,
      enqueue: (runId, tx) => queue.enqueue(TASK_JOB, { run_id: runId }, { tx }),
    });
    // Workers turn outbox events into deliveries and deliver them; other processes only enqueue.
    const webhookEngine = new WebhookEngine({
      db,
      masterKey: runtime.masterKey,
      allowlist: config.webhookAllowlist,
      logger,
      queue,
    });
    const jobs = await startJobRunner({
      db,
      catalogue: buildCatalogue({ accounts, tasks, reviews, webhooks: webhookEngine }),
      logger,
    });
    runner = jobs;
    stops.unshift(() => jobs.stop({ timeoutMs: 30_000 }));
    if (options.worker) {
      await jobs.startWorkers();
      await webhookEngine.start();
    }
    stops.unshift(() => webhookEngine.stop());
    let server: HttpServer | undefined;
    if (options.api) {
      const records = new RecordCache({ db, logger });
      const datasets = new DatasetService({
        dir: datasetDir(config),
        logger,
        onChange: (companyId) => entities.forget('dataset', companyId),
      });
      stops.unshift(() => datasets.close());
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
      const llmSettings = new LlmSettings({
        db,
        logger,
        masterKey: runtime.masterKey,
        instance: instanceModel(config),
      });
      const chat = new ChatService({
        db,
        registry,
        clock: systemClock,
        logger,
        models: llmSettings,
        entities,
      });
      await Promise.all([records.start(), chat.start(), llmSettings.start(), entities.start()]);
      stops.unshift(
        () => records.stop(),
        () => chat.stop(),
        () => llmSettings.stop(),
        () => entities.stop(),
      );
      const app = createApp({
        db,
        accounts,
        records,
        registry,
        chat,
        tasks,
        llmSettings,
        datasets,
        reviews,
        webhooks: new WebhookService({ db, masterKey: runtime.masterKey, engine: webhookEngine }),
        logger,
        clock: systemClock,
        settings: {
          publicUrl: config.publicUrl,
          rateLimitPerMinute: config.rateLimitPerMinute,
          jsonBodyLimit: config.jsonBodyLimit,
        },
        readiness: async (): Promise<Record<string, boolean>> => (options.worker ? { jobs: !stopping } : {}),
      });
      server = await startHttpServer(app, { port: config.port, host: config.host });
      const http = server;
      // Stop taking requests first, then drain the worker, then close the database.
      stops.unshift(() => http.close());
    }
    const demo =
      (options.seed ?? db.handle.kind === 'pglite')
        ? await seedDemo({ runtime, url: server?.url })
        : undefined;
    return {
      url: server?.url,
      demo,
      async stop() {
        if (stopping) return;
        stopping = true;
        for (const stop of stops)
          await stop().catch((error) => logger.error({ err: error }, 'shutdown step failed'));
        await runtime.close();
        await new Promise<void>((resolve) => logger.flush(() => resolve()));
      },
    };
  } catch (error) {
    for (const stop of stops) await stop().catch(() => {});
    await runtime.close();
    throw error;
  }
}
