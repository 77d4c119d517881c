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
     WHERE company_id = $1 AND conversation_id = $2 ORDER BY seq`,
    [companyId, conversationId],
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

/**
 * One turn in one statement: the conversation (created, or its state updated), its new messages in order, and
 * their outbox events. One statement is one atomic write, and on embedded PGlite it costs a fraction of several.
 * For an existing conversation, call it in the transaction that locked the row (findConversation forUpdate).
 */
export async function recordTurn(
  db: Queryable,
  turn: {
    conversation: {
      id: string;
      companyId: string;
      assistantId: string;
      channel: string;
      userId: string | null;
    };
    state: object;
    escalated: boolean;
    messages: TurnMessage[];
    events: TurnEvent[];
  },
): Promise<void> {
  const c = turn.conversation;
  await db.query(
    `WITH conv AS (
       INSERT INTO conversations (id, company_id, assistant_id, channel, user_id, state, escalated)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)
       ON CONFLICT (id) DO UPDATE SET state = EXCLUDED.state, escalated = EXCLUDED.escalated,
         revision = conversations.revision + 1, updated_at = now()
       RETURNING id),
     base AS (SELECT COALESCE(max(seq), 0) AS seq FROM messages WHERE conversation_id = $1),
     msgs AS (
       INSERT INTO messages (id, company_id, conversation_id, seq, role, content, tool_calls, sources)
       SELECT m.id, $2, (SELECT id FROM conv), base.seq + m.ord, m.role, m.content, m.tool_calls, m.sources
       FROM base, jsonb_to_recordset($8::jsonb)
         AS m(id text, ord int, role text, content text, tool_calls jsonb, sources jsonb)
       RETURNING id),
     events AS (
       INSERT INTO outbox_events (id, company_id, event_type, data, created_at)
       SELECT e.id, $2, e.event_type, e.data, now() + e.ord * interval '1 microsecond'
       FROM jsonb_to_recordset($9::jsonb) AS e(id text, ord int, event_type text, data jsonb)
       RETURNING id)
     SELECT (SELECT count(*) FROM msgs)::int AS messages, (SELECT count(*) FROM events)::int AS events`,
    [
      c.id,
      c.companyId,
      c.assistantId,
      c.channel,
      c.userId,
      JSON.stringify(turn.state),
      turn.escalated,
      JSON.stringify(
        turn.messages.map((m, i) => ({
          id: m.id,
          ord: i + 1,
          role: m.role,
          content: m.content,
          tool_calls: m.toolCalls ?? [],
          sources: m.sources ?? [],
        })),
      ),
      JSON.stringify(
        turn.events.map((e, i) => ({ id: e.id, ord: i, event_type: e.eventType, data: e.data })),
      ),
    ],
  );
}
