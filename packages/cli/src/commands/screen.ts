import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { Command } from 'commander';
import { printJson, printTable } from './output.ts';
import { createProgress } from './sentiment.ts';

interface ScreenOptions {
  job: string;
  blind?: boolean;
  knockout?: boolean;
  json?: boolean;
  report?: string;
}

const RESUME_TYPES = new Set(['.pdf', '.docx', '.doc', '.txt', '.md', '.rtf', '.odt']);
const REPORT_TYPES = ['.html', '.htm', '.md', '.pdf'];

async function readOrFail(path: string): Promise<Buffer> {
  try {
    return await readFile(path);
  } catch (error) {
    throw new Error(
      `cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    );
  }
}

/** The résumés named on the command line: files, the résumés directly in a folder, or a zip's contents. */
async function readResumes(paths: string[]) {
  const { expandZip } = await import('@colloquy/assistants');
  const files: { name: string; data: Uint8Array }[] = [];
  for (const path of paths) {
    const info = await stat(path).catch(() => undefined);
    if (info?.isDirectory()) {
      const names = (await readdir(path)).filter((n) => RESUME_TYPES.has(extname(n).toLowerCase())).sort();
      for (const name of names)
        files.push({ name, data: new Uint8Array(await readOrFail(join(path, name))) });
      continue;
    }
    const data = new Uint8Array(await readOrFail(path));
    const name = path.split(/[\\/]/).pop() ?? path;
    if (/\.zip$/i.test(name)) files.push(...expandZip({ name, data }));
    else files.push({ name, data });
  }
  if (files.length === 0) throw new Error(`no résumés found in ${paths.join(', ')} (PDF, DOCX or TXT)`);
  return files;
}

/** `chromiumPath` reads CHROMIUM_PATH from the configuration, only when a PDF report is asked for. */
export function registerScreen(program: Command, chromiumPath: () => string | undefined): void {
  program
    .command('screen')
    .description('Screen résumés against a job: ranked candidates with scores, evidence and profiles')
    .argument('<files...>', 'résumés (PDF, DOCX, TXT), folders of them, or a .zip')
    .requiredOption('--job <job.json>', 'the job spec: {title, must_have, nice_to_have, min_years?, …}')
    .option('--blind', 'redact names, contact details, gendered words, ages and addresses before scoring')
    .option('--knockout', 'a missing must-have knocks the candidate out (default: it weighs heavily)')
    .option('--json', 'print {candidates:[{file, score, breakdown, profile}], errors} instead of a table')
    .option('--report <out.html|out.md|out.pdf>', 'also write the screening report (PDF needs Chromium)')
    .addHelpText('after', '\nBest first on stdout; progress on stderr. Needs no database.')
    .action(async (paths: string[], opts: ScreenOptions) => {
      const reportType = opts.report ? extname(opts.report).toLowerCase() : undefined;
      if (reportType !== undefined && !REPORT_TYPES.includes(reportType)) {
        throw new Error(`--report must end in .html, .md or .pdf (got ${opts.report})`);
      }
      const { parseJobSpec } = await import('@colloquy/assistants');
      let job: ReturnType<typeof parseJobSpec>;
      try {
        job = parseJobSpec((await readOrFail(opts.job)).toString('utf8'), 'job');
      } catch (error) {
        throw new Error(`${opts.job}: ${(error as Error).message}`);
      }
      const files = await readResumes(paths);
      const { screenResumes } = await import('@colloquy/screening');
      const { systemClock } = await import('@colloquy/core');
      const progress = createProgress(files.length, process.stderr, {
        label: 'screen',
        unit: 'résumés',
        done: 'screened',
      });
      progress.update(0);
      const mustHaveMode = opts.knockout ? ('knockout' as const) : ('weighted' as const);
      const result = await screenResumes({
        job,
        files,
        options: { clock: systemClock, blind: Boolean(opts.blind), mustHaveMode },
        onProgress: (done) => progress.update(done),
      });
      progress.finish(files.length);
      if (opts.report) {
        const options = { blind: Boolean(opts.blind), mustHaveMode };
        await writeReport(opts.report, result, options, reportType === '.pdf' ? chromiumPath() : undefined);
      }
      if (opts.json) {
        printJson({
          job: result.job,
          candidates: result.candidates.map((c) => ({
            rank: c.rank,
            file: c.file,
            score: c.score,
            knocked_out: c.knocked_out,
            tie_break: c.tie_break,
            explanation: c.explanation,
            breakdown: c.breakdown,
            profile: c.profile,
          })),
          errors: result.errors,
        });
        return;
      }
      printTable(
        result.candidates.map((c) => {
          const must = c.breakdown.filter((r) => r.kind === 'must_have');
          return {
            rank: c.rank,
            score: c.score,
            file: c.file,
            name: c.profile.name,
            years: c.profile.years_experience,
            must_haves: `${must.filter((r) => r.met).length}/${must.length}`,
            note: c.knocked_out ? 'knocked out' : (c.tie_break ?? ''),
          };
        }),
      );
      for (const e of result.errors) process.stderr.write(`screen: ${e.file}: ${e.error.message}\n`);
    });
}

async function writeReport(
  path: string,
  result: Awaited<ReturnType<typeof import('@colloquy/screening').screenResumes>>,
  options: { blind: boolean; mustHaveMode: 'knockout' | 'weighted' },
  chromiumPath: string | undefined,
): Promise<void> {
  const { screeningReportData } = await import('@colloquy/assistants');
  const { createReportRenderer } = await import('@colloquy/reports');
  const { createLogger } = await import('@colloquy/core');
  const data = screeningReportData({ ...result, ...options, generatedAt: new Date() });
  const reports = createReportRenderer({
    logger: createLogger({ level: 'warn' }),
    ...(chromiumPath ? { chromiumPath } : {}),
  });
  try {
    const type = extname(path).toLowerCase();
    if (type === '.md') await writeFile(path, reports.markdown('screening', data));
    else {
      const html = reports.html('screening', data);
      await writeFile(path, type === '.pdf' ? await reports.pdf(html) : html);
    }
  } finally {
    await reports.close();
  }
  process.stderr.write(`screen: report written to ${path}\n`);
}
