import { createLogger } from '@colloquy/core';
import { createTestDatabase, type TestDatabase, testBackends } from '@colloquy/db/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { type Accounts, createAccounts } from './accounts.ts';
import { createCompany } from './companies.ts';
import { exchangeClientCredentials } from './oauth.ts';

const logger = createLogger({ level: 'silent' });

function movableClock(start = Date.parse('2026-06-01T00:00:00Z')) {
  let now = start;
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

describe.each(testBackends())('accounts on %s', (backend) => {
  let database: TestDatabase;
  afterEach(() => database?.drop());

  async function setup(
    clock = movableClock(),
  ): Promise<{ accounts: Accounts; clock: ReturnType<typeof movableClock> }> {
    database = await createTestDatabase(backend);
    const accounts = await createAccounts({
      db: database.db,
      clock,
      logger,
      masterKey: 'test-master-key-0123456789',
      issuer: 'http://colloquy.test',
      tokenTtlSeconds: 3600,
      apiKeyCacheTtlMs: 1000,
    });
    return { accounts, clock };
  }

  it('stores only a hash of the API key and verifies it', async () => {
    const { accounts } = await setup();
    const company = await createCompany({ db: database.db, name: 'Acme' });
    const { key, apiKey } = await accounts.apiKeys.create({ companyId: company.id, name: 'ci' });
    expect(apiKey).toMatch(/^cq_[0-9a-z]{40}$/);
    const rows = await database.db.query<Record<string, unknown>>('SELECT * FROM api_keys');
    expect(JSON.stringify(rows)).not.toContain(apiKey);
    const principal = await accounts.apiKeys.verify(apiKey);
    expect(principal).toMatchObject({ companyId: company.id, keyId: key.id });
    expect(principal.scopes).toContain('data:read');
    // A different last character (a fixed "x" is the key itself once in 32 runs).
    const wrong = `${apiKey.slice(0, -1)}${apiKey.endsWith('x') ? 'y' : 'x'}`;
    await expect(accounts.apiKeys.verify(wrong)).rejects.toMatchObject({ status: 401 });
    // Use is recorded (written behind the request, at most once a minute per key).
    let lastUsed: Date | null = null;
    for (let i = 0; i < 50 && !lastUsed; i++) {
      [{ last_used_at: lastUsed } = { last_used_at: null }] = await database.db.query<{
        last_used_at: Date | null;
      }>('SELECT last_used_at FROM api_keys WHERE id = $1', [key.id]);
      if (!lastUsed) await new Promise((r) => setTimeout(r, 20));
    }
    expect(lastUsed).not.toBeNull();
  });

  it('honours a revocation made by another process within the cache lifetime', async () => {
    const { accounts, clock } = await setup();
    const company = await createCompany({ db: database.db, name: 'Acme' });
    const { key, apiKey } = await accounts.apiKeys.create({ companyId: company.id });
    await accounts.apiKeys.verify(apiKey);
    // Another process revokes the key behind this one's back.
    await database.db.query('UPDATE api_keys SET revoked_at = now() WHERE id = $1', [key.id]);
    await expect(accounts.apiKeys.verify(apiKey)).resolves.toBeTruthy(); // still cached
    clock.advance(1001);
    await expect(accounts.apiKeys.verify(apiKey)).rejects.toThrow(/revoked/);
  });

  it('issues JWTs through client credentials and rejects bad clients per RFC 6749', async () => {
    const { accounts, clock } = await setup();
    const company = await createCompany({ db: database.db, name: 'Acme' });
    const { key, apiKey } = await accounts.apiKeys.create({ companyId: company.id });
    const base = {
      grantType: 'client_credentials',
      clientId: key.id,
      clientSecret: apiKey,
      scope: undefined,
    };
    const issued = await exchangeClientCredentials(accounts, base);
    expect(issued).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    const claims = await accounts.tokens.verify(issued.access_token);
    expect(claims).toMatchObject({ companyId: company.id, keyId: key.id });

    await expect(
      exchangeClientCredentials(accounts, { ...base, grantType: 'password' }),
    ).rejects.toMatchObject({
      code: 'unsupported_grant_type',
    });
    await expect(
      exchangeClientCredentials(accounts, { ...base, clientId: 'key_other' }),
    ).rejects.toMatchObject({
      code: 'invalid_client',
      status: 401,
    });
    await expect(
      exchangeClientCredentials(accounts, { ...base, scope: 'data:read nope' }),
    ).rejects.toMatchObject({
      code: 'invalid_scope',
    });
    const narrow = await exchangeClientCredentials(accounts, { ...base, scope: 'data:read' });
    expect((await accounts.tokens.verify(narrow.access_token)).scopes).toEqual(['data:read']);

    clock.advance(3601_000);
    await expect(accounts.tokens.verify(issued.access_token)).rejects.toThrow(/expired/);
  });

  it('rotates signing keys and keeps old tokens verifiable until they expire', async () => {
    const { accounts, clock } = await setup();
    const company = await createCompany({ db: database.db, name: 'Acme' });
    const principal = { companyId: company.id, keyId: 'key_x', scopes: [] };
    const before = await accounts.tokens.issue(principal);
    expect((await accounts.keyring.maintain()).rotated).toBeUndefined();
    clock.advance(31 * 86_400_000 - 1800_000);
    const old = await accounts.tokens.issue(principal);
    clock.advance(1800_000);
    const { rotated } = await accounts.keyring.maintain();
    expect(rotated).toMatch(/^sig_/);
    expect((await accounts.keyring.jwks()).keys).toHaveLength(2);
    await expect(accounts.tokens.verify(old.access_token)).resolves.toMatchObject({ companyId: company.id });
    const fresh = await accounts.tokens.issue(principal);
    expect(fresh.access_token).not.toEqual(before.access_token);
    clock.advance(3600_000 + 301_000);
    expect((await accounts.keyring.maintain()).deleted).toBe(1);
    expect((await accounts.keyring.jwks()).keys.map((k) => k.kid)).toEqual([rotated]);
    await expect(accounts.tokens.verify(old.access_token)).rejects.toThrow(/expired/);
    const latest = await accounts.tokens.issue(principal);
    await expect(accounts.tokens.verify(latest.access_token)).resolves.toMatchObject({
      companyId: company.id,
    });
  });
});
