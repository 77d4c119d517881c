import { type Logger, unredacted } from '@colloquy/core';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';

/** Writes one line per request, with its id, when it ends. */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  // Access lines carry only the fields below (never headers, bodies or query strings).
  const access = unredacted(logger);
  return async (c, next) => {
    // No child logger per request: on the hot path it costs more than the line itself.
    c.set('logger', logger);
    const started = performance.now();
    await next();
    const status = c.res.status;
    const line = {
      requestId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      company: c.get('auth')?.companyId,
    };
    if (status >= 500) access.error(line, 'request failed');
    else access.info(line, 'request');
  };
}
