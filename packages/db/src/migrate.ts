import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Db } from './types.ts';

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

export async function pendingMigrations(db: Db, migrations = listMigrations()): Promise<Migration[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS colloquy_migrations (version int PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const applied = new Set(
    (await db.query<{ version: number }>('SELECT version FROM colloquy_migrations')).map((r) => r.version),
  );
  return migrations.filter((m) => !applied.has(m.version));
}

/**
 * Applies pending migrations, each in its own transaction. An advisory lock makes concurrent
 * starts on one PostgreSQL safe: the second process waits, then finds nothing left to do.
 */
export async function migrate(db: Db, migrations = listMigrations()): Promise<Migration[]> {
  if ((await pendingMigrations(db, migrations)).length === 0) return [];
  if (db.handle.kind === 'postgres' && db.handle.viaSocket) {
    throw new Error(
      'Migrations are pending: stop the running server and run `colloquy migrate` (or restart it).',
    );
  }
  const applied: Migration[] = [];
  for (const migration of migrations) {
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const [row] = await tx.query('SELECT 1 FROM colloquy_migrations WHERE version = $1', [
        migration.version,
      ]);
      if (row) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO colloquy_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (done) applied.push(migration);
  }
  return applied;
}
