import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { AppError, NotFoundError, ValidationError } from '@colloquy/core';
import { consumePasswordResetToken, type Db, findPasswordResetToken, setPasswordHash } from '@colloquy/db';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

export const MIN_PASSWORD_LENGTH = 12;
/** How long a reset link works. */
export const RESET_TTL_MINUTES = 60;
// OWASP's scrypt baseline (N=2^17, r=8, p=1) costs ~128 MB per hash; 2^15 keeps a 2-core server responsive.
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

/** "scrypt$N$r$p$salt$hash" (base64), the only form a password is stored in. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, 32, SCRYPT);
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: SCRYPT.maxmem,
  });
  return timingSafeEqual(actual, expected);
}

/** A reset token (32 random bytes, URL-safe) and the SHA-256 that is all the database keeps of it. */
export function newResetToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashResetToken(token) };
}

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A used or expired link: 410, with a sentence the page shows. */
export class ResetLinkGoneError extends AppError {
  constructor(message: string) {
    super('reset_link_gone', message, { status: 410 });
  }
}

/** Whether a reset link can still be used; throws the reason (404 unknown, 410 used or expired) when not. */
export async function checkResetToken(db: Db, token: string, now: Date): Promise<void> {
  const found = await findPasswordResetToken(db, hashResetToken(token));
  if (!found) throw new NotFoundError('This reset link is not valid. Ask for a new one.');
  if (found.usedAt) throw new ResetLinkGoneError('This reset link has already been used. Ask for a new one.');
  if (found.expiresAt <= now) throw new ResetLinkGoneError('This reset link has expired. Ask for a new one.');
}

/** Consumes the link once and stores the new password (scrypt). A second use, or an expired link, fails. */
export async function resetPassword(db: Db, token: string, password: string, now: Date): Promise<void> {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new ValidationError(`The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`, [
      { field: 'password', message: `must be at least ${MIN_PASSWORD_LENGTH} characters` },
    ]);
  }
  await checkResetToken(db, token, now);
  // Hashing is slow: do it before taking the transaction.
  const hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const consumed = await consumePasswordResetToken(tx, hashResetToken(token), now);
    // Another request used it in the meantime.
    if (!consumed) throw new ResetLinkGoneError('This reset link has already been used. Ask for a new one.');
    await setPasswordHash(tx, consumed.personId, hash);
  });
}
