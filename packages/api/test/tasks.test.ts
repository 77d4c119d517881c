import { listOutboxEvents } from '@colloquy/db';
import { testBackends } from '@colloquy/db/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHarness, errorBody, type Harness, type Tenant } from './harness.ts';

interface TaskRun {
  task_id: string;
  task: string;
  status: string;
  source: string;
  result: Record<string, unknown> | null;
  error: { error: string; message: string } | null;
}

describe.each(testBackends())('staff tasks on %s', (backend) => {
  let h: Harness;
  let t: Tenant;
  beforeAll(async () => {
    h = await createHarness(backend, {}, undefined, { jobs: true });
    t = await h.tenant();
  });
  afterAll(() => h.close());

  const execute = (body: unknown, bearer = t.apiKey, version = 'v1') =>
    h.request('POST', `/${version}/tasks/execute`, { bearer, json: body });

  it('lists the tasks with the JSON Schema of their parameters', async () => {
    const res = await h.request('GET', '/v1/tasks', { bearer: t.apiKey });
    const { data } = (await res.json()) as { data: { name: string; parameters: { required?: string[] } }[] };
    const ticket = data.find((task) => task.name === 'create_ticket');
    expect(ticket?.parameters.required).toEqual(['title']);
  });

  it('runs a task inline, records the run and its task.completed event', async () => {
    const res = await execute({
      task: 'create_ticket',
      params: { title: 'Laptop will not start', priority: 'high' },
    });
    expect(res.status).toBe(200);
    const run = (await res.json()) as TaskRun;
    expect(run).toMatchObject({ task: 'create_ticket', status: 'completed', source: 'api' });
    expect(run.task_id).toMatch(/^task_/);
    expect(run.result).toMatchObject({ title: 'Laptop will not start', priority: 'high', status: 'open' });
    const [ticket] = await h.database.db.query<{ title: string; company_id: string }>(
      'SELECT title, company_id FROM tickets WHERE id = $1',
      [run.result?.ticket_id],
    );
    expect(ticket).toEqual({ title: 'Laptop will not start', company_id: t.companyId });
    const again = (await (
      await h.request('GET', `/v1/tasks/${run.task_id}`, { bearer: t.apiKey })
    ).json()) as TaskRun;
    expect(again.status).toBe('completed');
    const events = await listOutboxEvents(h.database.db, t.companyId);
    expect(events.find((e) => e.eventType === 'task.completed')?.data).toMatchObject({
      task_id: run.task_id,
    });
  });

  it('names the available tasks for an unknown one, and each bad parameter', async () => {
    const unknown = await execute({ task: 'make_coffee', params: {} });
    expect(unknown.status).toBe(404);
    const body = await errorBody(unknown);
    expect(body.error).toBe('task_not_found');
    expect(body.message).toContain('create_ticket');

    const bad = await execute({ task: 'create_ticket', params: { title: 'x', priority: 'whenever' } });
    expect(bad.status).toBe(422);
    const fields = ((await errorBody(bad)).details as { issues: { field: string }[] }).issues.map(
      (i) => i.field,
    );
    expect(fields).toEqual(['params.title', 'params.priority']);
  });

  it('queues a task with async: true and a worker completes it', async () => {
    const res = await execute({
      task: 'create_ticket',
      params: { title: 'VPN drops every hour' },
      async: true,
    });
    expect(res.status).toBe(202);
    const queued = (await res.json()) as TaskRun;
    expect(queued.status).toBe('queued');
    await vi.waitFor(
      async () => {
        const run = (await (
          await h.request('GET', `/v1/tasks/${queued.task_id}`, { bearer: t.apiKey })
        ).json()) as TaskRun;
        expect(run.status).toBe('completed');
        expect(run.result).toMatchObject({ title: 'VPN drops every hour' });
      },
      { timeout: 20_000, interval: 100 },
    );
  });

  it('analyses review texts as a task', async () => {
    const res = await execute({
      task: 'analyze_reviews',
      params: {
        texts: ['Absolutely love it, great quality!', 'Awful. Broke after a day and support ignored me.'],
      },
    });
    expect(res.status).toBe(200);
    const run = (await res.json()) as TaskRun;
    expect(run.result).toMatchObject({ reviews: 2, labels: { positive: 1, negative: 1 } });
    const none = await execute({ task: 'analyze_reviews', params: { dataset: 'Nonexistent' } });
    expect(none.status).toBe(404);
  });

  it('answers on /v2 with a JWT, and never shows another company its runs', async () => {
    const res = await execute(
      { task: 'create_ticket', params: { title: 'Printer jam on floor 2' } },
      t.token,
      'v2',
    );
    expect(res.status).toBe(200);
    const run = (await res.json()) as TaskRun;
    const other = await h.tenant('Other');
    const peek = await h.request('GET', `/v1/tasks/${run.task_id}`, { bearer: other.apiKey });
    expect(peek.status).toBe(404);
  });

  it('runs from chat: the IT helpdesk assistant gathers the title across turns and opens the ticket', async () => {
    const created = await h.request('POST', '/v1/assistants', {
      bearer: t.apiKey,
      json: { name: 'Desk', template: 'it-helpdesk' },
    });
    const { assistant_id, tools } = (await created.json()) as { assistant_id: string; tools: string[] };
    expect(tools).toContain('create_ticket');
    await h.request('POST', `/v1/assistants/${assistant_id}/deploy`, { bearer: t.apiKey });
    const say = async (message: string, conversation_id?: string) =>
      (await (
        await h.request('POST', '/v1/chat', {
          bearer: t.apiKey,
          json: { assistant_id, message, ...(conversation_id ? { conversation_id } : {}) },
        })
      ).json()) as {
        conversation_id: string;
        reply: string;
        tool_calls: { name: string; result: { task_id: string } }[];
      };
    const first = await say('I need to open a ticket');
    expect(first.reply).toMatch(/what is the problem/i);
    const second = await say('My monitor flickers constantly', first.conversation_id);
    expect(second.tool_calls[0]?.name).toBe('create_ticket');
    expect(second.reply).toMatch(/I have opened ticket tkt_/);
    const run = (await (
      await h.request('GET', `/v1/tasks/${second.tool_calls[0]?.result.task_id}`, { bearer: t.apiKey })
    ).json()) as TaskRun;
    expect(run).toMatchObject({ source: 'chat', status: 'completed' });
    expect(run.result).toMatchObject({ title: 'My monitor flickers constantly' });
  });
});
