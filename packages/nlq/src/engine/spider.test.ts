import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openCompanyDb } from '../store/company-db.ts';
import { importDataset } from '../store/datasets.ts';
import { loadSchema } from '../store/schema.ts';
import { answerQuestion } from './engine.ts';

const DB_DIR = fileURLToPath(
  new URL('../../../../../shared/data/nlq-dev/databases/activity_1', import.meta.url),
);

describe.skipIf(!existsSync(DB_DIR))('on a development database (../shared/data/nlq-dev)', () => {
  it('imports its CSVs through the product path and answers a counting question like the gold SQL', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nlq-spider-'));
    const db = await openCompanyDb({ path: join(dir, 'c.duckdb') });
    try {
      for (const f of readdirSync(join(DB_DIR, 'data')))
        await importDataset(db, { file: join(DB_DIR, 'data', f) });
      const schema = await loadSchema(db);
      expect(schema.relationships.length).toBeGreaterThan(0);
      const answer = await answerQuestion({ db, question: 'How many faculty do we have?', schema });
      const lines = readFileSync(join(DB_DIR, 'data', 'Faculty.csv'), 'utf8')
        .trim()
        .split('\n');
      expect(answer.rows).toEqual([[lines.length - 1]]);
    } finally {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
