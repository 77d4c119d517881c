import type { Queryable } from '@colloquy/db';

/** An e-mail to queue (the shape of the channels package's MailMessage). */
export interface OutgoingMail {
  to: string | readonly string[];
  subject: string;
  text: string;
  html?: string;
  attachments?: readonly { filename: string; content: string | Buffer; contentType?: string }[];
  companyId: string;
}

/**
 * The durable mail queue (channels' MailService): `enqueue` records the mail and queues its delivery inside the
 * caller's transaction, so a mail goes out exactly when the work that caused it committed.
 */
export interface MailSender {
  enqueue(tx: Queryable, message: OutgoingMail): Promise<{ id: string }>;
}

/** What the staff tasks need besides the database: the mail queue, links' base URL and the invitations' organiser. */
export interface StaffDeps {
  mail: MailSender;
  /** Base of links in e-mails (COLLOQUY_PUBLIC_URL). */
  publicUrl: string;
  /** ORGANIZER of invitations: the address mail is sent from. */
  organizer: { name: string; email: string };
}

/** The organiser of invitations from a From header: "Colloquy <no-reply@x.test>" or a bare address. */
export function organizerFrom(from: string): { name: string; email: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  if (match) return { name: match[1]?.trim() || 'Colloquy', email: match[2]!.trim() };
  return { name: 'Colloquy', email: from.trim() };
}
