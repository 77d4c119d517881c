import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * Envelope for secrets stored at rest: AES-256-GCM under a key derived from the master key.
 * Format: `v1:<iv b64url>:<tag b64url>:<ciphertext b64url>`.
 */
export function encryptSecret(masterKey: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', deriveKey(masterKey), iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join(':');
}

export function decryptSecret(masterKey: string, envelope: string): string {
  const [version, iv, tag, body] = envelope.split(':');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Unrecognised secret envelope');
  const decipher = createDecipheriv('aes-256-gcm', deriveKey(masterKey), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

function deriveKey(masterKey: string): Buffer {
  return createHash('sha256').update(`colloquy-secret-v1:${masterKey}`).digest();
}

/** Keyed fast hash (HMAC-SHA256, hex) for looking up high-entropy secrets such as API keys. */
export function keyedHash(key: string, value: string): string {
  return createHmac('sha256', key).update(value).digest('hex');
}
