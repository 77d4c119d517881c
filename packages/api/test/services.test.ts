import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAccounts } from '@colloquy/accounts';
import { createLogger, systemClock } from '@colloquy/core';
import { createTestDatabase, testBackends } from '@colloquy/db/testing';
import { describe, expect, it } from 'vitest';
import { createServices } from '../src/services.ts';

describe.each(testBackends())('the job catalogue of the services on %s', (backend) => {
  it('schedules signing-key maintenance daily and runs it as a job', async () => {
    const database = await createTestDatabase(backend);
    const logger = createLogger({ level: 'silent' });
    const accounts = await createAccounts({
      db: database.db,
      clock: systemClock,
      logger,
      masterKey: 'test-master-key-0123456789',
      issuer: 'http://colloquy.test',
      tokenTtlSeconds: 3600,
    });
    // An old active key: the job must replace it.
    await database.db.query("UPDATE signing_keys SET created_at = now() - interval '40 days'");
    const datasetDir = mkdtempSync(join(tmpdir(), 'colloquy-services-'));
    const services = createServices({
      db: database.db,
      accounts,
      logger,
      clock: systemClock,
      masterKey: 'test-master-key-0123456789',
      datasetDir,
      publicUrl: 'http://colloquy.test',
      mail: { from: 'no-reply@colloquy.test' },
      webhooks: {},
      queue: true,
      drainMs: 2000,
    });
    await services.start({ worker: true });
    const runner = services.runner()!;
    try {
      const [schedule] = await runner.boss.getSchedules('auth.maintain-signing-keys');
      expect(schedule?.cron).toBe('17 3 * * *');
      const id = await runner.enqueue('auth.maintain-signing-keys', {});
      const deadline = Date.now() + 15_000;
      let job = await runner.boss.getJobById('auth.maintain-signing-keys', id);
      while (job?.state !== 'completed' && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
        job = await runner.boss.getJobById('auth.maintain-signing-keys', id);
      }
      expect(job?.state).toBe('completed');
      expect((job?.output as { rotated?: string } | undefined)?.rotated).toMatch(/^sig_/);
      const keys = await database.db.query<{ retired_at: Date | null }>(
        'SELECT retired_at FROM signing_keys',
      );
      expect(keys.filter((k) => k.retired_at === null)).toHaveLength(1);
      expect(keys).toHaveLength(2);
    } finally {
      await services.stop();
      rmSync(datasetDir, { recursive: true, force: true });
      await database.drop();
    }
  });
});
