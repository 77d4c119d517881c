import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findChromium } from '@colloquy/reports';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './cli.ts';

const RESUMES = '/work/shared/data/resumes-dev';
const JOB = {
  title: 'Accountant',
  must_have: ['Accounting', 'Excel'],
  nice_to_have: ['QuickBooks'],
  min_years: 2,
};

interface Output {
  candidates: {
    rank: number;
    file: string;
    score: number;
    breakdown: { kind: string; met: boolean; evidence: { line: string } | null }[];
    profile: { name: string | null; email: string | null };
  }[];
  errors: { file: string; error: { code: string } }[];
}

describe('colloquy screen', () => {
  let dir: string;
  let env: Record<string, string>;
  let job: string;
  const resumes = ['02-Desktop Support.docx', '01-Accountant.pdf', '02-Accountant.docx'].map((f) =>
    join(RESUMES, f),
  );

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'colloquy-screen-'));
    // A data dir that must never be created: the command needs no database.
    env = { COLLOQUY_DATA_DIR: join(dir, 'never-created') };
    job = join(dir, 'job.json');
    writeFileSync(job, JSON.stringify(JOB));
    writeFileSync(join(dir, 'empty.pdf'), '');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('prints candidates best first as JSON, with per-file errors and progress on stderr', async () => {
    const { code, stdout, stderr } = await runCli(
      ['screen', '--job', job, '--json', ...resumes, join(dir, 'empty.pdf')],
      env,
    );
    expect(code, stderr).toBe(0);
    const out = JSON.parse(stdout) as Output;
    expect(out.candidates.map((c) => c.file)).toEqual([
      '01-Accountant.pdf',
      '02-Accountant.docx',
      '02-Desktop Support.docx',
    ]);
    const scores = out.candidates.map((c) => c.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(out.candidates[0]!.profile.name).toBe('Ebony Moore');
    expect(out.candidates[0]!.breakdown.some((r) => r.met && r.evidence?.line)).toBe(true);
    expect(out.errors).toEqual([
      expect.objectContaining({ file: 'empty.pdf', error: expect.objectContaining({ code: 'empty_file' }) }),
    ]);
    expect(stderr).toContain('screen: 4/4 résumés (100%)');
    expect(existsSync(env.COLLOQUY_DATA_DIR!)).toBe(false);
  });

  it('prints a table, redacts in blind mode and writes an HTML report', async () => {
    const report = join(dir, 'report.html');
    const { code, stdout, stderr } = await runCli(
      ['screen', '--job', job, '--blind', '--report', report, ...resumes],
      env,
    );
    expect(code, stderr).toBe(0);
    const lines = stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^rank\s+score\s+file\s+name/);
    expect(lines[1]).toMatch(/^1\s+[\d.]+\s+01-Accountant\.pdf/);
    expect(stdout).not.toContain('Ebony Moore');
    const html = readFileSync(report, 'utf8');
    expect(html).toContain('Screening: Accountant');
    expect(html).toContain('blind mode');
    expect(html).not.toContain('Ebony Moore');
    expect(html).toMatch(/<svg[^>]*class="chart"/);
  });

  it.skipIf(!findChromium())('writes a PDF report', async () => {
    const report = join(dir, 'report.pdf');
    const { code, stderr } = await runCli(['screen', '--job', job, '--report', report, ...resumes], env);
    expect(code, stderr).toBe(0);
    const parser = new PDFParse({ data: new Uint8Array(readFileSync(report)) });
    const text = (await parser.getText()).text;
    await parser.destroy();
    expect(text).toContain('Ebony Moore');
    expect(text).toContain('Sofia Flores');
  });

  it('exits non-zero with one line on bad input', async () => {
    const badJob = join(dir, 'bad.json');
    writeFileSync(badJob, JSON.stringify({ must_have: ['Excel'] }));
    const cases: [string[], RegExp][] = [
      [['screen', '--job', badJob, resumes[0]!], /job\.title is required/],
      [['screen', '--job', join(dir, 'missing.json'), resumes[0]!], /cannot read .*missing\.json: ENOENT/],
      [['screen', '--job', job, join(dir, 'nope.pdf')], /cannot read .*nope\.pdf: ENOENT/],
      [['screen', '--job', job, '--report', join(dir, 'r.docx'), resumes[0]!], /--report must end in/],
    ];
    for (const [args, message] of cases) {
      const { code, stdout, stderr } = await runCli(args, env);
      expect(code).toBe(1);
      expect(stdout).toBe('');
      expect(stderr.trim().split('\n')).toHaveLength(1);
      expect(stderr).toMatch(message);
    }
  });
});
