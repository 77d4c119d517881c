import { testBackends } from '@colloquy/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, errorBody, type Harness, type Tenant } from './harness.ts';

interface RecordsBody {
  status: string;
  data: { id: string; name: string; value: unknown }[];
  next_cursor: string | null;
}

describe.each(testBackends())('data endpoints on %s', (backend) => {
  let h: Harness;
  let a: Tenant;
  let b: Tenant;
  beforeAll(async () => {
    h = await createHarness(backend);
    a = await h.tenant('A');
    b = await h.tenant('B');
  });
  afterAll(() => h.close());

  for (const version of ['v1', 'v2'] as const) {
    const cred = (t: Tenant) => (version === 'v1' ? t.apiKey : t.token);

    it(`${version}: upserts, generates ids and returns what it stored`, async () => {
      const res = await h.request('POST', `/${version}/data/update`, {
        bearer: cred(a),
        json: {
          company_id: a.companyId,
          records: [
            { id: `${version}-users`, name: 'users', value: 10 },
            { name: 'plan', value: 'gold' },
            { name: 'active', value: true },
          ],
        },
      });
      expect(res.status).toBe(200);
      const body = (await res.json()) as RecordsBody;
      expect(body.status).toBe('success');
      expect(body.data.map((r) => r.name)).toEqual(['users', 'plan', 'active']);
      expect(body.data[0]).toEqual({ id: `${version}-users`, name: 'users', value: 10 });
      expect(body.data[1]?.id).toMatch(/^rec_[0-9a-z]{20}$/);

      const again = await h.request('POST', `/${version}/data/update`, {
        bearer: cred(a),
        json: { company_id: a.companyId, records: [{ id: `${version}-users`, name: 'users', value: 11 }] },
      });
      expect(((await again.json()) as RecordsBody).data).toEqual([
        { id: `${version}-users`, name: 'users', value: 11 },
      ]);

      const read = await h.request('GET', `/${version}/data/retrieve?company_id=${a.companyId}`, {
        bearer: cred(a),
      });
      const all = (await read.json()) as RecordsBody;
      expect(all.data.find((r) => r.id === `${version}-users`)?.value).toBe(11);
      expect(all.next_cursor).toBeNull();
    });
  }

  it("keeps each company's records to itself", async () => {
    await h.request('POST', '/v1/data/update', {
      bearer: b.apiKey,
      json: { company_id: b.companyId, records: [{ id: 'secret', name: 'b-only', value: 'x' }] },
    });
    const res = await h.request('GET', `/v1/data/retrieve?company_id=${a.companyId}`, { bearer: a.apiKey });
    const body = (await res.json()) as RecordsBody;
    expect(body.data.some((r) => r.id === 'secret')).toBe(false);
    const own = (await (
      await h.request('GET', `/v1/data/retrieve?company_id=${b.companyId}`, { bearer: b.apiKey })
    ).json()) as RecordsBody;
    expect(own.data).toEqual([{ id: 'secret', name: 'b-only', value: 'x' }]);
  });

  it('serves cached pages, yet sees writes made elsewhere (NOTIFY) at once', async () => {
    const c = await h.tenant('Cached');
    const url = `/v1/data/retrieve?company_id=${c.companyId}`;
    await h.request('POST', '/v1/data/update', {
      bearer: c.apiKey,
      json: { company_id: c.companyId, records: [{ id: 'k', name: 'n', value: 1 }] },
    });
    const read = async () =>
      ((await (await h.request('GET', url, { bearer: c.apiKey })).json()) as RecordsBody).data;
    expect(await read()).toEqual([{ id: 'k', name: 'n', value: 1 }]);
    // Another process (the CLI, another API node) writes straight to the database.
    await h.database.db.query(`UPDATE data_records SET value = '2'::jsonb WHERE company_id = $1`, [
      c.companyId,
    ]);
    const deadline = Date.now() + 5000;
    let latest = await read();
    while (latest[0]?.value !== 2 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
      latest = await read();
    }
    expect(latest).toEqual([{ id: 'k', name: 'n', value: 2 }]);
    // And a write through the API is visible to the very next read.
    await h.request('POST', '/v1/data/update', {
      bearer: c.apiKey,
      json: { company_id: c.companyId, records: [{ id: 'k', name: 'n', value: 3 }] },
    });
    expect(await read()).toEqual([{ id: 'k', name: 'n', value: 3 }]);
  });

  it('pages with limit and after', async () => {
    const c = await h.tenant('Pager');
    const records = Array.from({ length: 25 }, (_, i) => ({
      id: `r${String(i).padStart(2, '0')}`,
      name: 'n',
      value: i,
    }));
    await h.request('POST', '/v1/data/update', {
      bearer: c.apiKey,
      json: { company_id: c.companyId, records },
    });
    const seen: string[] = [];
    let after = '';
    for (let page = 0; page < 5; page++) {
      const res = await h.request('GET', `/v1/data/retrieve?company_id=${c.companyId}&limit=10${after}`, {
        bearer: c.apiKey,
      });
      const body = (await res.json()) as RecordsBody;
      seen.push(...body.data.map((r) => r.id));
      if (!body.next_cursor) break;
      after = `&after=${body.next_cursor}`;
    }
    expect(seen).toEqual(records.map((r) => r.id));
    const bad = await h.request('GET', `/v1/data/retrieve?company_id=${c.companyId}&limit=0`, {
      bearer: c.apiKey,
    });
    expect(bad.status).toBe(400);
    expect((await errorBody(bad)).message).toContain('limit');
  });

  it('rejects duplicate ids in one batch and stores none of it', async () => {
    const c = await h.tenant('Dup');
    const res = await h.request('POST', '/v1/data/update', {
      bearer: c.apiKey,
      json: {
        company_id: c.companyId,
        records: [
          { id: 'same', name: 'a', value: 1 },
          { id: 'same', name: 'b', value: 2 },
        ],
      },
    });
    expect(res.status).toBe(422);
    expect((await errorBody(res)).message).toContain('records.1.id');
    const read = await h.request('GET', `/v1/data/retrieve?company_id=${c.companyId}`, { bearer: c.apiKey });
    expect(((await read.json()) as RecordsBody).data).toEqual([]);
  });

  it('enforces scopes: a read-only key cannot write', async () => {
    const r = await h.tenant('ReadOnly', ['data:read']);
    const res = await h.request('POST', '/v1/data/update', {
      bearer: r.apiKey,
      json: { company_id: r.companyId, records: [{ name: 'n', value: 1 }] },
    });
    expect(res.status).toBe(403);
    expect((await errorBody(res)).message).toContain('data:write');
    const read = await h.request('GET', `/v1/data/retrieve?company_id=${r.companyId}`, { bearer: r.apiKey });
    expect(read.status).toBe(200);
  });
});
