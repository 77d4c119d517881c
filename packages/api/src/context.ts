import type { Accounts, RecordCache, Scope } from '@colloquy/accounts';
import type {
  ChatService,
  LlmSettings,
  ReviewService,
  TaskService,
  ToolRegistry,
} from '@colloquy/assistants';
import type { MailService } from '@colloquy/channels';
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
  /** Webhook endpoints, their delivery log, replays and test events. */
  webhooks: WebhookService;
  /** Queued e-mail (SMTP, else the dev outbox) and the outbox listing. */
  mail: MailService;
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
