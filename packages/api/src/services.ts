import { type Accounts, RecordCache, UserService } from '@colloquy/accounts';
import {
  ChatService,
  DirectoryService,
  datasetTerms,
  EntityDirectory,
  LeaveService,
  LlmSettings,
  type ModelEndpoint,
  organizerFrom,
  PRODUCT_KIND,
  personNames,
  productNames,
  QuoteService,
  quoteExpiryJob,
  ReviewService,
  recordNames,
  reviewDatasetNames,
  ScreeningService,
  sqlModels,
  standardTaskRegistry,
  standardToolRegistry,
  TASK_JOB,
  TaskService,
  taskRunJob,
  teamNames,
} from '@colloquy/assistants';
import { ChannelIntegrations, ChannelService, MailService, SmtpSettings } from '@colloquy/channels';
import type { Clock, Logger } from '@colloquy/core';
import { type Db, listUsers } from '@colloquy/db';
import { defineJob, type JobCatalogue, type JobRunner, startJobRunner } from '@colloquy/jobs';
import { DatasetService } from '@colloquy/nlq';
import { createReportRenderer } from '@colloquy/reports';
import { disabledNotice, WebhookEngine, type WebhookEngineOptions, WebhookService } from '@colloquy/webhooks';
import { z } from 'zod';
import type { AppDeps } from './context.ts';

export interface ServiceOptions {
  db: Db;
  accounts: Accounts;
  logger: Logger;
  clock: Clock;
  /** Encrypts stored secrets (webhook secrets, LLM keys). */
  masterKey: string;
  /** Where each company's DuckDB file lives. */
  datasetDir: string;
  /** The instance's optional model (LLM_*); companies may set their own. */
  llm?: ModelEndpoint | undefined;
  /** SMTP_URL and the From of the service's mail; `allowlist`: COLLOQUY_SMTP_ALLOWLIST, for companies' own servers. */
  mail: { smtpUrl?: string | undefined; from: string; allowlist?: readonly string[] | undefined };
  /** Webhook delivery settings (allowlist; tests shorten delays). */
  webhooks: Partial<WebhookEngineOptions>;
  /** Workers deliver webhooks (default true; tests that do not need it leave it off). */
  deliverWebhooks?: boolean;
  /** Chromium for PDF reports (CHROMIUM_PATH); else a distribution's usual path, else PDFs answer 503. */
  chromiumPath?: string | undefined;
  /** Base of links in e-mails and events (COLLOQUY_PUBLIC_URL): verification, reset and share links, reports. */
  publicUrl: string;
  /** How long stopping waits for running jobs (default 30 s). */
  drainMs?: number;
  /**
   * Whether this process has a job queue. Servers always do (every process enqueues; only workers run jobs);
   * without one, work that must be queued answers 503 and mail stays queued.
   */
  queue: boolean;
  /** Channel providers' APIs (WHATSAPP_GRAPH_URL, SMS_API_URL); defaults are the public services. */
  channels?: { whatsappGraphUrl?: string | undefined; smsApiUrl?: string | undefined };
}

/** Everything the API and the workers run on, built one way for the server, the CLI and the tests. */
export interface Services {
  deps: Omit<AppDeps, 'settings' | 'readiness'>;
  /** Every background job, with its schedule. */
  catalogue: JobCatalogue;
  /** The job runner, once started (with `queue`). */
  runner(): JobRunner | undefined;
  /** Starts caches and listeners and the job runner; with `worker`, also runs jobs and delivers webhooks. */
  start(options: { worker: boolean }): Promise<void>;
  /** Stops in reverse: workers drained, listeners closed. Does not close the database. */
  stop(): Promise<void>;
}

export function createServices(options: ServiceOptions): Services {
  const { db, accounts, logger, clock, masterKey } = options;
  const deliverWebhooks = options.deliverWebhooks ?? true;
  let runner: JobRunner | undefined;
  const queue = options.queue
    ? { enqueue: (...args: Parameters<JobRunner['enqueue']>) => runner!.enqueue(...args) }
    : undefined;
  const records = new RecordCache({ db, logger });
  const mail = new MailService({
    db,
    logger,
    smtpUrl: options.mail.smtpUrl,
    from: options.mail.from,
    smtpAllowlist: options.mail.allowlist,
    queue,
    masterKey,
  });
  const smtpSettings = new SmtpSettings({
    db,
    masterKey,
    instance: options.mail,
    allowlist: options.mail.allowlist,
  });
  const users = new UserService({
    db,
    clock,
    logger,
    mail,
    publicUrl: options.publicUrl,
  });
  const reviews = new ReviewService({ db, logger, queue });
  const reports = createReportRenderer({
    logger,
    ...(options.chromiumPath ? { chromiumPath: options.chromiumPath } : {}),
  });
  const screenings = new ScreeningService({
    db,
    clock,
    logger,
    reports,
    queue,
    publicUrl: options.publicUrl,
  });
  const quotes = new QuoteService({
    db,
    clock,
    logger,
    reports,
    mail,
    publicUrl: options.publicUrl,
    onCatalogueChange: (companyId) => entities.forget(PRODUCT_KIND, companyId),
  });
  const directory = new DirectoryService({
    db,
    onChange: (kind, companyId) => entities.forget(kind, companyId),
  });
  const leave = new LeaveService({ db, mail });
  const staff = {
    mail,
    publicUrl: options.publicUrl,
    organizer: organizerFrom(options.mail.from),
  };
  const taskRegistry = standardTaskRegistry({ reviews, screenings, staff, quotes });
  const tasks = new TaskService({
    db,
    tasks: taskRegistry,
    clock,
    logger,
    enqueue: queue && ((runId, tx) => queue.enqueue(TASK_JOB, { run_id: runId }, { tx })),
  });
  const webhookEngine = new WebhookEngine({
    db,
    masterKey,
    allowlist: [],
    logger,
    // Tell the company's owners by e-mail, in the transaction that disables the endpoint.
    onDisabled: async (tx, endpoint, reason) => {
      const owners = (await listUsers(tx, endpoint.companyId)).filter((u) => u.role === 'owner');
      if (owners.length === 0) return;
      await mail.enqueue(tx, {
        to: owners.map((u) => u.email),
        companyId: endpoint.companyId,
        ...disabledNotice(endpoint, reason),
      });
    },
    ...options.webhooks,
    queue: deliverWebhooks ? queue : undefined,
  });
  const webhooks = new WebhookService({ db, masterKey, engine: webhookEngine, clock });
  const llmSettings = new LlmSettings({ db, logger, masterKey, instance: options.llm });
  const datasets = new DatasetService({
    dir: options.datasetDir,
    logger,
    clock,
    onChange: (companyId) => entities.forget('dataset', companyId),
    models: sqlModels(llmSettings),
  });
  const registry = standardToolRegistry({
    db,
    tasks: { registry: taskRegistry, service: tasks },
    datasets,
  });
  const entities = new EntityDirectory(db, logger, [
    recordNames(db),
    datasetTerms(datasets),
    reviewDatasetNames(db),
    teamNames(db),
    personNames(db),
    productNames(db),
  ]);
  const chat = new ChatService({
    db,
    registry,
    clock,
    logger,
    models: llmSettings,
    entities,
    // Hand-off: a person's reply goes back out on the customer's channel, in the same transaction.
    onHumanReply: async (tx, reply): Promise<void> => {
      await channels.deliverHumanReply(tx, reply);
    },
  });
  const channels: ChannelService = new ChannelService({
    db,
    logger,
    integrations: new ChannelIntegrations({ db, masterKey }),
    chat,
    mail,
    queue,
    whatsappGraphUrl: options.channels?.whatsappGraphUrl ?? 'https://graph.facebook.com',
    smsApiUrl: options.channels?.smsApiUrl ?? 'https://api.twilio.com',
  });

  const catalogue: JobCatalogue = [
    taskRunJob(tasks),
    reviews.analysisJob(),
    screenings.job(),
    quoteExpiryJob(quotes),
    mail.job(),
    ...channels.jobs(),
    ...(deliverWebhooks ? webhookEngine.jobs() : []),
    defineJob({
      name: 'auth.maintain-signing-keys',
      schema: z.object({}).passthrough(),
      // Daily: rotate the JWT signing key when it is 30 days old; delete retired keys no token can need.
      schedule: { cron: '17 3 * * *' },
      handler: async (_payload, { logger: jobLogger }) => {
        const result = await accounts.keyring.maintain();
        if (result.rotated || result.deleted) jobLogger.info(result, 'signing keys maintained');
        return result;
      },
    }),
  ];

  const stops: (() => Promise<void>)[] = [];
  return {
    deps: {
      db,
      accounts,
      records,
      registry,
      chat,
      tasks,
      llmSettings,
      datasets,
      reviews,
      screenings,
      quotes,
      webhooks,
      mail,
      smtpSettings,
      users,
      channels,
      directory,
      leave,
      logger,
      clock,
    },
    catalogue,
    runner: () => runner,
    async start({ worker }) {
      await Promise.all([records.start(), chat.start(), llmSettings.start(), entities.start()]);
      stops.unshift(
        () => records.stop(),
        () => chat.stop(),
        () => llmSettings.stop(),
        () => entities.stop(),
        () => datasets.close(),
        async () => mail.close(),
        () => reports.close(),
      );
      if (!options.queue) return;
      const jobs = await startJobRunner({ db, catalogue, logger });
      runner = jobs;
      stops.unshift(() => jobs.stop({ timeoutMs: options.drainMs ?? 30_000 }));
      if (worker) {
        await jobs.startWorkers();
        if (deliverWebhooks) {
          await webhookEngine.start();
          stops.unshift(() => webhookEngine.stop());
        }
      }
    },
    async stop() {
      for (const stop of stops.splice(0))
        await stop().catch((error) => logger.error({ err: error }, 'shutdown step failed'));
    },
  };
}
