import type { Accounts, RecordCache, Scope } from '@colloquy/accounts';
import type { ChatService, ToolRegistry } from '@colloquy/assistants';
import type { Clock, Logger } from '@colloquy/core';
import type { Db } from '@colloquy/db';

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
