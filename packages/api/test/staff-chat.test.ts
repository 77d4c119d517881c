import { startTestSmtp, type TestSmtpServer } from '@colloquy/channels/testing';
import { testBackends } from '@colloquy/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type Tenant } from './harness.ts';
import { mailsTo, seedDirectory } from './staff-helpers.ts';

interface Reply {
  conversation_id: string;
  reply: string;
  tool_calls: { name: string; arguments: Record<string, unknown>; result: Record<string, unknown> }[];
}

describe.each(testBackends())('staff tasks from chat on %s', (backend) => {
  let h: Harness;
  let t: Tenant;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    h = await createHarness(backend, {}, undefined, { jobs: true, smtpUrl: smtp.url });
    t = await h.tenant();
    await seedDirectory(h, t);
  });
  afterAll(async () => {
    await h.close();
    await smtp.close();
  });

  const assistant = async (template: string) => {
    const created = await h.request('POST', '/v1/assistants', {
      bearer: t.apiKey,
      json: { name: template, template },
    });
    const { assistant_id, tools } = (await created.json()) as { assistant_id: string; tools: string[] };
    await h.request('POST', `/v1/assistants/${assistant_id}/deploy`, { bearer: t.apiKey });
    const say = async (message: string, conversation_id?: string) =>
      (await (
        await h.request('POST', '/v1/chat', {
          bearer: t.apiKey,
          json: { assistant_id, message, ...(conversation_id ? { conversation_id } : {}) },
        })
      ).json()) as Reply;
    return { tools, say };
  };

  it('the Operations, HR and IT templates offer the staff tasks', async () => {
    const res = await h.request('GET', '/v1/templates', { bearer: t.apiKey });
    const { data } = (await res.json()) as { data: { id: string; tools: string[] }[] };
    const tools = (id: string) => data.find((tpl) => tpl.id === id)?.tools;
    expect(tools('operations')).toContain('schedule_meeting');
    expect(tools('hr-assistant')).toEqual(expect.arrayContaining(['leave_request', 'schedule_meeting']));
    expect(tools('it-helpdesk')).toEqual(expect.arrayContaining(['reset_password', 'create_ticket']));
  });

  it('"schedule a meeting with the design team" asks which day, then books next Tuesday', async () => {
    const { tools, say } = await assistant('operations');
    expect(tools).toContain('schedule_meeting');
    const first = await say('Can you schedule a meeting with the design team?');
    expect(first.tool_calls).toEqual([]);
    expect(first.reply).toMatch(/which day/i);
    const second = await say('next Tuesday', first.conversation_id);
    expect(second.tool_calls[0]?.name).toBe('schedule_meeting');
    const result = second.tool_calls[0]!.result;
    expect(second.tool_calls[0]?.arguments).toMatchObject({ team: 'Design', duration_minutes: 30 });
    expect(result).toMatchObject({ booked: true, team: 'Design' });
    const date = String(result.date);
    expect(new Date(`${date}T00:00:00Z`).getUTCDay()).toBe(2);
    expect(new Date(`${date}T23:59:59Z`).getTime()).toBeGreaterThan(Date.now());
    expect(new Date(`${date}T00:00:00Z`).getTime() - Date.now()).toBeLessThan(15 * 86_400_000);
    // The reply names the slot.
    const start = new Date(String(result.start));
    expect(second.reply).toContain('Booked "Design team meeting"');
    expect(second.reply).toContain(`${String(start.getUTCHours()).padStart(2, '0')}:`);
    expect(second.reply).toMatch(/Tue \d+ \w{3} \d{4}/);
    await mailsTo(smtp.received, 'ana@example.com', /Invitation: Design team meeting/);
  });

  it('the IT helpdesk resets a password over two turns with the same answer for anyone', async () => {
    const { say } = await assistant('it-helpdesk');
    const first = await say('I forgot my password');
    expect(first.reply).toMatch(/e-mail address of the account/i);
    const known = await say('it is ben@example.com', first.conversation_id);
    expect(known.tool_calls[0]?.name).toBe('reset_password');
    const again = await say('I forgot my password');
    const unknown = await say('nobody@example.com', again.conversation_id);
    expect(unknown.reply).toBe(known.reply);
    await mailsTo(smtp.received, 'ben@example.com', /Reset your password/);
  });
});
