import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, type LongRunning, runCli, startCli } from './cli.ts';

describe('colloquy CLI on the embedded database', () => {
  let dir: string;
  let env: Record<string, string>;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'colloquy-cli-'));
    env = { COLLOQUY_DATA_DIR: dir };
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('creates companies and keys and imports records with no server running', async () => {
    const created = await runCli(['companies', 'create', '--name', 'Acme'], env);
    expect(created.code, created.stderr).toBe(0);
    const companyId = created.stdout.trim();
    expect(companyId).toMatch(/^cmp_[0-9a-z]{20}$/);

    const key = await runCli(['keys', 'create', '--company', companyId, '--name', 'ci'], env);
    expect(key.code, key.stderr).toBe(0);
    const { key_id, api_key } = JSON.parse(key.stdout) as { key_id: string; api_key: string };
    expect(key_id).toMatch(/^key_/);
    expect(api_key).toMatch(/^cq_/);

    const listed = await runCli(['keys', 'list', '--company', companyId, '--json'], env);
    const keys = JSON.parse(listed.stdout) as { key_id: string; hint: string }[];
    expect(keys).toEqual([expect.objectContaining({ key_id, hint: `…${api_key.slice(-4)}` })]);
    expect(listed.stdout).not.toContain(api_key);

    const csv = join(dir, 'records.csv');
    writeFileSync(csv, 'id,name,value\nusers,Users,42\n,Zip,007\n');
    const imported = await runCli(['data', 'import', '--company', companyId, csv], env);
    expect(imported.code, imported.stderr).toBe(0);
    expect(JSON.parse(imported.stdout)).toEqual({ company_id: companyId, imported: 2 });

    const revoked = await runCli(['keys', 'revoke', key_id], env);
    expect(JSON.parse(revoked.stdout)).toMatchObject({ key_id, revoked_at: expect.any(String) });
  }, 120_000);

  describe('while the server runs', () => {
    let server: LongRunning;
    let url: string;
    beforeAll(async () => {
      rmSync(dir, { recursive: true, force: true });
      server = startCli(['serve'], { ...env, PORT: '0' });
      url = (await server.waitFor(/running at (http:\/\/\S+)/))[1]!;
      await server.waitFor(/API key (cq_\w+)/);
    });
    afterAll(async () => {
      await server.terminate();
    });

    it('seeded a demo company whose key works, and saved it in demo.json', async () => {
      const demo = JSON.parse(readFileSync(join(dir, 'demo.json'), 'utf8')) as {
        company_id: string;
        api_key: string;
      };
      expect(server.stdout()).toContain(demo.api_key);
      const res = await fetch(`${url}/v1/data/retrieve?company_id=${demo.company_id}`, {
        headers: { Authorization: `Bearer ${demo.api_key}` },
      });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { data: unknown[] };
      expect(body.data.length).toBeGreaterThan(3);
    });

    it('seeded deployed assistants, sales data, reviews, a catalogue, a team and a dashboard login', async () => {
      const demo = JSON.parse(readFileSync(join(dir, 'demo.json'), 'utf8')) as {
        api_key: string;
        dashboard_email: string;
        dashboard_password: string;
      };
      const api = (path: string, json?: unknown) =>
        fetch(`${url}${path}`, {
          method: json ? 'POST' : 'GET',
          headers: { Authorization: `Bearer ${demo.api_key}`, 'Content-Type': 'application/json' },
          ...(json ? { body: JSON.stringify(json) } : {}),
        }).then((r) => r.json() as Promise<Record<string, unknown>>);
      const assistants = (await api('/v1/assistants')).data as {
        name: string;
        status: string;
        assistant_id: string;
      }[];
      expect(assistants.map((a) => a.status)).toEqual(['deployed', 'deployed', 'deployed', 'deployed']);
      const answer = await api('/v1/data/query', { question: 'how many orders are there?' });
      expect(answer.rows).toEqual([[240]]);
      const sales = assistants.find((a) => a.name === 'Sales desk')!;
      const quote = await api('/v1/chat', {
        assistant_id: sales.assistant_id,
        message: 'quote 2 ThinkPad X1 Carbon for Acme Corp',
      });
      expect(String(quote.reply)).toMatch(/ThinkPad X1 Carbon/);
      expect(String(quote.reply)).toMatch(/3,480\.00|3480/);
      expect(server.stdout()).toContain(
        `Dashboard sign-in: ${demo.dashboard_email} / ${demo.dashboard_password}`,
      );
      const form = await fetch(`${url}/dashboard/login`);
      const cookie = form.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const csrf = /name="_csrf" value="([^"]+)"/.exec(await form.text())?.[1] ?? '';
      const login = await fetch(`${url}/dashboard/login`, {
        method: 'POST',
        redirect: 'manual',
        headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          _csrf: csrf,
          email: demo.dashboard_email,
          password: demo.dashboard_password,
        }),
      });
      expect(login.status).toBe(303);
    });

    it('runs admin commands against the live database through its socket', async () => {
      const created = await runCli(['companies', 'create', '--name', 'Live'], env);
      expect(created.code, created.stderr).toBe(0);
      const companyId = created.stdout.trim();
      const key = JSON.parse((await runCli(['keys', 'create', '--company', companyId], env)).stdout) as {
        key_id: string;
        api_key: string;
      };
      const csv = join(dir, 'live.csv');
      writeFileSync(csv, 'id,name,value\na,A,1\nb,B,two\n');
      expect((await runCli(['data', 'import', '--company', companyId, csv], env)).code).toBe(0);

      const get = () =>
        fetch(`${url}/v1/data/retrieve?company_id=${companyId}`, {
          headers: { Authorization: `Bearer ${key.api_key}` },
        });
      const ok = await get();
      expect(ok.status).toBe(200);
      expect(((await ok.json()) as { data: unknown[] }).data).toEqual([
        { id: 'a', name: 'A', value: 1 },
        { id: 'b', name: 'B', value: 'two' },
      ]);

      expect((await runCli(['keys', 'revoke', key.key_id], env)).code).toBe(0);
      // The server's key cache trusts a verified key for at most 5 seconds.
      const status = await eventually(async () => {
        const res = await get();
        return res.status === 401 ? res.status : undefined;
      }, 8000);
      expect(status).toBe(401);
    });

    it('signs up on the dashboard and shows the verification mail of the dev outbox with `colloquy mail`', async () => {
      const form = await fetch(`${url}/dashboard/signup`);
      const cookie = form.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const csrf = /name="_csrf" value="([^"]+)"/.exec(await form.text())?.[1] ?? '';
      const signedUp = await fetch(`${url}/dashboard/signup`, {
        method: 'POST',
        redirect: 'manual',
        headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          _csrf: csrf,
          email: 'owner@laptop.test',
          company: 'Laptop Co',
          password: 'a long enough passphrase',
        }),
      });
      expect(signedUp.status).toBe(303);
      const shown = await eventually(async () => {
        const result = await runCli(['mail', '--to', 'owner@laptop.test'], env);
        return result.stdout.includes('kept') ? result : undefined;
      }, 15_000);
      const mail = JSON.parse(shown.stdout.trim().split('\n')[0]!) as { subject: string; text: string };
      expect(mail.subject).toMatch(/Confirm your e-mail/);
      const link = /\/dashboard\/verify\/[\w-]+/.exec(mail.text)?.[0];
      const verified = await fetch(`${url}${link}`, { redirect: 'manual' });
      expect(verified.status).toBe(303);
    });

    it('explains bad input in one line and exits non-zero', async () => {
      const companyId = (await runCli(['companies', 'create', '--name', 'Strict'], env)).stdout.trim();
      const bad = join(dir, 'bad.csv');
      writeFileSync(bad, 'id,name,value\nok,Fine,1\nbroken,,2\n');
      const rejected = await runCli(['data', 'import', '--company', companyId, bad], env);
      expect(rejected.code).toBe(1);
      expect(rejected.stderr.trim().split('\n').at(-1)).toMatch(
        /^colloquy: .*bad\.csv line 3: name must not be empty$/,
      );

      for (const args of [
        ['keys', 'create', '--company', 'cmp_nobody'],
        ['keys', 'create'],
        ['keys', 'revoke', 'key_nobody'],
        ['companies', 'create', '--name', '   '],
        ['data', 'import', '--company', companyId, join(dir, 'missing.csv')],
        ['no-such-command'],
      ]) {
        const result = await runCli(args, env);
        expect(result.code, args.join(' ')).not.toBe(0);
        expect(result.stdout).toBe('');
        expect(result.stderr.trim().length, args.join(' ')).toBeGreaterThan(0);
      }
    });

    it('refuses a second server on the same data directory', async () => {
      const second = await runCli(['serve'], { ...env, PORT: '0' });
      expect(second.code).toBe(1);
      expect(second.stderr).toMatch(/already running/);
    });

    it('shuts down cleanly on SIGTERM and releases the data directory', async () => {
      expect(existsSync(join(dir, 'server.json'))).toBe(true);
      expect(await server.terminate()).toBe(0);
      expect(server.stderr()).toContain('SIGTERM');
      expect(existsSync(join(dir, 'server.json'))).toBe(false);
      expect(existsSync(join(dir, 'pgdata.lock'))).toBe(false);
      const after = await runCli(['companies', 'list', '--json'], env);
      // What was written through the socket is on disk for the next process.
      const names = (JSON.parse(after.stdout) as { name: string }[]).map((c) => c.name).sort();
      expect(names).toEqual(['Demo Company', 'Laptop Co', 'Live', 'Strict']);
    });
  });
});
