import type { DestinationPolicy, Logger } from '@colloquy/core';
import { BoundedMap, bareHost, decryptSecret, newId, parseAllowlist, resolveAllowed } from '@colloquy/core';
import {
  type Db,
  findSmtpSettings,
  getMail,
  insertMail,
  listMail,
  type MailRecord,
  type MailStatus,
  markMail,
  type Queryable,
  type SmtpSettingsRecord,
} from '@colloquy/db';
import { defineJob, type JobDefinition } from '@colloquy/jobs';
import nodemailer, { type Transporter } from 'nodemailer';
import { z } from 'zod';

export const MAIL_JOB = 'mail.send';
/** Delivery attempts before a mail is marked failed (pg-boss retries with backoff between them). */
const ATTEMPTS = 6;

export interface MailAttachment {
  filename: string;
  content: string | Buffer;
  contentType?: string;
}

export interface MailMessage {
  to: string | readonly string[];
  subject: string;
  text: string;
  html?: string;
  attachments?: readonly MailAttachment[];
  /** Extra headers, e.g. `In-Reply-To` and `References` so a reply stays in its thread, or `Reply-To`. */
  headers?: Record<string, string>;
  /** The company the mail is sent for (null: the service's own mail). */
  companyId?: string | null;
}

/** What queues the delivery job: the job runner, or anything with its `enqueue`. */
export interface MailQueue {
  enqueue(name: string, payload: unknown, options?: { tx?: Queryable }): Promise<string>;
}

export interface MailServiceOptions {
  db: Db;
  logger: Logger;
  /** `smtp://user:pass@host:port` (`smtps://` for TLS from the start); absent: the dev outbox. */
  smtpUrl?: string | undefined;
  from: string;
  /** Without a queue (a process that runs no jobs) mail stays queued until a worker's process delivers it. */
  queue?: MailQueue | undefined;
  /** Per attempt, connecting and sending. */
  timeoutMs?: number;
  /** Decrypts companies' own SMTP settings (`PUT /v1/settings/smtp`); without it only SMTP_URL is used. */
  masterKey?: string;
  /**
   * COLLOQUY_SMTP_ALLOWLIST entries: private hosts, addresses or CIDRs companies' own servers may be on. SMTP_URL
   * is the operator's and is never checked.
   */
  smtpAllowlist?: readonly string[] | undefined;
}

/** The policy for companies' own SMTP servers, from COLLOQUY_SMTP_ALLOWLIST entries. */
export function smtpPolicy(allowlist: readonly string[] = []): DestinationPolicy {
  return parseAllowlist(allowlist, 'COLLOQUY_SMTP_ALLOWLIST');
}

/**
 * Where to connect for a company's own server `url`: its host resolved now and checked against `policy`, put in
 * the URL in place of the name, so the connection goes to the address that was checked and a name that now
 * answers 127.0.0.1 (DNS rebinding) is refused. TLS still presents and verifies the name (`servername`).
 * Throws BlockedDestinationError.
 */
export async function pinnedSmtpUrl(
  policy: DestinationPolicy,
  url: string,
): Promise<{ url: string; address: string; servername: string | undefined }> {
  const parsed = new URL(url);
  const name = bareHost(parsed.hostname);
  const [first] = await resolveAllowed(policy, name);
  if (!first) throw new Error(`${name} has no address`);
  if (first.address === name) return { url, address: first.address, servername: undefined };
  parsed.hostname = first.family === 6 ? `[${first.address}]` : first.address;
  return { url: parsed.toString(), address: first.address, servername: name };
}

/** A nodemailer transport for `smtp(s)://user:pass@host:port`, with one time limit for connecting and sending. */
export function smtpTransport(url: string, timeoutMs = 15_000, servername?: string): Transporter {
  return nodemailer.createTransport({
    url,
    // The name TLS presents and verifies when `url` holds the address it resolved to (pinnedSmtpUrl).
    ...(servername ? { servername } : {}),
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
}

/** Where one mail goes out: the company's own SMTP server, the instance's, or none (the dev outbox). */
interface Route {
  transport: Transporter;
  from: string;
  host: string;
}

/**
 * E-mail for invitations, approvals, reset links and notices. `enqueue` records the mail inside the caller's
 * transaction and queues its delivery in the same transaction, so a mail exists exactly when the work that caused
 * it committed. The `mail.send` job delivers it over SMTP (SMTP_URL) with retries, or — without SMTP — keeps it in
 * the dev outbox (`mail_outbox`, `GET /v1/mail`), so nothing is silently dropped. The SMTP password is never logged.
 */
export class MailService {
  private readonly instance: Route | undefined;
  /** Transports of companies' own servers, keyed by encrypted URL and checked address (either changing is a new key). */
  private readonly companyTransports = new BoundedMap<string, Transporter>(200);
  private readonly policy: DestinationPolicy;

  constructor(private readonly options: MailServiceOptions) {
    this.policy = smtpPolicy(options.smtpAllowlist);
    this.instance = options.smtpUrl
      ? {
          transport: smtpTransport(options.smtpUrl, options.timeoutMs),
          from: options.from,
          host: new URL(options.smtpUrl).host,
        }
      : undefined;
  }

  /** The company's own SMTP settings, when it set them (and this process can decrypt them). */
  private async companySettings(companyId: string | null): Promise<SmtpSettingsRecord | undefined> {
    return companyId && this.options.masterKey ? findSmtpSettings(this.options.db, companyId) : undefined;
  }

  /** A route through the company's own server, its host checked again now (throws BlockedDestinationError). */
  private async companyRoute(own: SmtpSettingsRecord): Promise<Route> {
    const target = await pinnedSmtpUrl(this.policy, decryptSecret(this.options.masterKey!, own.urlEncrypted));
    // Keyed by the address too: when the name moves to another (allowed) address, a new transport follows it.
    const key = `${own.urlEncrypted} ${target.address}`;
    let transport = this.companyTransports.get(key);
    if (!transport) {
      transport = smtpTransport(target.url, this.options.timeoutMs, target.servername);
      this.companyTransports.set(key, transport);
    }
    return { transport, from: own.fromAddress, host: `${own.host}:${own.port}` };
  }

  /** Records `message` as queued in `tx` and queues its delivery there too. */
  async enqueue(tx: Queryable, message: MailMessage): Promise<MailRecord> {
    const recipients = typeof message.to === 'string' ? [message.to] : [...message.to];
    const record = await insertMail(tx, {
      id: newId('mail'),
      companyId: message.companyId ?? null,
      recipients,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html ?? null,
      attachments: (message.attachments ?? []).map((a) => ({
        filename: a.filename,
        contentType: a.contentType ?? 'application/octet-stream',
        content: Buffer.from(a.content).toString('base64'),
      })),
      ...(message.headers ? { headers: message.headers } : {}),
    });
    if (this.options.queue) await this.options.queue.enqueue(MAIL_JOB, { mail_id: record.id }, { tx });
    else this.options.logger.warn({ mailId: record.id }, 'mail queued, but this process runs no jobs');
    return record;
  }

  /** Sends one queued mail now. Idempotent: a mail that already left is not sent again. */
  async deliver(id: string, final = false): Promise<MailRecord | undefined> {
    const { db, logger } = this.options;
    const mail = await getMail(db, id);
    if (mail?.status !== 'queued') return mail;
    const own = await this.companySettings(mail.companyId);
    if (!own && !this.instance) {
      await markMail(db, id, { status: 'kept', via: 'outbox', messageId: null });
      logger.info(
        { mailId: id, to: mail.recipients, subject: mail.subject },
        'mail kept in the dev outbox (no SMTP_URL)',
      );
      return getMail(db, id);
    }
    const host = own ? `${own.host}:${own.port}` : this.instance!.host;
    try {
      const route = own ? await this.companyRoute(own) : this.instance!;
      const info = await route.transport.sendMail({
        from: route.from,
        to: mail.recipients,
        subject: mail.subject,
        text: mail.textBody,
        ...(mail.htmlBody ? { html: mail.htmlBody } : {}),
        ...(Object.keys(mail.headers).length ? { headers: mail.headers } : {}),
        attachments: mail.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.content, 'base64'),
        })),
      });
      await markMail(db, id, { status: 'sent', via: 'smtp', messageId: info.messageId ?? null });
      logger.info({ mailId: id, to: mail.recipients, subject: mail.subject, host }, 'mail sent');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await markMail(db, id, { status: final ? 'failed' : 'queued', error: reason.slice(0, 500) });
      logger.warn({ mailId: id, host, err: reason, final }, 'mail delivery failed');
      throw error;
    }
    return getMail(db, id);
  }

  /** The delivery job: retried with backoff; the last failure marks the mail failed. */
  job(): JobDefinition {
    return defineJob({
      name: MAIL_JOB,
      schema: z.object({ mail_id: z.string() }),
      retry: { limit: ATTEMPTS - 1, delaySeconds: 5, backoff: true },
      handler: async ({ mail_id }, { retryCount }) => {
        const mail = await this.deliver(mail_id, retryCount >= ATTEMPTS - 1);
        return { status: mail?.status ?? 'missing' };
      },
    });
  }

  list(
    companyId: string | null,
    options: { limit?: number; status?: MailStatus } = {},
  ): Promise<MailRecord[]> {
    return listMail(this.options.db, companyId, options);
  }

  close(): void {
    this.instance?.transport.close();
    for (const transport of this.companyTransports.values()) transport.close();
    this.companyTransports.clear();
  }
}
