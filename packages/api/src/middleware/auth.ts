import { type Accounts, looksLikeApiKey, type Scope } from '@colloquy/accounts';
import { ForbiddenError, UnauthorizedError } from '@colloquy/core';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';

function bearerToken(c: Context, expected: string): string {
  const header = c.req.header('Authorization');
  if (!header)
    throw new UnauthorizedError(`Missing Authorization header: send "Authorization: Bearer <${expected}>"`);
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1])
    throw new UnauthorizedError(`Malformed Authorization header: expected "Bearer <${expected}>"`);
  return match[1];
}

/** /v1: `Authorization: Bearer <API key>`, except under `publicPrefixes` (third parties with their own auth). */
export function apiKeyAuth(
  accounts: Accounts,
  publicPrefixes: readonly string[] = [],
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (publicPrefixes.some((prefix) => c.req.path.startsWith(prefix))) return next();
    const token = bearerToken(c, 'API key');
    if (!looksLikeApiKey(token)) {
      throw new UnauthorizedError('/v1 takes an API key (cq_…); access tokens are for /v2');
    }
    const principal = await accounts.apiKeys.verify(token);
    c.set('auth', {
      companyId: principal.companyId,
      keyId: principal.keyId,
      scopes: principal.scopes,
      via: 'api_key',
    });
    await next();
  };
}

/** /v2: `Authorization: Bearer <JWT>` from /oauth/token, and nothing else. */
export function accessTokenAuth(accounts: Accounts): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerToken(c, 'access token');
    if (looksLikeApiKey(token)) {
      throw new UnauthorizedError(
        '/v2 takes an access token, not an API key: exchange the key at POST /oauth/token (grant_type=client_credentials, client_id=<key id>, client_secret=<API key>)',
      );
    }
    const principal = await accounts.tokens.verify(token);
    await accounts.apiKeys.assertActive(principal.keyId);
    c.set('auth', {
      companyId: principal.companyId,
      keyId: principal.keyId,
      scopes: principal.scopes,
      via: 'access_token',
    });
    await next();
  };
}

/** Refuses callers whose key or token lacks `scope`. */
export function requireScope(scope: Scope): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!c.get('auth').scopes.includes(scope)) {
      throw new ForbiddenError(`This credential lacks the ${scope} scope`);
    }
    await next();
  };
}
