import { testBackends } from '@colloquy/db/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHarness, type Harness, type Tenant } from './harness.ts';

interface ChatBody {
  reply: string;
  tool_calls: { name: string; arguments: Record<string, unknown>; result: Record<string, unknown> }[];
}

const ORDERS = `order_id,customer,region,amount
1,Ada,North,120
2,Ben,South,80
3,Cy,North,40
4,Dee,East,200
`;

// The Data Analyst answers data questions with their SQL, and summarises review datasets, in chat.
describe.each(testBackends())('the Data Analyst in chat on %s', (backend) => {
  let h: Harness;
  let t: Tenant;
  let assistantId: string;
  beforeAll(async () => {
    h = await createHarness(backend, {}, undefined, { jobs: true });
    t = await h.tenant();
    const form = new FormData();
    form.append('file', new File([ORDERS], 'orders.csv', { type: 'text/csv' }));
    expect((await h.request('POST', '/v1/datasets', { bearer: t.apiKey, form })).status).toBe(201);
    const created = await h.request('POST', '/v1/assistants', {
      bearer: t.apiKey,
      json: { name: 'Analyst', template: 'data-analyst' },
    });
    assistantId = ((await created.json()) as { assistant_id: string }).assistant_id;
    await h.request('POST', `/v1/assistants/${assistantId}/deploy`, { bearer: t.apiKey });
  });
  afterAll(() => h.close());

  const say = async (message: string) => {
    const res = await h.request('POST', '/v1/chat', {
      bearer: t.apiKey,
      json: { assistant_id: assistantId, message },
    });
    expect(res.status).toBe(200);
    return (await res.json()) as ChatBody;
  };

  it('answers a data question with the figure and the SQL that produced it', async () => {
    const answer = await say('what is the total amount per region?');
    expect(answer.tool_calls[0]?.name, JSON.stringify(answer)).toBe('query_data');
    const result = answer.tool_calls[0]!.result as { sql: string; rows: unknown[][]; columns: string[] };
    expect(result.sql).toMatch(/SELECT/i);
    expect(result.sql).toMatch(/GROUP BY/i);
    const byRegion = Object.fromEntries(result.rows.map((r) => [String(r[0]), Number(r[1])]));
    expect(byRegion).toEqual({ North: 160, South: 80, East: 200 });
    expect(answer.reply).toContain(`SQL: ${result.sql}`);
  });

  it('knows the words of a dataset uploaded after the conversation began', async () => {
    const form = new FormData();
    form.append(
      'file',
      new File(['ticket,severity\n1,high\n2,low\n3,high\n'], 'incidents.csv', { type: 'text/csv' }),
    );
    expect((await h.request('POST', '/v1/datasets', { bearer: t.apiKey, form })).status).toBe(201);
    const answer = await say('number of incidents for each severity');
    expect(answer.tool_calls[0]?.name, answer.reply).toBe('query_data');
    const result = answer.tool_calls[0]!.result as { rows: unknown[][] };
    expect(Object.fromEntries(result.rows.map((r) => [String(r[0]), Number(r[1])]))).toEqual({
      high: 2,
      low: 1,
    });
  });

  it('summarises the newest review dataset once it is analysed', async () => {
    const upload = await h.request('POST', '/v1/reviews/datasets', {
      bearer: t.apiKey,
      json: {
        name: 'Spring reviews',
        reviews: ['Love the sofa, so comfortable!', 'Terrible delivery, arrived broken.', 'Great quality.'],
      },
    });
    const { id } = (await upload.json()) as { id: string };
    await h.request('POST', `/v1/reviews/datasets/${id}/analyze`, { bearer: t.apiKey });
    await vi.waitFor(
      async () => {
        const res = await h.request('GET', `/v1/reviews/datasets/${id}`, { bearer: t.apiKey });
        expect(((await res.json()) as { status: string }).status).toBe('completed');
      },
      { timeout: 20_000, interval: 100 },
    );
    const answer = await say('summarise our customer reviews');
    expect(answer.tool_calls[0]?.name).toBe('analyze_reviews');
    expect(answer.tool_calls[0]?.result).toMatchObject({ dataset: 'Spring reviews', reviews: 3 });
    expect(answer.reply).toContain('Spring reviews');
  });
});
