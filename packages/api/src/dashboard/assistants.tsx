import { createAssistant, TEMPLATES } from '@colloquy/assistants';
import { listAssistants } from '@colloquy/db';
import type { Context, Hono } from 'hono';
import type { AppDeps } from '../context.ts';
import { CreateAssistantSchema } from '../routes/assistants/schemas.ts';
import { Alert, Csrf } from './layout.tsx';
import { parseForm, problem, signedInPage } from './render.tsx';
import { currentUser, type DashEnv, field } from './session.ts';

type C = Context<DashEnv>;

function NewAssistantForm({ csrf, name, template }: { csrf: string; name?: string; template?: string }) {
  return (
    <form method="post" action="/dashboard/assistants">
      <Csrf token={csrf} />
      <label for="new-name">Name</label>
      <input id="new-name" name="name" maxlength={120} value={name ?? ''} required />
      <label for="new-template">Template</label>
      <select id="new-template" name="template">
        {TEMPLATES.map((t) => (
          <option value={t.id} selected={t.id === (template ?? TEMPLATES[0]?.id)}>
            {`${t.name} — ${t.description}`}
          </option>
        ))}
        <option value="" selected={template === ''}>
          Blank assistant
        </option>
      </select>
      <button type="submit">Create assistant</button>
    </form>
  );
}

async function listPage(
  c: C,
  deps: AppDeps,
  form: { name?: string; template?: string; error?: string; notice?: string } = {},
) {
  const user = currentUser(c);
  const assistants = await listAssistants(deps.db, user.companyId);
  return signedInPage(
    c,
    'Assistants',
    <>
      <Alert notice={form.notice} />
      <div class="card">
        {assistants.length === 0 ? (
          <p>No assistants yet: create your first one below.</p>
        ) : (
          <table>
            <caption class="muted">Your company's assistants</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Status</th>
                <th scope="col">Template</th>
                <th scope="col">Tools</th>
              </tr>
            </thead>
            <tbody>
              {assistants.map((a) => (
                <tr>
                  <td>
                    <a href={`/dashboard/assistants/${a.id}`}>{a.name}</a>
                  </td>
                  <td>
                    {a.deployedVersion === null
                      ? 'draft'
                      : `deployed v${a.deployedVersion}${a.draftChanged ? ' (draft changed)' : ''}`}
                  </td>
                  <td>{a.template ?? 'blank'}</td>
                  <td>{a.tools.join(', ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      <section class="card" aria-labelledby="new-assistant">
        <h2 id="new-assistant">New assistant</h2>
        <Alert error={form.error} />
        <NewAssistantForm csrf={c.get('csrf')} {...form} />
      </section>
    </>,
    form.error ? 422 : 200,
  );
}

/** The assistants list and "new assistant from a template". */
export function registerAssistantList(app: Hono<DashEnv>, deps: AppDeps): void {
  app.get('/', (c) =>
    listPage(c, deps, { notice: c.req.query('deleted') ? 'The assistant was deleted.' : undefined }),
  );
  app.get('/assistants', (c) => c.redirect('/dashboard'));
  app.post('/assistants', async (c) => {
    const name = (await field(c, 'name')).trim();
    const template = await field(c, 'template');
    try {
      const input = parseForm(CreateAssistantSchema, { name, template: template || undefined });
      const created = await createAssistant(deps, currentUser(c).companyId, input);
      return c.redirect(`/dashboard/assistants/${created.id}?created=1`, 303);
    } catch (error) {
      return listPage(c, deps, { name, template, error: problem(error) });
    }
  });
}
