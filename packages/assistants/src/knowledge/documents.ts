import { ValidationError } from '@colloquy/core';
import { parse } from 'csv-parse/sync';
import { PDFParse } from 'pdf-parse';
import type { KnowledgeEntry } from './knowledge-base.ts';

export type NewKnowledge = Omit<KnowledgeEntry, 'id'>;

const SECTION_CHARS = 1200;

/** Splits a Markdown or text document into sections (at headings, then at paragraphs) that retrieval can cite. */
export function chunkDocument(title: string, text: string): { question: string; answer: string }[] {
  const sections: { question: string; answer: string }[] = [];
  let heading = title;
  let buffer: string[] = [];
  const flush = () => {
    const body = buffer.join('\n').trim();
    buffer = [];
    if (!body) return;
    let chunk = '';
    for (const paragraph of body.split(/\n\s*\n/)) {
      if (chunk && chunk.length + paragraph.length > SECTION_CHARS) {
        sections.push({ question: heading, answer: chunk.trim() });
        chunk = '';
      }
      chunk += `${paragraph.trim()}\n\n`;
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

/** FAQ pairs from CSV text with a `question,answer` header; `label` names the input in errors. */
export function faqFromCsv(csv: string, label: string, source: string): NewKnowledge[] {
  let rows: Record<string, string>[];
  try {
    rows = parse(csv, {
      columns: (h: string[]) => h.map((c) => c.trim().toLowerCase()),
      bom: true,
      skip_empty_lines: true,
    }) as Record<string, string>[];
  } catch (error) {
    throw new ValidationError(`${label}: not valid CSV (${(error as Error).message})`, [
      { field: label, message: 'invalid CSV' },
    ]);
  }
  return rows.map((row, i) => {
    const question = row.question?.trim();
    const answer = row.answer?.trim();
    if (!question || !answer) {
      throw new ValidationError(
        `${label} line ${i + 2}: question and answer are required (header: question,answer)`,
        [{ field: label, message: `line ${i + 2} lacks question or answer` }],
      );
    }
    return { kind: 'faq' as const, question, answer, source };
  });
}

export const KNOWLEDGE_FILE_TYPES = ['.csv', '.json', '.md', '.markdown', '.txt', '.pdf'];

/** Knowledge from an uploaded file: CSV or JSON FAQ pairs, Markdown or text documents, PDF documents. */
export async function knowledgeFromFile(name: string, bytes: Uint8Array): Promise<NewKnowledge[]> {
  const extension = name.toLowerCase().match(/\.[a-z]+$/)?.[0] ?? '';
  const text = () => new TextDecoder().decode(bytes);
  const title = name.replace(/\.[a-z]+$/i, '');
  switch (extension) {
    case '.csv':
      return faqFromCsv(text(), name, name);
    case '.json': {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text());
      } catch {
        throw new ValidationError(`${name}: not valid JSON`, [{ field: name, message: 'invalid JSON' }]);
      }
      const list = Array.isArray(parsed) ? parsed : (parsed as { faq?: unknown })?.faq;
      if (!Array.isArray(list)) {
        throw new ValidationError(`${name}: expected [{"question","answer"}] or {"faq": [...]}`, [
          { field: name, message: 'unexpected JSON shape' },
        ]);
      }
      return list.map((item, i) => {
        const { question, answer } = (item ?? {}) as { question?: unknown; answer?: unknown };
        if (
          typeof question !== 'string' ||
          typeof answer !== 'string' ||
          !question.trim() ||
          !answer.trim()
        ) {
          throw new ValidationError(`${name} item ${i}: question and answer must be non-empty strings`, [
            { field: name, message: `item ${i}` },
          ]);
        }
        return { kind: 'faq' as const, question: question.trim(), answer: answer.trim(), source: name };
      });
    }
    case '.md':
    case '.markdown':
    case '.txt':
      return chunkDocument(title, text()).map((s) => ({ kind: 'document' as const, ...s, source: name }));
    case '.pdf': {
      let content: string;
      try {
        const parser = new PDFParse({ data: bytes });
        content = (await parser.getText()).text;
        await parser.destroy();
      } catch (error) {
        throw new ValidationError(`${name}: not a readable PDF (${(error as Error).message})`, [
          { field: name, message: 'unreadable PDF' },
        ]);
      }
      const sections = chunkDocument(title, content.replace(/\r/g, ''));
      if (sections.length === 0) {
        throw new ValidationError(`${name}: the PDF has no text (scanned pages need OCR first)`, [
          { field: name, message: 'no text' },
        ]);
      }
      return sections.map((s) => ({ kind: 'document' as const, ...s, source: name }));
    }
    default:
      throw new ValidationError(`${name}: unsupported file type; upload ${KNOWLEDGE_FILE_TYPES.join(', ')}`, [
        { field: name, message: 'unsupported file type' },
      ]);
  }
}
