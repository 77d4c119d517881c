import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import { recordInputSchema } from '@colloquy/accounts';
import { NotFoundError, newId, ValidationError } from '@colloquy/core';
import { type DataRecord, type Db, findCompany, upsertDataRecords } from '@colloquy/db';
import { parse } from 'csv-parse';

const CHUNK = 1000;

/** "42" → 42 when it reads back the same; everything else stays text ("007" keeps its zeros). */
function toValue(text: string): string | number {
  const n = Number(text);
  return text.trim() !== '' && Number.isFinite(n) && String(n) === text.trim() ? n : text;
}

/**
 * Imports a CSV of records. Every row is checked before anything is written, so a bad file changes
 * nothing; then records are upserted by id in chunks.
 */
export async function importRecordsFile({
  db,
  companyId,
  file,
}: {
  db: Db;
  companyId: string;
  file: string;
}) {
  await access(file).catch(() => {
    throw new Error(`Cannot read ${file}`);
  });
  if (!(await findCompany(db, companyId)))
    throw new NotFoundError(`Company ${companyId} not found`, 'company_not_found');
  const parser = createReadStream(file).pipe(
    parse({
      columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
      bom: true,
      trim: false,
      skip_empty_lines: true,
    }),
  );
  const records: DataRecord[] = [];
  const lines = new Map<string, number>();
  let line = 1;
  try {
    for await (const row of parser as AsyncIterable<Record<string, string>>) {
      line++;
      if (line === 2) {
        const missing = ['name', 'value'].filter((c) => !(c in row));
        if (missing.length)
          throw new ValidationError(`${file}: missing column ${missing.join(', ')} (expected id,name,value)`);
      }
      const parsed = recordInputSchema.safeParse({
        ...(row.id?.trim() ? { id: row.id.trim() } : {}),
        name: row.name,
        value: toValue(row.value ?? ''),
      });
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new ValidationError(`${file} line ${line}: ${issue?.path.join('.')} ${issue?.message}`);
      }
      const id = parsed.data.id ?? newId('record');
      const previous = lines.get(id);
      if (previous)
        throw new ValidationError(`${file} line ${line}: id ${id} already used on line ${previous}`);
      lines.set(id, line);
      records.push({ id, name: parsed.data.name, value: parsed.data.value });
    }
  } catch (error) {
    if (error instanceof ValidationError) throw error;
    throw new ValidationError(`${file}: not valid CSV (${(error as Error).message})`);
  }
  for (let i = 0; i < records.length; i += CHUNK)
    await upsertDataRecords(db, companyId, records.slice(i, i + CHUNK));
  return { company_id: companyId, imported: records.length };
}
