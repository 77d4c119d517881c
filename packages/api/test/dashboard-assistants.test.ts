import { startTestSmtp, type TestSmtpServer } from '@colloquy/channels/testing';
import { testBackends } from '@colloquy/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DashboardClient, decode, signedInClient } from './dashboard-client.ts';
import { createHarness, type Harness } from './harness.ts';

const FAQ =
  'question,answer\n"Do you deliver to the moon?","Yes: lunar delivery takes 9 days and costs 1200 EUR."\n';

describe.each(testBackends())('dashboard assistants on %s', (backend) => {
  let h: Harness;
  let smtp: TestSmtpServer;
  let client: DashboardClient;
  let id: string;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    h = await createHarness(backend, {}, undefined, { jobs: true, smtpUrl: smtp.url });
    client = await signedInClient(h, smtp, 'eve@assist.test', 'Assist Co');
  }, 60_000);
  afterAll(async () => {
    await h?.close();
    await smtp?.close();
  });

  it('creates an assistant from the Customer Engagement template, offered first', async () => {
    const home = await client.page('/dashboard');
    expect(home.html).toContain('No assistants yet');
    expect(home.html).toMatch(
      /<select id="new-template" name="template"><option value="customer-engagement" selected/,
    );
    const empty = await client.post('/dashboard/assistants', { name: ' ', template: 'customer-engagement' });
    expect(empty.status).toBe(422);
    expect(await empty.text()).toContain('name: must not be empty');
    const unknown = await client.post('/dashboard/assistants', { name: 'X', template: 'nope' });
    expect(unknown.status).toBe(422);
    const created = await client.post('/dashboard/assistants', {
      name: 'Ava',
      template: 'customer-engagement',
    });
    expect(created.status).toBe(303);
    id = /\/dashboard\/assistants\/(asst_[a-z0-9]+)\?created=1/.exec(
      created.headers.get('Location') ?? '',
    )![1]!;
    const page = await client.page(`/dashboard/assistants/${id}`);
    expect(page.html).toContain('Draft, never deployed.');
    expect(page.html).toContain('What are your opening hours?'); // the template's FAQ
    expect(page.html).toMatch(/id="tool-faq_search" name="tools" value="faq_search" checked/);
    const listed = await client.page('/dashboard');
    expect(listed.html).toContain(`href="/dashboard/assistants/${id}">Ava</a>`);
  });

  it('saves name, prompt and tools, refusing an unknown tool', async () => {
    await client.page(`/dashboard/assistants/${id}`);
    const bad = await client.post(`/dashboard/assistants/${id}`, {
      name: 'Ava',
      system_prompt: 'x',
      tools: 'no_such_tool',
    });
    expect(bad.status).toBe(422);
    expect(await bad.text()).toContain('unknown tool no_such_tool');
    const body = new URLSearchParams({ _csrf: client.csrf, name: 'Ava Moon', system_prompt: 'You are Ava.' });
    body.append('tools', 'faq_search');
    body.append('tools', 'escalate_to_human');
    const saved = await h.app.request(`/dashboard/assistants/${id}`, {
      method: 'POST',
      body: body.toString(),
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain('Draft saved');
    const row = await h.database.db.query<{ name: string; system_prompt: string; tools: string[] }>(
      'SELECT name, system_prompt, tools FROM assistants WHERE id = $1',
      [id],
    );
    expect(row[0]).toEqual({
      name: 'Ava Moon',
      system_prompt: 'You are Ava.',
      tools: ['faq_search', 'escalate_to_human'],
    });
  });

  it('uploads an FAQ CSV and answers from it in the test panel, showing the tool call and sources', async () => {
    await client.page(`/dashboard/assistants/${id}`);
    const none = await client.upload(`/dashboard/assistants/${id}/knowledge`, {}, {});
    expect(none.status).toBe(422);
    const uploaded = await client.upload(
      `/dashboard/assistants/${id}/knowledge`,
      {},
      { file: new File([FAQ], 'moon.csv', { type: 'text/csv' }) },
    );
    expect(uploaded.status).toBe(200);
    expect(await uploaded.text()).toContain('Added 1 entries from moon.csv');

    const panel = await client.page(`/dashboard/assistants/${id}/test`);
    expect(panel.html).toContain('<label for="message">Message</label>');
    const first = await client.post(`/dashboard/assistants/${id}/test`, {
      message: 'Can you deliver to the moon?',
      transcript: '[]',
      session_id: '',
    });
    expect(first.status).toBe(200);
    const raw = await first.text();
    const html = decode(raw);
    expect(html).toContain('lunar delivery takes 9 days');
    expect(html).toMatch(/data-testid="tool-call">Tool call: faq_search/);
    expect(html).toMatch(/data-testid="sources">Sources: Do you deliver to the moon\? \(moon\.csv/);
    // The next exchange carries the transcript and the engine's session on.
    const hidden = (page: string, name: string) =>
      decode(new RegExp(`name="${name}" value="([^"]*)"`).exec(page)?.[1] ?? '');
    const next = await client.post(`/dashboard/assistants/${id}/test`, {
      message: 'What are your opening hours?',
      transcript: hidden(raw, 'transcript'),
      session_id: hidden(raw, 'session_id'),
    });
    const nextRaw = await next.text();
    expect(hidden(nextRaw, 'session_id')).toBe(hidden(raw, 'session_id'));
    const exchanges = JSON.parse(hidden(nextRaw, 'transcript')) as { you: string }[];
    expect(exchanges.map((e) => e.you)).toEqual([
      'Can you deliver to the moon?',
      'What are your opening hours?',
    ]);
    expect((await client.post(`/dashboard/assistants/${id}/test`, { message: '' })).status).toBe(422);
    // A form over the size limit is refused before it is read (the harness allows 1 MB of form fields).
    const huge = await client.post(`/dashboard/assistants/${id}/test`, { message: 'x'.repeat(1_100_000) });
    expect(huge.status).toBe(413);
    expect(await huge.text()).toContain('The form is larger than');
  });

  it('deploys, lists versions and rolls back', async () => {
    await client.page(`/dashboard/assistants/${id}`);
    const first = await client.post(`/dashboard/assistants/${id}/deploy`);
    expect(await first.text()).toContain('Deployed version 1.');
    await client.post(`/dashboard/assistants/${id}`, {
      name: 'Ava v2',
      system_prompt: 'v2',
      tools: 'faq_search',
    });
    const second = await client.post(`/dashboard/assistants/${id}/deploy`);
    const page = await second.text();
    expect(page).toContain('Deployed version 2.');
    expect(page).toMatch(/<td>v2<\/td>.*in use/s);
    expect(page).toContain('aria-label="Use version 1 again"');
    const rolled = await client.post(`/dashboard/assistants/${id}/rollback`, { version: '1' });
    expect(await rolled.text()).toContain('Chat uses version 1 again.');
    const row = await h.database.db.query<{ deployed_version: number }>(
      'SELECT deployed_version FROM assistants WHERE id = $1',
      [id],
    );
    expect(row[0]?.deployed_version).toBe(1);
    expect((await client.post(`/dashboard/assistants/${id}/rollback`, { version: '9' })).status).toBe(404);
  });

  it("answers another company's assistant with a not-found page, for every page and action", async () => {
    const other = await h.tenant('Other Co');
    const res = await h.request('POST', '/v1/assistants', {
      bearer: other.apiKey,
      json: { name: 'Theirs', template: 'customer-engagement' },
    });
    const theirs = ((await res.json()) as { assistant_id: string }).assistant_id;
    await client.page('/dashboard');
    for (const path of ['', '/test']) {
      const page = await client.get(`/dashboard/assistants/${theirs}${path}`);
      expect(page.status).toBe(404);
      expect(await page.text()).toContain('belongs to another company');
    }
    for (const action of ['', '/deploy', '/test', '/rollback', '/delete']) {
      const res = await client.post(`/dashboard/assistants/${theirs}${action}`, {
        name: 'Mine',
        message: 'hi',
        version: '1',
      });
      expect(res.status).toBe(404);
    }
    const after = await h.database.db.query<{ name: string; deployed_version: number | null }>(
      'SELECT name, deployed_version FROM assistants WHERE id = $1',
      [theirs],
    );
    expect(after[0]).toEqual({ name: 'Theirs', deployed_version: null });
    expect((await client.get('/dashboard/no-such-page')).status).toBe(404);
    // The API's delete goes through the same shared function: another company's id is not found.
    const notTheirs = await h.request('DELETE', `/v1/assistants/${id}`, { bearer: other.apiKey });
    expect(notTheirs.status).toBe(404);
    expect(((await notTheirs.json()) as { error: string }).error).toBe('assistant_not_found');
    const own = await h.request('DELETE', `/v1/assistants/${theirs}`, { bearer: other.apiKey });
    expect(await own.json()).toEqual({ assistant_id: theirs, deleted: true });
    // Deleting our own assistant removes it with its knowledge, and the list says so.
    const deleted = await client.post(`/dashboard/assistants/${id}/delete`);
    expect(deleted.status).toBe(303);
    expect(deleted.headers.get('Location')).toBe('/dashboard?deleted=1');
    expect((await client.page('/dashboard?deleted=1')).html).toContain('The assistant was deleted.');
    const left = await h.database.db.query('SELECT 1 FROM knowledge_entries WHERE assistant_id = $1', [id]);
    expect(left).toEqual([]);
    expect((await client.get(`/dashboard/assistants/${id}`)).status).toBe(404);
  });
});
