import { randomUUID } from 'node:crypto';
import { copyFile, rm } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { InvalidRequestError, NotFoundError } from '@colloquy/core';
import { quoteIdent, quoteLiteral } from '../sql-text.ts';
import type { CompanyDb } from './company-db.ts';

export type DatasetFormat = 'csv' | 'json' | 'parquet';

export interface ColumnInfo {
  name: string;
  type: string;
}

export interface TableInfo {
  name: string;
  rowCount: number;
  columns: ColumnInfo[];
}

export interface ImportDatasetInput {
  /** A file on disk (an upload already streamed to disk by the caller). */
  file: string;
  /** Table name; defaults to the file name without its extension. */
  table?: string;
  format?: DatasetFormat;
  /** Replace an existing table of that name instead of refusing. */
  replace?: boolean;
  onProgress?: (phase: 'staging' | 'loading' | 'done') => void;
}

const FORMATS: Record<string, DatasetFormat> = {
  '.csv': 'csv',
  '.tsv': 'csv',
  '.txt': 'csv',
  '.json': 'json',
  '.jsonl': 'json',
  '.ndjson': 'json',
  '.parquet': 'parquet',
};

export function tableNameFor(file: string): string {
  const stem = basename(file, extname(file));
  const name = stem.replace(/[^A-Za-z0-9_]+/g, '_').replace(/^_+|_+$/g, '');
  return /^[A-Za-z_]/.test(name) ? name : `t_${name}`;
}

/** Imports one file into a table with types inferred from the whole file. */
export async function importDataset(db: CompanyDb, input: ImportDatasetInput): Promise<TableInfo> {
  const format = input.format ?? FORMATS[extname(input.file).toLowerCase()];
  if (!format) {
    throw new InvalidRequestError(
      `unsupported file type for ${basename(input.file)}: use .csv, .json or .parquet`,
    );
  }
  const table = input.table ?? tableNameFor(input.file);
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(table)) {
    throw new InvalidRequestError(`table name "${table}" must be letters, digits and underscores`);
  }
  if (!input.replace && (await tableExists(db, table))) {
    throw new InvalidRequestError(`table "${table}" already exists: pass replace to overwrite it`);
  }
  input.onProgress?.('staging');
  // DuckDB may only read from the staging directory, so every import goes through a copy there.
  const staged = join(db.stagingDir, `${randomUUID()}${extname(input.file)}`);
  await copyFile(input.file, staged);
  try {
    input.onProgress?.('loading');
    await db.connection.run(
      `CREATE OR REPLACE TABLE main.${quoteIdent(table)} AS SELECT * FROM ${reader(format, staged)}`,
    );
  } catch (error) {
    throw new InvalidRequestError(
      `could not read ${basename(input.file)} as ${format}: ${firstLine(error)}`,
      {
        cause: error,
      },
    );
  } finally {
    await rm(staged, { force: true });
  }
  input.onProgress?.('done');
  return describeTable(db, table);
}

const CSV_TYPES =
  "auto_type_candidates = ['BIGINT', 'DOUBLE', 'DATE', 'TIMESTAMP', 'VARCHAR'], dateformat = '%Y-%m-%d', " +
  "timestampformat = '%Y-%m-%d %H:%M:%S'";

function reader(format: DatasetFormat, path: string): string {
  const file = quoteLiteral(path);
  if (format === 'parquet') return `read_parquet(${file})`;
  if (format === 'json') return `read_json_auto(${file})`;
  // Types only where the text is unambiguous: numbers, ISO dates and timestamps. "06.10.1976" (day or month first?),
  // "3:45" (a clock time or a duration?) and yes/no keep the text as written, so nothing the file said is lost.
  return `read_csv(${file}, auto_detect = true, header = true, sample_size = -1, nullstr = ['', 'NULL', 'null'], ${CSV_TYPES})`;
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
}

export async function tableExists(db: CompanyDb, table: string): Promise<boolean> {
  const reader = await db.connection.runAndReadAll(
    `SELECT count(*) FROM duckdb_tables() WHERE schema_name = 'main' AND database_name = current_database() AND table_name = $1`,
    [table],
  );
  return Number(reader.getRows()[0]?.[0] ?? 0) > 0;
}

export async function listTables(db: CompanyDb): Promise<TableInfo[]> {
  const reader = await db.connection.runAndReadAll(
    `SELECT table_name FROM duckdb_tables() WHERE schema_name = 'main' AND database_name = current_database() ORDER BY table_name`,
  );
  const names = reader.getRows().map((row) => String(row[0]));
  return Promise.all(names.map((name) => describeTable(db, name)));
}

export async function describeTable(db: CompanyDb, table: string): Promise<TableInfo> {
  const columns = await db.connection.runAndReadAll(
    `SELECT column_name, data_type FROM duckdb_columns()
     WHERE schema_name = 'main' AND database_name = current_database() AND table_name = $1 ORDER BY column_index`,
    [table],
  );
  const rows = columns.getRows();
  if (rows.length === 0) throw new NotFoundError(`table "${table}" not found`);
  const count = await db.connection.runAndReadAll(`SELECT count(*) FROM main.${quoteIdent(table)}`);
  return {
    name: table,
    rowCount: Number(count.getRows()[0]?.[0] ?? 0),
    columns: rows.map((row) => ({ name: String(row[0]), type: String(row[1]) })),
  };
}

export async function deleteTable(db: CompanyDb, table: string): Promise<void> {
  if (!(await tableExists(db, table))) throw new NotFoundError(`table "${table}" not found`);
  await db.connection.run(`DROP TABLE main.${quoteIdent(table)}`);
  await db.connection.run(`DELETE FROM colloquy_meta.relationships WHERE from_table = $1 OR to_table = $1`, [
    table,
  ]);
}
