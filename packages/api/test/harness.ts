import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Accounts, createAccounts, createCompany, TokenService } from '@colloquy/accounts';
import type { ModelEndpoint } from '@colloquy/assistants';
import { type Clock, createLogger, systemClock } from '@colloquy/core';
import { createTestDatabase, type TestBackend, type TestDatabase } from '@colloquy/db/testing';
import type { WebhookEngineOptions } from '@colloquy/webhooks';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { createApp } from '../src/app.ts';
import type { AppDeps, AppEnv } from '../src/context.ts';
import { createServices, type Services } from '../src/services.ts';

export const PUBLIC_URL = 'http://colloquy.test';
export const MASTER_KEY = 'test-master-key-0123456789';

export interface Tenant {
  companyId: string;
  keyId: string;
  apiKey: string;
  token: string;
}

export interface Harness {
  database: TestDatabase;
  accounts: Accounts;
  /** The services behind the app (job runner, mail, …). */
  services: Services;
  app: OpenAPIHono<AppEnv>;
  tenant(name?: string, scopes?: string[]): Promise<Tenant>;
  /** A token for `tenant` that expired an hour ago, signed by this server's key. */
  expiredToken(tenant: Tenant): Promise<string>;
  request(method: string, path: string, options?: RequestOptions): Promise<Response>;
  close(): Promise<void>;
}

export interface RequestOptions {
  bearer?: string;
  json?: unknown;
  body?: string;
  /** multipart/form-data (the runtime sets the boundary). */
  form?: FormData;
  headers?: Record<string, string>;
}

export interface HarnessOptions {
  /** The instance's model (a local chat-completions server in tests). */
  llm?: ModelEndpoint;
  /** Run a job worker on the test database (async tasks, mail delivery and other background work). */
  jobs?: boolean;
  /** With `jobs`, the worker also delivers webhooks (engine options such as an allowlist). */
  webhooks?: Partial<WebhookEngineOptions>;
  /** Deliver mail over this SMTP server (see `startTestSmtp` in @colloquy/channels/testing); else the dev outbox. */
  smtpUrl?: string;
  /** COLLOQUY_SMTP_ALLOWLIST: private hosts companies' own SMTP servers may be on (the local test servers). */
  smtpAllowlist?: string[];
  /** Channel providers' APIs (local servers speaking the Graph / Messages APIs in tests). */
  channels?: { whatsappGraphUrl?: string; smsApiUrl?: string };
}

export async function createHarness(
  backend: TestBackend,
  settings: Partial<AppDeps['settings']> = {},
  clock: Clock = systemClock,
  options: HarnessOptions = {},
): Promise<Harness> {
  const database = await createTestDatabase(backend);
  const logger = createLogger({ level: 'silent' });
  const accounts = await createAccounts({
    db: database.db,
    clock,
    logger,
    masterKey: MASTER_KEY,
    issuer: PUBLIC_URL,
    tokenTtlSeconds: 3600,
  });
  // Without `jobs` nothing can be queued: async tasks and analyses answer 503, as on a server without a queue.
  // Each harness has its own dataset directory, removed on close.
  const datasetDir = mkdtempSync(join(tmpdir(), 'colloquy-datasets-'));
  const services = createServices({
    db: database.db,
    accounts,
    logger,
    clock,
    masterKey: MASTER_KEY,
    datasetDir,
    publicUrl: settings.publicUrl ?? PUBLIC_URL,
    llm: options.llm,
    mail: {
      smtpUrl: options.smtpUrl,
      from: 'Colloquy <no-reply@colloquy.test>',
      allowlist: options.smtpAllowlist,
    },
    webhooks: { allowlist: [], ...options.webhooks },
    deliverWebhooks: Boolean(options.jobs && options.webhooks),
    queue: Boolean(options.jobs),
    drainMs: 5000,
    channels: options.channels,
  });
  await services.start({ worker: Boolean(options.jobs) });
  const app = createApp({
    ...services.deps,
    settings: { publicUrl: PUBLIC_URL, rateLimitPerMinute: 0, jsonBodyLimit: 1024 * 1024, ...settings },
  });
  return {
    database,
    accounts,
    services,
    app,
    async tenant(name = 'Acme', scopes) {
      const company = await createCompany({ db: database.db, name });
      const { key, apiKey } = await accounts.apiKeys.create({ companyId: company.id, scopes });
      const principal = await accounts.apiKeys.verify(apiKey);
      const { access_token } = await accounts.tokens.issue(principal);
      return { companyId: company.id, keyId: key.id, apiKey, token: access_token };
    },
    async expiredToken(tenant) {
      const past: Clock = { now: () => new Date(Date.now() - 2 * 3600_000) };
      const tokens = new TokenService({
        keyring: accounts.keyring,
        clock: past,
        issuer: PUBLIC_URL,
        audience: `${PUBLIC_URL}/v2`,
        ttlSeconds: 3600,
      });
      const principal = await accounts.apiKeys.verify(tenant.apiKey);
      return (await tokens.issue(principal)).access_token;
    },
    request(method, path, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      if (options.bearer) headers.Authorization = `Bearer ${options.bearer}`;
      let body: string | FormData | undefined = options.form ?? options.body;
      if (options.json !== undefined) {
        body = JSON.stringify(options.json);
        headers['Content-Type'] ??= 'application/json';
      }
      if (typeof body === 'string') headers['Content-Length'] ??= String(Buffer.byteLength(body));
      return Promise.resolve(app.request(path, { method, headers, body }));
    },
    async close() {
      await services.stop();
      rmSync(datasetDir, { recursive: true, force: true });
      await database.drop();
    },
  };
}

/** Asserts the error shape every failure shares and returns the body. */
export async function errorBody(
  response: Response,
): Promise<{ error: string; message: string; details?: unknown }> {
  const type = response.headers.get('Content-Type') ?? '';
  if (!type.includes('application/json')) throw new Error(`error response is ${type}, not JSON`);
  const body = (await response.json()) as { error: string; message: string };
  if (typeof body.error !== 'string' || !/^[a-z_]+$/.test(body.error) || typeof body.message !== 'string') {
    throw new Error(`not an {error, message} body: ${JSON.stringify(body)}`);
  }
  return body;
}
