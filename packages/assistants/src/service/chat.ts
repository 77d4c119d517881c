import {
  Batcher,
  BoundedMap,
  type Clock,
  ConflictError,
  type Logger,
  NotFoundError,
  newId,
} from '@colloquy/core';
import {
  type ConversationRecord,
  type Db,
  findAssistant,
  findAssistantVersion,
  findConversation,
  findConversations,
  type KnowledgeRecord,
  listKnowledge,
  listMessages,
  recordTurns,
  type Transaction,
  type Turn,
  type TurnEvent,
  type TurnMessage,
} from '@colloquy/db';
import {
  type AssistantProfile,
  type ConversationState,
  type EngineOutput,
  INITIAL_STATE,
  respond,
  type ToolCallRecord,
} from '../dialogue/engine.ts';
import { describeParameters } from '../dialogue/extract.ts';
import { respondWithLlm } from '../dialogue/llm-engine.ts';
import { KnowledgeBase, type KnowledgeEntry, type Source } from '../knowledge/knowledge-base.ts';
import type { ModelDirectory } from '../llm/settings.ts';
import type { ChatMessage } from '../llm/types.ts';
import type { ToolRegistry } from '../tools/registry.ts';
import { AssistantCache } from './assistant-cache.ts';
import { assistantNotFound } from './assistants.ts';
import type { EntityDirectory } from './entity-directory.ts';

export const CHANNELS = ['api', 'web', 'whatsapp', 'email', 'sms'] as const;
export type Channel = (typeof CHANNELS)[number];

export interface ChatReply {
  conversation_id: string;
  assistant_id: string;
  channel: string;
  reply: string | null;
  tool_calls: ToolCallRecord[];
  sources: Source[];
  escalated: boolean;
}

interface LoadedVersion {
  profile: AssistantProfile;
  knowledge: KnowledgeBase;
  intents: KnowledgeEntry[];
}

function load(profile: AssistantProfile, entries: readonly KnowledgeRecord[]): LoadedVersion {
  return {
    profile,
    knowledge: new KnowledgeBase(entries),
    intents: entries.filter((e) => e.kind === 'intent'),
  };
}

export interface ChatServiceOptions {
  db: Db;
  registry: ToolRegistry;
  clock: Clock;
  logger: Logger;
  /** Each company's OpenAI-compatible model; without one (or when it fails) the built-in engine answers. */
  models?: ModelDirectory | undefined;
  /** The company's own names (data records, teams, people…) that tool parameters are matched against. */
  entities?: EntityDirectory | undefined;
  /** Called inside the transaction that records a person's reply, e.g. to send it out on the customer's channel. */
  onHumanReply?: ((tx: Transaction, reply: HumanReply) => Promise<void>) | undefined;
}

/** A reply written by a person (hand-off), as handed to `onHumanReply`. */
export interface HumanReply {
  companyId: string;
  conversationId: string;
  channel: string;
  messageId: string;
  text: string;
}

/**
 * Conversations with deployed assistants, and test sessions with drafts. A turn is one write: the customer's
 * message, the reply, the state and their outbox events stand or fall together.
 */
export class ChatService {
  readonly #db: Db;
  readonly #registry: ToolRegistry;
  readonly #clock: Clock;
  readonly #logger: Logger;
  readonly #models: ModelDirectory | undefined;
  readonly #entities: EntityDirectory | undefined;
  readonly #onHumanReply: ChatServiceOptions['onHumanReply'];
  /** Tool list → the entity kinds its parameters name. */
  readonly #entityKinds = new BoundedMap<string, string[]>(1000);
  /** Deployed versions are immutable, so their indexes are built once. */
  readonly #versions = new BoundedMap<string, LoadedVersion>(500);
  /** Test-panel sessions live in memory only: they never touch conversations or statistics. */
  readonly #testSessions = new BoundedMap<string, ConversationState>(5000);
  /** Concurrent turns share one statement and one commit. */
  readonly #turns: Batcher<Turn, boolean>;
  /** Concurrent reads of conversations share one query too. */
  readonly #reads: Batcher<{ companyId: string; id: string }, ConversationRecord | undefined>;
  readonly #assistants: AssistantCache;

  constructor(options: ChatServiceOptions) {
    this.#db = options.db;
    this.#registry = options.registry;
    this.#clock = options.clock;
    this.#logger = options.logger;
    this.#models = options.models;
    this.#entities = options.entities;
    this.#onHumanReply = options.onHumanReply;
    this.#turns = new Batcher((turns) => recordTurns(this.#db, turns));
    this.#reads = new Batcher((keys) => findConversations(this.#db, keys));
    this.#assistants = new AssistantCache(this.#db, this.#logger);
  }

  /** Starts listening for assistant changes from other processes (until then nothing is cached). */
  start(): Promise<void> {
    return this.#assistants.start();
  }

  stop(): Promise<void> {
    return this.#assistants.stop();
  }

  /** Call after deploying, rolling back or deleting an assistant in this process. */
  forget(assistantId: string): void {
    this.#assistants.forget(assistantId);
  }

  async #deployed(companyId: string, assistantId: string, version: number): Promise<LoadedVersion> {
    const key = `${assistantId}@${version}`;
    let loaded = this.#versions.get(key);
    if (!loaded) {
      const record = await findAssistantVersion(this.#db, companyId, assistantId, version);
      if (!record) throw assistantNotFound(assistantId);
      loaded = load(
        { name: record.name, systemPrompt: record.systemPrompt, tools: record.tools },
        record.knowledge,
      );
      this.#versions.set(key, loaded);
    }
    return loaded;
  }

  #kindsOf(tools: readonly string[]): string[] {
    const key = tools.join(',');
    let kinds = this.#entityKinds.get(key);
    if (!kinds) {
      kinds = [
        ...new Set(
          tools.flatMap((name) => {
            const tool = this.#registry.get(name);
            if (!tool) return [];
            const kinds = describeParameters(tool.parameters).flatMap((p) => (p.entity ? [p.entity] : []));
            return tool.evidence ? [...kinds, tool.evidence] : kinds;
          }),
        ),
      ];
      this.#entityKinds.set(key, kinds);
    }
    return kinds;
  }

  /** One reply: from the company's model when it has one (with the conversation so far), else built in. */
  async #run(
    companyId: string,
    loaded: LoadedVersion,
    state: ConversationState,
    message: string,
    channel: string,
    conversationId?: string,
  ): Promise<EngineOutput> {
    const kinds = this.#kindsOf(loaded.profile.tools);
    const input = {
      companyId,
      ...loaded,
      registry: this.#registry,
      state,
      message,
      channel,
      now: this.#clock.now(),
      entities: kinds.length && this.#entities ? await this.#entities.names(companyId, kinds) : undefined,
    };
    const provider = await this.#models?.providerFor(companyId);
    if (!provider) return respond(input);
    const history = conversationId ? await this.#history(companyId, conversationId) : [];
    return respondWithLlm({ ...input, history, provider, logger: this.#logger });
  }

  async send(
    companyId: string,
    input: {
      assistantId: string;
      message: string;
      channel: Channel;
      conversationId?: string;
      userId?: string;
    },
  ): Promise<ChatReply> {
    const assistant = await this.#assistants.find(companyId, input.assistantId);
    if (!assistant) throw assistantNotFound(input.assistantId);
    if (assistant.deployedVersion === null) {
      throw new ConflictError(
        `Assistant ${assistant.id} is not deployed yet: deploy it (POST /v1/assistants/${assistant.id}/deploy) first`,
      );
    }
    const loaded = await this.#deployed(companyId, assistant.id, assistant.deployedVersion);
    const reply = (conversation: ConversationSnapshot, out: EngineOutput): ChatReply => ({
      conversation_id: conversation.id,
      assistant_id: assistant.id,
      channel: conversation.channel,
      reply: out.reply,
      tool_calls: out.toolCalls,
      sources: out.sources,
      escalated: out.escalated,
    });
    const record = (conversation: ConversationSnapshot, revision: number | null, out: EngineOutput) =>
      this.#turns.submit({
        conversation,
        expectedRevision: revision,
        state: out.state,
        escalated: out.escalated,
        ...turnRecords(conversation, conversation.state, input.message, out),
      });

    if (!input.conversationId) {
      const fresh: ConversationSnapshot = {
        id: newId('conversation'),
        companyId,
        assistantId: assistant.id,
        channel: input.channel,
        userId: input.userId ?? null,
        state: INITIAL_STATE,
      };
      const out = await this.#run(companyId, loaded, fresh.state, input.message, fresh.channel);
      if (!(await record(fresh, null, out))) throw new Error(`conversation id ${fresh.id} already taken`);
      return reply(fresh, out);
    }
    // Turns of one conversation apply in order, but no lock is held while the engine (or a model, over the
    // network) thinks: the turn is written only if the conversation is still at the revision it was read at,
    // and is worked out again from the new state otherwise.
    const conversationId = input.conversationId;
    for (let attempt = 0; attempt < 3; attempt++) {
      const found = await this.#reads.submit({ companyId, id: conversationId });
      if (!found || found.assistantId !== assistant.id) {
        throw new NotFoundError(`Conversation ${conversationId} not found for this assistant`);
      }
      const conversation: ConversationSnapshot = {
        ...found,
        state: found.state as unknown as ConversationState,
      };
      const out = await this.#run(
        companyId,
        loaded,
        conversation.state,
        input.message,
        conversation.channel,
        found.id,
      );
      if (await record(conversation, found.revision, out)) return reply(conversation, out);
    }
    throw new ConflictError(
      `Conversation ${conversationId} is busy with other messages; send this one again`,
    );
  }

  /** Earlier turns for the model (people's replies count as the assistant's side). */
  async #history(companyId: string, conversationId: string): Promise<ChatMessage[]> {
    const messages = await listMessages(this.#db, companyId, conversationId);
    return messages
      .slice(-20)
      .map((m) =>
        m.role === 'user' ? { role: 'user', content: m.content } : { role: 'assistant', content: m.content },
      );
  }

  /** A person answers an escalated (or any) conversation; `handBack` returns it to the assistant. */
  async replyAsHuman(
    companyId: string,
    conversationId: string,
    input: { message?: string | undefined; handBack?: boolean | undefined },
  ) {
    return this.#db.transaction(async (tx) => {
      const conversation = await findConversation(tx, companyId, conversationId, true);
      if (!conversation) throw new NotFoundError(`Conversation ${conversationId} not found`);
      const messages: TurnMessage[] = input.message
        ? [{ id: newId('message'), role: 'human', content: input.message }]
        : [];
      const events = messages.map((m) => sentEvent(conversation, m, 'human'));
      const escalated = input.handBack ? false : conversation.escalated;
      await recordTurns(tx, [
        {
          conversation,
          expectedRevision: conversation.revision,
          state: input.handBack ? INITIAL_STATE : conversation.state,
          escalated,
          messages,
          events,
        },
      ]);
      const [sent] = messages;
      if (sent && this.#onHumanReply) {
        await this.#onHumanReply(tx, {
          companyId,
          conversationId,
          channel: conversation.channel,
          messageId: sent.id,
          text: sent.content,
        });
      }
      return { conversation_id: conversationId, message_id: messages[0]?.id ?? null, escalated };
    });
  }

  /** The test panel: runs the current draft, keeping the session's state in memory only. */
  async test(
    companyId: string,
    assistantId: string,
    input: { message: string; sessionId?: string | undefined },
  ) {
    const assistant = await findAssistant(this.#db, companyId, assistantId);
    if (!assistant) throw assistantNotFound(assistantId);
    const entries = await listKnowledge(this.#db, companyId, assistantId);
    const loaded = load(
      { name: assistant.name, systemPrompt: assistant.systemPrompt, tools: assistant.tools },
      entries,
    );
    const sessionId = input.sessionId ?? `test_${newId('conversation').slice(5)}`;
    const key = `${assistantId}/${sessionId}`;
    const out = await this.#run(
      companyId,
      loaded,
      this.#testSessions.get(key) ?? INITIAL_STATE,
      input.message,
      'api',
    );
    this.#testSessions.set(key, out.state);
    return {
      session_id: sessionId,
      assistant_id: assistantId,
      reply: out.reply,
      tool_calls: out.toolCalls,
      sources: out.sources,
      escalated: out.escalated,
      understood: out.understood,
    };
  }
}

interface ConversationSnapshot {
  id: string;
  companyId: string;
  assistantId: string;
  channel: string;
  userId: string | null;
  state: ConversationState;
}

/** The messages and outbox events of one turn, in the order they happened. */
/** What every conversation event carries. */
function eventBase(conversation: { id: string; assistantId: string; channel: string }) {
  return {
    conversation_id: conversation.id,
    assistant_id: conversation.assistantId,
    channel: conversation.channel,
  };
}

/** `message.sent` for a reply, whether the assistant or a person wrote it. */
function sentEvent(
  conversation: { id: string; assistantId: string; channel: string },
  message: TurnMessage,
  author: 'assistant' | 'human',
): TurnEvent {
  return {
    id: newId('event'),
    eventType: 'message.sent',
    data: { ...eventBase(conversation), message_id: message.id, author, text: message.content },
  };
}

function turnRecords(
  conversation: ConversationSnapshot,
  before: ConversationState,
  message: string,
  out: EngineOutput,
): { messages: TurnMessage[]; events: TurnEvent[] } {
  const common = eventBase(conversation);
  const received: TurnMessage = { id: newId('message'), role: 'user', content: message };
  const messages = [received];
  const events: TurnEvent[] = [
    {
      id: newId('event'),
      eventType: 'message.received',
      data: { ...common, message_id: received.id, user_id: conversation.userId, text: message },
    },
  ];
  if (out.reply !== null) {
    const sent: TurnMessage = {
      id: newId('message'),
      role: 'assistant',
      content: out.reply,
      toolCalls: out.toolCalls,
      sources: out.sources,
    };
    messages.push(sent);
    events.push(sentEvent(conversation, sent, 'assistant'));
  }
  if (out.escalated && !before.escalated) {
    events.push({ id: newId('event'), eventType: 'conversation.escalated', data: common });
  }
  return { messages, events };
}
