import type { DestinationPolicy } from '@colloquy/core';
import { type Clock, decryptSecret, type Logger, systemClock } from '@colloquy/core';
import type { Db, Queryable } from '@colloquy/db';
import { defineJob, type JobDefinition } from '@colloquy/jobs';
import { z } from 'zod';
import { type Agents, createAgents, type SendResult, sendWebhook } from './send.ts';
import { webhookHeaders } from './signing.ts';
import { parseAllowlist } from './ssrf.ts';
import { type EndpointRecord, insertDeliveries, toDelivery, toEndpoint } from './store.ts';

export const DELIVER_JOB = 'webhooks.deliver';
export const DISPATCH_JOB = 'webhooks.dispatch';
/** Seconds to wait after failed attempt 1, 2, …: then it is given up (8 attempts in all). */
export const DEFAULT_RETRY_DELAYS = [5, 300, 1800, 7200, 18_000, 36_000, 36_000];
const FIVE_DAYS_MS = 5 * 24 * 3600_000;
const MAX_RETRY_AFTER_SECONDS = 36_000;

/** How the engine queues work: the job runner's enqueue (optionally inside a transaction). */
export interface WebhookQueue {
  enqueue(
    name: string,
    payload: unknown,
    options?: { tx?: Queryable; startAfterSeconds?: number },
  ): Promise<string>;
}

export interface WebhookEngineOptions {
  db: Db;
  masterKey: string;
  /** COLLOQUY_WEBHOOK_ALLOWLIST entries. */
  allowlist: readonly string[];
  logger: Logger;
  clock?: Clock;
  /** Absent in processes that cannot queue jobs: deliveries then wait for a worker's sweep. */
  queue?: WebhookQueue;
  /** Seconds after each failed attempt (default DEFAULT_RETRY_DELAYS); tests use short ones. */
  retryDelays?: readonly number[];
  /** ± this fraction of each delay, so endpoints that failed together do not retry together. */
  jitter?: number;
  /** Time limit of one attempt (default 15 s). */
  timeoutMs?: number;
  /** How long a worker owns a delivery it is sending; a crashed worker's delivery is retried after. */
  leaseSeconds?: number;
  /** A due delivery with no worker on it for this long is queued again by the sweep (default 60 s). */
  stuckAfterSeconds?: number;
  /** How long an endpoint may fail continuously before it is disabled (default 5 days). */
  disableAfterMs?: number;
  /** How often a worker sweeps for undispatched events and stuck deliveries (default 5 s). */
  sweepIntervalMs?: number;
  /**
   * Called in the transaction that disables an endpoint (410 Gone, or failing for `disableAfterMs`), so the
   * company can be told — the server e-mails its owners.
   */
  onDisabled?: (tx: Queryable, endpoint: EndpointRecord, reason: 'gone' | 'failing') => Promise<void>;
}

type Outcome = 'delivered' | 'retrying' | 'failed' | 'skipped';

/** Dispatch (outbox → deliveries) and delivery (one attempt per job) for every endpoint. */
export class WebhookEngine {
  readonly policy: DestinationPolicy;
  private readonly agents: Agents;
  private readonly clock: Clock;
  private readonly retryDelays: readonly number[];
  private readonly leaseSeconds: number;
  private sweeping: Promise<void> | undefined;
  private sweepAgain = false;
  private stopListening: (() => Promise<void>) | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: WebhookEngineOptions) {
    this.policy = parseAllowlist(options.allowlist);
    this.agents = createAgents(this.policy);
    this.clock = options.clock ?? systemClock;
    this.retryDelays = options.retryDelays ?? DEFAULT_RETRY_DELAYS;
    this.leaseSeconds = options.leaseSeconds ?? Math.ceil((options.timeoutMs ?? 15_000) / 1000) + 15;
  }

  /** The two jobs: deliver one delivery, and sweep (also every minute by cron, as a backstop). */
  jobs(): JobDefinition[] {
    return [
      defineJob({
        name: DELIVER_JOB,
        schema: z.object({ delivery_id: z.string() }),
        // Retries are ours (the delivery row); pg-boss retries only cover a crashed worker.
        retry: { limit: 2, delaySeconds: 5, backoff: false },
        expireInSeconds: this.leaseSeconds + 30,
        batchSize: 10,
        handler: async ({ delivery_id }) => ({ outcome: await this.deliver(delivery_id) }),
      }),
      defineJob({
        name: DISPATCH_JOB,
        schema: z.object({}).passthrough(),
        schedule: { cron: '* * * * *' },
        handler: async () => {
          await this.sweep();
        },
      }),
    ];
  }

  /**
   * In a worker: sweep after every committed outbox insert (NOTIFY) and every few seconds, so an event
   * committed by a process that died before anything was queued is still delivered.
   */
  async start(): Promise<void> {
    this.stopListening = await this.options.db.listen('colloquy_outbox', {
      onMessage: () => this.requestSweep(),
      onGap: () => this.requestSweep(),
    });
    this.timer = setInterval(() => this.requestSweep(), this.options.sweepIntervalMs ?? 5000);
    this.timer.unref();
    this.requestSweep();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.stopListening?.();
    this.stopListening = undefined;
    await this.sweeping;
    this.agents.destroy();
  }

  /** Coalesces sweep requests: one at a time, and one more if asked while running. */
  requestSweep(): void {
    if (this.sweeping) {
      this.sweepAgain = true;
      return;
    }
    this.sweeping = (async () => {
      do {
        this.sweepAgain = false;
        await this.sweep().catch((error) =>
          this.options.logger.error({ err: error }, 'webhook sweep failed'),
        );
      } while (this.sweepAgain);
    })().finally(() => {
      this.sweeping = undefined;
    });
  }

  /** Dispatches every undispatched outbox event, then requeues deliveries nobody is working on. */
  async sweep(): Promise<{ dispatched: number; requeued: number }> {
    let dispatched = 0;
    for (;;) {
      const n = await this.dispatchBatch(200);
      dispatched += n;
      if (n < 200) break;
    }
    const requeued = await this.requeueStuck();
    return { dispatched, requeued };
  }

  /** Turns up to `limit` new outbox events into deliveries, in one transaction with their jobs. */
  async dispatchBatch(limit: number): Promise<number> {
    const { db, queue } = this.options;
    return db.transaction(async (tx) => {
      // SKIP LOCKED: several workers can sweep at once without taking the same events.
      const events = await tx.query<{
        id: string;
        company_id: string;
        event_type: string;
        data: unknown;
        created_at: Date;
      }>(
        `SELECT id, company_id, event_type, data, created_at FROM outbox_events
         WHERE webhooks_dispatched_at IS NULL ORDER BY seq LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [limit],
      );
      if (events.length === 0) return 0;
      const companies = [...new Set(events.map((e) => e.company_id))];
      const endpoints = (
        await tx.query('SELECT * FROM webhook_endpoints WHERE enabled AND company_id = ANY($1::text[])', [
          companies,
        ])
      ).map(toEndpoint);
      const rows = [];
      for (const event of events) {
        const body = eventBody(event.id, event.event_type, new Date(event.created_at), event.data);
        for (const endpoint of endpoints) {
          if (endpoint.companyId !== event.company_id || !subscribes(endpoint, event.event_type)) continue;
          rows.push({
            companyId: event.company_id,
            endpointId: endpoint.id,
            eventId: event.id,
            eventType: event.event_type,
            body,
          });
        }
      }
      const ids = await insertDeliveries(tx, rows);
      await tx.query('UPDATE outbox_events SET webhooks_dispatched_at = now() WHERE id = ANY($1::text[])', [
        events.map((e) => e.id),
      ]);
      if (queue) for (const id of ids) await queue.enqueue(DELIVER_JOB, { delivery_id: id }, { tx });
      return events.length;
    });
  }

  /** Queues the head of each endpoint's due deliveries that has had no worker for a while. */
  async requeueStuck(): Promise<number> {
    const { queue } = this.options;
    if (!queue) return 0;
    const rows = await this.options.db.query<{ id: string }>(
      `SELECT DISTINCT ON (d.endpoint_id) d.id FROM webhook_deliveries d
       WHERE d.status = 'pending' AND d.next_attempt_at <= now() - make_interval(secs => $1)
         AND (d.lease_until IS NULL OR d.lease_until < now())
       ORDER BY d.endpoint_id, d.seq LIMIT 500`,
      [this.options.stuckAfterSeconds ?? 60],
    );
    for (const row of rows) await queue.enqueue(DELIVER_JOB, { delivery_id: row.id });
    return rows.length;
  }

  /** Queues deliveries created outside the dispatcher (replays, test events), in their transaction. */
  async enqueueDeliveries(tx: Queryable, ids: readonly string[]): Promise<void> {
    if (!this.options.queue) return;
    for (const id of ids) await this.options.queue.enqueue(DELIVER_JOB, { delivery_id: id }, { tx });
  }

  /**
   * One attempt at one delivery. Per endpoint only one delivery is in flight, and a delivery waits for
   * older ones that have not had their first attempt: so a healthy receiver sees events in creation
   * order, while one failing event (waiting for its retry) does not hold the others back for hours.
   */
  async deliver(deliveryId: string): Promise<Outcome> {
    const { db, masterKey, logger } = this.options;
    const claimed = await db.transaction(async (tx) => {
      const [row] = await tx.query('SELECT * FROM webhook_deliveries WHERE id = $1', [deliveryId]);
      if (!row) return undefined;
      const delivery = toDelivery(row);
      if (delivery.status !== 'pending') return undefined;
      // The endpoint row lock serialises claims for one endpoint across workers.
      const [endpointRow] = await tx.query('SELECT * FROM webhook_endpoints WHERE id = $1 FOR UPDATE', [
        delivery.endpointId,
      ]);
      if (!endpointRow) return undefined;
      const endpoint = toEndpoint(endpointRow);
      if (!endpoint.enabled) {
        await tx.query(
          `UPDATE webhook_deliveries SET status = 'cancelled', last_error = 'endpoint disabled', finished_at = now()
           WHERE id = $1`,
          [deliveryId],
        );
        return undefined;
      }
      const [state] = await tx.query<{ wait: number; leased: boolean; blocked: boolean }>(
        `SELECT EXTRACT(EPOCH FROM d.next_attempt_at - now())::float8 AS wait,
                COALESCE(d.lease_until > now(), false) AS leased,
                EXISTS (SELECT 1 FROM webhook_deliveries o
                        WHERE o.endpoint_id = d.endpoint_id AND o.status = 'pending' AND o.id <> d.id
                          AND ((o.seq < d.seq AND o.attempts = 0) OR o.lease_until > now())) AS blocked
         FROM webhook_deliveries d WHERE d.id = $1`,
        [deliveryId],
      );
      if (!state || state.leased || state.blocked) return undefined;
      // Early (pg-boss rounds start times): come back when due rather than wait for the sweep.
      if (state.wait > 0.05) return { notDueIn: Number(state.wait) } as const;
      await tx.query(
        `UPDATE webhook_deliveries SET lease_until = now() + make_interval(secs => $2), attempts = attempts + 1
         WHERE id = $1`,
        [deliveryId, this.leaseSeconds],
      );
      return { delivery: { ...delivery, attempts: delivery.attempts + 1 }, endpoint };
    });
    if (!claimed) return 'skipped';
    if (claimed.notDueIn !== undefined) {
      await this.options.queue?.enqueue(
        DELIVER_JOB,
        { delivery_id: deliveryId },
        { startAfterSeconds: Math.max(1, Math.ceil(claimed.notDueIn)) },
      );
      return 'skipped';
    }
    const { delivery, endpoint } = claimed;
    const now = this.clock.now();
    const secrets = [decryptSecret(masterKey, endpoint.secret)];
    if (endpoint.previousSecret && endpoint.previousSecretUntil && endpoint.previousSecretUntil > now) {
      secrets.push(decryptSecret(masterKey, endpoint.previousSecret));
    }
    const headers = webhookHeaders(
      secrets,
      delivery.eventId,
      Math.floor(now.getTime() / 1000),
      delivery.body,
    );
    const result = await sendWebhook({
      url: endpoint.url,
      headers,
      body: delivery.body,
      timeoutMs: this.options.timeoutMs ?? 15_000,
      policy: this.policy,
      agents: this.agents,
    });
    const outcome = await this.record(delivery.id, delivery.attempts, endpoint, result);
    logger.debug(
      { deliveryId, endpointId: endpoint.id, status: result.status, ms: result.latencyMs, outcome },
      'webhook attempt',
    );
    await this.kickNext(endpoint.id);
    return outcome;
  }

  private async record(
    deliveryId: string,
    attempt: number,
    endpoint: EndpointRecord,
    result: SendResult,
  ): Promise<Outcome> {
    const { db, queue } = this.options;
    return db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO webhook_attempts (delivery_id, attempt, status_code, latency_ms, response_excerpt, error)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [deliveryId, attempt, result.status, result.latencyMs, result.excerpt, result.error],
      );
      if (result.ok) {
        await tx.query(
          `UPDATE webhook_deliveries SET status = 'delivered', lease_until = NULL, last_status = $2,
             last_error = NULL, finished_at = now() WHERE id = $1`,
          [deliveryId, result.status],
        );
        await tx.query(
          'UPDATE webhook_endpoints SET failing_since = NULL WHERE id = $1 AND failing_since IS NOT NULL',
          [endpoint.id],
        );
        return 'delivered';
      }
      const [failing] = await tx.query<{ ms: number }>(
        `UPDATE webhook_endpoints SET failing_since = COALESCE(failing_since, now()) WHERE id = $1
         RETURNING EXTRACT(EPOCH FROM now() - failing_since)::float8 * 1000 AS ms`,
        [endpoint.id],
      );
      const failingMs = Number(failing?.ms ?? 0);
      // 410 Gone: the receiver says the endpoint is no more.
      const disable =
        result.status === 410
          ? 'gone'
          : failingMs >= (this.options.disableAfterMs ?? FIVE_DAYS_MS)
            ? 'failing'
            : undefined;
      const delay = this.retryDelay(attempt, result);
      if (disable || delay === undefined) {
        await tx.query(
          `UPDATE webhook_deliveries SET status = 'failed', lease_until = NULL, last_status = $2, last_error = $3,
             finished_at = now() WHERE id = $1`,
          [deliveryId, result.status, result.error],
        );
      }
      if (disable) {
        await disableEndpoint(tx, endpoint.id, disable);
        await this.options.onDisabled?.(tx, endpoint, disable);
        this.options.logger.warn({ endpointId: endpoint.id, reason: disable }, 'webhook endpoint disabled');
        return 'failed';
      }
      if (delay === undefined) return 'failed';
      await tx.query(
        `UPDATE webhook_deliveries SET lease_until = NULL, last_status = $2, last_error = $3,
           next_attempt_at = now() + make_interval(secs => $4) WHERE id = $1`,
        [deliveryId, result.status, result.error, delay],
      );
      await queue?.enqueue(
        DELIVER_JOB,
        { delivery_id: deliveryId },
        { tx, ...(delay > 0 ? { startAfterSeconds: Math.ceil(delay) } : {}) },
      );
      return 'retrying';
    });
  }

  /** Seconds until the next attempt, or undefined when attempts are used up. */
  private retryDelay(attempt: number, result: SendResult): number | undefined {
    const base = this.retryDelays[attempt - 1];
    if (base === undefined) return undefined;
    // 429 and 503 say when to come back; capped at 10 h so a bad header cannot park a delivery forever.
    if ((result.status === 429 || result.status === 503) && result.retryAfterSeconds !== null) {
      return Math.min(result.retryAfterSeconds, MAX_RETRY_AFTER_SECONDS);
    }
    const jitter = this.options.jitter ?? 0.1;
    return Math.max(0, base * (1 + (Math.random() * 2 - 1) * jitter));
  }

  /** After an attempt, the endpoint's next due delivery goes (its own job may have found it blocked). */
  private async kickNext(endpointId: string): Promise<void> {
    const { db, queue } = this.options;
    if (!queue) return;
    const [next] = await db.query<{ id: string }>(
      `SELECT id FROM webhook_deliveries WHERE endpoint_id = $1 AND status = 'pending'
         AND next_attempt_at <= now() AND (lease_until IS NULL OR lease_until < now())
       ORDER BY seq LIMIT 1`,
      [endpointId],
    );
    if (next) await queue.enqueue(DELIVER_JOB, { delivery_id: next.id });
  }
}

/** Disables an endpoint and cancels what it still had pending. */
export async function disableEndpoint(tx: Queryable, endpointId: string, reason: string): Promise<void> {
  await tx.query(
    `UPDATE webhook_endpoints SET enabled = false, disabled_reason = $2, disabled_at = now(), updated_at = now()
     WHERE id = $1`,
    [endpointId, reason],
  );
  await tx.query(
    `UPDATE webhook_deliveries SET status = 'cancelled', last_error = 'endpoint disabled', finished_at = now()
     WHERE endpoint_id = $1 AND status = 'pending' AND (lease_until IS NULL OR lease_until < now())`,
    [endpointId],
  );
}

export function subscribes(endpoint: Pick<EndpointRecord, 'eventTypes'>, eventType: string): boolean {
  return !endpoint.eventTypes || endpoint.eventTypes.length === 0 || endpoint.eventTypes.includes(eventType);
}

/** The JSON body every receiver gets. */
export function eventBody(id: string, eventType: string, createdAt: Date, data: unknown): string {
  return JSON.stringify({ id, event_type: eventType, created_at: createdAt.toISOString(), data });
}

/** The e-mail that tells a company one of its endpoints was disabled, and how to recover. */
export function disabledNotice(
  endpoint: EndpointRecord,
  reason: 'gone' | 'failing',
): { subject: string; text: string } {
  const why =
    reason === 'gone'
      ? 'it answered 410 Gone, which says the endpoint no longer exists'
      : 'every delivery to it has failed for five days';
  return {
    subject: `Webhook endpoint disabled: ${endpoint.url}`,
    text: [
      `Colloquy stopped sending events to your webhook endpoint ${endpoint.url} (${endpoint.id}) because ${why}.`,
      '',
      'Events are still recorded. Once the endpoint works again:',
      `  - enable it: PATCH /v1/webhooks/${endpoint.id} {"enabled": true}`,
      `  - resend what it missed: POST /v1/webhooks/${endpoint.id}/replay {"since": "<time of the first failure>"}`,
      `The delivery log (GET /v1/webhooks/${endpoint.id}/deliveries) shows each attempt and the answer it got.`,
    ].join('\n'),
  };
}
