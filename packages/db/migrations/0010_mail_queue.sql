-- Mail is queued in the transaction of the work that causes it and delivered by the `mail.send` job, so a mail
-- exists exactly when that work committed and survives SMTP outages and restarts.
--   queued: waiting for the job · sent: accepted by the SMTP server · kept: no SMTP configured (the dev outbox)
--   failed: SMTP refused it on every attempt (last_error says why)
ALTER TABLE mail_outbox ALTER COLUMN via DROP NOT NULL;
ALTER TABLE mail_outbox ADD COLUMN status text NOT NULL DEFAULT 'queued'
  CHECK (status IN ('queued', 'sent', 'kept', 'failed'));
ALTER TABLE mail_outbox ADD COLUMN attempts integer NOT NULL DEFAULT 0;
ALTER TABLE mail_outbox ADD COLUMN last_error text;
ALTER TABLE mail_outbox ADD COLUMN sent_at timestamptz;
UPDATE mail_outbox SET status = CASE via WHEN 'smtp' THEN 'sent' ELSE 'kept' END, sent_at = created_at;
