import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../context.ts';
import { requireScope } from '../../middleware/auth.ts';
import { AUTHED_ERRORS, errorResponses } from '../../openapi.ts';
import { body, Deleted, json, Person, PersonIdParam, PersonInput, PersonPatch } from './schemas.ts';

/** The company directory's people: create, list, read, change, delete. */
export function registerPeople(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  const common = { tags: ['Directory'], security: [{ apiKey: [] }], middleware: requireScope('tasks') };
  app.openapi(
    createRoute({
      ...common,
      method: 'post',
      path: '/directory/people',
      summary: 'Add a person: time zone, working hours, manager (their leave approver) and leave balances',
      request: body(PersonInput),
      responses: { 201: json(Person, 'Created'), ...errorResponses(400, 409, 422, ...AUTHED_ERRORS) },
    }),
    async (c) => c.json(await deps.directory.createPerson(c.get('auth').companyId, c.req.valid('json')), 201),
  );
  app.openapi(
    createRoute({
      ...common,
      method: 'get',
      path: '/directory/people',
      summary: "The company's people",
      responses: {
        200: json(z.object({ data: z.array(Person) }), 'People'),
        ...errorResponses(...AUTHED_ERRORS),
      },
    }),
    async (c) => c.json({ data: await deps.directory.listPeople(c.get('auth').companyId) }, 200),
  );
  app.openapi(
    createRoute({
      ...common,
      method: 'get',
      path: '/directory/people/{person_id}',
      summary: 'One person',
      request: { params: PersonIdParam },
      responses: { 200: json(Person, 'Person'), ...errorResponses(404, ...AUTHED_ERRORS) },
    }),
    async (c) =>
      c.json(await deps.directory.getPerson(c.get('auth').companyId, c.req.valid('param').person_id), 200),
  );
  app.openapi(
    createRoute({
      ...common,
      method: 'patch',
      path: '/directory/people/{person_id}',
      summary: 'Change a person (only the fields given)',
      request: { params: PersonIdParam, ...body(PersonPatch) },
      responses: { 200: json(Person, 'Changed'), ...errorResponses(400, 404, 409, 422, ...AUTHED_ERRORS) },
    }),
    async (c) =>
      c.json(
        await deps.directory.updatePerson(
          c.get('auth').companyId,
          c.req.valid('param').person_id,
          c.req.valid('json'),
        ),
        200,
      ),
  );
  app.openapi(
    createRoute({
      ...common,
      method: 'delete',
      path: '/directory/people/{person_id}',
      summary: 'Remove a person (with their busy times and team memberships)',
      request: { params: PersonIdParam },
      responses: { 200: json(Deleted, 'Removed'), ...errorResponses(404, ...AUTHED_ERRORS) },
    }),
    async (c) => {
      const id = c.req.valid('param').person_id;
      await deps.directory.deletePerson(c.get('auth').companyId, id);
      return c.json({ id, deleted: true as const }, 200);
    },
  );
}
