import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../context.ts';
import type { Security } from '../../openapi.ts';
import { registerQuoteCatalogue } from './catalogue.ts';
import { registerQuoteLifecycle } from './lifecycle.ts';
import { registerQuoteManage } from './manage.ts';
import { registerQuoteRender } from './render.ts';
import { registerQuoteSettings } from './settings.ts';

export { registerQuoteShare } from './share.ts';

/** Every /quotes route (catalogue and settings before /quotes/{quote_id}, which would take their names). */
export function registerQuotes(app: OpenAPIHono<AppEnv>, deps: AppDeps, security: Security): void {
  registerQuoteCatalogue(app, deps, security);
  registerQuoteSettings(app, deps, security);
  registerQuoteManage(app, deps, security);
  registerQuoteRender(app, deps, security);
  registerQuoteLifecycle(app, deps, security);
}
