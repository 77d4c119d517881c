import type { SchemaSnapshot } from '../engine/schema-index.ts';
import type { CompanyDb } from './company-db.ts';
import { profileTables } from './profile.ts';
import { declaredRelationships, inferRelationships } from './relationships.ts';

/** Profiles every table and gathers relationships (declared ones first, then inferred ones not contradicting them). */
export async function loadSchema(db: CompanyDb): Promise<SchemaSnapshot> {
  const tables = await profileTables(db);
  const declared = await declaredRelationships(db);
  const inferred = await inferRelationships(db, tables);
  const same = (a: { fromTable: string; fromColumn: string }, b: { fromTable: string; fromColumn: string }) =>
    a.fromTable === b.fromTable && a.fromColumn === b.fromColumn;
  return {
    tables,
    relationships: [...declared, ...inferred.filter((r) => !declared.some((d) => same(d, r)))],
  };
}
