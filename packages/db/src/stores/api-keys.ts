import type { Queryable } from '../types.ts';

export interface ApiKeyRecord {
  id: string;
  companyId: string;
  name: string;
  keyHint: string;
  scopes: string[];
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

interface ApiKeyRow {
  id: string;
  company_id: string;
  name: string;
  key_hint: string;
  scopes: string[];
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

const date = (v: Date | null) => (v ? new Date(v) : null);
const toApiKey = (r: ApiKeyRow): ApiKeyRecord => ({
  id: r.id,
  companyId: r.company_id,
  name: r.name,
  keyHint: r.key_hint,
  scopes: r.scopes,
  createdAt: new Date(r.created_at),
  lastUsedAt: date(r.last_used_at),
  revokedAt: date(r.revoked_at),
});

const COLUMNS = 'id, company_id, name, key_hint, scopes, created_at, last_used_at, revoked_at';

export async function insertApiKey(
  db: Queryable,
  key: { id: string; companyId: string; name: string; keyHash: string; keyHint: string; scopes: string[] },
): Promise<ApiKeyRecord> {
  const [row] = await db.query<ApiKeyRow>(
    `INSERT INTO api_keys (id, company_id, name, key_hash, key_hint, scopes) VALUES ($1, $2, $3, $4, $5, $6::text[])
     RETURNING ${COLUMNS}`,
    [key.id, key.companyId, key.name, key.keyHash, key.keyHint, key.scopes],
  );
  return toApiKey(row!);
}

export async function findApiKeyByHash(db: Queryable, keyHash: string): Promise<ApiKeyRecord | undefined> {
  const [row] = await db.query<ApiKeyRow>(`SELECT ${COLUMNS} FROM api_keys WHERE key_hash = $1`, [keyHash]);
  return row && toApiKey(row);
}

export async function findApiKey(db: Queryable, id: string): Promise<ApiKeyRecord | undefined> {
  const [row] = await db.query<ApiKeyRow>(`SELECT ${COLUMNS} FROM api_keys WHERE id = $1`, [id]);
  return row && toApiKey(row);
}

export async function listApiKeys(db: Queryable, companyId: string): Promise<ApiKeyRecord[]> {
  const rows = await db.query<ApiKeyRow>(
    `SELECT ${COLUMNS} FROM api_keys WHERE company_id = $1 ORDER BY created_at, id`,
    [companyId],
  );
  return rows.map(toApiKey);
}

/** Revokes a key; `companyId` scopes the change when the caller is a tenant (undefined for operators). */
export async function revokeApiKey(
  db: Queryable,
  id: string,
  companyId: string | undefined,
  at: Date,
): Promise<ApiKeyRecord | undefined> {
  const [row] = await db.query<ApiKeyRow>(
    `UPDATE api_keys SET revoked_at = COALESCE(revoked_at, $3)
     WHERE id = $1 AND ($2::text IS NULL OR company_id = $2) RETURNING ${COLUMNS}`,
    [id, companyId ?? null, at],
  );
  return row && toApiKey(row);
}

export async function touchApiKey(db: Queryable, id: string, at: Date): Promise<void> {
  await db.query('UPDATE api_keys SET last_used_at = $2 WHERE id = $1', [id, at]);
}
