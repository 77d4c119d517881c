import { quoteIdent } from '../sql-text.ts';
import type { CompanyDb } from './company-db.ts';
import { listTables, type TableInfo } from './datasets.ts';

export type ColumnKind = 'number' | 'text' | 'date' | 'boolean' | 'other';

export interface ColumnProfile {
  name: string;
  type: string;
  kind: ColumnKind;
  distinctCount: number;
  nullCount: number;
  min: string | null;
  max: string | null;
  /** A few values, for prompts and for the user to recognise the column. */
  samples: string[];
  /** Every distinct value of a text column, when there are few enough to index; the engine matches them. */
  values: string[];
}

export interface TableProfile {
  name: string;
  rowCount: number;
  columns: ColumnProfile[];
}

/** Text columns with more distinct values than this are not indexed (free text, ids). */
export const VALUE_INDEX_LIMIT = 20_000;

export function columnKind(type: string): ColumnKind {
  const t = type.toUpperCase();
  if (
    /^(TINYINT|SMALLINT|INTEGER|BIGINT|HUGEINT|UTINYINT|USMALLINT|UINTEGER|UBIGINT|UHUGEINT|FLOAT|DOUBLE|REAL|DECIMAL)/.test(
      t,
    )
  )
    return 'number';
  if (/^(DATE|TIMESTAMP|TIME)/.test(t)) return 'date';
  if (t === 'BOOLEAN') return 'boolean';
  if (t === 'VARCHAR' || t.startsWith('VARCHAR')) return 'text';
  return 'other';
}

export async function profileTables(db: CompanyDb, tables?: TableInfo[]): Promise<TableProfile[]> {
  const infos = tables ?? (await listTables(db));
  const profiles: TableProfile[] = [];
  for (const info of infos) profiles.push(await profileTable(db, info));
  return profiles;
}

async function profileTable(db: CompanyDb, info: TableInfo): Promise<TableProfile> {
  const table = `main.${quoteIdent(info.name)}`;
  const columns: ColumnProfile[] = [];
  if (info.columns.length === 0) return { name: info.name, rowCount: info.rowCount, columns };
  const stats = info.columns
    .map((c) => {
      const col = quoteIdent(c.name);
      const orderable = columnKind(c.type) !== 'other';
      return [
        `count(DISTINCT ${col})`,
        `count(*) - count(${col})`,
        orderable ? `min(${col})::VARCHAR` : 'NULL',
        orderable ? `max(${col})::VARCHAR` : 'NULL',
      ].join(', ');
    })
    .join(', ');
  const row = (await db.connection.runAndReadAll(`SELECT ${stats} FROM ${table}`)).getRows()[0] ?? [];
  for (const [i, c] of info.columns.entries()) {
    const kind = columnKind(c.type);
    const distinctCount = Number(row[i * 4] ?? 0);
    const col = quoteIdent(c.name);
    // (A yes/no column's values, `true` and `false`, are named by the question too: "whose decision is yes".)
    const indexable = (kind === 'text' || kind === 'boolean') && distinctCount <= VALUE_INDEX_LIMIT;
    const limit = indexable ? VALUE_INDEX_LIMIT : 5;
    const values = (
      await db.connection.runAndReadAll(
        `SELECT DISTINCT ${col}::VARCHAR FROM ${table} WHERE ${col} IS NOT NULL LIMIT ${limit}`,
      )
    )
      .getRows()
      .map((r) => String(r[0]));
    columns.push({
      name: c.name,
      type: c.type,
      kind,
      distinctCount,
      nullCount: Number(row[i * 4 + 1] ?? 0),
      min: nullableString(row[i * 4 + 2]),
      max: nullableString(row[i * 4 + 3]),
      samples: values.slice(0, 5),
      values: indexable ? values : [],
    });
  }
  return { name: info.name, rowCount: info.rowCount, columns };
}

function nullableString(value: unknown): string | null {
  return value === null || value === undefined ? null : String(value);
}
