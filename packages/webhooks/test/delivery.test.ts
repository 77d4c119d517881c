import { createLogger, newId } from '@colloquy/core';
import { insertCompany, insertOutboxEvent } from '@colloquy/db';
import { createTestDatabase, type TestDatabase, testBackends } from '@colloquy/db/testing';
import { type JobRunner, startJobRunner } from '@colloquy/jobs';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { WebhookEngine, type WebhookEngineOptions } from '../src/engine.ts';
import { WebhookService } from '../src/service.ts';
import { type Receiver, type Reply, startReceiver, waitFor } from './receiver.ts';

const logger = createLogger({ level: 'silent' });
const MASTER_KEY = 'test-master-key-0123456789';

interface Worker {
  engine: WebhookEngine;
  runner: JobRunner;
  stop(timeoutMs?: number): Promise<void>;
}

describe.each(testBackends())('webhook delivery on %s', (backend) => {
  let database: TestDatabase;
  let receivers: Receiver[] = [];
  let workers: Worker[] = [];

  afterEach(async () => {
    for (const w of workers) await w.stop(2000).catch(() => {});
    for (const r of receivers) await r.close();
    workers = [];
    receivers = [];
    await database?.drop();
  });

  /** A worker process: a job runner delivering webhooks, with short test delays. */
  async function startWorker(options: Partial<WebhookEngineOptions> = {}): Promise<Worker> {
    let runner: JobRunner | undefined;
    const engine = new WebhookEngine({
      db: database.db,
      masterKey: MASTER_KEY,
      allowlist: ['127.0.0.1'],
      logger,
      retryDelays: [1, 1, 1, 1],
      jitter: 0,
      leaseSeconds: 3,
      stuckAfterSeconds: 1,
      sweepIntervalMs: 300,
      ...options,
      queue: { enqueue: (name, payload, o) => runner!.enqueue(name, payload, o) },
    });
    runner = await startJobRunner({
      db: database.db,
      catalogue: engine.jobs(),
      logger,
      pollingIntervalSeconds: 0.5,
    });
    await runner.startWorkers();
    await engine.start();
    const worker: Worker = {
      engine,
      runner,
      async stop(timeoutMs = 2000) {
        await engine.stop();
        await runner!.stop({ timeoutMs });
      },
    };
    workers.push(worker);
    return worker;
  }

  async function setup(reply?: (n: number) => Reply) {
    database = await createTestDatabase(backend);
    const company = await insertCompany(database.db, { id: newId('company'), name: 'Acme' });
    const receiver = await startReceiver(reply);
    receivers.push(receiver);
    // API-side service: no queue, like a process without a worker.
    const api = new WebhookService({
      db: database.db,
      masterKey: MASTER_KEY,
      engine: new WebhookEngine({ db: database.db, masterKey: MASTER_KEY, allowlist: ['127.0.0.1'], logger }),
    });
    const endpoint = await api.create(company.id, { url: receiver.url });
    return { company, receiver, api, endpoint };
  }

  /** Events as the product writes them: in a transaction, through the outbox. */
  async function emit(companyId: string, count: number, eventType = 'message.sent'): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const id = newId('event');
      await database.db.transaction((tx) =>
        insertOutboxEvent(tx, { id, companyId, eventType, data: { n: i } }),
      );
      ids.push(id);
    }
    return ids;
  }

  it('delivers every event once, signed, in creation order', async () => {
    const { company, receiver, endpoint } = await setup();
    await startWorker();
    const ids = await emit(company.id, 6);
    await waitFor(() => receiver.received.length >= 6, 20_000, 'six deliveries');
    expect(receiver.received.map((r) => r.headers['webhook-id'])).toEqual(ids);
    const verifier = new Webhook(endpoint.secret);
    for (const [i, r] of receiver.received.entries()) {
      const body = verifier.verify(r.body, r.headers) as Record<string, unknown>;
      expect(body).toMatchObject({ id: ids[i], event_type: 'message.sent', data: { n: i } });
      expect(typeof body.created_at).toBe('string');
    }
    // The receiver answers before the worker records the outcome: wait for the record, then check it.
    const delivered = async () => {
      const [row] = await database.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM webhook_deliveries WHERE status = 'delivered'",
      );
      return row?.n ?? 0;
    };
    await waitFor(async () => (await delivered()) >= 6, 10_000, 'six recorded deliveries');
    expect(await delivered()).toBe(6);
    expect(receiver.received).toHaveLength(6);
  });

  it('retries a failing receiver until it recovers, with the same webhook-id each time', async () => {
    // The first three requests fail, then the receiver is healthy.
    const { company, receiver, api, endpoint } = await setup((n) =>
      n < 3 ? { status: 500, body: 'x'.repeat(5000) } : { status: 200 },
    );
    await startWorker();
    const ids = await emit(company.id, 2);
    await waitFor(
      async () => {
        const log = await api.deliveries(company.id, endpoint.id);
        return log.length === 2 && log.every((d) => d.status === 'delivered') && log;
      },
      30_000,
      'deliveries after recovery',
    );
    const byId = new Map<string, Set<string>>();
    for (const r of receiver.received) {
      const id = r.headers['webhook-id']!;
      expect(ids).toContain(id);
      byId.set(id, (byId.get(id) ?? new Set()).add(r.body));
    }
    // Both delivered, each attempt of one event with the same body.
    expect([...byId.keys()].sort()).toEqual([...ids].sort());
    for (const bodies of byId.values()) expect(bodies.size).toBe(1);
    const log = await api.deliveries(company.id, endpoint.id);
    const attempts = log.flatMap((d) => d.attempts);
    expect(attempts.filter((a) => a.status_code === 500)).toHaveLength(3);
    expect(attempts.filter((a) => a.status_code === 200)).toHaveLength(2);
    const failed = attempts.find((a) => a.status_code === 500)!;
    expect(failed.response_excerpt?.length).toBe(1024);
    expect(failed.error).toBe('HTTP 500');
    const endpointNow = await api.get(company.id, endpoint.id);
    expect(endpointNow.failing_since).toBeNull();
  });

  it('delivers after a worker is stopped mid-delivery and another starts', async () => {
    const { company, receiver, endpoint } = await setup((n) => (n === 0 ? 'hold' : { status: 200 }));
    await startWorker({ timeoutMs: 60_000 });
    const [id] = await emit(company.id, 1);
    await waitFor(() => receiver.received.length === 1, 20_000, 'the first attempt');
    // The first worker dies with the request in flight: nothing of it finishes.
    await workers[0]!.stop(200);
    workers = [];
    await startWorker();
    await waitFor(() => receiver.received.length >= 2, 30_000, 'redelivery');
    expect(receiver.received.map((r) => r.headers['webhook-id'])).toEqual([id, id]);
    expect(
      new Webhook(endpoint.secret).verify(receiver.received[1]!.body, receiver.received[1]!.headers),
    ).toMatchObject({ id });
    const [row] = await waitFor(async () => {
      const rows = await database.db.query<{ status: string }>('SELECT status FROM webhook_deliveries');
      return rows[0]?.status === 'delivered' && rows;
    });
    expect(row?.status).toBe('delivered');
  });

  it('picks up events committed while no worker was running', async () => {
    const { company, receiver } = await setup();
    const ids = await emit(company.id, 3);
    const [pending] = await database.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM outbox_events WHERE webhooks_dispatched_at IS NULL',
    );
    expect(pending?.n).toBe(3);
    await startWorker();
    await waitFor(() => receiver.received.length >= 3, 20_000, 'catch-up');
    expect(receiver.received.map((r) => r.headers['webhook-id'])).toEqual(ids);
  });

  it('disables the endpoint on 410 and honours Retry-After on 429', async () => {
    const gone = await setup(() => ({ status: 410 }));
    const slow = await startReceiver((n) =>
      n === 0 ? { status: 429, headers: { 'retry-after': '2' } } : { status: 200 },
    );
    receivers.push(slow);
    const throttled = await gone.api.create(gone.company.id, { url: slow.url });
    await startWorker();
    await emit(gone.company.id, 1);
    await waitFor(
      async () => !(await gone.api.get(gone.company.id, gone.endpoint.id)).enabled,
      20_000,
      'disable',
    );
    const disabled = await gone.api.get(gone.company.id, gone.endpoint.id);
    expect(disabled.disabled_reason).toBe('gone');
    await waitFor(() => slow.received.length >= 2, 20_000, 'retry after 429');
    expect(slow.received[1]!.at - slow.received[0]!.at).toBeGreaterThanOrEqual(1900);
    // Later events skip the disabled endpoint.
    await emit(gone.company.id, 1);
    await waitFor(() => slow.received.length >= 3, 20_000, 'next event');
    expect(gone.receiver.received).toHaveLength(1);
    const log = await waitFor(
      async () => {
        const rows = await gone.api.deliveries(gone.company.id, throttled.id);
        return rows.length === 2 && rows.every((d) => d.status === 'delivered') && rows;
      },
      10_000,
      'both deliveries recorded',
    );
    expect(log.map((d) => d.status)).toEqual(['delivered', 'delivered']);
  });

  it('disables an endpoint that has failed for five days', async () => {
    const { company, receiver, api, endpoint } = await setup(() => ({ status: 500 }));
    await database.db.query(
      "UPDATE webhook_endpoints SET failing_since = now() - interval '5 days 1 minute'",
    );
    await startWorker();
    await emit(company.id, 1);
    await waitFor(async () => !(await api.get(company.id, endpoint.id)).enabled, 20_000, 'disable');
    expect((await api.get(company.id, endpoint.id)).disabled_reason).toBe('failing');
    expect(receiver.received).toHaveLength(1);
  });

  it('refuses private destinations, by address and by name, unless allowlisted', async () => {
    const { company, receiver, api, endpoint } = await setup();
    // A name that resolves to a loopback address.
    const byName = await api.create(company.id, { url: `https://localhost:${receiver.port}/hook` });
    await startWorker({ allowlist: [] });
    await emit(company.id, 1);
    const attempted = async (id: string) => (await api.deliveries(company.id, id))[0]?.attempts[0];
    const literal = await waitFor(() => attempted(endpoint.id), 20_000, 'literal attempt');
    const named = await waitFor(() => attempted(byName.id), 20_000, 'named attempt');
    expect(literal.error).toMatch(/127\.0\.0\.1 is a private or reserved address/);
    expect(named.error).toMatch(/localhost resolves to .* private or reserved/);
    expect(named.status_code).toBeNull();
    expect(receiver.received).toHaveLength(0);
  });

  it("keeps tenants' events apart", async () => {
    const { company, receiver, api } = await setup();
    const other = await insertCompany(database.db, { id: newId('company'), name: 'Other' });
    const theirs = await startReceiver();
    receivers.push(theirs);
    await api.create(other.id, { url: theirs.url });
    await startWorker();
    const ours = await emit(company.id, 2);
    const [their] = await emit(other.id, 1);
    await waitFor(() => receiver.received.length >= 2 && theirs.received.length >= 1, 20_000, 'deliveries');
    await new Promise((r) => setTimeout(r, 500));
    expect(receiver.received.map((r) => r.headers['webhook-id'])).toEqual(ours);
    expect(theirs.received.map((r) => r.headers['webhook-id'])).toEqual([their]);
  });

  it('signs with both secrets during a rotation, replays and sends test events', async () => {
    const { company, receiver, api, endpoint } = await setup();
    await startWorker();
    const [first] = await emit(company.id, 1);
    await waitFor(() => receiver.received.length >= 1);
    const rotated = await api.rotateSecret(company.id, endpoint.id);
    const replayed = await api.replay(company.id, endpoint.id, { eventId: first! });
    expect(replayed.delivery_ids).toHaveLength(1);
    await waitFor(() => receiver.received.length >= 2);
    const again = receiver.received[1]!;
    expect(again.headers['webhook-id']).toBe(first);
    expect(again.headers['webhook-signature']!.split(' ')).toHaveLength(2);
    expect(new Webhook(rotated.secret).verify(again.body, again.headers)).toMatchObject({ id: first });
    expect(new Webhook(endpoint.secret).verify(again.body, again.headers)).toMatchObject({ id: first });
    const test = await api.sendTest(company.id, endpoint.id);
    await waitFor(() => receiver.received.length >= 3);
    expect(
      new Webhook(rotated.secret).verify(receiver.received[2]!.body, receiver.received[2]!.headers),
    ).toMatchObject({
      id: test.event_id,
      event_type: 'webhook.test',
    });
  });
});
