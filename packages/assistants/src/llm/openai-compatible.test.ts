import { afterEach, describe, expect, it } from 'vitest';
import { type LlmScript, type LlmServer, startLlmServer } from '../../test/llm-server.ts';
import { createOpenAiCompatibleProvider } from './openai-compatible.ts';
import { type ChatMessage, LlmError, type ToolDefinition } from './types.ts';

const API_KEY = 'sk-test-0123456789abcdef';
// Small enough that the retry tests stay fast, large enough that a loaded CI box still answers in time.
// Generous enough for a loaded CI machine; the slow replies below take 2 s.
const TIMEOUT_MS = 800;

const servers: LlmServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function serve(script: LlmScript): Promise<LlmServer> {
  const server = await startLlmServer(script);
  servers.push(server);
  return server;
}

function providerFor(server: LlmServer, options: { apiKey?: string; timeoutMs?: number } = {}) {
  return createOpenAiCompatibleProvider({
    baseUrl: server.url,
    model: 'test-model',
    timeoutMs: TIMEOUT_MS,
    ...options,
  });
}

async function failure(promise: Promise<unknown>): Promise<LlmError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(LlmError);
  return error as LlmError;
}

const question: ChatMessage[] = [
  { role: 'system', content: 'You answer questions about Ana’s Bakery.' },
  { role: 'user', content: 'When do you open on Monday?' },
];

const lookupHours: ToolDefinition = {
  name: 'lookup_hours',
  description: 'Opening hours for a day of the week',
  parameters: { type: 'object', properties: { day: { type: 'string' } }, required: ['day'] },
};

describe('createOpenAiCompatibleProvider', () => {
  it('returns a plain answer and sends no tools when there are none', async () => {
    const server = await serve([{ content: 'We open at 8.' }]);
    const provider = providerFor(server);

    const result = await provider.complete({ messages: question, tools: [] });

    expect(provider.name).toBe('openai-compatible:test-model');
    expect(result).toEqual({ content: 'We open at 8.', toolCalls: [] });
    expect(server.requests).toHaveLength(1);
    const request = server.requests[0]!;
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers.authorization).toBeUndefined();
    expect(request.body).toEqual({
      model: 'test-model',
      messages: [
        { role: 'system', content: 'You answer questions about Ana’s Bakery.' },
        { role: 'user', content: 'When do you open on Monday?' },
      ],
    });
  });

  it('parses tool calls and sends the tool result back in the wire format', async () => {
    const server = await serve((body) => {
      const last = body.messages.at(-1);
      if (last?.role === 'tool') return { content: `On Monday we open ${String(last.content)}.` };
      return { toolCalls: [{ id: 'call_hours_1', name: 'lookup_hours', arguments: { day: 'monday' } }] };
    });
    // A trailing slash, as people paste base URLs.
    const provider = createOpenAiCompatibleProvider({ baseUrl: `${server.url}/`, model: 'test-model' });

    const first = await provider.complete({ messages: question, tools: [lookupHours] });

    expect(first).toEqual({
      content: null,
      toolCalls: [{ id: 'call_hours_1', name: 'lookup_hours', arguments: { day: 'monday' } }],
    });
    expect(server.requests[0]?.body.tools).toEqual([
      {
        type: 'function',
        function: {
          name: 'lookup_hours',
          description: lookupHours.description,
          parameters: lookupHours.parameters,
        },
      },
    ]);
    expect(server.requests[0]?.body.tool_choice).toBe('auto');

    const second = await provider.complete({
      messages: [
        ...question,
        { role: 'assistant', content: null, toolCalls: first.toolCalls },
        { role: 'tool', toolCallId: 'call_hours_1', name: 'lookup_hours', content: 'at 08:00' },
      ],
      tools: [lookupHours],
    });

    expect(second).toEqual({ content: 'On Monday we open at 08:00.', toolCalls: [] });
    expect(server.requests[1]?.body.messages.slice(2)).toEqual([
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          {
            id: 'call_hours_1',
            type: 'function',
            function: { name: 'lookup_hours', arguments: '{"day":"monday"}' },
          },
        ],
      },
      { role: 'tool', tool_call_id: 'call_hours_1', content: 'at 08:00' },
    ]);
  });

  it('sends the API key as a bearer token', async () => {
    const server = await serve([{ content: 'ok' }]);

    await providerFor(server, { apiKey: API_KEY }).complete({ messages: question, tools: [] });

    expect(server.requests[0]?.headers.authorization).toBe(`Bearer ${API_KEY}`);
  });

  it('retries once after a timeout', async () => {
    const server = await serve([{ delayMs: 2_000, content: 'too late' }, { content: 'on time' }]);

    const result = await providerFor(server).complete({ messages: question, tools: [] });

    expect(result.content).toBe('on time');
    expect(server.requests).toHaveLength(2);
  });

  it('gives up with a timeout error after two timeouts', async () => {
    const server = await serve(() => ({ delayMs: 2_000, content: 'too late' }));

    const error = await failure(providerFor(server).complete({ messages: question, tools: [] }));

    expect(error.kind).toBe('timeout');
    expect(error.message).toContain(`${TIMEOUT_MS} ms`);
    expect(server.requests).toHaveLength(2);
  });

  it('retries once after a 500', async () => {
    const server = await serve([{ status: 500 }, { content: 'recovered' }]);

    const result = await providerFor(server).complete({ messages: question, tools: [] });

    expect(result.content).toBe('recovered');
    expect(server.requests).toHaveLength(2);
  });

  it('gives up with the last HTTP status after two 503s', async () => {
    const server = await serve(() => ({ status: 503 }));

    const error = await failure(providerFor(server).complete({ messages: question, tools: [] }));

    expect(error).toMatchObject({ kind: 'http', status: 503 });
    expect(server.requests).toHaveLength(2);
  });

  it('honours a short Retry-After on 429', async () => {
    const server = await serve([
      { status: 429, headers: { 'retry-after': '1' } },
      { content: 'after the wait' },
    ]);
    const started = performance.now();

    const result = await providerFor(server).complete({ messages: question, tools: [] });

    expect(result.content).toBe('after the wait');
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
  });

  it('does not wait out a long Retry-After', async () => {
    const server = await serve([
      { status: 429, headers: { 'retry-after': '120' } },
      { content: 'soon enough' },
    ]);
    const started = performance.now();

    const result = await providerFor(server).complete({ messages: question, tools: [] });

    expect(result.content).toBe('soon enough');
    expect(performance.now() - started).toBeLessThan(1_500);
  });

  it('does not retry a 400 and reports its status and message', async () => {
    const server = await serve(() => ({
      status: 400,
      body: { error: { message: "Invalid 'messages': empty array.", type: 'invalid_request_error' } },
    }));

    const error = await failure(providerFor(server).complete({ messages: question, tools: [] }));

    expect(error).toMatchObject({ kind: 'http', status: 400 });
    expect(error.message).toContain("Invalid 'messages': empty array.");
    expect(server.requests).toHaveLength(1);
  });

  it('reports malformed tool arguments as a protocol error, without retrying', async () => {
    const server = await serve(() => ({ toolCalls: [{ name: 'lookup_hours', arguments: '{"day": "mon' }] }));

    const error = await failure(providerFor(server).complete({ messages: question, tools: [lookupHours] }));

    expect(error.kind).toBe('protocol');
    expect(error.message).toContain('lookup_hours');
    expect(server.requests).toHaveLength(1);
  });

  it('reports a completion without choices as a protocol error', async () => {
    const server = await serve([
      { status: 200, body: { id: 'chatcmpl-1', object: 'chat.completion', choices: [] } },
    ]);

    const error = await failure(providerFor(server).complete({ messages: question, tools: [] }));

    expect(error.kind).toBe('protocol');
    expect(error.message).toContain('choices');
  });

  it('never puts the API key in error messages', async () => {
    // Some servers quote the presented key back, as OpenAI once did in full.
    const rejecting = await serve(() => ({
      status: 401,
      body: { error: { message: `Incorrect API key provided: ${API_KEY}.`, type: 'invalid_request_error' } },
    }));
    const slow = await serve(() => ({ delayMs: 2_000, content: 'too late' }));
    const gone = await startLlmServer([]);
    await gone.close();

    const errors = await Promise.all([
      failure(providerFor(rejecting, { apiKey: API_KEY }).complete({ messages: question, tools: [] })),
      failure(providerFor(slow, { apiKey: API_KEY }).complete({ messages: question, tools: [] })),
      failure(providerFor(gone, { apiKey: API_KEY }).complete({ messages: question, tools: [] })),
    ]);

    expect(errors.map((error) => error.kind)).toEqual(['http', 'timeout', 'network']);
    expect(errors[0]?.message).toContain('Incorrect API key provided: [redacted]');
    for (const error of errors) {
      expect(error.message).not.toContain(API_KEY);
      expect(String(error.stack)).not.toContain(API_KEY);
    }
  });

  it('stops without retrying when the caller aborts', async () => {
    const controller = new AbortController();
    const server = await serve(() => {
      controller.abort();
      return { delayMs: 2_000, content: 'too late' };
    });

    const outcome = providerFor(server, { timeoutMs: 5_000 }).complete({
      messages: question,
      tools: [],
      signal: controller.signal,
    });

    await expect(outcome).rejects.toMatchObject({ name: 'AbortError' });
    expect(server.requests).toHaveLength(1);
  });
});
