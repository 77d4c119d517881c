import { type Clock, decryptSecret, encryptSecret, type Logger, newId } from '@colloquy/core';
import {
  type Db,
  deleteExpiredSigningKeys,
  insertSigningKey,
  listPublishedSigningKeys,
  retireSigningKeysExcept,
  type SigningKeyRecord,
} from '@colloquy/db';
import { exportJWK, exportPKCS8, generateKeyPair, importJWK, importPKCS8, type JWK } from 'jose';

type CryptoKey = Awaited<ReturnType<typeof importPKCS8>>;

export const SIGNING_ALGORITHM = 'EdDSA';

export interface KeyringOptions {
  db: Db;
  masterKey: string;
  clock: Clock;
  logger: Logger;
  /** Longest token lifetime: a retired key stays published this long (plus skew) so its tokens verify. */
  tokenTtlSeconds: number;
  /** A key older than this is replaced by the rotation job. */
  rotateAfterDays?: number;
}

interface LoadedKey {
  record: SigningKeyRecord;
  publicKey: CryptoKey;
  privateKey?: CryptoKey;
}

const CLOCK_SKEW_SECONDS = 300;

/**
 * The JWT signing keys (Ed25519). Private keys are stored encrypted with the master key; every process
 * reads the same set from the database and refreshes it, so rotation on one is seen by all.
 */
export class SigningKeyring {
  readonly #options: KeyringOptions;
  #keys: LoadedKey[] = [];
  #loadedAt = 0;
  #loading: Promise<void> | undefined;

  constructor(options: KeyringOptions) {
    this.#options = options;
  }

  get #now(): Date {
    return this.#options.clock.now();
  }

  /** Loads the published keys, creating the first one on a new installation. */
  async load(): Promise<void> {
    this.#loading ??= (async () => {
      let records = await listPublishedSigningKeys(this.#options.db, this.#now);
      if (!records.some((r) => !r.retiredAt)) {
        await this.#createKey();
        records = await listPublishedSigningKeys(this.#options.db, this.#now);
      }
      this.#keys = await Promise.all(records.map((record) => this.#import(record)));
      this.#loadedAt = Date.now();
    })().finally(() => {
      this.#loading = undefined;
    });
    return this.#loading;
  }

  /** Keys are re-read at most this often unless a token names a key we have not seen. */
  async #fresh(maxAgeMs = 60_000): Promise<void> {
    if (Date.now() - this.#loadedAt > maxAgeMs) await this.load();
  }

  async activeKey(): Promise<{ kid: string; privateKey: CryptoKey }> {
    await this.#fresh();
    const active = this.#keys.find((k) => !k.record.retiredAt && k.privateKey);
    if (!active?.privateKey) throw new Error('No active signing key');
    return { kid: active.record.id, privateKey: active.privateKey };
  }

  /** The public key for `kid`, reloading once (at most every 5 s) when it is unknown, e.g. just rotated elsewhere. */
  async publicKey(kid: string): Promise<CryptoKey | undefined> {
    await this.#fresh();
    let found = this.#keys.find((k) => k.record.id === kid);
    if (!found) {
      await this.#fresh(5000);
      found = this.#keys.find((k) => k.record.id === kid);
    }
    return found?.publicKey;
  }

  async jwks(): Promise<{ keys: JWK[] }> {
    await this.#fresh();
    return {
      keys: this.#keys.map((k) => ({
        ...(k.record.publicJwk as JWK),
        kid: k.record.id,
        alg: k.record.algorithm,
        use: 'sig',
      })),
    };
  }

  /** Replaces the active key now; the old ones keep verifying until their tokens have expired. */
  async rotate(): Promise<string> {
    const record = await this.#createKey();
    const expiresAt = new Date(
      this.#now.getTime() + (this.#options.tokenTtlSeconds + CLOCK_SKEW_SECONDS) * 1000,
    );
    await retireSigningKeysExcept(this.#options.db, record.id, this.#now, expiresAt);
    await this.load();
    return record.id;
  }

  /** The maintenance job: rotate when the active key is old, and delete keys no token can need. */
  async maintain(): Promise<{ rotated: string | undefined; deleted: number }> {
    await this.load();
    const active = this.#keys.find((k) => !k.record.retiredAt);
    const maxAgeMs = (this.#options.rotateAfterDays ?? 30) * 86_400_000;
    const rotated =
      !active || this.#now.getTime() - active.record.createdAt.getTime() >= maxAgeMs
        ? await this.rotate()
        : undefined;
    const deleted = await deleteExpiredSigningKeys(this.#options.db, this.#now);
    if (deleted) await this.load();
    return { rotated, deleted };
  }

  async #createKey(): Promise<SigningKeyRecord> {
    const { publicKey, privateKey } = await generateKeyPair(SIGNING_ALGORITHM, {
      crv: 'Ed25519',
      extractable: true,
    });
    const record = await insertSigningKey(this.#options.db, {
      id: newId('signingKey'),
      algorithm: SIGNING_ALGORITHM,
      publicJwk: { ...(await exportJWK(publicKey)) },
      privateKey: encryptSecret(this.#options.masterKey, await exportPKCS8(privateKey)),
      createdAt: this.#now,
    });
    this.#options.logger.info({ kid: record.id }, 'created JWT signing key');
    return record;
  }

  async #import(record: SigningKeyRecord): Promise<LoadedKey> {
    const publicKey = (await importJWK(record.publicJwk as JWK, record.algorithm)) as CryptoKey;
    if (record.retiredAt) return { record, publicKey };
    let privateKey: CryptoKey | undefined;
    try {
      privateKey = await importPKCS8(
        decryptSecret(this.#options.masterKey, record.privateKey),
        record.algorithm,
      );
    } catch (error) {
      // A key encrypted under another master key: it still verifies, but this process cannot sign with it.
      this.#options.logger.error(
        { err: error, kid: record.id },
        'cannot decrypt signing key: is COLLOQUY_MASTER_KEY the same on every process?',
      );
    }
    return { record, publicKey, ...(privateKey ? { privateKey } : {}) };
  }
}
