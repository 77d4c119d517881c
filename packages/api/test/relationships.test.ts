import { testBackends } from '@colloquy/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, errorBody, type Harness, type Tenant } from './harness.ts';

// Plain 1…n ids: neither the names nor the values reveal that `advisor` holds a `fac_id`, so it must be declared.
const STUDENTS = 'student_id,student_name,advisor\n1,Ana,1\n2,Ben,2\n3,Cy,1\n';
const FACULTY = 'fac_id,faculty_name\n1,Smith\n2,Jones\n3,Lee\n';
const DECLARED = { from_table: 'students', from_column: 'advisor', to_table: 'faculty', to_column: 'fac_id' };

describe.each(testBackends())('dataset relationships on %s', (backend) => {
  let h: Harness;
  let t: Tenant;
  beforeAll(async () => {
    h = await createHarness(backend);
    t = await h.tenant();
    const form = new FormData();
    form.append('file', new File([STUDENTS], 'students.csv', { type: 'text/csv' }));
    form.append('file', new File([FACULTY], 'faculty.csv', { type: 'text/csv' }));
    expect((await h.request('POST', '/v1/datasets', { bearer: t.apiKey, form })).status).toBe(201);
  });
  afterAll(() => h.close());

  const list = async (tenant: Tenant) => {
    const response = await h.request('GET', '/v1/data/relationships', { bearer: tenant.apiKey });
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: Record<string, string>[] }).data;
  };
  const ask = async (question: string) =>
    (await (await h.request('POST', '/v1/data/query', { bearer: t.apiKey, json: { question } })).json()) as {
      sql: string | null;
      rows: unknown[][];
    };

  it('declares a join the names do not reveal, and the engine follows it', async () => {
    expect(await list(t)).toEqual([]);
    const before = await ask('number of students per faculty name');
    const declared = await h.request('POST', '/v1/data/relationships', { bearer: t.apiKey, json: DECLARED });
    expect(declared.status).toBe(201);
    expect(await declared.json()).toEqual({ ...DECLARED, source: 'declared' });
    expect(await list(t)).toEqual([{ ...DECLARED, source: 'declared' }]);
    const after = await ask('number of students per faculty name');
    expect(after.sql).not.toBe(before.sql);
    expect(after.sql).toMatch(/JOIN/i);
    expect(after.rows).toEqual(expect.arrayContaining([expect.arrayContaining(['Smith', 2])]));
  });

  it('names the column that does not exist, and keeps other companies out', async () => {
    const wrong = await h.request('POST', '/v1/data/relationships', {
      bearer: t.apiKey,
      json: { ...DECLARED, to_column: 'faculty_code' },
    });
    expect(wrong.status).toBe(422);
    expect((await errorBody(wrong)).message).toMatch(/faculty\.faculty_code/);
    const missing = await h.request('POST', '/v1/data/relationships', {
      bearer: t.apiKey,
      json: { from_table: 'students' },
    });
    expect(missing.status).toBe(422);
    const other = await h.tenant('Other');
    expect(await list(other)).toEqual([]);
    const theirs = await h.request('DELETE', '/v1/data/relationships', {
      bearer: other.apiKey,
      json: DECLARED,
    });
    expect(theirs.status).toBe(404);
  });

  it('removes a declared relationship once', async () => {
    const removed = await h.request('DELETE', '/v1/data/relationships', { bearer: t.apiKey, json: DECLARED });
    expect(removed.status).toBe(204);
    expect(await list(t)).toEqual([]);
    const again = await h.request('DELETE', '/v1/data/relationships', { bearer: t.apiKey, json: DECLARED });
    expect(again.status).toBe(404);
  });
});
