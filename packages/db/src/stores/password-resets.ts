import type { Queryable } from '../types.ts';

/** Records a reset request; `tokenHash` and `personId` only when the identity matched a person. */
export async function insertPasswordReset(
  db: Queryable,
  reset: {
    id: string;
    companyId: string;
    subjectHash: string;
    personId: string | null;
    tokenHash: string | null;
    expiresAt: Date;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO password_resets (id, company_id, subject_hash, person_id, token_hash, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      reset.id,
      reset.companyId,
      reset.subjectHash,
      reset.personId,
      reset.tokenHash,
      reset.expiresAt.toISOString(),
    ],
  );
}

/** Reset requests for this identity since `since` (the rate limit counts them). */
export async function countPasswordResets(
  db: Queryable,
  companyId: string,
  subjectHash: string,
  since: Date,
): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await db.query<{ count: number; oldest: Date | null }>(
    `SELECT count(*)::int AS count, min(created_at) AS oldest FROM password_resets
     WHERE company_id = $1 AND subject_hash = $2 AND created_at > $3`,
    [companyId, subjectHash, since.toISOString()],
  );
  return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}

export interface PasswordResetToken {
  id: string;
  companyId: string;
  personId: string;
  expiresAt: Date;
  usedAt: Date | null;
}

interface Row {
  id: string;
  company_id: string;
  person_id: string;
  expires_at: Date;
  used_at: Date | null;
}

const toToken = (r: Row): PasswordResetToken => ({
  id: r.id,
  companyId: r.company_id,
  personId: r.person_id,
  expiresAt: new Date(r.expires_at),
  usedAt: r.used_at === null ? null : new Date(r.used_at),
});

export async function findPasswordResetToken(
  db: Queryable,
  tokenHash: string,
): Promise<PasswordResetToken | undefined> {
  const [row] = await db.query<Row>(
    'SELECT id, company_id, person_id, expires_at, used_at FROM password_resets WHERE token_hash = $1',
    [tokenHash],
  );
  return row && toToken(row);
}

/** Marks an unused, unexpired token used; undefined when another request consumed it first or it expired. */
export async function consumePasswordResetToken(
  db: Queryable,
  tokenHash: string,
  now: Date,
): Promise<PasswordResetToken | undefined> {
  const [row] = await db.query<Row>(
    `UPDATE password_resets SET used_at = $2
     WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
     RETURNING id, company_id, person_id, expires_at, used_at`,
    [tokenHash, now.toISOString()],
  );
  return row && toToken(row);
}
