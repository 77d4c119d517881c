import { startTestSmtp, type TestSmtpServer } from '@colloquy/channels/testing';
import { testBackends } from '@colloquy/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, errorBody, type Harness } from './harness.ts';

// Two real SMTP servers: the instance's (SMTP_URL) and one company's own, on 127.0.0.1, which the operator
// allowlisted (COLLOQUY_SMTP_ALLOWLIST) so companies may use it.
describe.each(testBackends())("a company's own SMTP server on %s", (backend) => {
  let h: Harness;
  let instance: TestSmtpServer;
  let own: TestSmtpServer;
  beforeAll(async () => {
    instance = await startTestSmtp();
    own = await startTestSmtp();
    h = await createHarness(backend, {}, undefined, {
      jobs: true,
      smtpUrl: instance.url,
      smtpAllowlist: ['127.0.0.1'],
    });
  });
  afterAll(async () => {
    await h.close();
    await instance.close();
    await own.close();
  });

  const send = (companyId: string, subject: string) =>
    h.database.db.transaction((tx) =>
      h.services.deps.mail.enqueue(tx, { to: 'customer@example.com', subject, text: 'hello', companyId }),
    );
  const arrived = async (server: TestSmtpServer, subject: string) => {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const mail = server.received.find((m) => m.raw.includes(`Subject: ${subject}`));
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`"${subject}" did not arrive`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  it("sends a company's mail through its own server, keeps the password secret, and falls back when cleared", async () => {
    const acme = await h.tenant('Acme');
    const other = await h.tenant('Other');
    const view = async () =>
      (await (await h.request('GET', '/v1/settings/smtp', { bearer: acme.apiKey })).json()) as Record<
        string,
        unknown
      >;
    expect(await view()).toMatchObject({ source: 'instance', host: null });

    const saved = await h.request('PUT', '/v1/settings/smtp', {
      bearer: acme.apiKey,
      json: {
        host: '127.0.0.1',
        port: own.port,
        username: 'mailer',
        password: 's3cret-pass',
        from: 'Acme <hi@acme.test>',
      },
    });
    expect(saved.status).toBe(200);
    const body = await saved.text();
    expect(body).not.toContain('s3cret');
    expect(JSON.parse(body)).toMatchObject({
      source: 'company',
      port: own.port,
      username: 'mailer',
      password_hint: 'pass',
    });
    const [row] = await h.database.db.query<{ url_encrypted: string }>(
      'SELECT url_encrypted FROM smtp_settings',
    );
    expect(row?.url_encrypted).not.toContain('s3cret');

    await send(acme.companyId, 'From Acme 1');
    await send(other.companyId, 'From Other 1');
    const mine = await arrived(own, 'From Acme 1');
    expect(mine.from).toBe('hi@acme.test');
    expect(mine.user).toBe('mailer');
    await arrived(instance, 'From Other 1');
    expect(own.received.some((m) => m.raw.includes('From Other 1'))).toBe(false);

    // Saving without a password keeps the stored one.
    await h.request('PUT', '/v1/settings/smtp', {
      bearer: acme.apiKey,
      json: { host: '127.0.0.1', port: own.port, username: 'mailer', from: 'Acme <hi@acme.test>' },
    });
    const tested = await h.request('POST', '/v1/settings/smtp/test', {
      bearer: acme.apiKey,
      json: { to: 'me@acme.test' },
    });
    expect(await tested.json()).toEqual({ ok: true, host: `127.0.0.1:${own.port}` });
    await arrived(own, 'Colloquy test mail');

    await h.request('PUT', '/v1/settings/smtp', {
      bearer: acme.apiKey,
      json: {
        host: '127.0.0.1',
        port: own.port,
        username: 'mailer',
        password: 'wrong',
        from: 'hi@acme.test',
      },
    });
    const refused = (await (
      await h.request('POST', '/v1/settings/smtp/test', { bearer: acme.apiKey, json: { to: 'me@acme.test' } })
    ).json()) as { ok: boolean; error: string };
    expect(refused.ok).toBe(false);
    expect(refused.error).toMatch(/auth|invalid/i);
    expect(refused.error).not.toContain('wrong');

    expect((await h.request('DELETE', '/v1/settings/smtp', { bearer: acme.apiKey })).status).toBe(204);
    expect((await h.request('DELETE', '/v1/settings/smtp', { bearer: acme.apiKey })).status).toBe(404);
    await send(acme.companyId, 'From Acme 2');
    await arrived(instance, 'From Acme 2');
    expect(await view()).toMatchObject({ source: 'instance' });
  });

  it('names the fields it cannot use', async () => {
    const t = await h.tenant('Strict');
    const res = await h.request('PUT', '/v1/settings/smtp', {
      bearer: t.apiKey,
      json: { host: 'not a host!', port: 0, from: 'x' },
    });
    expect(res.status).toBe(422);
    const text = JSON.stringify(await errorBody(res));
    expect(text).toContain('host');
    expect(text).toContain('port');
  });
});

// Without an allowlist a company cannot point the service's SMTP client at the service's own network.
describe.each(testBackends())('SMTP hosts a company may not use on %s', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(backend);
  });
  afterAll(async () => {
    await h.close();
  });

  const save = async (apiKey: string, host: string, port = 25) =>
    h.request('PUT', '/v1/settings/smtp', { bearer: apiKey, json: { host, port, from: 'hi@acme.test' } });

  it('refuses private, loopback and metadata addresses with validation_failed, and names the setting', async () => {
    const t = await h.tenant('Prober');
    for (const [host, port] of [
      ['127.0.0.1', 6379],
      ['169.254.169.254', 80],
      ['10.0.0.5', 25],
      ['192.168.1.10', 587],
      ['0.0.0.0', 25],
    ] as const) {
      const res = await save(t.apiKey, host, port);
      expect(res.status, host).toBe(422);
      const body = await errorBody(res);
      expect(body.error).toBe('validation_failed');
      expect(body.message).toContain(`host ${host} is a private or reserved address`);
      expect(body.message).toContain('COLLOQUY_SMTP_ALLOWLIST');
    }
    const view = (await (await h.request('GET', '/v1/settings/smtp', { bearer: t.apiKey })).json()) as {
      source: string;
    };
    expect(view.source).toBe('outbox');
  });

  it('refuses a name that resolves to a loopback address', async () => {
    const t = await h.tenant('Resolver');
    const res = await save(t.apiKey, 'localhost');
    expect(res.status).toBe(422);
    const body = await errorBody(res);
    expect(body.error).toBe('validation_failed');
    expect(body.message).toMatch(/^host localhost resolves to \S+, a private or reserved address/);
  });
});
