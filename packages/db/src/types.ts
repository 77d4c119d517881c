import type { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';

export type Row = Record<string, unknown>;

/** How this process reaches the database. */
export type DbHandle =
  /** Embedded PGlite owned by this process. */
  | { kind: 'pglite'; pglite: PGlite; dataDir: string | undefined }
  /** A PostgreSQL server (or a running Colloquy server's embedded database, through its socket). */
  | { kind: 'postgres'; pool: Pool; connectionString: string | undefined; viaSocket: boolean };

/** The one database interface every store and job uses. All SQL is parameterised ($1, $2, …). */
export interface Queryable {
  query<T = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

export interface Transaction extends Queryable {
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Listener {
  /**
   * Called for every NOTIFY on the channel. `onGap` is called whenever notifications may have been
   * missed (the connection dropped) and again once listening resumed: callers drop what they cached.
   */
  onMessage(payload: string): void;
  onGap(): void;
}

export interface Db extends Queryable {
  readonly handle: DbHandle;
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs `fn` in one transaction; it commits when `fn` resolves and rolls back when it throws. */
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  /** LISTENs on `channel` until the returned function is called. */
  listen(channel: string, listener: Listener): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
