import { AppError } from '@colloquy/core';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../context.ts';

const JSON_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;
const MULTIPART_TYPE = /^multipart\/form-data\s*;/i;
const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function limitOf(maxBytes: number): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new AppError('payload_too_large', `Request body exceeds the limit of ${maxBytes} bytes`, {
        status: 413,
      });
    },
  });
}

export interface UploadRoutes {
  /** Paths that take multipart/form-data file uploads instead of JSON. */
  paths: RegExp[];
  maxBytes: number;
  /** Upload paths that also take an application/json body (up to the upload limit). */
  jsonToo?: RegExp[];
  /** Upload paths that also take a raw body of one type (ICS imports take `text/calendar`). */
  rawToo?: { path: RegExp; type: RegExp }[];
  /** Upload paths with a larger limit of their own (a batch of up to 500 résumés). */
  larger?: { path: RegExp; maxBytes: number }[];
}

/**
 * Bodies on the JSON API must be JSON (415 otherwise) and at most `maxBytes` (413); upload routes take
 * multipart/form-data up to their own limit.
 */
export function jsonBody(
  maxBytes: number,
  uploads: UploadRoutes = { paths: [], maxBytes: 0 },
): MiddlewareHandler<AppEnv> {
  const json = limitOf(maxBytes);
  const standard = limitOf(uploads.maxBytes);
  const larger = (uploads.larger ?? []).map((l) => ({ path: l.path, limit: limitOf(l.maxBytes) }));
  return async (c, next) => {
    if (!METHODS_WITH_BODY.has(c.req.method)) return next();
    const isUpload = uploads.paths.some((p) => p.test(c.req.path));
    const upload = larger.find((l) => l.path.test(c.req.path))?.limit ?? standard;
    const length = c.req.header('Content-Length');
    const hasBody =
      (length !== undefined && length !== '0') || c.req.header('Transfer-Encoding') !== undefined;
    const type = c.req.header('Content-Type');
    if (isUpload) {
      const takesJson = uploads.jsonToo?.some((p) => p.test(c.req.path)) ?? false;
      if (takesJson && type && JSON_TYPE.test(type)) return upload(c, next);
      if (type && uploads.rawToo?.some((r) => r.path.test(c.req.path) && r.type.test(type)))
        return upload(c, next);
      if (!type || !MULTIPART_TYPE.test(type)) {
        throw new AppError(
          'unsupported_media_type',
          `Content-Type must be multipart/form-data${takesJson ? ' or application/json' : ''} (got ${type ?? 'none'})`,
          {
            status: 415,
          },
        );
      }
      return upload(c, next);
    }
    if (hasBody && (!type || !JSON_TYPE.test(type))) {
      throw new AppError(
        'unsupported_media_type',
        `Content-Type must be application/json (got ${type ?? 'none'})`,
        {
          status: 415,
        },
      );
    }
    return json(c, next);
  };
}
