import type { Clock, Logger } from '@colloquy/core';
import type { Db } from '@colloquy/db';
import { ApiKeyService } from './api-keys.ts';
import { SigningKeyring } from './signing-keys.ts';
import { TokenService } from './tokens.ts';

export interface AccountsOptions {
  db: Db;
  clock: Clock;
  logger: Logger;
  masterKey: string;
  /** Base URL of this service: the JWT issuer. */
  issuer: string;
  tokenTtlSeconds: number;
  apiKeyCacheTtlMs?: number;
}

export interface Accounts {
  apiKeys: ApiKeyService;
  keyring: SigningKeyring;
  tokens: TokenService;
}

/** Wires the credential services on one database; loads (or creates) the signing keys. */
export async function createAccounts(options: AccountsOptions): Promise<Accounts> {
  const { db, clock, logger } = options;
  const apiKeys = new ApiKeyService({ db, clock, logger, cacheTtlMs: options.apiKeyCacheTtlMs });
  const keyring = new SigningKeyring({
    db,
    clock,
    logger,
    masterKey: options.masterKey,
    tokenTtlSeconds: options.tokenTtlSeconds,
  });
  await keyring.load();
  const tokens = new TokenService({
    keyring,
    clock,
    issuer: options.issuer,
    audience: `${options.issuer}/v2`,
    ttlSeconds: options.tokenTtlSeconds,
  });
  return { apiKeys, keyring, tokens };
}
