import { testBackends } from '@colloquy/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, errorBody, type Harness, type Tenant } from './harness.ts';
import { type Directory, seedDirectory } from './staff-helpers.ts';

interface BusyView {
  id: string;
  start: string;
  end: string;
  summary: string | null;
  source: string;
}

const ICS = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Test//EN',
  'BEGIN:VEVENT',
  'UID:a@test',
  'SUMMARY:Dentist',
  'DTSTART;TZID=Europe/Berlin:20300311T100000',
  'DTEND;TZID=Europe/Berlin:20300311T113000',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:b@test',
  'SUMMARY:Weekly sync',
  'DTSTART:20300312T090000Z',
  'DTEND:20300312T100000Z',
  'RRULE:FREQ=WEEKLY',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

describe.each(testBackends())('company directory on %s', (backend) => {
  let h: Harness;
  let t: Tenant;
  let dir: Directory;
  beforeAll(async () => {
    h = await createHarness(backend);
    t = await h.tenant();
    dir = await seedDirectory(h, t);
  });
  afterAll(() => h.close());

  it('creates, reads, changes and lists people and teams', async () => {
    const person = (await (
      await h.request('GET', `/v1/directory/people/${dir.ben.id}`, { bearer: t.apiKey })
    ).json()) as Record<string, unknown>;
    expect(person).toMatchObject({
      name: 'Ben Weber',
      timezone: 'Europe/Berlin',
      manager_id: dir.manager.id,
      password_set: false,
      working_hours: { mon: { start: '10:00', end: '18:00' } },
    });
    expect(person).not.toHaveProperty('password_hash');
    const changed = await h.request('PATCH', `/v1/directory/people/${dir.ben.id}`, {
      bearer: t.apiKey,
      json: { leave_balances: { annual: 20 } },
    });
    expect(((await changed.json()) as { leave_balances: unknown }).leave_balances).toEqual({ annual: 20 });
    const teams = (await (await h.request('GET', '/v1/directory/teams', { bearer: t.apiKey })).json()) as {
      data: { name: string; members: { name: string }[] }[];
    };
    expect(teams.data[0]?.members.map((m) => m.name).sort()).toEqual(['Ana Lima', 'Ben Weber']);
    const renamed = await h.request('PATCH', `/v1/directory/teams/${dir.team.id}`, {
      bearer: t.apiKey,
      json: { members: ['Ana Lima'] },
    });
    expect(((await renamed.json()) as { members: unknown[] }).members).toHaveLength(1);
    await h.request('PATCH', `/v1/directory/teams/${dir.team.id}`, {
      bearer: t.apiKey,
      json: { members: [dir.ana.id, dir.ben.id] },
    });
  });

  it('rejects bad input with 4xx naming the field', async () => {
    const bad = await h.request('POST', '/v1/directory/people', {
      bearer: t.apiKey,
      json: {
        name: 'X',
        email: 'not-an-address',
        timezone: 'Mars/Olympus',
        working_hours: { mon: { start: '17:00', end: '09:00' } },
      },
    });
    expect(bad.status).toBe(422);
    const message = (await errorBody(bad)).message;
    expect(message).toMatch(/email/);
    expect(message).toMatch(/timezone/);
    expect(message).toMatch(/working_hours\.mon\.end/);
    const duplicate = await h.request('POST', '/v1/directory/people', {
      bearer: t.apiKey,
      json: { name: 'Ana Again', email: 'ANA@example.com' },
    });
    expect(duplicate.status).toBe(409);
    const unknownMember = await h.request('POST', '/v1/directory/teams', {
      bearer: t.apiKey,
      json: { name: 'Ghosts', members: ['nobody@example.com'] },
    });
    expect(unknownMember.status).toBe(422);
    expect((await errorBody(unknownMember)).message).toContain('members.0');
    const sameName = await h.request('POST', '/v1/directory/teams', {
      bearer: t.apiKey,
      json: { name: 'design' },
    });
    expect(sameName.status).toBe(409);
  });

  it('imports busy times from ICS (text/calendar and multipart), adds JSON ones, lists and deletes them', async () => {
    const raw = await h.request('POST', `/v1/directory/people/${dir.ana.id}/busy/ics`, {
      bearer: t.apiKey,
      body: ICS,
      headers: { 'Content-Type': 'text/calendar; charset=utf-8' },
    });
    expect(raw.status, await raw.clone().text()).toBe(201);
    const imported = (await raw.json()) as { imported: number; warnings: string[]; data: BusyView[] };
    expect(imported.imported).toBe(2);
    expect(imported.data.map((b) => [b.start, b.end, b.source])).toEqual([
      ['2030-03-11T09:00:00.000Z', '2030-03-11T10:30:00.000Z', 'ics'],
      ['2030-03-12T09:00:00.000Z', '2030-03-12T10:00:00.000Z', 'ics'],
    ]);
    expect(imported.warnings.join(' ')).toMatch(/Weekly sync.*first occurrence/);

    const form = new FormData();
    form.set('file', new File([ICS], 'calendar.ics', { type: 'text/calendar' }));
    const multipart = await h.request('POST', `/v1/directory/people/${dir.ben.id}/busy/ics`, {
      bearer: t.apiKey,
      form,
    });
    expect(multipart.status).toBe(201);

    const notIcs = await h.request('POST', `/v1/directory/people/${dir.ana.id}/busy/ics`, {
      bearer: t.apiKey,
      body: 'hello',
      headers: { 'Content-Type': 'text/calendar' },
    });
    expect(notIcs.status).toBe(422);

    const json = await h.request('POST', `/v1/directory/people/${dir.ana.id}/busy`, {
      bearer: t.apiKey,
      json: {
        intervals: [
          { start: '2030-03-13T12:00:00+01:00', end: '2030-03-13T13:00:00+01:00', summary: 'Lunch' },
        ],
      },
    });
    expect(json.status).toBe(201);
    const backwards = await h.request('POST', `/v1/directory/people/${dir.ana.id}/busy`, {
      bearer: t.apiKey,
      json: { intervals: [{ start: '2030-03-13T12:00:00Z', end: '2030-03-13T11:00:00Z' }] },
    });
    expect(backwards.status).toBe(422);
    expect((await errorBody(backwards)).message).toContain('intervals.0.end');

    const listed = (await (
      await h.request('GET', `/v1/directory/people/${dir.ana.id}/busy?from=2030-03-12T00:00:00Z`, {
        bearer: t.apiKey,
      })
    ).json()) as { data: BusyView[] };
    expect(listed.data.map((b) => b.summary)).toEqual(['Weekly sync', 'Lunch']);
    expect(listed.data[1]?.start).toBe('2030-03-13T11:00:00.000Z');
    const gone = await h.request('DELETE', `/v1/directory/people/${dir.ana.id}/busy/${listed.data[1]?.id}`, {
      bearer: t.apiKey,
    });
    expect(gone.status).toBe(200);
    const again = await h.request('DELETE', `/v1/directory/people/${dir.ana.id}/busy/${listed.data[1]?.id}`, {
      bearer: t.apiKey,
    });
    expect(again.status).toBe(404);
  });

  it("never shows or changes another company's directory", async () => {
    const other = await h.tenant('Other');
    for (const [method, path] of [
      ['GET', `/v1/directory/people/${dir.ana.id}`],
      ['PATCH', `/v1/directory/people/${dir.ana.id}`],
      ['DELETE', `/v1/directory/people/${dir.ana.id}`],
      ['GET', `/v1/directory/teams/${dir.team.id}`],
      ['DELETE', `/v1/directory/teams/${dir.team.id}`],
      ['GET', `/v1/directory/people/${dir.ana.id}/busy`],
      ['POST', `/v1/directory/people/${dir.ana.id}/busy`],
    ] as const) {
      const res = await h.request(method, path, {
        bearer: other.apiKey,
        ...(method === 'PATCH' ? { json: { name: 'Hacked' } } : {}),
        ...(method === 'POST'
          ? { json: { intervals: [{ start: '2030-01-01T09:00:00Z', end: '2030-01-01T10:00:00Z' }] } }
          : {}),
      });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect((await errorBody(res)).error).toBe('not_found');
    }
    const theirs = (await (
      await h.request('GET', '/v1/directory/people', { bearer: other.apiKey })
    ).json()) as {
      data: unknown[];
    };
    expect(theirs.data).toEqual([]);
    // Another company's person cannot be made a manager or a team member either.
    const foreignManager = await h.request('POST', '/v1/directory/people', {
      bearer: other.apiKey,
      json: { name: 'Zed', email: 'zed@example.com', manager_id: dir.manager.id },
    });
    expect(foreignManager.status).toBe(422);
  });

  it('documents every directory route in the OpenAPI document', async () => {
    const doc = (await (await h.request('GET', '/openapi.json')).json()) as {
      paths: Record<string, unknown>;
    };
    for (const path of [
      '/v1/directory/people',
      '/v1/directory/people/{person_id}',
      '/v1/directory/teams',
      '/v1/directory/teams/{team_id}',
      '/v1/directory/people/{person_id}/busy',
      '/v1/directory/people/{person_id}/busy/ics',
      '/v1/directory/people/{person_id}/busy/{busy_id}',
      '/v1/leave-requests',
      '/v1/leave-requests/{leave_request_id}/approve',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
  });
});
