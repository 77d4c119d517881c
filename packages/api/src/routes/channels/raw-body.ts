import { AppError } from '@colloquy/core';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../../context.ts';

/** Provider webhooks skip the JSON API's body middleware (their bodies are signed bytes, forms, MIME): 413 past `maxBytes`. */
export function limitBody(maxBytes: number): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new AppError('payload_too_large', `Request body exceeds the limit of ${maxBytes} bytes`, {
        status: 413,
      });
    },
  });
}
