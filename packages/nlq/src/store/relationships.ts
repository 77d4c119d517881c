import { ValidationError } from '@colloquy/core';
import { quoteIdent } from '../sql-text.ts';
import { type CompanyDb, META_SCHEMA } from './company-db.ts';
import type { ColumnProfile, TableProfile } from './profile.ts';

/** `fromTable.fromColumn` refers to `toTable.toColumn` (a foreign key to a key). */
export interface Relationship {
  fromTable: string;
  fromColumn: string;
  toTable: string;
  toColumn: string;
  source: 'declared' | 'inferred';
}

const KEY_NAME = /(^id$|_id$|id$|_code$|^code$|_no$|_num$|_number$|_key$)/i;

function norm(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

function singular(word: string): string {
  if (/ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(ss|us)$/.test(word)) return word;
  if (/(ch|sh|x|s)es$/.test(word)) return word.slice(0, -2);
  return word.endsWith('s') ? word.slice(0, -1) : word;
}

function isKey(table: TableProfile, column: ColumnProfile): boolean {
  return table.rowCount > 0 && column.nullCount === 0 && column.distinctCount === table.rowCount;
}

function compatible(a: ColumnProfile, b: ColumnProfile): boolean {
  return a.kind === b.kind && (a.kind === 'number' || a.kind === 'text');
}

/** Does the referencing column's name point at this key? Same name, or `<table>_<key>` / `<table>id`. */
function namesMatch(from: ColumnProfile, toTable: TableProfile, to: ColumnProfile): boolean {
  const f = norm(from.name);
  const t = norm(to.name);
  const tableStem = norm(singular(toTable.name.toLowerCase()));
  if (f === t) return KEY_NAME.test(to.name) || KEY_NAME.test(from.name) || t.length > 3;
  if (f === tableStem + t) return true;
  if (t === 'id' && (f === `${tableStem}id` || f === `${norm(toTable.name)}id`)) return true;
  return false;
}

/** Infers relationships from key-like names and confirms each by value containment in the data. */
export async function inferRelationships(db: CompanyDb, tables: TableProfile[]): Promise<Relationship[]> {
  const found: Relationship[] = [];
  for (const toTable of tables) {
    for (const to of toTable.columns) {
      if (!isKey(toTable, to)) continue;
      for (const fromTable of tables) {
        if (fromTable === toTable) continue;
        for (const from of fromTable.columns) {
          if (!compatible(from, to) || !namesMatch(from, toTable, to)) continue;
          if (isKey(fromTable, from) && norm(fromTable.name) > norm(toTable.name) && from.name === to.name) {
            // Two tables keyed on the same column (one-to-one): keep one direction only.
            if (found.some((r) => r.fromTable === toTable.name && r.toTable === fromTable.name)) continue;
          }
          if (await contained(db, fromTable.name, from.name, toTable.name, to.name)) {
            found.push({
              fromTable: fromTable.name,
              fromColumn: from.name,
              toTable: toTable.name,
              toColumn: to.name,
              source: 'inferred',
            });
          }
        }
      }
    }
  }
  return found;
}

async function contained(db: CompanyDb, ft: string, fc: string, tt: string, tc: string): Promise<boolean> {
  const sql = `SELECT count(*) FILTER (WHERE t.${quoteIdent(tc)} IS NULL), count(*)
    FROM (SELECT DISTINCT ${quoteIdent(fc)} AS v FROM main.${quoteIdent(ft)} WHERE ${quoteIdent(fc)} IS NOT NULL) f
    LEFT JOIN main.${quoteIdent(tt)} t ON t.${quoteIdent(tc)} = f.v`;
  const row = (await db.connection.runAndReadAll(sql)).getRows()[0] ?? [];
  const missing = Number(row[0] ?? 0);
  const total = Number(row[1] ?? 0);
  // Real data has a few orphans; most referencing values must still resolve.
  return total > 0 && missing <= total * 0.1;
}

export async function declareRelationship(
  db: CompanyDb,
  rel: Omit<Relationship, 'source'>,
  tables: TableProfile[],
): Promise<Relationship> {
  for (const [table, column] of [
    [rel.fromTable, rel.fromColumn],
    [rel.toTable, rel.toColumn],
  ] as const) {
    const t = tables.find((x) => x.name === table);
    if (!t?.columns.some((c) => c.name === column)) {
      throw new ValidationError(`relationship refers to ${table}.${column}, which does not exist`, [
        {
          field: table === rel.fromTable && column === rel.fromColumn ? 'from' : 'to',
          message: `no column ${table}.${column}`,
        },
      ]);
    }
  }
  await db.connection.run(`INSERT OR IGNORE INTO ${META_SCHEMA}.relationships VALUES ($1, $2, $3, $4)`, [
    rel.fromTable,
    rel.fromColumn,
    rel.toTable,
    rel.toColumn,
  ]);
  return { ...rel, source: 'declared' };
}

/** Removes a declared relationship; false when there was none. */
export async function forgetRelationship(db: CompanyDb, rel: Omit<Relationship, 'source'>): Promise<boolean> {
  const reader = await db.connection.runAndReadAll(
    `DELETE FROM ${META_SCHEMA}.relationships
      WHERE from_table = $1 AND from_column = $2 AND to_table = $3 AND to_column = $4 RETURNING 1`,
    [rel.fromTable, rel.fromColumn, rel.toTable, rel.toColumn],
  );
  return reader.getRows().length > 0;
}

export async function declaredRelationships(db: CompanyDb): Promise<Relationship[]> {
  const reader = await db.connection.runAndReadAll(
    `SELECT from_table, from_column, to_table, to_column FROM ${META_SCHEMA}.relationships`,
  );
  return reader.getRows().map((r) => ({
    fromTable: String(r[0]),
    fromColumn: String(r[1]),
    toTable: String(r[2]),
    toColumn: String(r[3]),
    source: 'declared' as const,
  }));
}
