import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { testBackends } from '@colloquy/db/testing';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, errorBody, type Harness, type Tenant } from './harness.ts';

describe.each(testBackends())('webhooks API on %s', (backend) => {
  let h: Harness;
  let own: Tenant;
  let other: Tenant;
  const received: { headers: Record<string, string>; body: string }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      received.push({ headers: req.headers as Record<string, string>, body });
      res.end('thanks');
    });
  });
  let receiverUrl: string;

  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
    h = await createHarness(backend, {}, undefined, {
      jobs: true,
      webhooks: { allowlist: ['127.0.0.1'], retryDelays: [1, 1], jitter: 0, sweepIntervalMs: 300 },
    });
    own = await h.tenant('Own');
    other = await h.tenant('Other');
  });
  afterAll(async () => {
    await h.close();
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });

  const create = (t: Tenant, json: unknown) => h.request('POST', '/v1/webhooks', { bearer: t.apiKey, json });

  it('creates, lists, changes and deletes endpoints, showing the secret once', async () => {
    const res = await create(own, { url: 'https://example.com/hook', event_types: ['message.sent'] });
    expect(res.status).toBe(201);
    const created = (await res.json()) as { id: string; secret: string; enabled: boolean };
    expect(created.id).toMatch(/^whk_/);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(created.enabled).toBe(true);
    const stored = await h.database.db.query<{ secret: string }>(
      'SELECT secret FROM webhook_endpoints WHERE id = $1',
      [created.id],
    );
    expect(stored[0]?.secret).not.toContain(created.secret.slice(6));
    const read = (await (
      await h.request('GET', `/v1/webhooks/${created.id}`, { bearer: own.apiKey })
    ).json()) as Record<string, unknown>;
    expect(read).not.toHaveProperty('secret');
    expect(read.event_types).toEqual(['message.sent']);
    const patched = await h.request('PATCH', `/v1/webhooks/${created.id}`, {
      bearer: own.apiKey,
      json: { enabled: false, description: 'paused' },
    });
    expect(await patched.json()).toMatchObject({
      enabled: false,
      description: 'paused',
      disabled_reason: 'by_user',
    });
    const list = (await (await h.request('GET', '/v1/webhooks', { bearer: own.apiKey })).json()) as {
      data: { id: string }[];
    };
    expect(list.data.map((w) => w.id)).toContain(created.id);
    const rotated = (await (
      await h.request('POST', `/v1/webhooks/${created.id}/rotate-secret`, { bearer: own.apiKey })
    ).json()) as { secret: string };
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(created.secret);
    expect((await h.request('DELETE', `/v1/webhooks/${created.id}`, { bearer: own.apiKey })).status).toBe(
      200,
    );
    expect((await h.request('GET', `/v1/webhooks/${created.id}`, { bearer: own.apiKey })).status).toBe(404);
  });

  it('rejects bad URLs and bad input with 4xx naming the field', async () => {
    for (const url of [
      'http://example.com/hook',
      'https://192.168.1.10/hook',
      'https://[::1]/hook',
      'https://10.0.0.8/x',
      'ftp://example.com',
      'nope',
    ]) {
      const res = await create(own, { url });
      expect(res.status, url).toBe(422);
      const body = await errorBody(res);
      expect(body.error).toBe('validation_failed');
      expect(body.message).toContain('url');
    }
    expect((await create(own, { url: 'https://example.com', event_types: 'all' })).status).toBe(422);
    expect((await create(own, {})).status).toBe(422);
    const ok = (await (await create(own, { url: 'https://example.com/x' })).json()) as { id: string };
    const replay = await h.request('POST', `/v1/webhooks/${ok.id}/replay`, { bearer: own.apiKey, json: {} });
    expect(replay.status).toBe(422);
    const unknownEvent = await h.request('POST', `/v1/webhooks/${ok.id}/replay`, {
      bearer: own.apiKey,
      json: { event_id: 'evt_nothing' },
    });
    expect(unknownEvent.status).toBe(404);
  });

  it("hides other companies' endpoints", async () => {
    const theirs = (await (await create(other, { url: 'https://example.com/theirs' })).json()) as {
      id: string;
    };
    for (const [method, path] of [
      ['GET', `/v1/webhooks/${theirs.id}`],
      ['PATCH', `/v1/webhooks/${theirs.id}`],
      ['DELETE', `/v1/webhooks/${theirs.id}`],
      ['GET', `/v1/webhooks/${theirs.id}/deliveries`],
      ['POST', `/v1/webhooks/${theirs.id}/test`],
      ['POST', `/v1/webhooks/${theirs.id}/rotate-secret`],
    ] as const) {
      const res = await h.request(method, path, {
        bearer: own.apiKey,
        ...(method === 'GET' ? {} : { json: { enabled: false } }),
      });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const list = (await (await h.request('GET', '/v1/webhooks', { bearer: own.apiKey })).json()) as {
      data: { id: string }[];
    };
    expect(list.data.map((w) => w.id)).not.toContain(theirs.id);
    const still = (await (
      await h.request('GET', `/v1/webhooks/${theirs.id}`, { bearer: other.apiKey })
    ).json()) as {
      enabled: boolean;
    };
    expect(still.enabled).toBe(true);
  });

  it('delivers product events and test events to an allowlisted receiver, and logs each attempt', async () => {
    const res = await create(own, { url: receiverUrl, event_types: ['task.completed', 'webhook.test'] });
    const endpoint = (await res.json()) as { id: string; secret: string };
    const task = await h.request('POST', '/v1/tasks/execute', {
      bearer: own.apiKey,
      json: { task: 'create_ticket', params: { title: 'Printer on fire' } },
    });
    expect(task.status).toBe(200);
    const test = await h.request('POST', `/v1/webhooks/${endpoint.id}/test`, { bearer: own.apiKey });
    expect(test.status).toBe(202);
    const { event_id } = (await test.json()) as { event_id: string };
    const deadline = Date.now() + 20_000;
    while (received.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const verifier = new Webhook(endpoint.secret);
    const bodies = received.map(
      (r) => verifier.verify(r.body, r.headers) as { event_type: string; id: string },
    );
    expect(bodies.map((b) => b.event_type).sort()).toEqual(['task.completed', 'webhook.test']);
    expect(bodies.find((b) => b.event_type === 'webhook.test')?.id).toBe(event_id);
    let log: { data: { status: string; attempts: { status_code: number; response_excerpt: string }[] }[] } = {
      data: [],
    };
    while (Date.now() < deadline) {
      log = (await (
        await h.request('GET', `/v1/webhooks/${endpoint.id}/deliveries`, { bearer: own.apiKey })
      ).json()) as typeof log;
      if (log.data.length === 2 && log.data.every((d) => d.status === 'delivered')) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(log.data.map((d) => d.status)).toEqual(['delivered', 'delivered']);
    expect(log.data[0]?.attempts[0]).toMatchObject({ status_code: 200, response_excerpt: 'thanks' });
  });
});
