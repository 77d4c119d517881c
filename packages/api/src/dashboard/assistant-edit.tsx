import { addKnowledge, getAssistant, KNOWLEDGE_FILE_TYPES, updateAssistant } from '@colloquy/assistants';
import { type AssistantRecord, listKnowledge } from '@colloquy/db';
import type { Context, Hono } from 'hono';
import type { AppDeps } from '../context.ts';
import {
  assistantVersions,
  publishDraft,
  readKnowledgeFiles,
  removeAssistant,
  restoreVersion,
} from '../routes/assistants/actions.ts';
import { UpdateAssistantSchema } from '../routes/assistants/schemas.ts';
import { Alert, Csrf, when } from './layout.tsx';
import { type Message, parseForm, problem, signedInPage, statusOf } from './render.tsx';
import { currentUser, type DashEnv, field, fieldList, fileList } from './session.ts';

type C = Context<DashEnv>;
const SHOWN_ENTRIES = 50;

function DraftForm({ c, deps, a }: { c: C; deps: AppDeps; a: AssistantRecord }) {
  return (
    <form method="post" action={`/dashboard/assistants/${a.id}`}>
      <Csrf token={c.get('csrf')} />
      <label for="name">Name</label>
      <input id="name" name="name" maxlength={120} value={a.name} required />
      <label for="system_prompt">System prompt</label>
      <textarea id="system_prompt" name="system_prompt" rows={5} maxlength={20000}>
        {a.systemPrompt}
      </textarea>
      <fieldset>
        <legend>Tools</legend>
        {deps.registry.names().map((name) => (
          <div>
            <input
              type="checkbox"
              id={`tool-${name}`}
              name="tools"
              value={name}
              checked={a.tools.includes(name)}
            />
            <label for={`tool-${name}`}>
              <code>{name}</code> <span class="muted">{deps.registry.get(name)?.description}</span>
            </label>
          </div>
        ))}
      </fieldset>
      <button type="submit">Save draft</button>
    </form>
  );
}

async function editPage(c: C, deps: AppDeps, id: string, message: Message = {}, status = 200) {
  const companyId = currentUser(c).companyId;
  const a = await getAssistant(deps.db, companyId, id);
  const [knowledge, versions] = await Promise.all([
    listKnowledge(deps.db, companyId, id),
    assistantVersions(deps, companyId, id),
  ]);
  const state =
    a.deployedVersion === null
      ? 'Draft, never deployed.'
      : `Deployed version ${a.deployedVersion}${a.draftChanged ? '; the draft has changes not deployed yet.' : '.'}`;
  const csrf = c.get('csrf');
  return signedInPage(
    c,
    a.name,
    <>
      <Alert {...message} />
      <p class="row">
        <span data-testid="status">{state}</span>
        <a href={`/dashboard/assistants/${a.id}/test`}>Open the test panel</a>
      </p>
      <section class="card" aria-labelledby="draft">
        <h2 id="draft">Draft</h2>
        <DraftForm c={c} deps={deps} a={a} />
      </section>
      <section class="card" aria-labelledby="deploy">
        <h2 id="deploy">Deploy or delete</h2>
        <p>Deploying publishes the draft and its knowledge as a new version; chat uses it at once.</p>
        <form method="post" action={`/dashboard/assistants/${a.id}/deploy`}>
          <Csrf token={csrf} />
          <button type="submit">Deploy</button>
        </form>
        <form method="post" action={`/dashboard/assistants/${a.id}/delete`}>
          <Csrf token={csrf} />
          <button type="submit" class="danger">
            Delete this assistant
          </button>
        </form>
        <p class="muted">Deleting removes its versions, knowledge and conversations, and cannot be undone.</p>
      </section>
      <section class="card" aria-labelledby="knowledge">
        <h2 id="knowledge">Knowledge ({knowledge.length} entries)</h2>
        <form method="post" action={`/dashboard/assistants/${a.id}/knowledge`} enctype="multipart/form-data">
          <Csrf token={csrf} />
          <label for="file">
            Upload files ({KNOWLEDGE_FILE_TYPES.join(', ')}; a CSV has question,answer columns)
          </label>
          <input id="file" name="file" type="file" multiple required />
          <button type="submit">Upload</button>
        </form>
        <table>
          <caption class="muted">
            {knowledge.length > SHOWN_ENTRIES ? `The first ${SHOWN_ENTRIES} entries` : 'Entries'}
          </caption>
          <thead>
            <tr>
              <th scope="col">Question or section</th>
              <th scope="col">Kind</th>
              <th scope="col">Source</th>
            </tr>
          </thead>
          <tbody>
            {knowledge.slice(0, SHOWN_ENTRIES).map((k) => (
              <tr>
                <td>{k.question}</td>
                <td>{k.kind}</td>
                <td>{k.source}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section class="card" aria-labelledby="versions">
        <h2 id="versions">Version history</h2>
        {versions.length === 0 ? (
          <p>Not deployed yet.</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th scope="col">Version</th>
                <th scope="col">Deployed at</th>
                <th scope="col">Knowledge</th>
                <th scope="col">Tools</th>
                <th scope="col">In use</th>
              </tr>
            </thead>
            <tbody>
              {versions.map((v) => (
                <tr>
                  <td>v{v.version}</td>
                  <td>{when(v.created_at)}</td>
                  <td>{v.knowledge_entries}</td>
                  <td>{v.tools.join(', ')}</td>
                  <td>
                    {v.deployed ? (
                      'in use'
                    ) : (
                      <form method="post" action={`/dashboard/assistants/${a.id}/rollback`}>
                        <Csrf token={csrf} />
                        <input type="hidden" name="version" value={String(v.version)} />
                        <button class="link" type="submit" aria-label={`Use version ${v.version} again`}>
                          Use again
                        </button>
                      </form>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>,
    status,
  );
}

/** Runs a change and shows the assistant page with its outcome; form mistakes show there with their status. */
async function act(c: C, deps: AppDeps, change: (companyId: string, id: string) => Promise<string>) {
  const id = c.req.param('id') ?? '';
  const companyId = currentUser(c).companyId;
  await getAssistant(deps.db, companyId, id);
  try {
    const notice = await change(companyId, id);
    return editPage(c, deps, id, { notice });
  } catch (error) {
    return editPage(c, deps, id, { error: problem(error) }, statusOf(error));
  }
}

/** One assistant: edit the draft, upload knowledge, deploy, version history and rollback. */
export function registerAssistantEdit(app: Hono<DashEnv>, deps: AppDeps): void {
  app.get('/assistants/:id', (c) =>
    editPage(c, deps, c.req.param('id'), {
      notice: c.req.query('created')
        ? 'Created. Edit the draft, try it in the test panel, then deploy.'
        : undefined,
    }),
  );
  app.post('/assistants/:id', (c) =>
    act(c, deps, async (companyId, id) => {
      const input = parseForm(UpdateAssistantSchema, {
        name: (await field(c, 'name')).trim(),
        system_prompt: await field(c, 'system_prompt'),
        tools: await fieldList(c, 'tools'),
      });
      await updateAssistant(deps, companyId, id, {
        name: input.name,
        systemPrompt: input.system_prompt,
        tools: input.tools,
      });
      return 'Draft saved. Deploy to publish it.';
    }),
  );
  app.post('/assistants/:id/knowledge', (c) =>
    act(c, deps, async (companyId, id) => {
      const files = await readKnowledgeFiles(await fileList(c, 'file'));
      const added = await addKnowledge(
        deps.db,
        companyId,
        id,
        files.flatMap((f) => f.entries),
      );
      return `Added ${added} entries from ${files.map((f) => f.name).join(', ')}. Deploy to publish them.`;
    }),
  );
  app.post('/assistants/:id/deploy', (c) =>
    act(c, deps, async (companyId, id) => {
      const deployed = await publishDraft(deps, companyId, id);
      return `Deployed version ${deployed.deployedVersion}.`;
    }),
  );
  app.post('/assistants/:id/delete', async (c) => {
    await removeAssistant(deps, currentUser(c).companyId, c.req.param('id'));
    return c.redirect('/dashboard?deleted=1', 303);
  });
  app.post('/assistants/:id/rollback', (c) =>
    act(c, deps, async (companyId, id) => {
      const version = Number(await field(c, 'version'));
      await restoreVersion(deps, companyId, id, version);
      return `Chat uses version ${version} again.`;
    }),
  );
}
