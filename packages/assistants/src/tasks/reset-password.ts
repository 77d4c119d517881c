import { createHash } from 'node:crypto';
import { newId, newSecretToken, RateLimitedError } from '@colloquy/core';
import {
  countPasswordResets,
  findPeopleByName,
  findPersonByEmail,
  insertPasswordReset,
  insertTicket,
  type PersonRecord,
  type Queryable,
} from '@colloquy/db';
import { z } from 'zod';
import type { StaffDeps } from '../directory/mail.ts';
import { RESET_TTL_MINUTES } from '../directory/password-reset.ts';
import { isEmail } from '../directory/people.ts';
import { defineTask } from './registry.ts';

/** Reset requests per account (known or not) per hour. */
export const RESETS_PER_HOUR = 3;

const ANSWER = {
  status: 'requested',
  message: `If that account is in the directory, a reset link is on its way to its e-mail address. The link works once, for ${RESET_TTL_MINUTES} minutes.`,
} as const;

/** The one person an address or a name stands for; anything else (nobody, several) is treated as unknown. */
async function lookUp(db: Queryable, companyId: string, who: string): Promise<PersonRecord | undefined> {
  if (isEmail(who)) return findPersonByEmail(db, companyId, who);
  const matches = await findPeopleByName(db, companyId, who);
  return matches.length === 1 ? matches[0] : undefined;
}

/**
 * `reset_password`: e-mails a single-use link that expires (only its hash is stored) and opens an IT ticket.
 * Known and unknown accounts get the same answer, and the rate limit counts requests per requested account
 * whether it exists or not, so neither tells anyone which accounts exist.
 */
export function resetPasswordTask(staff: StaffDeps) {
  return defineTask({
    name: 'reset_password',
    description: "Sends a password reset link to an employee's e-mail address and logs it with IT.",
    examples: [
      'reset my password',
      'I forgot my password',
      'I am locked out of my account',
      'I need a new password',
      'password reset',
    ],
    parameters: z
      .object({
        email: z.string().trim().max(320).optional().describe('The e-mail address of the account'),
        user: z.string().trim().max(200).optional().describe('Or the name of the account holder'),
      })
      .superRefine((p, ctx) => {
        if (!p.email && !p.user)
          ctx.addIssue({ code: 'custom', path: ['email'], message: 'give email or user' });
      }),
    prompts: { email: 'What is the e-mail address of the account?' },
    async run(params, { companyId, db, clock }) {
      const who = (params.email || params.user || '').trim();
      const now = clock.now();
      const subjectHash = createHash('sha256').update(`${companyId}:${who.toLowerCase()}`).digest('hex');
      const recent = await countPasswordResets(
        db,
        companyId,
        subjectHash,
        new Date(now.getTime() - 3600_000),
      );
      if (recent.count >= RESETS_PER_HOUR) {
        const retry = recent.oldest ? (recent.oldest.getTime() + 3600_000 - now.getTime()) / 1000 : 3600;
        throw new RateLimitedError(
          `Too many reset requests for this account: at most ${RESETS_PER_HOUR} an hour. Try again later.`,
          retry,
        );
      }
      const person = await lookUp(db, companyId, who);
      const expiresAt = new Date(now.getTime() + RESET_TTL_MINUTES * 60_000);
      const token = person ? newSecretToken() : undefined;
      await insertPasswordReset(db, {
        id: newId('passwordReset'),
        companyId,
        subjectHash,
        personId: person?.id ?? null,
        tokenHash: token?.hash ?? null,
        expiresAt,
      });
      if (person && token) {
        const link = `${staff.publicUrl}/reset-password/${token.token}`;
        await staff.mail.enqueue(db, {
          companyId,
          to: person.email,
          subject: 'Reset your password',
          text: [
            `Hello ${person.name},`,
            '',
            'Someone (we hope you) asked to reset your password. Choose a new one here:',
            link,
            '',
            `The link works once and expires in ${RESET_TTL_MINUTES} minutes. If you did not ask, ignore this e-mail and tell IT.`,
          ].join('\n'),
        });
        await insertTicket(db, {
          id: newId('ticket'),
          companyId,
          title: `Password reset requested for ${person.name}`,
          description: `A single-use reset link was e-mailed to ${person.email}; it expires at ${expiresAt.toISOString()}.`,
          category: 'access',
          priority: 'normal',
          requester: person.email,
        });
      }
      return { ...ANSWER };
    },
    summarize: (r) => r.message,
  });
}
