import { AppError } from '@colloquy/core';
import { type DuckDBConnection, type DuckDBPreparedStatement, StatementType } from '@duckdb/node-api';
import { quoteLiteral } from '../sql-text.ts';

/** Raised when SQL is not one read-only SELECT over the company's own tables. */
export class UnsafeQueryError extends AppError {
  constructor(message: string) {
    super('unsafe_query', message, { status: 422 });
  }
}

// Functions that reach outside the company's tables (files, environment, settings, catalog, dynamic SQL).
const DENIED_FUNCTION =
  /^(read_|parquet_|duckdb_|pragma_|sniff_|glob$|getenv$|current_setting$|query$|query_table$|which_secret$|file_|load$|install$|checkpoint$|force_checkpoint$|sql_auto_complete$|json_serialize_sql$|json_deserialize_sql$|json_execute_serialized_sql$)/i;

/**
 * Checks with DuckDB's own parser that `sql` is exactly one SELECT statement, reading only tables in
 * `allowedTables` (schema `main`) and CTEs it defines, with no table functions and no file/system functions.
 */
export async function checkReadOnlySelect(
  connection: DuckDBConnection,
  sql: string,
  allowedTables: readonly string[],
): Promise<void> {
  await prepareReadOnlySelect(connection, sql, allowedTables);
}

/**
 * The same check, handing back the statement it prepared: running that one rather than the text again saves
 * DuckDB binding and planning the query twice (the larger part of the gate's cost).
 */
export async function prepareReadOnlySelect(
  connection: DuckDBConnection,
  sql: string,
  allowedTables: readonly string[],
): Promise<DuckDBPreparedStatement> {
  let extracted: Awaited<ReturnType<DuckDBConnection['extractStatements']>>;
  try {
    extracted = await connection.extractStatements(sql);
  } catch (error) {
    throw new UnsafeQueryError(`the query does not parse: ${firstLine(error)}`);
  }
  const count = extracted.count;
  if (count !== 1) throw new UnsafeQueryError(`exactly one statement may run; this text has ${count}`);
  const reader = await connection.runAndReadAll(`SELECT json_serialize_sql(${quoteLiteral(sql)})`);
  const tree = JSON.parse(String(reader.getRows()[0]?.[0])) as {
    error: boolean;
    error_message?: string;
    statements?: unknown[];
  };
  if (tree.error) throw new UnsafeQueryError('only a read-only SELECT query may run');
  const allowed = new Set(allowedTables.map((t) => t.toLowerCase()));
  collectCteNames(tree, allowed);
  walk(tree, allowed);
  // The parser turns some non-queries (PRAGMA) into SELECTs; the prepared type is the last word.
  const prepared = await extracted.prepare(0);
  if (prepared.statementType !== StatementType.SELECT) {
    throw new UnsafeQueryError('only a read-only SELECT query may run');
  }
  return prepared;
}

function collectCteNames(node: unknown, into: Set<string>): void {
  if (Array.isArray(node)) {
    for (const child of node) collectCteNames(child, into);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  const cte = record.cte_map as { map?: { key?: string }[] } | undefined;
  for (const entry of cte?.map ?? []) if (entry.key) into.add(entry.key.toLowerCase());
  for (const value of Object.values(record)) collectCteNames(value, into);
}

function walk(node: unknown, allowed: Set<string>): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, allowed);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  if (record.type === 'TABLE_FUNCTION') {
    const fn = (record.function as { function_name?: string } | undefined)?.function_name ?? 'a function';
    throw new UnsafeQueryError(`table functions such as ${fn}() may not be used; query the tables directly`);
  }
  if (record.type === 'BASE_TABLE') {
    const schema = String(record.schema_name ?? '');
    const catalog = String(record.catalog_name ?? '');
    const table = String(record.table_name ?? '');
    if (catalog !== '' || (schema !== '' && schema !== 'main') || !allowed.has(table.toLowerCase())) {
      throw new UnsafeQueryError(
        `"${[catalog, schema, table].filter(Boolean).join('.')}" is not one of your tables`,
      );
    }
  }
  if (record.class === 'FUNCTION' && typeof record.function_name === 'string') {
    if (DENIED_FUNCTION.test(record.function_name)) {
      throw new UnsafeQueryError(
        `the function ${record.function_name}() may not be used in a question's query`,
      );
    }
  }
  for (const value of Object.values(record)) walk(value, allowed);
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
}
