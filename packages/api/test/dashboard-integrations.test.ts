import { createServer } from 'node:http';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import { startTestSmtp, type TestSmtpServer } from '@colloquy/channels/testing';
import { testBackends } from '@colloquy/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HttpServer, startHttpServer } from '../src/server.ts';
import { type DashboardClient, decode, signedInClient } from './dashboard-client.ts';
import { createHarness, type Harness } from './harness.ts';

/** A port free right now, so the app can know its public URL before it listens (the handshake calls it). */
async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const { port } = probe.address() as AddressInfo;
  await new Promise((r) => probe.close(r));
  return port;
}

describe.each(testBackends())('dashboard integrations on %s', (backend) => {
  let h: Harness;
  let smtp: TestSmtpServer;
  let client: DashboardClient;
  let assistantId: string;
  const received: { id: string; body: string }[] = [];
  const receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      received.push({ id: String(req.headers['webhook-id']), body });
      res.end('ok');
    });
  });
  let receiverUrl: string;
  let server: HttpServer;
  let publicUrl: string;

  beforeAll(async () => {
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    smtp = await startTestSmtp();
    const port = await freePort();
    publicUrl = `http://127.0.0.1:${port}`;
    h = await createHarness(backend, { publicUrl }, undefined, {
      jobs: true,
      smtpUrl: smtp.url,
      webhooks: { allowlist: ['127.0.0.1'], retryDelays: [1, 1], jitter: 0, sweepIntervalMs: 300 },
    });
    server = await startHttpServer(h.app, { port, host: '127.0.0.1' });
    client = await signedInClient(h, smtp, 'ida@integrations.test', 'Integrations Co');
    const created = await client.post('/dashboard/assistants', {
      name: 'Desk',
      template: 'customer-engagement',
    });
    assistantId = /asst_[a-z0-9]+/.exec(created.headers.get('Location') ?? '')![0];
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await h?.close();
    await smtp?.close();
    receiver.closeAllConnections();
    await new Promise((r) => receiver.close(r));
  });

  it('connects live chat (showing the widget snippet), e-mail, WhatsApp and SMS, and deletes a channel', async () => {
    const page = await client.page('/dashboard/integrations');
    expect(page.html).toContain('No channels connected yet.');
    expect(page.html).toContain('<label for="whatsapp-phone_number_id">Phone number ID</label>');
    const chat = await client.post('/dashboard/integrations/channels', {
      kind: 'webchat',
      assistant_id: assistantId,
      name: 'Shop chat',
      allowed_origins: 'https://shop.example.com\nhttps://www.shop.example.com',
    });
    expect(chat.status).toBe(200);
    const snippet = /data-testid="widget-snippet">([^<]*(?:<[^/][^<]*)*)<\/code>/.exec(await chat.text());
    expect(decode(snippet![1]!)).toMatch(
      new RegExp(`<script src="${publicUrl}/widget\\.js" data-key="wk_[A-Za-z0-9_-]+"`),
    );

    const badSms = await client.post('/dashboard/integrations/channels', {
      kind: 'sms',
      assistant_id: assistantId,
      account_sid: 'AC123',
      auth_token: 'tok',
      from_number: '555',
    });
    expect(badSms.status).toBe(422);
    expect(await badSms.text()).toContain('from_number: must be an E.164 number');
    const sms = await client.post('/dashboard/integrations/channels', {
      kind: 'sms',
      assistant_id: assistantId,
      account_sid: 'AC123',
      auth_token: 'sms-auth-token',
      from_number: '+15551234567',
    });
    expect(sms.status).toBe(200);
    const mail = await client.post('/dashboard/integrations/channels', {
      kind: 'email',
      assistant_id: assistantId,
      inbound_address: 'help@integrations.test',
      smtp_port: '',
    });
    const mailPage = await mail.text();
    const token = /data-testid="inbound-token">([^<]+)</.exec(mailPage)?.[1];
    expect(token?.length).toBeGreaterThan(20);
    const wa = await client.post('/dashboard/integrations/channels', {
      kind: 'whatsapp',
      assistant_id: assistantId,
      phone_number_id: '1234567890',
      access_token: 'EAAG-access-token',
      app_secret: 'meta-app-secret',
      verify_token: 'verify-me',
    });
    expect(wa.status).toBe(200);
    const listed = await client.page('/dashboard/integrations');
    expect(listed.html).not.toContain(token!);
    expect(listed.html).not.toContain('EAAG-access-token');
    expect(listed.html).toContain(`${publicUrl}/v1/channels/whatsapp/webhook`);
    // "Test webhook" runs Meta's handshake against the public URL with the stored verify token.
    const waId = /\/dashboard\/integrations\/channels\/(chn_[a-z0-9]+)\/handshake/.exec(listed.html)![1]!;
    const handshake = await client.post(`/dashboard/integrations/channels/${waId}/handshake`);
    expect(handshake.status).toBe(200);
    expect(await handshake.text()).toContain(
      `The webhook answered the handshake at ${publicUrl}/v1/channels/whatsapp/webhook`,
    );
    await h.database.db.query('UPDATE channel_integrations SET enabled = false WHERE id = $1', [waId]);
    const refused = await client.post(`/dashboard/integrations/channels/${waId}/handshake`);
    expect(refused.status).toBe(502);
    expect(await refused.text()).toContain('it answered 403');
    const ids = [
      ...listed.html.matchAll(/\/dashboard\/integrations\/channels\/(chn_[a-z0-9]+)\/delete/g),
    ].map((m) => m[1]!);
    expect(ids).toHaveLength(4);

    // Another company's user cannot delete ours.
    const other = await signedInClient(h, smtp, 'jo@elsewhere.test', 'Elsewhere');
    expect((await other.post(`/dashboard/integrations/channels/${ids[0]}/delete`)).status).toBe(404);
    const deleted = await client.post(`/dashboard/integrations/channels/${ids[0]}/delete`);
    expect(await deleted.text()).toContain('Channel deleted.');
    const [count] = await h.database.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM channel_integrations WHERE assistant_id = $1',
      [assistantId],
    );
    expect(count?.n).toBe(3);
  });

  it('adds a webhook endpoint (secret shown once), sends a test event, shows the delivery log and replays', async () => {
    await client.page('/dashboard/integrations/webhooks');
    const bad = await client.post('/dashboard/integrations/webhooks', { url: '' });
    expect(bad.status).toBe(422);
    const created = await client.post('/dashboard/integrations/webhooks', {
      url: receiverUrl,
      event_types: 'message.sent, webhook.test',
    });
    const html = await created.text();
    expect(html).toMatch(/data-testid="webhook-secret">whsec_/);
    const id = /\/dashboard\/integrations\/webhooks\/(whk_[a-z0-9]+)"/.exec(html)![1]!;
    expect((await client.page('/dashboard/integrations/webhooks')).html).not.toMatch(/whsec_/);

    await client.page(`/dashboard/integrations/webhooks/${id}`);
    const test = await client.post(`/dashboard/integrations/webhooks/${id}/test`);
    expect(await test.text()).toMatch(/Test event evt_[a-z0-9]+ queued/);
    const deadline = Date.now() + 15_000;
    let log = '';
    while (Date.now() < deadline) {
      log = (await client.page(`/dashboard/integrations/webhooks/${id}`)).html;
      if (log.includes('<td>delivered</td>')) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(log).toMatch(/webhook\.test <code>evt_[a-z0-9]+<\/code><\/td><td>delivered<\/td><td><div>#1: 200/);
    expect(received).toHaveLength(1);
    const eventId = /name="event_id" value="(evt_[a-z0-9]+)"/.exec(log)![1]!;
    const replay = await client.post(`/dashboard/integrations/webhooks/${id}/replay`, { event_id: eventId });
    expect(await replay.text()).toContain('Replay queued (1 delivery).');
    while (received.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(received.map((r) => r.id)).toEqual([eventId, eventId]);
    const unknown = await client.post(`/dashboard/integrations/webhooks/${id}/replay`, {
      event_id: 'evt_nope',
    });
    expect(unknown.status).toBe(404);

    const other = await signedInClient(h, smtp, 'kim@elsewhere2.test', 'Elsewhere 2');
    expect((await other.get(`/dashboard/integrations/webhooks/${id}`)).status).toBe(404);
    for (const action of ['test', 'replay', 'delete'])
      expect(
        (await other.post(`/dashboard/integrations/webhooks/${id}/${action}`, { event_id: eventId })).status,
      ).toBe(404);
    const gone = await client.post(`/dashboard/integrations/webhooks/${id}/delete`);
    expect(await gone.text()).toContain('No endpoints yet.');
  });
});
