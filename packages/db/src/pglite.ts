import { PGlite } from '@electric-sql/pglite';
import type { Db, Row, Transaction } from './types.ts';

/** Opens embedded PGlite at `path` (a directory), or in memory when `path` is undefined. */
export async function openPglite(path: string | undefined): Promise<Db> {
  const pglite = await PGlite.create(path ?? 'memory://');
  return wrapPglite(pglite, path);
}

export function wrapPglite(pglite: PGlite, dataDir: string | undefined): Db {
  const query = async <T = Row>(sql: string, params?: readonly unknown[]) =>
    (await pglite.query<T>(sql, params as unknown[] | undefined)).rows;
  return {
    handle: { kind: 'pglite', pglite, dataDir },
    query,
    async exec(sql) {
      await pglite.exec(sql);
    },
    transaction(fn) {
      return pglite.transaction(async (tx) => {
        const scoped: Transaction = {
          query: async <T = Row>(sql: string, params?: readonly unknown[]) =>
            (await tx.query<T>(sql, params as unknown[] | undefined)).rows,
          exec: async (sql: string) => {
            await tx.exec(sql);
          },
        };
        return fn(scoped);
      });
    },
    async listen(channel, listener) {
      // One process, one backend: nothing can be missed, so onGap is never needed.
      const unlisten = await pglite.listen(channel, (payload) => listener.onMessage(payload));
      return () => unlisten();
    },
    async close() {
      if (!pglite.closed) await pglite.close();
    },
  };
}
