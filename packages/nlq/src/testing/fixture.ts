import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Clock } from '@colloquy/core';
import { buildSchemaIndex, type SchemaIndex } from '../engine/schema-index.ts';
import { type CompanyDb, openCompanyDb } from '../store/company-db.ts';
import { importDataset } from '../store/datasets.ts';
import { loadSchema } from '../store/schema.ts';

/** Tests run "now" on 2026-11-21, so last quarter is Q3 2026 and "since March" is 2026-03-01. */
export const TEST_CLOCK: Clock = { now: () => new Date('2026-11-21T12:00:00Z') };

export const CUSTOMERS_CSV = `customer_id,name,city,segment,signup_date
1,Alice Martin,Paris,Enterprise,2023-01-15
2,Bob Stone,London,SMB,2023-03-02
3,Carla Diaz,Madrid,SMB,2024-06-10
4,Dan Wu,Paris,Consumer,2025-02-20
5,Eva Novak,Berlin,Enterprise,2025-09-05
`;

export const PRODUCTS_CSV = `product_id,name,category,price
1,Laptop,Electronics,1200
2,Phone,Electronics,800
3,Desk,Furniture,300
4,Chair,Furniture,150
5,Pen,Stationery,2
`;

export const ORDERS_CSV = `order_id,customer_id,product_id,quantity,amount,order_date
1,1,1,1,1200,2026-07-10
2,1,3,2,600,2026-08-15
3,1,5,10,20,2026-10-01
4,1,2,1,800,2025-05-05
5,2,4,4,600,2026-03-15
6,2,5,5,10,2023-11-11
7,3,1,1,1200,2026-02-01
8,5,3,1,300,2023-06-30
`;

export interface SalesFixture {
  dir: string;
  db: CompanyDb;
  schema: SchemaIndex;
  cleanup(): void;
}

/**
 * A company database with customers, products and orders imported from CSV files written to a temp dir, plus any
 * `extra` tables (name → CSV text) a test needs.
 */
export async function createSalesFixture(extra: Record<string, string> = {}): Promise<SalesFixture> {
  return createFixture({ customers: CUSTOMERS_CSV, products: PRODUCTS_CSV, orders: ORDERS_CSV, ...extra });
}

/** A company database holding only the given tables (name → CSV text). */
export async function createFixture(files: Record<string, string>): Promise<SalesFixture> {
  const dir = mkdtempSync(join(tmpdir(), 'nlq-test-'));
  const db = await openCompanyDb({ path: join(dir, 'company.duckdb') });
  for (const [name, csv] of Object.entries(files)) {
    const file = join(dir, `${name}.csv`);
    writeFileSync(file, csv);
    await importDataset(db, { file });
  }
  const schema = buildSchemaIndex(await loadSchema(db));
  return {
    dir,
    db,
    schema,
    cleanup() {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
