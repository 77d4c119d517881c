import { isAppError, MIN_PASSWORD_LENGTH } from '@colloquy/core';
import type { Context, Hono } from 'hono';
import type { AppDeps } from '../context.ts';
import { Alert, Csrf, Page } from './layout.tsx';
import { problem } from './render.tsx';
import { type DashEnv, endSession, field, startSession } from './session.ts';

type C = Context<DashEnv>;

function PasswordFields() {
  return (
    <>
      <label for="password">Password (at least {MIN_PASSWORD_LENGTH} characters)</label>
      <input
        id="password"
        name="password"
        type="password"
        minlength={MIN_PASSWORD_LENGTH}
        autocomplete="new-password"
        required
      />
    </>
  );
}

function signupPage(c: C, values: { email?: string; company?: string; error?: string } = {}, status = 200) {
  return c.html(
    <Page title="Create your account" csrf={c.get('csrf')}>
      <div class="card narrow">
        <Alert error={values.error} />
        <form method="post" action="/dashboard/signup">
          <Csrf token={c.get('csrf')} />
          <label for="email">Work e-mail</label>
          <input
            id="email"
            name="email"
            type="email"
            autocomplete="email"
            value={values.email ?? ''}
            required
          />
          <label for="company">Company name</label>
          <input
            id="company"
            name="company"
            autocomplete="organization"
            value={values.company ?? ''}
            required
          />
          <PasswordFields />
          <button type="submit">Create account</button>
        </form>
        <p>
          Already have an account? <a href="/dashboard/login">Sign in</a>
        </p>
      </div>
    </Page>,
    status as 200,
  );
}

function loginPage(c: C, values: { email?: string; error?: string; notice?: string } = {}, status = 200) {
  return c.html(
    <Page title="Sign in" csrf={c.get('csrf')}>
      <div class="card narrow">
        <Alert error={values.error} notice={values.notice} />
        <form method="post" action="/dashboard/login">
          <Csrf token={c.get('csrf')} />
          <label for="email">E-mail</label>
          <input
            id="email"
            name="email"
            type="email"
            autocomplete="email"
            value={values.email ?? ''}
            required
          />
          <label for="password">Password</label>
          <input id="password" name="password" type="password" autocomplete="current-password" required />
          <button type="submit">Sign in</button>
        </form>
        <p>
          <a href="/dashboard/forgot">Forgot your password?</a> ·{' '}
          <a href="/dashboard/signup">Create an account</a>
        </p>
      </div>
    </Page>,
    status as 200,
  );
}

function messagePage(c: C, title: string, text: string, status = 200) {
  return c.html(
    <Page title={title} csrf={c.get('csrf')}>
      <div class="card narrow">
        <p>{text}</p>
        <p>
          <a href="/dashboard/login">Sign in</a>
        </p>
      </div>
    </Page>,
    status as 200,
  );
}

function setPasswordPage(c: C, purpose: 'reset' | 'invite', error?: string, status = 200) {
  return c.html(
    <Page title={purpose === 'reset' ? 'Choose a new password' : 'Join your team'} csrf={c.get('csrf')}>
      <div class="card narrow">
        <Alert error={error} />
        <form method="post">
          <Csrf token={c.get('csrf')} />
          <PasswordFields />
          <button type="submit">{purpose === 'reset' ? 'Set password' : 'Join'}</button>
        </form>
      </div>
    </Page>,
    status as 200,
  );
}

/** Sign-up, e-mail verification, sign-in and out, password reset and invitations. */
export function registerAuthPages(app: Hono<DashEnv>, deps: AppDeps): void {
  app.get('/signup', (c) => signupPage(c));
  app.post('/signup', async (c) => {
    const values = { email: await field(c, 'email'), company: await field(c, 'company') };
    try {
      const session = await deps.users.signUp({ ...values, password: await field(c, 'password') });
      if (session) startSession(c, deps, session);
      return c.redirect('/dashboard/check-inbox', 303);
    } catch (error) {
      return signupPage(c, { ...values, error: problem(error) }, 422);
    }
  });

  app.get('/check-inbox', (c) => {
    const session = c.get('session');
    if (session?.user.emailVerifiedAt) return c.redirect('/dashboard');
    return c.html(
      <Page title="Check your inbox" user={session?.user.email} csrf={c.get('csrf')}>
        <div class="card narrow">
          <Alert notice={c.req.query('sent') ? 'We sent a new link.' : undefined} />
          <p>
            We e-mailed a link to confirm your address{session ? ` (${session.user.email})` : ''}. Open it to
            start using Colloquy.
          </p>
          {session ? (
            <form method="post" action="/dashboard/check-inbox">
              <Csrf token={c.get('csrf')} />
              <button type="submit">Send the link again</button>
            </form>
          ) : null}
        </div>
      </Page>,
    );
  });
  app.post('/check-inbox', async (c) => {
    const session = c.get('session');
    if (!session) return c.redirect('/dashboard/login', 303);
    try {
      await deps.users.resendVerification(session.user);
    } catch (error) {
      return messagePage(c, 'Check your inbox', problem(error), 429);
    }
    return c.redirect('/dashboard/check-inbox?sent=1', 303);
  });

  app.get('/verify/:token', async (c) => {
    const user = await deps.users.verifyEmail(c.req.param('token'));
    if (!user) return messagePage(c, 'This link cannot be used', 'It was already used or has expired.', 410);
    return c.redirect(c.get('session') ? '/dashboard' : '/dashboard/login?verified=1', 303);
  });

  app.get('/login', (c) =>
    loginPage(c, { notice: c.req.query('verified') ? 'Your address is confirmed: sign in.' : undefined }),
  );
  app.post('/login', async (c) => {
    const email = await field(c, 'email');
    try {
      const session = await deps.users.login(email, await field(c, 'password'));
      startSession(c, deps, session);
      return c.redirect('/dashboard', 303);
    } catch (error) {
      const status = isAppError(error) ? error.status : 500;
      if (isAppError(error) && error.headers?.['Retry-After'])
        c.header('Retry-After', error.headers['Retry-After']);
      return loginPage(c, { email, error: problem(error) }, status);
    }
  });
  app.post('/logout', async (c) => {
    const session = c.get('session');
    if (session) await deps.users.logout(session.token);
    endSession(c);
    return c.redirect('/dashboard/login', 303);
  });

  app.get('/forgot', (c) =>
    c.html(
      <Page title="Reset your password" csrf={c.get('csrf')}>
        <div class="card narrow">
          <form method="post" action="/dashboard/forgot">
            <Csrf token={c.get('csrf')} />
            <label for="email">E-mail</label>
            <input id="email" name="email" type="email" autocomplete="email" required />
            <button type="submit">Send a reset link</button>
          </form>
        </div>
      </Page>,
    ),
  );
  app.post('/forgot', async (c) => {
    await deps.users.requestPasswordReset(await field(c, 'email'));
    return messagePage(
      c,
      'Check your inbox',
      'If the address has an account, a link to choose a new password is on its way. It works once, for an hour.',
    );
  });

  for (const purpose of ['reset', 'invite'] as const) {
    app.get(`/${purpose}/:token`, async (c) =>
      (await deps.users.linkIsLive(c.req.param('token'), purpose))
        ? setPasswordPage(c, purpose)
        : messagePage(c, 'This link cannot be used', 'It was already used or has expired.', 410),
    );
    app.post(`/${purpose}/:token`, async (c) => {
      try {
        const session = await deps.users.setPasswordWithLink(
          c.req.param('token'),
          purpose,
          await field(c, 'password'),
        );
        if (!session)
          return messagePage(c, 'This link cannot be used', 'It was already used or has expired.', 410);
        startSession(c, deps, session);
        return c.redirect('/dashboard', 303);
      } catch (error) {
        return setPasswordPage(c, purpose, problem(error), 422);
      }
    });
  }
}
