import type { Context, Hono } from 'hono';
import type { AppDeps } from '../context.ts';
import { WebhookInput } from '../routes/webhooks/schemas.ts';
import { Alert, Csrf, when } from './layout.tsx';
import { type Message, parseForm, problem, signedInPage, statusOf } from './render.tsx';
import { currentUser, type DashEnv, field } from './session.ts';

type C = Context<DashEnv>;
interface Shown extends Message {
  /** The signing secret, shown once after creating an endpoint. */
  secret?: string | undefined;
}
const BASE = '/dashboard/integrations/webhooks';

async function listPage(c: C, deps: AppDeps, shown: Shown = {}, status = 200) {
  const endpoints = await deps.webhooks.list(currentUser(c).companyId);
  const csrf = c.get('csrf');
  return signedInPage(
    c,
    'Outbound webhooks',
    <>
      <p>
        <a href="/dashboard/integrations">Channels</a>
      </p>
      <Alert error={shown.error} notice={shown.notice} />
      {shown.secret ? (
        <div class="card" role="status">
          <p>The signing secret — copy it now, it is shown only once:</p>
          <code class="secret" data-testid="webhook-secret">
            {shown.secret}
          </code>
        </div>
      ) : null}
      <div class="card">
        {endpoints.length === 0 ? (
          <p>No endpoints yet.</p>
        ) : (
          <table>
            <caption class="muted">Endpoints that receive your company's events</caption>
            <thead>
              <tr>
                <th scope="col">URL</th>
                <th scope="col">Events</th>
                <th scope="col">State</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {endpoints.map((e) => (
                <tr>
                  <td>
                    <a href={`${BASE}/${e.id}`}>{e.url}</a>
                  </td>
                  <td>{e.event_types?.join(', ') ?? 'all'}</td>
                  <td>{e.enabled ? 'enabled' : `disabled (${e.disabled_reason ?? 'by user'})`}</td>
                  <td>
                    <form method="post" action={`${BASE}/${e.id}/delete`}>
                      <Csrf token={csrf} />
                      <button class="link" type="submit" aria-label={`Delete ${e.url}`}>
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
      <section class="card" aria-labelledby="new-webhook">
        <h2 id="new-webhook">New endpoint</h2>
        <form method="post" action={BASE}>
          <Csrf token={csrf} />
          <label for="url">URL</label>
          <input id="url" name="url" type="url" maxlength={2000} required />
          <label for="event_types">Event types (comma-separated; empty for all)</label>
          <input id="event_types" name="event_types" placeholder="message.sent, task.completed" />
          <label for="description">Description (optional)</label>
          <input id="description" name="description" maxlength={500} />
          <button type="submit">Add endpoint</button>
        </form>
      </section>
    </>,
    status,
  );
}

async function endpointPage(c: C, deps: AppDeps, id: string, shown: Shown = {}, status = 200) {
  const companyId = currentUser(c).companyId;
  const endpoint = await deps.webhooks.get(companyId, id);
  const deliveries = await deps.webhooks.deliveries(companyId, id);
  const csrf = c.get('csrf');
  return signedInPage(
    c,
    `Webhook ${endpoint.url}`,
    <>
      <p>
        <a href={BASE}>All endpoints</a>
      </p>
      <Alert error={shown.error} notice={shown.notice} />
      <form method="post" action={`${BASE}/${id}/test`}>
        <Csrf token={csrf} />
        <button type="submit">Send a test event</button>
      </form>
      <section class="card scroll" aria-labelledby="deliveries">
        <h2 id="deliveries">Delivery log</h2>
        {deliveries.length === 0 ? (
          <p>No deliveries yet.</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th scope="col">Event</th>
                <th scope="col">Status</th>
                <th scope="col">Attempts</th>
                <th scope="col">Created</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {deliveries.map((d) => (
                <tr>
                  <td>
                    {d.event_type} <code>{d.event_id}</code>
                  </td>
                  <td>{d.status}</td>
                  <td>
                    {d.attempts.map((a) => (
                      <div>
                        #{a.attempt}: {a.status_code ?? a.error ?? '—'} in {a.latency_ms} ms
                      </div>
                    ))}
                  </td>
                  <td>{when(d.created_at)}</td>
                  <td>
                    <form method="post" action={`${BASE}/${id}/replay`}>
                      <Csrf token={csrf} />
                      <input type="hidden" name="event_id" value={d.event_id} />
                      <button class="link" type="submit" aria-label={`Replay ${d.event_id}`}>
                        Replay
                      </button>
                    </form>
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

/** Outbound webhooks: endpoints (secret shown once), their delivery log, replays and test events. */
export function registerWebhookPages(app: Hono<DashEnv>, deps: AppDeps): void {
  app.get('/integrations/webhooks', (c) => listPage(c, deps));
  app.post('/integrations/webhooks', async (c) => {
    try {
      const types = (await field(c, 'event_types'))
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean);
      const description = (await field(c, 'description')).trim();
      const input = parseForm(WebhookInput, {
        url: await field(c, 'url'),
        event_types: types.length ? types : null,
        description: description || null,
      });
      const created = await deps.webhooks.create(currentUser(c).companyId, input);
      return listPage(c, deps, { notice: `Added ${created.url}.`, secret: created.secret });
    } catch (error) {
      return listPage(c, deps, { error: problem(error) }, statusOf(error));
    }
  });
  app.get('/integrations/webhooks/:id', (c) => endpointPage(c, deps, c.req.param('id')));
  app.post('/integrations/webhooks/:id/delete', async (c) => {
    await deps.webhooks.remove(currentUser(c).companyId, c.req.param('id'));
    return listPage(c, deps, { notice: 'Endpoint deleted.' });
  });
  app.post('/integrations/webhooks/:id/test', async (c) => {
    const id = c.req.param('id');
    const sent = await deps.webhooks.sendTest(currentUser(c).companyId, id);
    return endpointPage(c, deps, id, { notice: `Test event ${sent.event_id} queued.` });
  });
  app.post('/integrations/webhooks/:id/replay', async (c) => {
    const id = c.req.param('id');
    const companyId = currentUser(c).companyId;
    await deps.webhooks.get(companyId, id);
    try {
      const { delivery_ids } = await deps.webhooks.replay(companyId, id, {
        eventId: await field(c, 'event_id'),
      });
      return endpointPage(c, deps, id, { notice: `Replay queued (${delivery_ids.length} delivery).` });
    } catch (error) {
      return endpointPage(c, deps, id, { error: problem(error) }, statusOf(error));
    }
  });
}
