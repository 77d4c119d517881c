import { testBackends } from '@colloquy/db/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHarness, type Harness, type Tenant } from './harness.ts';

interface ChatBody {
  conversation_id: string;
  reply: string | null;
  tool_calls: { name: string; arguments: Record<string, unknown> }[];
}

// Tool parameters filled with names from the company's own data: here its data records.
describe.each(testBackends())("names from the company's own data on %s", (backend) => {
  let h: Harness;
  let t: Tenant;
  let assistantId: string;
  beforeAll(async () => {
    h = await createHarness(backend);
    t = await h.tenant();
    await h.request('POST', '/v1/data/update', {
      bearer: t.apiKey,
      json: {
        company_id: t.companyId,
        records: [
          { id: 'escalation_rate', name: 'Escalation rate', value: 0.07 },
          { id: 'mau', name: 'Monthly active users', value: 1284 },
        ],
      },
    });
    const created = await h.request('POST', '/v1/assistants', {
      bearer: t.apiKey,
      json: { name: 'Numbers', template: 'data-analyst' },
    });
    assistantId = ((await created.json()) as { assistant_id: string; tools: string[] }).assistant_id;
    await h.request('POST', `/v1/assistants/${assistantId}/deploy`, { bearer: t.apiKey });
  });
  afterAll(() => h.close());

  const say = async (message: string, conversationId?: string) => {
    const res = await h.request('POST', '/v1/chat', {
      bearer: t.apiKey,
      json: {
        assistant_id: assistantId,
        message,
        ...(conversationId ? { conversation_id: conversationId } : {}),
      },
    });
    expect(res.status).toBe(200);
    return (await res.json()) as ChatBody;
  };

  it('recognises a record named in the question, despite case, plural and a typo', async () => {
    const answer = await say("what's our escalation rte at the moment?");
    expect(answer.tool_calls).toEqual([
      expect.objectContaining({ name: 'lookup_record', arguments: { record: 'Escalation rate' } }),
    ]);
    expect(answer.reply).toBe('Escalation rate: 0.07');
  });

  it('asks which record when none is named, and takes the name from the answer', async () => {
    const first = await say('look up a figure for me');
    expect(first.tool_calls).toEqual([]);
    expect(first.reply).toMatch(/which figure/i);
    const second = await say('the monthly active users please', first.conversation_id);
    expect(second.reply).toBe('Monthly active users: 1284');
  });

  it('knows records added later, from any writer (NOTIFY drops the cached names)', async () => {
    await say('what is our escalation rate'); // names cached
    await h.request('POST', '/v1/data/update', {
      bearer: t.apiKey,
      json: { company_id: t.companyId, records: [{ id: 'csat', name: 'Customer satisfaction', value: 4.6 }] },
    });
    await vi.waitFor(
      async () =>
        expect((await say('what is the customer satisfaction score?')).reply).toBe(
          'Customer satisfaction: 4.6',
        ),
      { timeout: 2000 },
    );
  });
});
