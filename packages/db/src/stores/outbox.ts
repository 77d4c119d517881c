import type { Queryable } from '../types.ts';

export interface OutboxEvent {
  id: string;
  companyId: string;
  eventType: string;
  data: unknown;
  createdAt: Date;
}

export async function listOutboxEvents(
  db: Queryable,
  companyId: string,
  limit = 100,
): Promise<OutboxEvent[]> {
  const rows = await db.query<{
    id: string;
    company_id: string;
    event_type: string;
    data: unknown;
    created_at: Date;
  }>('SELECT * FROM outbox_events WHERE company_id = $1 ORDER BY created_at, id LIMIT $2', [
    companyId,
    limit,
  ]);
  return rows.map((r) => ({
    id: r.id,
    companyId: r.company_id,
    eventType: r.event_type,
    data: r.data,
    createdAt: new Date(r.created_at),
  }));
}

/** Records an event; call it in the transaction that made the change it announces. */
export async function insertOutboxEvent(
  db: Queryable,
  event: { id: string; companyId: string; eventType: string; data: unknown },
): Promise<void> {
  await db.query(
    'INSERT INTO outbox_events (id, company_id, event_type, data) VALUES ($1, $2, $3, $4::jsonb)',
    [event.id, event.companyId, event.eventType, JSON.stringify(event.data)],
  );
}
