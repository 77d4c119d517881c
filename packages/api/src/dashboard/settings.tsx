import { isAppError } from '@colloquy/core';
import type { Context, Hono } from 'hono';
import type { AppDeps } from '../context.ts';
import { Alert, Csrf, Page, SettingsNav, when } from './layout.tsx';
import { currentUser, type DashEnv, field } from './session.ts';

type C = Context<DashEnv>;

async function keysPage(c: C, deps: AppDeps, shown?: { name: string; secret: string }, error?: string) {
  const user = currentUser(c);
  const keys = await deps.accounts.apiKeys.list(user.companyId);
  return c.html(
    <Page title="API keys" user={user.email} csrf={c.get('csrf')}>
      <SettingsNav current="keys" />
      {shown ? (
        <div class="card" role="status">
          <p>
            <strong>{shown.name || 'New key'}</strong>: copy it now — it is shown only once.
          </p>
          <code class="secret" data-testid="new-key">
            {shown.secret}
          </code>
        </div>
      ) : null}
      <div class="card">
        <Alert error={error} />
        <form method="post" action="/dashboard/settings/keys">
          <Csrf token={c.get('csrf')} />
          <label for="name">Name</label>
          <input id="name" name="name" maxlength={100} placeholder="e.g. CRM integration" />
          <button type="submit">Create key</button>
        </form>
      </div>
      <div class="card">
        <table>
          <caption class="muted">Keys of your company</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Key</th>
              <th scope="col">Created</th>
              <th scope="col">Last used</th>
              <th scope="col">
                <span class="muted">Action</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {keys.map((k) => (
              <tr>
                <td>{k.name || '(unnamed)'}</td>
                <td>
                  <code>…{k.keyHint}</code>
                </td>
                <td>{when(k.createdAt)}</td>
                <td>{when(k.lastUsedAt)}</td>
                <td>
                  {k.revokedAt ? (
                    <span class="muted">revoked</span>
                  ) : (
                    <form method="post" action={`/dashboard/settings/keys/${k.id}/revoke`}>
                      <Csrf token={c.get('csrf')} />
                      <button class="link" type="submit" aria-label={`Revoke ${k.name || k.keyHint}`}>
                        Revoke
                      </button>
                    </form>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Page>,
  );
}

async function teamPage(
  c: C,
  deps: AppDeps,
  message: { error?: string; notice?: string } = {},
  status = 200,
) {
  const user = currentUser(c);
  const members = await deps.users.members(user.companyId);
  return c.html(
    <Page title="Team" user={user.email} csrf={c.get('csrf')}>
      <SettingsNav current="team" />
      <div class="card">
        <Alert {...message} />
        <form method="post" action="/dashboard/settings/team">
          <Csrf token={c.get('csrf')} />
          <label for="email">Invite by e-mail</label>
          <input id="email" name="email" type="email" required />
          <label for="name">Name (optional)</label>
          <input id="name" name="name" maxlength={200} />
          <button type="submit">Send invitation</button>
        </form>
      </div>
      <div class="card">
        <table>
          <caption class="muted">Members</caption>
          <thead>
            <tr>
              <th scope="col">E-mail</th>
              <th scope="col">Role</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {members.map((m) => (
              <tr>
                <td>{m.email}</td>
                <td>{m.role}</td>
                <td>{m.passwordHash ? (m.emailVerifiedAt ? 'active' : 'unconfirmed') : 'invited'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Page>,
    status as 200,
  );
}

/** Settings: API keys (created — shown once —, listed, revoked), team invitations. */
export function registerSettingsPages(app: Hono<DashEnv>, deps: AppDeps): void {
  app.get('/settings/keys', (c) => keysPage(c, deps));
  app.post('/settings/keys', async (c) => {
    const name = (await field(c, 'name')).trim().slice(0, 100);
    const created = await deps.accounts.apiKeys.create({ companyId: currentUser(c).companyId, name });
    return keysPage(c, deps, { name, secret: created.apiKey });
  });
  app.post('/settings/keys/:id/revoke', async (c) => {
    try {
      await deps.accounts.apiKeys.revoke(c.req.param('id'), currentUser(c).companyId);
    } catch (error) {
      if (isAppError(error) && error.status === 404) return keysPage(c, deps, undefined, 'No such key.');
      throw error;
    }
    return c.redirect('/dashboard/settings/keys', 303);
  });

  app.get('/settings/team', (c) => teamPage(c, deps));
  app.post('/settings/team', async (c) => {
    const email = await field(c, 'email');
    try {
      await deps.users.invite(currentUser(c), { email, name: await field(c, 'name') });
      return teamPage(c, deps, { notice: `Invitation sent to ${email}.` });
    } catch (error) {
      if (isAppError(error) && error.status < 500)
        return teamPage(c, deps, { error: error.message }, error.status);
      throw error;
    }
  });
}
