/**
 * pnpm bench:screening — speed and extraction accuracy of résumé screening on 200 generated résumés (100 PDF
 * printed by Chromium, 100 DOCX), labelled by their generator. Speed: résumés per second parsed and scored
 * (screenResumes) against bare text extraction of the same files, interleaved in the same run, median of
 * BENCH_ROUNDS rounds. Accuracy: each profile field against the labels. Writes reports/bench/screening.md.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { type Clock, createLogger } from '../packages/core/src/index.ts';
import { createReportRenderer } from '../packages/reports/src/index.ts';
import {
  extractResumeText,
  type ResumeFile,
  type ResumeProfile,
  screenResumes,
} from '../packages/screening/src/index.ts';
import { median, ROOT } from './bench-lib.ts';
import { generateResumes, type ResumeLabel } from './generate-resumes.ts';

const COUNT = Number(process.env.BENCH_RESUMES ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
// Generated at bench time (a few MB of binaries): the directory is git-ignored.
const DIR = join(ROOT, 'fixtures/resumes-bench');
const NOW = { year: 2026, month: 11 };
const clock: Clock = { now: () => new Date(Date.UTC(NOW.year, NOW.month - 1, 15)) };
const JOB = {
  title: 'Software Engineer',
  must_have: ['JavaScript', 'PostgreSQL'],
  nice_to_have: ['Docker', 'Kubernetes'],
  min_years: 3,
};
const TARGET_RATE = 20;
const TARGET_RATIO = 1.5;

const log = (line: string) => process.stderr.write(`bench:screening: ${line}\n`);

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return (performance.now() - started) / 1000;
}

const extractAll = async (files: ResumeFile[]) => {
  for (const f of files) await extractResumeText(f.name, f.data);
};
const screenAll = (files: ResumeFile[]) => screenResumes({ job: JOB, files, options: { clock } });

const digits = (s: string | null) => (s ?? '').replace(/\D/g, '');
type Check = (p: ResumeProfile, l: ResumeLabel) => number;

/** Each field's score per résumé, 0…1; skills compare the canonical skills found with the listed ones. */
const FIELDS: Record<string, Check> = {
  name: (p, l) => Number(p.name === l.name),
  email: (p, l) => Number(p.email?.toLowerCase() === l.email),
  phone: (p, l) => Number(digits(p.phone).endsWith(digits(l.phone).slice(-10))),
  location: (p, l) => Number((p.location ?? '').includes(l.location.split(',')[0]!)),
  'skills (recall)': (p, l) => l.skills.filter((s) => p.skills.includes(s)).length / l.skills.length,
  // Found skills that are not in the labels: mostly real mentions in titles and summaries ("communication").
  'skills (precision)': (p, l) =>
    p.skills.length ? p.skills.filter((s) => l.skills.includes(s)).length / p.skills.length : 0,
  'experience titles': (p, l) =>
    Number(JSON.stringify(p.experience.map((e) => e.title)) === JSON.stringify(l.titles)),
  'years (±0.5)': (p, l) => Number(Math.abs(p.years_experience - l.years_experience) <= 0.5),
  // The degree's level ("Bachelor"): parsers name the same degree in several ways.
  degree: (p, l) =>
    Number((p.education[0]?.degree ?? '').toLowerCase().includes(l.degree.split(' ')[0]!.toLowerCase())),
  institution: (p, l) => Number(p.education[0]?.institution === l.institution),
};

function accuracy(profiles: Map<string, ResumeProfile>, labels: ResumeLabel[]) {
  const kinds = {
    all: labels,
    PDF: labels.filter((l) => l.file.endsWith('.pdf')),
    DOCX: labels.filter((l) => l.file.endsWith('.docx')),
  };
  return Object.entries(FIELDS).map(([field, check]) => {
    const row: Record<string, number> = {};
    for (const [kind, set] of Object.entries(kinds)) {
      const scores = set.map((l) => {
        const p = profiles.get(l.file);
        return p ? check(p, l) : 0;
      });
      row[kind] = scores.reduce((a, b) => a + b, 0) / Math.max(1, scores.length);
    }
    return { field, ...row } as { field: string; all: number; PDF: number; DOCX: number };
  });
}

async function main() {
  const reports = createReportRenderer({ logger: createLogger({ level: 'warn' }) });
  let labels: ResumeLabel[];
  try {
    log(`generating ${COUNT} résumés into ${DIR} (reused when already there)`);
    labels = await generateResumes({ dir: DIR, count: COUNT, now: NOW, reports, log });
  } finally {
    await reports.close();
  }
  const files: ResumeFile[] = labels.map((l) => ({
    name: l.file,
    data: new Uint8Array(readFileSync(join(DIR, l.file))),
  }));
  const bytes = files.reduce((s, f) => s + f.data.byteLength, 0);

  // Warm-up: module loading, pdf.js workers, the taxonomy's regular expressions.
  await extractAll(files.slice(0, 10));
  await screenAll(files.slice(0, 10));

  const extraction: number[] = [];
  const screening: number[] = [];
  let result: Awaited<ReturnType<typeof screenAll>> | undefined;
  for (let round = 0; round < ROUNDS; round++) {
    extraction.push(await timed(() => extractAll(files)));
    screening.push(
      await timed(async () => {
        result = await screenAll(files);
      }),
    );
    log(
      `round ${round + 1}/${ROUNDS}: extraction ${extraction.at(-1)!.toFixed(2)}s, screening ${screening.at(-1)!.toFixed(2)}s`,
    );
  }
  const ext = median(extraction);
  const full = median(screening);
  const rate = files.length / full;
  const ratio = full / ext;
  const profiles = new Map(result!.candidates.map((c) => [c.file, c.profile]));
  const fields = accuracy(profiles, labels);
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  const load = loadavg()[0]!.toFixed(1);

  const md = `# Résumé screening benchmark

\`pnpm bench:screening\` — ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, one process (single-threaded parsing); load average ${load} at the end of the run (the machine is shared, so rounds vary).

${files.length} generated résumés (${files.filter((f) => f.name.endsWith('.pdf')).length} PDF printed by Chromium from HTML, ${files.filter((f) => f.name.endsWith('.docx')).length} DOCX from the \`docx\` package; ${(bytes / 1024 / 1024).toFixed(1)} MB) in \`fixtures/resumes-bench/\` (generated by \`scripts/generate-resumes.ts\`, seeded, git-ignored), each with its labels. Job: ${JOB.title}, must have ${JOB.must_have.join(', ')}, nice to have ${JOB.nice_to_have.join(', ')}, ${JOB.min_years}+ years. Median of ${ROUNDS} interleaved rounds after a warm-up.

## Speed

| Pass | Seconds (median) | Résumés/s |
|---|---:|---:|
| Bare text extraction (pdf-parse, mammoth) | ${ext.toFixed(2)} | ${(files.length / ext).toFixed(1)} |
| Screening: extract + parse profile + score + rank | ${full.toFixed(2)} | ${rate.toFixed(1)} |

- Throughput: **${rate.toFixed(1)} résumés/s** (target ≥ ${TARGET_RATE}): ${rate >= TARGET_RATE ? 'met' : 'NOT met'}.
- Screening / extraction time: **${ratio.toFixed(2)}×** (target ≤ ${TARGET_RATIO}×): ${ratio <= TARGET_RATIO ? 'met' : 'NOT met'}.
- Rounds (s): extraction ${extraction.map((s) => s.toFixed(2)).join(', ')}; screening ${screening.map((s) => s.toFixed(2)).join(', ')}.

## Extraction accuracy per field

Share of résumés whose field matches the generator's label. Skills: mean recall of the listed skills, and mean
precision against them (the generator's titles and summaries mention a few more, e.g. "communication", which count
against precision although they are real mentions).

| Field | All | PDF | DOCX |
|---|---:|---:|---:|
${fields.map((f) => `| ${f.field} | ${pct(f.all)} | ${pct(f.PDF)} | ${pct(f.DOCX)} |`).join('\n')}

Unreadable files: ${result!.errors.length}. The generated set is regular (one layout per format, two heading styles); the
real-résumé checks are the parity and profile tests on \`../shared/data/resumes-dev\` in \`packages/screening\`.
`;
  const out = join(ROOT, 'reports/bench/screening.md');
  writeFileSync(out, md);
  log(`${rate.toFixed(1)} résumés/s, ${ratio.toFixed(2)}× extraction; wrote ${out}`);
}

await main();
