-- Webhook endpoints per company. The signing secret (and, during a rotation's overlap, the previous one) is
-- encrypted under the master key (core encryptSecret); it is shown once, when created or rotated.
CREATE TABLE webhook_endpoints (
  id                       text PRIMARY KEY,
  company_id               text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  url                      text NOT NULL,
  description              text,
  -- null: every event type
  event_types              text[],
  enabled                  boolean NOT NULL DEFAULT true,
  secret                   text NOT NULL,
  previous_secret          text,
  previous_secret_until    timestamptz,
  -- set by the first failed attempt after a success; five days of failures disable the endpoint
  failing_since            timestamptz,
  disabled_reason          text,
  disabled_at              timestamptz,
  created_at               timestamptz NOT NULL DEFAULT now(),
  updated_at               timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_endpoints_company_idx ON webhook_endpoints (company_id, created_at);

-- The outbox gets an insertion order and a per-event "handed to webhooks" marker: the dispatcher takes
-- undispatched events (FOR UPDATE SKIP LOCKED), so an event committed just before a crash is still picked up.
ALTER TABLE outbox_events ADD COLUMN seq bigserial;
ALTER TABLE outbox_events ADD COLUMN webhooks_dispatched_at timestamptz;
-- Events from before webhooks existed had no endpoint to go to.
UPDATE outbox_events SET webhooks_dispatched_at = now();
CREATE INDEX outbox_events_undispatched_idx ON outbox_events (seq) WHERE webhooks_dispatched_at IS NULL;

-- Wakes the dispatcher after each committing insert (NOTIFY is delivered on commit only).
CREATE FUNCTION colloquy_notify_outbox() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('colloquy_outbox', '');
  RETURN NULL;
END;
$$;
CREATE TRIGGER outbox_events_notify
  AFTER INSERT ON outbox_events
  FOR EACH STATEMENT EXECUTE FUNCTION colloquy_notify_outbox();

-- One row per (endpoint, event): the exact body is kept so every attempt sends the same bytes.
CREATE TABLE webhook_deliveries (
  id               text PRIMARY KEY,
  -- creation order per endpoint
  seq              bigserial,
  company_id       text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  endpoint_id      text NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
  event_id         text NOT NULL,
  event_type       text NOT NULL,
  body             text NOT NULL,
  status           text NOT NULL DEFAULT 'pending'
                   CHECK (status IN ('pending', 'delivered', 'failed', 'cancelled')),
  attempts         int NOT NULL DEFAULT 0,
  next_attempt_at  timestamptz NOT NULL DEFAULT now(),
  -- while set and in the future, a worker is sending this delivery
  lease_until      timestamptz,
  last_status      int,
  last_error       text,
  created_at       timestamptz NOT NULL DEFAULT now(),
  finished_at      timestamptz
);
CREATE INDEX webhook_deliveries_endpoint_idx ON webhook_deliveries (endpoint_id, status, seq);
CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at) WHERE status = 'pending';

-- Every attempt, for GET /v1/webhooks/{id}/deliveries.
CREATE TABLE webhook_attempts (
  id               bigserial PRIMARY KEY,
  delivery_id      text NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
  attempt          int NOT NULL,
  status_code      int,
  latency_ms       int NOT NULL,
  response_excerpt text,
  error            text,
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_attempts_delivery_idx ON webhook_attempts (delivery_id, id);
