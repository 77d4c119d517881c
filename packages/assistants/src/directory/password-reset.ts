import {
  AppError,
  hashPassword,
  hashSecretToken,
  MIN_PASSWORD_LENGTH,
  NotFoundError,
  ValidationError,
} from '@colloquy/core';
import { consumePasswordResetToken, type Db, findPasswordResetToken, setPasswordHash } from '@colloquy/db';

/** How long a reset link works. */
export const RESET_TTL_MINUTES = 60;

/** A used or expired link: 410, with a sentence the page shows. */
export class ResetLinkGoneError extends AppError {
  constructor(message: string) {
    super('reset_link_gone', message, { status: 410 });
  }
}

/** Whether a reset link can still be used; throws the reason (404 unknown, 410 used or expired) when not. */
export async function checkResetToken(db: Db, token: string, now: Date): Promise<void> {
  const found = await findPasswordResetToken(db, hashSecretToken(token));
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
    const consumed = await consumePasswordResetToken(tx, hashSecretToken(token), now);
    // Another request used it in the meantime.
    if (!consumed) throw new ResetLinkGoneError('This reset link has already been used. Ask for a new one.');
    await setPasswordHash(tx, consumed.personId, hash);
  });
}
