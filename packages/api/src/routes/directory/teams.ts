import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../context.ts';
import { requireScope } from '../../middleware/auth.ts';
import { AUTHED_ERRORS, errorResponses } from '../../openapi.ts';
import { body, Deleted, json, Team, TeamIdParam, TeamInput, TeamPatch } from './schemas.ts';

/** Teams and their members: create, list, read, rename or re-staff, delete. */
export function registerTeams(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  const common = { tags: ['Directory'], security: [{ apiKey: [] }], middleware: requireScope('tasks') };
  app.openapi(
    createRoute({
      ...common,
      method: 'post',
      path: '/directory/teams',
      summary: 'Create a team (members by id, e-mail address or name)',
      request: body(TeamInput),
      responses: { 201: json(Team, 'Created'), ...errorResponses(400, 409, 422, ...AUTHED_ERRORS) },
    }),
    async (c) => c.json(await deps.directory.createTeam(c.get('auth').companyId, c.req.valid('json')), 201),
  );
  app.openapi(
    createRoute({
      ...common,
      method: 'get',
      path: '/directory/teams',
      summary: "The company's teams with their members",
      responses: {
        200: json(z.object({ data: z.array(Team) }), 'Teams'),
        ...errorResponses(...AUTHED_ERRORS),
      },
    }),
    async (c) => c.json({ data: await deps.directory.listTeams(c.get('auth').companyId) }, 200),
  );
  app.openapi(
    createRoute({
      ...common,
      method: 'get',
      path: '/directory/teams/{team_id}',
      summary: 'One team',
      request: { params: TeamIdParam },
      responses: { 200: json(Team, 'Team'), ...errorResponses(404, ...AUTHED_ERRORS) },
    }),
    async (c) =>
      c.json(await deps.directory.getTeam(c.get('auth').companyId, c.req.valid('param').team_id), 200),
  );
  app.openapi(
    createRoute({
      ...common,
      method: 'patch',
      path: '/directory/teams/{team_id}',
      summary: 'Rename a team or replace its members',
      request: { params: TeamIdParam, ...body(TeamPatch) },
      responses: { 200: json(Team, 'Changed'), ...errorResponses(400, 404, 409, 422, ...AUTHED_ERRORS) },
    }),
    async (c) =>
      c.json(
        await deps.directory.updateTeam(
          c.get('auth').companyId,
          c.req.valid('param').team_id,
          c.req.valid('json'),
        ),
        200,
      ),
  );
  app.openapi(
    createRoute({
      ...common,
      method: 'delete',
      path: '/directory/teams/{team_id}',
      summary: 'Delete a team (its people stay)',
      request: { params: TeamIdParam },
      responses: { 200: json(Deleted, 'Deleted'), ...errorResponses(404, ...AUTHED_ERRORS) },
    }),
    async (c) => {
      const id = c.req.valid('param').team_id;
      await deps.directory.deleteTeam(c.get('auth').companyId, id);
      return c.json({ id, deleted: true as const }, 200);
    },
  );
}
