import { startTestSmtp, type TestSmtpServer } from '@colloquy/channels/testing';
import { testBackends } from '@colloquy/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DashboardClient, mailTo, signedInClient } from './dashboard-client.ts';
import { createHarness, type Harness } from './harness.ts';

const SALES = 'region,amount\nNorth,120\nSouth,80\n';

describe.each(testBackends())('dashboard settings on %s', (backend) => {
  let h: Harness;
  let smtp: TestSmtpServer;
  let client: DashboardClient;
  let companyId: string;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    h = await createHarness(backend, {}, undefined, {
      jobs: true,
      smtpUrl: smtp.url,
      // The company's own server in these tests is the local one.
      smtpAllowlist: ['127.0.0.1'],
    });
    client = await signedInClient(h, smtp, 'fay@settings.test', 'Settings Co');
    const [user] = await h.database.db.query<{ company_id: string }>(
      "SELECT company_id FROM users WHERE email = 'fay@settings.test'",
    );
    companyId = user!.company_id;
  }, 60_000);
  afterAll(async () => {
    await h?.close();
    await smtp?.close();
  });

  it('renames the company, refusing an empty name', async () => {
    const page = await client.page('/dashboard/settings/company');
    expect(page.html).toContain('value="Settings Co"');
    const empty = await client.post('/dashboard/settings/company', { name: '  ' });
    expect(empty.status).toBe(422);
    expect(await empty.text()).toContain('name: must be 1 to 200 characters');
    const saved = await client.post('/dashboard/settings/company', { name: 'Settings Company Ltd' });
    expect(await saved.text()).toContain('value="Settings Company Ltd"');
    const [row] = await h.database.db.query<{ name: string }>('SELECT name FROM companies WHERE id = $1', [
      companyId,
    ]);
    expect(row?.name).toBe('Settings Company Ltd');
  });

  it('uploads a dataset, previews and deletes it; another company cannot see it', async () => {
    await client.page('/dashboard/settings/datasets');
    const wrong = await client.upload(
      '/dashboard/settings/datasets',
      {},
      { file: new File(['x'], 'notes.docx') },
    );
    expect(wrong.status).toBe(415);
    const uploaded = await client.upload(
      '/dashboard/settings/datasets',
      { name: 'sales' },
      { file: new File([SALES], 'sales.csv', { type: 'text/csv' }) },
    );
    expect(uploaded.status).toBe(200);
    const list = await uploaded.text();
    expect(list).toContain('Imported sales.');
    expect(list).toMatch(/<td>2<\/td><td>region, amount<\/td>/);
    const again = await client.upload(
      '/dashboard/settings/datasets',
      { name: 'sales' },
      { file: new File([SALES], 'sales.csv', { type: 'text/csv' }) },
    );
    expect(again.status).toBe(409);
    const preview = await client.page('/dashboard/settings/datasets/sales');
    expect(preview.html).toMatch(/<th scope="col">region<\/th><th scope="col">amount<\/th>/);
    expect(preview.html).toMatch(/<td>North<\/td><td>120<\/td>/);

    // Another company's user sees no such dataset and cannot delete it.
    const other = await signedInClient(h, smtp, 'gus@other.test', 'Other Co');
    expect((await other.get('/dashboard/settings/datasets/sales')).status).toBe(404);
    expect((await other.post('/dashboard/settings/datasets/sales/delete')).status).toBe(404);
    expect((await h.services.deps.datasets.list(companyId)).map((t) => t.name)).toEqual(['sales']);

    await client.page('/dashboard/settings/datasets');
    const deleted = await client.post('/dashboard/settings/datasets/sales/delete');
    expect(await deleted.text()).toContain('Deleted sales.');
    expect(await h.services.deps.datasets.list(companyId)).toEqual([]);
    expect((await client.get('/dashboard/settings/datasets/sales')).status).toBe(404);
  });

  it('sets the LLM provider, shows only the key hint, and clears it', async () => {
    const page = await client.page('/dashboard/settings/llm');
    expect(page.html).toContain('The built-in engine answers chat');
    const bad = await client.post('/dashboard/settings/llm', {
      base_url: 'ftp://x',
      model: 'm',
      api_key: '',
    });
    expect(bad.status).toBe(422);
    expect(await bad.text()).toContain('base_url: must be an http(s) URL');
    const saved = await client.post('/dashboard/settings/llm', {
      base_url: 'https://llm.example.com/v1',
      model: 'gpt-test',
      api_key: 'sk-secret-value-9876',
    });
    const html = await saved.text();
    expect(html).toContain('own model answers chat.');
    expect(html).toContain('gpt-test at https://llm.example.com/v1, key …9876');
    expect(html).not.toContain('sk-secret-value');
    expect((await h.services.deps.llmSettings.view(companyId)).source).toBe('company');
    const cleared = await client.post('/dashboard/settings/llm/clear');
    expect(await cleared.text()).toContain('The built-in engine answers chat');
    expect((await h.services.deps.llmSettings.view(companyId)).source).toBe('none');
  });

  it("saves the company's SMTP server, sends a test mail through it, and clears it", async () => {
    const page = await client.page('/dashboard/settings/smtp');
    expect(page.html).toContain('this server&#39;s SMTP settings');
    const bad = await client.post('/dashboard/settings/smtp', { host: 'not a host!', port: '25', from: 'x' });
    expect(bad.status).toBe(422);
    expect(await bad.text()).toMatch(/host: must be a host name/);
    const saved = await client.post('/dashboard/settings/smtp', {
      host: '127.0.0.1',
      port: String(smtp.port),
      username: 'mailer',
      password: 's3cret-pass',
      from: 'Settings Co <hello@settings.test>',
    });
    const html = await saved.text();
    expect(html).toContain('its own SMTP server');
    expect(html).not.toContain('s3cret-pass');
    const before = smtp.received.length;
    const tested = await client.post('/dashboard/settings/smtp/test', { to: 'check@settings.test' });
    expect(await tested.text()).toContain('Test mail sent to check@settings.test');
    expect(smtp.received.slice(before).some((m) => m.to.includes('check@settings.test'))).toBe(true);
    const cleared = await client.post('/dashboard/settings/smtp/clear');
    expect(await cleared.text()).toContain('this server&#39;s SMTP settings');
    expect((await client.post('/dashboard/settings/smtp/clear')).status).toBe(404);
  });

  it("lists the company's mail and only its own", async () => {
    await client.page('/dashboard/settings/team');
    await client.post('/dashboard/settings/team', { email: 'hal@settings.test', name: 'Hal' });
    await mailTo(smtp, 'hal@settings.test', /invited to Colloquy/);
    const deadline = Date.now() + 10_000;
    let html = '';
    while (Date.now() < deadline) {
      html = (await client.page('/dashboard/settings/mail')).html;
      if (/hal@settings\.test<\/td><td>sent/.test(html)) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(html).toMatch(/hal@settings\.test<\/td><td>sent/);
    expect(html).not.toContain('gus@other.test');
  });
});
