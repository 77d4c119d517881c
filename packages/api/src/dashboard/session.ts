import { timingSafeEqual } from 'node:crypto';
import { randomToken } from '@colloquy/core';
import type { SessionRecord, User } from '@colloquy/db';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppDeps } from '../context.ts';

export const SESSION_COOKIE = 'colloquy_session';
/** Double-submit token for forms shown before sign-in (sign-up, sign-in, reset). */
export const FORM_COOKIE = 'colloquy_form';

export interface DashEnv {
  Variables: {
    session: (SessionRecord & { token: string }) | undefined;
    /** The token every form of this page carries (the session's, or the pre-sign-in one). */
    csrf: string;
  };
}

const secureCookies = (deps: AppDeps) => deps.settings.publicUrl.startsWith('https:');

/** Reads the session cookie and the form token; every page runs behind it. */
export function sessionMiddleware(deps: AppDeps): MiddlewareHandler<DashEnv> {
  return async (c, next) => {
    const token = getCookie(c, SESSION_COOKIE);
    const found = token ? await deps.users.session(token) : undefined;
    if (token && !found) deleteCookie(c, SESSION_COOKIE, { path: '/dashboard' });
    c.set('session', found && token ? { ...found, token } : undefined);
    let csrf = found?.csrfToken ?? getCookie(c, FORM_COOKIE);
    if (!csrf) {
      csrf = randomToken(32);
      setCookie(c, FORM_COOKIE, csrf, {
        path: '/dashboard',
        httpOnly: true,
        sameSite: 'Strict',
        secure: secureCookies(deps),
      });
    }
    c.set('csrf', csrf);
    c.header('Cache-Control', 'no-store');
    c.header('X-Frame-Options', 'DENY');
    c.header('Referrer-Policy', 'no-referrer');
    c.header(
      'Content-Security-Policy',
      "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; form-action 'self'; frame-ancestors 'none'",
    );
    await next();
  };
}

/** Every POST must carry this page's form token: a forged cross-site form cannot know it. */
export function csrfCheck(): MiddlewareHandler<DashEnv> {
  return async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const fields = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const sent = typeof fields._csrf === 'string' ? fields._csrf : '';
    const expected = c.get('csrf');
    const ok = sent.length === expected.length && timingSafeEqual(Buffer.from(sent), Buffer.from(expected));
    if (!ok)
      return c.text(
        'This form has expired or did not come from Colloquy. Go back, reload and try again.',
        403,
      );
    return next();
  };
}

export function startSession(c: Context, deps: AppDeps, session: { token: string; expiresAt: Date }): void {
  setCookie(c, SESSION_COOKIE, session.token, {
    path: '/dashboard',
    httpOnly: true,
    sameSite: 'Lax',
    secure: secureCookies(deps),
    expires: session.expiresAt,
  });
  deleteCookie(c, FORM_COOKIE, { path: '/dashboard' });
}

export function endSession(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/dashboard' });
}

/** The signed-in, verified user, or a redirect to where they must go first. */
export function requireUser(): MiddlewareHandler<DashEnv> {
  return async (c, next) => {
    const session = c.get('session');
    if (!session) return c.redirect('/dashboard/login');
    if (!session.user.emailVerifiedAt) return c.redirect('/dashboard/check-inbox');
    return next();
  };
}

export function currentUser(c: Context<DashEnv>): User {
  return c.get('session')!.user;
}

/** A form's text field ('' when absent). */
export async function field(c: Context, name: string): Promise<string> {
  const fields = await c.req.parseBody();
  const value = fields[name];
  return typeof value === 'string' ? value : '';
}

/** Every value of a repeated form field (checkboxes), text values only. */
export async function fieldList(c: Context, name: string): Promise<string[]> {
  const value = (await c.req.parseBody({ all: true }))[name];
  const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return values.filter((v): v is string => typeof v === 'string');
}

/** The files of a multipart form field (an empty file input sends none). */
export async function fileList(c: Context, name: string): Promise<File[]> {
  const value = (await c.req.parseBody({ all: true }))[name];
  const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return values.filter((v): v is File => v instanceof File && (v.size > 0 || v.name !== ''));
}
