import { testBackends } from '@colloquy/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, errorBody, type Harness, type Tenant } from './harness.ts';

// 21 MB: over the usual upload limit (20 MB), well under a screening batch's (200 MB).
const BIG = new Uint8Array(21 * 1024 * 1024).fill(0x41);

describe.each(testBackends().slice(0, 1))('upload limits on %s', (backend) => {
  let h: Harness;
  let t: Tenant;
  beforeAll(async () => {
    h = await createHarness(backend);
    t = await h.tenant();
  });
  afterAll(() => h.close());

  it('refuses 21 MB on ordinary uploads but lets a résumé batch that size through to validation', async () => {
    const dataset = new FormData();
    dataset.append('file', new File([BIG], 'big.csv', { type: 'text/csv' }));
    const refused = await h.request('POST', '/v1/datasets', { bearer: t.apiKey, form: dataset });
    expect(refused.status).toBe(413);
    expect((await errorBody(refused)).error).toBe('payload_too_large');

    const batch = new FormData();
    batch.append('job', '{"title": ""}');
    batch.append('files', new File([BIG], 'big.txt', { type: 'text/plain' }));
    const screened = await h.request('POST', '/v1/screenings', { bearer: t.apiKey, form: batch });
    expect(screened.status).toBe(422);
    expect((await errorBody(screened)).message).toMatch(/title/);
  });
});
