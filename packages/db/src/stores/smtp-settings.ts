import type { Queryable } from '../types.ts';

export interface SmtpSettingsRecord {
  companyId: string;
  /** `smtp(s)://user:pass@host:port`, encrypted under the master key. */
  urlEncrypted: string;
  host: string;
  port: number;
  username: string | null;
  passwordHint: string | null;
  secure: boolean;
  fromAddress: string;
  updatedAt: Date;
}

interface Row {
  company_id: string;
  url_encrypted: string;
  host: string;
  port: number;
  username: string | null;
  password_hint: string | null;
  secure: boolean;
  from_address: string;
  updated_at: Date;
}

const toRecord = (r: Row): SmtpSettingsRecord => ({
  companyId: r.company_id,
  urlEncrypted: r.url_encrypted,
  host: r.host,
  port: r.port,
  username: r.username,
  passwordHint: r.password_hint,
  secure: r.secure,
  fromAddress: r.from_address,
  updatedAt: new Date(r.updated_at),
});

export async function findSmtpSettings(
  db: Queryable,
  companyId: string,
): Promise<SmtpSettingsRecord | undefined> {
  const [row] = await db.query<Row>('SELECT * FROM smtp_settings WHERE company_id = $1', [companyId]);
  return row && toRecord(row);
}

export async function saveSmtpSettings(
  db: Queryable,
  s: Omit<SmtpSettingsRecord, 'updatedAt'>,
): Promise<SmtpSettingsRecord> {
  const [row] = await db.query<Row>(
    `INSERT INTO smtp_settings (company_id, url_encrypted, host, port, username, password_hint, secure, from_address)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (company_id) DO UPDATE SET url_encrypted = $2, host = $3, port = $4, username = $5,
       password_hint = $6, secure = $7, from_address = $8, updated_at = now()
     RETURNING *`,
    [s.companyId, s.urlEncrypted, s.host, s.port, s.username, s.passwordHint, s.secure, s.fromAddress],
  );
  return toRecord(row!);
}

export async function deleteSmtpSettings(db: Queryable, companyId: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM smtp_settings WHERE company_id = $1 RETURNING 1', [companyId]);
  return rows.length > 0;
}
