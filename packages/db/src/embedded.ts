import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import type { Db } from './types.ts';

/**
 * Embedded mode keeps PGlite in `<dataDir>/pgdata`. PGlite is single-process, so exactly one process
 * owns the directory (the lock file names it). A running server also serves that database on a unix
 * socket, described in `server.json`, and every other process (the CLI) connects through it.
 */
const LOCK_FILE = 'pgdata.lock';
const SERVER_FILE = 'server.json';
const SOCKET_PORT = 5432;

export interface ServerInfo {
  pid: number;
  socketDir: string;
  port: number;
}

export function pgdataDir(dataDir: string): string {
  return join(dataDir, 'pgdata');
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The running server that serves this data directory, if any. */
export function readServerInfo(dataDir: string): ServerInfo | undefined {
  const path = join(dataDir, SERVER_FILE);
  if (!existsSync(path)) return undefined;
  try {
    const info = JSON.parse(readFileSync(path, 'utf8')) as ServerInfo;
    return isProcessAlive(info.pid) && existsSync(join(info.socketDir, `.s.PGSQL.${info.port}`))
      ? info
      : undefined;
  } catch {
    return undefined;
  }
}

export class DataDirLockedError extends Error {}

/** Takes the data directory for this process, or throws naming the process that holds it. */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(path, JSON.stringify({ pid: process.pid }), { flag: 'wx', mode: 0o600 });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readPid(path);
      if (holder !== undefined && holder !== process.pid && isProcessAlive(holder)) {
        throw new DataDirLockedError(
          `The embedded database in ${dataDir} is in use by process ${holder}. Stop it, or run commands while its server is up (they connect through its socket).`,
        );
      }
      // A stale lock left by a process that died: take it over.
      rmSync(path, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock ${dataDir}`);
}

function readPid(path: string): number | undefined {
  try {
    return (JSON.parse(readFileSync(path, 'utf8')) as { pid?: number }).pid;
  } catch {
    return undefined;
  }
}

/** Serves an embedded database on a unix socket so other processes can use it while this one runs. */
export async function exposeEmbedded(
  db: Db,
  dataDir: string,
): Promise<{ info: ServerInfo; stop: () => Promise<void> }> {
  if (db.handle.kind !== 'pglite') throw new Error('Only an embedded database can be exposed');
  let socketDir = join(dataDir, 'run');
  // Unix socket paths are limited to ~107 bytes; fall back to a private temporary directory.
  if (join(socketDir, `.s.PGSQL.${SOCKET_PORT}`).length > 100)
    socketDir = await mkdtemp(join(tmpdir(), 'colloquy-'));
  mkdirSync(socketDir, { recursive: true, mode: 0o700 });
  const socketPath = join(socketDir, `.s.PGSQL.${SOCKET_PORT}`);
  rmSync(socketPath, { force: true });
  const server = new PGLiteSocketServer({ db: db.handle.pglite, path: socketPath, maxConnections: 8 });
  await server.start();
  const info: ServerInfo = { pid: process.pid, socketDir, port: SOCKET_PORT };
  const serverFile = join(dataDir, SERVER_FILE);
  writeFileSync(serverFile, JSON.stringify(info), { mode: 0o600 });
  return {
    info,
    async stop() {
      rmSync(serverFile, { force: true });
      await server.stop();
      rmSync(socketPath, { force: true });
    },
  };
}
