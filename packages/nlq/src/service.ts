import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  AppError,
  type Clock,
  ConflictError,
  InvalidRequestError,
  type Logger,
  NotFoundError,
  systemClock,
  UnavailableError,
  ValidationError,
} from '@colloquy/core';
import { chartFor, describeResult } from './engine/answer.ts';
import { commandDecline } from './engine/commands.ts';
import { type NlqAnswer, translateQuestion } from './engine/engine.ts';
import { buildSchemaIndex, type SchemaIndex, type SchemaSnapshot } from './engine/schema-index.ts';
import { extractSql, repairPrompt, type SqlModel, sqlPrompt } from './model/prompt.ts';
import { type QueryResult, runReadOnly } from './safety/run.ts';
import { type CompanyDb, openCompanyDb } from './store/company-db.ts';
import {
  type DatasetFormat,
  deleteTable,
  importDataset,
  listTables,
  type TableInfo,
} from './store/datasets.ts';
import type { TableProfile } from './store/profile.ts';
import { declareRelationship, forgetRelationship, type Relationship } from './store/relationships.ts';
import { loadSchema } from './store/schema.ts';

export interface DatasetServiceOptions {
  /** Where the company files live: `<dir>/<company_id>.duckdb` (the server uses `<COLLOQUY_DATA_DIR>/datasets`). */
  dir: string;
  logger: Logger;
  clock?: Clock;
  /** Row cap and time limit of one question's query. */
  rowLimit?: number;
  timeoutMs?: number;
  /** Called after a company's datasets changed (import, replace, delete), e.g. to drop cached vocabularies. */
  onChange?: (companyId: string) => void;
  /**
   * The company's language model, when one is configured: it writes the SQL first (checked by the same safety
   * gate, one repair attempt on error), and the built-in engine answers when it fails.
   */
  models?: (companyId: string) => Promise<SqlModel | undefined>;
}

export interface DatasetFile {
  /** The file on disk (uploads are streamed to a temporary file first). */
  path: string;
  table: string;
  format: DatasetFormat;
  /** The name the user knows the file by, for messages. */
  label: string;
}

export interface DatasetDescription {
  table: TableInfo;
  profile: TableProfile;
  relationships: Relationship[];
  preview: QueryResult;
}

const FORMATS: Record<string, DatasetFormat> = {
  csv: 'csv',
  tsv: 'csv',
  txt: 'csv',
  json: 'json',
  jsonl: 'json',
  ndjson: 'json',
  parquet: 'parquet',
};

/** The dataset format of a file name's extension, or undefined when Colloquy cannot import it. */
export function datasetFormatOf(fileName: string): DatasetFormat | undefined {
  const ext = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase();
  return ext ? FORMATS[ext] : undefined;
}

export const DATASET_EXTENSIONS = Object.keys(FORMATS).map((e) => `.${e}`);
export const TABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;
const COMPANY_ID = /^[A-Za-z0-9_]{1,64}$/;
const PREVIEW_ROWS = 20;

interface Schemas {
  snapshot: SchemaSnapshot;
  index: SchemaIndex;
  perDataset: Map<string, SchemaIndex>;
}

interface Entry {
  db: Promise<CompanyDb>;
  /** Serialises work on the shared connection (imports, profiling, deletes). */
  queue: Promise<unknown>;
  schemas: Schemas | undefined;
}

/**
 * Each company's datasets: one locked-down DuckDB file per company, opened on first use and kept open; the
 * profiled schema is cached until the company's tables change.
 */
export class DatasetService {
  readonly dir: string;
  private readonly entries = new Map<string, Entry>();
  private closed = false;

  constructor(private readonly options: DatasetServiceOptions) {
    this.dir = options.dir;
  }

  pathFor(companyId: string): string {
    if (!COMPANY_ID.test(companyId)) throw new InvalidRequestError(`invalid company id ${companyId}`);
    return join(this.dir, `${companyId}.duckdb`);
  }

  async list(companyId: string): Promise<TableInfo[]> {
    if (!this.hasFile(companyId)) return [];
    return this.exclusive(companyId, (db) => listTables(db));
  }

  async describe(companyId: string, name: string): Promise<DatasetDescription> {
    const schemas = await this.schemas(companyId);
    const profile = schemas?.snapshot.tables.find((t) => t.name === name);
    if (!schemas || !profile) throw datasetNotFound(name);
    const preview = await this.run(
      companyId,
      `SELECT * FROM "${name.replaceAll('"', '""')}"`,
      [name],
      PREVIEW_ROWS,
    );
    return {
      table: {
        name,
        rowCount: profile.rowCount,
        columns: profile.columns.map((c) => ({ name: c.name, type: c.type })),
      },
      profile,
      relationships: schemas.snapshot.relationships.filter((r) => r.fromTable === name || r.toTable === name),
      preview,
    };
  }

  async importFiles(
    companyId: string,
    files: DatasetFile[],
    options: { replace?: boolean } = {},
  ): Promise<TableInfo[]> {
    const names = new Set<string>();
    for (const file of files) {
      if (!TABLE_NAME.test(file.table)) {
        throw new ValidationError(
          `dataset name "${file.table}" must start with a letter and use only letters, digits and underscores`,
          [{ field: 'name', message: 'invalid table name' }],
        );
      }
      if (names.has(file.table))
        throw new ValidationError(`two files would both become dataset "${file.table}"`, [
          { field: 'file', message: 'duplicate dataset name' },
        ]);
      names.add(file.table);
    }
    return this.exclusive(companyId, async (db) => {
      if (!options.replace) {
        const existing = new Set((await listTables(db)).map((t) => t.name));
        const clash = files.find((f) => existing.has(f.table));
        if (clash)
          throw new ConflictError(
            `dataset "${clash.table}" already exists: delete it first or upload with replace=true`,
          );
      }
      const imported: TableInfo[] = [];
      await db.connection.run('BEGIN TRANSACTION');
      try {
        for (const file of files) {
          try {
            imported.push(
              await importDataset(db, {
                file: file.path,
                table: file.table,
                format: file.format,
                replace: true,
              }),
            );
          } catch (error) {
            if (error instanceof InvalidRequestError) {
              throw new ValidationError(error.message.replace(file.path, file.label), [
                { field: 'file', message: `${file.label} could not be read` },
              ]);
            }
            throw error;
          }
        }
        await db.connection.run('COMMIT');
      } catch (error) {
        await db.connection.run('ROLLBACK').catch(() => {});
        throw error;
      }
      this.invalidate(companyId);
      this.options.logger.info(
        { companyId, tables: imported.map((t) => t.name), rows: imported.map((t) => t.rowCount) },
        'datasets imported',
      );
      return imported;
    });
  }

  /** Every relationship the engine joins along: declared ones, then inferred ones. */
  async relationships(companyId: string): Promise<Relationship[]> {
    return (await this.schemas(companyId))?.snapshot.relationships ?? [];
  }

  /** Declares that `from` refers to `to` (for joins the names and values do not reveal). */
  async declareRelationship(companyId: string, rel: Omit<Relationship, 'source'>): Promise<Relationship> {
    const schemas = await this.schemas(companyId);
    if (!schemas) throw datasetNotFound(rel.fromTable);
    return this.exclusive(companyId, async (db) => {
      const declared = await declareRelationship(db, rel, schemas.snapshot.tables);
      this.invalidate(companyId);
      return declared;
    });
  }

  async forgetRelationship(companyId: string, rel: Omit<Relationship, 'source'>): Promise<void> {
    if (!this.hasFile(companyId)) throw new NotFoundError('No such declared relationship');
    await this.exclusive(companyId, async (db) => {
      if (!(await forgetRelationship(db, rel))) throw new NotFoundError('No such declared relationship');
      this.invalidate(companyId);
    });
  }

  async delete(companyId: string, name: string): Promise<void> {
    if (!this.hasFile(companyId)) throw datasetNotFound(name);
    await this.exclusive(companyId, async (db) => {
      try {
        await deleteTable(db, name);
      } catch (error) {
        if (error instanceof NotFoundError) throw datasetNotFound(name);
        throw error;
      }
      this.invalidate(companyId);
    });
  }

  /**
   * Answers a question over the company's datasets (or one of them). Never throws for a question the engine
   * cannot read or a query that fails: the answer says so, with a suggestion.
   */
  async ask(companyId: string, input: { question: string; dataset?: string }): Promise<NlqAnswer> {
    const question = input.question;
    const schemas = await this.schemas(companyId);
    if (!schemas || schemas.snapshot.tables.length === 0) {
      if (input.dataset !== undefined) throw datasetNotFound(input.dataset);
      return declined(question, 'You have no datasets yet.', 'Upload a CSV, JSON or Parquet file first.');
    }
    let schema = schemas.index;
    if (input.dataset !== undefined) {
      const one = schemas.perDataset.get(input.dataset) ?? datasetIndex(schemas.snapshot, input.dataset);
      if (!one) throw datasetNotFound(input.dataset);
      schemas.perDataset.set(input.dataset, one);
      schema = one;
    }
    // (Before a model too: a request to change data is refused, not handed to it to write a SELECT for.)
    const command = commandDecline(question, schema);
    if (command) return declined(question, command.reason, command.suggestion);
    const model = await this.modelFor(companyId);
    if (model) {
      const answered = await this.askModel(companyId, model, question, schemas.snapshot, schema);
      if (answered) return answered;
    }
    let translation: ReturnType<typeof translateQuestion>;
    try {
      translation = translateQuestion({ question, schema, now: (this.options.clock ?? systemClock).now() });
    } catch (error) {
      this.options.logger.warn({ err: error, companyId }, 'question engine failed');
      return declined(question, 'The question could not be read.', 'Try a shorter, simpler question.');
    }
    if (!translation.understood) {
      return {
        ...declined(question, translation.reason, translation.suggestion),
        interpretation: translation.interpretation,
      };
    }
    try {
      const result = await this.run(
        companyId,
        translation.sql,
        schema.tables.map((t) => t.name),
      );
      return answerOf(question, translation.sql, result, translation.interpretation);
    } catch (error) {
      const reason = error instanceof AppError ? error.message : 'the query failed';
      if (!(error instanceof AppError)) this.options.logger.warn({ err: error, companyId }, 'query failed');
      return {
        ...declined(question, `${capitalise(reason)}.`, 'Try asking about fewer rows or a simpler question.'),
        sql: translation.sql,
        interpretation: translation.interpretation,
      };
    }
  }

  private async modelFor(companyId: string): Promise<SqlModel | undefined> {
    try {
      return await this.options.models?.(companyId);
    } catch (error) {
      this.options.logger.warn(
        { err: error, companyId },
        'could not load the company model; using the built-in engine',
      );
      return undefined;
    }
  }

  /**
   * The model path: its SQL passes the same safety gate and limits as the engine's; a refusal or failure is sent
   * back once for repair. Undefined when the model cannot answer, so the built-in engine takes over.
   */
  private async askModel(
    companyId: string,
    model: SqlModel,
    question: string,
    snapshot: SchemaSnapshot,
    schema: SchemaIndex,
  ): Promise<NlqAnswer | undefined> {
    const tables = new Set(schema.tables.map((t) => t.name));
    const visible = { ...snapshot, tables: snapshot.tables.filter((t) => tables.has(t.name)) };
    let messages = sqlPrompt(visible, question, (this.options.clock ?? systemClock).now());
    for (let attempt = 0; attempt < 2; attempt++) {
      let sql: string;
      try {
        sql = extractSql(await model.complete(messages));
      } catch (error) {
        this.options.logger.warn(
          { err: error, companyId, model: model.name },
          'model failed; built-in engine answers',
        );
        return undefined;
      }
      try {
        const result = await this.run(
          companyId,
          sql,
          schema.tables.map((t) => t.name),
        );
        return {
          ...answerOf(question, sql, result, `SQL written by ${model.name} and checked by the safety gate.`),
          model: model.name,
        };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        this.options.logger.info(
          { companyId, model: model.name, attempt, reason },
          'model SQL refused or failed',
        );
        messages = repairPrompt(messages, sql, reason);
      }
    }
    return undefined;
  }

  /** Runs one query through the safety gate on a fresh connection to the company's file. */
  private async run(
    companyId: string,
    sql: string,
    allowedTables: readonly string[],
    rowLimit = this.options.rowLimit,
  ): Promise<QueryResult> {
    const db = await this.open(companyId);
    const connection = await db.connect();
    try {
      return await runReadOnly({
        connection,
        sql,
        allowedTables,
        ...(rowLimit !== undefined ? { rowLimit } : {}),
        ...(this.options.timeoutMs !== undefined ? { timeoutMs: this.options.timeoutMs } : {}),
      });
    } finally {
      connection.closeSync();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const entries = [...this.entries.values()];
    this.entries.clear();
    for (const entry of entries) {
      await entry.queue.catch(() => {});
      const db = await entry.db.catch(() => undefined);
      db?.close();
    }
  }

  private hasFile(companyId: string): boolean {
    return this.entries.has(companyId) || existsSync(this.pathFor(companyId));
  }

  private entry(companyId: string): Entry {
    if (this.closed) throw new UnavailableError('the dataset service is shutting down');
    let entry = this.entries.get(companyId);
    if (!entry) {
      const path = this.pathFor(companyId);
      mkdirSync(this.dir, { recursive: true });
      const db = openCompanyDb({ path }).catch((error: unknown) => {
        this.entries.delete(companyId);
        throw openFailed(companyId, error);
      });
      entry = { db, queue: Promise.resolve(), schemas: undefined };
      this.entries.set(companyId, entry);
    }
    return entry;
  }

  private open(companyId: string): Promise<CompanyDb> {
    return this.entry(companyId).db;
  }

  /** Runs `fn` alone on the company's shared connection. */
  private exclusive<T>(companyId: string, fn: (db: CompanyDb) => Promise<T>): Promise<T> {
    const entry = this.entry(companyId);
    const run = entry.queue.then(
      () => entry.db.then(fn),
      () => entry.db.then(fn),
    );
    entry.queue = run.catch(() => {});
    return run;
  }

  private async schemas(companyId: string): Promise<Schemas | undefined> {
    if (!this.hasFile(companyId)) return undefined;
    const cached = this.entries.get(companyId)?.schemas;
    if (cached) return cached;
    return this.exclusive(companyId, async (db) => {
      const entry = this.entry(companyId);
      if (entry.schemas) return entry.schemas;
      const snapshot = await loadSchema(db);
      entry.schemas = { snapshot, index: buildSchemaIndex(snapshot), perDataset: new Map() };
      return entry.schemas;
    });
  }

  private invalidate(companyId: string): void {
    const entry = this.entries.get(companyId);
    if (entry) entry.schemas = undefined;
    this.options.onChange?.(companyId);
  }
}

function datasetIndex(snapshot: SchemaSnapshot, name: string): SchemaIndex | undefined {
  const tables = snapshot.tables.filter((t) => t.name === name);
  if (tables.length === 0) return undefined;
  return buildSchemaIndex({
    tables,
    relationships: snapshot.relationships.filter((r) => r.fromTable === name && r.toTable === name),
  });
}

function answerOf(question: string, sql: string, result: QueryResult, interpretation: string): NlqAnswer {
  return {
    question,
    understood: true,
    sql,
    columns: result.columns,
    rows: result.rows,
    truncated: result.truncated,
    answer: describeResult(result.columns, result.rows, result.truncated),
    chart: chartFor(result.columns, result.rows),
    interpretation,
  };
}

function declined(question: string, reason: string, suggestion: string): NlqAnswer {
  return {
    question,
    understood: false,
    sql: null,
    columns: [],
    rows: [],
    answer: `I could not answer the question. ${reason}`,
    chart: null,
    interpretation: '',
    suggestion,
    truncated: false,
  };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function datasetNotFound(name: string): NotFoundError {
  return new NotFoundError(`Dataset ${name} not found`);
}

function openFailed(companyId: string, error: unknown): AppError {
  const message = error instanceof Error ? error.message : String(error);
  // DuckDB lets one process at a time write a file: the running server holds it.
  if (/lock/i.test(message)) {
    return new UnavailableError(
      `the datasets of ${companyId} are open in another Colloquy process: use the API of the running server, or stop it first`,
      { cause: error },
    );
  }
  return new AppError('internal_error', `could not open the datasets of ${companyId}`, { cause: error });
}
