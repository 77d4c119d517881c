import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Accounts, createAccounts, createCompany, RecordCache, TokenService } from '@colloquy/accounts';
import {
  ChatService,
  datasetTerms,
  EntityDirectory,
  LlmSettings,
  type ModelEndpoint,
  ReviewService,
  recordNames,
  reviewDatasetNames,
  standardTaskRegistry,
  standardToolRegistry,
  TASK_JOB,
  TaskService,
  taskRunJob,
} from '@colloquy/assistants';
import { type Clock, createLogger, systemClock } from '@colloquy/core';
import { createTestDatabase, type TestBackend, type TestDatabase } from '@colloquy/db/testing';
import { type JobRunner, startJobRunner } from '@colloquy/jobs';
import { DatasetService } from '@colloquy/nlq';
import { WebhookEngine, type WebhookEngineOptions, WebhookService } from '@colloquy/webhooks';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { createApp } from '../src/app.ts';
import type { AppDeps, AppEnv } from '../src/context.ts';

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

export async function createHarness(
  backend: TestBackend,
  settings: Partial<AppDeps['settings']> = {},
  clock: Clock = systemClock,
  /** `jobs`: run a job worker on the test database (async tasks and other background work). */
  /** `webhooks`: with `jobs`, the worker also delivers webhooks (engine options such as an allowlist). */
  options: { llm?: ModelEndpoint; jobs?: boolean; webhooks?: Partial<WebhookEngineOptions> } = {},
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
  const records = new RecordCache({ db: database.db, logger });
  let runner: JobRunner | undefined;
  // Without `jobs` nothing can be queued: async tasks and analyses answer 503, as on a server without a queue.
  const queue = options.jobs
    ? { enqueue: (...args: Parameters<JobRunner['enqueue']>) => runner!.enqueue(...args) }
    : undefined;
  const reviews = new ReviewService({ db: database.db, logger, queue });
  const taskRegistry = standardTaskRegistry({ reviews });
  const tasks = new TaskService({
    db: database.db,
    tasks: taskRegistry,
    clock,
    logger,
    enqueue: queue && ((runId, tx) => queue.enqueue(TASK_JOB, { run_id: runId }, { tx })),
  });
  const deliversWebhooks = Boolean(options.jobs && options.webhooks);
  const webhookEngine = new WebhookEngine({
    db: database.db,
    masterKey: MASTER_KEY,
    allowlist: [],
    logger,
    ...options.webhooks,
    queue: deliversWebhooks ? queue : undefined,
  });
  const webhooks = new WebhookService({
    db: database.db,
    masterKey: MASTER_KEY,
    engine: webhookEngine,
    clock,
  });
  if (options.jobs) {
    runner = await startJobRunner({
      db: database.db,
      catalogue: [
        taskRunJob(tasks),
        reviews.analysisJob(),
        ...(deliversWebhooks ? webhookEngine.jobs() : []),
      ],
      logger,
    });
    await runner.startWorkers();
    if (deliversWebhooks) await webhookEngine.start();
  }
  // Each harness has its own dataset directory, removed on close.
  const datasetDir = mkdtempSync(join(tmpdir(), 'colloquy-datasets-'));
  const datasets = new DatasetService({
    dir: datasetDir,
    logger,
    clock,
    onChange: (companyId) => entities.forget('dataset', companyId),
  });
  const registry = standardToolRegistry({
    db: database.db,
    tasks: { registry: taskRegistry, service: tasks },
    datasets,
  });
  const entities = new EntityDirectory(database.db, logger, [
    recordNames(database.db),
    datasetTerms(datasets),
    reviewDatasetNames(database.db),
  ]);
  const llmSettings = new LlmSettings({
    db: database.db,
    logger,
    masterKey: MASTER_KEY,
    instance: options.llm,
  });
  const chat = new ChatService({ db: database.db, registry, clock, logger, models: llmSettings, entities });
  await Promise.all([records.start(), chat.start(), llmSettings.start(), entities.start()]);
  const app = createApp({
    db: database.db,
    accounts,
    records,
    registry,
    chat,
    tasks,
    llmSettings,
    datasets,
    reviews,
    webhooks,
    logger,
    clock,
    settings: { publicUrl: PUBLIC_URL, rateLimitPerMinute: 0, jsonBodyLimit: 1024 * 1024, ...settings },
  });
  return {
    database,
    accounts,
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
      await webhookEngine.stop();
      await runner?.stop({ timeoutMs: 5000 });
      await records.stop();
      await chat.stop();
      await llmSettings.stop();
      await entities.stop();
      await datasets.close();
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
