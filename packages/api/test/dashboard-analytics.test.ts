import { startTestSmtp, type TestSmtpServer } from '@colloquy/channels/testing';
import { testBackends } from '@colloquy/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DashboardClient, signedInClient } from './dashboard-client.ts';
import { createHarness, type Harness } from './harness.ts';

const RESUME = `Jane Ledger
jane@example.com
Accountant with 6 years of experience in accounting, Excel and QuickBooks.
Experience
2018 - 2024 Senior Accountant, Numbers Ltd: accounting, month-end close, Excel models.
Education
BSc Accounting`;

/** Polls `read` until it returns a value (or fails after 20 s). */
async function waitFor<T>(read: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.each(testBackends())('dashboard analytics on %s', (backend) => {
  let h: Harness;
  let smtp: TestSmtpServer;
  let client: DashboardClient;
  let apiKey: string;
  const api = (method: string, path: string, body?: { json?: unknown; form?: FormData }) =>
    h.request(method, path, { bearer: apiKey, ...body });

  beforeAll(async () => {
    smtp = await startTestSmtp();
    h = await createHarness(backend, {}, undefined, { jobs: true, smtpUrl: smtp.url });
    client = await signedInClient(h, smtp, 'lou@analytics.test', 'Analytics Co');
    await client.page('/dashboard/settings/keys');
    const created = await (await client.post('/dashboard/settings/keys', { name: 'api' })).text();
    apiKey = /data-testid="new-key">([^<]+)</.exec(created)![1]!;
  }, 60_000);
  afterAll(async () => {
    await h?.close();
    await smtp?.close();
  });

  it('counts conversations per day and channel, with escalations', async () => {
    const empty = await client.page('/dashboard/analytics');
    expect(empty.html).toContain('0 conversations, 0 escalated');
    const res = await api('POST', '/v1/assistants', {
      json: { name: 'Desk', template: 'customer-engagement' },
    });
    const { assistant_id } = (await res.json()) as { assistant_id: string };
    await api('POST', `/v1/assistants/${assistant_id}/deploy`);
    for (const message of ['What are your opening hours?', 'I want to talk to a human please'])
      expect(
        (await api('POST', '/v1/chat', { json: { assistant_id, message, channel: 'api' } })).status,
      ).toBe(200);
    const [db] = await h.database.db.query<{ escalated: number }>(
      'SELECT count(*) FILTER (WHERE escalated)::int AS escalated FROM conversations WHERE assistant_id = $1',
      [assistant_id],
    );
    expect(db?.escalated).toBe(1);
    const page = await client.page('/dashboard/analytics');
    expect(page.html).toContain('2 conversations, 1 escalated to a person (50%)');
    expect(page.html).toMatch(/<th scope="row">api<\/th><td>2<\/td><td>1<\/td>/);
    const today = new Date().toISOString().slice(0, 10);
    expect(page.html).toContain(`<title>${today}: 2 (1 escalated)</title>`);
    expect(page.html).toMatch(/<svg [^>]*role="img" aria-label="Conversations per day: 2 in 30 days/);
  });

  it('summarises review sentiment once a dataset is analysed', async () => {
    const reviews = [
      { text: 'Great headphones, the sound is fantastic.', date: '2025-02-14' },
      { text: 'Terrible phone. The battery is awful and it died after a week.', date: '2025-02-03' },
      { text: 'Lovely service, fast delivery and a great price.', date: '2025-03-01' },
    ];
    const res = await api('POST', '/v1/reviews/datasets', { json: { name: 'Spring reviews', reviews } });
    const { id } = (await res.json()) as { id: string };
    expect((await client.page('/dashboard/analytics')).html).toMatch(
      /Spring reviews<\/h3><p class="muted">imported/,
    );
    await api('POST', `/v1/reviews/datasets/${id}/analyze`);
    const html = await waitFor(async () => {
      const page = (await client.page('/dashboard/analytics')).html;
      return page.includes('data-testid="sentiment"') ? page : undefined;
    });
    expect(html).toMatch(/3 reviews: 2 positive, 0 neutral, 1 negative\./);
    expect(html).toMatch(/aria-label="Sentiment of 3 reviews: positive 67%, neutral 0%, negative 33%"/);
    // The monthly trend (negative reviews as the bars' second part) and the aspects the reviews judge.
    expect(html).toContain('<title>2025-02: 2 (1 negative)</title>');
    expect(html).toContain('<title>2025-03: 1</title>');
    expect(html).toMatch(/<th scope="row">battery<\/th><td>1<\/td><td>0<\/td><td>1<\/td>/);
  });

  it('answers a question over a dataset with the SQL, the table and a chart', async () => {
    const none = await client.page('/dashboard/analytics/ask');
    expect(none.html).toContain('Upload a dataset first');
    expect((await client.post('/dashboard/analytics/ask', { question: ' ' })).status).toBe(422);
    await client.page('/dashboard/settings/datasets');
    const csv = 'region,amount\nNorth,120\nSouth,80\nNorth,30\n';
    await client.upload('/dashboard/settings/datasets', {}, { file: new File([csv], 'sales.csv') });
    const res = await client.post('/dashboard/analytics/ask', { question: 'total amount per region' });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/data-testid="sql">SELECT/);
    expect(html).toMatch(/<td>North<\/td><td>150<\/td>/);
    expect(html).toMatch(/<td>South<\/td><td>80<\/td>/);
    expect(html).toMatch(/<svg [^>]*role="img"/);
    expect(html).toContain('<title>North: 150</title>');
  });

  it('lists quotes and screenings, linking to their HTML reports; other companies get 404', async () => {
    const quote = await api('POST', '/v1/quotes', {
      json: {
        customer: { name: 'Bright Ideas Ltd', email: 'buyer@bright.test' },
        currency: 'EUR',
        lines: [{ description: 'Consulting day', unit_price: 900, quantity: 2 }],
      },
    });
    expect(quote.status, await quote.clone().text()).toBe(201);
    const form = new FormData();
    form.append('job', JSON.stringify({ title: 'Accountant', must_have: ['Accounting', 'Excel'] }));
    form.append('files', new File([RESUME], 'jane.txt'));
    const screening = await api('POST', '/v1/screenings', { form });
    expect(screening.status).toBe(202);
    const { screening_id } = (await screening.json()) as { screening_id: string };
    const html = await waitFor(async () => {
      const page = (await client.page('/dashboard/analytics')).html;
      return page.includes(`/dashboard/analytics/screenings/${screening_id}"`) ? page : undefined;
    });
    const quoteId = /\/dashboard\/analytics\/quotes\/(quote_[a-z0-9]+)"/.exec(html)![1]!;
    expect(html).toContain('Bright Ideas Ltd');

    const report = await client.get(`/dashboard/analytics/quotes/${quoteId}`);
    expect(report.status).toBe(200);
    expect(report.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    expect(await report.text()).toContain('Consulting day');
    const screeningReport = await client.get(`/dashboard/analytics/screenings/${screening_id}`);
    expect(screeningReport.status).toBe(200);
    expect(await screeningReport.text()).toContain('Accountant');

    const other = await signedInClient(h, smtp, 'max@analytics-other.test', 'Other Analytics');
    expect((await other.get(`/dashboard/analytics/quotes/${quoteId}`)).status).toBe(404);
    expect((await other.get(`/dashboard/analytics/screenings/${screening_id}`)).status).toBe(404);
    const theirs = (await other.page('/dashboard/analytics')).html;
    expect(theirs).not.toContain('Bright Ideas Ltd');
    expect(theirs).toContain('0 conversations');
  });
});
