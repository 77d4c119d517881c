import { testBackends } from '@colloquy/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, errorBody, type Harness, type Tenant } from './harness.ts';

describe.each(testBackends())('error mapping on %s', (backend) => {
  let h: Harness;
  let t: Tenant;
  beforeAll(async () => {
    h = await createHarness(backend, { jsonBodyLimit: 4096 });
    t = await h.tenant();
  });
  afterAll(() => h.close());

  const update = (json: unknown, extra: Parameters<Harness['request']>[2] = {}) =>
    h.request('POST', '/v1/data/update', { bearer: t.apiKey, json, ...extra });

  it('names the missing query parameter with 400', async () => {
    const res = await h.request('GET', '/v1/data/retrieve', { bearer: t.apiKey });
    expect(res.status).toBe(400);
    const body = await errorBody(res);
    expect(body.error).toBe('invalid_request');
    expect(body.message).toBe('company_id is required (query parameter)');
  });

  it('names each invalid body field with 422', async () => {
    const res = await update({
      company_id: t.companyId,
      records: [{ name: '', value: 1 }, { value: { deep: 1 } }, { name: 5, value: 1 }],
    });
    expect(res.status).toBe(422);
    const body = await errorBody(res);
    expect(body.error).toBe('validation_failed');
    expect(body.message).toContain('records.0.name');
    expect(body.message).toContain('records.1.name is required');
    // A field of the wrong type is not "required": it says what it must be.
    expect(body.message).toContain('records.2.name must be a string (got a number)');
    expect(body.message).toContain('records.1.value');
    expect(body.details).toMatchObject({
      issues: expect.arrayContaining([expect.objectContaining({ field: 'records.0.name' })]),
    });
  });

  it('rejects malformed JSON with 400', async () => {
    const res = await h.request('POST', '/v1/data/update', {
      bearer: t.apiKey,
      body: '{"company_id": ',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect((await errorBody(res)).message).toMatch(/Malformed JSON/);
  });

  it('rejects a non-JSON body with 415', async () => {
    const res = await h.request('POST', '/v1/data/update', {
      bearer: t.apiKey,
      body: 'company_id=x',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
    expect((await errorBody(res)).error).toBe('unsupported_media_type');
  });

  it('rejects a body over the limit with 413 and stores nothing', async () => {
    const records = Array.from({ length: 200 }, (_, i) => ({
      id: `big${i}`,
      name: 'x'.repeat(50),
      value: i,
    }));
    const res = await update({ company_id: t.companyId, records });
    expect(res.status).toBe(413);
    expect((await errorBody(res)).error).toBe('payload_too_large');
    const [row] = await h.database.db.query<{ n: number }>('SELECT count(*)::int AS n FROM data_records');
    expect(row?.n).toBe(0);
  });

  it('answers unknown routes with 404 and wrong methods with 405 and Allow', async () => {
    const missing = await h.request('GET', '/v1/nothing-here', { bearer: t.apiKey });
    expect(missing.status).toBe(404);
    expect((await errorBody(missing)).error).toBe('not_found');
    const outside = await h.request('GET', '/nothing');
    expect(outside.status).toBe(404);
    const wrong = await h.request('DELETE', `/v1/data/retrieve?company_id=${t.companyId}`, {
      bearer: t.apiKey,
    });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('Allow')).toContain('GET');
    expect((await errorBody(wrong)).error).toBe('method_not_allowed');
  });

  it('answers a failed WhatsApp handshake with a JSON 403', async () => {
    const whatsapp = await h.request('GET', '/v1/channels/whatsapp/webhook');
    expect(whatsapp.status).toBe(403);
    expect((await errorBody(whatsapp)).error).toBe('forbidden');
  });

  it('answers 503 to a queued task where no job queue runs', async () => {
    const res = await h.request('POST', '/v1/tasks/execute', {
      bearer: t.apiKey,
      json: { task: 'create_ticket', params: { title: 'Queued elsewhere' }, async: true },
    });
    expect(res.status).toBe(503);
    expect((await errorBody(res)).error).toBe('unavailable');
  });

  it('echoes request ids', async () => {
    const res = await h.request('GET', '/healthz', { headers: { 'X-Request-Id': 'trace-123' } });
    expect(res.headers.get('X-Request-Id')).toBe('trace-123');
    const generated = await h.request('GET', '/healthz');
    expect(generated.headers.get('X-Request-Id')).toMatch(/^[\w-]{8,}$/);
  });
});

describe.each(testBackends())('rate limits and failures on %s', (backend) => {
  it('limits each key separately with 429 and Retry-After', async () => {
    const h = await createHarness(backend, { rateLimitPerMinute: 3 });
    try {
      const a = await h.tenant('A');
      const b = await h.tenant('B');
      const get = (t: Tenant) =>
        h.request('GET', `/v1/data/retrieve?company_id=${t.companyId}`, { bearer: t.apiKey });
      for (let i = 0; i < 3; i++) expect((await get(a)).status).toBe(200);
      const limited = await get(a);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
      expect((await errorBody(limited)).error).toBe('rate_limited');
      expect((await get(b)).status).toBe(200);
    } finally {
      await h.close();
    }
  });

  it('turns an unexpected failure into a 500 with the request id and no internals', async () => {
    const h = await createHarness(backend);
    const t = await h.tenant();
    await h.request('GET', `/v1/data/retrieve?company_id=${t.companyId}`, { bearer: t.apiKey });
    await h.database.db.close(); // the database goes away under a warm key cache
    // A page that is not cached yet must be read from the database, which now fails.
    const res = await h.request('GET', `/v1/data/retrieve?company_id=${t.companyId}&limit=7`, {
      bearer: t.apiKey,
      headers: { 'X-Request-Id': 'req-500' },
    });
    expect(res.status).toBe(500);
    const body = await errorBody(res);
    expect(body.error).toBe('internal_error');
    expect(body.message).toContain('req-500');
    expect(JSON.stringify(body)).not.toMatch(/at \w+ \(|\.ts:\d+|stack/i);
    await h.close().catch(() => {});
  });
});
