import { AppError } from '@colloquy/core';
import type { Context, Hono } from 'hono';
import type { AppEnv } from './context.ts';
import { errorResponse } from './errors.ts';

interface CompiledRoute {
  pattern: RegExp;
  method: string;
}

function compile(path: string): RegExp {
  const source = path
    .split('/')
    .map((part) =>
      part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/**
 * Unknown routes: 405 with an Allow header when the path exists under another method, 404 otherwise.
 * The route table is read on first use, when every route has been registered.
 */
export function notFoundHandler(app: Hono<AppEnv>): (c: Context<AppEnv>) => Response {
  let routes: CompiledRoute[] | undefined;
  return (c) => {
    routes ??= app.routes
      .filter((r) => r.method !== 'ALL' && !r.path.endsWith('*'))
      .map((r) => ({ pattern: compile(r.path), method: r.method.toUpperCase() }));
    const allowed = [...new Set(routes.filter((r) => r.pattern.test(c.req.path)).map((r) => r.method))];
    // A route that exists for this very method but found nothing (e.g. an unknown asset) is a plain 404.
    if (allowed.length > 0 && !allowed.includes(c.req.method === 'HEAD' ? 'GET' : c.req.method)) {
      if (allowed.includes('GET')) allowed.push('HEAD');
      c.header('Allow', allowed.join(', '));
      return errorResponse(
        c,
        new AppError(
          'method_not_allowed',
          `${c.req.method} is not allowed on ${c.req.path}; use ${allowed.join(', ')}`,
          {
            status: 405,
          },
        ),
      );
    }
    return errorResponse(
      c,
      new AppError('not_found', `No route for ${c.req.method} ${c.req.path}; see /docs for the API`, {
        status: 404,
      }),
    );
  };
}
