import { randomBytes } from 'node:crypto';

/** Prefixes of every public id. A prefix says what an id names, so a wrong id fails loudly. */
export const ID_PREFIXES = {
  company: 'cmp',
  apiKey: 'key',
  signingKey: 'sig',
  record: 'rec',
  assistant: 'asst',
  conversation: 'conv',
  message: 'msg',
  knowledge: 'kb',
  task: 'task',
  ticket: 'tkt',
  quote: 'quote',
  screening: 'scr',
  reviewDataset: 'rvw',
  event: 'evt',
  webhook: 'whk',
  mail: 'mail',
  webhookDelivery: 'dlv',
  person: 'per',
  team: 'team',
  busyTime: 'busy',
  meeting: 'mtg',
  leaveRequest: 'leave',
  passwordReset: 'pwr',
  channel: 'chn',
  channelMessage: 'cmsg',
  user: 'usr',
} as const;

export type IdKind = keyof typeof ID_PREFIXES;

// Crockford's base32 without the ambiguous letters: 32 symbols, so one byte masked to 5 bits has no bias.
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/** A random token of `length` base32 characters (5 bits each). */
export function randomToken(length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) out += ALPHABET[byte & 31];
  return out;
}

/** A new id such as `cmp_7k2m…` (20 random characters, 100 bits). */
export function newId(kind: IdKind): string {
  return `${ID_PREFIXES[kind]}_${randomToken(20)}`;
}
