-- Every task run, from the API, from chat or as a job: what was asked, by whom, and what came of it.
CREATE TABLE task_runs (
  id          text PRIMARY KEY,
  company_id  text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  task        text NOT NULL,
  params      jsonb NOT NULL,
  status      text NOT NULL CHECK (status IN ('queued', 'running', 'completed', 'failed')),
  source      text NOT NULL CHECK (source IN ('api', 'chat', 'job')),
  result      jsonb,
  error       jsonb,
  created_at  timestamptz NOT NULL DEFAULT now(),
  started_at  timestamptz,
  finished_at timestamptz
);
CREATE INDEX task_runs_company_idx ON task_runs (company_id, created_at DESC);

-- Tickets for the IT desk and other teams (create_ticket, reset_password).
CREATE TABLE tickets (
  id          text PRIMARY KEY,
  company_id  text NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  title       text NOT NULL,
  description text NOT NULL DEFAULT '',
  category    text NOT NULL DEFAULT 'general',
  priority    text NOT NULL CHECK (priority IN ('low', 'normal', 'high', 'urgent')),
  requester   text,
  status      text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'in_progress', 'resolved', 'closed')),
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tickets_company_idx ON tickets (company_id, created_at DESC);
