import type { Accounts, RecordCache, Scope, UserService } from '@colloquy/accounts';
import type {
  ChatService,
  DirectoryService,
  LeaveService,
  LlmSettings,
  QuoteService,
  ReviewService,
  ScreeningService,
  TaskService,
  ToolRegistry,
} from '@colloquy/assistants';
import type { ChannelService, MailService, SmtpSettings } from '@colloquy/channels';
import type { Clock, Logger } from '@colloquy/core';
import type { Db } from '@colloquy/db';
import type { DatasetService } from '@colloquy/nlq';
import type { WebhookService } from '@colloquy/webhooks';

/** Who is calling: resolved from an API key (/v1) or an access token (/v2). */
export interface AuthContext {
  companyId: string;
  keyId: string;
  scopes: Scope[];
  via: 'api_key' | 'access_token';
}

export interface AppDeps {
  db: Db;
  accounts: Accounts;
  /** Cached reads of data records (invalidated by NOTIFY from every writer). */
  records: RecordCache;
  registry: ToolRegistry;
  chat: ChatService;
  /** Staff tasks: inline, queued as jobs, and their runs. */
  tasks: TaskService;
  /** Each company's model for chat (else the instance's LLM_* settings, else the built-in engine). */
  llmSettings: LlmSettings;
  /** Each company's DuckDB datasets and the question engine over them. */
  datasets: DatasetService;
  /** Review sentiment: texts, review datasets and their analysis jobs. */
  reviews: ReviewService;
  /** Batch résumé screening: uploads, the screening job, rankings and reports. */
  screenings: ScreeningService;
  /** Quotations: catalogue, numbering, lifecycle, rendering, the customer's share link. */
  quotes: QuoteService;
  /** Webhook endpoints, their delivery log, replays and test events. */
  webhooks: WebhookService;
  /** The company directory: people, teams, busy times (staff tasks read it). */
  directory: DirectoryService;
  /** Leave requests: list, approve, reject. */
  leave: LeaveService;
  /** Queued e-mail (SMTP, else the dev outbox) and the outbox listing. */
  mail: MailService;
  /** The company's own SMTP server, when it has one. */
  smtpSettings: SmtpSettings;
  /** Dashboard users: sign-up, verification, sessions, resets, invitations. */
  users: UserService;
  /** Channel integrations (WhatsApp, e-mail, web chat, SMS), their inbound messages and replies. */
  channels: ChannelService;
  logger: Logger;
  clock: Clock;
  settings: {
    publicUrl: string;
    /** Requests per minute per API key or token subject; 0 = no limit. */
    rateLimitPerMinute: number;
    jsonBodyLimit: number;
  };
  /** Extra readiness checks (e.g. the job runner), beyond the database answering. */
  readiness?: () => Promise<Record<string, boolean>>;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
    auth: AuthContext;
  };
}
