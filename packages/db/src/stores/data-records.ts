import type { Queryable } from '../types.ts';

export type RecordValue = string | number | boolean | null;

export interface DataRecord {
  id: string;
  name: string;
  value: RecordValue;
}

export interface ListRecordsOptions {
  limit: number;
  /** Return records whose id sorts after this one (keyset pagination). */
  after?: string | undefined;
}

export async function listDataRecords(
  db: Queryable,
  companyId: string,
  options: ListRecordsOptions,
): Promise<DataRecord[]> {
  return db.query<DataRecord>(
    `SELECT id, name, value FROM data_records
     WHERE company_id = $1 AND ($2::text IS NULL OR id > $2)
     ORDER BY id LIMIT $3`,
    [companyId, options.after ?? null, options.limit],
  );
}

/** Inserts or updates records by id in one statement, so a batch stands or falls together. */
export async function upsertDataRecords(
  db: Queryable,
  companyId: string,
  records: readonly DataRecord[],
): Promise<DataRecord[]> {
  if (records.length === 0) return [];
  return db.query<DataRecord>(
    `INSERT INTO data_records (company_id, id, name, value)
     SELECT $1, r.id, r.name, r.value
     FROM jsonb_to_recordset($2::jsonb) AS r(id text, name text, value jsonb)
     ON CONFLICT (company_id, id) DO UPDATE SET name = EXCLUDED.name, value = EXCLUDED.value, updated_at = now()
     RETURNING id, name, value`,
    [companyId, JSON.stringify(records)],
  );
}

/** One record by id or by name (both case-insensitive; an id match wins). */
export async function findDataRecord(
  db: Queryable,
  companyId: string,
  idOrName: string,
): Promise<DataRecord | undefined> {
  const [row] = await db.query<DataRecord>(
    `SELECT id, name, value FROM data_records
     WHERE company_id = $1 AND (lower(id) = lower($2) OR lower(name) = lower($2))
     ORDER BY (lower(id) = lower($2)) DESC, id LIMIT 1`,
    [companyId, idOrName],
  );
  return row;
}
