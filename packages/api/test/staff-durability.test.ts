import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAccounts, createCompany } from '@colloquy/accounts';
import { createTaskRegistry, scheduleMeetingTask, TaskService, taskRunJob } from '@colloquy/assistants';
import { startTestSmtp } from '@colloquy/channels/testing';
import { createLogger, systemClock } from '@colloquy/core';
import { createTestDatabase, testBackends } from '@colloquy/db/testing';
import { startJobRunner } from '@colloquy/jobs';
import { describe, expect, it, vi } from 'vitest';
import { createApp } from '../src/app.ts';
import { createServices } from '../src/services.ts';
import { MASTER_KEY, PUBLIC_URL } from './harness.ts';
import { mailsTo, seedDirectory, upcoming } from './staff-helpers.ts';

const logger = createLogger({ level: 'silent' });

describe.each(testBackends())('an async schedule_meeting whose worker dies mid-task on %s', (backend) => {
  it('finishes after the restart without booking or mailing twice', async () => {
    const smtp = await startTestSmtp();
    const database = await createTestDatabase(backend);
    const { db } = database;
    const accounts = await createAccounts({
      db,
      clock: systemClock,
      logger,
      masterKey: MASTER_KEY,
      issuer: PUBLIC_URL,
      tokenTtlSeconds: 3600,
    });
    const datasetDir = mkdtempSync(join(tmpdir(), 'colloquy-durability-'));
    // One "process" configuration; the API process runs no worker.
    const options = {
      db,
      accounts,
      logger,
      clock: systemClock,
      masterKey: MASTER_KEY,
      datasetDir,
      publicUrl: PUBLIC_URL,
      mail: { smtpUrl: smtp.url, from: 'Colloquy <no-reply@colloquy.test>' },
      webhooks: {},
      deliverWebhooks: false,
      queue: true,
      drainMs: 5000,
    };
    const api = createServices(options);
    await api.start({ worker: false });
    const app = createApp({
      ...api.deps,
      settings: { publicUrl: PUBLIC_URL, rateLimitPerMinute: 0, jsonBodyLimit: 1024 * 1024 },
    });
    const company = await createCompany({ db, name: 'Durable' });
    const { apiKey } = await accounts.apiKeys.create({ companyId: company.id });
    const request = (method: string, path: string, o: { json?: unknown } = {}) =>
      Promise.resolve(
        app.request(path, {
          method,
          headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' },
          ...(o.json !== undefined ? { body: JSON.stringify(o.json) } : {}),
        }),
      );
    let restarted: ReturnType<typeof createServices> | undefined;
    try {
      await seedDirectory({ request }, { apiKey });
      const day = upcoming(2);
      const queued = await request('POST', '/v1/tasks/execute', {
        json: { task: 'schedule_meeting', params: { date: day, team: 'Design' }, async: true },
      });
      expect(queued.status).toBe(202);
      const { task_id } = (await queued.json()) as { task_id: string };

      // The first worker dies in the middle of the task: after it booked the slot and queued the first
      // invitation, before anything committed (the process is gone, so is its transaction).
      let crashes = 0;
      const dying = scheduleMeetingTask({
        publicUrl: PUBLIC_URL,
        organizer: { name: 'Colloquy', email: 'no-reply@colloquy.test' },
        mail: {
          async enqueue(tx, message) {
            await api.deps.mail.enqueue(tx, message);
            crashes++;
            throw new Error('worker killed');
          },
        },
      });
      const doomed = new TaskService({ db, tasks: createTaskRegistry([dying]), clock: systemClock, logger });
      const first = await startJobRunner({ db, catalogue: [taskRunJob(doomed)], logger });
      await first.startWorkers();
      await vi.waitFor(() => expect(crashes).toBe(1), { timeout: 20_000, interval: 50 });
      await first.stop({ timeoutMs: 5000 });

      const count = async (sql: string) => (await db.query<{ n: number }>(sql))[0]?.n;
      const run = async () =>
        (await (await request('GET', `/v1/tasks/${task_id}`)).json()) as {
          status: string;
          result: { start: string };
        };
      expect((await run()).status).toBe('running');
      expect(await count('SELECT count(*)::int AS n FROM meetings')).toBe(0);
      expect(await count('SELECT count(*)::int AS n FROM mail_outbox')).toBe(0);

      // The restarted worker picks the job up again (pg-boss retry) and finishes it.
      restarted = createServices(options);
      await restarted.start({ worker: true });
      await vi.waitFor(async () => expect((await run()).status).toBe('completed'), {
        timeout: 60_000,
        interval: 200,
      });
      await mailsTo(smtp.received, 'ana@example.com', /Invitation/);
      await mailsTo(smtp.received, 'ben@example.com', /Invitation/);
      expect((await run()).result.start).toMatch(new RegExp(`^${day}T`));

      // A duplicate delivery of the job changes nothing.
      expect(await restarted.deps.tasks.runQueued(task_id, { lastAttempt: false })).toBeUndefined();
      await new Promise((r) => setTimeout(r, 500));
      expect(await count('SELECT count(*)::int AS n FROM meetings')).toBe(1);
      expect(await count("SELECT count(*)::int AS n FROM busy_times WHERE source = 'meeting'")).toBe(2);
      expect(await count('SELECT count(*)::int AS n FROM mail_outbox')).toBe(2);
      expect(smtp.received).toHaveLength(2);
      expect(
        await count("SELECT count(*)::int AS n FROM outbox_events WHERE event_type = 'task.completed'"),
      ).toBe(1);
    } finally {
      await restarted?.stop();
      await api.stop();
      await smtp.close();
      rmSync(datasetDir, { recursive: true, force: true });
      await database.drop();
    }
  }, 120_000);
});
