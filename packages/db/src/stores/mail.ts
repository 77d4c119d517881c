import type { Queryable } from '../types.ts';

export type MailStatus = 'queued' | 'sent' | 'kept' | 'failed';

export interface MailRecord {
  id: string;
  companyId: string | null;
  recipients: string[];
  subject: string;
  textBody: string;
  htmlBody: string | null;
  /** `content` is base64. */
  attachments: { filename: string; contentType: string; content: string }[];
  /** Extra headers (e.g. In-Reply-To, References for replies in a thread). */
  headers: Record<string, string>;
  status: MailStatus;
  /** How it left: over SMTP, or kept in the dev outbox; null while queued. */
  via: 'smtp' | 'outbox' | null;
  messageId: string | null;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

interface Row {
  id: string;
  company_id: string | null;
  recipients: string[];
  subject: string;
  text_body: string;
  html_body: string | null;
  attachments: MailRecord['attachments'];
  headers: Record<string, string> | null;
  status: MailStatus;
  via: MailRecord['via'];
  message_id: string | null;
  attempts: number;
  last_error: string | null;
  created_at: Date;
  sent_at: Date | null;
}

const toMail = (r: Row): MailRecord => ({
  id: r.id,
  companyId: r.company_id,
  recipients: r.recipients,
  subject: r.subject,
  textBody: r.text_body,
  htmlBody: r.html_body,
  attachments: r.attachments,
  headers: r.headers ?? {},
  status: r.status,
  via: r.via,
  messageId: r.message_id,
  attempts: r.attempts,
  lastError: r.last_error,
  createdAt: new Date(r.created_at),
  sentAt: r.sent_at ? new Date(r.sent_at) : null,
});

export type NewMail = Pick<
  MailRecord,
  'id' | 'companyId' | 'recipients' | 'subject' | 'textBody' | 'htmlBody' | 'attachments'
> & { headers?: Record<string, string> };

/** Records a mail as queued (call inside the transaction of the work that causes it). */
export async function insertMail(db: Queryable, mail: NewMail): Promise<MailRecord> {
  const [row] = await db.query<Row>(
    `INSERT INTO mail_outbox (id, company_id, recipients, subject, text_body, html_body, attachments, status, headers)
     VALUES ($1, $2, $3::text[], $4, $5, $6, $7::jsonb, 'queued', $8::jsonb) RETURNING *`,
    [
      mail.id,
      mail.companyId,
      mail.recipients,
      mail.subject,
      mail.textBody,
      mail.htmlBody,
      JSON.stringify(mail.attachments),
      JSON.stringify(mail.headers ?? {}),
    ],
  );
  return toMail(row!);
}

export async function getMail(db: Queryable, id: string): Promise<MailRecord | undefined> {
  const [row] = await db.query<Row>('SELECT * FROM mail_outbox WHERE id = $1', [id]);
  return row && toMail(row);
}

/** Records the outcome of a delivery attempt. */
export async function markMail(
  db: Queryable,
  id: string,
  outcome:
    | { status: 'sent' | 'kept'; via: 'smtp' | 'outbox'; messageId: string | null }
    | { status: 'queued' | 'failed'; error: string },
): Promise<void> {
  if ('via' in outcome) {
    await db.query(
      `UPDATE mail_outbox SET status = $2, via = $3, message_id = $4, attempts = attempts + 1, last_error = NULL,
         sent_at = now() WHERE id = $1`,
      [id, outcome.status, outcome.via, outcome.messageId],
    );
  } else {
    await db.query(
      'UPDATE mail_outbox SET status = $2, attempts = attempts + 1, last_error = $3 WHERE id = $1',
      [id, outcome.status, outcome.error],
    );
  }
}

/** Newest first; `companyId` null lists the service's own mail (not sent for a company). */
export async function listMail(
  db: Queryable,
  companyId: string | null,
  options: { limit?: number; status?: MailStatus } = {},
): Promise<MailRecord[]> {
  const rows = await db.query<Row>(
    `SELECT * FROM mail_outbox WHERE company_id IS NOT DISTINCT FROM $1 AND ($2::text IS NULL OR status = $2)
     ORDER BY created_at DESC, id DESC LIMIT $3`,
    [companyId, options.status ?? null, options.limit ?? 50],
  );
  return rows.map(toMail);
}

/** Newest first, across companies: the mail sent to `address` (for operators reading the dev outbox). */
export async function listMailTo(db: Queryable, address: string, limit = 20): Promise<MailRecord[]> {
  const rows = await db.query<Row>(
    `SELECT * FROM mail_outbox WHERE EXISTS (SELECT 1 FROM unnest(recipients) r WHERE lower(r) = lower($1))
     ORDER BY created_at DESC, id DESC LIMIT $2`,
    [address, limit],
  );
  return rows.map(toMail);
}
