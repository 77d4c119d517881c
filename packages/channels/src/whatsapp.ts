import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Checks `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body under the app secret>` in constant time.
 * The raw bytes matter: re-serialised JSON would not match.
 */
export function verifyWhatsAppSignature(
  rawBody: Uint8Array,
  header: string | undefined,
  appSecret: string,
): boolean {
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header?.trim() ?? '');
  if (!match?.[1]) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(match[1], 'hex'));
}

/** The signature header Meta would send for `rawBody` (tests sign payloads with it). */
export function signWhatsAppPayload(rawBody: string | Uint8Array, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

export interface WhatsAppInbound {
  phoneNumberId: string;
  /** The sender's WhatsApp id (their phone number, digits only). */
  from: string;
  messageId: string;
  type: string;
  /** The text to answer, or null for a type we cannot read (image, audio, location…). */
  text: string | null;
  profileName: string | null;
  timestamp: string | null;
}

export interface WhatsAppStatus {
  phoneNumberId: string;
  messageId: string;
  status: string;
  recipient: string | null;
  timestamp: string | null;
  errors: unknown[];
}

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/** The phone number ids a webhook payload is addressed to (to find the app secrets that may have signed it). */
export function whatsAppPhoneNumberIds(payload: unknown): string[] {
  const ids = new Set<string>();
  for (const entry of arr(obj(payload).entry)) {
    for (const change of arr(obj(entry).changes)) {
      const id = str(obj(obj(obj(change).value).metadata).phone_number_id);
      if (id) ids.add(id);
    }
  }
  return [...ids];
}

/** The readable text of a message: text bodies, and the titles of button and list replies. */
function textOf(message: Json): string | null {
  switch (message.type) {
    case 'text':
      return str(obj(message.text).body);
    case 'button':
      return str(obj(message.button).text);
    case 'interactive': {
      const interactive = obj(message.interactive);
      return str(obj(interactive.button_reply).title) ?? str(obj(interactive.list_reply).title);
    }
    default:
      return null;
  }
}

/** Every message and status update in a Cloud API webhook payload (`entry[].changes[].value`). */
export function parseWhatsAppPayload(payload: unknown): {
  messages: WhatsAppInbound[];
  statuses: WhatsAppStatus[];
} {
  const messages: WhatsAppInbound[] = [];
  const statuses: WhatsAppStatus[] = [];
  for (const entry of arr(obj(payload).entry)) {
    for (const change of arr(obj(entry).changes)) {
      const value = obj(obj(change).value);
      const phoneNumberId = str(obj(value.metadata).phone_number_id);
      if (!phoneNumberId) continue;
      const names = new Map<string, string>();
      for (const contact of arr(value.contacts)) {
        const c = obj(contact);
        const id = str(c.wa_id);
        const name = str(obj(c.profile).name);
        if (id && name) names.set(id, name);
      }
      for (const raw of arr(value.messages)) {
        const message = obj(raw);
        const from = str(message.from);
        const messageId = str(message.id);
        if (!from || !messageId) continue;
        messages.push({
          phoneNumberId,
          from,
          messageId,
          type: str(message.type) ?? 'unknown',
          text: textOf(message),
          profileName: names.get(from) ?? null,
          timestamp: str(message.timestamp),
        });
      }
      for (const raw of arr(value.statuses)) {
        const status = obj(raw);
        const messageId = str(status.id);
        const name = str(status.status);
        if (!messageId || !name) continue;
        statuses.push({
          phoneNumberId,
          messageId,
          status: name,
          recipient: str(status.recipient_id),
          timestamp: str(status.timestamp),
          errors: arr(status.errors),
        });
      }
    }
  }
  return { messages, statuses };
}

export interface WhatsAppSendOptions {
  /** WHATSAPP_GRAPH_URL, e.g. https://graph.facebook.com */
  graphUrl: string;
  apiVersion: string;
  phoneNumberId: string;
  accessToken: string;
  to: string;
  text: string;
  timeoutMs?: number;
}

/** WhatsApp caps a text body at 4096 characters. */
const MAX_TEXT = 4096;

/** Sends a text through the Cloud API (`POST /{version}/{phone_number_id}/messages`); returns the wamid. */
export async function sendWhatsAppText(options: WhatsAppSendOptions): Promise<string> {
  const url = `${options.graphUrl.replace(/\/+$/, '')}/${options.apiVersion}/${encodeURIComponent(options.phoneNumberId)}/messages`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { Authorization: `Bearer ${options.accessToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: options.to,
      type: 'text',
      text: { preview_url: false, body: options.text.slice(0, MAX_TEXT) },
    }),
    signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
  });
  const body = obj(await response.json().catch(() => ({})));
  if (!response.ok) {
    const error = obj(body.error);
    throw new Error(
      `WhatsApp Graph API answered ${response.status}: ${str(error.message) ?? 'no error message'} (code ${String(error.code ?? '?')})`,
    );
  }
  const id = str(obj(arr(body.messages)[0]).id);
  if (!id) throw new Error('WhatsApp Graph API answered without a message id');
  return id;
}
