import { existsSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import type { Config } from '@colloquy/core';
import type { Command } from 'commander';
import { printJson, printTable } from './output.ts';

/** A DatasetService on the data dir's dataset folder, for a company that must exist; always closed. */
export async function withDatasets<T>(
  config: Config,
  companyId: string,
  fn: (datasets: import('@colloquy/nlq').DatasetService) => Promise<T>,
  limits: { rowLimit?: number; timeoutMs?: number } = {},
): Promise<T> {
  const [
    { findCompany },
    { NotFoundError, createLogger },
    { DatasetService },
    { withRuntime },
    { datasetDir },
  ] = await Promise.all([
    import('@colloquy/db'),
    import('@colloquy/core'),
    import('@colloquy/nlq'),
    import('../runtime.ts'),
    import('../datasets.ts'),
  ]);
  const exists = await withRuntime(config, async ({ db }) => Boolean(await findCompany(db, companyId)));
  if (!exists) throw new NotFoundError(`Company ${companyId} not found`, 'company_not_found');
  const datasets = new DatasetService({
    dir: datasetDir(config),
    logger: createLogger({ level: config.logLevel }),
    ...limits,
  });
  try {
    return await fn(datasets);
  } finally {
    await datasets.close();
  }
}

const view = (t: { name: string; rowCount: number; columns: { name: string; type: string }[] }) => ({
  name: t.name,
  row_count: t.rowCount,
  columns: t.columns,
});

const summary = (t: ReturnType<typeof view>) => ({
  dataset: t.name,
  rows: t.row_count,
  columns: t.columns.map((c) => `${c.name}:${c.type}`).join(' '),
});

export function registerDatasets(program: Command, config: () => Config): void {
  const datasets = program
    .command('datasets')
    .description("manage a company's datasets (CSV, JSON, Parquet tables for data questions)");
  datasets
    .command('import')
    .description('import files as datasets, each a table named after its file (all or nothing)')
    .requiredOption('--company <company_id>', 'the company the datasets belong to')
    .option('--name <name>', 'dataset name (one file only)')
    .option('--replace', 'replace datasets of the same name')
    .option('--json', 'print JSON')
    .argument('<files...>', 'CSV, JSON or Parquet files')
    .action(
      async (
        files: string[],
        opts: { company: string; name?: string; replace?: boolean; json?: boolean },
      ) => {
        const { datasetFormatOf, DATASET_EXTENSIONS } = await import('@colloquy/nlq');
        const { tableNameFor } = await import('@colloquy/nlq');
        if (opts.name && files.length > 1)
          throw new Error('--name names one dataset: import one file with it');
        const staged = files.map((path) => {
          if (!existsSync(path) || !statSync(path).isFile()) throw new Error(`Cannot read ${path}`);
          const format = datasetFormatOf(path);
          if (!format)
            throw new Error(`${path} is not a supported dataset: use ${DATASET_EXTENSIONS.join(', ')}`);
          const label = basename(path);
          return { path, label, format, table: opts.name ?? tableNameFor(label) };
        });
        const tables = await withDatasets(config(), opts.company, (d) =>
          d.importFiles(opts.company, staged, { replace: Boolean(opts.replace) }),
        );
        if (opts.json) printJson({ company_id: opts.company, imported: tables.map(view) });
        else printTable(tables.map(view).map(summary));
      },
    );
  datasets
    .command('list')
    .description("list the company's datasets with their columns and row counts")
    .requiredOption('--company <company_id>', 'whose datasets')
    .option('--json', 'print JSON')
    .action(async (opts: { company: string; json?: boolean }) => {
      const tables = await withDatasets(config(), opts.company, (d) => d.list(opts.company));
      if (opts.json) printJson(tables.map(view));
      else printTable(tables.map(view).map(summary));
    });
  datasets
    .command('delete')
    .description('delete a dataset')
    .requiredOption('--company <company_id>', 'whose dataset')
    .argument('<name>', 'the dataset')
    .action(async (name: string, opts: { company: string }) => {
      await withDatasets(config(), opts.company, (d) => d.delete(opts.company, name));
      printJson({ name, deleted: true });
    });
}
