import type { Queryable } from '../types.ts';

export interface MailRecord {
  id: string;
  companyId: string | null;
  recipients: string[];
  subject: string;
  textBody: string;
  htmlBody: string | null;
  /** `content` is base64. */
  attachments: { filename: string; contentType: string; content: string }[];
  via: 'smtp' | 'outbox';
  messageId: string | null;
  createdAt: Date;
}

interface Row {
  id: string;
  company_id: string | null;
  recipients: string[];
  subject: string;
  text_body: string;
  html_body: string | null;
  attachments: MailRecord['attachments'];
  via: MailRecord['via'];
  message_id: string | null;
  created_at: Date;
}

const toMail = (r: Row): MailRecord => ({
  id: r.id,
  companyId: r.company_id,
  recipients: r.recipients,
  subject: r.subject,
  textBody: r.text_body,
  htmlBody: r.html_body,
  attachments: r.attachments,
  via: r.via,
  messageId: r.message_id,
  createdAt: new Date(r.created_at),
});

export async function insertMail(db: Queryable, mail: Omit<MailRecord, 'createdAt'>): Promise<MailRecord> {
  const [row] = await db.query<Row>(
    `INSERT INTO mail_outbox (id, company_id, recipients, subject, text_body, html_body, attachments, via, message_id)
     VALUES ($1, $2, $3::text[], $4, $5, $6, $7::jsonb, $8, $9) RETURNING *`,
    [
      mail.id,
      mail.companyId,
      mail.recipients,
      mail.subject,
      mail.textBody,
      mail.htmlBody,
      JSON.stringify(mail.attachments),
      mail.via,
      mail.messageId,
    ],
  );
  return toMail(row!);
}

/** Newest first; `companyId` null lists the service's own mail (not sent for a company). */
export async function listMail(db: Queryable, companyId: string | null, limit = 50): Promise<MailRecord[]> {
  const rows = await db.query<Row>(
    `SELECT * FROM mail_outbox WHERE company_id IS NOT DISTINCT FROM $1 ORDER BY created_at DESC, id LIMIT $2`,
    [companyId, limit],
  );
  return rows.map(toMail);
}
