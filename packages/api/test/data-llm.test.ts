import { testBackends } from '@colloquy/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LlmServer, startLlmServer } from '../../assistants/test/llm-server.ts';
import { createHarness, type Harness, type Tenant } from './harness.ts';

const ORDERS = [
  'order_id,customer,region,amount',
  '1,Acme,North,120',
  '2,Globex,South,80',
  '3,Acme,North,45.5',
  '4,Initech,East,300',
].join('\n');

interface Answer {
  understood: boolean;
  sql: string | null;
  columns: string[];
  rows: unknown[][];
  model?: string;
  interpretation: string;
}

// The company's model is a local server speaking the chat-completions protocol, scripted per test.
describe.each(testBackends())('data questions through a language model on %s', (backend) => {
  let h: Harness;
  let t: Tenant;
  let llm: LlmServer;
  let next: (messages: Record<string, unknown>[], index: number) => unknown = () => ({ content: 'unset' });

  beforeAll(async () => {
    llm = await startLlmServer((body, index) => next(body.messages, index) as never);
    h = await createHarness(backend);
    t = await h.tenant();
    const saved = await h.request('PUT', '/v1/settings/llm', {
      bearer: t.apiKey,
      json: { base_url: llm.url, model: 'sql-writer', api_key: 'sk-company', timeout_ms: 2000 },
    });
    expect(saved.status).toBe(200);
    const form = new FormData();
    form.append('file', new File([ORDERS], 'orders.csv', { type: 'text/csv' }));
    expect((await h.request('POST', '/v1/datasets', { bearer: t.apiKey, form })).status).toBe(201);
  });
  afterAll(async () => {
    await h.close();
    await llm.close();
  });

  const ask = async (question: string): Promise<Answer> => {
    const response = await h.request('POST', '/v1/data/query', { bearer: t.apiKey, json: { question } });
    expect(response.status).toBe(200);
    return (await response.json()) as Answer;
  };

  it("answers with the model's SQL, after giving it the schema with profiled values", async () => {
    const seen: Record<string, unknown>[][] = [];
    next = (messages) => {
      seen.push(messages);
      return {
        content:
          'Here you go:\n```sql\nSELECT "customer", SUM("amount") AS total FROM "orders" GROUP BY 1 ORDER BY total DESC;\n```',
      };
    };
    const answer = await ask('which customer spent the most?');
    expect(answer.model).toMatch(/sql-writer/);
    expect(answer.sql).toBe(
      'SELECT "customer", SUM("amount") AS total FROM "orders" GROUP BY 1 ORDER BY total DESC',
    );
    expect(answer.rows[0]).toEqual(['Initech', 300]);
    const system = String(seen[0]![0]!.content);
    expect(system).toContain('TABLE "orders" (4 rows)');
    expect(system).toMatch(/"region": VARCHAR; e\.g\. .*"North"/);
    expect(seen[0]![1]).toMatchObject({ role: 'user', content: 'which customer spent the most?' });
    expect(llm.requests.at(-1)!.headers.authorization).toBe('Bearer sk-company');
  });

  it('refuses a writing query through the safety gate and repairs once with the reason', async () => {
    const seen: Record<string, unknown>[][] = [];
    next = (messages) => {
      seen.push(messages);
      return seen.length === 1
        ? { content: '```sql\nDELETE FROM "orders"\n```' }
        : { content: '```sql\nSELECT count(*) AS orders FROM "orders"\n```' };
    };
    const start = llm.requests.length;
    const answer = await ask('how many orders are there?');
    expect(llm.requests.length - start).toBe(2);
    const repair = seen.at(-1)!;
    expect(repair.at(-2)).toMatchObject({ role: 'assistant', content: expect.stringContaining('DELETE') });
    expect(String(repair.at(-1)!.content)).toMatch(/refused or failed: .*(read-only|SELECT)/i);
    expect(answer).toMatchObject({
      understood: true,
      rows: [[4]],
      sql: 'SELECT count(*) AS orders FROM "orders"',
    });
    // Nothing was deleted.
    next = () => ({ content: '```sql\nSELECT count(*) FROM "orders"\n```' });
    expect((await ask('count the orders')).rows).toEqual([[4]]);
  });

  it('falls back to the built-in engine when the model keeps failing or is down', async () => {
    next = () => ({ content: '```sql\nSELECT nonsense FROM nowhere\n```' });
    const start = llm.requests.length;
    const wrong = await ask('how many orders are there?');
    expect(llm.requests.length - start).toBe(2);
    expect(wrong.model).toBeUndefined();
    expect(wrong).toMatchObject({ understood: true, rows: [[4]] });
    next = () => ({ status: 503 });
    const down = await ask('total amount per region');
    expect(down.model).toBeUndefined();
    expect(down.understood).toBe(true);
    expect(down.rows).toHaveLength(3);
  });

  it("never lets the model read another company's tables", async () => {
    const other = await h.tenant('Other');
    const form = new FormData();
    form.append('file', new File(['id,secret\n1,hidden'], 'secrets.csv', { type: 'text/csv' }));
    expect((await h.request('POST', '/v1/datasets', { bearer: other.apiKey, form })).status).toBe(201);
    next = () => ({ content: 'SELECT * FROM "secrets"' });
    const answer = await ask('show the secrets');
    expect(answer.model).toBeUndefined();
    expect(JSON.stringify(answer.rows)).not.toContain('hidden');
  });
});
