import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { testBackends } from '@colloquy/db/testing';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ProviderServer, startGraphApi } from './channel-providers.ts';
import { createHarness, type Harness } from './harness.ts';

const FIXTURES = new URL('../../channels/fixtures/whatsapp/', import.meta.url);
const PHONE_ID = '106540352242922';
const SENT_WAMID = 'wamid.HBgLMTY1MDM4Nzk0MzkVAgASGBQzQUFERjg0NDEzNDdFODU3MUMxMAA=';
const ACCESS_TOKEN = 'EAAG-graph-token-0123456789';
const APP_SECRET = 'meta-app-secret-abcdef';

// The end-to-end promise: a customer's WhatsApp message reaches a deployed assistant, the reply goes back
// through the Graph API, and the resulting events reach the company's webhook — signed so the official library
// accepts them — even though the receiver is down at first.
describe.each(testBackends())('a WhatsApp turn reaching a webhook on %s', (backend) => {
  let h: Harness;
  let graph: ProviderServer;
  const received: { headers: Record<string, string>; body: string; status: number }[] = [];
  const receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      // An outage: the first two deliveries fail.
      const status = received.length < 2 ? 503 : 200;
      received.push({ headers: req.headers as Record<string, string>, body, status });
      res.statusCode = status;
      res.end();
    });
  });

  beforeAll(async () => {
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    graph = await startGraphApi(ACCESS_TOKEN, [SENT_WAMID]);
    h = await createHarness(backend, {}, undefined, {
      jobs: true,
      channels: { whatsappGraphUrl: graph.url },
      webhooks: { allowlist: ['127.0.0.1'], retryDelays: [1, 1, 1], jitter: 0, sweepIntervalMs: 300 },
    });
  });
  afterAll(async () => {
    await h.close();
    await graph.close();
    receiver.closeAllConnections();
    await new Promise((r) => receiver.close(r));
  });

  it('answers on WhatsApp and delivers message.received and message.sent, signed, after the outage', async () => {
    const t = await h.tenant();
    const created = await h.request('POST', '/v1/assistants', {
      bearer: t.apiKey,
      json: { name: 'Front desk', template: 'customer-engagement' },
    });
    const { assistant_id } = (await created.json()) as { assistant_id: string };
    await h.request('POST', `/v1/assistants/${assistant_id}/deploy`, { bearer: t.apiKey });
    const integration = await h.request('POST', '/v1/channels', {
      bearer: t.apiKey,
      json: {
        kind: 'whatsapp',
        assistant_id,
        phone_number_id: PHONE_ID,
        access_token: ACCESS_TOKEN,
        app_secret: APP_SECRET,
        verify_token: 'verify-me-please',
      },
    });
    expect(integration.status).toBe(201);
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    const hook = await h.request('POST', '/v1/webhooks', {
      bearer: t.apiKey,
      json: { url, event_types: ['message.received', 'message.sent'] },
    });
    const { secret } = (await hook.json()) as { secret: string };

    const body = readFileSync(new URL('inbound_text_message.json', FIXTURES), 'utf8');
    const signature = `sha256=${createHmac('sha256', APP_SECRET).update(body).digest('hex')}`;
    const inbound = await h.request('POST', '/v1/channels/whatsapp/webhook', {
      body,
      headers: { 'Content-Type': 'application/json', 'X-Hub-Signature-256': signature },
    });
    expect(inbound.status).toBe(200);

    await vi.waitFor(() => expect(graph.requests).toHaveLength(1), { timeout: 20_000, interval: 50 });
    const reply = (JSON.parse(graph.requests[0]!.body) as { text: { body: string } }).text.body;
    await vi.waitFor(() => expect(received.filter((r) => r.status === 200)).toHaveLength(2), {
      timeout: 30_000,
      interval: 50,
    });
    const verifier = new Webhook(secret);
    const delivered = received
      .filter((r) => r.status === 200)
      .map(
        (r) =>
          verifier.verify(r.body, r.headers) as {
            id: string;
            event_type: string;
            data: Record<string, unknown>;
          },
      );
    expect(delivered.map((e) => e.event_type).sort()).toEqual(['message.received', 'message.sent']);
    for (const e of delivered) expect(e.data.channel).toBe('whatsapp');
    const sent = delivered.find((e) => e.event_type === 'message.sent')!;
    expect(JSON.stringify(sent.data)).toContain(reply.slice(0, 40));
    // The failed attempts carried the same webhook-id as the successful delivery of their event.
    const ids = new Set(delivered.map((e) => e.id));
    for (const failed of received.filter((r) => r.status === 503))
      expect(ids).toContain(failed.headers['webhook-id']);
  });
});
