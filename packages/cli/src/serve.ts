import { createApp, createServices, type HttpServer, startHttpServer } from '@colloquy/api';
import type { ModelEndpoint } from '@colloquy/assistants';
import { type Config, createLogger, systemClock } from '@colloquy/core';
import { exposeEmbedded } from '@colloquy/db';
import { datasetDir } from './datasets.ts';
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
    const services = createServices({
      db,
      accounts,
      logger,
      clock: systemClock,
      masterKey: runtime.masterKey,
      datasetDir: datasetDir(config),
      llm: instanceModel(config),
      mail: { smtpUrl: config.smtpUrl, from: config.mailFrom, allowlist: config.smtpAllowlist },
      webhooks: { allowlist: config.webhookAllowlist },
      chromiumPath: config.chromiumPath,
      publicUrl: config.publicUrl,
      queue: true,
      channels: { whatsappGraphUrl: config.whatsappGraphUrl, smsApiUrl: config.smsApiUrl },
    });
    stops.unshift(() => services.stop());
    await services.start({ worker: options.worker });
    let server: HttpServer | undefined;
    if (options.api) {
      const app = createApp({
        ...services.deps,
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
        ? await seedDemo({ runtime, services: services.deps, url: server?.url })
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
