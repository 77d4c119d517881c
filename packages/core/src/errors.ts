/** Machine-readable error codes. Snake_case and transport-free; the API maps them to HTTP statuses. */
export type ErrorCode =
  | 'invalid_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'company_not_found'
  | 'assistant_not_found'
  | 'method_not_allowed'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'validation_failed'
  | 'rate_limited'
  | 'not_implemented'
  | 'internal_error'
  | 'unavailable'
  | (string & {});

export interface FieldIssue {
  field: string;
  message: string;
}

export interface AppErrorOptions {
  status?: number;
  cause?: unknown;
  details?: unknown;
  headers?: Record<string, string>;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: unknown;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, message: string, options: AppErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.name = new.target.name;
    this.code = code;
    this.status = options.status ?? 500;
    this.details = options.details;
    this.headers = options.headers ?? {};
  }
}

export class InvalidRequestError extends AppError {
  constructor(message: string, options: AppErrorOptions = {}) {
    super('invalid_request', message, { status: 400, ...options });
  }
}

export class ValidationError extends AppError {
  readonly issues: FieldIssue[];
  constructor(message: string, issues: FieldIssue[] = [], options: AppErrorOptions = {}) {
    super('validation_failed', message, { status: 422, details: { issues }, ...options });
    this.issues = issues;
  }
}

export class UnauthorizedError extends AppError {
  constructor(message: string, options: AppErrorOptions = {}) {
    super('unauthorized', message, {
      status: 401,
      ...options,
      headers: { 'WWW-Authenticate': 'Bearer', ...options.headers },
    });
  }
}

export class ForbiddenError extends AppError {
  constructor(message: string, options: AppErrorOptions = {}) {
    super('forbidden', message, { status: 403, ...options });
  }
}

export class NotFoundError extends AppError {
  constructor(message: string, code: ErrorCode = 'not_found', options: AppErrorOptions = {}) {
    super(code, message, { status: 404, ...options });
  }
}

export class ConflictError extends AppError {
  constructor(message: string, options: AppErrorOptions = {}) {
    super('conflict', message, { status: 409, ...options });
  }
}

export class RateLimitedError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number) {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    super('rate_limited', message, { status: 429, headers: { 'Retry-After': String(seconds) } });
    this.retryAfterSeconds = seconds;
  }
}

export class UnavailableError extends AppError {
  constructor(message: string, options: AppErrorOptions = {}) {
    super('unavailable', message, { status: 503, ...options });
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
