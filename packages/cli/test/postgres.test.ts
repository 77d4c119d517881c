import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listMigrations } from '@colloquy/db';
import { createTestDatabase, type TestDatabase } from '@colloquy/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, type LongRunning, runCli, startCli } from './cli.ts';

// Scale-out needs a real PostgreSQL server: CI provides one through TEST_DATABASE_URL.
describe.skipIf(!process.env.TEST_DATABASE_URL)('scale-out on PostgreSQL', () => {
  let database: TestDatabase;
  let env: Record<string, string>;
  let dir: string;
  const processes: LongRunning[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres', { migrate: false });
    dir = mkdtempSync(join(tmpdir(), 'colloquy-pg-'));
    env = {
      DATABASE_URL: database.url!,
      COLLOQUY_DATA_DIR: dir,
      COLLOQUY_MASTER_KEY: 'shared-master-key-for-the-test',
    };
  });
  afterAll(async () => {
    for (const p of processes) await p.terminate();
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('migrates, then serves one database from two API processes and a worker', async () => {
    const migrated = await runCli(['migrate'], env);
    expect(migrated.code, migrated.stderr).toBe(0);
    const shipped = listMigrations().map((m) => `${String(m.version).padStart(4, '0')}_${m.name}`);
    expect(shipped[0]).toBe('0001_foundation');
    expect(JSON.parse(migrated.stdout)).toEqual({ applied: shipped });
    expect(JSON.parse((await runCli(['migrate'], env)).stdout)).toEqual({ applied: [] });

    const companyId = (await runCli(['companies', 'create', '--name', 'Scale'], env)).stdout.trim();
    const key = JSON.parse((await runCli(['keys', 'create', '--company', companyId], env)).stdout) as {
      key_id: string;
      api_key: string;
    };

    const apiA = startCli(['serve', '--no-worker'], { ...env, PORT: '0' });
    const apiB = startCli(['serve', '--no-worker'], { ...env, PORT: '0' });
    const worker = startCli(['worker'], env);
    processes.push(apiA, apiB, worker);
    const urlA = (await apiA.waitFor(/running at (http:\/\/\S+)/))[1]!;
    const urlB = (await apiB.waitFor(/running at (http:\/\/\S+)/))[1]!;
    expect(apiA.stdout()).not.toContain('Demo company'); // no demo data on a production database

    // A token issued by one process is accepted by the other: they share the signing keys.
    const tokenRes = await fetch(`${urlA}/oauth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: key.key_id,
        client_secret: key.api_key,
      }),
    });
    const { access_token } = (await tokenRes.json()) as { access_token: string };
    const viaB = await fetch(`${urlB}/v2/data/retrieve?company_id=${companyId}`, {
      headers: { Authorization: `Bearer ${access_token}` },
    });
    expect(viaB.status).toBe(200);

    // The worker registered the maintenance schedule in the shared database.
    const schedules = await eventually(async () => {
      const rows = await database.db
        .query<{ name: string }>('SELECT name FROM pgboss.schedule')
        .catch(() => []);
      // (The worker registers its schedules one by one: wait for this one, not merely the first.)
      return rows.some((r) => r.name === 'auth.maintain-signing-keys') ? rows.map((r) => r.name) : undefined;
    }, 30_000);
    expect(schedules).toContain('auth.maintain-signing-keys');

    // A revocation through the CLI reaches both API processes within the cache lifetime.
    await runCli(['keys', 'revoke', key.key_id], env);
    for (const url of [urlA, urlB]) {
      const status = await eventually(async () => {
        const res = await fetch(`${url}/v1/data/retrieve?company_id=${companyId}`, {
          headers: { Authorization: `Bearer ${key.api_key}` },
        });
        return res.status === 401 ? 401 : undefined;
      }, 8000);
      expect(status).toBe(401);
    }

    for (const p of processes) expect(await p.terminate()).toBe(0);
  }, 120_000);
});
