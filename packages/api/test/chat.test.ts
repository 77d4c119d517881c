import { rollbackAssistant } from '@colloquy/assistants';
import { listOutboxEvents } from '@colloquy/db';
import { testBackends } from '@colloquy/db/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHarness, errorBody, type Harness, type Tenant } from './harness.ts';

interface ChatBody {
  conversation_id: string;
  reply: string | null;
  tool_calls: { name: string }[];
  sources: { id: string; source: string; title: string }[];
  escalated: boolean;
}

const FAQ_CSV = `question,answer
Do you deliver on Sundays?,"No, we deliver Monday to Saturday between 8:00 and 20:00."
Can I pay in instalments?,"Yes: orders over 300 EUR can be paid in 3 interest-free instalments."
`;

describe.each(testBackends())('assistants and chat on %s', (backend) => {
  let h: Harness;
  let t: Tenant;
  let assistantId: string;
  beforeAll(async () => {
    h = await createHarness(backend);
    t = await h.tenant();
  });
  afterAll(() => h.close());

  const api = (method: string, path: string, json?: unknown) =>
    h.request(method, path, { bearer: t.apiKey, ...(json === undefined ? {} : { json }) });
  const say = async (message: string, conversationId?: string) => {
    const res = await api('POST', '/v1/chat', {
      assistant_id: assistantId,
      message,
      channel: 'web',
      ...(conversationId ? { conversation_id: conversationId } : {}),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as ChatBody;
  };

  it('creates from Customer Engagement, learns an uploaded FAQ, tests the draft, and refuses chat until deployed', async () => {
    const templates = (await (await api('GET', '/v1/templates')).json()) as {
      data: { id: string; tools: string[] }[];
    };
    expect(templates.data.map((x) => x.id)).toEqual(
      expect.arrayContaining([
        'customer-engagement',
        'it-helpdesk',
        'hr-assistant',
        'operations',
        'data-analyst',
        'recruiter',
        'sales',
      ]),
    );
    const created = await api('POST', '/v1/assistants', {
      name: 'Shop helper',
      template: 'customer-engagement',
    });
    expect(created.status).toBe(201);
    const assistant = (await created.json()) as { assistant_id: string; tools: string[]; status: string };
    assistantId = assistant.assistant_id;
    expect(assistant).toMatchObject({ tools: ['faq_search', 'escalate_to_human'], status: 'draft' });

    const upload = await api('POST', `/v1/assistants/${assistantId}/knowledge`, {
      csv: FAQ_CSV,
      source: 'delivery.csv',
    });
    expect(await upload.json()).toEqual({ added: 2 });

    const notYet = await api('POST', '/v1/chat', { assistant_id: assistantId, message: 'hi' });
    expect(notYet.status).toBe(409);
    expect((await errorBody(notYet)).message).toMatch(/deploy/);

    const test = await api('POST', `/v1/assistants/${assistantId}/test`, {
      message: 'do you deliver on a sunday?',
    });
    const tested = (await test.json()) as ChatBody & { session_id: string };
    expect(tested.reply).toContain('Monday to Saturday');
    expect(tested.sources[0]?.source).toBe('delivery.csv');
    const conversations = (await (await api('GET', '/v1/conversations')).json()) as { data: unknown[] };
    expect(conversations.data).toEqual([]); // the test panel leaves no trace

    const deployed = await api('POST', `/v1/assistants/${assistantId}/deploy`);
    expect(await deployed.json()).toMatchObject({ status: 'deployed', deployed_version: 1 });
  });

  it('holds a multi-turn conversation: FAQ with citation, fallback, hand-off, a human reply and hand-back', async () => {
    const hello = await say('Hello');
    expect(hello.reply).toMatch(/Ava/);
    const id = hello.conversation_id;
    const faq = await say('can I pay in instalments?', id);
    expect(faq.reply).toContain('3 interest-free instalments');
    expect(faq.sources[0]).toMatchObject({ source: 'delivery.csv', title: 'Can I pay in instalments?' });
    const unknown = await say('Do you sell helicopters?', id);
    expect(unknown.reply).toMatch(/not sure/);
    const handoff = await say('yes', id);
    expect(handoff).toMatchObject({ escalated: true, tool_calls: [{ name: 'escalate_to_human' }] });
    const waiting = await say('Hello? Anyone?', id);
    expect(waiting).toMatchObject({ reply: null, escalated: true });

    const escalated = (await (await api('GET', '/v1/conversations?escalated=true')).json()) as {
      data: { conversation_id: string }[];
    };
    expect(escalated.data.map((c) => c.conversation_id)).toEqual([id]);
    const human = await api('POST', `/v1/conversations/${id}/messages`, {
      message: 'Hi, this is Sam. We do not sell helicopters, sorry!',
      hand_back: true,
    });
    expect(await human.json()).toMatchObject({ conversation_id: id, escalated: false });
    const back = await say('how do I return an item?', id);
    expect(back.escalated).toBe(false);
    expect(back.reply).toContain('30 days');

    const transcript = (await (await api('GET', `/v1/conversations/${id}`)).json()) as {
      messages: { role: string; content: string }[];
    };
    expect(transcript.messages.map((m) => m.role)).toEqual([
      'user',
      'assistant',
      'user',
      'assistant',
      'user',
      'assistant',
      'user',
      'assistant',
      'user',
      'human',
      'user',
      'assistant',
    ]);
    const events = await listOutboxEvents(h.database.db, t.companyId, 1000);
    const mine = events.filter((e) => (e.data as { conversation_id: string }).conversation_id === id);
    expect(mine.filter((e) => e.eventType === 'message.received')).toHaveLength(6);
    expect(mine.filter((e) => e.eventType === 'message.sent')).toHaveLength(6);
    expect(mine.filter((e) => e.eventType === 'conversation.escalated')).toHaveLength(1);
  });

  it('applies concurrent messages to one conversation in order, each reply after its own message', async () => {
    const first = await say('hello');
    const replies = await Promise.all(
      ['How do I return an item?', 'How can I track my order?', 'Which payment methods do you accept?'].map(
        (m) => say(m, first.conversation_id),
      ),
    );
    expect(replies.every((r) => r.conversation_id === first.conversation_id)).toBe(true);
    const transcript = (await (await api('GET', `/v1/conversations/${first.conversation_id}`)).json()) as {
      messages: { role: string }[];
    };
    expect(transcript.messages.map((m) => m.role)).toEqual([
      'user',
      'assistant',
      'user',
      'assistant',
      'user',
      'assistant',
      'user',
      'assistant',
    ]);
  });

  it('keeps chat on the deployed version while the draft changes, and rolls back', async () => {
    const edited = await api('PATCH', `/v1/assistants/${assistantId}`, { tools: ['escalate_to_human'] });
    expect(await edited.json()).toMatchObject({
      status: 'draft',
      tools: ['escalate_to_human'],
      deployed_version: 1,
    });
    expect((await say('Do you deliver on Sundays?')).reply).toContain('Monday to Saturday'); // still version 1
    await api('POST', `/v1/assistants/${assistantId}/deploy`);
    expect((await say('Do you deliver on Sundays?')).sources).toEqual([]); // version 2 has no faq_search
    const versions = (await (await api('GET', `/v1/assistants/${assistantId}/versions`)).json()) as {
      data: { version: number; deployed: boolean; knowledge_entries: number }[];
    };
    expect(versions.data.map((v) => [v.version, v.deployed])).toEqual([
      [2, true],
      [1, false],
    ]);
    expect(versions.data[1]?.knowledge_entries).toBe(8);
    const rolled = await api('POST', `/v1/assistants/${assistantId}/rollback`, { version: 1 });
    expect(await rolled.json()).toMatchObject({ deployed_version: 1 });
    expect((await say('Do you deliver on Sundays?')).reply).toContain('Monday to Saturday');
    expect((await api('POST', `/v1/assistants/${assistantId}/rollback`, { version: 9 })).status).toBe(404);
  });

  it('sees a deploy made by another process at once (the cached assistant is dropped on NOTIFY)', async () => {
    expect((await say('Do you deliver on Sundays?')).sources).not.toEqual([]); // version 1, now cached
    // Another process rolls back to version 2 (no faq_search) straight in the database: no forget() here.
    await rollbackAssistant(h.database.db, t.companyId, assistantId, 2);
    await vi.waitFor(async () => expect((await say('Do you deliver on Sundays?')).sources).toEqual([]), {
      timeout: 2000,
    });
    await api('POST', `/v1/assistants/${assistantId}/rollback`, { version: 1 });
    expect((await say('Do you deliver on Sundays?')).sources).not.toEqual([]);
  });

  it('explains bad input', async () => {
    const tools = await api('POST', '/v1/assistants', { name: 'X', tools: ['faq_search', 'teleport'] });
    expect(tools.status).toBe(422);
    // Every tool the server has is named (more arrive as domains land), in order.
    expect((await errorBody(tools)).message).toMatch(
      /^Unknown tool teleport; valid tools: analyze_reviews, create_ticket, escalate_to_human, faq_search, .*lookup_record, .*query_data/,
    );
    const template = await api('POST', '/v1/assistants', { name: 'X', template: 'astrology' });
    expect((await errorBody(template)).message).toMatch(
      /^Unknown template astrology; templates: customer-engagement/,
    );
    for (const message of ['', '   ', 'x'.repeat(4001)]) {
      const res = await api('POST', '/v1/chat', { assistant_id: assistantId, message });
      expect(res.status).toBe(422);
      expect((await errorBody(res)).message).toContain('message');
    }
    const channel = await api('POST', '/v1/chat', {
      assistant_id: assistantId,
      message: 'hi',
      channel: 'fax',
    });
    expect((await errorBody(channel)).message).toContain('channel');
    const missing = await api('POST', '/v1/chat', { assistant_id: 'asst_nope', message: 'hi' });
    expect(await errorBody(missing)).toEqual({
      error: 'assistant_not_found',
      message: 'Assistant asst_nope not found',
    });
    const csv = await api('POST', `/v1/assistants/${assistantId}/knowledge`, {
      csv: 'question,answer\nOnly a question,\n',
    });
    expect((await errorBody(csv)).message).toContain('line 2');
    const intent = await api('POST', `/v1/assistants/${assistantId}/knowledge`, {
      intents: [{ example: 'x', tool: 'nope' }],
    });
    expect(intent.status).toBe(422);
    const conversation = await api('POST', '/v1/chat', {
      assistant_id: assistantId,
      message: 'hi',
      conversation_id: 'conv_unknown',
    });
    expect(conversation.status).toBe(404);
  });

  it('answers on /v2 with a JWT, and streams server-sent events when asked', async () => {
    const json = await h.request('POST', '/v2/chat', {
      bearer: t.token,
      json: { assistant_id: assistantId, message: 'hi' },
    });
    expect(((await json.json()) as ChatBody).reply).toMatch(/Ava/);
    const stream = await h.request('POST', '/v2/chat', {
      bearer: t.token,
      json: { assistant_id: assistantId, message: 'Do you deliver on Sundays?' },
      headers: { Accept: 'text/event-stream' },
    });
    expect(stream.headers.get('Content-Type')).toContain('text/event-stream');
    const text = await stream.text();
    const events = [...text.matchAll(/event: (\w+)\ndata: (.*)\n/g)].map((m) => ({
      event: m[1],
      data: JSON.parse(m[2]!),
    }));
    const deltas = events
      .filter((e) => e.event === 'delta')
      .map((e) => (e.data as { text: string }).text)
      .join('');
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    expect((done.data as ChatBody).reply).toBe(deltas);
    expect(deltas).toContain('Monday to Saturday');
  });

  it("never shows one company another's assistants or conversations", async () => {
    const other = await h.tenant('Other');
    const theirs = (await (await h.request('GET', '/v1/assistants', { bearer: other.apiKey })).json()) as {
      data: unknown[];
    };
    expect(theirs.data).toEqual([]);
    const conv = (await (await h.request('GET', '/v1/conversations', { bearer: other.apiKey })).json()) as {
      data: unknown[];
    };
    expect(conv.data).toEqual([]);
    const chat = await h.request('POST', '/v1/chat', {
      bearer: other.apiKey,
      json: { assistant_id: assistantId, message: 'hi' },
    });
    expect((await errorBody(chat)).error).toBe('assistant_not_found');
  });
});
