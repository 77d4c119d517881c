/** Reads review files (CSV or JSON) into reviews: text, rating?, product?, date?, source?. */
import { type FieldIssue, ValidationError } from '@colloquy/core';
import type { NewReview } from '@colloquy/db';
import { parse } from 'csv-parse/sync';

export const MAX_REVIEW_LENGTH = 10_000;
export const MAX_REVIEWS_PER_DATASET = 100_000;
export const REVIEW_FILE_TYPES = ['.csv', '.json'] as const;

// Header names people export reviews with, lower case; the first one present wins.
const COLUMNS: Record<keyof NewReview, string[]> = {
  text: ['text', 'review', 'review_text', 'reviewtext', 'body', 'content', 'comment', 'review_body'],
  rating: ['rating', 'stars', 'star_rating', 'score', 'overall'],
  product: ['product', 'product_name', 'item', 'product_id', 'sku'],
  date: ['date', 'review_date', 'created_at', 'time', 'timestamp'],
  source: ['source', 'channel', 'site', 'platform'],
};

export interface ParsedReviews {
  reviews: NewReview[];
  /** Rows left out because their text was empty. */
  skipped: number;
}

function pick(row: Record<string, unknown>, names: readonly string[]): unknown {
  for (const name of names) if (row[name] !== undefined) return row[name];
  return undefined;
}

const optionalText = (value: unknown): string | null => {
  if (value === undefined || value === null) return null;
  const text = String(value).trim();
  return text === '' ? null : text.slice(0, 500);
};

/** YYYY-MM-DD from a date, a date-time or an epoch number; undefined when it is not a date. */
export function normalizeDate(value: unknown): string | null | undefined {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'string' && /^\d{4}-\d{2}$/.test(value.trim())) return `${value.trim()}-01`;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value.trim())) {
    const day = value.trim().slice(0, 10);
    return Number.isNaN(Date.parse(day)) ? undefined : day;
  }
  const parsed =
    typeof value === 'number'
      ? new Date(value < 1e11 ? value * 1000 : value)
      : new Date(typeof value === 'string' ? value : Number.NaN);
  if (Number.isNaN(parsed.getTime())) return undefined;
  const year = parsed.getUTCFullYear();
  return year < 1900 || year > 2200 ? undefined : parsed.toISOString().slice(0, 10);
}

/**
 * Turns loose records into reviews. `where(i, field)` names a field in errors ("reviews.3.text",
 * "line 5 rating"); every problem is reported, not just the first.
 */
export function reviewsFromRecords(
  records: readonly unknown[],
  where: (index: number, field: string) => string,
): ParsedReviews {
  const issues: FieldIssue[] = [];
  const reviews: NewReview[] = [];
  let skipped = 0;
  records.forEach((raw, i) => {
    const record: Record<string, unknown> =
      typeof raw === 'string'
        ? { text: raw }
        : raw && typeof raw === 'object' && !Array.isArray(raw)
          ? Object.fromEntries(Object.entries(raw).map(([k, v]) => [k.trim().toLowerCase(), v]))
          : {};
    if (typeof raw !== 'string' && (raw === null || typeof raw !== 'object' || Array.isArray(raw))) {
      issues.push({ field: where(i, ''), message: 'must be an object with a text field (or a string)' });
      return;
    }
    const textValue = pick(record, COLUMNS.text);
    if (textValue !== undefined && textValue !== null && typeof textValue !== 'string') {
      issues.push({ field: where(i, 'text'), message: 'must be a string' });
      return;
    }
    const text = (textValue ?? '').trim();
    if (text === '') {
      skipped++;
      return;
    }
    if (text.length > MAX_REVIEW_LENGTH) {
      issues.push({ field: where(i, 'text'), message: `is longer than ${MAX_REVIEW_LENGTH} characters` });
      return;
    }
    let rating: number | null = null;
    const ratingValue = pick(record, COLUMNS.rating);
    if (ratingValue !== undefined && ratingValue !== null && String(ratingValue).trim() !== '') {
      rating = Number(String(ratingValue).trim());
      if (!Number.isFinite(rating) || rating < 0 || rating > 100) {
        issues.push({ field: where(i, 'rating'), message: 'must be a number from 0 to 100' });
        return;
      }
    }
    const date = normalizeDate(pick(record, COLUMNS.date));
    if (date === undefined) {
      issues.push({ field: where(i, 'date'), message: 'is not a date (use YYYY-MM-DD)' });
      return;
    }
    reviews.push({
      text,
      rating,
      product: optionalText(pick(record, COLUMNS.product)),
      date,
      source: optionalText(pick(record, COLUMNS.source)),
    });
  });
  if (issues.length > 0) {
    const shown = issues.slice(0, 5).map((issue) => `${issue.field} ${issue.message}`);
    const more = issues.length > 5 ? ` (and ${issues.length - 5} more)` : '';
    throw new ValidationError(`Invalid reviews: ${shown.join('; ')}${more}`, issues.slice(0, 100));
  }
  if (reviews.length === 0) {
    throw new ValidationError('No reviews with text found: give each review a "text" field (or column)', [
      { field: where(0, 'text'), message: 'is required' },
    ]);
  }
  if (reviews.length > MAX_REVIEWS_PER_DATASET) {
    throw new ValidationError(`At most ${MAX_REVIEWS_PER_DATASET} reviews per dataset`, [
      { field: where(MAX_REVIEWS_PER_DATASET, ''), message: 'too many reviews' },
    ]);
  }
  return { reviews, skipped };
}

/** Reviews from a CSV (header row; a `text` column or one of its aliases) or JSON file. */
export function reviewsFromFile(fileName: string, bytes: Uint8Array): ParsedReviews {
  const lower = fileName.toLowerCase();
  const text = new TextDecoder('utf-8').decode(bytes);
  const looksJson = /^\s*[[{]/.test(text);
  if (lower.endsWith('.json') || (!lower.endsWith('.csv') && looksJson)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      throw new ValidationError(`${fileName}: not valid JSON (${(error as Error).message})`, [
        { field: 'file', message: 'invalid JSON' },
      ]);
    }
    const records = Array.isArray(parsed)
      ? parsed
      : parsed && typeof parsed === 'object' && Array.isArray((parsed as { reviews?: unknown }).reviews)
        ? (parsed as { reviews: unknown[] }).reviews
        : undefined;
    if (!records) {
      throw new ValidationError(`${fileName}: expected an array of reviews or {"reviews": [...]}`, [
        { field: 'file', message: 'not an array of reviews' },
      ]);
    }
    return reviewsFromRecords(records, (i, field) => `file reviews.${i}${field ? `.${field}` : ''}`);
  }
  let rows: Record<string, string>[];
  try {
    rows = parse(text, {
      columns: (header: string[]) => header.map((c) => c.trim().toLowerCase()),
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as Record<string, string>[];
  } catch (error) {
    throw new ValidationError(`${fileName}: not valid CSV (${(error as Error).message})`, [
      { field: 'file', message: 'invalid CSV' },
    ]);
  }
  const header = rows[0] ? Object.keys(rows[0]) : [];
  if (rows.length > 0 && !COLUMNS.text.some((name) => header.includes(name))) {
    throw new ValidationError(
      `${fileName}: no text column (header has ${header.join(', ') || 'nothing'}; name the review column "text")`,
      [{ field: 'file', message: 'no text column' }],
    );
  }
  return reviewsFromRecords(rows, (i, field) => `file line ${i + 2}${field ? ` ${field}` : ''}`);
}
