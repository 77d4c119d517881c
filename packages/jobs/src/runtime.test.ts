import { createLogger } from '@colloquy/core';
import { createTestDatabase, type TestDatabase, testBackends } from '@colloquy/db/testing';
import { TestClock } from 'pg-boss';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob } from './catalogue.ts';
import { type JobRunner, startJobRunner } from './runtime.ts';

const logger = createLogger({ level: 'silent' });

async function waitFor<T>(
  probe: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.each(testBackends())('job runner on %s', (backend) => {
  let database: TestDatabase;
  let runner: JobRunner | undefined;

  afterEach(async () => {
    await runner?.stop({ timeoutMs: 2000 });
    runner = undefined;
    await database?.drop();
  });

  it('validates payloads, runs jobs and retries failures', async () => {
    database = await createTestDatabase(backend);
    const seen: string[] = [];
    let failuresLeft = 1;
    const echo = defineJob({
      name: 'test.echo',
      schema: z.object({ word: z.string() }),
      retry: { limit: 2, delaySeconds: 0, backoff: false },
      async handler({ word }) {
        if (word === 'flaky' && failuresLeft-- > 0) throw new Error('first attempt fails');
        seen.push(word);
        return { echoed: word };
      },
    });
    runner = await startJobRunner({
      db: database.db,
      catalogue: [echo],
      logger,
      pollingIntervalSeconds: 0.5,
    });
    await expect(runner.enqueue('test.echo', { word: 42 })).rejects.toMatchObject({
      code: 'validation_failed',
    });
    await runner.startWorkers();
    await runner.enqueue('test.echo', { word: 'hello' });
    const flakyId = await runner.enqueue('test.echo', { word: 'flaky' });
    await waitFor(() => (seen.length === 2 ? seen : undefined));
    expect(seen.sort()).toEqual(['flaky', 'hello']);
    const flaky = await waitFor(async () => {
      const job = await runner!.boss.getJobById('test.echo', flakyId);
      return job?.state === 'completed' ? job : undefined;
    });
    expect(flaky.retryCount).toBe(1);
    expect(flaky.output).toEqual({ echoed: 'flaky' });
  });

  it('enqueues inside a transaction only when it commits', async () => {
    database = await createTestDatabase(backend);
    const noop = defineJob({ name: 'test.noop', schema: z.object({}), handler: async () => undefined });
    runner = await startJobRunner({ db: database.db, catalogue: [noop], logger });
    await expect(
      database.db.transaction(async (tx) => {
        await runner!.enqueue('test.noop', {}, { tx });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const committed = await database.db.transaction((tx) => runner!.enqueue('test.noop', {}, { tx }));
    const rows = await database.db.query<{ id: string }>(
      "SELECT id::text FROM pgboss.job WHERE name = 'test.noop'",
    );
    expect(rows.map((r) => r.id)).toEqual([committed]);
  });

  it('drains running jobs on stop', async () => {
    database = await createTestDatabase(backend);
    let started = false;
    let finished = false;
    const slow = defineJob({
      name: 'test.slow',
      schema: z.object({}),
      async handler() {
        started = true;
        await new Promise((r) => setTimeout(r, 1500));
        finished = true;
      },
    });
    const local = await startJobRunner({
      db: database.db,
      catalogue: [slow],
      logger,
      pollingIntervalSeconds: 0.5,
    });
    await local.startWorkers();
    const id = await local.enqueue('test.slow', {});
    await waitFor(() => (started ? true : undefined));
    await local.stop({ timeoutMs: 10_000 });
    expect(finished).toBe(true);
    const [row] = await database.db.query<{ state: string }>('SELECT state FROM pgboss.job WHERE id = $1', [
      id,
    ]);
    expect(row?.state).toBe('completed');
  });

  it('fires cron schedules', async () => {
    database = await createTestDatabase(backend);
    const clock = new TestClock('2026-01-01T00:00:30Z');
    let runs = 0;
    const tick = defineJob({
      name: 'test.tick',
      schema: z.object({}).passthrough(),
      schedule: { cron: '* * * * *' },
      async handler() {
        runs++;
      },
    });
    runner = await startJobRunner({ db: database.db, catalogue: [tick], logger, clock });
    await runner.startWorkers();
    expect(await runner.boss.getSchedules('test.tick')).toHaveLength(1);
    expect(runs).toBe(0);
    // Time moves on by hand: within a few simulated minutes the cron monitor creates a due job and
    // the worker runs it. Real time is only spent on the worker's own polling.
    for (let i = 0; i < 40 && runs === 0; i++) {
      await clock.tick(15_000);
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(runs).toBeGreaterThan(0);
  });
});
