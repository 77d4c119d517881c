import type { Queryable } from '../types.ts';

export type UserRole = 'owner' | 'member';
export type UserTokenPurpose = 'verify' | 'reset' | 'invite';

export interface User {
  id: string;
  companyId: string;
  email: string;
  name: string;
  passwordHash: string | null;
  role: UserRole;
  emailVerifiedAt: Date | null;
  createdAt: Date;
}

interface UserRow {
  id: string;
  company_id: string;
  email: string;
  name: string;
  password_hash: string | null;
  role: UserRole;
  email_verified_at: Date | null;
  created_at: Date;
}

const toUser = (r: UserRow): User => ({
  id: r.id,
  companyId: r.company_id,
  email: r.email,
  name: r.name,
  passwordHash: r.password_hash,
  role: r.role,
  emailVerifiedAt: r.email_verified_at ? new Date(r.email_verified_at) : null,
  createdAt: new Date(r.created_at),
});

/** Inserts a user; undefined when the e-mail address is taken (by anyone: addresses are unique). */
export async function insertUser(
  db: Queryable,
  user: Pick<User, 'id' | 'companyId' | 'email' | 'name' | 'passwordHash' | 'role'>,
): Promise<User | undefined> {
  const [row] = await db.query<UserRow>(
    `INSERT INTO users (id, company_id, email, name, password_hash, role) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT DO NOTHING RETURNING *`,
    [user.id, user.companyId, user.email, user.name, user.passwordHash, user.role],
  );
  return row && toUser(row);
}

export async function findUserByEmail(db: Queryable, email: string): Promise<User | undefined> {
  const [row] = await db.query<UserRow>('SELECT * FROM users WHERE lower(email) = lower($1)', [email]);
  return row && toUser(row);
}

export async function getUser(db: Queryable, id: string): Promise<User | undefined> {
  const [row] = await db.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
  return row && toUser(row);
}

export async function listUsers(db: Queryable, companyId: string): Promise<User[]> {
  const rows = await db.query<UserRow>('SELECT * FROM users WHERE company_id = $1 ORDER BY created_at, id', [
    companyId,
  ]);
  return rows.map(toUser);
}

export async function markUserVerified(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE users SET email_verified_at = coalesce(email_verified_at, now()) WHERE id = $1', [
    id,
  ]);
}

export async function setUserPassword(db: Queryable, id: string, passwordHash: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [id, passwordHash]);
}

export async function insertUserToken(
  db: Queryable,
  token: { hash: string; userId: string; purpose: UserTokenPurpose; expiresAt: Date },
): Promise<void> {
  await db.query(
    'INSERT INTO user_tokens (token_hash, user_id, purpose, expires_at) VALUES ($1, $2, $3, $4)',
    [token.hash, token.userId, token.purpose, token.expiresAt],
  );
}

/**
 * Uses a link token once: the user it belongs to when it is unused, unexpired and for `purpose`; otherwise
 * undefined (and a used token stays used, so two concurrent uses cannot both succeed).
 */
export async function consumeUserToken(
  db: Queryable,
  hash: string,
  purpose: UserTokenPurpose,
): Promise<User | undefined> {
  const [row] = await db.query<UserRow>(
    `WITH used AS (
       UPDATE user_tokens SET used_at = now()
        WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
        RETURNING user_id)
     SELECT users.* FROM users JOIN used ON used.user_id = users.id`,
    [hash, purpose],
  );
  return row && toUser(row);
}

/** Whether a link token would still work (for showing a form before it is used). */
export async function userTokenIsLive(
  db: Queryable,
  hash: string,
  purpose: UserTokenPurpose,
): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM user_tokens WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()',
    [hash, purpose],
  );
  return rows.length > 0;
}

/** How many links of `purpose` were sent to the user since `since` (for rate limits). */
export async function countUserTokens(
  db: Queryable,
  userId: string,
  purpose: UserTokenPurpose,
  since: Date,
): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM user_tokens WHERE user_id = $1 AND purpose = $2 AND created_at > $3',
    [userId, purpose, since],
  );
  return row?.n ?? 0;
}

export interface SessionRecord {
  user: User;
  csrfToken: string;
  expiresAt: Date;
}

export async function insertSession(
  db: Queryable,
  session: { hash: string; userId: string; csrfToken: string; expiresAt: Date },
): Promise<void> {
  await db.query(
    'INSERT INTO sessions (token_hash, user_id, csrf_token, expires_at) VALUES ($1, $2, $3, $4)',
    [session.hash, session.userId, session.csrfToken, session.expiresAt],
  );
}

export async function findSession(db: Queryable, hash: string): Promise<SessionRecord | undefined> {
  const [row] = await db.query<UserRow & { csrf_token: string; expires_at: Date }>(
    `SELECT users.*, sessions.csrf_token, sessions.expires_at FROM sessions JOIN users ON users.id = sessions.user_id
      WHERE sessions.token_hash = $1 AND sessions.expires_at > now()`,
    [hash],
  );
  return row && { user: toUser(row), csrfToken: row.csrf_token, expiresAt: new Date(row.expires_at) };
}

export async function deleteSession(db: Queryable, hash: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE token_hash = $1', [hash]);
}

/** Signs the user out everywhere (after a password reset). */
export async function deleteUserSessions(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
}

export async function recordLoginFailure(db: Queryable, email: string): Promise<void> {
  await db.query(
    `WITH gone AS (DELETE FROM login_failures WHERE at < now() - interval '1 hour')
     INSERT INTO login_failures (email) VALUES (lower($1))`,
    [email],
  );
}

/** Forgets an address's failed sign-ins (its owner proved the mailbox by resetting the password). */
export async function clearLoginFailures(db: Queryable, email: string): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE lower(email) = lower($1)', [email]);
}

export async function countLoginFailures(db: Queryable, email: string, since: Date): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM login_failures WHERE lower(email) = lower($1) AND at > $2',
    [email, since],
  );
  return row?.n ?? 0;
}
