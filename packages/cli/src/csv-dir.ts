import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface BatchAnswer {
  question: string;
  sql: string | null;
  columns: string[];
  rows: unknown[][];
  error?: string;
}

export interface CsvDirOptions {
  dir: string;
  questions: AsyncIterable<string>;
  /** Receives one result per question, in order. */
  emit: (answer: BatchAnswer) => Promise<void> | void;
  /** Progress and warnings (stderr). */
  log: (message: string) => void;
  rowLimit: number;
  timeoutMs: number;
}

/** The CSV files of `dir` (not recursive), sorted so table creation is deterministic. */
export function csvFilesIn(dir: string): string[] {
  let isDir = false;
  try {
    isDir = statSync(dir).isDirectory();
  } catch {}
  if (!isDir) throw new Error(`--csv-dir ${dir} is not a directory`);
  const files = readdirSync(dir)
    .filter((f) => /\.csv$/i.test(f))
    .sort();
  if (files.length === 0) throw new Error(`--csv-dir ${dir} holds no .csv files`);
  return files.map((f) => join(dir, f));
}

/**
 * Evaluation mode: every CSV of a folder becomes a table of a throwaway DuckDB (no company, no Postgres, no data
 * dir), then each question is answered on its own — one bad question yields an `error`, never a crash.
 */
export async function answerOverCsvDir(
  options: CsvDirOptions,
): Promise<{ answered: number; failed: number }> {
  const files = csvFilesIn(options.dir);
  // Loaded here so the rest of the CLI never pays for DuckDB.
  const nlq = await import('@colloquy/nlq');
  const work = mkdtempSync(join(tmpdir(), 'colloquy-ask-'));
  const db = await nlq.openCompanyDb({ path: join(work, 'ask.duckdb') });
  let connection: Awaited<ReturnType<typeof db.connect>> | undefined;
  try {
    for (const file of files) {
      try {
        await db.connection.run('BEGIN TRANSACTION');
        await nlq.importDataset(db, { file, replace: true });
        await db.connection.run('COMMIT');
      } catch (error) {
        await db.connection.run('ROLLBACK').catch(() => {});
        options.log(`skipped ${file}: ${messageOf(error)}`);
      }
    }
    const schema = nlq.buildSchemaIndex(await nlq.loadSchema(db));
    const allowedTables = schema.tables.map((t) => t.name);
    options.log(`loaded ${allowedTables.length} tables from ${options.dir}`);
    let answered = 0;
    let failed = 0;
    for await (const line of options.questions) {
      const question = line.replace(/\r$/, '');
      const out: BatchAnswer = { question, sql: null, columns: [], rows: [] };
      try {
        if (question.trim() === '') throw new Error('empty question');
        const translation = nlq.translateQuestion({ question: question.trim(), schema });
        if (!translation.understood) throw new Error(translation.reason);
        out.sql = translation.sql;
        connection ??= await db.connect();
        const result = await nlq.runReadOnly({
          connection,
          sql: translation.sql,
          allowedTables,
          rowLimit: options.rowLimit,
          timeoutMs: options.timeoutMs,
        });
        out.columns = result.columns;
        out.rows = result.rows;
        answered++;
      } catch (error) {
        out.error = messageOf(error);
        failed++;
        if (out.sql !== null) {
          // A connection whose query failed or was interrupted is not reused.
          connection?.closeSync();
          connection = undefined;
        }
      }
      await options.emit(out);
    }
    return { answered, failed };
  } finally {
    connection?.closeSync();
    db.close();
    rmSync(work, { recursive: true, force: true });
  }
}

function messageOf(error: unknown): string {
  return ((error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '').trim() || 'failed';
}
