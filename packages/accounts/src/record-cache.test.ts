import { createLogger } from '@colloquy/core';
import { createTestDatabase, type TestDatabase, testBackends } from '@colloquy/db/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { createCompany } from './companies.ts';
import { saveDataRecords } from './data-records.ts';
import { RecordCache } from './record-cache.ts';

const logger = createLogger({ level: 'silent' });

describe.each(testBackends())('record cache on %s', (backend) => {
  let database: TestDatabase;
  let cache: RecordCache | undefined;
  afterEach(async () => {
    await cache?.stop();
    await database?.drop();
  });

  it('serves repeated reads from memory and drops a company on NOTIFY from any writer', async () => {
    database = await createTestDatabase(backend);
    cache = new RecordCache({ db: database.db, logger });
    await cache.start();
    const a = await createCompany({ db: database.db, name: 'A' });
    const b = await createCompany({ db: database.db, name: 'B' });
    await saveDataRecords(database.db, a.id, [{ id: 'x', name: 'x', value: 1 }]);
    await saveDataRecords(database.db, b.id, [{ id: 'y', name: 'y', value: 1 }]);
    await new Promise((r) => setTimeout(r, 200)); // let the saves' own NOTIFYs arrive first
    const page = { limit: 10 };
    const first = await cache.list(a.id, page);
    const otherFirst = await cache.list(b.id, page);
    expect(await cache.list(a.id, page)).toBe(first); // same array: a cache hit

    await database.db.query(`UPDATE data_records SET value = '5'::jsonb WHERE company_id = $1`, [a.id]);
    const deadline = Date.now() + 5000;
    let fresh = await cache.list(a.id, page);
    while (fresh === first && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
      fresh = await cache.list(a.id, page);
    }
    expect(fresh).not.toBe(first);
    expect(fresh).toEqual([{ id: 'x', name: 'x', value: 5 }]);
    expect(await cache.list(b.id, page)).toBe(otherFirst); // other companies stay cached
  });

  // Only PostgreSQL has a LISTEN connection that can drop; PGlite listens in-process.
  const onPostgres = backend === 'postgres' ? it : () => undefined;
  onPostgres('forgets everything when its LISTEN connection drops, and listens again', async () => {
    database = await createTestDatabase(backend);
    cache = new RecordCache({ db: database.db, logger });
    await cache.start();
    const a = await createCompany({ db: database.db, name: 'A' });
    await saveDataRecords(database.db, a.id, [{ id: 'x', name: 'x', value: 1 }]);
    await new Promise((r) => setTimeout(r, 200)); // let the save's own NOTIFY arrive first
    const first = await cache.list(a.id, { limit: 10 });
    expect(await cache.list(a.id, { limit: 10 })).toBe(first);
    await database.db.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'",
    );
    await new Promise((r) => setTimeout(r, 200));
    expect(await cache.list(a.id, { limit: 10 })).not.toBe(first); // dropped on the gap
    await new Promise((r) => setTimeout(r, 1500)); // reconnected
    const cached = await cache.list(a.id, { limit: 10 });
    expect(await cache.list(a.id, { limit: 10 })).toBe(cached);
    await database.db.query(`UPDATE data_records SET value = '7'::jsonb WHERE company_id = $1`, [a.id]);
    const deadline = Date.now() + 5000;
    let fresh = await cache.list(a.id, { limit: 10 });
    while (fresh === cached && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
      fresh = await cache.list(a.id, { limit: 10 });
    }
    expect(fresh).toEqual([{ id: 'x', name: 'x', value: 7 }]);
  });

  it('does not store a page read while a change was announced', async () => {
    database = await createTestDatabase(backend);
    cache = new RecordCache({ db: database.db, logger });
    await cache.start();
    const a = await createCompany({ db: database.db, name: 'A' });
    const reading = cache.list(a.id, { limit: 10 });
    cache.invalidate(a.id); // a change lands while the read is in flight
    const raced = await reading;
    expect(await cache.list(a.id, { limit: 10 })).not.toBe(raced);
  });
});
