import type { Queryable } from '../types.ts';

export interface ConversationCounts {
  conversations: number;
  escalated: number;
}

export interface ConversationStats extends ConversationCounts {
  /** One entry per UTC day of the window, oldest first, days without conversations included. */
  byDay: ({ day: string } & ConversationCounts)[];
  byChannel: ({ channel: string } & ConversationCounts)[];
}

/** A company's conversations started in the `days` UTC days up to `now`: per day, per channel and escalated. */
export async function conversationStats(
  db: Queryable,
  companyId: string,
  options: { days: number; now: Date },
): Promise<ConversationStats> {
  const end = new Date(
    Date.UTC(options.now.getUTCFullYear(), options.now.getUTCMonth(), options.now.getUTCDate()),
  );
  const start = new Date(end.getTime() - (options.days - 1) * 86_400_000);
  const [days, channels] = await Promise.all([
    db.query<{ day: string; conversations: number; escalated: number }>(
      `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*)::int AS conversations,
              count(*) FILTER (WHERE escalated)::int AS escalated
       FROM conversations WHERE company_id = $1 AND created_at >= $2 GROUP BY 1`,
      [companyId, start],
    ),
    db.query<{ channel: string; conversations: number; escalated: number }>(
      `SELECT channel, count(*)::int AS conversations, count(*) FILTER (WHERE escalated)::int AS escalated
       FROM conversations WHERE company_id = $1 AND created_at >= $2 GROUP BY channel ORDER BY 2 DESC, 1`,
      [companyId, start],
    ),
  ]);
  const found = new Map(days.map((d) => [d.day, d]));
  const byDay = Array.from({ length: options.days }, (_, i) => {
    const day = new Date(start.getTime() + i * 86_400_000).toISOString().slice(0, 10);
    const row = found.get(day);
    return { day, conversations: row?.conversations ?? 0, escalated: row?.escalated ?? 0 };
  });
  return {
    conversations: channels.reduce((n, c) => n + c.conversations, 0),
    escalated: channels.reduce((n, c) => n + c.escalated, 0),
    byDay,
    byChannel: channels,
  };
}
