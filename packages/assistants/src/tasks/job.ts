import { defineJob } from '@colloquy/jobs';
import { z } from 'zod';
import type { TaskService } from './service.ts';

export const TASK_JOB = 'tasks.run';

/** The job behind `async: true`: runs one queued task run (see TaskService.runQueued). */
export function taskRunJob(service: TaskService) {
  return defineJob({
    name: TASK_JOB,
    schema: z.object({ run_id: z.string().min(1) }),
    retry: { limit: 3, delaySeconds: 5, backoff: true },
    batchSize: 5,
    handler: ({ run_id }, { retryCount }) => service.runQueued(run_id, { lastAttempt: retryCount >= 3 }),
  });
}
