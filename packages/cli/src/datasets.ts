import { join } from 'node:path';
import type { Config } from '@colloquy/core';

/**
 * Where each company's DuckDB file lives: `<COLLOQUY_DATA_DIR>/datasets/<company_id>.duckdb`. Always local disk,
 * also when DATABASE_URL points at PostgreSQL.
 */
export function datasetDir(config: Pick<Config, 'dataDir'>): string {
  return join(config.dataDir, 'datasets');
}
