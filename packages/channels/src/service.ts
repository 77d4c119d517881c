import { isAppError, type Logger, newId, UnavailableError } from '@colloquy/core';
import {
  type ChannelKind,
  type ChannelMessageRecord,
  claimChannelContact,
  type Db,
  findChannelContact,
  findChannelContactByConversation,
  getChannelMessage,
  insertChannelMessage,
  markChannelMessage,
  type Queryable,
  recordChannelStatus,
  releaseChannelContact,
  saveChannelContact,
} from '@colloquy/db';
import { defineJob, type JobDefinition } from '@colloquy/jobs';
import { z } from 'zod';
import { replySubject, threadHeaders } from './email-inbound.ts';
import {
  type ChannelIntegrations,
  DEFAULT_WHATSAPP_API_VERSION,
  type ResolvedIntegration,
} from './integrations.ts';
import type { MailQueue, MailService } from './mail.ts';
import { sendSms } from './sms.ts';
import { parseWhatsAppPayload, sendWhatsAppText } from './whatsapp.ts';

export const CHANNEL_INBOUND_JOB = 'channels.inbound';
export const CHANNEL_SEND_JOB = 'channels.send';
export const WHATSAPP_EVENTS_JOB = 'channels.whatsapp-events';
/** Sending attempts before an outbound message is marked failed. */
const SEND_ATTEMPTS = 6;
/** The dialogue engine's limit for one message. */
const MAX_MESSAGE = 4000;

/** What a channel's messages are called in conversations (`channel` of POST /v1/chat). */
export const CHAT_CHANNEL: Record<ChannelKind, 'whatsapp' | 'email' | 'web' | 'sms'> = {
  whatsapp: 'whatsapp',
  email: 'email',
  webchat: 'web',
  sms: 'sms',
};

/** Said instead of an answer when a message carries nothing the assistant can read (a photo, a voice note…). */
export const UNSUPPORTED_REPLY =
  "Thanks for your message! I can only read text for now — could you type your question? I'll gladly help.";

/** The slice of the chat service channels need (kept structural: channels do not depend on assistants). */
export interface ChannelChat {
  send(
    companyId: string,
    input: {
      assistantId: string;
      message: string;
      channel: 'whatsapp' | 'email' | 'web' | 'sms';
      conversationId?: string;
      userId?: string;
    },
  ): Promise<{ conversation_id: string; reply: string | null }>;
}

export interface ChannelServiceOptions {
  db: Db;
  logger: Logger;
  integrations: ChannelIntegrations;
  chat: ChannelChat;
  /** The durable mail queue: e-mail replies leave through it. */
  mail: MailService;
  /** Queues this service's jobs (in the caller's transaction); without one inbound messages answer 503. */
  queue?: MailQueue | undefined;
  /** WHATSAPP_GRAPH_URL. */
  whatsappGraphUrl: string;
  /** SMS_API_URL (Messages API base). */
  smsApiUrl: string;
  /** Per outbound request to a provider. */
  timeoutMs?: number;
}

/** What a channel hands over for one inbound message. */
export interface InboundMessage {
  address: string;
  /** The provider's id for the message: a second delivery of the same id is ignored. */
  providerMessageId: string;
  /** `text` (null when unreadable) and what the channel needs to reply in place (subject, Message-IDs…). */
  body: { text: string | null } & Record<string, unknown>;
}

/** Runs one task per key at a time, in arrival order (one customer's messages are answered in turn). */
class KeyedSerial {
  readonly #tails = new Map<string, Promise<unknown>>();
  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.#tails.get(key) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(task);
    this.#tails.set(key, next);
    void next
      .catch(() => undefined)
      .finally(() => {
        if (this.#tails.get(key) === next) this.#tails.delete(key);
      });
    return next;
  }
}

/**
 * Messages in and out on every channel. Inbound webhooks only verify, record (deduplicated by the provider's id)
 * and queue; the `channels.inbound` job answers through the assistant, continuing the customer's conversation on
 * that channel, and queues the reply: `channels.send` for WhatsApp and SMS, the mail queue for e-mail, while web
 * chat reads replies from the conversation. A person's reply in a conversation leaves the same way.
 */
export class ChannelService {
  readonly #serial = new KeyedSerial();

  constructor(private readonly options: ChannelServiceOptions) {}

  get integrations(): ChannelIntegrations {
    return this.options.integrations;
  }

  /** Records an inbound message and queues its answer in `tx`; undefined when it is a duplicate. */
  async receive(
    tx: Queryable,
    integration: ResolvedIntegration,
    message: InboundMessage,
  ): Promise<ChannelMessageRecord | undefined> {
    const queue = this.#queue();
    const record = await insertChannelMessage(tx, {
      id: newId('channelMessage'),
      companyId: integration.record.companyId,
      integrationId: integration.record.id,
      direction: 'inbound',
      address: message.address,
      providerMessageId: message.providerMessageId,
      conversationId: null,
      body: message.body,
      status: 'received',
    });
    if (record) await queue.enqueue(CHANNEL_INBOUND_JOB, { message_id: record.id }, { tx });
    return record;
  }

  /** Queues a verified WhatsApp webhook payload for processing (the webhook answers at once). */
  async queueWhatsAppEvents(payload: unknown): Promise<void> {
    await this.#queue().enqueue(WHATSAPP_EVENTS_JOB, { payload });
  }

  /** Every message and status in a WhatsApp payload: routed by phone number id, deduplicated, recorded. */
  async processWhatsAppEvents(payload: unknown): Promise<{ messages: number; statuses: number }> {
    const { messages, statuses } = parseWhatsAppPayload(payload);
    const byPhone = new Map<string, ResolvedIntegration | undefined>();
    for (const id of new Set([...messages, ...statuses].map((m) => m.phoneNumberId))) {
      byPhone.set(id, await this.options.integrations.resolveByRoute('whatsapp', id));
    }
    let received = 0;
    let recorded = 0;
    await this.options.db.transaction(async (tx) => {
      for (const m of messages) {
        const integration = byPhone.get(m.phoneNumberId);
        if (!integration) continue;
        const record = await this.receive(tx, integration, {
          address: m.from,
          providerMessageId: m.messageId,
          body: { text: m.text, type: m.type, profile_name: m.profileName, timestamp: m.timestamp },
        });
        if (record) received++;
      }
      for (const s of statuses) {
        const integration = byPhone.get(s.phoneNumberId);
        if (!integration) continue;
        const fresh = await recordChannelStatus(tx, {
          integrationId: integration.record.id,
          providerMessageId: s.messageId,
          status: s.status,
          recipient: s.recipient,
          occurredAt: s.timestamp ? new Date(Number(s.timestamp) * 1000) : null,
          errors: s.errors,
        });
        if (fresh) recorded++;
      }
    });
    const unknown = [...byPhone].filter(([, i]) => !i).map(([id]) => id);
    if (unknown.length)
      this.options.logger.warn({ phoneNumberIds: unknown }, 'WhatsApp events for unknown numbers');
    return { messages: received, statuses: recorded };
  }

  /** Answers one inbound message (the `channels.inbound` job). Idempotent once answered. */
  async answer(id: string): Promise<string> {
    const { db, logger, integrations } = this.options;
    const inbound = await getChannelMessage(db, id);
    if (inbound?.status !== 'received') return inbound?.status ?? 'missing';
    const integration = await integrations.resolveById(inbound.companyId, inbound.integrationId);
    if (!integration?.record.enabled) {
      await markChannelMessage(db, id, { status: 'ignored', error: 'the integration is disabled or gone' });
      return 'ignored';
    }
    const { record } = integration;
    const channel = CHAT_CHANNEL[record.kind];
    const key = { companyId: record.companyId, channel, address: inbound.address };
    return this.#serial.run(`${record.companyId}/${channel}/${inbound.address}`, async () => {
      let contact = await findChannelContact(db, key);
      const text =
        typeof inbound.body.text === 'string' ? inbound.body.text.trim().slice(0, MAX_MESSAGE) : '';
      let conversationId = contact?.conversationId ?? null;
      let reply: string | null = UNSUPPORTED_REPLY;
      // A new customer: claim the contact first, so two workers cannot each start a conversation for them.
      let claimed = false;
      if (text && !conversationId) {
        claimed = await claimChannelContact(db, { ...key, integrationId: record.id });
        if (!claimed) {
          contact = await findChannelContact(db, key);
          conversationId = contact?.conversationId ?? null;
          if (!conversationId) throw new Error('another worker is starting this conversation; retrying');
        }
      }
      try {
        if (text) {
          try {
            const result = await this.#chat(
              record.companyId,
              record.assistantId,
              channel,
              text,
              inbound.address,
              conversationId,
            );
            conversationId = result.conversation_id;
            reply = result.reply;
          } catch (error) {
            // Not deployed, assistant gone: retrying will not help. Record why; anything else is retried.
            if (isAppError(error) && error.status < 500) {
              await markChannelMessage(db, id, { status: 'failed', error: error.message, attempted: true });
              logger.warn({ messageId: id, err: error.message }, 'inbound message could not be answered');
              return 'failed';
            }
            throw error;
          }
        }
        const thread = record.kind === 'email' ? emailThread(inbound) : (contact?.thread ?? {});
        await db.transaction(async (tx) => {
          // A message without readable text before any conversation leaves no contact behind.
          if (conversationId) {
            await saveChannelContact(tx, { ...key, integrationId: record.id, conversationId, thread });
          }
          await markChannelMessage(tx, id, { status: 'answered', conversationId, attempted: true });
          if (reply !== null) {
            await this.#deliver(tx, integration, {
              address: inbound.address,
              conversationId,
              text: reply,
              thread,
            });
          }
        });
        claimed = false;
        return 'answered';
      } finally {
        if (claimed) await releaseChannelContact(db, key);
      }
    });
  }

  /** Continues the customer's conversation; one that is gone (or another assistant's) is started afresh. */
  async #chat(
    companyId: string,
    assistantId: string,
    channel: (typeof CHAT_CHANNEL)[ChannelKind],
    message: string,
    address: string,
    conversationId: string | null,
  ) {
    const input = { assistantId, message, channel, userId: address };
    if (!conversationId) return this.options.chat.send(companyId, input);
    try {
      return await this.options.chat.send(companyId, { ...input, conversationId });
    } catch (error) {
      if (isAppError(error) && error.code === 'not_found') return this.options.chat.send(companyId, input);
      throw error;
    }
  }

  /** Queues `text` to the customer on the integration's channel, inside `tx`. */
  async #deliver(
    tx: Queryable,
    integration: ResolvedIntegration,
    message: {
      address: string;
      conversationId: string | null;
      text: string;
      thread: Record<string, unknown>;
    },
  ): Promise<void> {
    const { record, settings } = integration;
    const outbound = {
      id: newId('channelMessage'),
      companyId: record.companyId,
      integrationId: record.id,
      direction: 'outbound' as const,
      address: message.address,
      providerMessageId: null,
      conversationId: message.conversationId,
    };
    if (record.kind === 'email') {
      const thread = message.thread as { subject?: string; message_id?: string; references?: string[] };
      const mail = await this.options.mail.enqueue(tx, {
        to: message.address,
        subject: replySubject(thread.subject ?? ''),
        text: message.text,
        headers: {
          ...(thread.message_id ? threadHeaders(thread.message_id, thread.references ?? []) : {}),
          'Reply-To': String(settings.inbound_address),
        },
        companyId: record.companyId,
      });
      // The mail's own delivery status is in the mail outbox (GET /v1/mail).
      await insertChannelMessage(tx, {
        ...outbound,
        body: { text: message.text, mail_id: mail.id },
        status: 'queued',
      });
      return;
    }
    if (record.kind === 'webchat') {
      // The widget's stream reads replies from the conversation itself.
      await insertChannelMessage(tx, { ...outbound, body: { text: message.text }, status: 'sent' });
      return;
    }
    const queue = this.#queue();
    const row = await insertChannelMessage(tx, {
      ...outbound,
      body: { text: message.text },
      status: 'queued',
    });
    await queue.enqueue(CHANNEL_SEND_JOB, { message_id: row!.id }, { tx });
  }

  /** Sends one queued WhatsApp or SMS message (the `channels.send` job); the last failure marks it failed. */
  async send(id: string, final = false): Promise<string> {
    const { db, integrations, logger } = this.options;
    const message = await getChannelMessage(db, id);
    if (message?.status !== 'queued') return message?.status ?? 'missing';
    const integration = await integrations.resolveById(message.companyId, message.integrationId);
    if (!integration) {
      await markChannelMessage(db, id, { status: 'failed', error: 'the integration was deleted' });
      return 'failed';
    }
    const text = String(message.body.text ?? '');
    const { record, settings, secrets } = integration;
    try {
      const providerMessageId =
        record.kind === 'whatsapp'
          ? await sendWhatsAppText({
              graphUrl: this.options.whatsappGraphUrl,
              apiVersion: String(settings.api_version ?? DEFAULT_WHATSAPP_API_VERSION),
              phoneNumberId: String(settings.phone_number_id),
              accessToken: secrets.access_token ?? '',
              to: message.address,
              text,
              ...(this.options.timeoutMs ? { timeoutMs: this.options.timeoutMs } : {}),
            })
          : await sendSms({
              apiUrl: this.options.smsApiUrl,
              accountSid: String(settings.account_sid),
              authToken: secrets.auth_token ?? '',
              from: String(settings.from_number),
              to: message.address,
              text,
              ...(this.options.timeoutMs ? { timeoutMs: this.options.timeoutMs } : {}),
            });
      await markChannelMessage(db, id, { status: 'sent', providerMessageId, attempted: true });
      logger.info({ messageId: id, channel: record.kind }, 'channel message sent');
      return 'sent';
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await markChannelMessage(db, id, {
        status: final ? 'failed' : 'queued',
        error: reason.slice(0, 500),
        attempted: true,
      });
      logger.warn({ messageId: id, channel: record.kind, err: reason, final }, 'channel message not sent');
      throw error;
    }
  }

  /**
   * Hand-off: a person's reply in a conversation goes back out on the customer's channel (called inside the
   * transaction that records it). Conversations not started on a channel (the API) have nowhere to send it.
   */
  async deliverHumanReply(
    tx: Queryable,
    reply: { companyId: string; conversationId: string; text: string },
  ): Promise<boolean> {
    const contact = await findChannelContactByConversation(tx, reply.companyId, reply.conversationId);
    if (!contact) return false;
    const integration = await this.options.integrations.resolveById(
      reply.companyId,
      contact.integrationId,
      tx,
    );
    if (!integration) return false;
    await this.#deliver(tx, integration, {
      address: contact.address,
      conversationId: reply.conversationId,
      text: reply.text,
      thread: contact.thread,
    });
    return true;
  }

  /** The jobs this service runs. */
  jobs(): JobDefinition[] {
    return [
      defineJob({
        name: WHATSAPP_EVENTS_JOB,
        schema: z.object({ payload: z.unknown() }),
        retry: { limit: 5, delaySeconds: 2, backoff: true },
        handler: ({ payload }) => this.processWhatsAppEvents(payload),
      }),
      defineJob({
        name: CHANNEL_INBOUND_JOB,
        schema: z.object({ message_id: z.string() }),
        retry: { limit: 5, delaySeconds: 2, backoff: true },
        handler: async ({ message_id }) => ({ status: await this.answer(message_id) }),
      }),
      defineJob({
        name: CHANNEL_SEND_JOB,
        schema: z.object({ message_id: z.string() }),
        retry: { limit: SEND_ATTEMPTS - 1, delaySeconds: 5, backoff: true },
        handler: async ({ message_id }, { retryCount }) => ({
          status: await this.send(message_id, retryCount >= SEND_ATTEMPTS - 1),
        }),
      }),
    ];
  }

  #queue(): MailQueue {
    if (!this.options.queue) {
      throw new UnavailableError('This server has no job queue, so channel messages cannot be accepted now');
    }
    return this.options.queue;
  }
}

/** What an e-mail reply needs to stay in the thread of the message it answers. */
function emailThread(inbound: ChannelMessageRecord): Record<string, unknown> {
  return {
    subject: inbound.body.subject ?? '',
    message_id: inbound.body.message_id ?? null,
    references: inbound.body.references ?? [],
  };
}
