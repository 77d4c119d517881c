import { analyzeReviewDataset, REVIEW_ANALYSIS_JOB, ReviewService } from '@colloquy/assistants';
import { createLogger } from '@colloquy/core';
import { listOutboxEvents } from '@colloquy/db';
import { testBackends } from '@colloquy/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, errorBody, type Harness, type Tenant } from './harness.ts';

const logger = createLogger({ level: 'silent' });

// Six reviews whose labels the built-in engine is sure of: 3 positive, 2 negative, 1 neutral.
const REVIEWS = [
  {
    text: 'I love this phone. The battery is amazing and the screen is gorgeous.',
    rating: 5,
    product: 'phone',
    date: '2025-01-10',
  },
  { text: 'Excellent phone, great camera.', rating: 4, product: 'phone', date: '2025-01-20' },
  {
    text: 'Terrible phone. The battery is awful and it died after a week.',
    rating: 1,
    product: 'phone',
    date: '2025-02-03',
  },
  { text: 'Great headphones, the sound is fantastic.', rating: 5, product: 'headphones', date: '2025-02-14' },
  {
    text: 'Awful headphones. The sound is terrible and they broke.',
    rating: 2,
    product: 'headphones',
    date: '2025-03-01',
  },
  { text: 'The box arrived on Tuesday.', rating: 3, product: 'headphones', date: '2025-03-09' },
];

interface DatasetView {
  id: string;
  name: string;
  review_count: number;
  status: string;
  analyzed_count: number;
  progress: number;
  job_id?: string;
  skipped?: number;
}

interface SummaryView {
  partial: boolean;
  dataset: DatasetView;
  review_count: number;
  labels: Record<string, number>;
  average_score: number;
  by_product: {
    product: string;
    count: number;
    average_rating: number | null;
    labels: Record<string, number>;
  }[];
  monthly: { month: string; count: number }[];
  top_positive_aspects: { aspect: string; quotes: string[] }[];
  top_negative_aspects: { aspect: string; quotes: string[]; phrases: string[] }[];
  ratings: { rated: number; agreement: number; polar_agreement: number; scale: unknown } | null;
}

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.each(testBackends())('review sentiment API on %s', (backend) => {
  let h: Harness;
  let acme: Tenant;
  let globex: Tenant;

  beforeAll(async () => {
    h = await createHarness(backend, {}, undefined, { jobs: true });
    acme = await h.tenant('Acme');
    globex = await h.tenant('Globex');
  });
  afterAll(() => h.close());

  async function createDataset(tenant: Tenant, reviews: unknown[] = REVIEWS, name = 'Q1 reviews') {
    const res = await h.request('POST', '/v1/reviews/datasets', {
      bearer: tenant.apiKey,
      json: { name, reviews },
    });
    expect(res.status).toBe(201);
    return (await res.json()) as DatasetView;
  }

  async function getDataset(tenant: Tenant, id: string) {
    return (await (
      await h.request('GET', `/v1/reviews/datasets/${id}`, { bearer: tenant.apiKey })
    ).json()) as DatasetView;
  }

  it('analyses texts one result per text, in order, with evidence', async () => {
    const texts = [
      'Great headphones, the sound is fantastic.',
      'Awful. Never again.',
      'The box arrived on Tuesday.',
    ];
    const res = await h.request('POST', '/v1/reviews/analyze', { bearer: acme.apiKey, json: { texts } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      data: { label: string; score: number; evidence: string[]; aspects: { aspect: string }[] }[];
    };
    expect(body.data.map((r) => r.label)).toEqual(['positive', 'negative', 'neutral']);
    expect(body.data[0]?.score).toBeGreaterThan(0.5);
    expect(body.data[0]?.aspects.map((a) => a.aspect)).toContain('sound');
    expect(body.data[1]?.evidence.length).toBeGreaterThan(0);
  });

  it('rejects bad analyse input with 4xx naming the field', async () => {
    const cases: [unknown, number, RegExp][] = [
      [{ texts: [] }, 422, /texts/],
      [{ texts: Array.from({ length: 1001 }, () => 'ok') }, 422, /texts/],
      [{ texts: ['fine', 'x'.repeat(10_001)] }, 422, /texts\.1/],
      [{ texts: ['fine', 42] }, 422, /texts\.1/],
      [{}, 422, /texts/],
    ];
    for (const [json, status, field] of cases) {
      const res = await h.request('POST', '/v1/reviews/analyze', { bearer: acme.apiKey, json });
      expect(res.status, JSON.stringify(json).slice(0, 60)).toBe(status);
      const body = await errorBody(res);
      expect(body.error).toBe('validation_failed');
      expect(body.message).toMatch(field);
    }
    const malformed = await h.request('POST', '/v1/reviews/analyze', {
      bearer: acme.apiKey,
      body: '{"texts": [',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    await errorBody(malformed);
  });

  it('imports JSON and CSV datasets and rejects bad files by line and field', async () => {
    const dataset = await createDataset(acme, [...REVIEWS, { text: '   ' }]);
    expect(dataset).toMatchObject({ review_count: 6, status: 'imported', analyzed_count: 0, skipped: 1 });
    expect(dataset.id).toMatch(/^rvw_/);

    const csv =
      'Review,Stars,Product,Date\n"Great camera, love it",5,cam,2025-04-02\nBroke fast,1,cam,2025-04-09\n';
    const form = new FormData();
    form.append('file', new File([csv], 'camera-reviews.csv', { type: 'text/csv' }));
    const uploaded = await h.request('POST', '/v1/reviews/datasets', { bearer: acme.apiKey, form });
    expect(uploaded.status).toBe(201);
    expect(await uploaded.json()).toMatchObject({ name: 'camera-reviews', review_count: 2 });

    const list = (await (await h.request('GET', '/v1/reviews/datasets', { bearer: acme.apiKey })).json()) as {
      data: DatasetView[];
    };
    expect(list.data.map((d) => d.name)).toEqual(expect.arrayContaining(['Q1 reviews', 'camera-reviews']));

    const bad: [string, string, RegExp][] = [
      ['no-text.csv', 'title,stars\nHello,5\n', /no text column/],
      ['long.csv', `text\nok\n"${'x'.repeat(10_001)}"\n`, /line 3 text/],
      ['dates.csv', 'text,date\nNice,not-a-date\n', /line 2 date/],
      ['ratings.json', JSON.stringify([{ text: 'Nice', rating: 'five' }]), /reviews\.0\.rating/],
      ['broken.json', '[{"text": ', /not valid JSON/],
    ];
    for (const [name, content, message] of bad) {
      const file = new FormData();
      file.append('file', new File([content], name));
      const res = await h.request('POST', '/v1/reviews/datasets', { bearer: acme.apiKey, form: file });
      expect(res.status, name).toBe(422);
      expect((await errorBody(res)).message).toMatch(message);
    }
    const badJson = await h.request('POST', '/v1/reviews/datasets', {
      bearer: acme.apiKey,
      json: { name: 'x', reviews: [{ text: 'Nice', date: '2025-13-45' }] },
    });
    expect(badJson.status).toBe(422);
    expect((await errorBody(badJson)).message).toMatch(/reviews\.0\.date/);
    const noName = await h.request('POST', '/v1/reviews/datasets', {
      bearer: acme.apiKey,
      json: { reviews: ['x'] },
    });
    expect(noName.status).toBe(422);
    expect((await errorBody(noName)).message).toMatch(/name/);
    const plain = await h.request('POST', '/v1/reviews/datasets', {
      bearer: acme.apiKey,
      body: 'text\nhello',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(plain.status).toBe(415);
  });

  it('analyses a dataset as one job with progress, a summary and one reviews.analyzed event', async () => {
    const dataset = await createDataset(acme);
    // Twice at once: one analysis at a time (checked below).
    const [first, second] = await Promise.all([
      h.request('POST', `/v1/reviews/datasets/${dataset.id}/analyze`, { bearer: acme.apiKey }),
      h.request('POST', `/v1/reviews/datasets/${dataset.id}/analyze`, { bearer: acme.apiKey }),
    ]);
    expect([first.status, second.status]).toEqual([202, 202]);
    const queued = (await first.json()) as DatasetView;
    expect(['queued', 'running', 'completed']).toContain(queued.status);
    const done = await waitFor(async () => {
      const d = await getDataset(acme, dataset.id);
      return d.status === 'completed' ? d : undefined;
    });
    expect(done).toMatchObject({ analyzed_count: 6, review_count: 6, progress: 1 });
    // Normally the second call finds the first's job queued and adds nothing. On a loaded machine the first
    // analysis (six reviews) can finish before the second call reads the dataset; then, by design, the second
    // starts afresh. What must never happen is two analyses at once: a second job starts only after the first ended.
    // (pg-boss stamps a job completed just after its handler returns, and the dataset is marked inside the handler:
    // on a loaded machine the job may still read 'active' for a moment, so wait for the stamp.)
    const jobs = await waitFor(async () => {
      const rows = await h.database.db.query<{
        state: string;
        output: { analyzed?: number } | null;
        created_on: Date;
        started_on: Date | null;
      }>(
        `SELECT state, output, created_on, started_on FROM pgboss.job
          WHERE name = $1 AND data->>'dataset_id' = $2 ORDER BY created_on`,
        [REVIEW_ANALYSIS_JOB, dataset.id],
      );
      return rows.every((job) => job.state !== 'active' && job.state !== 'created') ? rows : undefined;
    });
    expect([1, 2]).toContain(jobs.length);
    for (const job of jobs) {
      expect(job.state).toBe('completed');
      expect(job.output?.analyzed).toBe(6);
    }
    if (jobs.length === 2) {
      // The second is only created once the first has run (the dataset is marked completed inside the first job's
      // handler, a few milliseconds before pg-boss stamps completed_on, so that stamp cannot be the bound); each
      // analysed all six reviews once, and the summary below counts six, not twelve.
      expect(new Date(jobs[1]!.created_on).getTime()).toBeGreaterThanOrEqual(
        new Date(jobs[0]!.started_on!).getTime(),
      );
    }

    const summaryRes = await h.request('GET', `/v1/reviews/datasets/${dataset.id}/summary`, {
      bearer: acme.apiKey,
    });
    expect(summaryRes.status).toBe(200);
    const summary = (await summaryRes.json()) as SummaryView;
    expect(summary.partial).toBe(false);
    expect(summary.review_count).toBe(6);
    expect(summary.labels).toEqual({ positive: 3, negative: 2, neutral: 1 });
    // The average is the mean of the per-text scores the analyse endpoint gives for the same texts.
    const single = (await (
      await h.request('POST', '/v1/reviews/analyze', {
        bearer: acme.apiKey,
        json: { texts: REVIEWS.map((r) => r.text) },
      })
    ).json()) as { data: { score: number }[] };
    const mean = single.data.reduce((sum, r) => sum + r.score, 0) / single.data.length;
    expect(summary.average_score).toBeCloseTo(mean, 3);
    expect(summary.by_product.map((p) => [p.product, p.count, p.average_rating])).toEqual([
      ['headphones', 3, 3.33],
      ['phone', 3, 3.33],
    ]);
    expect(summary.by_product.find((p) => p.product === 'phone')?.labels).toEqual({
      positive: 2,
      negative: 1,
      neutral: 0,
    });
    expect(summary.monthly.map((m) => [m.month, m.count])).toEqual([
      ['2025-01', 2],
      ['2025-02', 2],
      ['2025-03', 2],
    ]);
    const battery = summary.top_negative_aspects.find((a) => a.aspect === 'battery');
    expect(battery?.quotes[0]).toBe('The battery is awful and it died after a week.');
    expect(summary.top_positive_aspects.map((a) => a.aspect)).toEqual(
      expect.arrayContaining(['screen', 'camera']),
    );
    expect(summary.ratings).toMatchObject({
      rated: 6,
      agreement: 1,
      polar_agreement: 1,
      scale: { min: 1, max: 5 },
    });

    const events = (await listOutboxEvents(h.database.db, acme.companyId)).filter(
      (e) => e.eventType === 'reviews.analyzed',
    );
    expect(events).toHaveLength(jobs.length);
    expect(events[0]?.data).toMatchObject({
      dataset_id: dataset.id,
      review_count: 6,
      labels: { positive: 3, negative: 2, neutral: 1 },
    });

    // Analysing a finished dataset again starts afresh: the same counts, not double, and a second event.
    const again = await h.request('POST', `/v1/reviews/datasets/${dataset.id}/analyze`, {
      bearer: acme.apiKey,
    });
    expect(again.status).toBe(202);
    await waitFor(async () => {
      const d = await getDataset(acme, dataset.id);
      return d.status === 'completed' && d.analyzed_count === 6 ? d : undefined;
    });
    const recount = (await (
      await h.request('GET', `/v1/reviews/datasets/${dataset.id}/summary`, { bearer: acme.apiKey })
    ).json()) as SummaryView;
    expect(recount.review_count).toBe(6);
    expect(recount.labels).toEqual({ positive: 3, negative: 2, neutral: 1 });
    await waitFor(async () => {
      const all = await listOutboxEvents(h.database.db, acme.companyId);
      return all.filter((e) => e.eventType === 'reviews.analyzed').length === jobs.length + 1
        ? true
        : undefined;
    });
  });

  it('resumes after a crash without counting any review twice', async () => {
    const dataset = await createDataset(acme, REVIEWS, 'Crashy');
    const reviews = new ReviewService({ db: h.database.db, logger });
    const engine = {
      name: 'builtin',
      analyzeMany: (texts: readonly string[]) => reviews.analyzeTexts(texts),
    };
    const seen: number[] = [];
    // The "crash": the worker dies after storing the first chunk of two.
    await expect(
      analyzeReviewDataset({
        db: h.database.db,
        engine,
        companyId: acme.companyId,
        datasetId: dataset.id,
        logger,
        chunkSize: 2,
        onProgress: ({ analyzed }) => {
          seen.push(analyzed);
          throw new Error('worker crashed');
        },
      }),
    ).rejects.toThrow('worker crashed');
    expect(seen).toEqual([2]);
    expect(await getDataset(acme, dataset.id)).toMatchObject({ status: 'running', analyzed_count: 2 });
    const partial = (await (
      await h.request('GET', `/v1/reviews/datasets/${dataset.id}/summary`, { bearer: acme.apiKey })
    ).json()) as SummaryView;
    expect(partial).toMatchObject({ partial: true, review_count: 2 });

    // The retried job resumes: it reads only the four reviews without a result.
    const job = reviews.analysisJob({ chunkSize: 2 });
    const context = { jobId: 'test', retryCount: 1, logger, signal: new AbortController().signal };
    const progress: number[] = [];
    const resumed = await analyzeReviewDataset({
      db: h.database.db,
      engine,
      companyId: acme.companyId,
      datasetId: dataset.id,
      logger,
      chunkSize: 2,
      onProgress: ({ analyzed }) => {
        progress.push(analyzed);
      },
    });
    expect(progress).toEqual([4, 6]);
    expect(resumed).toMatchObject({ status: 'completed', analyzed: 6, total: 6 });

    // A duplicate delivery of the finished job changes nothing.
    const duplicate = await job.handler({ company_id: acme.companyId, dataset_id: dataset.id }, context);
    expect(duplicate).toMatchObject({ status: 'skipped', analyzed: 6 });
    // So does a re-run over rows that already have results (the status lost in a crash after the last chunk).
    await h.database.db.query(`UPDATE review_datasets SET status = 'running' WHERE id = $1`, [dataset.id]);
    const rerun = await job.handler({ company_id: acme.companyId, dataset_id: dataset.id }, context);
    expect(rerun).toMatchObject({ status: 'completed', analyzed: 6 });
    const [counts] = await h.database.db.query<{ results: number }>(
      'SELECT count(*)::int AS results FROM review_results WHERE dataset_id = $1',
      [dataset.id],
    );
    expect(counts?.results).toBe(6);
    const summary = (await (
      await h.request('GET', `/v1/reviews/datasets/${dataset.id}/summary`, { bearer: acme.apiKey })
    ).json()) as SummaryView;
    expect(summary.labels).toEqual({ positive: 3, negative: 2, neutral: 1 });
    expect(await getDataset(acme, dataset.id)).toMatchObject({ status: 'completed', analyzed_count: 6 });
  });

  it("keeps each company's datasets to itself and checks scopes", async () => {
    const mine = await createDataset(acme, REVIEWS.slice(0, 2), 'Private');
    for (const [method, path] of [
      ['GET', `/v1/reviews/datasets/${mine.id}`],
      ['GET', `/v1/reviews/datasets/${mine.id}/summary`],
      ['POST', `/v1/reviews/datasets/${mine.id}/analyze`],
    ] as const) {
      const res = await h.request(method, path, { bearer: globex.apiKey });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect((await errorBody(res)).error).toBe('not_found');
    }
    const theirs = (await (
      await h.request('GET', '/v1/reviews/datasets', { bearer: globex.apiKey })
    ).json()) as {
      data: DatasetView[];
    };
    expect(theirs.data.map((d) => d.id)).not.toContain(mine.id);
    expect(await getDataset(acme, mine.id)).toMatchObject({ status: 'imported' });

    const reader = await h.tenant('Reader', ['data:read']);
    const analyse = await h.request('POST', '/v1/reviews/analyze', {
      bearer: reader.apiKey,
      json: { texts: ['ok'] },
    });
    expect(analyse.status).toBe(200);
    const upload = await h.request('POST', '/v1/reviews/datasets', {
      bearer: reader.apiKey,
      json: { name: 'n', reviews: ['ok'] },
    });
    expect(upload.status).toBe(403);
    const chatOnly = await h.tenant('Chatter', ['chat']);
    const denied = await h.request('POST', '/v1/reviews/analyze', {
      bearer: chatOnly.apiKey,
      json: { texts: ['ok'] },
    });
    expect(denied.status).toBe(403);
    expect((await errorBody(denied)).error).toBe('forbidden');
  });

  it('answers 503, not 500, when no worker can take the analysis', async () => {
    const plain = await createHarness(backend);
    try {
      const tenant = await plain.tenant('NoWorker');
      const created = await plain.request('POST', '/v1/reviews/datasets', {
        bearer: tenant.apiKey,
        json: { name: 'n', reviews: ['Lovely.'] },
      });
      const { id } = (await created.json()) as { id: string };
      const res = await plain.request('POST', `/v1/reviews/datasets/${id}/analyze`, {
        bearer: tenant.apiKey,
      });
      expect(res.status).toBe(503);
      expect((await errorBody(res)).error).toBe('unavailable');
    } finally {
      await plain.close();
    }
  });
});

describe('ReviewService.digestReviews (for the analyze_reviews tool)', () => {
  it('summarises texts in figures and one sentence', async () => {
    const service = new ReviewService({ db: undefined as never, logger });
    const digest = await service.digestReviews('cmp_x', { texts: REVIEWS.map((r) => r.text) });
    expect(digest).toMatchObject({ reviews: 6, labels: { positive: 3, negative: 2, neutral: 1 } });
    expect(digest.topNegative).toContain('battery');
    expect(digest.text).toMatch(/^6 reviews: 50% positive, 33% negative, 17% neutral/);
  });
});
