-- A company's own SMTP server for the mail sent for it (invitations, approvals, quotes, replies), used instead of
-- the instance's SMTP_URL. The URL (with its password) is encrypted under the master key; only the host, port,
-- user and the password's last four characters are ever shown.
CREATE TABLE smtp_settings (
  company_id    text PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
  url_encrypted text NOT NULL,
  host          text NOT NULL,
  port          int NOT NULL,
  username      text,
  password_hint text,
  secure        boolean NOT NULL,
  from_address  text NOT NULL,
  updated_at    timestamptz NOT NULL DEFAULT now()
);
