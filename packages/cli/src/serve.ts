import { RecordCache } from '@colloquy/accounts';
import { createApp, type HttpServer, startHttpServer } from '@colloquy/api';
import {
  BUILTIN_TOOLS,
  ChatService,
  createOpenAiCompatibleProvider,
  createToolRegistry,
  type LlmProvider,
} from '@colloquy/assistants';
import { type Config, createLogger, systemClock } from '@colloquy/core';
import { exposeEmbedded } from '@colloquy/db';
import { type JobRunner, startJobRunner } from '@colloquy/jobs';
import { buildCatalogue } from './jobs.ts';
import { openRuntime } from './runtime.ts';
import { seedDemo } from './seed.ts';

/** The optional model: LLM_BASE_URL and LLM_MODEL (and LLM_API_KEY) name an OpenAI-compatible endpoint. */
function llmProvider(config: Config): LlmProvider | undefined {
  const { baseUrl, model, apiKey } = config.llm;
  if (!baseUrl || !model) return undefined;
  return createOpenAiCompatibleProvider({ baseUrl, model, ...(apiKey ? { apiKey } : {}) });
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
    let runner: JobRunner | undefined;
    if (options.worker) {
      const jobs = await startJobRunner({ db, catalogue: buildCatalogue({ accounts }), logger });
      await jobs.startWorkers();
      runner = jobs;
      stops.unshift(() => jobs.stop({ timeoutMs: 30_000 }));
    }
    let server: HttpServer | undefined;
    if (options.api) {
      const records = new RecordCache({ db, logger });
      const registry = createToolRegistry(BUILTIN_TOOLS);
      await records.start();
      stops.unshift(() => records.stop());
      const app = createApp({
        db,
        accounts,
        records,
        registry,
        chat: new ChatService({ db, registry, clock: systemClock, logger, llm: llmProvider(config) }),
        logger,
        clock: systemClock,
        settings: {
          publicUrl: config.publicUrl,
          rateLimitPerMinute: config.rateLimitPerMinute,
          jsonBodyLimit: config.jsonBodyLimit,
        },
        readiness: async (): Promise<Record<string, boolean>> => (runner ? { jobs: !stopping } : {}),
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
