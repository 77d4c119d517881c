import type { Queryable } from '../types.ts';

export interface SigningKeyRecord {
  id: string;
  algorithm: string;
  publicJwk: Record<string, unknown>;
  /** Encrypted private key (see core's encryptSecret). */
  privateKey: string;
  createdAt: Date;
  retiredAt: Date | null;
  expiresAt: Date | null;
}

interface SigningKeyRow {
  id: string;
  algorithm: string;
  public_jwk: Record<string, unknown>;
  private_key: string;
  created_at: Date;
  retired_at: Date | null;
  expires_at: Date | null;
}

const toKey = (r: SigningKeyRow): SigningKeyRecord => ({
  id: r.id,
  algorithm: r.algorithm,
  publicJwk: typeof r.public_jwk === 'string' ? JSON.parse(r.public_jwk) : r.public_jwk,
  privateKey: r.private_key,
  createdAt: new Date(r.created_at),
  retiredAt: r.retired_at ? new Date(r.retired_at) : null,
  expiresAt: r.expires_at ? new Date(r.expires_at) : null,
});

export async function insertSigningKey(
  db: Queryable,
  key: {
    id: string;
    algorithm: string;
    publicJwk: Record<string, unknown>;
    privateKey: string;
    createdAt: Date;
  },
): Promise<SigningKeyRecord> {
  const [row] = await db.query<SigningKeyRow>(
    `INSERT INTO signing_keys (id, algorithm, public_jwk, private_key, created_at)
     VALUES ($1, $2, $3::jsonb, $4, $5) RETURNING *`,
    [key.id, key.algorithm, JSON.stringify(key.publicJwk), key.privateKey, key.createdAt],
  );
  return toKey(row!);
}

/** Keys still published (not past expiry at `now`), newest first. */
export async function listPublishedSigningKeys(db: Queryable, now: Date): Promise<SigningKeyRecord[]> {
  const rows = await db.query<SigningKeyRow>(
    'SELECT * FROM signing_keys WHERE expires_at IS NULL OR expires_at > $1 ORDER BY created_at DESC, id',
    [now],
  );
  return rows.map(toKey);
}

/** Retires every signing key except `keepId`: they stop signing and are published until `expiresAt`. */
export async function retireSigningKeysExcept(
  db: Queryable,
  keepId: string,
  at: Date,
  expiresAt: Date,
): Promise<number> {
  const rows = await db.query(
    'UPDATE signing_keys SET retired_at = $2, expires_at = $3 WHERE id <> $1 AND retired_at IS NULL RETURNING id',
    [keepId, at, expiresAt],
  );
  return rows.length;
}

export async function deleteExpiredSigningKeys(db: Queryable, now: Date): Promise<number> {
  const rows = await db.query(
    'DELETE FROM signing_keys WHERE expires_at IS NOT NULL AND expires_at <= $1 RETURNING id',
    [now],
  );
  return rows.length;
}
