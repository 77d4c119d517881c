import { createHash } from 'node:crypto';
import { type AddressObject, simpleParser } from 'mailparser';

export interface InboundEmail {
  /** The sender's address, lower-cased (Reply-To when given, else From). */
  from: string;
  fromName: string | null;
  /** Every address the message was sent to (To, Cc, Delivered-To, X-Original-To), lower-cased. */
  recipients: string[];
  subject: string;
  /** The new text of the message, without the quoted earlier mail below it. */
  text: string;
  /** Its Message-ID (`<…>`); a hash of the raw message when it has none. */
  messageId: string;
  /** The thread so far: References, else In-Reply-To. */
  references: string[];
  /** How many attachments came with it (the assistant reads only text). */
  attachments: number;
  /** Sent by a machine (Auto-Submitted, a bounce or an auto-reply): never answered, so mail loops cannot start. */
  automatic: boolean;
}

function addresses(field: AddressObject | AddressObject[] | undefined): { address: string; name: string }[] {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((o) =>
    o.value.flatMap((a) => (a.address ? [{ address: a.address.toLowerCase(), name: a.name }] : [])),
  );
}

function headerAddresses(value: unknown): string[] {
  const text = typeof value === 'string' ? value : Array.isArray(value) ? value.join(',') : '';
  return [...text.matchAll(/[^\s<>,;"]+@[^\s<>,;"]+/g)].map((m) => m[0].toLowerCase());
}

/** Cuts the quoted earlier mail a reply carries (`> …` lines and everything after "On … wrote:"). */
export function stripQuoted(text: string): string {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  const kept: string[] = [];
  for (const line of lines) {
    if (/^On .+wrote:\s*$/.test(line.trim()) || /^-{2,}\s*Original Message\s*-{2,}$/i.test(line.trim()))
      break;
    if (line.startsWith('>')) continue;
    kept.push(line);
  }
  return kept.join('\n').trim();
}

/** Parses a raw MIME message (`message/rfc822`) into what an assistant needs to answer it. */
export async function parseInboundEmail(raw: Buffer): Promise<InboundEmail> {
  const mail = await simpleParser(raw, { skipHtmlToText: false, skipTextLinks: true });
  const sender = addresses(mail.replyTo)[0] ?? addresses(mail.from)[0];
  const recipients = new Set([
    ...addresses(mail.to).map((a) => a.address),
    ...addresses(mail.cc).map((a) => a.address),
    ...headerAddresses(mail.headers.get('delivered-to')),
    ...headerAddresses(mail.headers.get('x-original-to')),
  ]);
  const references =
    typeof mail.references === 'string'
      ? [mail.references]
      : (mail.references ?? (mail.inReplyTo ? [mail.inReplyTo] : []));
  return {
    from: sender?.address ?? '',
    fromName: sender?.name || null,
    recipients: [...recipients],
    subject: mail.subject ?? '',
    text: stripQuoted(mail.text ?? ''),
    messageId:
      mail.messageId ?? `<${createHash('sha256').update(raw).digest('hex').slice(0, 32)}@colloquy.inbound>`,
    references,
    attachments: mail.attachments.length,
    automatic: isAutomatic(mail.headers),
  };
}

function isAutomatic(headers: Map<string, unknown>): boolean {
  const autoSubmitted = String(headers.get('auto-submitted') ?? 'no').toLowerCase();
  const precedence = String(headers.get('precedence') ?? '').toLowerCase();
  return autoSubmitted !== 'no' || ['bulk', 'junk', 'auto_reply'].includes(precedence);
}

/** `Re: <subject>`, without piling up prefixes. */
export function replySubject(subject: string): string {
  const trimmed = subject.trim();
  if (!trimmed) return 'Re: your message';
  return /^re:/i.test(trimmed) ? trimmed : `Re: ${trimmed}`;
}

/** The headers that keep a reply in its thread (RFC 5322 §3.6.4). */
export function threadHeaders(messageId: string, references: readonly string[]): Record<string, string> {
  const chain = [...references.filter((r) => r !== messageId), messageId].slice(-20);
  return { 'In-Reply-To': messageId, References: chain.join(' ') };
}
