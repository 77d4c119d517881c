import { parseIcs } from '@colloquy/assistants';
import { startTestSmtp, type TestSmtpServer } from '@colloquy/channels/testing';
import { verifyPassword } from '@colloquy/core';
import { testBackends } from '@colloquy/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, errorBody, type Harness, PUBLIC_URL, type Tenant } from './harness.ts';
import {
  attachment,
  type Directory,
  mailsTo,
  plusDays,
  seedDirectory,
  textBody,
  upcoming,
} from './staff-helpers.ts';

interface Run<R = Record<string, unknown>> {
  task_id: string;
  status: string;
  result: R;
}

describe.each(testBackends())('staff tasks with mail on %s', (backend) => {
  let h: Harness;
  let t: Tenant;
  let dir: Directory;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    h = await createHarness(backend, {}, undefined, { jobs: true, smtpUrl: smtp.url });
    t = await h.tenant();
    dir = await seedDirectory(h, t);
  });
  afterAll(async () => {
    await h.close();
    await smtp.close();
  });

  const execute = (task: string, params: unknown) =>
    h.request('POST', '/v1/tasks/execute', { bearer: t.apiKey, json: { task, params } });
  const busy = (personId: string, start: string, end: string) =>
    h.request('POST', `/v1/directory/people/${personId}/busy`, {
      bearer: t.apiKey,
      json: { intervals: [{ start, end }] },
    });

  it('schedule_meeting books the first common slot and mails each attendee an .ics invitation', async () => {
    const day = upcoming(2);
    await busy(dir.ana.id, `${day}T08:00:00Z`, `${day}T10:00:00Z`);
    const res = await execute('schedule_meeting', { date: day, team: 'design', title: 'Design review, Q3' });
    expect(res.status).toBe(200);
    const { result } = (await res.json()) as Run;
    // Ana (UTC) is busy until 10:00; Ben works 10:00–18:00 Berlin time, from 09:00 or 08:00 UTC.
    expect(result).toMatchObject({
      booked: true,
      date: day,
      team: 'Design',
      title: 'Design review, Q3',
      start: `${day}T10:00:00.000Z`,
      end: `${day}T10:30:00.000Z`,
    });
    for (const person of [dir.ana, dir.ben]) {
      const [mail] = await mailsTo(smtp.received, person.email, /Invitation: Design review/);
      const ics = attachment(mail!.raw, 'invite.ics')?.replace(/\r\n /g, '');
      expect(ics).toBeDefined();
      expect(ics).toContain('METHOD:REQUEST\r\n');
      expect(ics).toMatch(/ATTENDEE;CN=Ana Lima;.*mailto:ana@example\.com/);
      expect(ics).toMatch(/ATTENDEE;CN=Ben Weber;.*mailto:ben@example\.com/);
      expect(ics).toContain('ORGANIZER;CN=Colloquy:mailto:no-reply@colloquy.test');
      const [event] = parseIcs(ics!).events;
      expect(event?.summary).toBe('Design review, Q3');
      expect(event?.uid).toBe(`${result.meeting_id}@colloquy`);
      expect(event?.start.toISOString()).toBe(`${day}T10:00:00.000Z`);
    }
    // The meeting is busy time now: the next booking takes the following slot.
    const again = (await (await execute('schedule_meeting', { date: day, team: 'Design' })).json()) as Run;
    expect(again.result.start).toBe(`${day}T10:30:00.000Z`);
  });

  it('names the next day with a slot when the day is full, and refuses bad dates and teams with 422', async () => {
    const wednesday = upcoming(3);
    await busy(dir.ben.id, `${wednesday}T00:00:00Z`, `${wednesday}T23:59:00Z`);
    const full = (await (
      await execute('schedule_meeting', { date: wednesday, team: 'Design' })
    ).json()) as Run<{
      booked: boolean;
      reason: string;
      next_available: { date: string; start: string };
    }>;
    expect(full.result.booked).toBe(false);
    expect(full.result.reason).toContain(wednesday);
    expect(full.result.next_available.date).toBe(plusDays(wednesday, 1));

    const cases: [unknown, RegExp][] = [
      [{ date: '2020-01-07', team: 'Design' }, /params\.date.*in the past/],
      [{ date: '2030-13-45', team: 'Design' }, /params\.date/],
      [{ date: 'next week', team: 'Design' }, /params\.date/],
      [{ date: upcoming(2), team: 'Marketing' }, /team.*no team called "Marketing".*Design/],
      [{ date: upcoming(2) }, /params\.team is required/],
    ];
    for (const [params, message] of cases) {
      const res = await execute('schedule_meeting', params);
      expect(res.status, JSON.stringify(params)).toBe(422);
      const body = await errorBody(res);
      expect(body.error).toBe('validation_failed');
      expect(body.message).toMatch(message);
    }
  });

  it('leave_request checks balance and overlaps, mails the approver; approval deducts exactly once', async () => {
    const monday = upcoming(1, 21);
    const wednesday = plusDays(monday, 2);
    const thursday = plusDays(monday, 3);
    const friday = plusDays(monday, 4);
    const nextMonday = plusDays(monday, 7);
    const tooMany = await execute('leave_request', {
      employee: 'Ana Lima',
      start_date: monday,
      end_date: nextMonday,
      type: 'annual',
    });
    expect(tooMany.status).toBe(422);
    expect((await errorBody(tooMany)).message).toMatch(/6 working days.*5 annual days available/);

    const first = await execute('leave_request', {
      employee: 'ana@example.com',
      start_date: monday,
      end_date: wednesday,
      type: 'Annual',
    });
    expect(first.status).toBe(200);
    const request = ((await first.json()) as Run).result;
    expect(request).toMatchObject({ status: 'pending', days: 3, approver: 'Maria Manager', type: 'annual' });
    const [approval] = await mailsTo(smtp.received, dir.manager.email, /Leave request from Ana Lima/);
    expect(textBody(approval!.raw)).toContain(
      `${PUBLIC_URL}/v1/leave-requests/${request.leave_request_id}/approve`,
    );

    const overlap = await execute('leave_request', {
      employee: 'Ana Lima',
      start_date: wednesday,
      end_date: thursday,
      type: 'sick',
    });
    expect(overlap.status).toBe(409);
    const second = await execute('leave_request', {
      employee: 'Ana',
      start_date: thursday,
      end_date: friday,
      type: 'annual',
    });
    expect(second.status).toBe(200);
    // 5 days: 3 + 2 pending, none left to ask for.
    const none = await execute('leave_request', {
      employee: 'Ana Lima',
      start_date: nextMonday,
      end_date: nextMonday,
      type: 'annual',
    });
    expect(none.status).toBe(422);
    const unknownType = await execute('leave_request', {
      employee: 'Ana Lima',
      start_date: nextMonday,
      end_date: nextMonday,
      type: 'sabbatical',
    });
    expect((await errorBody(unknownType)).message).toMatch(/no "sabbatical" leave \(types: annual, sick\)/);

    // Five approvals at once: one deducts, the others find it decided.
    const approvals = await Promise.all(
      Array.from({ length: 5 }, () =>
        h.request('POST', `/v1/leave-requests/${request.leave_request_id}/approve`, { bearer: t.apiKey }),
      ),
    );
    expect(approvals.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const ana = (await (
      await h.request('GET', `/v1/directory/people/${dir.ana.id}`, { bearer: t.apiKey })
    ).json()) as {
      leave_balances: Record<string, number>;
    };
    expect(ana.leave_balances.annual).toBe(2);
    await mailsTo(smtp.received, dir.ana.email, /was approved/);
    const leaveBusy = (await (
      await h.request('GET', `/v1/directory/people/${dir.ana.id}/busy?from=${monday}T00:00:00Z`, {
        bearer: t.apiKey,
      })
    ).json()) as { data: { source: string; start: string; end: string }[] };
    expect(leaveBusy.data.find((b) => b.source === 'leave')).toMatchObject({
      start: `${monday}T00:00:00.000Z`,
      end: `${thursday}T00:00:00.000Z`,
    });

    const secondId = ((await second.json()) as Run).result.leave_request_id;
    const rejected = await h.request('POST', `/v1/leave-requests/${secondId}/reject`, {
      bearer: t.apiKey,
      json: { note: 'Release week' },
    });
    expect(((await rejected.json()) as { status: string }).status).toBe('rejected');
    await mailsTo(smtp.received, dir.ana.email, /was rejected/);
    const after = (await (
      await h.request('GET', `/v1/directory/people/${dir.ana.id}`, { bearer: t.apiKey })
    ).json()) as {
      leave_balances: Record<string, number>;
    };
    expect(after.leave_balances.annual).toBe(2);
    const pending = (await (
      await h.request('GET', '/v1/leave-requests?status=pending', { bearer: t.apiKey })
    ).json()) as {
      data: unknown[];
    };
    expect(pending.data).toEqual([]);
    const other = await h.tenant('Other');
    const peek = await h.request('POST', `/v1/leave-requests/${secondId}/approve`, { bearer: other.apiKey });
    expect(peek.status).toBe(404);
  });

  it('reset_password answers known and unknown users alike, mails a single-use link and opens a ticket', async () => {
    const known = await execute('reset_password', { email: 'ben@example.com' });
    const unknown = await execute('reset_password', { email: 'nobody@example.com' });
    expect(known.status).toBe(unknown.status);
    const [k, u] = [(await known.json()) as Run, (await unknown.json()) as Run];
    expect(k.result).toEqual(u.result);
    expect(Object.keys(k).sort()).toEqual(Object.keys(u).sort());
    expect(k.result).not.toHaveProperty('ticket_id');

    const [mail] = await mailsTo(smtp.received, 'ben@example.com', /Reset your password/);
    const link = /http:\/\/colloquy\.test\/reset-password\/([\w-]+)/.exec(textBody(mail!.raw));
    expect(link).not.toBeNull();
    const path = `/reset-password/${link![1]}`;
    expect(smtp.received.some((m) => m.to.includes('nobody@example.com'))).toBe(false);
    const [stored] = await h.database.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM password_resets WHERE token_hash IS NOT NULL',
    );
    expect(stored?.token_hash).not.toContain(link![1]);

    const formPage = await h.request('GET', path);
    expect(formPage.status).toBe(200);
    expect(formPage.headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(await formPage.text()).toContain('name="password"');
    const post = (password: string) =>
      h.request('POST', path, {
        body: new URLSearchParams({ password, confirm: password }).toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
    const short = await post('short');
    expect(short.status).toBe(422);
    expect(await short.text()).toMatch(/at least 12 characters/);
    const done = await post('correct horse battery staple');
    expect(done.status).toBe(200);
    const [hash] = await h.database.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM people WHERE id = $1',
      [dir.ben.id],
    );
    expect(hash?.password_hash).toMatch(/^scrypt\$/);
    expect(await verifyPassword('correct horse battery staple', hash!.password_hash)).toBe(true);
    const reused = await post('another long password');
    expect(reused.status).toBe(410);
    expect(await reused.text()).toMatch(/already been used/);
    const bogus = await h.request('GET', '/reset-password/not-a-token');
    expect(bogus.status).toBe(404);

    const [ticket] = await h.database.db.query<{ category: string; requester: string }>(
      "SELECT category, requester FROM tickets WHERE title LIKE 'Password reset requested for Ben%'",
    );
    expect(ticket).toEqual({ category: 'access', requester: 'ben@example.com' });
  });

  it('expires reset links and rate-limits requests per account, known or not, alike', async () => {
    await execute('reset_password', { user: 'Ana Lima' });
    const [mail] = await mailsTo(smtp.received, 'ana@example.com', /Reset your password/);
    const token = /reset-password\/([\w-]+)/.exec(textBody(mail!.raw))![1];
    await h.database.db.query("UPDATE password_resets SET expires_at = now() - interval '1 minute'");
    const expired = await h.request('GET', `/reset-password/${token}`);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toMatch(/expired/);

    for (const email of ['ana@example.com', 'ghost@example.com']) {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await execute('reset_password', { email })).status);
      expect(statuses, email).toEqual([200, 200, 200, 429]);
    }
    const limited = await execute('reset_password', { email: 'ghost@example.com' });
    expect(limited.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect((await errorBody(limited)).error).toBe('rate_limited');
  });

  it('schedule_interview books the first common slot of the interviewers and invites the candidate', async () => {
    const day = upcoming(4, 10);
    await busy(dir.manager.id, `${day}T00:00:00Z`, `${day}T13:00:00Z`);
    const res = await execute('schedule_interview', {
      screening_id: 'scr_opaque123',
      candidate: { name: 'Chris Candidate', email: 'chris@example.org' },
      interviewers: ['Maria Manager', 'ben@example.com'],
      from: `${day}T00:00:00Z`,
      to: day,
      duration_minutes: 45,
    });
    expect(res.status).toBe(200);
    const { result } = (await res.json()) as Run;
    expect(result).toMatchObject({
      booked: true,
      screening_id: 'scr_opaque123',
      title: 'Interview: Chris Candidate',
      start: `${day}T13:00:00.000Z`,
      end: `${day}T13:45:00.000Z`,
    });
    for (const to of ['chris@example.org', 'maria@example.com', 'ben@example.com']) {
      const [mail] = await mailsTo(smtp.received, to, /Invitation: Interview: Chris Candidate/);
      const [event] = parseIcs(attachment(mail!.raw, 'invite.ics')!).events;
      expect(event?.start.toISOString()).toBe(`${day}T13:00:00.000Z`);
    }
    const unknown = await execute('schedule_interview', {
      candidate: { name: 'C', email: 'c@example.org' },
      interviewers: ['Nobody Here'],
      from: day,
      to: day,
    });
    expect(unknown.status).toBe(422);
    expect((await errorBody(unknown)).message).toContain('params.interviewers.0');
  });
});
