import type { Logger } from '@colloquy/core';
import type { z } from 'zod';

export interface JobContext {
  jobId: string;
  /** Attempt number, from 0. */
  retryCount: number;
  logger: Logger;
  /** Aborted when the worker shuts down past its grace period or loses the job. */
  signal: AbortSignal;
}

export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  /** `domain.verb`, e.g. `auth.rotate-signing-keys`. */
  name: string;
  schema: S;
  handler: (payload: z.output<S>, context: JobContext) => Promise<unknown>;
  /** Retries and time limits for this queue. */
  retry?: { limit?: number; delaySeconds?: number; backoff?: boolean };
  expireInSeconds?: number;
  /** Jobs fetched per poll; more than one keeps throughput up (see README). */
  batchSize?: number;
  /** Runs on this cron schedule (UTC unless tz is given). */
  schedule?: { cron: string; tz?: string; payload?: z.input<S> };
}

/** Declares a job; the generic keeps the handler's payload typed by the schema. */
export function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S> {
  return definition;
}

// biome-ignore lint/suspicious/noExplicitAny: a catalogue holds jobs of every payload type.
export type JobCatalogue = readonly JobDefinition<any>[];
