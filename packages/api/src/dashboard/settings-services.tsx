import type { Context, Hono } from 'hono';
import type { AppDeps } from '../context.ts';
import { LlmSettingsInputSchema } from '../routes/settings.ts';
import { Alert, Csrf, SettingsNav, when } from './layout.tsx';
import { type Message, parseForm, problem, signedInPage, statusOf } from './render.tsx';
import { currentUser, type DashEnv, field } from './session.ts';

type C = Context<DashEnv>;

const SOURCE_TEXT = {
  company: "Your company's own model answers chat.",
  instance: "This server's model (its LLM settings) answers chat.",
  none: 'The built-in engine answers chat: no model is configured.',
} as const;

async function llmPage(c: C, deps: AppDeps, message: Message = {}, status = 200) {
  const view = await deps.llmSettings.view(currentUser(c).companyId);
  const csrf = c.get('csrf');
  const own = view.source === 'company';
  return signedInPage(
    c,
    'LLM provider',
    <>
      <SettingsNav current="llm" />
      <div class="card">
        <Alert {...message} />
        <p data-testid="llm-source">{SOURCE_TEXT[view.source]}</p>
        {own ? (
          <p class="muted">
            {view.model} at {view.base_url}
            {view.api_key_hint ? `, key ${view.api_key_hint}` : ', no key'}; saved {when(view.updated_at)}.
          </p>
        ) : null}
        <form method="post" action="/dashboard/settings/llm">
          <Csrf token={csrf} />
          <label for="base_url">Base URL of an OpenAI-compatible API</label>
          <input
            id="base_url"
            name="base_url"
            type="url"
            placeholder="https://api.openai.com/v1"
            value={own ? (view.base_url ?? '') : ''}
            required
          />
          <label for="model">Model</label>
          <input id="model" name="model" maxlength={200} value={own ? (view.model ?? '') : ''} required />
          <label for="api_key">
            API key {own && view.api_key_hint ? '(leave empty to keep the stored key)' : ''}
          </label>
          <input id="api_key" name="api_key" type="password" autocomplete="off" maxlength={4096} />
          <button type="submit">Use this model</button>
        </form>
        {own ? (
          <form method="post" action="/dashboard/settings/llm/clear">
            <Csrf token={csrf} />
            <button type="submit">Stop using our own model</button>
          </form>
        ) : null}
      </div>
    </>,
    status,
  );
}

async function mailPage(c: C, deps: AppDeps) {
  const mail = await deps.mail.list(currentUser(c).companyId, { limit: 100 });
  return signedInPage(
    c,
    'Mail',
    <>
      <SettingsNav current="mail" />
      <div class="card scroll">
        {mail.length === 0 ? (
          <p>No mail sent for your company yet.</p>
        ) : (
          <table>
            <caption class="muted">The latest 100 messages sent for your company</caption>
            <thead>
              <tr>
                <th scope="col">Subject</th>
                <th scope="col">To</th>
                <th scope="col">Status</th>
                <th scope="col">Queued</th>
                <th scope="col">Sent</th>
              </tr>
            </thead>
            <tbody>
              {mail.map((m) => (
                <tr>
                  <td>{m.subject}</td>
                  <td>{m.recipients.join(', ')}</td>
                  <td>
                    {m.status}
                    {m.lastError ? <span class="error"> ({m.lastError})</span> : null}
                  </td>
                  <td>{when(m.createdAt)}</td>
                  <td>{when(m.sentAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </>,
  );
}

/** Settings: the company's LLM provider (set, shown with its source and key hint, cleared) and its mail. */
export function registerServiceSettings(app: Hono<DashEnv>, deps: AppDeps): void {
  app.get('/settings/llm', (c) => llmPage(c, deps));
  app.post('/settings/llm', async (c) => {
    try {
      const key = await field(c, 'api_key');
      const input = parseForm(LlmSettingsInputSchema, {
        base_url: (await field(c, 'base_url')).trim(),
        model: await field(c, 'model'),
        ...(key ? { api_key: key } : {}),
      });
      await deps.llmSettings.save(currentUser(c).companyId, {
        baseUrl: input.base_url,
        model: input.model,
        apiKey: input.api_key,
        timeoutMs: input.timeout_ms,
      });
      return llmPage(c, deps, { notice: 'Saved: chat uses this model now.' });
    } catch (error) {
      return llmPage(c, deps, { error: problem(error) }, statusOf(error));
    }
  });
  app.post('/settings/llm/clear', async (c) => {
    await deps.llmSettings.clear(currentUser(c).companyId);
    return llmPage(c, deps, { notice: 'Cleared.' });
  });
  app.get('/settings/mail', (c) => mailPage(c, deps));
}
