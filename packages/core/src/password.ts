import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 256;
// OWASP's scrypt baseline (N=2^17, r=8, p=1) costs ~128 MB per hash; 2^15 keeps a 2-core server responsive.
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

/** "scrypt$N$r$p$salt$hash" (base64), the only form a password is stored in. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, 32, SCRYPT);
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

/** Whether `password` matches a stored hash; false for anything that is not one (in constant time per hash). */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = (stored ?? '').split('$');
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

/** Spends the time of one verification, so an unknown account answers as slowly as a wrong password. */
export async function burnPasswordCheck(password: string): Promise<void> {
  await scryptAsync(password, Buffer.alloc(16), 32, SCRYPT);
}

const COMMON = new Set([
  'password1234',
  '123456789012',
  'qwertyuiopas',
  'passwordpassword',
  'letmein12345',
  'iloveyou1234',
  'welcome12345',
  'administrator',
  'changeme1234',
]);

/** Why a new password is too weak (empty when it is fine): length, variety, common and personal passwords. */
export function passwordProblems(password: string, personal: readonly string[] = []): string[] {
  const problems: string[] = [];
  if (password.length < MIN_PASSWORD_LENGTH)
    problems.push(`must be at least ${MIN_PASSWORD_LENGTH} characters`);
  if (password.length > MAX_PASSWORD_LENGTH)
    problems.push(`must be at most ${MAX_PASSWORD_LENGTH} characters`);
  if (new Set(password).size < 5) problems.push('must use more than a few different characters');
  const lower = password.toLowerCase();
  if (COMMON.has(lower)) problems.push('is a commonly used password');
  for (const word of personal) {
    const w = word.toLowerCase().trim();
    if (w.length >= 4 && lower.includes(w)) {
      problems.push('must not contain your e-mail address or company name');
      break;
    }
  }
  return problems;
}

/** A secret for a link or cookie (32 random bytes, URL-safe) and the SHA-256 that is all the database keeps. */
export function newSecretToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashSecretToken(token) };
}

export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
