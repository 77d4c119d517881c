import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase, testBackends } from '@colloquy/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './cli.ts';

const CUSTOMERS = `customer_id,name,city,segment
1,Alice Martin,Paris,Enterprise
2,Bob Stone,London,SMB
3,Carla Diaz,Madrid,SMB
4,Dan Wu,Paris,Consumer
5,Eva Novak,Berlin,Enterprise
`;
const ORDERS = `order_id,customer_id,amount
1,1,1200
2,1,600
3,1,20
4,2,600
5,2,10
6,3,1200
7,5,300
`;

interface Line {
  question: string;
  sql: string | null;
  columns: string[];
  rows: unknown[][];
  error?: string;
}

function parseLines(stdout: string): Line[] {
  return stdout
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as Line);
}

describe('colloquy ask --csv-dir (evaluation mode)', () => {
  let dir: string;
  let csvDir: string;
  let env: Record<string, string>;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'colloquy-ask-'));
    csvDir = join(dir, 'db');
    mkdirSync(csvDir);
    writeFileSync(join(csvDir, 'customers.csv'), CUSTOMERS);
    writeFileSync(join(csvDir, 'orders.csv'), ORDERS);
    writeFileSync(join(csvDir, 'notes.txt'), 'not a table');
    // A data dir that must never be created: the mode needs no company, database or server.
    env = { COLLOQUY_DATA_DIR: join(dir, 'never-created') };
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('answers one question per stdin line with one JSON object per line', async () => {
    const questions = [
      'how many customers are there?',
      'total amount per city',
      '',
      'DROP TABLE customers; --',
      'what colour is the moon on tuesdays',
      'customers who never ordered',
      'how many notes are there',
      'how many orders are there',
    ];
    const result = await runCli(['ask', '--csv-dir', csvDir, '--json'], env, `${questions.join('\n')}\n`);
    expect(result.code, result.stderr).toBe(0);
    const lines = parseLines(result.stdout);
    expect(lines.map((l) => l.question)).toEqual(questions);
    for (const line of lines) {
      expect(Object.keys(line).sort()).toEqual(
        line.error === undefined
          ? ['columns', 'question', 'rows', 'sql']
          : ['columns', 'error', 'question', 'rows', 'sql'],
      );
    }
    expect(lines[0]).toMatchObject({ columns: [expect.any(String)], rows: [[5]] });
    expect(lines[0]!.sql).toMatch(/^SELECT count\(\*\)/);
    expect(Object.fromEntries(lines[1]!.rows as [string, number][])).toEqual({
      Paris: 1820,
      London: 610,
      Madrid: 1200,
      Berlin: 300,
    });
    expect(lines[2]).toEqual({ question: '', sql: null, columns: [], rows: [], error: 'empty question' });
    expect(lines[3]!.sql ?? 'SELECT').toMatch(/^SELECT/);
    expect(lines[4]).toMatchObject({ sql: null, columns: [], rows: [], error: expect.any(String) });
    expect(lines[5]!.rows).toEqual([['Dan Wu']]);
    // notes.txt is not a CSV, so it is no table.
    expect(lines[6]!.sql ?? '').not.toContain('notes');
    // The hostile line changed nothing.
    expect(lines[7]!.rows).toEqual([[7]]);
    expect(result.stderr).toContain('loaded 2 tables');
    expect(existsSync(env.COLLOQUY_DATA_DIR!)).toBe(false);
  });

  it('keeps up with thousands of questions on one stdin', async () => {
    const base = ['how many customers are there?', 'total amount per city', 'nonsense words here again'];
    const questions = Array.from({ length: 3000 }, (_, i) => base[i % base.length]!);
    const started = Date.now();
    const result = await runCli(['ask', '--csv-dir', csvDir, '--json'], env, `${questions.join('\n')}\n`);
    expect(result.code, result.stderr).toBe(0);
    const lines = parseLines(result.stdout);
    expect(lines).toHaveLength(3000);
    expect(lines[2999]).toMatchObject({ question: base[2], sql: null, error: expect.any(String) });
    expect(lines[3000 - 3]!.rows).toEqual([[5]]);
    expect(Date.now() - started).toBeLessThan(60_000);
  });

  it('exits non-zero with one line on bad input', async () => {
    for (const args of [
      ['ask', '--csv-dir', join(dir, 'missing'), '--json'],
      ['ask', '--csv-dir', join(dir, 'never-created-either'), '--json'],
      ['ask', '--json'],
      ['ask', '--csv-dir', csvDir, '--company', 'cmp_x', '--json'],
    ]) {
      const result = await runCli(args, env, 'how many customers\n');
      expect(result.code, args.join(' ')).toBe(1);
      expect(result.stdout).toBe('');
      expect(result.stderr.trim().split('\n')).toHaveLength(1);
      expect(result.stderr).toMatch(/^colloquy: /);
    }
    const emptyDir = join(dir, 'empty');
    mkdirSync(emptyDir);
    const none = await runCli(['ask', '--csv-dir', emptyDir, '--json'], env, 'x\n');
    expect(none.code).toBe(1);
    expect(none.stderr).toContain('holds no .csv files');
  });
});

describe.each(testBackends())('colloquy datasets and ask --company on %s', (backend) => {
  let dir: string;
  let env: Record<string, string>;
  let database: TestDatabase | undefined;
  let companyId: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'colloquy-datasets-'));
    env = { COLLOQUY_DATA_DIR: dir };
    if (backend === 'postgres') {
      database = await createTestDatabase('postgres', { migrate: false });
      env = { ...env, DATABASE_URL: database.url!, COLLOQUY_MASTER_KEY: 'shared-master-key-for-the-test' };
    }
    writeFileSync(join(dir, 'customers.csv'), CUSTOMERS);
    writeFileSync(join(dir, 'orders.csv'), ORDERS);
    const created = await runCli(['companies', 'create', '--name', 'Analysts'], env);
    expect(created.code, created.stderr).toBe(0);
    companyId = created.stdout.trim();
  });
  afterAll(async () => {
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('imports files into the company file under the data dir and answers from them', async () => {
    const imported = await runCli(
      [
        'datasets',
        'import',
        '--company',
        companyId,
        '--json',
        join(dir, 'customers.csv'),
        join(dir, 'orders.csv'),
      ],
      env,
    );
    expect(imported.code, imported.stderr).toBe(0);
    const body = JSON.parse(imported.stdout) as { imported: { name: string; row_count: number }[] };
    expect(body.imported.map((t) => [t.name, t.row_count])).toEqual([
      ['customers', 5],
      ['orders', 7],
    ]);
    expect(existsSync(join(dir, 'datasets', `${companyId}.duckdb`))).toBe(true);

    const listed = await runCli(['datasets', 'list', '--company', companyId], env);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toMatch(/customers\s+5\s+customer_id:BIGINT/);

    const json = await runCli(['ask', '--company', companyId, '--json', 'total amount per city'], env);
    expect(json.code, json.stderr).toBe(0);
    const answer = JSON.parse(json.stdout) as { understood: boolean; sql: string; rows: [string, number][] };
    expect(answer.understood).toBe(true);
    expect(Object.fromEntries(answer.rows)).toMatchObject({ Paris: 1820, Berlin: 300 });

    const human = await runCli(['ask', '--company', companyId, 'how many customers are there?'], env);
    expect(human.code, human.stderr).toBe(0);
    expect(human.stdout).toContain('5');
    expect(human.stdout).toMatch(/^SELECT count\(\*\)/m);

    const again = await runCli(['datasets', 'import', '--company', companyId, join(dir, 'orders.csv')], env);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already exists');

    const deleted = await runCli(['datasets', 'delete', '--company', companyId, 'orders'], env);
    expect(deleted.code, deleted.stderr).toBe(0);
    const after = await runCli(['datasets', 'list', '--company', companyId, '--json'], env);
    expect((JSON.parse(after.stdout) as { name: string }[]).map((t) => t.name)).toEqual(['customers']);
  }, 240_000);

  it('refuses unknown companies, files and formats in one line', async () => {
    writeFileSync(join(dir, 'sheet.xlsx'), 'PK');
    for (const args of [
      ['datasets', 'import', '--company', 'cmp_nobody', join(dir, 'customers.csv')],
      ['datasets', 'import', '--company', companyId, join(dir, 'missing.csv')],
      ['datasets', 'import', '--company', companyId, join(dir, 'sheet.xlsx')],
      ['datasets', 'delete', '--company', companyId, 'nothing_here'],
      ['ask', '--company', 'cmp_nobody', 'how many customers'],
    ]) {
      const result = await runCli(args, env);
      expect(result.code, args.join(' ')).toBe(1);
      expect(result.stdout).toBe('');
      expect(result.stderr.trim().split('\n').at(-1)).toMatch(/^colloquy: /);
    }
    expect(existsSync(join(dir, 'datasets', 'cmp_nobody.duckdb'))).toBe(false);
  }, 240_000);
});
