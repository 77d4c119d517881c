import {
  BlockedDestinationError,
  type DestinationPolicy,
  decryptSecret,
  encryptSecret,
  NotFoundError,
  resolveAllowed,
  ValidationError,
} from '@colloquy/core';
import {
  type Db,
  deleteSmtpSettings,
  findSmtpSettings,
  type SmtpSettingsRecord,
  saveSmtpSettings,
} from '@colloquy/db';
import type { Transporter } from 'nodemailer';
import { pinnedSmtpUrl, smtpPolicy, smtpTransport } from './mail.ts';

export interface SmtpSettingsInput {
  host: string;
  port: number;
  username?: string | null | undefined;
  /** Omitted: keep the stored password (when the username stays the same). */
  password?: string | null | undefined;
  /** TLS from the first byte (`smtps://`, usually port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  /** The From of the company's mail, e.g. `Acme <hello@acme.test>`. */
  from: string;
}

export interface SmtpSettingsView {
  source: 'company' | 'instance' | 'outbox';
  host: string | null;
  port: number | null;
  username: string | null;
  password_hint: string | null;
  secure: boolean | null;
  from: string | null;
  updated_at: string | null;
}

/** A company's own SMTP server: stored encrypted, shown without its password, tried with a test mail. */
export class SmtpSettings {
  private readonly policy: DestinationPolicy;
  constructor(
    private readonly options: {
      db: Db;
      masterKey: string;
      /** The instance's SMTP_URL and From, used when the company has no server of its own. */
      instance: { smtpUrl?: string | undefined; from: string };
      /** COLLOQUY_SMTP_ALLOWLIST entries: the private hosts, addresses or CIDRs companies' servers may be on. */
      allowlist?: readonly string[] | undefined;
      timeoutMs?: number;
    },
  ) {
    this.policy = smtpPolicy(options.allowlist);
  }

  async view(companyId: string): Promise<SmtpSettingsView> {
    const own = await findSmtpSettings(this.options.db, companyId);
    if (!own) {
      return {
        source: this.options.instance.smtpUrl ? 'instance' : 'outbox',
        host: null,
        port: null,
        username: null,
        password_hint: null,
        secure: null,
        from: null,
        updated_at: null,
      };
    }
    return toView(own);
  }

  async save(companyId: string, input: SmtpSettingsInput): Promise<SmtpSettingsView> {
    const { db, masterKey } = this.options;
    await this.checkHost(input.host);
    let password = input.password ?? null;
    if (input.password === undefined) {
      const stored = await findSmtpSettings(db, companyId);
      if (stored && stored.username === (input.username ?? null)) {
        password =
          decodeURIComponent(new URL(decryptSecret(masterKey, stored.urlEncrypted)).password) || null;
      }
    }
    const auth = input.username
      ? `${encodeURIComponent(input.username)}${password ? `:${encodeURIComponent(password)}` : ''}@`
      : '';
    const url = `${input.secure ? 'smtps' : 'smtp'}://${auth}${input.host}:${input.port}`;
    const saved = await saveSmtpSettings(db, {
      companyId,
      urlEncrypted: encryptSecret(masterKey, url),
      host: input.host,
      port: input.port,
      username: input.username ?? null,
      passwordHint: password ? password.slice(-4) : null,
      secure: input.secure,
      fromAddress: input.from,
    });
    return toView(saved);
  }

  /**
   * Refuses a host that is, or resolves to, a private, loopback or metadata address (unless allowlisted): the
   * service would otherwise connect to its own network for a tenant. A name that does not resolve yet is kept;
   * every send resolves and checks it again.
   */
  private async checkHost(host: string): Promise<void> {
    try {
      await resolveAllowed(this.policy, host);
    } catch (error) {
      if (!(error instanceof BlockedDestinationError)) return;
      throw new ValidationError(`host ${error.message}`, [{ field: 'host', message: error.message }]);
    }
  }

  async clear(companyId: string): Promise<void> {
    if (!(await deleteSmtpSettings(this.options.db, companyId))) {
      throw new NotFoundError('This company has no SMTP settings of its own');
    }
  }

  /**
   * Sends a test mail to `to` now (not queued) through the server the company's mail goes out by — its own, else
   * the instance's: the answer says whether it worked and, if not, what the server said.
   */
  async test(companyId: string, to: string): Promise<{ ok: boolean; host: string | null; error?: string }> {
    const own = await findSmtpSettings(this.options.db, companyId);
    const url = own ? decryptSecret(this.options.masterKey, own.urlEncrypted) : this.options.instance.smtpUrl;
    if (!url) {
      return { ok: false, host: null, error: 'No SMTP server is configured: mail is kept in the dev outbox' };
    }
    const host = new URL(url).host;
    let transport: Transporter | undefined;
    try {
      // Only the company's server is checked: SMTP_URL is the operator's own.
      const target = own ? await pinnedSmtpUrl(this.policy, url) : { url, servername: undefined };
      transport = smtpTransport(target.url, this.options.timeoutMs, target.servername);
      await transport.sendMail({
        from: own?.fromAddress ?? this.options.instance.from,
        to,
        subject: 'Colloquy test mail',
        text: `This is a test of the mail settings of your Colloquy company (${host}). It works.`,
      });
      return { ok: true, host };
    } catch (error) {
      return {
        ok: false,
        host,
        error: (error instanceof Error ? error.message : String(error)).slice(0, 300),
      };
    } finally {
      transport?.close();
    }
  }
}

function toView(s: SmtpSettingsRecord): SmtpSettingsView {
  return {
    source: 'company',
    host: s.host,
    port: s.port,
    username: s.username,
    password_hint: s.passwordHint,
    secure: s.secure,
    from: s.fromAddress,
    updated_at: s.updatedAt.toISOString(),
  };
}
