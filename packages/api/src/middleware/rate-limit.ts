import { type Clock, RateLimitedError } from '@colloquy/core';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';

interface Bucket {
  tokens: number;
  updated: number;
}

/**
 * Per-credential token bucket: `perMinute` requests of burst, refilled continuously. Counted per process;
 * with N API processes behind a balancer a key gets at most N times the limit.
 */
export function rateLimit(
  perMinute: number,
  clock: Clock,
  /** What is counted; by default the caller's key (public routes count e.g. a widget visitor). */
  keyOf: (c: Context<AppEnv>) => string | undefined = (c) => c.get('auth')?.keyId,
): MiddlewareHandler<AppEnv> {
  const buckets = new Map<string, Bucket>();
  const refillPerMs = perMinute / 60_000;
  return async (c, next) => {
    const key = keyOf(c);
    if (perMinute <= 0 || key === undefined) return next();
    const now = clock.now().getTime();
    const bucket = buckets.get(key) ?? { tokens: perMinute, updated: now };
    bucket.tokens = Math.min(perMinute, bucket.tokens + (now - bucket.updated) * refillPerMs);
    bucket.updated = now;
    buckets.set(key, bucket);
    c.header('RateLimit-Limit', String(perMinute));
    if (bucket.tokens < 1) {
      c.header('RateLimit-Remaining', '0');
      throw new RateLimitedError(
        `Rate limit of ${perMinute} requests per minute exceeded for this key; retry later`,
        (1 - bucket.tokens) / refillPerMs / 1000,
      );
    }
    bucket.tokens -= 1;
    c.header('RateLimit-Remaining', String(Math.floor(bucket.tokens)));
    if (buckets.size > 50_000) prune(buckets, now, perMinute, refillPerMs);
    await next();
  };
}

/** Drops buckets that have refilled completely: they carry no information. */
function prune(buckets: Map<string, Bucket>, now: number, capacity: number, refillPerMs: number): void {
  for (const [key, bucket] of buckets) {
    if (bucket.tokens + (now - bucket.updated) * refillPerMs >= capacity) buckets.delete(key);
  }
}
