import {
  burnPasswordCheck,
  type Clock,
  ConflictError,
  hashPassword,
  hashSecretToken,
  type Logger,
  newId,
  newSecretToken,
  passwordProblems,
  RateLimitedError,
  UnauthorizedError,
  ValidationError,
  verifyPassword,
} from '@colloquy/core';
import {
  clearLoginFailures,
  consumeUserToken,
  countLoginFailures,
  countUserTokens,
  type Db,
  deleteSession,
  deleteUserSessions,
  findSession,
  findUserByEmail,
  insertCompany,
  insertSession,
  insertUser,
  insertUserToken,
  listUsers,
  markUserVerified,
  type Queryable,
  recordLoginFailure,
  type SessionRecord,
  setUserPassword,
  type User,
  type UserTokenPurpose,
  userTokenIsLive,
} from '@colloquy/db';
import { z } from 'zod';

/** Queues an e-mail inside the caller's transaction (the mail service's `enqueue`). */
export interface UserMailer {
  enqueue(
    tx: Queryable,
    message: { to: string; subject: string; text: string; companyId: string | null },
  ): Promise<unknown>;
}

export interface UserServiceOptions {
  db: Db;
  clock: Clock;
  logger: Logger;
  mail: UserMailer;
  /** Base of the links in e-mails (COLLOQUY_PUBLIC_URL). */
  publicUrl: string;
  /** Where the dashboard lives under publicUrl. */
  dashboardPath?: string;
}

const HOUR = 3600_000;
const LINK_TTL: Record<UserTokenPurpose, number> = { verify: 24 * HOUR, reset: HOUR, invite: 7 * 24 * HOUR };
const LINKS_PER_HOUR = 3;
const SESSION_TTL = 14 * 24 * HOUR;
/** Failed sign-ins per address in the window before further tries are refused. */
export const LOGIN_ATTEMPTS = 5;
const LOGIN_WINDOW = 15 * 60_000;

const Email = z.email({ message: 'must be an e-mail address' }).max(254);

export interface Session {
  /** The cookie's secret (shown once; the database keeps its hash). */
  token: string;
  csrfToken: string;
  user: User;
  expiresAt: Date;
}

/**
 * Dashboard users: sign-up with e-mail verification, sign-in with a rate limit, sessions, password resets and
 * invitations. Links are single-use and expire; only hashes of passwords, links and session secrets are stored;
 * answers never reveal whether an address has an account.
 */
export class UserService {
  private readonly base: string;

  constructor(private readonly options: UserServiceOptions) {
    this.base = `${options.publicUrl.replace(/\/+$/, '')}${options.dashboardPath ?? '/dashboard'}`;
  }

  /**
   * Creates the company and its owner (unverified) and e-mails the verification link. An address that already
   * has an account gets a notice instead, and the caller sees the same outcome (no account enumeration).
   */
  async signUp(input: {
    email: string;
    company: string;
    password: string;
    name?: string;
  }): Promise<Session | undefined> {
    const email = parseEmail(input.email);
    const company = input.company.trim();
    const issues = [
      ...(company.length === 0 || company.length > 200
        ? [{ field: 'company', message: 'must be 1–200 characters' }]
        : []),
      ...passwordProblems(input.password, [email.split('@')[0] ?? '', company]).map((message) => ({
        field: 'password',
        message,
      })),
    ];
    if (issues.length) throw new ValidationError('Please correct the sign-up form', issues);
    const passwordHash = await hashPassword(input.password);
    const { db, mail } = this.options;
    const created = await db.transaction(async (tx) => {
      const existing = await findUserByEmail(tx, email);
      if (existing) {
        await mail.enqueue(tx, {
          to: existing.email,
          subject: 'Someone tried to sign up with your address',
          text: `Someone (maybe you) tried to create a Colloquy account with this address, which already has one.\n\nSign in: ${this.base}/login\nForgot your password? ${this.base}/forgot\n\nIf it was not you, you can ignore this mail.`,
          companyId: existing.companyId,
        });
        return undefined;
      }
      const companyId = newId('company');
      await insertCompany(tx, { id: companyId, name: company });
      const user = await insertUser(tx, {
        id: newId('user'),
        companyId,
        email,
        name: input.name?.trim() ?? '',
        passwordHash,
        role: 'owner',
      });
      if (!user) throw new ConflictError('That address was just taken');
      await this.sendLink(tx, user, 'verify');
      return user;
    });
    return created && this.startSession(created);
  }

  /** Uses a verification link: the user, verified, or undefined when the link is unknown, used or expired. */
  async verifyEmail(token: string): Promise<User | undefined> {
    return this.options.db.transaction(async (tx) => {
      const user = await consumeUserToken(tx, hashSecretToken(token), 'verify');
      if (!user) return undefined;
      await markUserVerified(tx, user.id);
      return { ...user, emailVerifiedAt: user.emailVerifiedAt ?? this.options.clock.now() };
    });
  }

  /** Sends a fresh verification link (at most three an hour). */
  async resendVerification(user: User): Promise<void> {
    if (user.emailVerifiedAt) return;
    await this.options.db.transaction(async (tx) => {
      await this.limitLinks(tx, user, 'verify');
      await this.sendLink(tx, user, 'verify');
    });
  }

  /** Checks the password (rate-limited per address) and opens a session. */
  async login(emailInput: string, password: string): Promise<Session> {
    const { db, clock } = this.options;
    const email = emailInput.trim().toLowerCase();
    const failures = await countLoginFailures(db, email, new Date(clock.now().getTime() - LOGIN_WINDOW));
    if (failures >= LOGIN_ATTEMPTS) {
      throw new RateLimitedError(
        'Too many failed sign-ins for this address; try again in 15 minutes',
        LOGIN_WINDOW / 1000,
      );
    }
    const user = email.length <= 254 ? await findUserByEmail(db, email) : undefined;
    const ok = user?.passwordHash ? await verifyPassword(password, user.passwordHash) : false;
    if (!user?.passwordHash) await burnPasswordCheck(password);
    if (!user || !ok) {
      await recordLoginFailure(db, email);
      throw new UnauthorizedError('Wrong e-mail address or password');
    }
    return this.startSession(user);
  }

  /** The session a cookie's secret opens, if it is live. */
  session(token: string): Promise<SessionRecord | undefined> {
    return findSession(this.options.db, hashSecretToken(token));
  }

  async logout(token: string): Promise<void> {
    await deleteSession(this.options.db, hashSecretToken(token));
  }

  /** E-mails a reset link when the address has an account; the caller answers the same either way. */
  async requestPasswordReset(emailInput: string): Promise<void> {
    const parsed = Email.safeParse(emailInput.trim());
    if (!parsed.success) return;
    await this.options.db.transaction(async (tx) => {
      const user = await findUserByEmail(tx, parsed.data);
      if (!user) return;
      if ((await countUserTokens(tx, user.id, 'reset', this.hourAgo())) >= LINKS_PER_HOUR) return;
      await this.sendLink(tx, user, 'reset');
    });
  }

  /** Whether a reset or invitation link still works (to show its form). */
  linkIsLive(token: string, purpose: 'reset' | 'invite'): Promise<boolean> {
    return userTokenIsLive(this.options.db, hashSecretToken(token), purpose);
  }

  /**
   * Sets a new password through a reset or invitation link (used once). Every other session of the user ends;
   * the address counts as verified, since the link reached it. Undefined when the link does not work.
   */
  async setPasswordWithLink(
    token: string,
    purpose: 'reset' | 'invite',
    password: string,
  ): Promise<Session | undefined> {
    const problems = passwordProblems(password);
    if (problems.length) {
      throw new ValidationError(
        'Please choose a stronger password',
        problems.map((message) => ({ field: 'password', message })),
      );
    }
    const passwordHash = await hashPassword(password);
    const user = await this.options.db.transaction(async (tx) => {
      const owner = await consumeUserToken(tx, hashSecretToken(token), purpose);
      if (!owner) return undefined;
      await setUserPassword(tx, owner.id, passwordHash);
      await markUserVerified(tx, owner.id);
      await deleteUserSessions(tx, owner.id);
      await clearLoginFailures(tx, owner.email);
      return { ...owner, passwordHash, emailVerifiedAt: owner.emailVerifiedAt ?? this.options.clock.now() };
    });
    return user && this.startSession(user);
  }

  /** Invites a team member by e-mail: they choose a password through the link and join the company. */
  async invite(inviter: User, input: { email: string; name?: string }): Promise<User> {
    const email = parseEmail(input.email);
    return this.options.db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        id: newId('user'),
        companyId: inviter.companyId,
        email,
        name: input.name?.trim() ?? '',
        passwordHash: null,
        role: 'member',
      });
      if (!user) throw new ConflictError(`${email} already has a Colloquy account`);
      await this.sendLink(tx, user, 'invite', inviter);
      return user;
    });
  }

  members(companyId: string): Promise<User[]> {
    return listUsers(this.options.db, companyId);
  }

  private async startSession(user: User): Promise<Session> {
    const { token, hash } = newSecretToken();
    const csrfToken = newSecretToken().token;
    const expiresAt = new Date(this.options.clock.now().getTime() + SESSION_TTL);
    await insertSession(this.options.db, { hash, userId: user.id, csrfToken, expiresAt });
    return { token, csrfToken, user, expiresAt };
  }

  private hourAgo(): Date {
    return new Date(this.options.clock.now().getTime() - HOUR);
  }

  private async limitLinks(tx: Queryable, user: User, purpose: UserTokenPurpose): Promise<void> {
    if ((await countUserTokens(tx, user.id, purpose, this.hourAgo())) >= LINKS_PER_HOUR) {
      throw new RateLimitedError('Three links an hour at most: check your inbox (and spam folder)', 3600);
    }
  }

  private async sendLink(
    tx: Queryable,
    user: User,
    purpose: UserTokenPurpose,
    inviter?: User,
  ): Promise<void> {
    const { token, hash } = newSecretToken();
    const ttl = LINK_TTL[purpose];
    await insertUserToken(tx, {
      hash,
      userId: user.id,
      purpose,
      expiresAt: new Date(this.options.clock.now().getTime() + ttl),
    });
    const link = `${this.base}/${purpose}/${token}`;
    const hours = ttl / HOUR;
    const valid = hours >= 24 ? `${hours / 24} day${hours === 24 ? '' : 's'}` : `${hours} hour`;
    const mail = {
      verify: {
        subject: 'Confirm your e-mail address for Colloquy',
        text: `Welcome to Colloquy!\n\nConfirm your address to start: ${link}\n\nThe link works once, for ${valid}.`,
      },
      reset: {
        subject: 'Reset your Colloquy password',
        text: `Choose a new password: ${link}\n\nThe link works once, for ${valid}. If you did not ask for it, ignore this mail: your password stays as it is.`,
      },
      invite: {
        subject: 'You are invited to Colloquy',
        text: `${inviter?.name || inviter?.email || 'A colleague'} invited you to their company on Colloquy.\n\nChoose your password to join: ${link}\n\nThe link works once, for ${valid}.`,
      },
    }[purpose];
    await this.options.mail.enqueue(tx, { to: user.email, ...mail, companyId: user.companyId });
    this.options.logger.info({ userId: user.id, purpose }, 'link e-mailed');
  }
}

function parseEmail(input: string): string {
  const parsed = Email.safeParse(input.trim());
  if (!parsed.success) {
    throw new ValidationError('Please correct the e-mail address', [
      { field: 'email', message: 'must be an e-mail address' },
    ]);
  }
  return parsed.data.toLowerCase();
}
