import { AppError } from '@colloquy/core';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../context.ts';

const JSON_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;
const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Bodies on the JSON API must be JSON (415 otherwise) and at most `maxBytes` (413). */
export function jsonBody(maxBytes: number): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new AppError('payload_too_large', `Request body exceeds the limit of ${maxBytes} bytes`, {
        status: 413,
      });
    },
  });
  return async (c, next) => {
    if (!METHODS_WITH_BODY.has(c.req.method)) return next();
    const length = c.req.header('Content-Length');
    const hasBody =
      (length !== undefined && length !== '0') || c.req.header('Transfer-Encoding') !== undefined;
    if (hasBody) {
      const type = c.req.header('Content-Type');
      if (!type || !JSON_TYPE.test(type)) {
        throw new AppError(
          'unsupported_media_type',
          `Content-Type must be application/json (got ${type ?? 'none'})`,
          {
            status: 415,
          },
        );
      }
    }
    return limit(c, next);
  };
}
