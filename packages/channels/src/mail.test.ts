import type { AddressInfo } from 'node:net';
import { createLogger } from '@colloquy/core';
import { listMail } from '@colloquy/db';
import { createTestDatabase, type TestDatabase, testBackends } from '@colloquy/db/testing';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from './mail.ts';

interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
  user: string | undefined;
}

/** A real SMTP server on 127.0.0.1 that accepts user/secret and keeps what it receives. */
async function startSmtp(): Promise<{ port: number; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 's3cret-pass')
        callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          user: session.user as string | undefined,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { port, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

const logger = createLogger({ level: 'silent' });
const ICS =
  'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nSUMMARY:Planning\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';

describe.each(testBackends())('mail on %s', (backend) => {
  let database: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    database = await createTestDatabase(backend);
    await database.db.query("INSERT INTO companies (id, name) VALUES ('cmp_mail', 'Mail Co')");
    smtp = await startSmtp();
  });
  afterAll(async () => {
    await smtp.close();
    await database.drop();
  });

  it('delivers over SMTP with authentication and an attachment, and records the mail', async () => {
    const mailer = createMailer({
      db: database.db,
      logger,
      smtpUrl: `smtp://mailer:s3cret-pass@127.0.0.1:${smtp.port}`,
      from: 'Colloquy <no-reply@colloquy.test>',
    });
    try {
      const sent = await mailer.send({
        to: ['ana@example.com', 'ben@example.com'],
        subject: 'Invitation: Planning',
        text: 'You are invited.',
        attachments: [{ filename: 'invite.ics', content: ICS, contentType: 'text/calendar' }],
        companyId: 'cmp_mail',
      });
      expect(sent).toMatchObject({ via: 'smtp', recipients: ['ana@example.com', 'ben@example.com'] });
      expect(sent.messageId).toBeTruthy();
      const [mail] = smtp.received;
      expect(mail?.user).toBe('mailer');
      expect(mail?.from).toBe('no-reply@colloquy.test');
      expect(mail?.to).toEqual(['ana@example.com', 'ben@example.com']);
      expect(mail?.raw).toContain('Subject: Invitation: Planning');
      expect(mail?.raw).toMatch(/filename="?invite\.ics"?/);
      expect(mail?.raw).toContain(Buffer.from(ICS).toString('base64').slice(0, 40));
      const [logged] = await listMail(database.db, 'cmp_mail');
      expect(logged?.id).toBe(sent.id);
      expect(logged?.attachments[0]?.filename).toBe('invite.ics');
    } finally {
      mailer.close();
    }
  });

  it('fails loudly on refused credentials and records nothing', async () => {
    const mailer = createMailer({
      db: database.db,
      logger,
      smtpUrl: `smtp://mailer:wrong@127.0.0.1:${smtp.port}`,
      from: 'no-reply@colloquy.test',
    });
    try {
      const before = (await listMail(database.db, null)).length;
      await expect(mailer.send({ to: 'ana@example.com', subject: 'x', text: 'y' })).rejects.toThrow(
        /auth|Invalid/i,
      );
      expect((await listMail(database.db, null)).length).toBe(before);
    } finally {
      mailer.close();
    }
  });

  it('keeps mail in the dev outbox without SMTP', async () => {
    const mailer = createMailer({ db: database.db, logger, from: 'no-reply@colloquy.test' });
    const count = smtp.received.length;
    const kept = await mailer.send({ to: 'cy@example.com', subject: 'Reset your password', text: 'Link: …' });
    expect(kept.via).toBe('outbox');
    expect(smtp.received.length).toBe(count);
    const [newest] = await listMail(database.db, null);
    expect(newest).toMatchObject({
      id: kept.id,
      subject: 'Reset your password',
      recipients: ['cy@example.com'],
    });
  });
});
