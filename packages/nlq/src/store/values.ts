import type { DuckDBResultReader } from '@duckdb/node-api';

export type CellValue = string | number | boolean | null | Record<string, unknown>;

/** Rows as plain JSON-safe values: numbers stay numbers when exact, dates and big integers become strings. */
export function readRows(reader: DuckDBResultReader, limit = Number.POSITIVE_INFINITY): CellValue[][] {
  const js = reader.getRowsJS();
  const json = reader.getRowsJson();
  const rows: CellValue[][] = [];
  const n = Math.min(js.length, limit);
  for (let r = 0; r < n; r++) {
    const jsRow = js[r]!;
    const jsonRow = json[r]!;
    rows.push(jsRow.map((value, c) => toPlain(value, jsonRow[c])));
  }
  return rows;
}

function toPlain(value: unknown, json: unknown): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'bigint')
    return Number.isSafeInteger(Number(value)) ? Number(value) : value.toString();
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string') return value;
  return (json ?? null) as CellValue;
}
