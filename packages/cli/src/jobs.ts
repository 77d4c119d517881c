import type { Accounts } from '@colloquy/accounts';
import { type ReviewService, type TaskService, taskRunJob } from '@colloquy/assistants';
import { defineJob, type JobCatalogue } from '@colloquy/jobs';
import type { WebhookEngine } from '@colloquy/webhooks';
import { z } from 'zod';

/** Every background job the service runs, with its schedule. Later issues add theirs here. */
export function buildCatalogue(deps: {
  accounts: Accounts;
  tasks: TaskService;
  reviews: ReviewService;
  /** Webhook dispatch and delivery. */
  webhooks?: WebhookEngine;
}): JobCatalogue {
  return [
    taskRunJob(deps.tasks),
    deps.reviews.analysisJob(),
    ...(deps.webhooks?.jobs() ?? []),
    defineJob({
      name: 'auth.maintain-signing-keys',
      schema: z.object({}).passthrough(),
      // Daily: rotate the JWT signing key when it is 30 days old; delete retired keys no token can need.
      schedule: { cron: '17 3 * * *' },
      handler: async (_payload, { logger }) => {
        const result = await deps.accounts.keyring.maintain();
        if (result.rotated || result.deleted) logger.info(result, 'signing keys maintained');
        return result;
      },
    }),
  ];
}
