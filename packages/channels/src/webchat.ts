import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { findChannelContact, listMessages, type Queryable } from '@colloquy/db';

/** The embeddable widget (`GET /widget.js`): `<script src="…/widget.js" data-key="wk_…" async></script>`. */
export const WIDGET_SCRIPT = readFileSync(new URL('./widget.js', import.meta.url), 'utf8');

/** `https://shop.example.com/` → `https://shop.example.com`; undefined for something that is not an origin. */
export function normaliseOrigin(value: string): string | undefined {
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}

/** Whether a browser page at `origin` may talk to the widget's integration. */
export function originAllowed(origin: string | undefined, allowed: readonly string[]): boolean {
  if (!origin) return false;
  const normalised = normaliseOrigin(origin);
  return normalised !== undefined && allowed.some((a) => normaliseOrigin(a) === normalised);
}

/** The `<script>` tag a company pastes into its pages. */
export function widgetSnippet(publicUrl: string, widgetKey: string): string {
  return `<script src="${publicUrl.replace(/\/+$/, '')}/widget.js" data-key="${widgetKey}" async></script>`;
}

export interface WebchatEvent {
  event: 'history' | 'message';
  data: unknown;
}

export interface ConversationStreamOptions {
  db: Queryable;
  companyId: string;
  /** The widget's visitor id: the customer's address on the web channel. */
  visitor: string;
  signal: AbortSignal;
  /** How often to look for new replies. */
  pollMs?: number;
  /** The stream ends after this long; the browser's EventSource reconnects (and gets the history again). */
  maxMs?: number;
}

const view = (m: { id: string; role: string; content: string }) => ({
  id: m.id,
  role: m.role,
  text: m.content,
});

/**
 * A visitor's conversation as events: first `history` (everything so far), then a `message` for each reply of
 * the assistant or of a person. It polls the database, so it sees replies written by any worker process.
 */
export async function* streamConversation(options: ConversationStreamOptions): AsyncGenerator<WebchatEvent> {
  const { db, companyId, visitor, signal } = options;
  const pollMs = options.pollMs ?? 300;
  const deadline = Date.now() + (options.maxMs ?? 5 * 60_000);
  let conversationId: string | null = null;
  let lastSeq = 0;
  let first = true;
  while (!signal.aborted && Date.now() < deadline) {
    if (!conversationId) {
      const contact = await findChannelContact(db, { companyId, channel: 'web', address: visitor });
      conversationId = contact?.conversationId ?? null;
    }
    // Each poll reads only what came after the last message shown.
    const fresh = conversationId ? await listMessages(db, companyId, conversationId, lastSeq) : [];
    lastSeq = Math.max(lastSeq, ...fresh.map((m) => m.seq));
    if (first) {
      yield { event: 'history', data: { messages: fresh.map(view) } };
      first = false;
    } else {
      for (const m of fresh) if (m.role !== 'user') yield { event: 'message', data: view(m) };
    }
    await sleep(pollMs, undefined, { signal }).catch(() => undefined);
  }
}
