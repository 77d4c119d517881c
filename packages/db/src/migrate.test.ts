import { describe, expect, it } from 'vitest';
import { listMigrations, migrate, pendingMigrations } from './migrate.ts';
import { createTestDatabase, testBackends } from './testing.ts';

describe.each(testBackends())('migrations on %s', (backend) => {
  it('apply in order, once, and concurrent runs do not collide', async () => {
    const database = await createTestDatabase(backend, { migrate: false });
    try {
      const all = listMigrations();
      expect(all.map((m) => m.version)).toEqual([...all.map((m) => m.version)].sort((a, b) => a - b));
      const [first, second] = await Promise.all([migrate(database.db), migrate(database.db)]);
      expect([...first!, ...second!].map((m) => m.version).sort((a, b) => a - b)).toEqual(
        all.map((m) => m.version),
      );
      expect(await pendingMigrations(database.db)).toEqual([]);
      expect(await migrate(database.db)).toEqual([]);
      const tables = await database.db.query<{ table_name: string }>(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1",
      );
      expect(tables.map((t) => t.table_name)).toEqual(
        expect.arrayContaining(['api_keys', 'companies', 'data_records', 'instance_secrets', 'signing_keys']),
      );
    } finally {
      await database.drop();
    }
  });
});
