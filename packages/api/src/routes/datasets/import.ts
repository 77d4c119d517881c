import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { AppError, ValidationError } from '@colloquy/core';
import {
  DATASET_EXTENSIONS,
  type DatasetFile,
  datasetFormatOf,
  type TableInfo,
  tableNameFor,
} from '@colloquy/nlq';
import type { AppDeps } from '../../context.ts';

const MAX_FILES = 20;

/**
 * Imports uploaded files as datasets (the API's POST /datasets and the dashboard's upload): checks them, stages
 * them on disk and imports all or none.
 */
export async function importUploads(
  deps: Pick<AppDeps, 'datasets'>,
  companyId: string,
  files: readonly File[],
  options: { name?: string | undefined; replace?: boolean },
): Promise<TableInfo[]> {
  const { name } = options;
  if (files.length === 0) {
    throw new ValidationError('Attach one or more files in the multipart field "file"', [
      { field: 'file', message: 'is required' },
    ]);
  }
  if (files.length > MAX_FILES) {
    throw new ValidationError(`At most ${MAX_FILES} files per upload`, [
      { field: 'file', message: 'too many files' },
    ]);
  }
  if (name && files.length > 1) {
    throw new ValidationError('"name" names one dataset: upload one file with it, or leave it out', [
      { field: 'name', message: 'only with a single file' },
    ]);
  }
  for (const file of files) {
    if (!datasetFormatOf(file.name)) {
      throw new AppError(
        'unsupported_media_type',
        `${file.name || 'the file'} is not a supported dataset: upload ${DATASET_EXTENSIONS.join(', ')} files`,
        { status: 415 },
      );
    }
    if (file.size === 0) {
      throw new ValidationError(`${file.name} is empty`, [{ field: 'file', message: 'empty file' }]);
    }
  }
  const dir = await mkdtemp(join(tmpdir(), 'colloquy-upload-'));
  try {
    const staged: DatasetFile[] = [];
    for (const [i, file] of files.entries()) {
      // A folder per file keeps the user's file name (DuckDB's messages quote it) without collisions.
      const label = basename(file.name);
      const path = join(dir, String(i), label);
      await mkdir(join(dir, String(i)));
      await writeFile(path, new Uint8Array(await file.arrayBuffer()));
      staged.push({ path, label, table: name ?? tableNameFor(label), format: datasetFormatOf(label)! });
    }
    return await deps.datasets.importFiles(companyId, staged, { replace: options.replace ?? false });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
