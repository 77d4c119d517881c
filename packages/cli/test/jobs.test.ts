import { createAccounts } from '@colloquy/accounts';
import { ReviewService, standardTaskRegistry, TaskService } from '@colloquy/assistants';
import { createLogger, systemClock } from '@colloquy/core';
import { createTestDatabase, testBackends } from '@colloquy/db/testing';
import { startJobRunner } from '@colloquy/jobs';
import { describe, expect, it } from 'vitest';
import { buildCatalogue } from '../src/jobs.ts';

describe.each(testBackends())('the service job catalogue on %s', (backend) => {
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
    const tasks = new TaskService({
      db: database.db,
      tasks: standardTaskRegistry(),
      clock: systemClock,
      logger,
    });
    const runner = await startJobRunner({
      db: database.db,
      catalogue: buildCatalogue({
        accounts,
        tasks,
        reviews: new ReviewService({ db: database.db, logger }),
      }),
      logger,
    });
    try {
      await runner.startWorkers();
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
      await runner.stop({ timeoutMs: 2000 });
      await database.drop();
    }
  });
});
