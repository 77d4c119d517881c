import { isAppError, ValidationError } from '@colloquy/core';
import type { Context } from 'hono';
import type { Child } from 'hono/jsx';
import type { z } from 'zod';
import { issuesOf } from '../errors.ts';
import { Page } from './layout.tsx';
import type { DashEnv } from './session.ts';

/** What a page says about the last action: an error (role alert) or a notice (role status). */
export interface Message {
  error?: string | undefined;
  notice?: string | undefined;
}

/** A signed-in page: the frame with the user's header, this page's form token and `status`. */
export function signedInPage(c: Context<DashEnv>, title: string, body: Child, status = 200) {
  return c.html(
    <Page title={title} user={c.get('session')?.user.email} csrf={c.get('csrf')}>
      {body}
    </Page>,
    status as 200,
  );
}

/**
 * The message a failed form shows: each field's problem, or the error's own message. Server faults are
 * rethrown so they reach the error page and the log.
 */
export function problem(error: unknown): string {
  if (error instanceof ValidationError && error.issues.length)
    return error.issues
      .map((i) => `${i.field === 'password' ? 'Password' : i.field}: ${i.message}`)
      .join('. ');
  if (isAppError(error) && error.status < 500) return error.message;
  throw error;
}

/** The HTTP status a failed form answers with (422 for validation, the error's own otherwise). */
export const statusOf = (error: unknown): number => (isAppError(error) ? error.status : 500);

/** The dashboard's error page: "not found" for missing and other companies' ids, a plain apology for faults. */
export function errorPage(c: Context<DashEnv>, error: unknown) {
  const known = isAppError(error) && error.status < 500;
  const status = known ? error.status : 500;
  const title = status === 404 ? 'Not found' : known ? 'That did not work' : 'Something went wrong';
  const text =
    status === 404
      ? 'There is nothing here, or it belongs to another company.'
      : known
        ? error.message
        : 'The page could not be shown. Try again in a moment.';
  return c.html(
    <Page title={title} user={c.get('session')?.user.email} csrf={c.get('csrf') ?? ''}>
      <div class="card">
        <p>{text}</p>
        <p>
          <a href="/dashboard">Back to the dashboard</a>
        </p>
      </div>
    </Page>,
    status as 404,
  );
}

/** Validates form input with the same schema the API route uses; a failure is a ValidationError naming fields. */
export function parseForm<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues = issuesOf(result.error);
  throw new ValidationError(issues.map((i) => `${i.field} ${i.message}`).join('; '), issues);
}
