import { z } from '@hono/zod-openapi';

export const DatasetParams = z.object({
  name: z
    .string()
    .min(1)
    .max(63)
    .openapi({ param: { name: 'name', in: 'path' }, example: 'orders' }),
});

const ColumnSchema = z.object({ name: z.string(), type: z.string().openapi({ example: 'BIGINT' }) });

export const DatasetSchema = z
  .object({
    name: z.string().openapi({ example: 'orders' }),
    row_count: z.number().int(),
    columns: z.array(ColumnSchema),
  })
  .openapi('Dataset');

const CellSchema = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.null(),
  z.record(z.string(), z.unknown()),
]);

const ColumnName = z.string().min(1).max(200);

export const RelationshipInput = z
  .object({
    from_table: ColumnName,
    from_column: ColumnName,
    to_table: ColumnName,
    to_column: ColumnName,
  })
  .openapi('RelationshipInput');

export const RelationshipSchema = RelationshipInput.extend({
  source: z.enum(['declared', 'inferred']).openapi({
    description: 'declared through the API; inferred from key-like names and value containment',
  }),
}).openapi('Relationship');

export const DatasetDetailSchema = DatasetSchema.extend({
  profile: z.array(
    z.object({
      name: z.string(),
      type: z.string(),
      kind: z.enum(['number', 'text', 'date', 'boolean', 'other']),
      distinct_count: z.number().int(),
      null_count: z.number().int(),
      min: z.string().nullable(),
      max: z.string().nullable(),
      samples: z.array(z.string()),
    }),
  ),
  relationships: z.array(RelationshipSchema),
  preview: z.object({ columns: z.array(z.string()), rows: z.array(z.array(CellSchema)) }),
}).openapi('DatasetDetail');

export const DataQueryRequest = z
  .object({
    question: z
      .string()
      .trim()
      .min(1, 'must not be empty')
      .max(1000, 'must be at most 1000 characters')
      .openapi({ example: 'total amount per city' }),
    dataset: z
      .string()
      .min(1)
      .max(63)
      .optional()
      .openapi({ description: 'Answer from this dataset only; omit to use all of them' }),
  })
  .openapi('DataQueryRequest');

export const DataQueryResponse = z
  .object({
    question: z.string(),
    understood: z.boolean().openapi({ description: 'false when the question could not be answered' }),
    sql: z.string().nullable().openapi({ description: 'The one read-only SELECT that produced the rows' }),
    columns: z.array(z.string()),
    rows: z.array(z.array(CellSchema)),
    answer: z.string().openapi({ description: 'One plain sentence' }),
    chart: z.record(z.string(), z.unknown()).nullable().openapi({ description: 'A Vega-Lite spec, or null' }),
    interpretation: z.string().openapi({ description: 'How the question was read' }),
    suggestion: z.string().optional().openapi({ description: 'How to rephrase, when not understood' }),
    truncated: z.boolean(),
    model: z.string().optional().openapi({
      description: "The company's language model that wrote the SQL; absent when the built-in engine did",
    }),
  })
  .openapi('DataQueryResponse');
