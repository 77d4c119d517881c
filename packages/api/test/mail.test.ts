import { startTestSmtp, type TestSmtpServer } from '@colloquy/channels/testing';
import { testBackends } from '@colloquy/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, errorBody, type Harness } from './harness.ts';

describe.each(testBackends())('GET /v1/mail on %s', (backend) => {
  let h: Harness;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    h = await createHarness(backend, {}, undefined, { jobs: true, smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await h.close();
    await smtp.close();
  });

  it("lists a company's mail once delivered, and only its own", async () => {
    const acme = await h.tenant('Acme');
    const other = await h.tenant('Other');
    const { mail } = h.services.deps;
    await h.database.db.transaction((tx) =>
      mail.enqueue(tx, {
        to: 'ana@example.com',
        subject: 'Invitation: Planning',
        text: 'You are invited.',
        attachments: [{ filename: 'invite.ics', content: 'BEGIN:VCALENDAR', contentType: 'text/calendar' }],
        companyId: acme.companyId,
      }),
    );
    await smtp.waitFor(1);
    let data: { status: string; subject: string; attachments: { filename: string; bytes: number }[] }[] = [];
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const response = await h.request('GET', '/v1/mail', { bearer: acme.apiKey });
      expect(response.status).toBe(200);
      ({ data } = (await response.json()) as { data: typeof data });
      if (data[0]?.status === 'sent') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      status: 'sent',
      subject: 'Invitation: Planning',
      attachments: [{ filename: 'invite.ics', bytes: 15 }],
    });
    const theirs = await h.request('GET', '/v1/mail', { bearer: other.apiKey });
    expect(((await theirs.json()) as { data: unknown[] }).data).toEqual([]);
    const queued = await h.request('GET', '/v1/mail?status=queued', { bearer: acme.apiKey });
    expect(((await queued.json()) as { data: unknown[] }).data).toEqual([]);
  });

  it('refuses an unknown status with a clear error', async () => {
    const acme = await h.tenant('Acme 2');
    const response = await h.request('GET', '/v1/mail?status=lost', { bearer: acme.apiKey });
    expect(response.status).toBe(400);
    expect((await errorBody(response)).message).toMatch(/status/);
  });
});
