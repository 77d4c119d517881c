import {
  type Clock,
  encryptSecret,
  NotFoundError,
  newId,
  systemClock,
  ValidationError,
} from '@colloquy/core';
import type { Db } from '@colloquy/db';
import { eventBody, type WebhookEngine } from './engine.ts';
import { generateSecret } from './signing.ts';
import { urlProblem } from './ssrf.ts';
import {
  type AttemptRecord,
  type DeliveryRecord,
  type EndpointRecord,
  findEndpoint,
  insertDeliveries,
  listDeliveries,
  listEndpoints,
  toEndpoint,
} from './store.ts';

/** An endpoint as the API shows it (never its secret). */
export interface EndpointView {
  id: string;
  url: string;
  description: string | null;
  event_types: string[] | null;
  enabled: boolean;
  disabled_reason: string | null;
  disabled_at: string | null;
  failing_since: string | null;
  created_at: string;
  updated_at: string;
}

export interface EndpointInput {
  url: string;
  event_types?: string[] | null;
  description?: string | null;
  enabled?: boolean;
}

export interface DeliveryView {
  id: string;
  event_id: string;
  event_type: string;
  status: DeliveryRecord['status'];
  attempts: {
    attempt: number;
    status_code: number | null;
    latency_ms: number;
    response_excerpt: string | null;
    error: string | null;
    at: string;
  }[];
  next_attempt_at: string | null;
  created_at: string;
  finished_at: string | null;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function view(e: EndpointRecord): EndpointView {
  return {
    id: e.id,
    url: e.url,
    description: e.description,
    event_types: e.eventTypes,
    enabled: e.enabled,
    disabled_reason: e.disabledReason,
    disabled_at: iso(e.disabledAt),
    failing_since: iso(e.failingSince),
    created_at: e.createdAt.toISOString(),
    updated_at: e.updatedAt.toISOString(),
  };
}

function deliveryView({ delivery: d, attempts }: { delivery: DeliveryRecord; attempts: AttemptRecord[] }) {
  return {
    id: d.id,
    event_id: d.eventId,
    event_type: d.eventType,
    status: d.status,
    attempts: attempts.map((a) => ({
      attempt: a.attempt,
      status_code: a.statusCode,
      latency_ms: a.latencyMs,
      response_excerpt: a.responseExcerpt,
      error: a.error,
      at: a.createdAt.toISOString(),
    })),
    next_attempt_at: d.status === 'pending' ? d.nextAttemptAt.toISOString() : null,
    created_at: d.createdAt.toISOString(),
    finished_at: iso(d.finishedAt),
  } satisfies DeliveryView;
}

export interface WebhookServiceOptions {
  db: Db;
  masterKey: string;
  engine: WebhookEngine;
  clock?: Clock;
  /** How long the old secret still signs after a rotation (default 24 h). */
  rotationOverlapSeconds?: number;
}

/** Endpoints per company, their delivery log, replays and test events. */
export class WebhookService {
  private readonly clock: Clock;
  constructor(private readonly options: WebhookServiceOptions) {
    this.clock = options.clock ?? systemClock;
  }

  private checkUrl(url: string): void {
    const problem = urlProblem(this.options.engine.policy, url);
    if (problem) throw new ValidationError(`url ${problem}`, [{ field: 'url', message: problem }]);
  }

  private async find(companyId: string, id: string): Promise<EndpointRecord> {
    const endpoint = await findEndpoint(this.options.db, companyId, id);
    if (!endpoint) throw new NotFoundError(`Webhook endpoint ${id} not found`, 'not_found');
    return endpoint;
  }

  /** Creates an endpoint; the secret is in the answer this once. */
  async create(companyId: string, input: EndpointInput): Promise<EndpointView & { secret: string }> {
    this.checkUrl(input.url);
    const secret = generateSecret();
    const [row] = await this.options.db.query(
      `INSERT INTO webhook_endpoints (id, company_id, url, description, event_types, enabled, secret)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
      [
        newId('webhook'),
        companyId,
        input.url,
        input.description ?? null,
        input.event_types?.length ? input.event_types : null,
        input.enabled ?? true,
        encryptSecret(this.options.masterKey, secret),
      ],
    );
    return { ...view(toEndpoint(row)), secret };
  }

  async list(companyId: string): Promise<EndpointView[]> {
    return (await listEndpoints(this.options.db, companyId)).map(view);
  }

  async get(companyId: string, id: string): Promise<EndpointView> {
    return view(await this.find(companyId, id));
  }

  /** Changes what is given; enabling again clears the failure record. */
  async update(companyId: string, id: string, input: Partial<EndpointInput>): Promise<EndpointView> {
    const current = await this.find(companyId, id);
    if (input.url !== undefined) this.checkUrl(input.url);
    const enabling = input.enabled === true && !current.enabled;
    const [row] = await this.options.db.query(
      `UPDATE webhook_endpoints SET url = $3, description = $4, event_types = $5, enabled = $6,
         failing_since = CASE WHEN $7 THEN NULL ELSE failing_since END,
         disabled_reason = CASE WHEN $6 THEN NULL ELSE COALESCE(disabled_reason, 'by_user') END,
         disabled_at = CASE WHEN $6 THEN NULL ELSE COALESCE(disabled_at, now()) END,
         updated_at = now()
       WHERE company_id = $1 AND id = $2 RETURNING *`,
      [
        companyId,
        id,
        input.url ?? current.url,
        input.description === undefined ? current.description : input.description,
        input.event_types === undefined
          ? current.eventTypes
          : input.event_types?.length
            ? input.event_types
            : null,
        input.enabled ?? current.enabled,
        enabling,
      ],
    );
    if (!row) throw new NotFoundError(`Webhook endpoint ${id} not found`, 'not_found');
    return view(toEndpoint(row));
  }

  async remove(companyId: string, id: string): Promise<void> {
    const rows = await this.options.db.query(
      'DELETE FROM webhook_endpoints WHERE company_id = $1 AND id = $2 RETURNING id',
      [companyId, id],
    );
    if (rows.length === 0) throw new NotFoundError(`Webhook endpoint ${id} not found`, 'not_found');
  }

  /** A new secret; the old one keeps signing (as a second signature) until the overlap ends. */
  async rotateSecret(
    companyId: string,
    id: string,
  ): Promise<{ id: string; secret: string; previous_secret_valid_until: string }> {
    const current = await this.find(companyId, id);
    const secret = generateSecret();
    const until = new Date(
      this.clock.now().getTime() + (this.options.rotationOverlapSeconds ?? 86_400) * 1000,
    );
    await this.options.db.query(
      `UPDATE webhook_endpoints SET secret = $3, previous_secret = $4, previous_secret_until = $5, updated_at = now()
       WHERE company_id = $1 AND id = $2`,
      [companyId, id, encryptSecret(this.options.masterKey, secret), current.secret, until],
    );
    return { id, secret, previous_secret_valid_until: until.toISOString() };
  }

  async deliveries(companyId: string, id: string, limit = 50): Promise<DeliveryView[]> {
    await this.find(companyId, id);
    return (await listDeliveries(this.options.db, companyId, id, limit)).map(deliveryView);
  }

  /**
   * Sends again one event (`eventId`, from the outbox or an earlier delivery) or every event whose
   * delivery to this endpoint failed since `since`. The webhook-id stays the event's id.
   */
  async replay(
    companyId: string,
    id: string,
    input: { eventId?: string; since?: Date },
  ): Promise<{ delivery_ids: string[] }> {
    const endpoint = await this.find(companyId, id);
    if (!endpoint.enabled)
      throw new ValidationError('The endpoint is disabled; enable it first', [
        { field: 'enabled', message: 'endpoint is disabled' },
      ]);
    const { db, engine } = this.options;
    return db.transaction(async (tx) => {
      let rows: { eventId: string; eventType: string; body: string }[];
      if (input.eventId) {
        const [known] = await tx.query<{ event_id: string; event_type: string; body: string }>(
          `SELECT event_id, event_type, body FROM webhook_deliveries
           WHERE company_id = $1 AND endpoint_id = $2 AND event_id = $3 ORDER BY seq DESC LIMIT 1`,
          [companyId, id, input.eventId],
        );
        const [outbox] = known
          ? []
          : await tx.query<{ id: string; event_type: string; data: unknown; created_at: Date }>(
              'SELECT id, event_type, data, created_at FROM outbox_events WHERE company_id = $1 AND id = $2',
              [companyId, input.eventId],
            );
        if (known) rows = [{ eventId: known.event_id, eventType: known.event_type, body: known.body }];
        else if (outbox)
          rows = [
            {
              eventId: outbox.id,
              eventType: outbox.event_type,
              body: eventBody(outbox.id, outbox.event_type, new Date(outbox.created_at), outbox.data),
            },
          ];
        else throw new NotFoundError(`Event ${input.eventId} not found`, 'not_found');
      } else {
        const failed = await tx.query<{ event_id: string; event_type: string; body: string }>(
          `SELECT DISTINCT ON (event_id) event_id, event_type, body, seq FROM webhook_deliveries d
           WHERE company_id = $1 AND endpoint_id = $2 AND status IN ('failed', 'cancelled') AND created_at >= $3
             AND NOT EXISTS (SELECT 1 FROM webhook_deliveries x WHERE x.endpoint_id = d.endpoint_id
                             AND x.event_id = d.event_id AND x.status IN ('delivered', 'pending'))
           ORDER BY event_id, seq`,
          [companyId, id, input.since ?? new Date(0)],
        );
        rows = failed.map((f) => ({ eventId: f.event_id, eventType: f.event_type, body: f.body }));
      }
      const ids = await insertDeliveries(
        tx,
        rows.map((r) => ({ ...r, companyId, endpointId: id })),
      );
      await engine.enqueueDeliveries(tx, ids);
      return { delivery_ids: ids };
    });
  }

  /** Sends a `webhook.test` event to this endpoint only. */
  async sendTest(companyId: string, id: string): Promise<{ event_id: string; delivery_id: string }> {
    await this.find(companyId, id);
    const eventId = newId('event');
    const body = eventBody(eventId, 'webhook.test', this.clock.now(), {
      webhook_id: id,
      message: 'A test event from Colloquy',
    });
    const { db, engine } = this.options;
    return db.transaction(async (tx) => {
      const [deliveryId] = await insertDeliveries(tx, [
        { companyId, endpointId: id, eventId, eventType: 'webhook.test', body },
      ]);
      await engine.enqueueDeliveries(tx, [deliveryId!]);
      return { event_id: eventId, delivery_id: deliveryId! };
    });
  }
}
