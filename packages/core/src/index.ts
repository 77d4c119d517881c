export { Batcher } from './batcher.ts';
export { BoundedMap } from './bounded-map.ts';
export { type Clock, systemClock } from './clock.ts';
export { type Config, ConfigError, configSchema, loadConfig } from './config.ts';
export { decryptSecret, encryptSecret, keyedHash } from './crypto.ts';
export {
  BlockedDestinationError,
  bareHost,
  type DestinationPolicy,
  guardedLookup,
  isAllowlistedHost,
  isForbiddenAddress,
  literalAddressProblem,
  parseAllowlist,
  resolveAllowed,
} from './destinations.ts';
export {
  AppError,
  type AppErrorOptions,
  ConflictError,
  type ErrorCode,
  type FieldIssue,
  ForbiddenError,
  InvalidRequestError,
  isAppError,
  NotFoundError,
  RateLimitedError,
  UnauthorizedError,
  UnavailableError,
  ValidationError,
} from './errors.ts';
export { ID_PREFIXES, type IdKind, newId, randomToken } from './ids.ts';
export { createLogger, type Logger, type LoggerOptions, REDACTED_PATHS, unredacted } from './logger.ts';
export {
  burnPasswordCheck,
  hashPassword,
  hashSecretToken,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  newSecretToken,
  passwordProblems,
  verifyPassword,
} from './password.ts';
