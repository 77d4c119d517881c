import { testBackends } from '@colloquy/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, errorBody, type Harness, type Tenant } from './harness.ts';

const CUSTOMERS = `customer_id,name,city,segment,signup_date
1,Alice Martin,Paris,Enterprise,2023-01-15
2,Bob Stone,London,SMB,2023-03-02
3,Carla Diaz,Madrid,SMB,2024-06-10
4,Dan Wu,Paris,Consumer,2025-02-20
5,Eva Novak,Berlin,Enterprise,2025-09-05
`;
const PRODUCTS = `product_id,name,category,price
1,Laptop,Electronics,1200
2,Phone,Electronics,800
3,Desk,Furniture,300
4,Chair,Furniture,150
5,Pen,Stationery,2
`;
const ORDERS = `order_id,customer_id,product_id,quantity,amount,order_date
1,1,1,1,1200,2026-07-10
2,1,3,2,600,2026-08-15
3,1,5,10,20,2026-10-01
4,1,2,1,800,2025-05-05
5,2,4,4,600,2026-03-15
6,2,5,5,10,2023-11-11
7,3,1,1,1200,2026-02-01
8,5,3,1,300,2023-06-30
`;

interface Answer {
  question: string;
  understood: boolean;
  sql: string | null;
  columns: string[];
  rows: unknown[][];
  answer: string;
  chart: Record<string, unknown> | null;
  interpretation: string;
  suggestion?: string;
}

interface Dataset {
  name: string;
  row_count: number;
  columns: { name: string; type: string }[];
}

describe.each(testBackends())('datasets and data questions on %s', (backend) => {
  let h: Harness;
  let t: Tenant;
  let other: Tenant;

  const form = (files: File[], fields: Record<string, string> = {}) => {
    const body = new FormData();
    for (const file of files) body.append('file', file);
    for (const [k, v] of Object.entries(fields)) body.append(k, v);
    return body;
  };
  const upload = (tenant: Tenant, files: File[], fields?: Record<string, string>) =>
    h.request('POST', '/v1/datasets', { bearer: tenant.apiKey, form: form(files, fields) });
  const ask = (tenant: Tenant, question: string, dataset?: string) =>
    h.request('POST', '/v1/data/query', {
      bearer: tenant.apiKey,
      json: { question, ...(dataset ? { dataset } : {}) },
    });
  const answerOf = async (res: Response) => {
    expect(res.status).toBe(200);
    return (await res.json()) as Answer;
  };
  const names = async (tenant: Tenant) => {
    const res = await h.request('GET', '/v1/datasets', { bearer: tenant.apiKey });
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: Dataset[] }).data.map((d) => `${d.name}:${d.row_count}`);
  };

  beforeAll(async () => {
    h = await createHarness(backend, {}, { now: () => new Date('2026-11-21T12:00:00Z') });
    t = await h.tenant('Analysts');
    other = await h.tenant('Elsewhere');
  });
  afterAll(() => h.close());

  it('imports CSV files as typed tables, all in one upload', async () => {
    const res = await upload(t, [
      new File([CUSTOMERS], 'customers.csv', { type: 'text/csv' }),
      new File([ORDERS], 'orders.csv', { type: 'text/csv' }),
      new File([PRODUCTS], 'products.csv', { type: 'text/csv' }),
    ]);
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: Dataset[] };
    expect(data.map((d) => [d.name, d.row_count])).toEqual([
      ['customers', 5],
      ['orders', 8],
      ['products', 5],
    ]);
    const orders = data.find((d) => d.name === 'orders')!;
    expect(Object.fromEntries(orders.columns.map((c) => [c.name, c.type]))).toMatchObject({
      order_id: 'BIGINT',
      amount: 'BIGINT',
      order_date: 'DATE',
    });
    expect(await names(t)).toEqual(['customers:5', 'orders:8', 'products:5']);
  });

  it('imports JSON under a chosen name', async () => {
    const regions = JSON.stringify([
      { region: 'North', target: 10.5 },
      { region: 'South', target: 12 },
    ]);
    const res = await upload(t, [new File([regions], 'export (3).json')], { name: 'regions' });
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: Dataset[] };
    expect(data).toEqual([
      {
        name: 'regions',
        row_count: 2,
        columns: [
          { name: 'region', type: 'VARCHAR' },
          { name: 'target', type: 'DOUBLE' },
        ],
      },
    ]);
  });

  it('describes a dataset with column profiles, relationships and a preview', async () => {
    const res = await h.request('GET', '/v1/datasets/orders', { bearer: t.apiKey });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Dataset & {
      profile: {
        name: string;
        kind: string;
        distinct_count: number;
        min: string | null;
        max: string | null;
      }[];
      relationships: { from_table: string; from_column: string; to_table: string; to_column: string }[];
      preview: { columns: string[]; rows: unknown[][] };
    };
    expect(body.row_count).toBe(8);
    const amount = body.profile.find((p) => p.name === 'amount')!;
    expect(amount).toMatchObject({ kind: 'number', min: '10', max: '1200' });
    expect(body.profile.find((p) => p.name === 'order_date')).toMatchObject({
      kind: 'date',
      min: '2023-06-30',
      max: '2026-10-01',
    });
    expect(body.relationships).toContainEqual(
      expect.objectContaining({
        from_table: 'orders',
        from_column: 'customer_id',
        to_table: 'customers',
        to_column: 'customer_id',
      }),
    );
    expect(body.preview.columns[0]).toBe('order_id');
    expect(body.preview.rows).toHaveLength(8);
    expect(body.preview.rows[0]).toEqual([1, 1, 1, 1, 1200, '2026-07-10']);
  });

  it('answers questions with rows, the SQL, a sentence and a chart', async () => {
    const count = await answerOf(await ask(t, 'how many customers are there?'));
    expect(count).toMatchObject({ understood: true, rows: [[5]] });
    expect(count.sql).toMatch(/^SELECT count\(\*\)/);
    expect(count.answer).toContain('5');

    const perCity = await answerOf(await ask(t, 'total amount per city'));
    expect(perCity.understood).toBe(true);
    expect(perCity.sql).toMatch(/JOIN/);
    expect(Object.fromEntries(perCity.rows as [string, number][])).toEqual({
      Paris: 2620,
      London: 610,
      Madrid: 1200,
      Berlin: 300,
    });
    expect(perCity.chart).toMatchObject({ mark: 'bar' });
    expect(perCity.interpretation.length).toBeGreaterThan(0);

    const never = await answerOf(await ask(t, 'customers who never ordered'));
    expect(never.rows).toEqual([['Dan Wu']]);
  });

  it('answers from one dataset when asked to, and says not found for an unknown one', async () => {
    const orders = await answerOf(await ask(t, 'how many orders are there', 'orders'));
    expect(orders.rows).toEqual([[8]]);
    const narrowed = await answerOf(await ask(t, 'total amount per city', 'orders'));
    // customers is out of reach when the question is limited to orders: no join, no guess.
    expect(narrowed.sql ?? '').not.toContain('customers');
    const missing = await ask(t, 'how many orders', 'invoices');
    expect(missing.status).toBe(404);
    expect(await errorBody(missing)).toEqual({ error: 'not_found', message: 'Dataset invoices not found' });
  });

  it('answers on /v2 with an access token', async () => {
    const res = await h.request('POST', '/v2/data/query', {
      bearer: t.token,
      json: { question: 'how many products are there' },
    });
    const answer = await answerOf(res);
    expect(answer.rows).toEqual([[5]]);
    const withKey = await h.request('POST', '/v2/data/query', {
      bearer: t.apiKey,
      json: { question: 'how many products are there' },
    });
    expect(withKey.status).toBe(401);
  });

  it('declines a question it cannot read, with a suggestion, as a 200', async () => {
    const answer = await answerOf(await ask(t, 'what colour is the moon on tuesdays'));
    expect(answer.understood).toBe(false);
    expect(answer.sql).toBeNull();
    expect(answer.rows).toEqual([]);
    expect(answer.answer).toMatch(/could not/);
    expect(answer.suggestion).toEqual(expect.any(String));
    const empty = await ask(t, '   ');
    expect(empty.status).toBe(422);
  });

  it('never changes data or reads beyond the tables for hostile questions', async () => {
    const hostile = [
      'DROP TABLE customers; --',
      "'; DELETE FROM orders; --",
      'customers; UPDATE orders SET amount = 0',
      "SELECT * FROM read_csv('/etc/passwd')",
      'show me duckdb_settings()',
      'ATTACH DATABASE ":memory:" AS x; select 1',
      'how many orders; COPY orders TO "/tmp/leak.csv"',
      "name from customers where name = '' OR 1=1 --",
    ];
    for (const question of hostile) {
      const answer = await answerOf(await ask(t, question));
      // A request to change data or text written as SQL is refused in words, not read as a question.
      if (/^(DROP|ATTACH|'|SELECT)|;|--/.test(question)) expect(answer.sql, question).toBeNull();
      if (answer.sql !== null) {
        expect(answer.sql, question).toMatch(/^(SELECT|WITH)\b/);
        expect(answer.sql, question).not.toMatch(/\b(DROP|DELETE|UPDATE|INSERT|ATTACH|COPY|read_csv)\b/i);
      }
      expect(JSON.stringify(answer.rows)).not.toContain('root:');
    }
    expect(await names(t)).toEqual(['customers:5', 'orders:8', 'products:5', 'regions:2']);
    const total = await answerOf(await ask(t, 'total amount of orders'));
    expect(total.rows).toEqual([[4730]]);
  });

  it("keeps every company's datasets to itself", async () => {
    expect(await names(other)).toEqual([]);
    const describe = await h.request('GET', '/v1/datasets/orders', { bearer: other.apiKey });
    expect(describe.status).toBe(404);
    const answer = await answerOf(await ask(other, 'how many customers are there?'));
    expect(answer).toMatchObject({ understood: false, sql: null, rows: [] });
    expect(JSON.stringify(answer)).not.toContain('Alice');
    const scoped = await ask(other, 'how many orders', 'orders');
    expect(scoped.status).toBe(404);
    const del = await h.request('DELETE', '/v1/datasets/orders', { bearer: other.apiKey });
    expect(del.status).toBe(404);

    // Its own upload of the same name is its own table.
    const res = await upload(other, [new File(['order_id,amount\n1,5\n'], 'orders.csv')]);
    expect(res.status).toBe(201);
    expect((await answerOf(await ask(other, 'total amount of orders'))).rows).toEqual([[5]]);
    expect((await answerOf(await ask(t, 'total amount of orders'))).rows).toEqual([[4730]]);
  });

  it('refuses bad files with a clear status and message, and imports nothing from a failed upload', async () => {
    const sheet = await upload(t, [new File(['PK\u0003\u0004'], 'report.xlsx')]);
    expect(sheet.status).toBe(415);
    expect((await errorBody(sheet)).message).toMatch(/report\.xlsx is not a supported dataset: upload \.csv/);

    const broken = await upload(t, [
      new File(['a,b\n1,2\n'], 'fine.csv'),
      new File(['{"not": json'], 'broken.json'),
    ]);
    expect(broken.status).toBe(422);
    const body = await errorBody(broken);
    expect(body.error).toBe('validation_failed');
    expect(body.message).toMatch(/could not read broken\.json as json/);
    expect(await names(t)).not.toContain('fine:1');

    const parquet = await upload(t, [new File(['not parquet at all'], 'bad.parquet')]);
    expect(parquet.status).toBe(422);

    const empty = await upload(t, [new File([''], 'empty.csv')]);
    expect(empty.status).toBe(422);
    expect((await errorBody(empty)).message).toBe('empty.csv is empty');

    const none = await h.request('POST', '/v1/datasets', { bearer: t.apiKey, form: form([], { name: 'x' }) });
    expect(none.status).toBe(422);

    const badName = await upload(t, [new File(['a\n1\n'], 'a.csv')], { name: 'drop table;' });
    expect(badName.status).toBe(422);

    const json = await h.request('POST', '/v1/datasets', { bearer: t.apiKey, json: { file: 'x' } });
    expect(json.status).toBe(415);

    const huge = await upload(t, [new File([new Uint8Array(21 * 1024 * 1024).fill(49)], 'huge.csv')]);
    expect(huge.status).toBe(413);
    expect((await errorBody(huge)).error).toBe('payload_too_large');
  });

  it('replaces a dataset only when asked, and deletes it', async () => {
    const again = await upload(t, [new File([PRODUCTS], 'products.csv')]);
    expect(again.status).toBe(409);
    expect((await errorBody(again)).message).toContain('replace=true');

    const replaced = await upload(t, [new File(['product_id,name\n1,Mug\n', ''], 'products.csv')], {
      replace: 'true',
    });
    expect(replaced.status).toBe(201);
    expect((await answerOf(await ask(t, 'how many products are there'))).rows).toEqual([[1]]);

    const del = await h.request('DELETE', '/v1/datasets/products', { bearer: t.apiKey });
    expect(del.status).toBe(200);
    expect(await del.json()).toEqual({ name: 'products', deleted: true });
    expect(await names(t)).toEqual(['customers:5', 'orders:8', 'regions:2']);
    expect((await h.request('DELETE', '/v1/datasets/products', { bearer: t.apiKey })).status).toBe(404);
  });

  it('needs data:read to read and ask, data:write to upload and delete', async () => {
    const reader = await h.tenant('Readers', ['data:read']);
    const chatOnly = await h.tenant('Chatters', ['chat']);
    expect((await h.request('GET', '/v1/datasets', { bearer: reader.apiKey })).status).toBe(200);
    expect((await ask(reader, 'how many customers')).status).toBe(200);
    const denied = await upload(reader, [new File(['a\n1\n'], 'a.csv')]);
    expect(denied.status).toBe(403);
    expect((await errorBody(denied)).message).toContain('data:write');
    expect((await h.request('DELETE', '/v1/datasets/a', { bearer: reader.apiKey })).status).toBe(403);
    expect((await ask(chatOnly, 'how many customers')).status).toBe(403);
    expect((await h.request('GET', '/v1/datasets', { bearer: chatOnly.apiKey })).status).toBe(403);
  });
});
