import { recordInputSchema } from '@colloquy/accounts';
import { z } from '@hono/zod-openapi';

export const RecordSchema = z
  .object({
    id: z.string().openapi({ example: 'rec_3k9v2m7q1x8c4b6n0d5f' }),
    name: z.string().openapi({ example: 'monthly_active_users' }),
    value: z.union([z.string(), z.number(), z.boolean(), z.null()]).openapi({ example: 1234 }),
  })
  .openapi('DataRecord');

export const RecordsResponseSchema = z
  .object({
    status: z.literal('success'),
    data: z.array(RecordSchema),
    next_cursor: z
      .string()
      .nullable()
      .openapi({ description: 'Pass as `after` to get the next page; null on the last page' }),
  })
  .openapi('DataRecords');

export const UpdateRequestSchema = z
  .object({
    company_id: z.string().min(1).openapi({ example: 'cmp_7k2m9q4x1v8c3b6n0d5f' }),
    records: z
      .array(recordInputSchema)
      .min(1, 'must hold at least one record')
      .max(1000, 'at most 1000 records'),
  })
  .openapi('DataUpdate');
