import mammoth from 'mammoth';
import { PDFParse } from 'pdf-parse';
import type { ParseErrorCode } from './types.ts';

export class ResumeReadError extends Error {
  constructor(
    readonly code: ParseErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ResumeReadError';
  }
}

export type ResumeFormat = 'pdf' | 'docx' | 'txt';

/** The format by content first (a renamed file still parses), by extension second. */
export function detectFormat(name: string, data: Uint8Array): ResumeFormat | null {
  if (data[0] === 0x25 && data[1] === 0x50 && data[2] === 0x44 && data[3] === 0x46) return 'pdf';
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  if (data[0] === 0x50 && data[1] === 0x4b && extension !== 'txt') return 'docx';
  if (extension === 'pdf' || extension === 'docx') return extension;
  if (extension === 'txt' || extension === 'text' || extension === 'md' || extension === undefined)
    return 'txt';
  return null;
}

/** Plain text of a PDF, DOCX or TXT résumé; throws ResumeReadError with a code fit for a per-file result. */
export async function extractResumeText(name: string, data: Uint8Array): Promise<string> {
  if (data.byteLength === 0) throw new ResumeReadError('empty_file', `${name} is empty (0 bytes)`);
  const format = detectFormat(name, data);
  if (!format) {
    throw new ResumeReadError(
      'unsupported_file_type',
      `${name}: unsupported file type; upload PDF, DOCX or TXT`,
    );
  }
  let text: string;
  try {
    if (format === 'pdf') {
      // pdf.js takes ownership of the buffer it is given, so it gets a copy.
      const parser = new PDFParse({ data: new Uint8Array(data) });
      try {
        text = (await parser.getText()).text;
      } finally {
        await parser.destroy();
      }
    } else if (format === 'docx') {
      text = (await mammoth.extractRawText({ buffer: Buffer.from(data) })).value;
    } else {
      text = new TextDecoder('utf-8', { fatal: true }).decode(data);
      if (text.includes('\u0000')) throw new Error('binary content');
    }
  } catch (error) {
    throw new ResumeReadError(
      'unreadable_file',
      `${name}: not a readable ${format.toUpperCase()} file (${(error as Error).message})`,
    );
  }
  if (text.replace(/--\s*\d+\s+of\s+\d+\s*--/g, '').trim().length === 0) {
    throw new ResumeReadError(
      'empty_file',
      `${name}: no text found${format === 'pdf' ? ' (scanned pages need OCR first)' : ''}`,
    );
  }
  return text;
}
