import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../engine/engine.ts';
import { openCompanyDb } from '../store/company-db.ts';
import { importDataset } from '../store/datasets.ts';
import { createSalesFixture, type SalesFixture, TEST_CLOCK } from '../testing/fixture.ts';
import { checkReadOnlySelect, UnsafeQueryError } from './gate.ts';
import { QueryFailedError, runReadOnly } from './run.ts';

let fx: SalesFixture;
const TABLES = ['customers', 'orders', 'products'];
beforeAll(async () => {
  fx = await createSalesFixture();
});
afterAll(() => fx.cleanup());

async function counts(): Promise<number[]> {
  const out: number[] = [];
  for (const t of TABLES) {
    const r = await fx.db.connection.runAndReadAll(`SELECT count(*) FROM ${t}`);
    out.push(Number(r.getRows()[0]?.[0]));
  }
  return out;
}

describe('safety gate', () => {
  const refused: [string, RegExp][] = [
    ['DROP TABLE customers', /only a read-only SELECT/],
    ["COPY customers TO '/tmp/leak.csv'", /only a read-only SELECT/],
    ["SELECT * FROM read_csv('/etc/passwd')", /table functions/],
    ["SELECT * FROM '/etc/passwd'", /not one of your tables/],
    ['SELECT 1; DROP TABLE customers', /exactly one statement/],
    ["ATTACH '/tmp/other.duckdb' AS other", /only a read-only SELECT/],
    ['PRAGMA version', /only a read-only SELECT/],
    ['DELETE FROM orders', /only a read-only SELECT/],
    ['SET enable_external_access = true', /only a read-only SELECT/],
    ['SELECT * FROM information_schema.tables', /not one of your tables/],
    ['SELECT * FROM colloquy_meta.relationships', /not one of your tables/],
    ["SELECT getenv('HOME')", /getenv/],
    ['SELECT * FROM customers WHERE', /does not parse/],
  ];
  it.each(refused)('refuses %s', async (sql, message) => {
    const error = await checkReadOnlySelect(fx.db.connection, sql, TABLES).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnsafeQueryError);
    expect((error as Error).message).toMatch(message);
    expect(await counts()).toEqual([5, 8, 5]);
  });

  it('accepts a single SELECT over the tables, CTEs included', async () => {
    await expect(
      checkReadOnlySelect(
        fx.db.connection,
        'WITH c AS (SELECT * FROM customers) SELECT count(*) FROM c',
        TABLES,
      ),
    ).resolves.toBeUndefined();
  });

  it('locks the instance itself: no file access and no configuration changes, even without the gate', async () => {
    await expect(fx.db.connection.run("SELECT * FROM read_csv('/etc/passwd')")).rejects.toThrow(
      /disabled by configuration/,
    );
    await expect(fx.db.connection.run('SET enable_external_access = true')).rejects.toThrow(/locked/);
    const other = await fx.db.connect();
    await expect(other.run("ATTACH '/tmp/x.duckdb' AS x")).rejects.toThrow(/disabled by configuration/);
    other.closeSync();
  });

  it('caps the rows returned', async () => {
    const result = await runReadOnly({
      connection: fx.db.connection,
      sql: 'SELECT * FROM orders',
      allowedTables: TABLES,
      rowLimit: 3,
    });
    expect(result.rows).toHaveLength(3);
    expect(result.truncated).toBe(true);
  });

  it('reports a query that does not bind as a failed query with DuckDB’s reason', async () => {
    const error = await runReadOnly({
      connection: fx.db.connection,
      sql: 'SELECT nickname FROM customers',
      allowedTables: TABLES,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(QueryFailedError);
    expect((error as QueryFailedError).status).toBe(422);
    expect((error as Error).message).toMatch(/^the query failed: .*"nickname" not found/);
  });

  it('stops a query that runs past its time limit', async () => {
    const connection = await fx.db.connect();
    const slow = `SELECT sum(a.amount * b.quantity + c.amount - d.quantity * e.amount + f.order_id + g.amount + h.quantity)
      FROM orders a, orders b, orders c, orders d, orders e, orders f, orders g, orders h, orders i, orders j, orders k`;
    const started = Date.now();
    await expect(
      runReadOnly({ connection, sql: slow, allowedTables: TABLES, timeoutMs: 100 }),
    ).rejects.toThrow(/longer than 100 ms/);
    expect(Date.now() - started).toBeLessThan(5000);
    connection.closeSync();
  });

  it('never changes data for hostile questions', async () => {
    const hostile = [
      'DROP TABLE customers',
      "customers'; DELETE FROM orders; --",
      'show customers; UPDATE products SET price = 0',
      "SELECT * FROM read_csv('/etc/passwd')",
      "list customers named '); DROP TABLE orders; --",
    ];
    for (const question of hostile) {
      const answer = await answerQuestion({ db: fx.db, question, schema: fx.schema, clock: TEST_CLOCK });
      // Declined with the reason, not read as a question about the tables it names ("DROP TABLE customers").
      expect(answer.understood).toBe(false);
      expect(answer.sql).toBeNull();
      expect(answer.answer).toMatch(/never change it|written as SQL/);
    }
    expect(await counts()).toEqual([5, 8, 5]);
    const prices = await fx.db.connection.runAndReadAll('SELECT sum(price) FROM products');
    expect(Number(prices.getRows()[0]?.[0])).toBe(2452);
  });

  it("keeps companies apart: one company's question cannot reach another's tables", async () => {
    const other = await openCompanyDb({ path: join(fx.dir, 'other-company.duckdb') });
    try {
      const file = join(fx.dir, 'salaries.csv');
      const { writeFileSync } = await import('node:fs');
      writeFileSync(file, 'employee,salary\nZed Secret,99000\n');
      await importDataset(other, { file });
      await expect(checkReadOnlySelect(fx.db.connection, 'SELECT * FROM salaries', TABLES)).rejects.toThrow(
        /not one of your tables/,
      );
      const answer = await answerQuestion({
        db: fx.db,
        question: 'What is the salary of Zed Secret?',
        schema: fx.schema,
      });
      expect(JSON.stringify(answer.rows)).not.toContain('99000');
    } finally {
      other.close();
    }
  });
});
