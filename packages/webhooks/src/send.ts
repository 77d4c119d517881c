import http from 'node:http';
import https from 'node:https';
import {
  BlockedDestinationError,
  type DestinationPolicy,
  guardedLookup,
  literalAddressProblem,
} from '@colloquy/core';

/** What one attempt saw; `ok` is a 2xx within the time limit. */
export interface SendResult {
  ok: boolean;
  status: number | null;
  latencyMs: number;
  /** First 1 KB of the response body. */
  excerpt: string | null;
  error: string | null;
  /** Seconds from a Retry-After header, when present. */
  retryAfterSeconds: number | null;
}

const EXCERPT_BYTES = 1024;
// Read at most this much of a response; the rest is not our business.
const READ_LIMIT = 64 * 1024;

/** Keep-alive agents whose every new connection goes through the guarded lookup. */
export function createAgents(policy: DestinationPolicy) {
  const lookup = guardedLookup(policy);
  return {
    http: new http.Agent({ keepAlive: true, maxSockets: 64, lookup } as http.AgentOptions),
    https: new https.Agent({ keepAlive: true, maxSockets: 64, lookup } as https.AgentOptions),
    lookup,
    destroy() {
      this.http.destroy();
      this.https.destroy();
    },
  };
}
export type Agents = ReturnType<typeof createAgents>;

/** POSTs one webhook. Never follows redirects (a 3xx is a failure) and never throws. */
export function sendWebhook(input: {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  policy: DestinationPolicy;
  agents: Agents;
}): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const fail = (error: string, status: number | null = null): SendResult => ({
    ok: false,
    status,
    latencyMs: elapsed(),
    excerpt: null,
    error,
    retryAfterSeconds: null,
  });
  let url: URL;
  try {
    url = new URL(input.url);
  } catch {
    return Promise.resolve(fail('invalid URL'));
  }
  // Node connects to literal addresses without calling lookup, so those are checked here.
  const literal = literalAddressProblem(input.policy, url.hostname);
  if (literal) return Promise.resolve(fail(literal));
  const secure = url.protocol === 'https:';
  const request = secure ? https.request : http.request;
  return new Promise<SendResult>((resolve) => {
    let settled = false;
    const finish = (result: SendResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const req = request(
      url,
      {
        method: 'POST',
        agent: secure ? input.agents.https : input.agents.http,
        lookup: input.agents.lookup,
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(input.body)),
          'user-agent': 'Colloquy-Webhooks/1.0',
          ...input.headers,
        },
      } as http.RequestOptions,
      (res) => {
        const chunks: Buffer[] = [];
        let read = 0;
        res.on('data', (chunk: Buffer) => {
          if (read < EXCERPT_BYTES) chunks.push(chunk);
          read += chunk.length;
          if (read > READ_LIMIT) res.destroy();
        });
        const done = () => {
          const status = res.statusCode ?? 0;
          const excerpt = Buffer.concat(chunks).subarray(0, EXCERPT_BYTES).toString('utf8');
          finish({
            ok: status >= 200 && status < 300,
            status,
            latencyMs: elapsed(),
            excerpt: excerpt || null,
            error: status >= 200 && status < 300 ? null : `HTTP ${status}`,
            retryAfterSeconds: parseRetryAfter(res.headers['retry-after']),
          });
        };
        res.on('end', done);
        res.on('close', done);
        res.on('error', done);
      },
    );
    const timer = setTimeout(() => {
      req.destroy(new Error(`no response within ${input.timeoutMs / 1000} s`));
    }, input.timeoutMs);
    req.on('error', (error) => {
      finish(fail(error instanceof BlockedDestinationError ? error.message : error.message || String(error)));
    });
    req.end(input.body);
  });
}

/** Retry-After as seconds: a number of seconds or an HTTP date. */
export function parseRetryAfter(value: string | string[] | undefined, now = Date.now()): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text) return null;
  if (/^\d+$/.test(text.trim())) return Number(text.trim());
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}
