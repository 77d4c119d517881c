import type { Queryable } from '../types.ts';

export interface ConversationRecord {
  id: string;
  companyId: string;
  assistantId: string;
  channel: string;
  userId: string | null;
  state: Record<string, unknown>;
  escalated: boolean;
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
  createdAt: new Date(r.created_at),
  updatedAt: new Date(r.updated_at),
});

export async function insertConversation(
  db: Queryable,
  c: {
    id: string;
    companyId: string;
    assistantId: string;
    channel: string;
    userId: string | null;
    state: object;
  },
): Promise<ConversationRecord> {
  const [row] = await db.query<ConversationRow>(
    `INSERT INTO conversations (id, company_id, assistant_id, channel, user_id, state)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb) RETURNING *`,
    [c.id, c.companyId, c.assistantId, c.channel, c.userId, JSON.stringify(c.state)],
  );
  return toConversation(row!);
}

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

export async function saveConversationState(
  db: Queryable,
  id: string,
  state: object,
  escalated: boolean,
): Promise<void> {
  await db.query(
    'UPDATE conversations SET state = $2::jsonb, escalated = $3, updated_at = now() WHERE id = $1',
    [id, JSON.stringify(state), escalated],
  );
}

export async function insertMessage(
  db: Queryable,
  m: {
    id: string;
    companyId: string;
    conversationId: string;
    role: MessageRecord['role'];
    content: string;
    toolCalls?: unknown[];
    sources?: unknown[];
  },
): Promise<MessageRecord> {
  const [row] = await db.query<{
    id: string;
    seq: number;
    role: MessageRecord['role'];
    content: string;
    tool_calls: unknown[];
    sources: unknown[];
    created_at: Date;
  }>(
    `INSERT INTO messages (id, company_id, conversation_id, seq, role, content, tool_calls, sources)
     VALUES ($1, $2, $3, (SELECT COALESCE(max(seq), 0) + 1 FROM messages WHERE conversation_id = $3), $4, $5,
             $6::jsonb, $7::jsonb)
     RETURNING id, seq, role, content, tool_calls, sources, created_at`,
    [
      m.id,
      m.companyId,
      m.conversationId,
      m.role,
      m.content,
      JSON.stringify(m.toolCalls ?? []),
      JSON.stringify(m.sources ?? []),
    ],
  );
  return {
    id: row!.id,
    seq: row!.seq,
    role: row!.role,
    content: row!.content,
    toolCalls: row!.tool_calls,
    sources: row!.sources,
    createdAt: new Date(row!.created_at),
  };
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
