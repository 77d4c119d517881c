/** Uploaded résumé files for a batch: individual files, or one zip expanded with zip-bomb limits. */
import { AppError, ValidationError } from '@colloquy/core';
import type { ResumeFile } from '@colloquy/screening';
import { unzipSync } from 'fflate';

export const MAX_SCREENING_FILES = 500;
/** A résumé is rarely above 2 MB; 10 MB leaves room for scanned PDFs. */
export const MAX_RESUME_BYTES = 10 * 1024 * 1024;
/** Everything a zip may expand to: 500 files of 400 KB on average. */
export const MAX_ZIP_EXPANDED_BYTES = 200 * 1024 * 1024;
/** Entries a zip may hold, including the ones skipped (folders, macOS metadata). */
export const MAX_ZIP_ENTRIES = 2 * MAX_SCREENING_FILES;

// A DOCX is a zip too: only a .zip, or a zip-signed file without a document extension, is a batch.
const isZip = (file: ResumeFile) =>
  /\.zip$/i.test(file.name) ||
  (!/\.(docx?|pdf|txt|odt|rtf)$/i.test(file.name) &&
    file.data.length > 4 &&
    file.data[0] === 0x50 &&
    file.data[1] === 0x4b &&
    file.data[2] === 0x03);

function tooMany(count: number): AppError {
  return new AppError(
    'payload_too_large',
    `At most ${MAX_SCREENING_FILES} résumés per screening (got ${count}); split the batch into several screenings`,
    { status: 413 },
  );
}

// Folders, macOS resource forks and hidden files are not résumés.
const skipped = (name: string) => name.endsWith('/') || /(^|\/)(__MACOSX\/|\.)/.test(name);

/**
 * Expands a zip. Sizes are checked against the central directory before anything is inflated, and fflate
 * inflates each entry into a buffer of exactly its declared size, so a zip that lies about sizes cannot
 * grow past the limits either.
 */
export function expandZip(zip: ResumeFile): ResumeFile[] {
  let entries = 0;
  let accepted = 0;
  let total = 0;
  let problem: AppError | undefined;
  let unpacked: Record<string, Uint8Array>;
  try {
    unpacked = unzipSync(zip.data, {
      filter(entry) {
        entries++;
        if (problem || skipped(entry.name)) return false;
        if (entries > MAX_ZIP_ENTRIES) {
          problem = new AppError(
            'payload_too_large',
            `${zip.name} holds more than ${MAX_ZIP_ENTRIES} entries`,
            {
              status: 413,
            },
          );
          return false;
        }
        if (entry.originalSize > MAX_RESUME_BYTES) {
          problem = new AppError(
            'payload_too_large',
            `${zip.name}: ${entry.name} expands to ${entry.originalSize} bytes; a résumé may be at most ${MAX_RESUME_BYTES}`,
            { status: 413 },
          );
          return false;
        }
        total += entry.originalSize;
        accepted++;
        if (total > MAX_ZIP_EXPANDED_BYTES) {
          problem = new AppError(
            'payload_too_large',
            `${zip.name} expands to more than ${MAX_ZIP_EXPANDED_BYTES} bytes; upload fewer or smaller files`,
            { status: 413 },
          );
          return false;
        }
        if (accepted > MAX_SCREENING_FILES) {
          problem = tooMany(accepted);
          return false;
        }
        return true;
      },
    });
  } catch (error) {
    if (problem) throw problem;
    throw new ValidationError(`${zip.name} is not a readable zip file (${(error as Error).message})`, [
      { field: 'files', message: 'is not a readable zip file' },
    ]);
  }
  if (problem) throw problem;
  return Object.entries(unpacked).map(([name, data]) => ({ name: name.split('/').pop() || name, data }));
}

/**
 * The résumés of an upload: up to 500 files, or one zip of them. An empty or unreadable résumé is not refused
 * here — it becomes a per-file error when the batch runs.
 */
export function resumeFilesFromUpload(files: readonly ResumeFile[]): ResumeFile[] {
  if (files.length === 0) {
    throw new ValidationError('Attach résumés in the multipart field "files" (PDF, DOCX, TXT) or one .zip', [
      { field: 'files', message: 'is required' },
    ]);
  }
  if (files.length > MAX_SCREENING_FILES) throw tooMany(files.length);
  const zips = files.filter(isZip);
  if (zips.length > 0 && files.length > 1) {
    throw new ValidationError('Send either résumé files or one .zip, not both', [
      { field: 'files', message: 'one .zip, or résumé files without a zip' },
    ]);
  }
  const resumes = zips.length === 1 ? expandZip(zips[0]!) : [...files];
  if (resumes.length === 0) {
    throw new ValidationError(`${zips[0]?.name ?? 'The upload'} holds no résumé files`, [
      { field: 'files', message: 'the zip is empty' },
    ]);
  }
  const big = resumes.find((f) => f.data.byteLength > MAX_RESUME_BYTES);
  if (big) {
    throw new AppError('payload_too_large', `${big.name} is larger than ${MAX_RESUME_BYTES} bytes`, {
      status: 413,
    });
  }
  return resumes.map((f) => ({ name: f.name.slice(0, 255) || 'resume', data: f.data }));
}
