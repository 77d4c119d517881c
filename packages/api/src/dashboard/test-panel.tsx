import { getAssistant } from '@colloquy/assistants';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../context.ts';
import { MAX_MESSAGE_LENGTH } from '../routes/chat.ts';
import { Alert, Csrf } from './layout.tsx';
import { problem, signedInPage, statusOf } from './render.tsx';
import { currentUser, type DashEnv, field } from './session.ts';

type C = Context<DashEnv>;

/** One exchange as the panel shows it; earlier ones travel in a hidden field, the engine's state in memory. */
const Exchange = z.object({
  you: z.string().max(MAX_MESSAGE_LENGTH),
  reply: z.string().max(20_000),
  tools: z.array(z.string().max(2000)).max(20),
  sources: z.array(z.string().max(500)).max(20),
});
type Exchange = z.infer<typeof Exchange>;
const KEPT = 10;

function readTranscript(raw: string): Exchange[] {
  try {
    const parsed = z.array(Exchange).max(KEPT).safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

function Transcript({ exchanges }: { exchanges: Exchange[] }) {
  return (
    <div class="chat" aria-live="polite" data-testid="transcript">
      {exchanges.length === 0 ? <p class="muted">Say something to the draft.</p> : null}
      {exchanges.map((e) => (
        <>
          <p class="you">You: {e.you}</p>
          <p class="bot">Assistant: {e.reply}</p>
          {e.tools.map((t) => (
            <pre data-testid="tool-call">Tool call: {t}</pre>
          ))}
          {e.sources.length ? (
            <p class="muted" data-testid="sources">
              Sources: {e.sources.join('; ')}
            </p>
          ) : null}
        </>
      ))}
    </div>
  );
}

async function panel(
  c: C,
  deps: AppDeps,
  id: string,
  view: { exchanges: Exchange[]; session?: string; error?: string },
  status = 200,
) {
  const a = await getAssistant(deps.db, currentUser(c).companyId, id);
  return signedInPage(
    c,
    `Test ${a.name}`,
    <>
      <p>
        This runs the current <strong>draft</strong> (not the deployed version); nothing is stored.{' '}
        <a href={`/dashboard/assistants/${a.id}`}>Back to the assistant</a>
      </p>
      <div class="card">
        <Transcript exchanges={view.exchanges} />
        <Alert error={view.error} />
        <form method="post" action={`/dashboard/assistants/${a.id}/test`} data-enhance="test-panel">
          <Csrf token={c.get('csrf')} />
          <input type="hidden" name="session_id" value={view.session ?? ''} />
          <input type="hidden" name="transcript" value={JSON.stringify(view.exchanges)} />
          <label for="message">Message</label>
          <input id="message" name="message" maxlength={MAX_MESSAGE_LENGTH} required autofocus />
          <button type="submit">Send</button>
        </form>
      </div>
      <script src="/dashboard/assets/test-panel.js" defer />
    </>,
    status,
  );
}

/** The test panel: a chat with the draft that shows the tool calls and the knowledge sources behind each reply. */
export function registerTestPanel(app: Hono<DashEnv>, deps: AppDeps): void {
  app.get('/assistants/:id/test', (c) => panel(c, deps, c.req.param('id'), { exchanges: [] }));
  app.post('/assistants/:id/test', async (c) => {
    const id = c.req.param('id');
    const exchanges = readTranscript(await field(c, 'transcript'));
    const message = (await field(c, 'message')).trim();
    const session = (await field(c, 'session_id')).slice(0, 100) || undefined;
    if (!message || message.length > MAX_MESSAGE_LENGTH)
      return panel(
        c,
        deps,
        id,
        { exchanges, session, error: `message: must be 1 to ${MAX_MESSAGE_LENGTH} characters` },
        422,
      );
    try {
      const result = await deps.chat.test(currentUser(c).companyId, id, { message, sessionId: session });
      exchanges.push({
        you: message,
        reply: result.reply ?? (result.escalated ? '(handed over to a person)' : '(no reply)'),
        tools: result.tool_calls.map((t) => `${t.name} ${JSON.stringify(t.arguments)}`.slice(0, 2000)),
        sources: result.sources.map((s) => `${s.title} (${s.source}, ${Math.round(s.confidence * 100)}%)`),
      });
      return panel(c, deps, id, { exchanges: exchanges.slice(-KEPT), session: result.session_id });
    } catch (error) {
      return panel(c, deps, id, { exchanges, session, error: problem(error) }, statusOf(error));
    }
  });
}
