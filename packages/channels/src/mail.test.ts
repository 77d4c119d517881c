import { createLogger, encryptSecret, newId } from '@colloquy/core';
import { getMail, listMail, saveSmtpSettings } from '@colloquy/db';
import { createTestDatabase, type TestDatabase, testBackends } from '@colloquy/db/testing';
import { type JobRunner, startJobRunner } from '@colloquy/jobs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MailService, type MailServiceOptions } from './mail.ts';
import { startTestSmtp, type TestSmtpServer } from './testing.ts';

const logger = createLogger({ level: 'silent' });
const MASTER_KEY = 'mail-test-master-key-0123456789';
const ICS =
  'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nSUMMARY:Planning\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';

async function waitUntil<T>(probe: () => Promise<T | undefined | false>, what: string): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.each(testBackends())('mail on %s', (backend) => {
  let database: TestDatabase;
  let smtp: TestSmtpServer;
  let runner: JobRunner | undefined;
  let mail: MailService | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(backend);
    await database.db.query(
      "INSERT INTO companies (id, name) VALUES ('cmp_mail', 'Mail Co'), ('cmp_own', 'Own Co')",
    );
    smtp = await startTestSmtp();
  });
  afterEach(async () => {
    await runner?.stop({ timeoutMs: 2000 });
    mail?.close();
    runner = undefined;
    mail = undefined;
  });
  afterAll(async () => {
    await smtp.close();
    await database.drop();
  });

  /** A mail service whose delivery job runs on the test database. */
  async function start(options: Partial<MailServiceOptions>): Promise<MailService> {
    const service = new MailService({
      db: database.db,
      logger,
      from: 'Colloquy <no-reply@colloquy.test>',
      queue: { enqueue: (...args) => runner!.enqueue(...args) },
      ...options,
    });
    mail = service;
    runner = await startJobRunner({ db: database.db, catalogue: [service.job()], logger });
    await runner.startWorkers();
    return service;
  }

  it('delivers over SMTP with authentication and an attachment once the transaction commits', async () => {
    const service = await start({ smtpUrl: smtp.url });
    const before = smtp.received.length;
    const queued = await database.db.transaction((tx) =>
      service.enqueue(tx, {
        to: ['ana@example.com', 'ben@example.com'],
        subject: 'Invitation: Planning',
        text: 'You are invited.',
        attachments: [{ filename: 'invite.ics', content: ICS, contentType: 'text/calendar' }],
        companyId: 'cmp_mail',
      }),
    );
    expect(queued.status).toBe('queued');
    const [received] = (await smtp.waitFor(before + 1)).slice(before);
    expect(received?.user).toBe('mailer');
    expect(received?.from).toBe('no-reply@colloquy.test');
    expect(received?.to).toEqual(['ana@example.com', 'ben@example.com']);
    expect(received?.raw).toContain('Subject: Invitation: Planning');
    expect(received?.raw).toMatch(/filename="?invite\.ics"?/);
    expect(received?.raw).toContain(Buffer.from(ICS).toString('base64').slice(0, 40));
    const sent = await waitUntil(async () => {
      const m = await getMail(database.db, queued.id);
      return m?.status === 'sent' && m;
    }, 'the sent status');
    expect(sent).toMatchObject({ via: 'smtp', attempts: 1, lastError: null });
    expect(sent.messageId).toBeTruthy();
    const [listed] = await service.list('cmp_mail');
    expect(listed?.attachments[0]?.filename).toBe('invite.ics');
  });

  it('sends nothing when the transaction that queued the mail rolls back', async () => {
    const service = await start({ smtpUrl: smtp.url });
    const before = smtp.received.length;
    const id = newId('mail');
    await expect(
      database.db.transaction(async (tx) => {
        await service.enqueue(tx, { to: 'rollback@example.com', subject: id, text: 'never' });
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
    // A later mail arrives; the rolled-back one never does.
    await database.db.transaction((tx) =>
      service.enqueue(tx, { to: 'after@example.com', subject: 'after', text: 'ok' }),
    );
    const received = await smtp.waitFor(before + 1);
    await new Promise((r) => setTimeout(r, 300));
    expect(received.slice(before).map((m) => m.to[0])).toEqual(['after@example.com']);
    expect((await listMail(database.db, null)).some((m) => m.subject === id)).toBe(false);
  });

  it('retries refused credentials, records why, and never logs the password', async () => {
    const service = await start({ smtpUrl: `smtp://mailer:wrong@127.0.0.1:${smtp.port}` });
    const queued = await database.db.transaction((tx) =>
      service.enqueue(tx, { to: 'ana@example.com', subject: 'x', text: 'y' }),
    );
    const failed = await waitUntil(async () => {
      const m = await getMail(database.db, queued.id);
      return m && m.attempts >= 1 && m;
    }, 'a failed attempt');
    expect(failed.status).toBe('queued');
    expect(failed.lastError).toMatch(/auth|Invalid/i);
    expect(failed.lastError).not.toContain('wrong');
  });

  // The company saved a name that was public then; by the time the mail goes out it answers 127.0.0.1 (DNS
  // rebinding). `localhost` plays that name: it is resolved again at send time and refused.
  it("checks a company's SMTP host again at send time, and connects to the address it checked", async () => {
    await saveSmtpSettings(database.db, {
      companyId: 'cmp_own',
      urlEncrypted: encryptSecret(MASTER_KEY, smtp.url.replace('127.0.0.1', 'localhost')),
      host: 'localhost',
      port: smtp.port,
      username: 'mailer',
      passwordHint: 'pass',
      secure: false,
      fromAddress: 'Own <hi@own.test>',
    });
    const enqueue = (service: MailService, subject: string) =>
      database.db.transaction((tx) =>
        service.enqueue(tx, { to: 'ana@example.com', subject, text: 'hello', companyId: 'cmp_own' }),
      );
    const before = smtp.received.length;
    const guarded = new MailService({
      db: database.db,
      logger,
      from: 'x@colloquy.test',
      masterKey: MASTER_KEY,
    });
    mail = guarded;
    const refused = await enqueue(guarded, 'Rebound');
    await expect(guarded.deliver(refused.id, true)).rejects.toThrow(
      /localhost resolves to 127\.0\.0\.1, a private or reserved address; add it to COLLOQUY_SMTP_ALLOWLIST/,
    );
    expect(await getMail(database.db, refused.id)).toMatchObject({
      status: 'failed',
      lastError: expect.stringMatching(/COLLOQUY_SMTP_ALLOWLIST/),
    });
    expect(smtp.received.length).toBe(before);
    guarded.close();

    // The instance's own SMTP_URL is the operator's and is not checked, even on 127.0.0.1.
    const instance = new MailService({ db: database.db, logger, from: 'x@colloquy.test', smtpUrl: smtp.url });
    mail = instance;
    const own = await enqueue(instance, 'Through the instance');
    expect((await instance.deliver(own.id, true))?.status).toBe('sent');
    instance.close();

    // Allowlisted, the same settings deliver, over real SMTP, through the resolved address.
    const allowed = new MailService({
      db: database.db,
      logger,
      from: 'x@colloquy.test',
      masterKey: MASTER_KEY,
      smtpAllowlist: ['127.0.0.1'],
    });
    mail = allowed;
    const queued = await enqueue(allowed, 'Allowlisted');
    expect((await allowed.deliver(queued.id, true))?.status).toBe('sent');
    const received = (await smtp.waitFor(before + 2)).slice(before);
    expect(received.map((m) => m.from)).toEqual(['x@colloquy.test', 'hi@own.test']);
    expect(received[1]?.raw).toContain('Subject: Allowlisted');
  });

  it('keeps mail in the dev outbox without SMTP', async () => {
    const service = await start({});
    const count = smtp.received.length;
    const queued = await database.db.transaction((tx) =>
      service.enqueue(tx, { to: 'cy@example.com', subject: 'Reset your password', text: 'Link: …' }),
    );
    const kept = await waitUntil(async () => {
      const m = await getMail(database.db, queued.id);
      return m?.status === 'kept' && m;
    }, 'the outbox');
    expect(kept).toMatchObject({ via: 'outbox', recipients: ['cy@example.com'] });
    expect(smtp.received.length).toBe(count);
    // Delivering again (a retried job) changes nothing.
    await service.deliver(queued.id);
    expect((await getMail(database.db, queued.id))?.attempts).toBe(1);
  });
});
