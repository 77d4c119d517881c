export { type Accounts, type AccountsOptions, createAccounts } from './accounts.ts';
export {
  API_KEY_PREFIX,
  ApiKeyService,
  type CreatedApiKey,
  looksLikeApiKey,
  type Principal,
} from './api-keys.ts';
export { createCompany, updateCompanyName } from './companies.ts';
export {
  MAX_RECORDS_PER_UPDATE,
  type RecordInput,
  recordInputSchema,
  saveDataRecords,
} from './data-records.ts';
export { type ClientCredentialsRequest, exchangeClientCredentials, OAuthError } from './oauth.ts';
export { RecordCache, type RecordCacheOptions } from './record-cache.ts';
export { ALL_SCOPES, expandScopes, isScope, SCOPES, type Scope } from './scopes.ts';
export { SIGNING_ALGORITHM, SigningKeyring } from './signing-keys.ts';
export { type IssuedToken, TokenService } from './tokens.ts';
export {
  LOGIN_ATTEMPTS,
  type Session,
  type UserMailer,
  UserService,
  type UserServiceOptions,
} from './users.ts';
