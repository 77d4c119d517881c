import { AppError } from '@colloquy/core';
import type { DuckDBConnection } from '@duckdb/node-api';
import { type CellValue, readRows } from '../store/values.ts';
import { prepareReadOnlySelect, UnsafeQueryError } from './gate.ts';

export interface QueryResult {
  columns: string[];
  rows: CellValue[][];
  /** True when the row cap cut the result short. */
  truncated: boolean;
}

export interface RunReadOnlyOptions {
  connection: DuckDBConnection;
  sql: string;
  allowedTables: readonly string[];
  rowLimit?: number;
  timeoutMs?: number;
}

export const DEFAULT_ROW_LIMIT = 1000;
export const DEFAULT_TIMEOUT_MS = 5000;

export class QueryFailedError extends AppError {
  constructor(message: string, cause?: unknown) {
    super('query_failed', message, { status: 422, cause });
  }
}

/** Runs SQL only after the safety gate passes, with a row cap and a time limit (the query is interrupted). */
export async function runReadOnly(options: RunReadOnlyOptions): Promise<QueryResult> {
  const { connection, sql } = options;
  const rowLimit = options.rowLimit ?? DEFAULT_ROW_LIMIT;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  // A query the gate lets through can still fail to bind (a column that does not exist): a failed query, not a crash.
  const prepared = await prepareReadOnlySelect(connection, sql, options.allowedTables).catch(
    (error: unknown) => {
      throw error instanceof UnsafeQueryError ? error : failed(error);
    },
  );
  let timedOut = false;
  let repeat: NodeJS.Timeout | undefined;
  const timer = setTimeout(() => {
    timedOut = true;
    connection.interrupt();
    // An interrupt that lands before DuckDB starts executing (a busy machine) is lost: repeat until it stops.
    repeat = setInterval(() => connection.interrupt(), 50);
  }, timeoutMs);
  try {
    const reader = await prepared.streamAndReadUntil(rowLimit + 1);
    const rows = readRows(reader, rowLimit);
    return { columns: reader.columnNames(), rows, truncated: reader.currentRowCount > rowLimit };
  } catch (error) {
    if (timedOut)
      throw new QueryFailedError(`the query took longer than ${timeoutMs} ms and was stopped`, error);
    throw failed(error);
  } finally {
    clearTimeout(timer);
    clearInterval(repeat);
  }
}

function failed(error: unknown): QueryFailedError {
  const message = (error instanceof Error ? error.message : String(error)).split('\n')[0];
  return new QueryFailedError(`the query failed: ${message}`, error);
}
