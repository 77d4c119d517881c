import { AppError, isAppError, NotFoundError } from '@colloquy/core';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps, AppEnv } from '../context.ts';
import { registerAnalyst } from './analyst.tsx';
import { registerAnalytics } from './analytics.tsx';
import { registerAssistantEdit } from './assistant-edit.tsx';
import { registerAssistantList } from './assistants.tsx';
import { registerAuthPages } from './auth.tsx';
import { registerIntegrations } from './integrations.tsx';
import { CSS } from './layout.tsx';
import { errorPage } from './render.tsx';
import { TEST_PANEL_JS } from './scripts.ts';
import { csrfCheck, type DashEnv, requireUser, sessionMiddleware } from './session.ts';
import { registerSettingsPages } from './settings.tsx';
import { registerDataSettings } from './settings-data.tsx';
import { registerServiceSettings } from './settings-services.tsx';
import { registerSmtpSettingsPage } from './settings-smtp.tsx';
import { registerTestPanel } from './test-panel.tsx';
import { registerWebhookPages } from './webhooks.tsx';

const UPLOAD_LIMIT = 20 * 1024 * 1024;
const PUBLIC_PAGES =
  /^\/dashboard\/(signup|login|logout|check-inbox|verify\/|forgot|reset\/|invite\/|assets\/)/;

/** The web dashboard under /dashboard: server-rendered pages, sessions in cookies, a form token on every POST. */
export function registerDashboard(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  const dashboard = new Hono<DashEnv>();
  dashboard.get('/assets/app.css', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(CSS, 200, { 'Content-Type': 'text/css; charset=utf-8' });
  });
  dashboard.get('/assets/test-panel.js', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(TEST_PANEL_JS, 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
  });
  dashboard.use('*', sessionMiddleware(deps));
  // Uploads (multipart) get the API's upload limit, other forms its JSON limit; both before any body is read.
  dashboard.use('*', async (c, next) => {
    const multipart = /^multipart\/form-data/i.test(c.req.header('Content-Type') ?? '');
    const maxBytes = multipart ? UPLOAD_LIMIT : deps.settings.jsonBodyLimit;
    return bodyLimit({
      maxSize: maxBytes,
      onError: () => {
        throw new AppError('payload_too_large', `The form is larger than ${Math.round(maxBytes / 1024)} KB`, {
          status: 413,
        });
      },
    })(c, next);
  });
  dashboard.use('*', csrfCheck());
  dashboard.use('*', async (c, next) => (PUBLIC_PAGES.test(c.req.path) ? next() : requireUser()(c, next)));
  registerAuthPages(dashboard, deps);
  registerAssistantList(dashboard, deps);
  registerAssistantEdit(dashboard, deps);
  registerTestPanel(dashboard, deps);
  registerSettingsPages(dashboard, deps);
  registerDataSettings(dashboard, deps);
  registerServiceSettings(dashboard, deps);
  registerSmtpSettingsPage(dashboard, deps);
  registerIntegrations(dashboard, deps);
  registerWebhookPages(dashboard, deps);
  registerAnalytics(dashboard, deps);
  registerAnalyst(dashboard, deps);
  // Pages answer in HTML: missing and other companies' ids are a "not found" page, faults are logged.
  dashboard.onError((error, c) => {
    if (!isAppError(error) || error.status >= 500) deps.logger.error({ err: error }, 'dashboard page failed');
    return errorPage(c, error);
  });
  dashboard.all('*', (c) => errorPage(c, new NotFoundError('No such page')));
  app.route('/dashboard', dashboard);
}
