import { lockDataDir, pgdataDir, readServerInfo } from './embedded.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';
import type { Db } from './types.ts';

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded database in `dataDir` is used. */
  databaseUrl?: string | undefined;
  dataDir: string;
  /** Connections in the pool (PostgreSQL only). */
  poolSize?: number;
}

/**
 * Opens the database the configuration names:
 * - `databaseUrl` set: that PostgreSQL server;
 * - otherwise, if a server already runs on `dataDir`: its embedded database, through its socket;
 * - otherwise: the embedded PGlite in `dataDir`, owned (locked) by this process until `close()`.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Db> {
  if (options.databaseUrl)
    return openPostgres({ connectionString: options.databaseUrl, max: options.poolSize });
  const server = readServerInfo(options.dataDir);
  if (server) return openPostgres({ host: server.socketDir, port: server.port, max: 1, viaSocket: true });
  const unlock = lockDataDir(options.dataDir);
  try {
    const db = await openPglite(pgdataDir(options.dataDir));
    return {
      ...db,
      async close() {
        await db.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
