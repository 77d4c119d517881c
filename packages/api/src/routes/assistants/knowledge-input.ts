import type { ToolRegistry } from '@colloquy/assistants';
import { ValidationError } from '@colloquy/core';
import type { KnowledgeRecord } from '@colloquy/db';
import { parse } from 'csv-parse/sync';

type NewEntry = Omit<KnowledgeRecord, 'id'>;

/** Splits a Markdown or text document into sections (by heading, then by size) that retrieval can cite. */
export function chunkDocument(title: string, text: string): { question: string; answer: string }[] {
  const sections: { question: string; answer: string }[] = [];
  let heading = title;
  let buffer: string[] = [];
  const flush = () => {
    const body = buffer.join('\n').trim();
    buffer = [];
    if (!body) return;
    // Long sections are cut at paragraph boundaries so one answer stays readable.
    let chunk = '';
    for (const paragraph of body.split(/\n\s*\n/)) {
      if (chunk && chunk.length + paragraph.length > 1200) {
        sections.push({ question: heading, answer: chunk.trim() });
        chunk = '';
      }
      chunk += `${paragraph}\n\n`;
    }
    if (chunk.trim()) sections.push({ question: heading, answer: chunk.trim() });
  };
  for (const line of text.split('\n')) {
    const match = /^#{1,6}\s+(.+)$/.exec(line);
    if (match) {
      flush();
      heading = `${title}: ${match[1]!.trim()}`;
    } else buffer.push(line);
  }
  flush();
  return sections;
}

export function knowledgeFromInput(
  registry: ToolRegistry,
  input: {
    faq?: { question: string; answer: string }[] | undefined;
    csv?: string | undefined;
    documents?: { title: string; text: string }[] | undefined;
    intents?: { example: string; tool: string }[] | undefined;
    source?: string | undefined;
  },
): NewEntry[] {
  const source = input.source ?? 'api';
  const entries: NewEntry[] = (input.faq ?? []).map((f) => ({ kind: 'faq', ...f, source }));
  if (input.csv !== undefined) {
    let rows: Record<string, string>[];
    try {
      rows = parse(input.csv, {
        columns: (h: string[]) => h.map((c) => c.trim().toLowerCase()),
        bom: true,
        skip_empty_lines: true,
      }) as Record<string, string>[];
    } catch (error) {
      throw new ValidationError(`csv: not valid CSV (${(error as Error).message})`, [
        { field: 'csv', message: 'invalid CSV' },
      ]);
    }
    rows.forEach((row, i) => {
      const question = row.question?.trim();
      const answer = row.answer?.trim();
      if (!question || !answer) {
        throw new ValidationError(
          `csv line ${i + 2}: question and answer are required (header: question,answer)`,
          [{ field: 'csv', message: `line ${i + 2} lacks question or answer` }],
        );
      }
      entries.push({ kind: 'faq', question, answer, source });
    });
  }
  for (const doc of input.documents ?? []) {
    for (const section of chunkDocument(doc.title, doc.text))
      entries.push({ kind: 'document', ...section, source: doc.title });
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
