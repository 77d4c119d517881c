import { chunkDocument, faqFromCsv, type NewKnowledge, type ToolRegistry } from '@colloquy/assistants';
import { ValidationError } from '@colloquy/core';

/** The entries a JSON knowledge upload describes: FAQ pairs, CSV, documents and intent examples. */
export function knowledgeFromInput(
  registry: ToolRegistry,
  input: {
    faq?: { question: string; answer: string }[] | undefined;
    csv?: string | undefined;
    documents?: { title: string; text: string }[] | undefined;
    intents?: { example: string; tool: string }[] | undefined;
    source?: string | undefined;
  },
): NewKnowledge[] {
  const source = input.source ?? 'api';
  const entries: NewKnowledge[] = (input.faq ?? []).map((f) => ({ kind: 'faq', ...f, source }));
  if (input.csv !== undefined) entries.push(...faqFromCsv(input.csv, 'csv', source));
  for (const doc of input.documents ?? []) {
    for (const section of chunkDocument(doc.title, doc.text)) {
      entries.push({ kind: 'document', ...section, source: doc.title });
    }
  }
  const unknownTools = registry.unknown((input.intents ?? []).map((i) => i.tool));
  if (unknownTools.length) {
    throw new ValidationError(
      `intents: unknown tool ${unknownTools.join(', ')}; valid tools: ${registry.names().join(', ')}`,
      [{ field: 'intents', message: 'unknown tool' }],
    );
  }
  for (const intent of input.intents ?? []) {
    entries.push({ kind: 'intent', question: intent.example, answer: intent.tool, source });
  }
  if (entries.length === 0) {
    throw new ValidationError('Nothing to add: send faq, csv, documents or intents', [
      { field: '(body)', message: 'no entries' },
    ]);
  }
  return entries;
}
