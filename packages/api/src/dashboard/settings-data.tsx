import { updateCompanyName } from '@colloquy/accounts';
import { findCompany } from '@colloquy/db';
import { DATASET_EXTENSIONS } from '@colloquy/nlq';
import type { Context, Hono } from 'hono';
import type { AppDeps } from '../context.ts';
import { importUploads } from '../routes/datasets/import.ts';
import { Alert, Csrf, SettingsNav } from './layout.tsx';
import { type Message, problem, signedInPage, statusOf } from './render.tsx';
import { currentUser, type DashEnv, field, fileList } from './session.ts';

type C = Context<DashEnv>;

async function companyPage(c: C, deps: AppDeps, message: Message = {}, status = 200) {
  const company = await findCompany(deps.db, currentUser(c).companyId);
  return signedInPage(
    c,
    'Company',
    <>
      <SettingsNav current="company" />
      <div class="card">
        <Alert {...message} />
        <form method="post" action="/dashboard/settings/company">
          <Csrf token={c.get('csrf')} />
          <label for="company-name">Company name</label>
          <input id="company-name" name="name" maxlength={200} value={company?.name ?? ''} required />
          <button type="submit">Save</button>
        </form>
        <p class="muted">
          Company id: <code>{company?.id}</code>
        </p>
      </div>
    </>,
    status,
  );
}

async function datasetsPage(c: C, deps: AppDeps, message: Message = {}, status = 200) {
  const tables = await deps.datasets.list(currentUser(c).companyId);
  const csrf = c.get('csrf');
  return signedInPage(
    c,
    'Datasets',
    <>
      <SettingsNav current="datasets" />
      <div class="card">
        <Alert {...message} />
        <form method="post" action="/dashboard/settings/datasets" enctype="multipart/form-data">
          <Csrf token={csrf} />
          <label for="dataset-file">Upload a file ({DATASET_EXTENSIONS.join(', ')})</label>
          <input id="dataset-file" name="file" type="file" required />
          <label for="dataset-name">Dataset name (optional; else the file name)</label>
          <input id="dataset-name" name="name" maxlength={63} pattern="[A-Za-z][A-Za-z0-9_]*" />
          <div>
            <input id="dataset-replace" name="replace" type="checkbox" value="true" />
            <label for="dataset-replace" class="check">
              Replace a dataset of the same name
            </label>
          </div>
          <button type="submit">Upload</button>
        </form>
      </div>
      <div class="card">
        {tables.length === 0 ? (
          <p>No datasets yet.</p>
        ) : (
          <table>
            <caption class="muted">Your datasets</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Rows</th>
                <th scope="col">Columns</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {tables.map((t) => (
                <tr>
                  <td>
                    <a href={`/dashboard/settings/datasets/${encodeURIComponent(t.name)}`}>{t.name}</a>
                  </td>
                  <td>{t.rowCount}</td>
                  <td>{t.columns.map((col) => col.name).join(', ')}</td>
                  <td>
                    <form
                      method="post"
                      action={`/dashboard/settings/datasets/${encodeURIComponent(t.name)}/delete`}
                    >
                      <Csrf token={csrf} />
                      <button class="link" type="submit" aria-label={`Delete ${t.name}`}>
                        Delete
                      </button>
                    </form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </>,
    status,
  );
}

async function previewPage(c: C, deps: AppDeps, name: string) {
  const d = await deps.datasets.describe(currentUser(c).companyId, name);
  return signedInPage(
    c,
    `Dataset ${name}`,
    <>
      <SettingsNav current="datasets" />
      <p>
        {d.table.rowCount} rows. <a href="/dashboard/settings/datasets">All datasets</a>
      </p>
      <div class="card scroll">
        <table>
          <caption class="muted">
            {d.preview.truncated ? `The first ${d.preview.rows.length} rows` : 'All rows'}
          </caption>
          <thead>
            <tr>
              {d.preview.columns.map((col) => (
                <th scope="col">{col}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {d.preview.rows.map((row) => (
              <tr>
                {row.map((cell) => (
                  <td>{cell === null ? '' : String(cell)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>,
  );
}

/** Settings: the company profile and datasets (upload, preview, delete). */
export function registerDataSettings(app: Hono<DashEnv>, deps: AppDeps): void {
  app.get('/settings/company', (c) => companyPage(c, deps));
  app.post('/settings/company', async (c) => {
    try {
      await updateCompanyName(deps.db, currentUser(c).companyId, await field(c, 'name'));
      return companyPage(c, deps, { notice: 'Saved.' });
    } catch (error) {
      return companyPage(c, deps, { error: problem(error) }, statusOf(error));
    }
  });

  app.get('/settings/datasets', (c) => datasetsPage(c, deps));
  app.post('/settings/datasets', async (c) => {
    try {
      const tables = await importUploads(deps, currentUser(c).companyId, await fileList(c, 'file'), {
        name: (await field(c, 'name')).trim() || undefined,
        replace: (await field(c, 'replace')) === 'true',
      });
      return datasetsPage(c, deps, { notice: `Imported ${tables.map((t) => t.name).join(', ')}.` });
    } catch (error) {
      return datasetsPage(c, deps, { error: problem(error) }, statusOf(error));
    }
  });
  app.get('/settings/datasets/:name', (c) => previewPage(c, deps, c.req.param('name')));
  app.post('/settings/datasets/:name/delete', async (c) => {
    const name = c.req.param('name');
    await deps.datasets.delete(currentUser(c).companyId, name);
    return datasetsPage(c, deps, { notice: `Deleted ${name}.` });
  });
}
