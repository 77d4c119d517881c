import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import type { Command } from 'commander';

// Only commander at load time: the engine and the CSV parser load when the command runs, so every
// other command starts as fast as before and this one needs no database or configuration.
type Engine = Awaited<ReturnType<typeof import('@colloquy/sentiment').createSentimentEngine>>;

interface SentimentOptions {
  file?: string;
  column: string;
  model?: string;
}

// Texts per engine call: large enough to amortise the call, small enough to stream promptly.
const BATCH = 128;

async function writeLine(value: unknown): Promise<void> {
  if (!process.stdout.write(`${JSON.stringify(value)}\n`)) {
    await new Promise<void>((resolve) => process.stdout.once('drain', () => resolve()));
  }
}

async function writeResults(engine: Engine, texts: string[]): Promise<void> {
  const results = await engine.analyzeMany(texts);
  for (const result of results) await writeLine(result);
}

/** Progress on stderr: a redrawn bar on a terminal, a plain line every 10% (and at the end) otherwise. */
export function createProgress(
  total: number,
  stream: NodeJS.WriteStream = process.stderr,
  words: { label: string; unit: string; done: string } = {
    label: 'sentiment',
    unit: 'texts',
    done: 'analysed',
  },
) {
  const started = performance.now();
  const tty = stream.isTTY === true;
  let lastDraw = 0;
  let lastStep = -1;
  const rate = (done: number) => Math.round(done / Math.max((performance.now() - started) / 1000, 0.001));
  return {
    update(done: number) {
      const fraction = total === 0 ? 1 : done / total;
      if (tty) {
        const now = performance.now();
        if (done < total && now - lastDraw < 100) return;
        lastDraw = now;
        const width = 30;
        const filled = Math.round(fraction * width);
        stream.write(
          `\r[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${Math.floor(fraction * 100)}% ${done}/${total} ${rate(done)}/s`,
        );
        return;
      }
      const step = Math.floor(fraction * 10);
      if (step === lastStep && done < total) return;
      lastStep = step;
      stream.write(`${words.label}: ${done}/${total} ${words.unit} (${Math.floor(fraction * 100)}%)\n`);
    },
    finish(done: number) {
      if (tty) stream.write('\n');
      stream.write(
        `${words.label}: ${words.done} ${done} ${words.unit} in ${((performance.now() - started) / 1000).toFixed(1)}s\n`,
      );
    },
  };
}

async function fromStdin(engine: Engine): Promise<number> {
  let batch: string[] = [];
  let count = 0;
  // One output line per input line, empty ones included, so results line up with the input.
  for await (const line of createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY })) {
    batch.push(line);
    if (batch.length === BATCH) {
      await writeResults(engine, batch);
      count += batch.length;
      batch = [];
    }
  }
  if (batch.length > 0) await writeResults(engine, batch);
  return count + batch.length;
}

async function readColumn(file: string, column: string): Promise<string[]> {
  let csv: string;
  try {
    csv = await readFile(file, 'utf8');
  } catch (error) {
    throw new Error(
      `cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    );
  }
  const { parse } = await import('csv-parse/sync');
  let rows: Record<string, string>[];
  try {
    rows = parse(csv, { columns: true, bom: true, skip_empty_lines: true, relax_column_count: true });
  } catch (error) {
    throw new Error(`${file} is not valid CSV: ${(error as Error).message}`);
  }
  const header = rows[0] ? Object.keys(rows[0]) : [];
  if (rows.length > 0 && !header.includes(column)) {
    throw new Error(
      `${file} has no column "${column}" (columns: ${header.join(', ')}); choose one with --column`,
    );
  }
  return rows.map((row) => row[column] ?? '');
}

async function fromFile(engine: Engine, file: string, column: string): Promise<number> {
  const texts = await readColumn(file, column);
  const progress = createProgress(texts.length);
  progress.update(0);
  for (let start = 0; start < texts.length; start += BATCH) {
    const batch = texts.slice(start, start + BATCH);
    await writeResults(engine, batch);
    progress.update(start + batch.length);
  }
  progress.finish(texts.length);
  return texts.length;
}

export function registerSentiment(program: Command): void {
  program
    .command('sentiment')
    .description(
      'Review sentiment: one text per stdin line (or a CSV column with --file) → one JSON line per text on stdout',
    )
    .option('--file <csv>', 'read texts from this CSV file (with a header row) instead of stdin')
    .option('--column <name>', 'the CSV column holding the texts', 'text')
    .option(
      '--model <folder>',
      'a local Hugging Face text-classification model (transformers.js) instead of the built-in engine',
    )
    .addHelpText(
      'after',
      '\nEach line: {label, score, confidence, language, aspects, evidence, engine}. Progress goes to stderr.',
    )
    .action(async (opts: SentimentOptions, command: Command) => {
      if (!opts.file && command.getOptionValueSource('column') === 'cli') {
        throw new Error('--column needs --file');
      }
      const { createSentimentEngine } = await import('@colloquy/sentiment');
      const engine = await createSentimentEngine(
        opts.model ? { kind: 'transformers', model: opts.model } : { kind: 'builtin' },
      );
      if (opts.file) await fromFile(engine, opts.file, opts.column);
      else await fromStdin(engine);
    });
}
