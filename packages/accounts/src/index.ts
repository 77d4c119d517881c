export { type Accounts, type AccountsOptions, createAccounts } from './accounts.ts';
export { API_KEY_PREFIX, ApiKeyService, type CreatedApiKey, looksLikeApiKey, type Principal } from './api-keys.ts';
export { createCompany } from './companies.ts';
export { type ClientCredentialsRequest, exchangeClientCredentials, OAuthError } from './oauth.ts';
export { ALL_SCOPES, expandScopes, isScope, type Scope, SCOPES } from './scopes.ts';
export { SIGNING_ALGORITHM, SigningKeyring } from './signing-keys.ts';
export { type IssuedToken, TokenService } from './tokens.ts';
