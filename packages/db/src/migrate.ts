import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Db, Queryable } from './types.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations/', import.meta.url));
// Any constant works; it only has to be the same in every Colloquy process.
const MIGRATION_LOCK = 7_223_001;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** The migrations shipped with this version, in order (`NNNN_name.sql`). */
export function listMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d{4}_[\w-]+\.sql$/.test(file))
    .sort()
    .map((file) => ({
      version: Number(file.slice(0, 4)),
      name: file.slice(5, -4),
      sql: readFileSync(`${dir}/${file}`, 'utf8'),
    }));
}

const LEDGER =
  'CREATE TABLE IF NOT EXISTS colloquy_migrations (version int PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())';

async function appliedVersions(db: Queryable): Promise<Set<number>> {
  const [ledger] = await db.query<{ exists: boolean }>(
    "SELECT to_regclass('colloquy_migrations') IS NOT NULL AS exists",
  );
  if (!ledger?.exists) return new Set();
  const rows = await db.query<{ version: number }>('SELECT version FROM colloquy_migrations');
  return new Set(rows.map((r) => r.version));
}

export async function pendingMigrations(db: Queryable, migrations = listMigrations()): Promise<Migration[]> {
  const applied = await appliedVersions(db);
  return migrations.filter((m) => !applied.has(m.version));
}

/**
 * Applies pending migrations in one transaction (all or nothing). An advisory lock makes concurrent
 * starts on one PostgreSQL safe: the second process waits, then finds nothing left to do.
 */
export async function migrate(db: Db, migrations = listMigrations()): Promise<Migration[]> {
  if ((await pendingMigrations(db, migrations)).length === 0) return [];
  if (db.handle.kind === 'postgres' && db.handle.viaSocket) {
    throw new Error(
      'Migrations are pending: stop the running server and run `colloquy migrate` (or restart it).',
    );
  }
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(LEDGER);
    const pending = await pendingMigrations(tx, migrations);
    for (const migration of pending) {
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO colloquy_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
    }
    return pending;
  });
}
