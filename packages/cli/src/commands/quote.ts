import { readFile, writeFile } from 'node:fs/promises';
import type { Config } from '@colloquy/core';
import type { Command } from 'commander';
import { withRuntime } from '../runtime.ts';
import { printJson } from './output.ts';

interface QuoteOptions {
  company: string;
  html?: string;
  pdf?: string;
  save?: boolean;
}

/**
 * `colloquy quote --company C quote.json [--html out.html] [--pdf out.pdf] [--save]`: prices a quote from the
 * company's catalogue and prints it as JSON; renders it in the company's branding; `--save` stores it as a
 * numbered draft (otherwise nothing is written and no number is taken).
 */
export function registerQuote(program: Command, config: () => Config): void {
  program
    .command('quote')
    .description("Price a quote (JSON file) from a company's catalogue and print it as JSON")
    .argument(
      '<quote.json>',
      'the quote as POST /v1/quotes takes it: {customer, currency, lines, discount?, …}',
    )
    .requiredOption('--company <company_id>', 'whose catalogue, numbering and branding to use')
    .option('--html <out.html>', 'also write the quote as HTML')
    .option('--pdf <out.pdf>', 'also write the quote as PDF (needs Chromium: CHROMIUM_PATH)')
    .option('--save', 'store it as a draft with the next quote number')
    .addHelpText(
      'after',
      '\nMoney is integer minor units (cents). Errors name the field, e.g. lines.0.quantity.',
    )
    .action(async (path: string, opts: QuoteOptions) => {
      let input: unknown;
      try {
        input = JSON.parse(await readFile(path, 'utf8'));
      } catch (error) {
        throw new Error(`${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
      }
      const settings = config();
      await withRuntime(settings, async ({ db, logger }) => {
        const { QuoteService } = await import('@colloquy/assistants');
        const { findCompany } = await import('@colloquy/db');
        const { createReportRenderer } = await import('@colloquy/reports');
        const { systemClock } = await import('@colloquy/core');
        if (!(await findCompany(db, opts.company))) throw new Error(`Company ${opts.company} not found`);
        const reports = createReportRenderer({
          logger,
          ...(settings.chromiumPath ? { chromiumPath: settings.chromiumPath } : {}),
        });
        const quotes = new QuoteService({
          db,
          clock: systemClock,
          logger,
          reports,
          publicUrl: settings.publicUrl,
        });
        try {
          const quote = opts.save
            ? await quotes.create(opts.company, input)
            : await quotes.preview(opts.company, input);
          if (opts.html) await writeFile(opts.html, await quotes.render(quote, 'html'));
          if (opts.pdf) await writeFile(opts.pdf, await quotes.pdf(quote));
          const view = quotes.view(quote);
          printJson(opts.save ? view : { ...view, id: null, links: null });
        } finally {
          await reports.close();
        }
      });
    });
}
