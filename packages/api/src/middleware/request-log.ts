import type { Logger } from '@colloquy/core';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';

/** Gives each request a child logger carrying its id and writes one line per request when it ends. */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const log = logger.child({ requestId: c.get('requestId') });
    c.set('logger', log);
    const started = performance.now();
    await next();
    const status = c.res.status;
    const line = {
      method: c.req.method,
      path: c.req.path,
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      company: c.get('auth')?.companyId,
    };
    if (status >= 500) log.error(line, 'request failed');
    else log.info(line, 'request');
  };
}
