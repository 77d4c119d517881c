import { z } from '@hono/zod-openapi';

export const AssistantSchema = z
  .object({
    assistant_id: z.string().openapi({ example: 'asst_4n8x2k7q9m1v3c5b6d0f' }),
    name: z.string(),
    template: z.string().nullable(),
    system_prompt: z.string(),
    tools: z.array(z.string()),
    status: z.enum(['draft', 'deployed']),
    deployed_version: z.number().int().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi('Assistant');

export const AssistantParams = z.object({
  assistant_id: z
    .string()
    .openapi({ param: { name: 'assistant_id', in: 'path' }, example: 'asst_4n8x2k7q9m1v3c5b6d0f' }),
});

const name = z.string().trim().min(1, 'must not be empty').max(120, 'must be at most 120 characters');
const prompt = z.string().max(20_000, 'must be at most 20,000 characters');
const tools = z.array(z.string()).max(50);

export const CreateAssistantSchema = z
  .object({
    name,
    template: z.string().optional(),
    system_prompt: prompt.optional(),
    tools: tools.optional(),
  })
  .openapi('CreateAssistant');

export const UpdateAssistantSchema = z
  .object({ name: name.optional(), system_prompt: prompt.optional(), tools: tools.optional() })
  .openapi('UpdateAssistant');

export const KnowledgeEntrySchema = z
  .object({
    id: z.string(),
    kind: z.enum(['faq', 'document', 'intent']),
    question: z.string(),
    answer: z.string(),
    source: z.string(),
  })
  .openapi('KnowledgeEntry');

const text = (max: number) => z.string().trim().min(1, 'must not be empty').max(max);

export const AddKnowledgeSchema = z
  .object({
    faq: z
      .array(z.object({ question: text(1000), answer: text(10_000) }))
      .max(5000)
      .optional(),
    csv: z
      .string()
      .max(2_000_000)
      .optional()
      .openapi({ description: 'FAQ as CSV with a header row question,answer' }),
    documents: z
      .array(z.object({ title: text(300), text: text(500_000) }))
      .max(100)
      .optional()
      .openapi({ description: 'Markdown or plain text; split into sections for retrieval' }),
    intents: z
      .array(z.object({ example: text(500), tool: z.string() }))
      .max(5000)
      .optional()
      .openapi({ description: 'Example requests that should pick a tool' }),
    source: z
      .string()
      .max(200)
      .optional()
      .openapi({ description: 'Where the entries come from (file name)' }),
  })
  .openapi('AddKnowledge');

export const SourceSchema = z
  .object({ id: z.string(), kind: z.string(), title: z.string(), source: z.string(), confidence: z.number() })
  .openapi('Source');

export const ToolCallSchema = z
  .object({ name: z.string(), arguments: z.record(z.string(), z.unknown()), result: z.unknown() })
  .openapi('ToolCall');
