import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../context.ts';
import { registerBusyTimes } from './busy.ts';
import { registerLeaveRequests } from './leave.ts';
import { registerPeople } from './people.ts';
import { registerTeams } from './teams.ts';

/** Paths that take an ICS upload (text/calendar or multipart) instead of JSON. */
export const ICS_UPLOAD_PATHS = [/^\/v1\/directory\/people\/[^/]+\/busy\/ics$/];

/** The company directory (people, teams, busy times) and leave requests. */
export function registerDirectory(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  registerPeople(app, deps);
  registerTeams(app, deps);
  registerBusyTimes(app, deps);
  registerLeaveRequests(app, deps);
}
