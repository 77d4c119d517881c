import {
  BoundedMap,
  type Clock,
  keyedHash,
  type Logger,
  NotFoundError,
  newId,
  randomToken,
  UnauthorizedError,
  ValidationError,
} from '@colloquy/core';
import {
  type ApiKeyRecord,
  type Db,
  findApiKey,
  findApiKeyByHash,
  findCompany,
  getOrCreateInstanceSecret,
  insertApiKey,
  listApiKeys,
  revokeApiKey,
  touchApiKey,
} from '@colloquy/db';
import { ALL_SCOPES, expandScopes, isScope, SCOPES, type Scope } from './scopes.ts';

export const API_KEY_PREFIX = 'cq_';
const API_KEY_PATTERN = /^cq_[0-9a-z]{40}$/;

export function looksLikeApiKey(token: string): boolean {
  return token.startsWith(API_KEY_PREFIX);
}

export interface CreatedApiKey {
  key: ApiKeyRecord;
  /** The secret itself: shown once, never stored. */
  apiKey: string;
}

export interface Principal {
  companyId: string;
  keyId: string;
  scopes: Scope[];
}

export interface ApiKeyServiceOptions {
  db: Db;
  clock: Clock;
  logger: Logger;
  /** How long a verified key is trusted before the database is asked again (bounds revocation delay). */
  cacheTtlMs?: number;
  /** last_used_at is written at most this often per key. */
  touchIntervalMs?: number;
}

interface CacheEntry {
  key: ApiKeyRecord | undefined;
  until: number;
  principal?: Principal & { key: ApiKeyRecord };
}

/**
 * API keys: 200-bit random secrets, looked up by their keyed hash (HMAC-SHA256 with a per-installation
 * pepper), so verifying one costs a hash and, at most every few seconds per key, one indexed query.
 */
export class ApiKeyService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #logger: Logger;
  readonly #cacheTtlMs: number;
  readonly #touchIntervalMs: number;
  // Bounded: a flood of unknown keys must not grow memory without limit.
  readonly #cache = new BoundedMap<string, CacheEntry>(10_000);
  #pepper: string | undefined;

  constructor(options: ApiKeyServiceOptions) {
    this.#db = options.db;
    this.#clock = options.clock;
    this.#logger = options.logger;
    this.#cacheTtlMs = options.cacheTtlMs ?? 5000;
    this.#touchIntervalMs = options.touchIntervalMs ?? 60_000;
  }

  async #hash(apiKey: string): Promise<string> {
    this.#pepper ??= await getOrCreateInstanceSecret(this.#db, 'api_key_pepper', () => randomToken(52));
    return keyedHash(this.#pepper, apiKey);
  }

  async create(input: { companyId: string; name?: string; scopes?: string[] }): Promise<CreatedApiKey> {
    const company = await findCompany(this.#db, input.companyId);
    if (!company) throw new NotFoundError(`Company ${input.companyId} not found`, 'company_not_found');
    const scopes = input.scopes?.length ? input.scopes : [ALL_SCOPES];
    const unknown = scopes.filter((s) => s !== ALL_SCOPES && !isScope(s));
    if (unknown.length) {
      throw new ValidationError(`Unknown scope ${unknown.join(', ')}; valid scopes: ${SCOPES.join(', ')}`, [
        { field: 'scopes', message: `unknown scope ${unknown.join(', ')}` },
      ]);
    }
    const apiKey = `${API_KEY_PREFIX}${randomToken(40)}`;
    const key = await insertApiKey(this.#db, {
      id: newId('apiKey'),
      companyId: company.id,
      name: input.name?.trim() ?? '',
      keyHash: await this.#hash(apiKey),
      keyHint: apiKey.slice(-4),
      scopes,
    });
    return { key, apiKey };
  }

  list(companyId: string): Promise<ApiKeyRecord[]> {
    return listApiKeys(this.#db, companyId);
  }

  /** Revokes a key; with `companyId`, only that company's key (others read as not found). */
  async revoke(keyId: string, companyId?: string): Promise<ApiKeyRecord> {
    const key = await revokeApiKey(this.#db, keyId, companyId, this.#clock.now());
    if (!key) throw new NotFoundError(`API key ${keyId} not found`);
    for (const [cacheKey, entry] of this.#cache) if (entry.key?.id === keyId) this.#cache.delete(cacheKey);
    return key;
  }

  /** The key's owner and scopes, or UnauthorizedError. Secret comparison happens in the hash lookup. */
  async verify(apiKey: string): Promise<Principal & { key: ApiKeyRecord }> {
    if (!API_KEY_PATTERN.test(apiKey)) throw new UnauthorizedError('Malformed API key');
    const now = this.#clock.now().getTime();
    // Keyed by the presented key for the cache lifetime only, so a hit costs no HMAC.
    let entry = this.#cache.get(apiKey);
    if (!entry || entry.until <= now) {
      entry = {
        key: await findApiKeyByHash(this.#db, await this.#hash(apiKey)),
        until: now + this.#cacheTtlMs,
      };
      this.#cache.set(apiKey, entry);
    }
    const key = entry.key;
    if (!key) throw new UnauthorizedError('Unknown API key');
    if (key.revokedAt) throw new UnauthorizedError('This API key has been revoked');
    if (!key.lastUsedAt || now - key.lastUsedAt.getTime() >= this.#touchIntervalMs) {
      key.lastUsedAt = new Date(now);
      touchApiKey(this.#db, key.id, key.lastUsedAt).catch((error) =>
        this.#logger.warn({ err: error, keyId: key.id }, 'could not record API key use'),
      );
    }
    entry.principal ??= { companyId: key.companyId, keyId: key.id, scopes: expandScopes(key.scopes), key };
    return entry.principal;
  }

  /** Throws unless key `keyId` exists and is not revoked (cached like verify): tokens die with their key. */
  async assertActive(keyId: string): Promise<void> {
    const now = this.#clock.now().getTime();
    const cacheKey = `id:${keyId}`;
    let entry = this.#cache.get(cacheKey);
    if (!entry || entry.until <= now) {
      entry = { key: await findApiKey(this.#db, keyId), until: now + this.#cacheTtlMs };
      this.#cache.set(cacheKey, entry);
    }
    if (!entry.key) throw new UnauthorizedError('The API key behind this access token no longer exists');
    if (entry.key.revokedAt)
      throw new UnauthorizedError('The API key behind this access token has been revoked');
  }
}
