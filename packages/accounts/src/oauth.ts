import { AppError, isAppError } from '@colloquy/core';
import type { ApiKeyService } from './api-keys.ts';
import { isScope, SCOPES, type Scope } from './scopes.ts';
import type { IssuedToken, TokenService } from './tokens.ts';

/** An error of RFC 6749 §5.2, e.g. invalid_client or unsupported_grant_type. */
export class OAuthError extends AppError {
  constructor(code: string, message: string, status = 400) {
    super(code, message, { status });
  }
}

export interface ClientCredentialsRequest {
  grantType: string | undefined;
  clientId: string | undefined;
  clientSecret: string | undefined;
  scope: string | undefined;
}

/** OAuth 2.0 client credentials grant (RFC 6749 §4.4): client_id is the key id, client_secret the API key. */
export async function exchangeClientCredentials(
  deps: { apiKeys: ApiKeyService; tokens: TokenService },
  request: ClientCredentialsRequest,
): Promise<IssuedToken> {
  if (!request.grantType)
    throw new OAuthError('invalid_request', 'grant_type is required (use client_credentials)');
  if (request.grantType !== 'client_credentials') {
    throw new OAuthError(
      'unsupported_grant_type',
      `grant_type ${request.grantType} is not supported; use client_credentials`,
    );
  }
  if (!request.clientId || !request.clientSecret) {
    throw new OAuthError(
      'invalid_client',
      'Client authentication failed: send client_id (the API key id) and client_secret (the API key)',
      401,
    );
  }
  let principal: Awaited<ReturnType<ApiKeyService['verify']>>;
  try {
    principal = await deps.apiKeys.verify(request.clientSecret);
  } catch (error) {
    if (isAppError(error) && error.status === 401) {
      throw new OAuthError('invalid_client', `Client authentication failed: ${error.message}`, 401);
    }
    throw error;
  }
  if (principal.keyId !== request.clientId) {
    throw new OAuthError(
      'invalid_client',
      'Client authentication failed: client_id does not match the API key',
      401,
    );
  }
  let scopes: Scope[] = principal.scopes;
  if (request.scope?.trim()) {
    const requested = request.scope.trim().split(/\s+/);
    const unknown = requested.filter((s) => !isScope(s));
    if (unknown.length) {
      throw new OAuthError(
        'invalid_scope',
        `Unknown scope ${unknown.join(', ')}; valid scopes: ${SCOPES.join(' ')}`,
      );
    }
    const denied = requested.filter((s) => !principal.scopes.includes(s as Scope));
    if (denied.length)
      throw new OAuthError('invalid_scope', `This API key does not grant ${denied.join(', ')}`);
    scopes = requested as Scope[];
  }
  return deps.tokens.issue({ ...principal, scopes });
}
