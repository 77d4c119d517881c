import { newId, ValidationError } from '@colloquy/core';
import { type DataRecord, type Queryable, upsertDataRecords } from '@colloquy/db';
import { z } from 'zod';

export const MAX_RECORDS_PER_UPDATE = 1000;

export const recordInputSchema = z.object({
  id: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,100}$/, 'must be 1 to 100 letters, digits or _ . : -')
    .optional()
    .describe('Record id; generated (rec_…) when absent. An existing id is updated.'),
  name: z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters'),
  value: z
    .union([z.string().max(10_000, 'must be at most 10,000 characters'), z.number(), z.boolean(), z.null()])
    .describe('A string, number, boolean or null'),
});

export type RecordInput = z.infer<typeof recordInputSchema>;

/**
 * Upserts a company's records in one statement (all or nothing) and returns them as stored, in input
 * order. Records without an id get a new `rec_…` id; one id twice in a batch is rejected.
 */
export async function saveDataRecords(
  db: Queryable,
  companyId: string,
  records: readonly RecordInput[],
): Promise<DataRecord[]> {
  if (records.length > MAX_RECORDS_PER_UPDATE) {
    throw new ValidationError(`At most ${MAX_RECORDS_PER_UPDATE} records per update`, [
      { field: 'records', message: `at most ${MAX_RECORDS_PER_UPDATE} records` },
    ]);
  }
  const withIds = records.map((r) => ({ id: r.id ?? newId('record'), name: r.name, value: r.value }));
  const seen = new Map<string, number>();
  withIds.forEach((r, index) => {
    const first = seen.get(r.id);
    if (first !== undefined) {
      throw new ValidationError(`records.${index}.id: ${r.id} appears twice (also at records.${first})`, [
        { field: `records.${index}.id`, message: 'duplicate id in this batch' },
      ]);
    }
    seen.set(r.id, index);
  });
  const stored = new Map((await upsertDataRecords(db, companyId, withIds)).map((r) => [r.id, r]));
  return withIds.map((r) => stored.get(r.id)!);
}
