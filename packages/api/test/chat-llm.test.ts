import { testBackends } from '@colloquy/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LlmServer, startLlmServer } from '../../assistants/test/llm-server.ts';
import { createHarness, type Harness, type Tenant } from './harness.ts';

interface ChatBody {
  conversation_id: string;
  reply: string | null;
  tool_calls: { name: string; arguments: Record<string, unknown> }[];
  sources: { title: string }[];
}

// The model is a local server speaking the chat-completions protocol, scripted per test through `next`.
describe.each(testBackends())('chat through an OpenAI-compatible model on %s', (backend) => {
  let h: Harness;
  let t: Tenant;
  let llm: LlmServer;
  let assistantId: string;
  let next: (body: { messages: Record<string, unknown>[] }, index: number) => unknown = () => ({
    content: 'unset',
  });

  beforeAll(async () => {
    llm = await startLlmServer((body, index) => next(body, index) as never);
    h = await createHarness(backend, {}, undefined, {
      llm: { baseUrl: llm.url, model: 'local-test', apiKey: 'sk-test', timeoutMs: 500 },
    });
    t = await h.tenant();
    const created = await h.request('POST', '/v1/assistants', {
      bearer: t.apiKey,
      json: { name: 'Shop', template: 'customer-engagement' },
    });
    assistantId = ((await created.json()) as { assistant_id: string }).assistant_id;
    await h.request('POST', `/v1/assistants/${assistantId}/deploy`, { bearer: t.apiKey });
  });
  afterAll(async () => {
    await h.close();
    await llm.close();
  });

  const chat = async (message: string, conversationId?: string) =>
    (await (
      await h.request('POST', '/v1/chat', {
        bearer: t.apiKey,
        json: {
          assistant_id: assistantId,
          message,
          ...(conversationId ? { conversation_id: conversationId } : {}),
        },
      })
    ).json()) as ChatBody;

  it('gives the model the system prompt, history and tools, runs the tool it calls, and returns its answer', async () => {
    const seen: { messages: Record<string, unknown>[] }[] = [];
    next = (body) => {
      seen.push(body);
      const last = body.messages.at(-1)!;
      if (last.role === 'user')
        return { toolCalls: [{ name: 'faq_search', arguments: { query: 'refund timing' } }] };
      return { content: `According to our FAQ: ${JSON.parse(String(last.content)).text}` };
    };
    const first = await chat('when do I get my money back?');
    expect(first.tool_calls).toEqual([
      { name: 'faq_search', arguments: { query: 'refund timing' }, result: expect.anything() },
    ]);
    expect(first.reply).toMatch(/^According to our FAQ: Refunds are paid/);
    expect(first.sources[0]?.title).toBe('When will I get my refund?');
    const request = seen[0]!;
    expect(request.messages[0]).toMatchObject({
      role: 'system',
      content: expect.stringContaining('You are Ava'),
    });
    expect(llm.requests.at(-1)!.headers.authorization).toBe('Bearer sk-test');
    expect(
      (llm.requests[0]!.body.tools as { function: { name: string } }[]).map((x) => x.function.name).sort(),
    ).toEqual(['escalate_to_human', 'faq_search']);

    seen.length = 0;
    next = (body) => {
      seen.push(body);
      return { content: 'Anything else?' };
    };
    await chat('thanks', first.conversation_id);
    const history = seen[0]!.messages.map((m) => m.role);
    expect(history).toEqual(['system', 'user', 'assistant', 'user']);
  });

  it('falls back to the built-in engine when the model fails or times out', async () => {
    next = () => ({ status: 500 });
    const failed = await chat('How do I return an item?');
    expect(failed.reply).toContain('30 days');
    expect(failed.tool_calls[0]?.name).toBe('faq_search');
    next = () => ({ content: 'too late', delayMs: 2000 });
    const slow = await chat('How do I return an item?');
    expect(slow.reply).toContain('30 days');
  });
});
