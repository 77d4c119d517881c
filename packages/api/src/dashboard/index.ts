import type { OpenAPIHono } from '@hono/zod-openapi';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';
import { registerAuthPages } from './auth.tsx';
import { CSS } from './layout.tsx';
import { csrfCheck, type DashEnv, requireUser, sessionMiddleware } from './session.ts';
import { registerSettingsPages } from './settings.tsx';

const PUBLIC_PAGES =
  /^\/dashboard\/(signup|login|logout|check-inbox|verify\/|forgot|reset\/|invite\/|assets\/)/;

/** The web dashboard under /dashboard: server-rendered pages, sessions in cookies, a form token on every POST. */
export function registerDashboard(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  const dashboard = new Hono<DashEnv>();
  dashboard.get('/assets/app.css', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(CSS, 200, { 'Content-Type': 'text/css; charset=utf-8' });
  });
  dashboard.use('*', sessionMiddleware(deps));
  dashboard.use('*', csrfCheck());
  dashboard.use('*', async (c, next) => (PUBLIC_PAGES.test(c.req.path) ? next() : requireUser()(c, next)));
  registerAuthPages(dashboard, deps);
  registerSettingsPages(dashboard, deps);
  app.route('/dashboard', dashboard);
}
