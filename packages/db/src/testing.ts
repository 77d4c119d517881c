import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrate } from './migrate.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';
import type { Db } from './types.ts';

export type TestBackend = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export function testBackends(): TestBackend[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDatabase {
  db: Db;
  /** Connection string of the fresh PostgreSQL database (undefined on PGlite). */
  url: string | undefined;
  drop(): Promise<void>;
}

/** A fresh, migrated database: in-memory PGlite, or a new database on the TEST_DATABASE_URL server. */
export async function createTestDatabase(
  backend: TestBackend,
  options: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  if (backend === 'pglite') {
    const db = await openPglite(undefined);
    if (options.migrate !== false) await migrate(db);
    return { db, url: undefined, drop: () => db.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `colloquy_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // template0: nobody is ever connected to it, so parallel test files can copy it at once.
  await admin.query(`CREATE DATABASE ${name} TEMPLATE template0`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openPostgres({ connectionString: url.toString(), max: 10 });
  if (options.migrate !== false) await migrate(db);
  return {
    db,
    url: url.toString(),
    async drop() {
      await db.close().catch(() => {});
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
