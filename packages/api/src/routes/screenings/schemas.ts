import { z } from '@hono/zod-openapi';

export const ScreeningParams = z.object({
  screening_id: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: 'screening_id', in: 'path' }, example: 'scr_7k2m9x4q1z8c3v5b6n0p' }),
});

export const ScreeningUploadSchema = z
  .object({
    job: z.any().openapi({
      type: 'string',
      description:
        'The job spec as JSON: {"title", "must_have": [...], "nice_to_have": [...], "min_years"?, "education"?, "location"?, "description"?}',
      example: '{"title":"Accountant","must_have":["Excel","GAAP"],"nice_to_have":["SAP"],"min_years":3}',
    }),
    // Loose on purpose: one file arrives as a value, several as a list; the route checks each.
    files: z.any().openapi({
      type: 'array',
      items: { type: 'string', format: 'binary' },
      description: 'Up to 500 résumés (PDF, DOCX, TXT), or one .zip of them',
    }),
    blind: z
      .string()
      .optional()
      .openapi({
        enum: ['true', 'false'],
        description: 'Redact names, contact details, gendered words, ages and addresses before scoring',
      }),
    knockout: z
      .string()
      .optional()
      .openapi({
        enum: ['true', 'false'],
        description: 'A missing must-have knocks the candidate out (default: it weighs heavily)',
      }),
  })
  .openapi('ScreeningUpload');

export const ScreeningCreatedSchema = z
  .object({
    screening_id: z.string().openapi({ example: 'scr_7k2m9x4q1z8c3v5b6n0p' }),
    status: z.literal('queued'),
    files: z.number().int(),
  })
  .openapi('ScreeningCreated');

const Status = z.enum(['queued', 'running', 'completed', 'failed']);

const JobSchema = z
  .object({
    title: z.string(),
    must_have: z.array(z.string()).optional(),
    nice_to_have: z.array(z.string()).optional(),
    min_years: z.number().nullable().optional(),
    education: z.string().nullable().optional(),
    location: z.string().nullable().optional(),
    description: z.string().nullable().optional(),
  })
  .openapi('ScreeningJob');

const ProfileSchema = z
  .object({
    name: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    location: z.string().nullable(),
    links: z.array(z.string()),
    summary: z.string().nullable(),
    skills: z.array(z.string()).openapi({ description: 'Canonical names from the skills taxonomy' }),
    experience: z.array(
      z.object({
        title: z.string().nullable(),
        company: z.string().nullable(),
        location: z.string().nullable(),
        start: z.string().nullable().openapi({ example: '2021-03' }),
        end: z.string().nullable().openapi({ example: 'present' }),
        description: z.string(),
      }),
    ),
    years_experience: z.number().openapi({ description: 'From the dates, overlapping roles merged' }),
    education: z.array(
      z.object({
        degree: z.string().nullable(),
        field: z.string().nullable(),
        institution: z.string().nullable(),
        year: z.number().nullable(),
      }),
    ),
    certifications: z.array(z.string()),
    languages: z.array(z.string()),
  })
  .openapi('ResumeProfile');

export const ScreeningSummarySchema = z
  .object({
    screening_id: z.string(),
    status: Status,
    job: JobSchema,
    blind: z.boolean(),
    must_have_mode: z.enum(['knockout', 'weighted']),
    files: z.number().int(),
    processed: z.number().int(),
    progress: z.number().openapi({ description: 'processed / files, 0…1' }),
    error: z.string().nullable(),
    created_at: z.string(),
    started_at: z.string().nullable(),
    completed_at: z.string().nullable(),
  })
  .openapi('ScreeningSummary');

const RequirementSchema = z.object({
  kind: z.enum(['must_have', 'nice_to_have', 'experience_years', 'title', 'education', 'location']),
  requirement: z.string(),
  weight: z.number(),
  satisfaction: z.number(),
  points: z.number(),
  met: z.boolean(),
  evidence: z
    .object({ line: z.string(), section: z.string(), role: z.string().optional() })
    .nullable()
    .openapi({ description: 'The résumé line that satisfied the requirement' }),
  note: z.string(),
});

const CandidateSchema = z.object({
  rank: z.number().int(),
  file: z.string(),
  score: z.number().openapi({ description: '0–100' }),
  match_score: z.number().openapi({ description: 'The weighted score before any knockout' }),
  knocked_out: z.boolean(),
  tie_break: z.string().nullable().openapi({ description: 'Which rule ranked it above an equal score' }),
  explanation: z.string(),
  breakdown: z.array(RequirementSchema),
  profile: ProfileSchema,
});

export const ScreeningSchema = ScreeningSummarySchema.extend({
  candidates: z
    .array(CandidateSchema)
    .openapi({ description: 'Best first; those processed so far until completed' }),
  errors: z.array(z.object({ file: z.string(), error: z.object({ code: z.string(), message: z.string() }) })),
}).openapi('Screening');
