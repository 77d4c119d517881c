-- Every e-mail the service sends: delivered over SMTP (SMTP_URL), or — without SMTP — kept here as the dev outbox
-- so nothing is silently dropped. Attachments are kept with their content (base64) for the outbox to show.
CREATE TABLE mail_outbox (
  id          text PRIMARY KEY,
  company_id  text REFERENCES companies (id) ON DELETE CASCADE,
  recipients  text[] NOT NULL,
  subject     text NOT NULL,
  text_body   text NOT NULL,
  html_body   text,
  attachments jsonb NOT NULL DEFAULT '[]',
  via         text NOT NULL CHECK (via IN ('smtp', 'outbox')),
  message_id  text,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_outbox_company_idx ON mail_outbox (company_id, created_at DESC);
