-- Channel integrations: how customers reach a company's assistants on WhatsApp, e-mail, web chat and SMS.
-- `route_key` is what an inbound message is routed by (WhatsApp phone number id, the inbound e-mail address,
-- the widget key, the SMS number), unique per kind across all companies. Secrets are one AES-256-GCM envelope
-- (core encryptSecret) of a JSON object; only their hints are ever shown. `lookup_hash` is a keyed hash of a
-- secret a provider presents without naming the integration (the WhatsApp verify token of the GET handshake).
CREATE TABLE channel_integrations (
  id            text PRIMARY KEY,
  company_id    text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  kind          text NOT NULL CHECK (kind IN ('whatsapp', 'email', 'webchat', 'sms')),
  name          text NOT NULL,
  assistant_id  text NOT NULL REFERENCES assistants (id) ON DELETE CASCADE,
  route_key     text NOT NULL,
  config        jsonb NOT NULL DEFAULT '{}',
  secrets       text,
  secret_hints  jsonb NOT NULL DEFAULT '{}',
  lookup_hash   text,
  enabled       boolean NOT NULL DEFAULT true,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (kind, route_key)
);
CREATE INDEX channel_integrations_company_idx ON channel_integrations (company_id, created_at);
CREATE INDEX channel_integrations_lookup_idx ON channel_integrations (kind, lookup_hash);

-- One conversation per customer per channel: (company, channel, customer address) → the conversation their
-- messages continue, and the integration replies leave through. `thread` keeps what a channel needs to reply in
-- place (e-mail: the subject and Message-IDs of the thread).
CREATE TABLE channel_contacts (
  company_id      text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  channel         text NOT NULL,
  address         text NOT NULL,
  integration_id  text NOT NULL REFERENCES channel_integrations (id) ON DELETE CASCADE,
  conversation_id text REFERENCES conversations (id) ON DELETE SET NULL,
  thread          jsonb NOT NULL DEFAULT '{}',
  updated_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, channel, address)
);
CREATE INDEX channel_contacts_conversation_idx ON channel_contacts (conversation_id);

-- Every message in or out on a channel. Inbound rows are written by the webhook (deduplicated by the provider's
-- message id) and answered by the `channels.inbound` job; outbound rows are sent by `channels.send`.
--   inbound: received → answered | ignored | failed · outbound: queued → sent (→ delivered → read) | failed
CREATE TABLE channel_messages (
  id                  text PRIMARY KEY,
  company_id          text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  integration_id      text NOT NULL REFERENCES channel_integrations (id) ON DELETE CASCADE,
  direction           text NOT NULL CHECK (direction IN ('inbound', 'outbound')),
  address             text NOT NULL,
  provider_message_id text,
  conversation_id     text REFERENCES conversations (id) ON DELETE SET NULL,
  body                jsonb NOT NULL,
  status              text NOT NULL,
  attempts            int NOT NULL DEFAULT 0,
  last_error          text,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX channel_messages_provider_idx
  ON channel_messages (integration_id, direction, provider_message_id);
CREATE INDEX channel_messages_company_idx ON channel_messages (company_id, created_at DESC);

-- Delivery reports from providers (WhatsApp statuses), kept even for messages this instance did not send.
CREATE TABLE channel_statuses (
  integration_id      text NOT NULL REFERENCES channel_integrations (id) ON DELETE CASCADE,
  provider_message_id text NOT NULL,
  status              text NOT NULL,
  recipient           text,
  occurred_at         timestamptz,
  errors              jsonb NOT NULL DEFAULT '[]',
  received_at         timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (integration_id, provider_message_id, status)
);

-- Threads stay threads: replies carry In-Reply-To / References.
ALTER TABLE mail_outbox ADD COLUMN headers jsonb NOT NULL DEFAULT '{}';
