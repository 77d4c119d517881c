import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestSmtp, type TestSmtpServer } from '@colloquy/channels/testing';
import { testBackends } from '@colloquy/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './harness.ts';

// A receiver that says the endpoint is gone: the endpoint is disabled and the company's owners are told.
describe.each(testBackends())('disabled webhook endpoints on %s', (backend) => {
  let h: Harness;
  let smtp: TestSmtpServer;
  const gone = createServer((_req, res) => {
    res.statusCode = 410;
    res.end('gone');
  });
  let url: string;

  beforeAll(async () => {
    await new Promise<void>((r) => gone.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(gone.address() as AddressInfo).port}/hook`;
    smtp = await startTestSmtp();
    h = await createHarness(backend, {}, undefined, {
      jobs: true,
      smtpUrl: smtp.url,
      webhooks: { allowlist: ['127.0.0.1'], retryDelays: [1], jitter: 0, sweepIntervalMs: 300 },
    });
  });
  afterAll(async () => {
    await h.close();
    await smtp.close();
    gone.closeAllConnections();
    await new Promise((r) => gone.close(r));
  });

  it("e-mails the company's owners when an endpoint is disabled, saying how to recover", async () => {
    const { users, accounts } = h.services.deps;
    const owner = await users.signUp({
      email: 'owner@hooks.test',
      company: 'Hooks Inc',
      password: 'a long passphrase!',
    });
    const companyId = owner!.user.companyId;
    const { apiKey } = await accounts.apiKeys.create({ companyId });
    const created = await h.request('POST', '/v1/webhooks', { bearer: apiKey, json: { url } });
    const endpoint = (await created.json()) as { id: string };
    expect((await h.request('POST', `/v1/webhooks/${endpoint.id}/test`, { bearer: apiKey })).status).toBe(
      202,
    );

    const deadline = Date.now() + 20_000;
    let notice: string | undefined;
    while (!notice && Date.now() < deadline) {
      notice = smtp.received.find((m) => m.raw.includes('Webhook endpoint disabled'))?.raw;
      if (!notice) await new Promise((r) => setTimeout(r, 50));
    }
    expect(notice).toBeDefined();
    const text = notice!.replace(/=\r?\n/g, '');
    expect(text).toContain('owner@hooks.test');
    expect(text).toContain('410 Gone');
    expect(text).toContain(`/v1/webhooks/${endpoint.id}/replay`);
    const read = (await (
      await h.request('GET', `/v1/webhooks/${endpoint.id}`, { bearer: apiKey })
    ).json()) as {
      enabled: boolean;
      disabled_reason: string;
    };
    expect(read).toMatchObject({ enabled: false, disabled_reason: 'gone' });
    // Only once, and only to the owners.
    expect(smtp.received.filter((m) => m.raw.includes('Webhook endpoint disabled'))).toHaveLength(1);
  });
});
