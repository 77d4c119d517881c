import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local server speaking the OpenAI chat-completions protocol, so provider tests exercise real HTTP
 * (sockets, timeouts, status codes) instead of a mocked fetch.
 */

/** The request body as the client sent it, on the wire. */
export interface ChatCompletionsRequestBody {
  model: string;
  messages: Record<string, unknown>[];
  tools?: Record<string, unknown>[];
  tool_choice?: unknown;
  [key: string]: unknown;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: ChatCompletionsRequestBody;
}

export interface ScriptedToolCall {
  /** Generated when omitted. */
  id?: string;
  name: string;
  /** An object is serialised; a string is sent verbatim, so tests can send malformed JSON. */
  arguments: Record<string, unknown> | string;
}

/** Answer with a chat completion. */
export interface CompletionReply {
  content?: string | null;
  toolCalls?: ScriptedToolCall[];
  /** Wait this long before answering, to provoke client timeouts. */
  delayMs?: number;
}

/** Answer with an HTTP error (or any raw body). */
export interface StatusReply {
  status: number;
  /** Serialised as JSON unless a string; defaults to an OpenAI-style error object. */
  body?: unknown;
  headers?: Record<string, string>;
  delayMs?: number;
}

export type LlmReply = CompletionReply | StatusReply;

/** Decides each reply; `index` counts chat-completion requests from 0. A list is played in order. */
export type LlmScript =
  | ((body: ChatCompletionsRequestBody, index: number) => LlmReply | Promise<LlmReply>)
  | LlmReply[];

export interface LlmServer {
  /** Base URL ending in `/v1`, as a provider's `baseUrl`. */
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export async function startLlmServer(script: LlmScript): Promise<LlmServer> {
  const requests: RecordedRequest[] = [];

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      if (req.method !== 'POST' || path !== '/v1/chat/completions') {
        sendJson(
          res,
          404,
          openAiError(`Unknown request URL: ${req.method} ${path}`, 'invalid_request_error'),
        );
        return;
      }
      let body: ChatCompletionsRequestBody;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatCompletionsRequestBody;
      } catch {
        sendJson(
          res,
          400,
          openAiError('We could not parse the JSON body of your request.', 'invalid_request_error'),
        );
        return;
      }
      const index = requests.length;
      requests.push({ method: req.method, path, headers: req.headers, body });
      void decide(script, body, index).then(
        (reply) => respond(res, body, reply),
        (error: unknown) => sendJson(res, 500, openAiError(`llm-server script threw: ${String(error)}`)),
      );
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Keep-alive sockets and replies still in their delay would otherwise hold close() open.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

async function decide(script: LlmScript, body: ChatCompletionsRequestBody, index: number): Promise<LlmReply> {
  if (typeof script === 'function') return script(body, index);
  const reply = script[index];
  // A loud 418 rather than a 5xx, which the client would retry and blur the failure.
  return reply ?? { status: 418, body: openAiError(`llm-server script has no reply for request ${index}`) };
}

function respond(res: ServerResponse, request: ChatCompletionsRequestBody, reply: LlmReply): void {
  const send = () => {
    if (res.destroyed) return;
    if ('status' in reply) {
      const body = reply.body === undefined ? openAiError(`scripted HTTP ${reply.status}`) : reply.body;
      if (typeof body === 'string') {
        res.writeHead(reply.status, { 'content-type': 'text/plain', ...reply.headers });
        res.end(body);
      } else {
        sendJson(res, reply.status, body, reply.headers);
      }
      return;
    }
    sendJson(res, 200, completion(request, reply));
  };
  if (!reply.delayMs) {
    send();
    return;
  }
  const timer = setTimeout(send, reply.delayMs);
  // The client may abort during the delay; nothing is left to answer then.
  res.on('close', () => clearTimeout(timer));
}

function completion(request: ChatCompletionsRequestBody, reply: CompletionReply): Record<string, unknown> {
  const toolCalls = (reply.toolCalls ?? []).map((call) => ({
    id: call.id ?? `call_${randomUUID().replaceAll('-', '').slice(0, 24)}`,
    type: 'function',
    function: {
      name: call.name,
      arguments: typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments),
    },
  }));
  const content = reply.content ?? null;
  const message: Record<string, unknown> = { role: 'assistant', content, refusal: null };
  if (toolCalls.length > 0) message.tool_calls = toolCalls;
  // Roughly four characters a token: clients only check that usage is there and adds up.
  const promptTokens = JSON.stringify(request.messages).length >> 2;
  const completionTokens = (JSON.stringify(toolCalls).length + (content?.length ?? 0)) >> 2;
  return {
    id: `chatcmpl-${randomUUID().replaceAll('-', '')}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: request.model,
    choices: [
      {
        index: 0,
        message,
        logprobs: null,
        finish_reason: toolCalls.length > 0 ? 'tool_calls' : 'stop',
      },
    ],
    usage: {
      prompt_tokens: promptTokens,
      completion_tokens: completionTokens,
      total_tokens: promptTokens + completionTokens,
    },
  };
}

function openAiError(message: string, type = 'server_error'): Record<string, unknown> {
  return { error: { message, type, param: null, code: null } };
}

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  if (res.destroyed) return;
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}
