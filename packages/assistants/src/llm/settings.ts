import { decryptSecret, encryptSecret, type Logger } from '@colloquy/core';
import {
  type Db,
  deleteLlmSettings,
  findLlmSettings,
  type LlmSettingsRecord,
  NotifiedCache,
  saveLlmSettings,
} from '@colloquy/db';
import { createOpenAiCompatibleProvider } from './openai-compatible.ts';
import type { LlmProvider } from './types.ts';

/** An OpenAI-compatible endpoint. */
export interface ModelEndpoint {
  baseUrl: string;
  model: string;
  apiKey?: string | undefined;
  timeoutMs?: number | undefined;
}

/** What chat asks for each message: the company's model, the instance's, or none (the built-in engine). */
export interface ModelDirectory {
  providerFor(companyId: string): Promise<LlmProvider | undefined>;
}

export interface LlmSettingsView {
  /** company: its own model; instance: the server's LLM_* settings; none: the built-in engine answers. */
  source: 'company' | 'instance' | 'none';
  base_url: string | null;
  model: string | null;
  /** The last four characters of the API key, never the key itself. */
  api_key_hint: string | null;
  timeout_ms: number | null;
  updated_at: string | null;
}

export interface LlmSettingsInput {
  baseUrl: string;
  model: string;
  /** Omitted: keep the stored key; null: the endpoint needs none. */
  apiKey?: string | null | undefined;
  timeoutMs?: number | null | undefined;
}

function endpointOf(record: LlmSettingsRecord, masterKey: string): ModelEndpoint {
  return {
    baseUrl: record.baseUrl,
    model: record.model,
    apiKey: record.apiKey === null ? undefined : decryptSecret(masterKey, record.apiKey),
    timeoutMs: record.timeoutMs ?? undefined,
  };
}

const providerOf = (e: ModelEndpoint): LlmProvider =>
  createOpenAiCompatibleProvider({
    baseUrl: e.baseUrl,
    model: e.model,
    ...(e.apiKey ? { apiKey: e.apiKey } : {}),
    ...(e.timeoutMs ? { timeoutMs: e.timeoutMs } : {}),
  });

/**
 * Per-company model settings (LLM_BASE_URL, LLM_MODEL, LLM_API_KEY for one company), falling back to the
 * instance's. Keys are encrypted at rest under the master key. Providers are cached per process and dropped on
 * NOTIFY when any process changes a company's settings (migration 0005).
 */
export class LlmSettings implements ModelDirectory {
  readonly #db: Db;
  readonly #masterKey: string;
  readonly #instance: ModelEndpoint | undefined;
  readonly #instanceProvider: LlmProvider | undefined;
  readonly #providers: NotifiedCache<LlmProvider | null>;

  constructor(options: { db: Db; logger: Logger; masterKey: string; instance?: ModelEndpoint | undefined }) {
    this.#db = options.db;
    this.#masterKey = options.masterKey;
    this.#instance = options.instance;
    this.#instanceProvider = options.instance && providerOf(options.instance);
    this.#providers = new NotifiedCache({
      db: options.db,
      channel: 'colloquy_llm_settings',
      onListenError: (error) =>
        options.logger.warn({ err: error }, 'LLM settings cache disabled: cannot LISTEN'),
    });
  }

  start(): Promise<void> {
    return this.#providers.start();
  }

  stop(): Promise<void> {
    return this.#providers.stop();
  }

  async providerFor(companyId: string): Promise<LlmProvider | undefined> {
    const own = await this.#providers.get(companyId, async () => {
      const record = await findLlmSettings(this.#db, companyId);
      return record ? providerOf(endpointOf(record, this.#masterKey)) : null;
    });
    return own ?? this.#instanceProvider;
  }

  async view(companyId: string): Promise<LlmSettingsView> {
    const record = await findLlmSettings(this.#db, companyId);
    if (record) {
      return {
        source: 'company',
        base_url: record.baseUrl,
        model: record.model,
        api_key_hint: record.apiKeyHint,
        timeout_ms: record.timeoutMs,
        updated_at: record.updatedAt.toISOString(),
      };
    }
    const i = this.#instance;
    return {
      source: i ? 'instance' : 'none',
      base_url: i?.baseUrl ?? null,
      model: i?.model ?? null,
      api_key_hint: i?.apiKey ? `…${i.apiKey.slice(-4)}` : null,
      timeout_ms: i?.timeoutMs ?? null,
      updated_at: null,
    };
  }

  async save(companyId: string, input: LlmSettingsInput): Promise<LlmSettingsView> {
    let apiKey: string | null;
    let apiKeyHint: string | null;
    if (input.apiKey === undefined) {
      const stored = await findLlmSettings(this.#db, companyId);
      apiKey = stored?.apiKey ?? null;
      apiKeyHint = stored?.apiKeyHint ?? null;
    } else {
      apiKey = input.apiKey === null ? null : encryptSecret(this.#masterKey, input.apiKey);
      apiKeyHint = input.apiKey === null ? null : `…${input.apiKey.slice(-4)}`;
    }
    await saveLlmSettings(this.#db, {
      companyId,
      baseUrl: input.baseUrl,
      model: input.model,
      apiKey,
      apiKeyHint,
      timeoutMs: input.timeoutMs ?? null,
    });
    this.#providers.forget(companyId);
    return this.view(companyId);
  }

  /** Back to the instance's model (or the built-in engine). */
  async clear(companyId: string): Promise<LlmSettingsView> {
    await deleteLlmSettings(this.#db, companyId);
    this.#providers.forget(companyId);
    return this.view(companyId);
  }
}
