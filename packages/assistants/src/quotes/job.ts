import { defineJob } from '@colloquy/jobs';
import { z } from 'zod';
import type { QuoteService } from './service.ts';

export const QUOTE_EXPIRY_JOB = 'quotes.expire';

/** Daily: sent quotes past their expiry date become expired (each with `quote.expired`). */
export function quoteExpiryJob(quotes: QuoteService) {
  return defineJob({
    name: QUOTE_EXPIRY_JOB,
    schema: z.object({}).passthrough(),
    // Just after midnight UTC, when yesterday's last valid day has ended.
    schedule: { cron: '5 0 * * *' },
    handler: async (_payload, { logger }) => {
      const expired = await quotes.expireDue();
      if (expired > 0) logger.info({ expired }, 'quotes expired');
      return { expired };
    },
  });
}
