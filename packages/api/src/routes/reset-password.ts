import { checkResetToken, resetPassword } from '@colloquy/assistants';
import { isAppError, MIN_PASSWORD_LENGTH } from '@colloquy/core';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:4rem auto;padding:0 1rem}
label,input,button{display:block;width:100%;margin:.4rem 0}input{padding:.5rem}button{padding:.6rem}.error{color:#b00020}</style>
</head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}

function form(error?: string): string {
  return page(
    'Choose a new password',
    `${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}<form method="post">
<label for="password">New password (at least ${MIN_PASSWORD_LENGTH} characters)</label>
<input id="password" name="password" type="password" minlength="${MIN_PASSWORD_LENGTH}" autocomplete="new-password" required>
<label for="confirm">Repeat it</label>
<input id="confirm" name="confirm" type="password" autocomplete="new-password" required>
<button type="submit">Set password</button></form>`,
  );
}

// The token is in the URL: keep it out of caches and Referer headers, and the page out of frames.
function html(c: Context<AppEnv>, markup: string, status: 200 | 404 | 410 | 422) {
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  c.header('X-Frame-Options', 'DENY');
  c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'");
  return c.html(markup, status);
}

/** The page a reset link opens: GET shows the form, POST sets the password and uses the link up. */
function failure(c: Context<AppEnv>, error: unknown) {
  if (isAppError(error) && (error.status === 404 || error.status === 410)) {
    return html(c, page('This link cannot be used', `<p>${escapeHtml(error.message)}</p>`), error.status);
  }
  throw error;
}

/** `GET|POST /reset-password/{token}`: the page behind the link `reset_password` e-mails (a form, not JSON). */
export function registerResetPassword(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  app.get('/reset-password/:token', async (c) => {
    try {
      await checkResetToken(deps.db, c.req.param('token'), deps.clock.now());
      return html(c, form(), 200);
    } catch (error) {
      return failure(c, error);
    }
  });
  app.post('/reset-password/:token', async (c) => {
    const fields = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const password = typeof fields.password === 'string' ? fields.password : '';
    const confirm = typeof fields.confirm === 'string' ? fields.confirm : password;
    if (password !== confirm) return html(c, form('The two passwords differ.'), 422);
    try {
      await resetPassword(deps.db, c.req.param('token'), password, deps.clock.now());
      return html(
        c,
        page('Password changed', '<p>Your new password is set. You can close this page.</p>'),
        200,
      );
    } catch (error) {
      if (isAppError(error) && error.status === 422) return html(c, form(error.message), 422);
      return failure(c, error);
    }
  });
}
