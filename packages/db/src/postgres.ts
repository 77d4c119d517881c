import pg from 'pg';
import type { Db, Listener, Row, Transaction } from './types.ts';

// Keep timestamps as Date and bigint counts as numbers where they fit, as PGlite does.
pg.types.setTypeParser(20, (v) => {
  const n = Number(v);
  return Number.isSafeInteger(n) ? n : v;
});

export interface PostgresOptions {
  connectionString?: string;
  /** For a unix socket: the directory holding `.s.PGSQL.<port>`. */
  host?: string;
  port?: number;
  max?: number;
  viaSocket?: boolean;
}

export async function openPostgres(options: PostgresOptions): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    host: options.host,
    port: options.port,
    max: options.max ?? 10,
    ...(options.viaSocket ? { user: 'postgres', database: 'postgres' } : {}),
  });
  // An idle client that errors (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  await pool.query('SELECT 1');
  return wrapPool(pool, options.connectionString, options.viaSocket ?? false);
}

function wrapPool(pool: pg.Pool, connectionString: string | undefined, viaSocket: boolean): Db {
  return {
    handle: { kind: 'postgres', pool, connectionString, viaSocket },
    async query<T = Row>(sql: string, params?: readonly unknown[]) {
      return (await pool.query(sql, params as unknown[] | undefined)).rows as T[];
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const scoped: Transaction = {
          query: async <T = Row>(sql: string, params?: readonly unknown[]) =>
            (await client.query(sql, params as unknown[] | undefined)).rows as T[],
          exec: async (sql: string) => {
            await client.query(sql);
          },
        };
        const result = await fn(scoped);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async listen(channel, listener) {
      if (viaSocket) throw new Error('LISTEN is not available through the embedded database socket');
      return listenWithReconnect(pool.options, channel, listener);
    },
    async close() {
      await pool.end();
    },
  };
}

/**
 * LISTEN on a dedicated connection that reconnects after errors. Notifications sent while it was down
 * are lost, so `onGap` tells the caller to forget what it cached, on the drop and again on resubscribe.
 */
async function listenWithReconnect(
  options: pg.PoolConfig,
  channel: string,
  listener: Listener,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const quoted = `"${channel.replace(/"/g, '""')}"`;

  // One reconnect at a time, however many ways a failure is reported (error event, rejected connect).
  const schedule = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch(schedule);
    }, 1000);
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ ...options });
    let failed = false;
    next.on('notification', (message) => {
      if (message.channel === channel) listener.onMessage(message.payload ?? '');
    });
    next.on('error', () => {
      if (failed) return;
      failed = true;
      listener.onGap();
      next.end().catch(() => {});
      schedule();
    });
    await next.connect();
    await next.query(`LISTEN ${quoted}`);
    client = next;
    listener.onGap();
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
