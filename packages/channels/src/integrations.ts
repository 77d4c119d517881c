import {
  ConflictError,
  decryptSecret,
  encryptSecret,
  keyedHash,
  NotFoundError,
  newId,
  randomToken,
  ValidationError,
} from '@colloquy/core';
import {
  type ChannelIntegrationRecord,
  type ChannelKind,
  type Db,
  deleteChannelIntegration,
  findAssistant,
  findChannelIntegration,
  findChannelIntegrationByRoute,
  findChannelIntegrationsByLookup,
  insertChannelIntegration,
  listChannelIntegrations,
  type NewChannelIntegration,
  type Queryable,
  updateChannelIntegration,
} from '@colloquy/db';

export const CHANNEL_KINDS = ['whatsapp', 'email', 'webchat', 'sms'] as const;

/** Settings per kind: which are plain, which are secret (encrypted, shown as a hint), which one routes. */
interface KindFields {
  settings: readonly string[];
  secrets: readonly string[];
  /** The setting inbound messages are routed by (unique per kind across companies). */
  route: string;
  /** Settings a create must carry. */
  required: readonly string[];
}

export const CHANNEL_FIELDS: Record<ChannelKind, KindFields> = {
  whatsapp: {
    settings: ['phone_number_id', 'api_version'],
    secrets: ['access_token', 'app_secret', 'verify_token'],
    route: 'phone_number_id',
    required: ['phone_number_id', 'access_token', 'app_secret', 'verify_token'],
  },
  email: {
    settings: ['inbound_address', 'smtp_host', 'smtp_port', 'smtp_user'],
    // inbound_token is generated: the inbound webhook's credential, shown once.
    secrets: ['smtp_pass', 'inbound_token'],
    route: 'inbound_address',
    required: ['inbound_address'],
  },
  webchat: {
    // widget_key is generated: public (it sits in the customer's page), it names the integration.
    settings: ['widget_key', 'allowed_origins'],
    secrets: [],
    route: 'widget_key',
    required: ['allowed_origins'],
  },
  sms: {
    settings: ['account_sid', 'from_number'],
    secrets: ['auth_token'],
    route: 'from_number',
    required: ['account_sid', 'from_number', 'auth_token'],
  },
};

/** Graph API version used when an integration names none. */
export const DEFAULT_WHATSAPP_API_VERSION = 'v21.0';

export type IntegrationValues = Record<string, string | number | string[] | undefined>;

export interface IntegrationInput {
  kind: ChannelKind;
  name?: string | undefined;
  assistantId: string;
  enabled?: boolean | undefined;
  /** The kind's settings and secrets, by their snake_case names. */
  values: IntegrationValues;
}

export interface IntegrationPatch {
  name?: string | undefined;
  assistantId?: string | undefined;
  enabled?: boolean | undefined;
  values: IntegrationValues;
}

/** An integration as the API shows it: settings, and for each secret only whether it is set and a hint. */
export interface IntegrationView {
  id: string;
  kind: ChannelKind;
  name: string;
  assistant_id: string;
  enabled: boolean;
  settings: Record<string, unknown>;
  secrets: Record<string, { set: boolean; hint: string | null }>;
  created_at: string;
  updated_at: string;
}

/** An integration with its secrets decrypted, for the channel code that talks to providers. */
export interface ResolvedIntegration {
  record: ChannelIntegrationRecord;
  settings: Record<string, unknown>;
  secrets: Record<string, string>;
}

/** Normalises what routes an integration, so a provider's spelling finds it (addresses lower-cased). */
export function normaliseRouteKey(kind: ChannelKind, value: string): string {
  const trimmed = value.trim();
  if (kind === 'email') return trimmed.toLowerCase();
  if (kind === 'sms') return trimmed.replace(/[\s().-]/g, '');
  return trimmed;
}

function hintOf(secret: string): string {
  return secret.length <= 8 ? '…' : `…${secret.slice(-4)}`;
}

/** The WhatsApp handshake's verify token, hashed for lookup under the master key. */
function verifyTokenHash(masterKey: string, token: string): string {
  return keyedHash(masterKey, `whatsapp-verify:${token}`);
}

/**
 * Each company's channel integrations. Secrets are stored as one AES-256-GCM envelope under the master key and
 * never leave as plain text except to the channel code (`resolve…`); route keys are unique per kind, so an inbound
 * message names exactly one company.
 */
export class ChannelIntegrations {
  constructor(private readonly options: { db: Db; masterKey: string }) {}

  /** Creates an integration; `once` carries generated secrets shown only now (the e-mail inbound token). */
  async create(
    companyId: string,
    input: IntegrationInput,
  ): Promise<{ integration: IntegrationView; once: Record<string, string> }> {
    const fields = CHANNEL_FIELDS[input.kind];
    const missing = fields.required.filter((f) => isEmpty(input.values[f]));
    if (missing.length) {
      throw new ValidationError(
        `${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} required for a ${input.kind} integration`,
        missing.map((field) => ({ field, message: 'is required' })),
      );
    }
    const once: Record<string, string> = {};
    const values = { ...input.values };
    if (input.kind === 'webchat') values.widget_key = `wk_${randomToken(24)}`;
    if (input.kind === 'email') {
      values.inbound_token = `cqin_${randomToken(32)}`;
      once.inbound_token = values.inbound_token;
    }
    await this.#checkAssistant(companyId, input.assistantId);
    const record = await this.#save('insert', {
      id: newId('channel'),
      companyId,
      kind: input.kind,
      name: input.name ?? `${input.kind} integration`,
      assistantId: input.assistantId,
      enabled: input.enabled ?? true,
      values,
      previous: undefined,
    });
    return { integration: this.view(record), once };
  }

  async list(companyId: string, kind?: ChannelKind): Promise<IntegrationView[]> {
    const records = await listChannelIntegrations(this.options.db, companyId, kind);
    return records.map((r) => this.view(r));
  }

  async get(companyId: string, id: string): Promise<IntegrationView> {
    return this.view(await this.#find(companyId, id));
  }

  /** Changes some fields; secrets not named keep their value. */
  async update(companyId: string, id: string, patch: IntegrationPatch): Promise<IntegrationView> {
    const current = await this.#find(companyId, id);
    const fields = CHANNEL_FIELDS[current.kind];
    const unknown = Object.keys(patch.values).filter(
      (k) => patch.values[k] !== undefined && !fields.settings.includes(k) && !fields.secrets.includes(k),
    );
    const generated = Object.keys(patch.values).filter(
      (k) => patch.values[k] !== undefined && (k === 'widget_key' || k === 'inbound_token'),
    );
    const refused = [...unknown, ...generated];
    if (refused.length) {
      throw new ValidationError(
        `${refused.join(', ')} cannot be set on a ${current.kind} integration`,
        refused.map((field) => ({ field, message: 'cannot be set on this integration' })),
      );
    }
    const cleared = fields.required.filter((f) => f in patch.values && isEmpty(patch.values[f]));
    if (cleared.length) {
      throw new ValidationError(
        `${cleared.join(', ')} cannot be empty`,
        cleared.map((field) => ({ field, message: 'must not be empty' })),
      );
    }
    if (patch.assistantId) await this.#checkAssistant(companyId, patch.assistantId);
    const previous = this.#decrypt(current);
    const values: IntegrationValues = { ...current.config, ...previous } as IntegrationValues;
    for (const [key, value] of Object.entries(patch.values)) if (value !== undefined) values[key] = value;
    const record = await this.#save('update', {
      id,
      companyId,
      kind: current.kind,
      name: patch.name ?? current.name,
      assistantId: patch.assistantId ?? current.assistantId,
      enabled: patch.enabled ?? current.enabled,
      values,
      previous: current,
    });
    return this.view(record);
  }

  async remove(companyId: string, id: string): Promise<void> {
    if (!(await deleteChannelIntegration(this.options.db, companyId, id))) throw integrationNotFound(id);
  }

  /** The enabled integration an inbound message is addressed to, with its secrets. */
  async resolveByRoute(kind: ChannelKind, routeKey: string): Promise<ResolvedIntegration | undefined> {
    const record = await findChannelIntegrationByRoute(
      this.options.db,
      kind,
      normaliseRouteKey(kind, routeKey),
    );
    return record?.enabled ? this.#resolved(record) : undefined;
  }

  /** A company's integration with its secrets (undefined when gone or another company's); `db` may be a transaction. */
  async resolveById(
    companyId: string,
    id: string,
    db: Queryable = this.options.db,
  ): Promise<ResolvedIntegration | undefined> {
    const record = await findChannelIntegration(db, companyId, id);
    return record && this.#resolved(record);
  }

  /** Whether some enabled WhatsApp integration was configured with this verify token. */
  async knowsVerifyToken(token: string): Promise<boolean> {
    const found = await findChannelIntegrationsByLookup(
      this.options.db,
      'whatsapp',
      verifyTokenHash(this.options.masterKey, token),
    );
    return found.some((r) => r.enabled);
  }

  view(record: ChannelIntegrationRecord): IntegrationView {
    const secrets: IntegrationView['secrets'] = {};
    for (const field of CHANNEL_FIELDS[record.kind].secrets) {
      const hint = record.secretHints[field];
      secrets[field] = { set: hint !== undefined, hint: hint ?? null };
    }
    return {
      id: record.id,
      kind: record.kind,
      name: record.name,
      assistant_id: record.assistantId,
      enabled: record.enabled,
      settings: record.config,
      secrets,
      created_at: record.createdAt.toISOString(),
      updated_at: record.updatedAt.toISOString(),
    };
  }

  #resolved(record: ChannelIntegrationRecord): ResolvedIntegration {
    return { record, settings: record.config, secrets: this.#decrypt(record) };
  }

  #decrypt(record: ChannelIntegrationRecord): Record<string, string> {
    if (!record.secrets) return {};
    return JSON.parse(decryptSecret(this.options.masterKey, record.secrets)) as Record<string, string>;
  }

  async #find(companyId: string, id: string): Promise<ChannelIntegrationRecord> {
    const record = await findChannelIntegration(this.options.db, companyId, id);
    if (!record) throw integrationNotFound(id);
    return record;
  }

  async #checkAssistant(companyId: string, assistantId: string): Promise<void> {
    if (!(await findAssistant(this.options.db, companyId, assistantId))) {
      throw new NotFoundError(`Assistant ${assistantId} not found`, 'assistant_not_found');
    }
  }

  async #save(
    mode: 'insert' | 'update',
    input: {
      id: string;
      companyId: string;
      kind: ChannelKind;
      name: string;
      assistantId: string;
      enabled: boolean;
      values: IntegrationValues;
      previous: ChannelIntegrationRecord | undefined;
    },
  ): Promise<ChannelIntegrationRecord> {
    const fields = CHANNEL_FIELDS[input.kind];
    const config: Record<string, unknown> = {};
    for (const field of fields.settings) {
      const value = input.values[field];
      if (value !== undefined && value !== '') config[field] = value;
    }
    const routeKey = normaliseRouteKey(input.kind, String(config[fields.route]));
    config[fields.route] = routeKey;
    if (input.kind === 'whatsapp') config.api_version ??= DEFAULT_WHATSAPP_API_VERSION;
    const secrets: Record<string, string> = {};
    const hints: Record<string, string> = {};
    for (const field of fields.secrets) {
      const value = input.values[field];
      if (typeof value === 'string' && value !== '') {
        secrets[field] = value;
        hints[field] = hintOf(value);
      }
    }
    const taken = await findChannelIntegrationByRoute(this.options.db, input.kind, routeKey);
    if (taken && taken.id !== input.id) {
      throw new ConflictError(
        `Another ${input.kind} integration already uses ${fields.route} ${routeKey}; each can belong to one integration`,
      );
    }
    const row: NewChannelIntegration = {
      id: input.id,
      companyId: input.companyId,
      kind: input.kind,
      name: input.name,
      assistantId: input.assistantId,
      routeKey,
      config,
      secrets: Object.keys(secrets).length
        ? encryptSecret(this.options.masterKey, JSON.stringify(secrets))
        : null,
      secretHints: hints,
      lookupHash: secrets.verify_token ? verifyTokenHash(this.options.masterKey, secrets.verify_token) : null,
      enabled: input.enabled,
    };
    try {
      if (mode === 'insert') return await insertChannelIntegration(this.options.db, row);
      const updated = await updateChannelIntegration(this.options.db, row);
      if (!updated) throw integrationNotFound(input.id);
      return updated;
    } catch (error) {
      // Two creates racing for one route key: the unique index decides.
      if ((error as { code?: string }).code === '23505') {
        throw new ConflictError(`Another ${input.kind} integration already uses ${fields.route} ${routeKey}`);
      }
      throw error;
    }
  }
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

export function integrationNotFound(id: string): NotFoundError {
  return new NotFoundError(`Channel integration ${id} not found`);
}
