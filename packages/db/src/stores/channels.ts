import type { Queryable } from '../types.ts';

export type ChannelKind = 'whatsapp' | 'email' | 'webchat' | 'sms';

export interface ChannelIntegrationRecord {
  id: string;
  companyId: string;
  kind: ChannelKind;
  name: string;
  assistantId: string;
  /** What inbound messages are routed by; unique per kind across companies. */
  routeKey: string;
  /** Settings that are not secret. */
  config: Record<string, unknown>;
  /** One encrypted envelope (core encryptSecret) of a JSON object of secrets, or null. */
  secrets: string | null;
  /** Per secret field, the last characters shown instead of the secret. */
  secretHints: Record<string, string>;
  /** Keyed hash of a secret presented without the integration's name (the WhatsApp verify token). */
  lookupHash: string | null;
  enabled: boolean;
  createdAt: Date;
  updatedAt: Date;
}

interface IntegrationRow {
  id: string;
  company_id: string;
  kind: ChannelKind;
  name: string;
  assistant_id: string;
  route_key: string;
  config: Record<string, unknown>;
  secrets: string | null;
  secret_hints: Record<string, string>;
  lookup_hash: string | null;
  enabled: boolean;
  created_at: Date;
  updated_at: Date;
}

const toIntegration = (r: IntegrationRow): ChannelIntegrationRecord => ({
  id: r.id,
  companyId: r.company_id,
  kind: r.kind,
  name: r.name,
  assistantId: r.assistant_id,
  routeKey: r.route_key,
  config: r.config,
  secrets: r.secrets,
  secretHints: r.secret_hints,
  lookupHash: r.lookup_hash,
  enabled: r.enabled,
  createdAt: new Date(r.created_at),
  updatedAt: new Date(r.updated_at),
});

export type NewChannelIntegration = Omit<ChannelIntegrationRecord, 'createdAt' | 'updatedAt'>;

export async function insertChannelIntegration(
  db: Queryable,
  integration: NewChannelIntegration,
): Promise<ChannelIntegrationRecord> {
  const [row] = await db.query<IntegrationRow>(
    `INSERT INTO channel_integrations
       (id, company_id, kind, name, assistant_id, route_key, config, secrets, secret_hints, enabled, lookup_hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9::jsonb, $10, $11) RETURNING *`,
    [
      integration.id,
      integration.companyId,
      integration.kind,
      integration.name,
      integration.assistantId,
      integration.routeKey,
      JSON.stringify(integration.config),
      integration.secrets,
      JSON.stringify(integration.secretHints),
      integration.enabled,
      integration.lookupHash,
    ],
  );
  return toIntegration(row!);
}

/** Replaces an integration's editable fields; undefined when it is not the company's. */
export async function updateChannelIntegration(
  db: Queryable,
  integration: NewChannelIntegration,
): Promise<ChannelIntegrationRecord | undefined> {
  const [row] = await db.query<IntegrationRow>(
    `UPDATE channel_integrations SET name = $3, assistant_id = $4, route_key = $5, config = $6::jsonb,
       secrets = $7, secret_hints = $8::jsonb, enabled = $9, lookup_hash = $10, updated_at = now()
     WHERE company_id = $1 AND id = $2 RETURNING *`,
    [
      integration.companyId,
      integration.id,
      integration.name,
      integration.assistantId,
      integration.routeKey,
      JSON.stringify(integration.config),
      integration.secrets,
      JSON.stringify(integration.secretHints),
      integration.enabled,
      integration.lookupHash,
    ],
  );
  return row && toIntegration(row);
}

export async function findChannelIntegration(
  db: Queryable,
  companyId: string,
  id: string,
): Promise<ChannelIntegrationRecord | undefined> {
  const [row] = await db.query<IntegrationRow>(
    'SELECT * FROM channel_integrations WHERE company_id = $1 AND id = $2',
    [companyId, id],
  );
  return row && toIntegration(row);
}

/** The integration an inbound message belongs to, across companies (the route key names it). */
export async function findChannelIntegrationByRoute(
  db: Queryable,
  kind: ChannelKind,
  routeKey: string,
): Promise<ChannelIntegrationRecord | undefined> {
  const [row] = await db.query<IntegrationRow>(
    'SELECT * FROM channel_integrations WHERE kind = $1 AND route_key = $2',
    [kind, routeKey],
  );
  return row && toIntegration(row);
}

/** Integrations of a kind whose lookup hash matches (the WhatsApp handshake's verify token). */
export async function findChannelIntegrationsByLookup(
  db: Queryable,
  kind: ChannelKind,
  lookupHash: string,
): Promise<ChannelIntegrationRecord[]> {
  const rows = await db.query<IntegrationRow>(
    'SELECT * FROM channel_integrations WHERE kind = $1 AND lookup_hash = $2',
    [kind, lookupHash],
  );
  return rows.map(toIntegration);
}

export async function listChannelIntegrations(
  db: Queryable,
  companyId: string,
  kind?: ChannelKind,
): Promise<ChannelIntegrationRecord[]> {
  const rows = await db.query<IntegrationRow>(
    `SELECT * FROM channel_integrations WHERE company_id = $1 AND ($2::text IS NULL OR kind = $2)
     ORDER BY created_at, id`,
    [companyId, kind ?? null],
  );
  return rows.map(toIntegration);
}

export async function deleteChannelIntegration(
  db: Queryable,
  companyId: string,
  id: string,
): Promise<boolean> {
  const rows = await db.query(
    'DELETE FROM channel_integrations WHERE company_id = $1 AND id = $2 RETURNING id',
    [companyId, id],
  );
  return rows.length > 0;
}

export interface ChannelContactRecord {
  companyId: string;
  channel: string;
  address: string;
  integrationId: string;
  conversationId: string | null;
  thread: Record<string, unknown>;
}

interface ContactRow {
  company_id: string;
  channel: string;
  address: string;
  integration_id: string;
  conversation_id: string | null;
  thread: Record<string, unknown>;
}

const toContact = (r: ContactRow): ChannelContactRecord => ({
  companyId: r.company_id,
  channel: r.channel,
  address: r.address,
  integrationId: r.integration_id,
  conversationId: r.conversation_id,
  thread: r.thread,
});

/** The customer's conversation on a channel; `lock` holds the row until the transaction ends. */
export async function findChannelContact(
  db: Queryable,
  key: { companyId: string; channel: string; address: string },
  lock = false,
): Promise<ChannelContactRecord | undefined> {
  const [row] = await db.query<ContactRow>(
    `SELECT * FROM channel_contacts WHERE company_id = $1 AND channel = $2 AND address = $3${lock ? ' FOR UPDATE' : ''}`,
    [key.companyId, key.channel, key.address],
  );
  return row && toContact(row);
}

/** Who a conversation's messages go back to (for replies written by a person). */
export async function findChannelContactByConversation(
  db: Queryable,
  companyId: string,
  conversationId: string,
): Promise<ChannelContactRecord | undefined> {
  const [row] = await db.query<ContactRow>(
    'SELECT * FROM channel_contacts WHERE company_id = $1 AND conversation_id = $2 ORDER BY updated_at DESC LIMIT 1',
    [companyId, conversationId],
  );
  return row && toContact(row);
}

export async function saveChannelContact(db: Queryable, contact: ChannelContactRecord): Promise<void> {
  await db.query(
    `INSERT INTO channel_contacts (company_id, channel, address, integration_id, conversation_id, thread)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb)
     ON CONFLICT (company_id, channel, address) DO UPDATE SET integration_id = EXCLUDED.integration_id,
       conversation_id = EXCLUDED.conversation_id, thread = EXCLUDED.thread, updated_at = now()`,
    [
      contact.companyId,
      contact.channel,
      contact.address,
      contact.integrationId,
      contact.conversationId,
      JSON.stringify(contact.thread),
    ],
  );
}

/**
 * Claims the right to start a new customer's conversation: true when this caller inserted the contact (or took
 * over a claim older than `staleSeconds` that never got its conversation). Another worker that loses the race
 * waits for the winner's conversation instead of starting a second one.
 */
export async function claimChannelContact(
  db: Queryable,
  contact: { companyId: string; channel: string; address: string; integrationId: string },
  staleSeconds = 60,
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO channel_contacts (company_id, channel, address, integration_id, conversation_id)
     VALUES ($1, $2, $3, $4, NULL)
     ON CONFLICT (company_id, channel, address) DO UPDATE SET integration_id = EXCLUDED.integration_id, updated_at = now()
       WHERE channel_contacts.conversation_id IS NULL
         AND channel_contacts.updated_at < now() - make_interval(secs => $5)
     RETURNING address`,
    [contact.companyId, contact.channel, contact.address, contact.integrationId, staleSeconds],
  );
  return rows.length > 0;
}

/** Gives up a claim that did not lead to a conversation (the next message may try again at once). */
export async function releaseChannelContact(
  db: Queryable,
  key: { companyId: string; channel: string; address: string },
): Promise<void> {
  await db.query(
    `DELETE FROM channel_contacts WHERE company_id = $1 AND channel = $2 AND address = $3
       AND conversation_id IS NULL`,
    [key.companyId, key.channel, key.address],
  );
}

export type ChannelMessageStatus =
  | 'received'
  | 'answered'
  | 'ignored'
  | 'queued'
  | 'sent'
  | 'delivered'
  | 'read'
  | 'failed';

export interface ChannelMessageRecord {
  id: string;
  companyId: string;
  integrationId: string;
  direction: 'inbound' | 'outbound';
  /** The customer's address: phone number, e-mail address or web-chat visitor id. */
  address: string;
  providerMessageId: string | null;
  conversationId: string | null;
  /** What the channel carried: text, and per channel its type, subject, Message-IDs… */
  body: Record<string, unknown>;
  status: ChannelMessageStatus;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  updatedAt: Date;
}

interface MessageRow {
  id: string;
  company_id: string;
  integration_id: string;
  direction: 'inbound' | 'outbound';
  address: string;
  provider_message_id: string | null;
  conversation_id: string | null;
  body: Record<string, unknown>;
  status: ChannelMessageStatus;
  attempts: number;
  last_error: string | null;
  created_at: Date;
  updated_at: Date;
}

const toMessage = (r: MessageRow): ChannelMessageRecord => ({
  id: r.id,
  companyId: r.company_id,
  integrationId: r.integration_id,
  direction: r.direction,
  address: r.address,
  providerMessageId: r.provider_message_id,
  conversationId: r.conversation_id,
  body: r.body,
  status: r.status,
  attempts: r.attempts,
  lastError: r.last_error,
  createdAt: new Date(r.created_at),
  updatedAt: new Date(r.updated_at),
});

export type NewChannelMessage = Pick<
  ChannelMessageRecord,
  | 'id'
  | 'companyId'
  | 'integrationId'
  | 'direction'
  | 'address'
  | 'providerMessageId'
  | 'conversationId'
  | 'body'
  | 'status'
>;

/**
 * Records a channel message. An inbound message whose provider id was seen before is a duplicate (providers
 * redeliver): nothing is written and undefined is returned.
 */
export async function insertChannelMessage(
  db: Queryable,
  message: NewChannelMessage,
): Promise<ChannelMessageRecord | undefined> {
  const [row] = await db.query<MessageRow>(
    `INSERT INTO channel_messages
       (id, company_id, integration_id, direction, address, provider_message_id, conversation_id, body, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9)
     ON CONFLICT (integration_id, direction, provider_message_id) DO NOTHING RETURNING *`,
    [
      message.id,
      message.companyId,
      message.integrationId,
      message.direction,
      message.address,
      message.providerMessageId,
      message.conversationId,
      JSON.stringify(message.body),
      message.status,
    ],
  );
  return row && toMessage(row);
}

export async function getChannelMessage(
  db: Queryable,
  id: string,
): Promise<ChannelMessageRecord | undefined> {
  const [row] = await db.query<MessageRow>('SELECT * FROM channel_messages WHERE id = $1', [id]);
  return row && toMessage(row);
}

/** Records the outcome of handling or sending a message (an attempt counts when `attempted`). */
export async function markChannelMessage(
  db: Queryable,
  id: string,
  outcome: {
    status: ChannelMessageStatus;
    providerMessageId?: string | null;
    conversationId?: string | null;
    error?: string | null;
    attempted?: boolean;
  },
): Promise<void> {
  await db.query(
    `UPDATE channel_messages SET status = $2,
       provider_message_id = COALESCE($3, provider_message_id), conversation_id = COALESCE($4, conversation_id),
       last_error = $5, attempts = attempts + $6, updated_at = now()
     WHERE id = $1`,
    [
      id,
      outcome.status,
      outcome.providerMessageId ?? null,
      outcome.conversationId ?? null,
      outcome.error ?? null,
      outcome.attempted ? 1 : 0,
    ],
  );
}

export async function listChannelMessages(
  db: Queryable,
  companyId: string,
  options: { integrationId?: string; limit?: number } = {},
): Promise<ChannelMessageRecord[]> {
  const rows = await db.query<MessageRow>(
    `SELECT * FROM channel_messages WHERE company_id = $1 AND ($2::text IS NULL OR integration_id = $2)
     ORDER BY created_at DESC, id DESC LIMIT $3`,
    [companyId, options.integrationId ?? null, options.limit ?? 50],
  );
  return rows.map(toMessage);
}

export interface ChannelStatusUpdate {
  integrationId: string;
  providerMessageId: string;
  status: string;
  recipient: string | null;
  occurredAt: Date | null;
  errors: unknown[];
}

/**
 * Records a provider's delivery report (a repeated report changes nothing) and moves the matching outbound
 * message to that status. Failed is final; otherwise statuses only move forward (sent → delivered → read).
 */
export async function recordChannelStatus(db: Queryable, update: ChannelStatusUpdate): Promise<boolean> {
  const inserted = await db.query(
    `INSERT INTO channel_statuses (integration_id, provider_message_id, status, recipient, occurred_at, errors)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb) ON CONFLICT DO NOTHING RETURNING status`,
    [
      update.integrationId,
      update.providerMessageId,
      update.status,
      update.recipient,
      update.occurredAt,
      JSON.stringify(update.errors),
    ],
  );
  if (inserted.length === 0) return false;
  const order = ['queued', 'sent', 'delivered', 'read'];
  const rank = order.indexOf(update.status);
  const error = update.status === 'failed' ? JSON.stringify(update.errors).slice(0, 500) : null;
  await db.query(
    `UPDATE channel_messages SET status = $3, last_error = COALESCE($4, last_error), updated_at = now()
     WHERE integration_id = $1 AND direction = 'outbound' AND provider_message_id = $2 AND status <> 'failed'
       AND ($3 = 'failed' OR array_position($5::text[], status) < $6)`,
    [update.integrationId, update.providerMessageId, update.status, error, order, rank + 1],
  );
  return true;
}
