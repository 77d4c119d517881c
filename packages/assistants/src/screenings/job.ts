import type { Clock } from '@colloquy/core';
import type { Db } from '@colloquy/db';
import { defineJob } from '@colloquy/jobs';
import { z } from 'zod';
import { runScreening } from './processing.ts';

export const SCREENING_JOB = 'screening.run';
const RETRY_LIMIT = 3;

export const screeningPayload = z.object({
  company_id: z.string().min(1),
  screening_id: z.string().min(1),
});

export interface ScreeningJobOptions {
  db: Db;
  clock: Clock;
  publicUrl?: string | undefined;
  chunkSize?: number;
}

/** The job behind POST /screenings: parses, scores and ranks (or resumes) one batch. */
export function screeningJob(options: ScreeningJobOptions) {
  return defineJob({
    name: SCREENING_JOB,
    schema: screeningPayload,
    retry: { limit: RETRY_LIMIT, delaySeconds: 5, backoff: true },
    // A dead worker's job is handed out again after this and resumes where results end; 500 résumés take
    // well under a minute, so 15 minutes only bounds how long a crash delays the batch.
    expireInSeconds: 15 * 60,
    batchSize: 1,
    handler: ({ company_id, screening_id }, context) =>
      runScreening({
        db: options.db,
        clock: options.clock,
        logger: context.logger,
        companyId: company_id,
        screeningId: screening_id,
        signal: context.signal,
        // The last attempt marks the screening failed instead of leaving it to resume.
        lastAttempt: context.retryCount >= RETRY_LIMIT,
        ...(options.publicUrl ? { publicUrl: options.publicUrl } : {}),
        ...(options.chunkSize ? { chunkSize: options.chunkSize } : {}),
      }),
  });
}
