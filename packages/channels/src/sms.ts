import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Twilio's request signature: base64 HMAC-SHA1, under the auth token, of the full URL the provider called followed
 * by every POST parameter as name + value, sorted by name.
 */
export function twilioSignature(url: string, params: Record<string, string>, authToken: string): string {
  const data =
    url +
    Object.keys(params)
      .sort()
      .map((key) => key + params[key])
      .join('');
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

/** Checks `X-Twilio-Signature` in constant time. */
export function verifyTwilioSignature(
  url: string,
  params: Record<string, string>,
  header: string | undefined,
  authToken: string,
): boolean {
  if (!header) return false;
  const expected = Buffer.from(twilioSignature(url, params, authToken));
  const given = Buffer.from(header.trim());
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export interface SmsInbound {
  accountSid: string;
  from: string;
  to: string;
  messageSid: string;
  body: string;
  /** Media attachments (MMS), which the assistant cannot read. */
  media: number;
}

/** The fields of a Twilio-style inbound SMS webhook; undefined when a required one is missing. */
export function parseSmsWebhook(params: Record<string, string>): SmsInbound | undefined {
  const { AccountSid, From, To, MessageSid, SmsMessageSid } = params;
  const sid = MessageSid ?? SmsMessageSid;
  if (!AccountSid || !From || !To || !sid) return undefined;
  return {
    accountSid: AccountSid,
    from: From,
    to: To,
    messageSid: sid,
    body: params.Body ?? '',
    media: Number(params.NumMedia ?? 0) || 0,
  };
}

/** An empty TwiML answer: the reply is sent later through the Messages API, not inline. */
export const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

export interface SmsSendOptions {
  /** SMS_API_URL, e.g. https://api.twilio.com */
  apiUrl: string;
  accountSid: string;
  authToken: string;
  from: string;
  to: string;
  text: string;
  timeoutMs?: number;
}

/** Sends an SMS in the Messages API shape (`POST /2010-04-01/Accounts/{sid}/Messages.json`); returns its sid. */
export async function sendSms(options: SmsSendOptions): Promise<string> {
  const url = `${options.apiUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const auth = Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64');
  const response = await fetch(url, {
    method: 'POST',
    headers: { Authorization: `Basic ${auth}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ To: options.to, From: options.from, Body: options.text }).toString(),
    signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
  });
  const body = (await response.json().catch(() => ({}))) as {
    sid?: unknown;
    message?: unknown;
    code?: unknown;
  };
  if (!response.ok) {
    throw new Error(
      `SMS API answered ${response.status}: ${typeof body.message === 'string' ? body.message : 'no error message'} (code ${String(body.code ?? '?')})`,
    );
  }
  if (typeof body.sid !== 'string') throw new Error('SMS API answered without a message sid');
  return body.sid;
}
