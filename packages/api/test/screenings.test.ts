import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runScreening, ScreeningService, screeningJob } from '@colloquy/assistants';
import { AppError, createLogger, newId, systemClock } from '@colloquy/core';
import { insertScreening, listOutboxEvents, listScreeningResults } from '@colloquy/db';
import { testBackends } from '@colloquy/db/testing';
import { createReportRenderer, findChromium } from '@colloquy/reports';
import { zipSync } from 'fflate';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, errorBody, type Harness, PUBLIC_URL, type Tenant } from './harness.ts';

const logger = createLogger({ level: 'silent' });
const RESUMES = '/work/shared/data/resumes-dev';
const resume = (name: string) => new Uint8Array(readFileSync(join(RESUMES, name)));

const JOB = {
  title: 'Accountant',
  must_have: ['Accounting', 'Excel'],
  nice_to_have: ['QuickBooks'],
  min_years: 2,
};

// Two accountants, an office coordinator, a desktop support technician, an empty file and a junk "PDF".
const MIX: [string, Uint8Array][] = [
  ['02-Desktop Support.docx', resume('02-Desktop Support.docx')],
  ['01-Accountant.pdf', resume('01-Accountant.pdf')],
  ['empty.pdf', new Uint8Array()],
  ['02-Accountant.docx', resume('02-Accountant.docx')],
  ['junk.pdf', new TextEncoder().encode('%PDF-1.7 this is not really a PDF at all')],
  ['01-Office Coordinator.pdf', resume('01-Office Coordinator.pdf')],
];

interface Candidate {
  rank: number;
  file: string;
  score: number;
  knocked_out: boolean;
  breakdown: { kind: string; requirement: string; met: boolean; evidence: { line: string } | null }[];
  profile: { name: string | null; skills: string[] };
}

interface ScreeningBody {
  screening_id: string;
  status: string;
  files: number;
  processed: number;
  progress: number;
  candidates: Candidate[];
  errors: { file: string; error: { code: string; message: string } }[];
}

function form(files: [string, Uint8Array][], fields: Record<string, string> = { job: JSON.stringify(JOB) }) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const [name, data] of files) body.append('files', new File([data], name));
  return body;
}

async function pdfText(pdf: Uint8Array): Promise<string> {
  const parser = new PDFParse({ data: pdf });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.each(testBackends())('résumé screening API on %s', (backend) => {
  let h: Harness;
  let acme: Tenant;
  let globex: Tenant;
  let screeningId: string;
  let done: ScreeningBody;

  const upload = (tenant: Tenant, body: FormData) =>
    h.request('POST', '/v1/screenings', { bearer: tenant.apiKey, form: body });
  const get = (tenant: Tenant, path: string) => h.request('GET', path, { bearer: tenant.apiKey });
  const finished = (tenant: Tenant, id: string) =>
    waitFor(async () => {
      const body = (await (await get(tenant, `/v1/screenings/${id}`)).json()) as ScreeningBody;
      return body.status === 'completed' || body.status === 'failed' ? body : undefined;
    });

  beforeAll(async () => {
    h = await createHarness(backend, {}, undefined, { jobs: true });
    acme = await h.tenant('Acme Hiring');
    globex = await h.tenant('Globex');
    const created = await upload(acme, form(MIX));
    expect(created.status).toBe(202);
    const body = (await created.json()) as { screening_id: string; status: string; files: number };
    expect(body).toMatchObject({ status: 'queued', files: 6 });
    expect(body.screening_id).toMatch(/^scr_[0-9a-z]{20}$/);
    screeningId = body.screening_id;
    done = await finished(acme, screeningId);
  });
  afterAll(() => h?.close());

  it('ranks the readable résumés by score, best first, with evidence', () => {
    expect(done).toMatchObject({ status: 'completed', files: 6, processed: 6, progress: 1 });
    expect(done.candidates.map((c) => c.file)).toEqual([
      '01-Accountant.pdf',
      '02-Accountant.docx',
      '01-Office Coordinator.pdf',
      '02-Desktop Support.docx',
    ]);
    expect(done.candidates.map((c) => c.rank)).toEqual([1, 2, 3, 4]);
    const scores = done.candidates.map((c) => c.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const best = done.candidates[0]!;
    expect(best.profile.name).toBe('Ebony Moore');
    const accounting = best.breakdown.find((r) => r.kind === 'must_have' && r.requirement === 'Accounting');
    expect(accounting?.met).toBe(true);
    expect(accounting?.evidence?.line).toMatch(/account/i);
  });

  it('reports unreadable and empty files per file and goes on', () => {
    const byFile = Object.fromEntries(done.errors.map((e) => [e.file, e.error.code]));
    expect(byFile).toEqual({ 'empty.pdf': 'empty_file', 'junk.pdf': 'unreadable_file' });
  });

  it('announces the completion and the report in the outbox', async () => {
    const events = await listOutboxEvents(h.database.db, acme.companyId);
    const completed = events.filter((e) => e.eventType === 'screening.completed');
    expect(completed).toHaveLength(1);
    expect(completed[0]!.data).toMatchObject({
      screening_id: screeningId,
      job_title: 'Accountant',
      files: 6,
      ranked: 4,
      errors: 2,
      top_candidates: [{ rank: 1, file: '01-Accountant.pdf' }, { rank: 2 }, { rank: 3 }, { rank: 4 }],
      report_url: `${PUBLIC_URL}/v1/screenings/${screeningId}/report.html`,
    });
    const ready = events.filter((e) => e.eventType === 'report.ready');
    expect(ready).toHaveLength(1);
    expect(ready[0]!.data).toMatchObject({
      report: 'screening',
      screening_id: screeningId,
      formats: { html: `${PUBLIC_URL}/v1/screenings/${screeningId}/report.html` },
    });
  });

  it('lists screenings without their candidates', async () => {
    const response = await get(acme, '/v1/screenings');
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: (ScreeningBody & { candidates?: unknown })[] };
    const listed = data.find((s) => s.screening_id === screeningId);
    expect(listed).toMatchObject({ status: 'completed', files: 6, processed: 6 });
    expect(listed?.candidates).toBeUndefined();
  });

  it('serves the report as HTML and Markdown with the ranking, evidence and a chart', async () => {
    const html = await get(acme, `/v1/screenings/${screeningId}/report.html`);
    expect(html.status).toBe(200);
    expect(html.headers.get('Content-Type')).toMatch(/^text\/html/);
    const page = await html.text();
    expect(page).toContain('Screening: Accountant');
    expect(page).toContain('Acme Hiring');
    expect(page.indexOf('Ebony Moore')).toBeLessThan(page.indexOf('Sofia Flores'));
    expect(page).toMatch(/<svg[^>]*class="chart"/);
    expect(page).toContain('empty.pdf');
    expect(page).not.toContain('<script');
    const md = await get(acme, `/v1/screenings/${screeningId}/report.md`);
    expect(md.headers.get('Content-Type')).toMatch(/^text\/markdown/);
    expect(await md.text()).toMatch(/\| 1 \| Ebony Moore \| 01-Accountant\.pdf \|/);
  });

  it.skipIf(!findChromium())('serves the report as a PDF', async () => {
    const response = await get(acme, `/v1/screenings/${screeningId}/report.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain('Ebony Moore');
    expect(text).toContain('Sofia Flores');
  });

  it('answers 503 pdf_unavailable without Chromium, while HTML still renders', async () => {
    const reports = createReportRenderer({ logger, chromiumPath: '/nonexistent/chromium' });
    const service = new ScreeningService({ db: h.database.db, clock: systemClock, logger, reports });
    const error = await service.report(acme.companyId, screeningId, 'pdf').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'pdf_unavailable', status: 503 });
    expect(await service.report(acme.companyId, screeningId, 'html')).toContain('Ebony Moore');
  });

  it('runs as the screen_resumes task', async () => {
    const response = await h.request('POST', '/v1/tasks/execute', {
      bearer: acme.apiKey,
      json: { task: 'screen_resumes', params: { screening_id: screeningId } },
    });
    expect(response.status).toBe(200);
    const run = (await response.json()) as {
      status: string;
      result: { top: { rank: number; file: string }[]; errors: number; text: string };
    };
    expect(run.status).toBe('completed');
    expect(run.result.top[0]).toMatchObject({ rank: 1, file: '01-Accountant.pdf' });
    expect(run.result.errors).toBe(2);
    expect(run.result.text).toContain('Ebony Moore');
  });

  it('answers from chat through the HR assistant', async () => {
    const created = await h.request('POST', '/v1/assistants', {
      bearer: acme.apiKey,
      json: { name: 'HR', template: 'hr-assistant' },
    });
    const { assistant_id } = (await created.json()) as { assistant_id: string };
    await h.request('POST', `/v1/assistants/${assistant_id}/deploy`, { bearer: acme.apiKey });
    const res = await h.request('POST', '/v1/chat', {
      bearer: acme.apiKey,
      json: { assistant_id, message: 'Who are the best candidates?' },
    });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { reply: string; tool_calls: { name: string }[] };
    expect(answer.tool_calls[0]?.name, answer.reply).toBe('screen_resumes');
    expect(answer.reply).toContain('Ebony Moore');
  });

  it("answers 404 for another company's screening", async () => {
    for (const path of [`/v1/screenings/${screeningId}`, `/v1/screenings/${screeningId}/report.html`]) {
      const response = await get(globex, path);
      expect(response.status).toBe(404);
      expect((await errorBody(response)).error).toBe('not_found');
    }
    const list = (await (await get(globex, '/v1/screenings')).json()) as { data: unknown[] };
    expect(list.data).toEqual([]);
  });

  it('refuses a bad job spec with 422 naming the field', async () => {
    const cases: [string, string][] = [
      ['{"title": "Accountant", ', 'job'],
      [JSON.stringify({ must_have: ['Excel'] }), 'job.title'],
      [JSON.stringify({ ...JOB, min_years: 'three' }), 'job.min_years'],
      [JSON.stringify({ title: 'Accountant' }), 'job.must_have'],
    ];
    for (const [job, field] of cases) {
      const response = await upload(acme, form([['a.pdf', resume('01-Accountant.pdf')]], { job }));
      expect(response.status).toBe(422);
      const body = await errorBody(response);
      expect(body.error).toBe('validation_failed');
      expect((body.details as { issues: { field: string }[] }).issues.map((i) => i.field)).toContain(field);
    }
    const noJob = await upload(acme, form([['a.pdf', resume('01-Accountant.pdf')]], {}));
    expect(noJob.status).toBe(422);
    const noFiles = await upload(acme, form([]));
    expect(noFiles.status).toBe(422);
    expect((await errorBody(noFiles)).message).toMatch(/files/);
  });

  it('refuses more than 500 files with a clear 413', async () => {
    const many = Array.from({ length: 501 }, (_, i): [string, Uint8Array] => [
      `r${i}.txt`,
      new Uint8Array([65]),
    ]);
    const response = await upload(acme, form(many));
    expect(response.status).toBe(413);
    const body = await errorBody(response);
    expect(body.error).toBe('payload_too_large');
    expect(body.message).toMatch(/At most 500 résumés per screening \(got 501\)/);
  });

  it('takes a zip of résumés, and refuses a zip bomb', async () => {
    const zip = zipSync({
      'batch/01-Accountant.pdf': resume('01-Accountant.pdf'),
      'batch/02-Accountant.docx': resume('02-Accountant.docx'),
      '__MACOSX/batch/._01-Accountant.pdf': new Uint8Array([0]),
    });
    const ok = await upload(acme, form([['batch.zip', zip]]));
    expect(ok.status).toBe(202);
    const { screening_id, files } = (await ok.json()) as { screening_id: string; files: number };
    expect(files).toBe(2);
    const result = await finished(acme, screening_id);
    expect(result.candidates.map((c) => c.file)).toEqual(['01-Accountant.pdf', '02-Accountant.docx']);

    // 11 MB of zeros compress to a few KB: the declared size is refused before anything is inflated.
    const bomb = zipSync({ 'resume.txt': new Uint8Array(11 * 1024 * 1024) }, { level: 9 });
    expect(bomb.byteLength).toBeLessThan(100_000);
    const refused = await upload(acme, form([['bomb.zip', bomb]]));
    expect(refused.status).toBe(413);
    expect((await errorBody(refused)).message).toMatch(/expands to/);
  });

  it('resumes a batch stopped mid-way without processing any file twice', async () => {
    const id = newId('screening');
    const files = MIX.map(([name, content]) => ({ name, content }));
    await h.database.db.transaction((tx) =>
      insertScreening(tx, {
        id,
        companyId: acme.companyId,
        job: JOB,
        blind: false,
        mustHaveMode: 'weighted',
        files,
      }),
    );
    // The worker stops after its first chunk of two files (as on SIGTERM mid-batch).
    const stop = new AbortController();
    const crashed = await runScreening({
      db: h.database.db,
      clock: systemClock,
      logger,
      companyId: acme.companyId,
      screeningId: id,
      chunkSize: 2,
      signal: stop.signal,
      onProgress: () => stop.abort(),
    }).catch((e: unknown) => e);
    expect(crashed).toBeInstanceOf(Error);
    const partial = (await (await get(acme, `/v1/screenings/${id}`)).json()) as ScreeningBody;
    expect(partial).toMatchObject({ status: 'running', processed: 2 });

    // The retried job reads only the four files without a result.
    const job = screeningJob({ db: h.database.db, clock: systemClock, chunkSize: 2 });
    const context = { jobId: 'test', retryCount: 1, logger, signal: new AbortController().signal };
    const resumed = await job.handler({ company_id: acme.companyId, screening_id: id }, context);
    expect(resumed).toMatchObject({ status: 'completed', processed: 6, total: 6, processedNow: 4 });
    const results = await listScreeningResults(h.database.db, acme.companyId, id);
    expect(results.map((r) => r.fileNo)).toEqual([1, 2, 3, 4, 5, 6]);

    // A duplicate delivery of the finished job changes nothing and announces nothing twice.
    const duplicate = await job.handler({ company_id: acme.companyId, screening_id: id }, context);
    expect(duplicate).toMatchObject({ status: 'skipped', processedNow: 0 });
    const events = (await listOutboxEvents(h.database.db, acme.companyId, 1000)).filter(
      (e) =>
        e.eventType === 'screening.completed' && (e.data as { screening_id: string }).screening_id === id,
    );
    expect(events).toHaveLength(1);
    const body = (await (await get(acme, `/v1/screenings/${id}`)).json()) as ScreeningBody;
    expect(body.candidates.map((c) => c.file)).toEqual(done.candidates.map((c) => c.file));
    expect(body.candidates.map((c) => c.score)).toEqual(done.candidates.map((c) => c.score));
  });
});
