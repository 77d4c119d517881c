import { ValidationError } from '@colloquy/core';

export const DEFAULT_NUMBER_FORMAT = 'Q-{YYYY}-{seq:4}';
const TOKEN = /\{(YYYY|YY|MM|DD|seq(?::(\d{1,2}))?)\}/g;

/** Checks a company's number format: it must contain `{seq}` (or `{seq:N}`, zero-padded to N digits). */
export function validateNumberFormat(format: string, field = 'number_format'): string {
  const leftover = format.replace(TOKEN, '');
  if (!/\{seq(?::\d{1,2})?\}/.test(format) || /[{}]/.test(leftover) || format.length > 60) {
    throw new ValidationError(
      `${field} must contain {seq} or {seq:N} and only the tokens {YYYY}, {YY}, {MM}, {DD} (e.g. ${DEFAULT_NUMBER_FORMAT})`,
      [{ field, message: 'is not a valid number format' }],
    );
  }
  return format;
}

/** A quote number from the format, the sequence value and the issue date: `Q-{YYYY}-{seq:4}` → `Q-2026-0042`. */
export function formatQuoteNumber(format: string, seq: number, issueDate: string): string {
  const [yyyy = '', mm = '', dd = ''] = issueDate.split('-');
  return format.replace(TOKEN, (_match, token: string, width: string | undefined) => {
    if (token === 'YYYY') return yyyy;
    if (token === 'YY') return yyyy.slice(-2);
    if (token === 'MM') return mm;
    if (token === 'DD') return dd;
    return String(seq).padStart(width ? Number(width) : 1, '0');
  });
}
