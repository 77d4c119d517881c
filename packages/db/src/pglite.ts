import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable, Row } from './types.ts';

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
        const scoped: Queryable = {
          query: async <T = Row>(sql: string, params?: readonly unknown[]) =>
            (await tx.query<T>(sql, params as unknown[] | undefined)).rows,
        };
        return fn(scoped);
      });
    },
    async close() {
      if (!pglite.closed) await pglite.close();
    },
  };
}
