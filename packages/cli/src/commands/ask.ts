import { createInterface } from 'node:readline';
import type { Config } from '@colloquy/core';
import { type Command, InvalidArgumentError } from 'commander';
import type { BatchAnswer } from '../csv-dir.ts';
import { printJson, printTable } from './output.ts';

const PRINTED_ROWS = 20;

function positiveInt(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('must be a positive integer');
  return n;
}

interface AskOptions {
  company?: string;
  csvDir?: string;
  dataset?: string;
  json?: boolean;
  maxRows?: number;
  timeoutMs: number;
}

/** Writes one JSON line, waiting when the reader is slower than us (a pipe to a slow consumer). */
async function writeLine(value: unknown): Promise<void> {
  if (!process.stdout.write(`${JSON.stringify(value)}\n`)) {
    await new Promise<void>((resolve) => process.stdout.once('drain', () => resolve()));
  }
}

async function* stdinLines(): AsyncIterable<string> {
  yield* createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY });
}

/** The answer sentence, the SQL and the first rows, for people; scripts use --json. */
export function printAnswer(answer: {
  answer: string;
  sql: string | null;
  columns: string[];
  rows: unknown[][];
  suggestion?: string;
}): void {
  const lines = [answer.answer];
  if (answer.suggestion) lines.push(answer.suggestion);
  if (answer.sql) lines.push('', answer.sql);
  process.stdout.write(`${lines.join('\n')}\n`);
  if (answer.columns.length === 0) return;
  process.stdout.write('\n');
  printTable(
    answer.rows
      .slice(0, PRINTED_ROWS)
      .map((row) => Object.fromEntries(answer.columns.map((c, i) => [c, cell(row[i])]))),
  );
  if (answer.rows.length > PRINTED_ROWS)
    process.stdout.write(`… ${answer.rows.length - PRINTED_ROWS} more rows (use --json)\n`);
}

function cell(value: unknown): unknown {
  return value !== null && typeof value === 'object' ? JSON.stringify(value) : value;
}

async function askCsvDir(dir: string, questions: string[], opts: AskOptions): Promise<void> {
  const { answerOverCsvDir } = await import('../csv-dir.ts');
  const batch = questions.length === 0;
  const emit = async (answer: BatchAnswer) => {
    if (opts.json || batch) return writeLine(answer);
    printAnswer({
      ...answer,
      answer: answer.error ? `Not answered: ${answer.error}` : `${answer.rows.length} rows`,
    });
  };
  const { answered, failed } = await answerOverCsvDir({
    dir,
    questions: batch
      ? stdinLines()
      : (async function* () {
          yield* questions;
        })(),
    emit,
    log: (message) => process.stderr.write(`${message}\n`),
    // Evaluation compares whole results: a generous cap, unlike the 1,000 rows an API answer carries.
    rowLimit: opts.maxRows ?? 100_000,
    timeoutMs: opts.timeoutMs,
  });
  process.stderr.write(`${answered} answered, ${failed} not answered\n`);
}

async function askCompany(config: Config, companyId: string, question: string, opts: AskOptions) {
  const { withDatasets } = await import('./datasets.ts');
  const answer = await withDatasets(
    config,
    companyId,
    (d) => d.ask(companyId, { question, ...(opts.dataset ? { dataset: opts.dataset } : {}) }),
    { timeoutMs: opts.timeoutMs, ...(opts.maxRows ? { rowLimit: opts.maxRows } : {}) },
  );
  if (opts.json) printJson(answer);
  else printAnswer(answer);
}

export function registerAsk(program: Command, config: () => Config): void {
  program
    .command('ask')
    .description(
      "answer a question about a company's datasets (--company), or questions on stdin over a folder of CSV files (--csv-dir, JSON lines)",
    )
    .argument(
      '[question...]',
      'the question (with --csv-dir, omit it to read one question per line on stdin)',
    )
    .option('--company <company_id>', 'answer from this company’s datasets')
    .option(
      '--csv-dir <dir>',
      'load every *.csv in DIR as a table named after the file (no server, no data dir)',
    )
    .option('--dataset <name>', 'answer from this dataset only (with --company)')
    .option('--json', 'print the whole result as JSON (--csv-dir: one JSON object per line)')
    .option('--max-rows <n>', 'row cap per answer (default 1000; 100000 with --csv-dir)', positiveInt)
    .option('--timeout-ms <n>', 'time limit per query, in ms', positiveInt, 5000)
    .action(async (words: string[], opts: AskOptions) => {
      if (Boolean(opts.company) === Boolean(opts.csvDir))
        throw new Error('ask needs exactly one of --company <company_id> or --csv-dir <dir>');
      if (opts.csvDir) return askCsvDir(opts.csvDir, words.length ? [words.join(' ')] : [], opts);
      const question = words.join(' ').trim();
      if (!question)
        throw new Error(
          'ask --company needs a question, e.g. colloquy ask --company cmp_… "total sales per city"',
        );
      return askCompany(config(), opts.company!, question, opts);
    });
}
