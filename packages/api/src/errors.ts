import { AppError, type FieldIssue, isAppError, ValidationError } from '@colloquy/core';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';
import type { AppEnv } from './context.ts';

export interface ErrorBody {
  error: string;
  message: string;
  details?: unknown;
}

export function errorResponse(c: Context, error: AppError): Response {
  const body: ErrorBody = { error: error.code, message: error.message };
  if (error.details !== undefined) body.details = error.details;
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  return c.json(body, error.status as ContentfulStatusCode);
}

const HTTP_CODES: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/** The one place errors become HTTP: known errors keep their status, anything else is a 500 with the request id. */
export function handleError(error: Error, c: Context<AppEnv>): Response {
  if (isAppError(error)) return errorResponse(c, error);
  if (error instanceof HTTPException && error.status < 500) {
    const code = HTTP_CODES[error.status] ?? 'invalid_request';
    return errorResponse(c, new AppError(code, error.message || code, { status: error.status }));
  }
  const requestId = c.get('requestId');
  c.get('logger').error({ err: error, requestId }, 'unhandled error');
  return errorResponse(
    c,
    new AppError(
      'internal_error',
      `Something went wrong on our side. Quote request id ${requestId} when reporting it.`,
    ),
  );
}

const TARGET_LABEL: Record<string, string> = {
  query: 'query parameter',
  param: 'path parameter',
  header: 'header',
  cookie: 'cookie',
  form: 'form field',
  json: 'body field',
};

export function issuesOf(error: ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || '(body)',
    message: issue.code === 'invalid_type' ? typeMessage(issue.expected, issue.message) : issue.message,
  }));
}

/** "is required" for a missing field, "must be a string (got a number)" for one of the wrong type. */
function typeMessage(expected: string, message: string): string {
  // (zod says what it received only in its message: "Invalid input: expected string, received number".)
  const received = /received (\w+)$/.exec(message)?.[1];
  if (received === undefined || received === 'undefined') return 'is required';
  const article = (word: string) => (/^[aeiou]/.test(word) ? `an ${word}` : `a ${word}`);
  return `must be ${article(expected)} (got ${received === 'null' ? 'null' : article(received)})`;
}

/** The zod hook for every route: request parts other than the body are 400, body fields 422. */
export function validationHook(result: { success: boolean; error?: ZodError; target: string }): void {
  if (result.success || !result.error) return;
  const issues = issuesOf(result.error);
  const label = TARGET_LABEL[result.target] ?? result.target;
  const summary = issues.map((i) => `${i.field} ${i.message} (${label})`).join('; ');
  if (result.target === 'json' || result.target === 'form') throw new ValidationError(summary, issues);
  throw new AppError('invalid_request', summary, { status: 400, details: { issues } });
}
