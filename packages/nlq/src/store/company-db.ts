import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { type DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';
import { quoteLiteral } from '../sql-text.ts';

/** Schema holding Colloquy's own bookkeeping (declared relationships); questions may never read it. */
export const META_SCHEMA = 'colloquy_meta';

export interface CompanyDb {
  /** Absolute path of the company's DuckDB file. */
  readonly path: string;
  /** The only directory DuckDB may read files from: imports are copied here first, then removed. */
  readonly stagingDir: string;
  /** Connection for imports and profiling. */
  readonly connection: DuckDBConnection;
  /** A fresh connection on the same locked-down instance (one per question, so a timeout interrupts only it). */
  connect(): Promise<DuckDBConnection>;
  close(): void;
}

export interface OpenCompanyDbOptions {
  /** The company's DuckDB database file, created when missing. */
  path: string;
  /** Where uploads are staged for DuckDB's readers; defaults to `<path>.imports/`. */
  stagingDir?: string;
  /** Worker threads; DuckDB's default is one per core. One thread makes the order of tied rows repeatable. */
  threads?: number;
}

/**
 * Opens one company's DuckDB file and locks the whole instance down before anything else can run: no file or
 * network access except the staging directory, and a locked configuration so no later statement can undo it.
 */
export async function openCompanyDb(options: OpenCompanyDbOptions): Promise<CompanyDb> {
  const path = resolve(options.path);
  const stagingDir = resolve(options.stagingDir ?? `${path}.imports`);
  mkdirSync(dirname(path), { recursive: true });
  mkdirSync(stagingDir, { recursive: true });
  // Extensions are loaded before the lock-down: autoloading would need network and file access afterwards.
  const instance = await DuckDBInstance.create(path, {
    autoload_known_extensions: 'false',
    ...(options.threads ? { threads: String(options.threads) } : {}),
  });
  const connection = await instance.connect();
  await connection.run(`CREATE SCHEMA IF NOT EXISTS ${META_SCHEMA}`);
  await connection.run(
    `CREATE TABLE IF NOT EXISTS ${META_SCHEMA}.relationships (
       from_table VARCHAR, from_column VARCHAR, to_table VARCHAR, to_column VARCHAR,
       PRIMARY KEY (from_table, from_column, to_table, to_column))`,
  );
  await lockDown(connection, stagingDir);
  return {
    path,
    stagingDir,
    connection,
    connect: () => instance.connect(),
    close() {
      connection.closeSync();
      instance.closeSync();
    },
  };
}

async function lockDown(connection: DuckDBConnection, stagingDir: string): Promise<void> {
  // Order matters: allowed_directories cannot change once external access is off, nothing once locked.
  await connection.run(`SET allowed_directories = [${quoteLiteral(join(stagingDir, '/'))}]`);
  await connection.run('SET enable_external_access = false');
  await connection.run('SET autoinstall_known_extensions = false');
  await connection.run('SET lock_configuration = true');
}
