import { newId } from '@colloquy/core';
import type { Queryable } from '@colloquy/db';

export interface EndpointRecord {
  id: string;
  companyId: string;
  url: string;
  description: string | null;
  eventTypes: string[] | null;
  enabled: boolean;
  /** Encrypted. */
  secret: string;
  previousSecret: string | null;
  previousSecretUntil: Date | null;
  failingSince: Date | null;
  disabledReason: string | null;
  disabledAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface DeliveryRecord {
  id: string;
  seq: number;
  companyId: string;
  endpointId: string;
  eventId: string;
  eventType: string;
  body: string;
  status: 'pending' | 'delivered' | 'failed' | 'cancelled';
  attempts: number;
  nextAttemptAt: Date;
  leaseUntil: Date | null;
  lastStatus: number | null;
  lastError: string | null;
  createdAt: Date;
  finishedAt: Date | null;
}

export interface AttemptRecord {
  deliveryId: string;
  attempt: number;
  statusCode: number | null;
  latencyMs: number;
  responseExcerpt: string | null;
  error: string | null;
  createdAt: Date;
}

const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));

// biome-ignore lint/suspicious/noExplicitAny: rows come from SQL.
export const toEndpoint = (r: any): EndpointRecord => ({
  id: r.id,
  companyId: r.company_id,
  url: r.url,
  description: r.description,
  eventTypes: r.event_types,
  enabled: r.enabled,
  secret: r.secret,
  previousSecret: r.previous_secret,
  previousSecretUntil: date(r.previous_secret_until),
  failingSince: date(r.failing_since),
  disabledReason: r.disabled_reason,
  disabledAt: date(r.disabled_at),
  createdAt: new Date(r.created_at),
  updatedAt: new Date(r.updated_at),
});

// biome-ignore lint/suspicious/noExplicitAny: rows come from SQL.
export const toDelivery = (r: any): DeliveryRecord => ({
  id: r.id,
  seq: Number(r.seq),
  companyId: r.company_id,
  endpointId: r.endpoint_id,
  eventId: r.event_id,
  eventType: r.event_type,
  body: r.body,
  status: r.status,
  attempts: r.attempts,
  nextAttemptAt: new Date(r.next_attempt_at),
  leaseUntil: date(r.lease_until),
  lastStatus: r.last_status,
  lastError: r.last_error,
  createdAt: new Date(r.created_at),
  finishedAt: date(r.finished_at),
});

export async function findEndpoint(
  db: Queryable,
  companyId: string,
  id: string,
): Promise<EndpointRecord | undefined> {
  const [row] = await db.query('SELECT * FROM webhook_endpoints WHERE company_id = $1 AND id = $2', [
    companyId,
    id,
  ]);
  return row && toEndpoint(row);
}

export async function listEndpoints(db: Queryable, companyId: string): Promise<EndpointRecord[]> {
  const rows = await db.query(
    'SELECT * FROM webhook_endpoints WHERE company_id = $1 ORDER BY created_at, id LIMIT 500',
    [companyId],
  );
  return rows.map(toEndpoint);
}

/** Inserts deliveries (in the given order, which becomes their per-endpoint order); returns their ids. */
export async function insertDeliveries(
  db: Queryable,
  rows: { companyId: string; endpointId: string; eventId: string; eventType: string; body: string }[],
): Promise<string[]> {
  if (rows.length === 0) return [];
  const ids = rows.map(() => newId('webhookDelivery'));
  await db.query(
    `INSERT INTO webhook_deliveries (id, company_id, endpoint_id, event_id, event_type, body)
     SELECT id, company_id, endpoint_id, event_id, event_type, body
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[])
       WITH ORDINALITY AS t(id, company_id, endpoint_id, event_id, event_type, body, ord)
     ORDER BY ord`,
    [
      ids,
      rows.map((r) => r.companyId),
      rows.map((r) => r.endpointId),
      rows.map((r) => r.eventId),
      rows.map((r) => r.eventType),
      rows.map((r) => r.body),
    ],
  );
  return ids;
}

export async function listDeliveries(
  db: Queryable,
  companyId: string,
  endpointId: string,
  limit: number,
): Promise<{ delivery: DeliveryRecord; attempts: AttemptRecord[] }[]> {
  const rows = await db.query(
    `SELECT * FROM webhook_deliveries WHERE company_id = $1 AND endpoint_id = $2 ORDER BY seq DESC LIMIT $3`,
    [companyId, endpointId, limit],
  );
  const deliveries = rows.map(toDelivery);
  if (deliveries.length === 0) return [];
  const attempts = await db.query<{
    delivery_id: string;
    attempt: number;
    status_code: number | null;
    latency_ms: number;
    response_excerpt: string | null;
    error: string | null;
    created_at: Date;
  }>('SELECT * FROM webhook_attempts WHERE delivery_id = ANY($1::text[]) ORDER BY id', [
    deliveries.map((d) => d.id),
  ]);
  return deliveries.map((delivery) => ({
    delivery,
    attempts: attempts
      .filter((a) => a.delivery_id === delivery.id)
      .map((a) => ({
        deliveryId: a.delivery_id,
        attempt: a.attempt,
        statusCode: a.status_code,
        latencyMs: a.latency_ms,
        responseExcerpt: a.response_excerpt,
        error: a.error,
        createdAt: new Date(a.created_at),
      })),
  }));
}
