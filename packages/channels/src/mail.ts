import type { Logger } from '@colloquy/core';
import { newId } from '@colloquy/core';
import { type Db, insertMail, type MailRecord } from '@colloquy/db';
import nodemailer from 'nodemailer';

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
  /** The company the mail is sent for (null: the service's own mail). */
  companyId?: string | null;
}

export interface Mailer {
  /** Sends over SMTP, or keeps it in the dev outbox without SMTP; either way the mail is recorded. */
  send(message: MailMessage): Promise<MailRecord>;
  close(): void;
}

export interface MailerOptions {
  db: Db;
  logger: Logger;
  /** `smtp://user:pass@host:port` (`smtps://` for TLS from the start); absent: the dev outbox. */
  smtpUrl?: string | undefined;
  from: string;
  /** Per attempt, connecting and sending. */
  timeoutMs?: number;
}

/**
 * E-mail for invitations, approvals, reset links and notices. With SMTP_URL it is delivered over SMTP; without, it
 * is kept in the `mail_outbox` table (the dev outbox) and logged, so nothing is silently dropped. The SMTP URL,
 * with its password, is never logged.
 */
export function createMailer(options: MailerOptions): Mailer {
  const timeout = options.timeoutMs ?? 15_000;
  const transport = options.smtpUrl
    ? nodemailer.createTransport({
        url: options.smtpUrl,
        connectionTimeout: timeout,
        greetingTimeout: timeout,
        socketTimeout: timeout,
      })
    : undefined;
  const host = options.smtpUrl ? new URL(options.smtpUrl).host : undefined;
  return {
    async send(message) {
      const recipients = typeof message.to === 'string' ? [message.to] : [...message.to];
      const attachments = (message.attachments ?? []).map((a) => ({
        filename: a.filename,
        contentType: a.contentType ?? 'application/octet-stream',
        content: Buffer.from(a.content).toString('base64'),
      }));
      let messageId: string | null = null;
      if (transport) {
        const info = await transport.sendMail({
          from: options.from,
          to: recipients,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          attachments: attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: Buffer.from(a.content, 'base64'),
          })),
        });
        messageId = info.messageId ?? null;
      }
      const record = await insertMail(options.db, {
        id: newId('mail'),
        companyId: message.companyId ?? null,
        recipients,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html ?? null,
        attachments,
        via: transport ? 'smtp' : 'outbox',
        messageId,
      });
      options.logger.info(
        {
          mailId: record.id,
          to: recipients,
          subject: message.subject,
          via: record.via,
          ...(host ? { host } : {}),
        },
        transport ? 'mail sent' : 'mail kept in the dev outbox (no SMTP_URL)',
      );
      return record;
    },
    close() {
      transport?.close();
    },
  };
}
