import { LlmSettings } from '@colloquy/assistants';
import { createLogger } from '@colloquy/core';
import { testBackends } from '@colloquy/db/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type LlmServer, startLlmServer } from '../../assistants/test/llm-server.ts';
import { createHarness, errorBody, type Harness, MASTER_KEY, type Tenant } from './harness.ts';

const SECRET = 'sk-company-secret-9876';

describe.each(testBackends())("a company's own model on %s", (backend) => {
  let h: Harness;
  let llm: LlmServer;
  let a: Tenant;
  let b: Tenant;
  const assistants = new Map<string, string>();

  beforeAll(async () => {
    llm = await startLlmServer(() => ({ content: 'Answered by the company model.' }));
    h = await createHarness(backend);
    a = await h.tenant('Uses a model');
    b = await h.tenant('Built in only');
    for (const t of [a, b]) {
      const created = await h.request('POST', '/v1/assistants', {
        bearer: t.apiKey,
        json: { name: 'Shop', template: 'customer-engagement' },
      });
      const id = ((await created.json()) as { assistant_id: string }).assistant_id;
      await h.request('POST', `/v1/assistants/${id}/deploy`, { bearer: t.apiKey });
      assistants.set(t.companyId, id);
    }
  });
  afterAll(async () => {
    await h.close();
    await llm.close();
  });

  const settings = async (t: Tenant, method = 'GET', json?: unknown) => {
    const res = await h.request(method, '/v1/settings/llm', { bearer: t.apiKey, ...(json ? { json } : {}) });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const reply = async (t: Tenant) => {
    const res = await h.request('POST', '/v1/chat', {
      bearer: t.apiKey,
      json: { assistant_id: assistants.get(t.companyId), message: 'Do you have a showroom?' },
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { reply: string }).reply;
  };

  it('starts on the built-in engine and explains bad settings', async () => {
    expect((await settings(a)).body).toMatchObject({ source: 'none', base_url: null, model: null });
    const bad = await h.request('PUT', '/v1/settings/llm', {
      bearer: a.apiKey,
      json: { base_url: 'ftp://models.example', model: '' },
    });
    expect(bad.status).toBe(422);
    const body = (await errorBody(bad)) as { details?: { issues: { field: string }[] } };
    const fields = body.details?.issues.map((d) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['base_url', 'model']));
  });

  it("answers one company's chats with its model, keeps the key encrypted, and leaves others alone", async () => {
    const saved = await settings(a, 'PUT', { base_url: llm.url, model: 'company-model', api_key: SECRET });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ source: 'company', model: 'company-model', api_key_hint: '…9876' });
    expect(JSON.stringify(saved.body)).not.toContain(SECRET);
    const [row] = await h.database.db.query<{ api_key: string }>(
      'SELECT api_key FROM llm_settings WHERE company_id = $1',
      [a.companyId],
    );
    expect(row?.api_key).toBeTruthy();
    expect(row?.api_key).not.toContain(SECRET);

    const before = llm.requests.length;
    expect(await reply(a)).toBe('Answered by the company model.');
    expect(llm.requests.length).toBe(before + 1);
    expect(llm.requests.at(-1)?.headers.authorization).toBe(`Bearer ${SECRET}`);
    expect(llm.requests.at(-1)?.body.model).toBe('company-model');

    expect(await reply(b)).not.toBe('Answered by the company model.');
    expect(llm.requests.length).toBe(before + 1);
  });

  it('keeps the stored key when a change leaves it out, and goes back to built in on DELETE', async () => {
    const changed = await settings(a, 'PUT', { base_url: llm.url, model: 'bigger-model' });
    expect(changed.body).toMatchObject({ model: 'bigger-model', api_key_hint: '…9876' });
    await reply(a);
    expect(llm.requests.at(-1)?.headers.authorization).toBe(`Bearer ${SECRET}`);
    expect(llm.requests.at(-1)?.body.model).toBe('bigger-model');

    expect((await settings(a, 'DELETE')).body).toMatchObject({ source: 'none' });
    const before = llm.requests.length;
    expect(await reply(a)).not.toBe('Answered by the company model.');
    expect(llm.requests.length).toBe(before);
  });

  it('picks up settings saved by another process (NOTIFY)', async () => {
    expect(await reply(a)).not.toBe('Answered by the company model.'); // "no model" is cached now
    const elsewhere = new LlmSettings({
      db: h.database.db,
      logger: createLogger({ level: 'silent' }),
      masterKey: MASTER_KEY,
    });
    await elsewhere.save(a.companyId, { baseUrl: llm.url, model: 'company-model', apiKey: null });
    await vi.waitFor(async () => expect(await reply(a)).toBe('Answered by the company model.'), {
      timeout: 2000,
    });
    expect(llm.requests.at(-1)?.headers.authorization).toBeUndefined();
  });
});
