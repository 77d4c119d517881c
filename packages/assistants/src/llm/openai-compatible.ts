import { z } from 'zod';
import {
  type ChatMessage,
  type CompletionRequest,
  type CompletionResult,
  LlmError,
  type LlmProvider,
  type ToolCallRequest,
  type ToolDefinition,
} from './types.ts';

export interface OpenAiCompatibleOptions {
  /** e.g. `http://127.0.0.1:1234/v1`; a trailing slash is tolerated. */
  baseUrl: string;
  model: string;
  apiKey?: string;
  /** Per attempt, covering the response body too. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const DEFAULT_TIMEOUT_MS = 15_000;
// A conversation is waiting on the answer: one quick retry rides out a blip, anything longer is better
// served by the engine's built-in fallback than by a stalled reply.
const RETRY_DELAY_MS = 200;
const MAX_RETRY_AFTER_MS = 2_000;
const ERROR_DETAIL_MAX_CHARS = 300;

type Attempt = { result: CompletionResult } | { error: LlmError; retryAfterMs?: number | undefined };

const responseSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullish(),
          tool_calls: z
            .array(
              z.object({
                id: z.string(),
                function: z.object({ name: z.string(), arguments: z.string() }),
              }),
            )
            .nullish(),
        }),
      }),
    )
    .min(1),
});

export function createOpenAiCompatibleProvider(options: OpenAiCompatibleOptions): LlmProvider {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const fetchFn = options.fetch ?? fetch;
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;

  // Servers may quote the presented key back in their 401 body (OpenAI's once did, in full), so every message
  // is scrubbed rather than trusting each source to be clean.
  const redact = (text: string): string =>
    options.apiKey ? text.split(options.apiKey).join('[redacted]') : text;

  async function attempt(body: string, callerSignal: AbortSignal | undefined): Promise<Attempt> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const signal = callerSignal ? AbortSignal.any([callerSignal, controller.signal]) : controller.signal;
    try {
      const response = await fetchFn(url, { method: 'POST', headers, body, signal });
      const text = await response.text();
      if (!response.ok) {
        const message = redact(`${url} answered HTTP ${response.status}: ${errorDetail(text)}`);
        return {
          error: new LlmError('http', message, { status: response.status }),
          retryAfterMs: parseRetryAfter(response.headers.get('retry-after')),
        };
      }
      return { result: parseCompletion(text, url) };
    } catch (error) {
      if (error instanceof LlmError) return { error };
      // The caller gave up: not a provider failure, so neither retried nor dressed up as one.
      if (callerSignal?.aborted) throw callerSignal.reason;
      if (timedOut) {
        return {
          error: new LlmError('timeout', `${url} did not answer within ${timeoutMs} ms`, { cause: error }),
        };
      }
      const message = redact(`could not reach ${url}: ${describeNetworkError(error)}`);
      return { error: new LlmError('network', message, { cause: error }) };
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    name: `openai-compatible:${options.model}`,
    async complete(request: CompletionRequest): Promise<CompletionResult> {
      const body = JSON.stringify(toRequestBody(options.model, request));
      const first = await attempt(body, request.signal);
      if ('result' in first) return first.result;
      if (!isRetryable(first.error)) throw first.error;
      await sleep(retryDelayMs(first.retryAfterMs), request.signal);
      const second = await attempt(body, request.signal);
      if ('result' in second) return second.result;
      throw second.error;
    },
  };
}

function toRequestBody(model: string, request: CompletionRequest): Record<string, unknown> {
  const body: Record<string, unknown> = { model, messages: request.messages.map(toWireMessage) };
  // OpenAI rejects an empty `tools` array, and a `tool_choice` sent without tools.
  if (request.tools.length > 0) {
    body.tools = request.tools.map(toWireTool);
    body.tool_choice = 'auto';
  }
  return body;
}

function toWireMessage(message: ChatMessage): Record<string, unknown> {
  switch (message.role) {
    case 'system':
    case 'user':
      return { role: message.role, content: message.content };
    case 'assistant': {
      const wire: Record<string, unknown> = { role: 'assistant', content: message.content };
      // OpenAI rejects `tool_calls: []`; the key must be absent when there are none.
      if (message.toolCalls && message.toolCalls.length > 0) {
        wire.tool_calls = message.toolCalls.map((call) => ({
          id: call.id,
          type: 'function',
          function: { name: call.name, arguments: JSON.stringify(call.arguments) },
        }));
      }
      return wire;
    }
    case 'tool':
      return { role: 'tool', tool_call_id: message.toolCallId, content: message.content };
  }
}

function toWireTool(tool: ToolDefinition): Record<string, unknown> {
  return {
    type: 'function',
    function: { name: tool.name, description: tool.description, parameters: tool.parameters },
  };
}

function parseCompletion(text: string, url: string): CompletionResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new LlmError('protocol', `${url} answered with a body that is not JSON`, { cause: error });
  }
  const parsed = responseSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? issue.path.join('.') : 'body';
    throw new LlmError(
      'protocol',
      `${url} answered with an unexpected chat completion (${where}: ${issue?.message ?? 'invalid'})`,
      { cause: parsed.error },
    );
  }
  // The schema's `.min(1)` guarantees a first choice.
  const message = parsed.data.choices[0]!.message;
  const toolCalls = (message.tool_calls ?? []).map((call): ToolCallRequest => {
    return { id: call.id, name: call.function.name, arguments: parseArguments(call.function, url) };
  });
  return { content: message.content ?? null, toolCalls };
}

function parseArguments(fn: { name: string; arguments: string }, url: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(fn.arguments);
  } catch (error) {
    throw new LlmError('protocol', `${url} sent arguments for tool ${fn.name} that are not valid JSON`, {
      cause: error,
    });
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new LlmError('protocol', `${url} sent arguments for tool ${fn.name} that are not a JSON object`);
  }
  return value as Record<string, unknown>;
}

function isRetryable(error: LlmError): boolean {
  if (error.kind === 'timeout' || error.kind === 'network') return true;
  return error.kind === 'http' && error.status !== undefined && (error.status === 429 || error.status >= 500);
}

function retryDelayMs(retryAfterMs: number | undefined): number {
  return retryAfterMs !== undefined && retryAfterMs <= MAX_RETRY_AFTER_MS ? retryAfterMs : RETRY_DELAY_MS;
}

/** Retry-After is either delay-seconds or an HTTP date. */
function parseRetryAfter(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

/** OpenAI-style `{ error: { message } }` when present, else the start of the raw body. */
function errorDetail(text: string): string {
  let detail = text.trim();
  try {
    const json = JSON.parse(text) as { error?: { message?: unknown } | string; message?: unknown };
    if (typeof json.error === 'string') detail = json.error;
    else if (typeof json.error?.message === 'string') detail = json.error.message;
    else if (typeof json.message === 'string') detail = json.message;
  } catch {
    // Not JSON (a proxy's HTML page, say): the raw text is the best detail there is.
  }
  if (detail === '') return 'empty body';
  return detail.length > ERROR_DETAIL_MAX_CHARS ? `${detail.slice(0, ERROR_DETAIL_MAX_CHARS)}…` : detail;
}

/** undici reports `fetch failed` and keeps the useful part (ECONNREFUSED, ENOTFOUND) in `cause`. */
function describeNetworkError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause;
  if (cause instanceof Error) {
    const code = (cause as Error & { code?: unknown }).code;
    return typeof code === 'string' ? `${code} (${cause.message})` : cause.message;
  }
  return error.message;
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
