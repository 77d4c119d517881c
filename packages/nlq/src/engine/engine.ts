import { type Clock, systemClock } from '@colloquy/core';
import { runReadOnly } from '../safety/run.ts';
import type { CompanyDb } from '../store/company-db.ts';
import type { CellValue } from '../store/values.ts';
import { chartFor, describeResult, type VegaLiteSpec } from './answer.ts';
import { commandDecline } from './commands.ts';
import { parseQuestion } from './parser.ts';
import type { QueryPlan } from './plan.ts';
import { buildSchemaIndex, type SchemaIndex, type SchemaSnapshot } from './schema-index.ts';
import { buildSql, UnbuildableQueryError } from './sql-builder.ts';

export interface NlqAnswer {
  question: string;
  /** False when the engine declined: `answer` then says why and `suggestion` how to rephrase. */
  understood: boolean;
  sql: string | null;
  columns: string[];
  rows: CellValue[][];
  answer: string;
  chart: VegaLiteSpec | null;
  /** How the question was read, so the user can check it. */
  interpretation: string;
  suggestion?: string;
  truncated: boolean;
  /** The language model that wrote the SQL; absent when the built-in engine did. */
  model?: string;
}

export type SqlTranslation =
  | { understood: true; sql: string; interpretation: string; plan: QueryPlan }
  | { understood: false; reason: string; suggestion: string; interpretation: string };

/** More unexplained content words than this and the engine declines instead of guessing. */
export const MAX_UNEXPLAINED_WORDS = 2;

/**
 * Words the engine cannot leave out: arithmetic between values (a difference, a ratio, growth from one period to
 * another), and a sex named where no column holds it ("How many complaints did female staff handle?" over a
 * `gender` of 0 and 1 would count every complaint).
 */
const NEEDED =
  /^(difference|differences|ratio|ratios|growth|grew|increase[ds]?|decrease[ds]?|females?|males?|wom[ae]n|m[ae]n|girls?|boys?)$/;

/** "Show category and average price": groups the plan has that no reading names, said so the user can check them. */
function unsaidGroups(plan: QueryPlan, readings: string[]): string[] {
  if (plan.groupBy.length === 0 || readings.some((r) => /\b(grouped|counted) (by|per)\b/.test(r))) return [];
  return [`grouped by ${[...new Set(plan.groupBy.map((c) => c.column))].join(', ')}`];
}

/** "unit_cost read as unit_cost × on_hand": a measure the engine derives from two columns, said so. */
function derivedMeasures(plan: QueryPlan, readings: string[]): string[] {
  const said = new Set<string>();
  for (const item of plan.select) {
    const c = item.column;
    if (c?.times) said.add(`${c.column} read as ${c.column} × ${c.times.column}`);
    if (c?.minus) said.add(`${c.column} read as ${c.column} − ${c.minus.column}`);
  }
  return [...said].filter((r) => !readings.includes(r));
}

/** Question → SQL only (no execution). Pure and fast: the schema index is built once per schema. */
export function translateQuestion(options: {
  question: string;
  schema: SchemaIndex;
  now?: Date;
}): SqlTranslation {
  const command = commandDecline(options.question, options.schema);
  if (command) return { understood: false, ...command, interpretation: '' };
  const parsed = parseQuestion(options.question, options.schema, options.now ?? new Date());
  if (!parsed.understood) return { ...parsed, interpretation: '' };
  const interpretation = [
    ...parsed.readings,
    ...unsaidGroups(parsed.plan, parsed.readings),
    ...derivedMeasures(parsed.plan, parsed.readings),
  ].join('; ');
  // "the difference between the highest and lowest salary": arithmetic the engine does not write is no detail.
  if (parsed.unexplained.length > MAX_UNEXPLAINED_WORDS || parsed.unexplained.some((w) => NEEDED.test(w))) {
    return {
      understood: false,
      reason: `I am not sure what "${parsed.unexplained.slice(0, 4).join(' ')}" refers to in your data.`,
      suggestion: 'Try naming the table and columns you mean, e.g. "average price of products per category".',
      interpretation,
    };
  }
  try {
    return {
      understood: true,
      sql: buildSql(parsed.plan, parsed.index),
      interpretation,
      plan: parsed.plan,
    };
  } catch (error) {
    if (!(error instanceof UnbuildableQueryError)) throw error;
    return {
      understood: false,
      reason: `${error.message}.`,
      suggestion: 'Declare the relationship between the tables, or ask about one table at a time.',
      interpretation,
    };
  }
}

export interface AnswerQuestionOptions {
  db: CompanyDb;
  question: string;
  /** The company's profiled schema (see loadSchema); build once and reuse across questions. */
  schema: SchemaSnapshot | SchemaIndex;
  clock?: Clock;
  rowLimit?: number;
  timeoutMs?: number;
}

function isIndex(schema: SchemaSnapshot | SchemaIndex): schema is SchemaIndex {
  return 'values' in schema;
}

/** Answers a natural-language question over the company's tables: SQL, rows, one sentence, a chart. */
export async function answerQuestion(options: AnswerQuestionOptions): Promise<NlqAnswer> {
  const schema = isIndex(options.schema) ? options.schema : buildSchemaIndex(options.schema);
  const now = (options.clock ?? systemClock).now();
  const translation = translateQuestion({ question: options.question, schema, now });
  const base = { question: options.question, columns: [], rows: [], chart: null, truncated: false };
  if (!translation.understood) {
    return {
      ...base,
      understood: false,
      sql: null,
      answer: `I could not understand the question. ${translation.reason}`,
      interpretation: translation.interpretation,
      suggestion: translation.suggestion,
    };
  }
  const connection = await options.db.connect();
  try {
    const result = await runReadOnly({
      connection,
      sql: translation.sql,
      allowedTables: schema.tables.map((t) => t.name),
      ...(options.rowLimit !== undefined ? { rowLimit: options.rowLimit } : {}),
      ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
    });
    return {
      ...base,
      understood: true,
      sql: translation.sql,
      columns: result.columns,
      rows: result.rows,
      truncated: result.truncated,
      answer: describeResult(result.columns, result.rows, result.truncated),
      chart: chartFor(result.columns, result.rows),
      interpretation: translation.interpretation,
    };
  } finally {
    connection.closeSync();
  }
}
