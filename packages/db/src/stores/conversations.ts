import type { Queryable } from '../types.ts';

export interface ConversationRecord {
  id: string;
  companyId: string;
  assistantId: string;
  channel: string;
  userId: string | null;
  state: Record<string, unknown>;
  escalated: boolean;
  revision: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface MessageRecord {
  id: string;
  seq: number;
  role: 'user' | 'assistant' | 'human';
  content: string;
  toolCalls: unknown[];
  sources: unknown[];
  createdAt: Date;
}

interface ConversationRow {
  id: string;
  company_id: string;
  assistant_id: string;
  channel: string;
  user_id: string | null;
  state: Record<string, unknown>;
  escalated: boolean;
  revision: number;
  created_at: Date;
  updated_at: Date;
}

const toConversation = (r: ConversationRow): ConversationRecord => ({
  id: r.id,
  companyId: r.company_id,
  assistantId: r.assistant_id,
  channel: r.channel,
  userId: r.user_id,
  state: r.state,
  escalated: r.escalated,
  revision: r.revision,
  createdAt: new Date(r.created_at),
  updatedAt: new Date(r.updated_at),
});

/** The conversation, locked for this transaction when `forUpdate` (turns of one conversation run in order). */
export async function findConversation(
  db: Queryable,
  companyId: string,
  id: string,
  forUpdate = false,
): Promise<ConversationRecord | undefined> {
  const [row] = await db.query<ConversationRow>(
    `SELECT * FROM conversations WHERE company_id = $1 AND id = $2${forUpdate ? ' FOR UPDATE' : ''}`,
    [companyId, id],
  );
  return row && toConversation(row);
}

/** Several conversations in one query (for grouped reads); each is returned only to its own company. */
export async function findConversations(
  db: Queryable,
  keys: readonly { companyId: string; id: string }[],
): Promise<(ConversationRecord | undefined)[]> {
  const rows = await db.query<ConversationRow>('SELECT * FROM conversations WHERE id = ANY($1::text[])', [
    keys.map((k) => k.id),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return keys.map((k) => {
    const row = byId.get(k.id);
    return row && row.company_id === k.companyId ? toConversation(row) : undefined;
  });
}

export async function listConversations(
  db: Queryable,
  companyId: string,
  options: { assistantId?: string | undefined; escalated?: boolean | undefined; limit: number },
): Promise<ConversationRecord[]> {
  const rows = await db.query<ConversationRow>(
    `SELECT * FROM conversations WHERE company_id = $1 AND ($2::text IS NULL OR assistant_id = $2)
       AND ($3::boolean IS NULL OR escalated = $3)
     ORDER BY updated_at DESC, id LIMIT $4`,
    [companyId, options.assistantId ?? null, options.escalated ?? null, options.limit],
  );
  return rows.map(toConversation);
}

export async function listMessages(
  db: Queryable,
  companyId: string,
  conversationId: string,
  /** Only messages after this one (`seq`): what a stream has not shown yet. */
  afterSeq = 0,
): Promise<MessageRecord[]> {
  const rows = await db.query<{
    id: string;
    seq: number;
    role: MessageRecord['role'];
    content: string;
    tool_calls: unknown[];
    sources: unknown[];
    created_at: Date;
  }>(
    `SELECT id, seq, role, content, tool_calls, sources, created_at FROM messages
     WHERE company_id = $1 AND conversation_id = $2 AND seq > $3 ORDER BY seq`,
    [companyId, conversationId, afterSeq],
  );
  return rows.map((r) => ({
    id: r.id,
    seq: r.seq,
    role: r.role,
    content: r.content,
    toolCalls: r.tool_calls,
    sources: r.sources,
    createdAt: new Date(r.created_at),
  }));
}

export interface TurnMessage {
  id: string;
  role: MessageRecord['role'];
  content: string;
  toolCalls?: unknown[];
  sources?: unknown[];
}

export interface TurnEvent {
  id: string;
  eventType: string;
  data: unknown;
}

export interface Turn {
  conversation: {
    id: string;
    companyId: string;
    assistantId: string;
    channel: string;
    userId: string | null;
  };
  /** The revision the turn was worked out from, or null for a conversation that does not exist yet. */
  expectedRevision: number | null;
  state: object;
  escalated: boolean;
  messages: TurnMessage[];
  events: TurnEvent[];
}

/**
 * Writes turns in one statement and returns, per turn, whether it was written. A turn is written whole — the
 * conversation created (or its state and revision moved on), its messages in order and their outbox events —
 * or not at all: an existing conversation only when it is still at `expectedRevision` (optimistic concurrency,
 * no lock held while a reply is worked out), a new one only if its id is free. One statement is one atomic
 * commit however many turns it carries, which is what lets concurrent chats share a commit (core Batcher).
 * (Data-modifying WITH clauses always run to completion, whether or not the final SELECT reads them.)
 * Only the first turn per conversation counts; later ones in the same call report false and are retried.
 */
export async function recordTurns(db: Queryable, turns: readonly Turn[]): Promise<boolean[]> {
  const seen = new Set<string>();
  const conversations: object[] = [];
  const messages: object[] = [];
  const events: object[] = [];
  for (const turn of turns) {
    const c = turn.conversation;
    if (seen.has(c.id)) continue;
    seen.add(c.id);
    conversations.push({
      id: c.id,
      company_id: c.companyId,
      assistant_id: c.assistantId,
      channel: c.channel,
      user_id: c.userId,
      state: turn.state,
      escalated: turn.escalated,
      revision: turn.expectedRevision,
    });
    for (const [i, m] of turn.messages.entries()) {
      messages.push({
        id: m.id,
        conversation_id: c.id,
        ord: i + 1,
        role: m.role,
        content: m.content,
        tool_calls: m.toolCalls ?? [],
        sources: m.sources ?? [],
      });
    }
    for (const e of turn.events) {
      events.push({
        id: e.id,
        conversation_id: c.id,
        ord: events.length,
        event_type: e.eventType,
        data: e.data,
      });
    }
  }
  const rows = await db.query<{ id: string }>(
    `WITH input AS (
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS t(id text, company_id text, assistant_id text,
         channel text, user_id text, state jsonb, escalated boolean, revision int)),
     created AS (
       INSERT INTO conversations (id, company_id, assistant_id, channel, user_id, state, escalated)
       SELECT id, company_id, assistant_id, channel, user_id, state, escalated FROM input WHERE revision IS NULL
       ON CONFLICT (id) DO NOTHING
       RETURNING id, company_id),
     updated AS (
       UPDATE conversations c SET state = i.state, escalated = i.escalated, revision = c.revision + 1,
         updated_at = now()
       FROM input i
       WHERE i.revision IS NOT NULL AND c.id = i.id AND c.company_id = i.company_id AND c.revision = i.revision
       RETURNING c.id, c.company_id),
     written AS (SELECT * FROM created UNION ALL SELECT * FROM updated),
     msgs AS (
       INSERT INTO messages (id, company_id, conversation_id, seq, role, content, tool_calls, sources)
       SELECT m.id, w.company_id, w.id,
         COALESCE((SELECT max(seq) FROM messages x WHERE x.conversation_id = w.id), 0) + m.ord,
         m.role, m.content, m.tool_calls, m.sources
       FROM jsonb_to_recordset($2::jsonb) AS m(id text, conversation_id text, ord int, role text, content text,
         tool_calls jsonb, sources jsonb)
       JOIN written w ON w.id = m.conversation_id
     ),
     events AS (
       INSERT INTO outbox_events (id, company_id, event_type, data, created_at)
       SELECT e.id, w.company_id, e.event_type, e.data, now() + e.ord * interval '1 microsecond'
       FROM jsonb_to_recordset($3::jsonb) AS e(id text, conversation_id text, ord int, event_type text, data jsonb)
       JOIN written w ON w.id = e.conversation_id)
     SELECT id FROM written`,
    [JSON.stringify(conversations), JSON.stringify(messages), JSON.stringify(events)],
  );
  const written = new Set(rows.map((r) => r.id));
  const counted = new Set<string>();
  return turns.map((turn) => {
    const id = turn.conversation.id;
    if (counted.has(id) || !written.has(id)) return false;
    counted.add(id);
    return true;
  });
}
