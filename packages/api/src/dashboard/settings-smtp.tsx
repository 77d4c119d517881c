import type { Context, Hono } from 'hono';
import type { AppDeps } from '../context.ts';
import { SmtpSettingsInput } from '../routes/smtp-settings.ts';
import { Alert, Csrf, SettingsNav, when } from './layout.tsx';
import { type Message, parseForm, problem, signedInPage, statusOf } from './render.tsx';
import { currentUser, type DashEnv, field } from './session.ts';

type C = Context<DashEnv>;

const SOURCE_TEXT = {
  company: "Your company's mail goes out through its own SMTP server.",
  instance: "Your company's mail goes out through this server's SMTP settings.",
  outbox: 'No SMTP server is configured: mail is kept in the outbox (see Mail).',
} as const;

async function smtpPage(c: C, deps: AppDeps, message: Message = {}, status = 200) {
  const view = await deps.smtpSettings.view(currentUser(c).companyId);
  const own = view.source === 'company';
  const csrf = c.get('csrf');
  return signedInPage(
    c,
    'SMTP',
    <>
      <SettingsNav current="smtp" />
      <div class="card">
        <Alert {...message} />
        <p data-testid="smtp-source">{SOURCE_TEXT[view.source]}</p>
        {own ? (
          <p class="muted">
            {view.host}:{view.port}
            {view.username ? ` as ${view.username}` : ''}
            {view.password_hint ? `, password ${view.password_hint}` : ''}; from {view.from}; saved{' '}
            {when(view.updated_at)}.
          </p>
        ) : null}
        <form method="post" action="/dashboard/settings/smtp">
          <Csrf token={csrf} />
          <label for="smtp-host">Host</label>
          <input id="smtp-host" name="host" value={own ? (view.host ?? '') : ''} required />
          <label for="smtp-port">Port</label>
          <input
            id="smtp-port"
            name="port"
            type="number"
            min={1}
            max={65535}
            value={own ? String(view.port ?? 587) : '587'}
            required
          />
          <label for="smtp-username">User name (optional)</label>
          <input
            id="smtp-username"
            name="username"
            autocomplete="off"
            value={own ? (view.username ?? '') : ''}
          />
          <label for="smtp-password">
            Password {own && view.password_hint ? '(leave empty to keep it)' : '(optional)'}
          </label>
          <input id="smtp-password" name="password" type="password" autocomplete="off" />
          <div>
            <input
              id="smtp-secure"
              name="secure"
              type="checkbox"
              value="true"
              checked={own && view.secure === true}
            />
            <label for="smtp-secure" class="check">
              TLS from the start (usually port 465)
            </label>
          </div>
          <label for="smtp-from">From</label>
          <input
            id="smtp-from"
            name="from"
            placeholder="Acme <hello@acme.example>"
            value={own ? (view.from ?? '') : ''}
            required
          />
          <button type="submit">Save</button>
        </form>
      </div>
      <div class="card">
        <form method="post" action="/dashboard/settings/smtp/test">
          <Csrf token={csrf} />
          <label for="smtp-test-to">Send a test mail to</label>
          <input id="smtp-test-to" name="to" type="email" required />
          <button type="submit">Send test mail</button>
        </form>
        {own ? (
          <form method="post" action="/dashboard/settings/smtp/clear">
            <Csrf token={csrf} />
            <button type="submit">Stop using our own server</button>
          </form>
        ) : null}
      </div>
    </>,
    status,
  );
}

/** Settings: the company's own SMTP server (save, test mail, clear). */
export function registerSmtpSettingsPage(app: Hono<DashEnv>, deps: AppDeps): void {
  app.get('/settings/smtp', (c) => smtpPage(c, deps));
  app.post('/settings/smtp', async (c) => {
    try {
      const username = (await field(c, 'username')).trim();
      const password = await field(c, 'password');
      const port = (await field(c, 'port')).trim();
      const input = parseForm(SmtpSettingsInput, {
        host: (await field(c, 'host')).trim(),
        port: port === '' ? undefined : Number(port),
        username: username || null,
        ...(password ? { password } : {}),
        secure: (await field(c, 'secure')) === 'true',
        from: (await field(c, 'from')).trim(),
      });
      await deps.smtpSettings.save(currentUser(c).companyId, input);
      return smtpPage(c, deps, { notice: 'Saved. Send a test mail to check it.' });
    } catch (error) {
      return smtpPage(c, deps, { error: problem(error) }, statusOf(error));
    }
  });
  app.post('/settings/smtp/test', async (c) => {
    const to = (await field(c, 'to')).trim();
    if (!/^[^\s@]+@[^\s@]+$/.test(to))
      return smtpPage(c, deps, { error: 'to: must be an e-mail address' }, 422);
    const result = await deps.smtpSettings.test(currentUser(c).companyId, to);
    return result.ok
      ? smtpPage(c, deps, { notice: `Test mail sent to ${to} through ${result.host}.` })
      : smtpPage(c, deps, { error: `The test mail failed: ${result.error ?? 'unknown error'}` }, 502);
  });
  app.post('/settings/smtp/clear', async (c) => {
    try {
      await deps.smtpSettings.clear(currentUser(c).companyId);
      return smtpPage(c, deps, { notice: 'Cleared.' });
    } catch (error) {
      return smtpPage(c, deps, { error: problem(error) }, statusOf(error));
    }
  });
}
