import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../context.ts';
import { registerScreeningCreate } from './create.ts';
import { registerScreeningRead } from './read.ts';
import { registerScreeningReport } from './report.ts';

/** Résumé screening: POST /screenings, GET /screenings, GET /screenings/{id}, its reports. */
export function registerScreenings(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  registerScreeningCreate(app, deps);
  registerScreeningRead(app, deps);
  registerScreeningReport(app, deps);
}
