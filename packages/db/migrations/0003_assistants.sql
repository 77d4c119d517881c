-- Assistants: the editable draft lives here; every deploy freezes it (with its knowledge) as a version.
CREATE TABLE assistants (
  id               text PRIMARY KEY,
  company_id       text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  name             text NOT NULL,
  template         text,
  system_prompt    text NOT NULL,
  tools            text[] NOT NULL,
  deployed_version int,
  -- true while the draft differs from the deployed version (or nothing was deployed yet)
  draft_changed    boolean NOT NULL DEFAULT true,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX assistants_company_idx ON assistants (company_id, created_at);

CREATE TABLE assistant_versions (
  assistant_id  text NOT NULL REFERENCES assistants (id) ON DELETE CASCADE,
  version       int NOT NULL,
  name          text NOT NULL,
  system_prompt text NOT NULL,
  tools         text[] NOT NULL,
  knowledge     jsonb NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (assistant_id, version)
);

-- The draft's knowledge: FAQ pairs, document chunks and intent examples.
CREATE TABLE knowledge_entries (
  id           text PRIMARY KEY,
  company_id   text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  assistant_id text NOT NULL REFERENCES assistants (id) ON DELETE CASCADE,
  kind         text NOT NULL CHECK (kind IN ('faq', 'document', 'intent')),
  question     text NOT NULL,
  answer       text NOT NULL,
  source       text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX knowledge_entries_assistant_idx ON knowledge_entries (assistant_id, created_at, id);

CREATE TABLE conversations (
  id           text PRIMARY KEY,
  company_id   text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  assistant_id text NOT NULL REFERENCES assistants (id) ON DELETE CASCADE,
  channel      text NOT NULL,
  user_id      text,
  state        jsonb NOT NULL,
  escalated    boolean NOT NULL DEFAULT false,
  -- bumped by every write, so a turn can tell whether the conversation moved on while it was being answered
  revision     int NOT NULL DEFAULT 1,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX conversations_company_idx ON conversations (company_id, updated_at DESC);

CREATE TABLE messages (
  id              text PRIMARY KEY,
  company_id      text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  conversation_id text NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  seq             int NOT NULL,
  role            text NOT NULL CHECK (role IN ('user', 'assistant', 'human')),
  content         text NOT NULL,
  tool_calls      jsonb NOT NULL DEFAULT '[]',
  sources         jsonb NOT NULL DEFAULT '[]',
  created_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (conversation_id, seq)
);

-- Durable outbox: events are written in the same transaction as what they announce; the webhooks
-- feature delivers them. Nothing is lost between the write and the delivery.
CREATE TABLE outbox_events (
  id         text PRIMARY KEY,
  company_id text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  event_type text NOT NULL,
  data       jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_events_company_idx ON outbox_events (company_id, created_at, id);
