/** The job spec of a screening, as the API and the CLI receive it: JSON text checked field by field. */
import { type FieldIssue, ValidationError } from '@colloquy/core';
import type { JobSpecInput } from '@colloquy/screening';
import { z } from 'zod';

const skillList = z.array(z.string().trim().min(1).max(100)).max(50);

export const jobSpecSchema = z
  .object({
    title: z.string().trim().min(1).max(200),
    must_have: skillList.optional(),
    nice_to_have: skillList.optional(),
    min_years: z.number().min(0).max(60).optional(),
    education: z.string().trim().max(200).optional(),
    location: z.string().trim().max(200).optional(),
    description: z.string().max(20_000).optional(),
  })
  .strict();

/**
 * Reads a job spec from JSON text (or an already parsed value); every problem names its field, prefixed by
 * `prefix` ("job.title", "job.must_have.2").
 */
export function parseJobSpec(input: unknown, prefix = 'job'): JobSpecInput {
  let value = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch (error) {
      throw new ValidationError(`${prefix} is not valid JSON (${(error as Error).message})`, [
        { field: prefix, message: 'is not valid JSON' },
      ]);
    }
  }
  const parsed = jobSpecSchema.safeParse(value);
  if (!parsed.success) {
    const issues: FieldIssue[] = parsed.error.issues.map((issue) => {
      const keys = issue.code === 'unrecognized_keys' ? [issue.keys.join(', ')] : [];
      return {
        field: [prefix, ...issue.path.map(String), ...keys].join('.'),
        message:
          issue.code === 'invalid_type' && issue.input === undefined
            ? 'is required'
            : issue.code === 'unrecognized_keys'
              ? 'is not a job spec field (title, must_have, nice_to_have, min_years, education, location, description)'
              : issue.message,
      };
    });
    throw new ValidationError(issues.map((i) => `${i.field} ${i.message}`).join('; '), issues);
  }
  const job = parsed.data;
  if (!job.must_have?.length && !job.nice_to_have?.length && !job.description?.trim()) {
    throw new ValidationError(
      `${prefix}.must_have: give must_have, nice_to_have or a description to match on`,
      [{ field: `${prefix}.must_have`, message: 'is required (or nice_to_have, or a description)' }],
    );
  }
  return job;
}
