import { type Accounts, createAccounts } from '@colloquy/accounts';
import { type Config, createLogger, type Logger, systemClock } from '@colloquy/core';
import { type Db, migrate, openDatabase } from '@colloquy/db';
import { resolveMasterKey } from './master-key.ts';

export interface Runtime {
  config: Config;
  logger: Logger;
  db: Db;
  accounts: Accounts;
  /** Encrypts secrets at rest (COLLOQUY_MASTER_KEY, or the generated one in the data dir). */
  masterKey: string;
  close(): Promise<void>;
}

/** Opens the configured database (migrated) and the credential services: what every command needs. */
export async function openRuntime(
  config: Config,
  logger = createLogger({ level: config.logLevel }),
): Promise<Runtime> {
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const applied = await migrate(db);
    if (applied.length) logger.info({ migrations: applied.map((m) => `${m.version}_${m.name}`) }, 'migrated');
    const masterKey = resolveMasterKey(config, logger);
    const accounts = await createAccounts({
      db,
      clock: systemClock,
      logger,
      masterKey,
      issuer: config.publicUrl,
      tokenTtlSeconds: config.tokenTtlSeconds,
    });
    return { config, logger, db, accounts, masterKey, close: () => db.close() };
  } catch (error) {
    await db.close();
    throw error;
  }
}

/** Runs `fn` with a runtime and always closes it. */
export async function withRuntime<T>(config: Config, fn: (runtime: Runtime) => Promise<T>): Promise<T> {
  const runtime = await openRuntime(config);
  try {
    return await fn(runtime);
  } finally {
    await runtime.close();
  }
}
