import { NotFoundError, randomToken } from '@colloquy/core';
import { listAssistants } from '@colloquy/db';
import type { Context, Hono } from 'hono';
import type { AppDeps } from '../context.ts';
import { createChannel } from '../routes/channels/manage.ts';
import { IntegrationInput, present } from '../routes/channels/schemas.ts';
import { Alert, Csrf } from './layout.tsx';
import { type Message, parseForm, problem, signedInPage, statusOf } from './render.tsx';
import { currentUser, type DashEnv } from './session.ts';

type C = Context<DashEnv>;
interface Shown extends Message {
  /** Shown once after creating an e-mail channel. */
  inboundToken?: string | undefined;
  /** The kind whose form failed, to keep it open. */
  kind?: string | undefined;
}

interface FieldSpec {
  name: string;
  label: string;
  type?: string;
  multiline?: boolean;
  optional?: boolean;
}

const KINDS: { kind: string; title: string; fields: FieldSpec[] }[] = [
  {
    kind: 'webchat',
    title: 'Live chat widget',
    fields: [
      { name: 'allowed_origins', label: 'Sites allowed to embed it (one origin a line)', multiline: true },
    ],
  },
  {
    kind: 'whatsapp',
    title: 'WhatsApp',
    fields: [
      { name: 'phone_number_id', label: 'Phone number ID' },
      { name: 'access_token', label: 'Access token', type: 'password' },
      { name: 'app_secret', label: 'App secret', type: 'password' },
      { name: 'verify_token', label: 'Webhook verify token', type: 'password' },
    ],
  },
  {
    kind: 'email',
    title: 'E-mail',
    fields: [
      { name: 'inbound_address', label: 'Inbound address', type: 'email' },
      { name: 'smtp_host', label: 'SMTP host (optional)', optional: true },
      { name: 'smtp_port', label: 'SMTP port (optional)', type: 'number', optional: true },
      { name: 'smtp_user', label: 'SMTP user (optional)', optional: true },
      { name: 'smtp_pass', label: 'SMTP password (optional)', type: 'password', optional: true },
    ],
  },
  {
    kind: 'sms',
    title: 'SMS',
    fields: [
      { name: 'account_sid', label: 'Account SID' },
      { name: 'auth_token', label: 'Auth token', type: 'password' },
      { name: 'from_number', label: 'From number (E.164, e.g. +15551234567)', type: 'tel' },
    ],
  },
];

const HANDSHAKE_TIMEOUT_MS = 10_000;

/**
 * Runs Meta's verification handshake against this server's public webhook URL, as Meta will: a GET with the
 * stored verify token and a random challenge, which must come back as the body. It proves the URL reaches us.
 */
async function whatsappHandshake(
  publicUrl: string,
  verifyToken: string,
): Promise<{ ok: boolean; url: string; problem?: string }> {
  const url = `${publicUrl}/v1/channels/whatsapp/webhook`;
  const challenge = randomToken(16);
  const query = new URLSearchParams({
    'hub.mode': 'subscribe',
    'hub.verify_token': verifyToken,
    'hub.challenge': challenge,
  });
  try {
    const res = await fetch(`${url}?${query}`, { signal: AbortSignal.timeout(HANDSHAKE_TIMEOUT_MS) });
    const body = await res.text();
    if (res.status === 200 && body === challenge) return { ok: true, url };
    return {
      ok: false,
      url,
      problem: `it answered ${res.status}${res.status === 200 ? ' without the challenge' : ''}`,
    };
  } catch (error) {
    return { ok: false, url, problem: `it could not be reached (${(error as Error).message})` };
  }
}

/** The API's channel input from a form: empty optional fields left out, lists and numbers converted. */
function channelInput(form: Record<string, unknown>): unknown {
  const spec = KINDS.find((k) => k.kind === form.kind);
  const input: Record<string, unknown> = { kind: form.kind, assistant_id: form.assistant_id };
  if (typeof form.name === 'string' && form.name.trim()) input.name = form.name;
  for (const f of spec?.fields ?? []) {
    const raw = typeof form[f.name] === 'string' ? (form[f.name] as string).trim() : '';
    if (f.name === 'allowed_origins') input[f.name] = raw.split(/\s+/).filter(Boolean);
    else if (raw === '' && f.optional) continue;
    else input[f.name] = f.type === 'number' ? Number(raw) : raw;
  }
  return input;
}

async function integrationsPage(c: C, deps: AppDeps, shown: Shown = {}, status = 200) {
  const companyId = currentUser(c).companyId;
  const [channels, assistants] = await Promise.all([
    deps.channels.integrations.list(companyId),
    listAssistants(deps.db, companyId),
  ]);
  const names = new Map(assistants.map((a) => [a.id, a.name]));
  const publicUrl = deps.settings.publicUrl;
  const csrf = c.get('csrf');
  return signedInPage(
    c,
    'Integrations',
    <>
      <p>
        <a href="/dashboard/integrations/webhooks">Outbound webhooks</a>
      </p>
      <Alert error={shown.error} notice={shown.notice} />
      {shown.inboundToken ? (
        <div class="card" role="status">
          <p>The inbound webhook credential (Authorization: Bearer) — copy it now, it is shown only once:</p>
          <code class="secret" data-testid="inbound-token">
            {shown.inboundToken}
          </code>
        </div>
      ) : null}
      <section class="card" aria-labelledby="channels">
        <h2 id="channels">Channels</h2>
        {channels.length === 0 ? (
          <p>No channels connected yet.</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Kind</th>
                <th scope="col">Assistant</th>
                <th scope="col">Connect</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {channels.map((raw) => {
                const ch = present(raw, publicUrl);
                return (
                  <tr>
                    <td>{ch.name}</td>
                    <td>{ch.kind}</td>
                    <td>{names.get(ch.assistant_id) ?? ch.assistant_id}</td>
                    <td>
                      {ch.widget_snippet ? (
                        <code class="secret" data-testid="widget-snippet">
                          {ch.widget_snippet}
                        </code>
                      ) : ch.webhook_url ? (
                        <code>{ch.webhook_url}</code>
                      ) : null}
                    </td>
                    <td>
                      {ch.kind === 'whatsapp' ? (
                        <form method="post" action={`/dashboard/integrations/channels/${ch.id}/handshake`}>
                          <Csrf token={csrf} />
                          <button class="link" type="submit" aria-label={`Test the webhook of ${ch.name}`}>
                            Test webhook
                          </button>
                        </form>
                      ) : null}
                      <form method="post" action={`/dashboard/integrations/channels/${ch.id}/delete`}>
                        <Csrf token={csrf} />
                        <button class="link" type="submit" aria-label={`Delete ${ch.name}`}>
                          Delete
                        </button>
                      </form>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </section>
      {assistants.length === 0 ? (
        <p class="card">
          Create an <a href="/dashboard">assistant</a> first: every channel talks to one.
        </p>
      ) : (
        KINDS.map((k) => (
          <section class="card" aria-labelledby={`new-${k.kind}`}>
            <h2 id={`new-${k.kind}`}>Connect {k.title}</h2>
            <form method="post" action="/dashboard/integrations/channels">
              <Csrf token={csrf} />
              <input type="hidden" name="kind" value={k.kind} />
              <label for={`${k.kind}-name`}>Name (optional)</label>
              <input id={`${k.kind}-name`} name="name" maxlength={100} />
              <label for={`${k.kind}-assistant`}>Assistant</label>
              <select id={`${k.kind}-assistant`} name="assistant_id">
                {assistants.map((a) => (
                  <option value={a.id}>{a.name}</option>
                ))}
              </select>
              {k.fields.map((f) => (
                <>
                  <label for={`${k.kind}-${f.name}`}>{f.label}</label>
                  {f.multiline ? (
                    <textarea id={`${k.kind}-${f.name}`} name={f.name} rows={2} required={!f.optional} />
                  ) : (
                    <input
                      id={`${k.kind}-${f.name}`}
                      name={f.name}
                      type={f.type ?? 'text'}
                      required={!f.optional}
                      autocomplete="off"
                    />
                  )}
                </>
              ))}
              <button type="submit">Connect {k.title}</button>
            </form>
          </section>
        ))
      )}
    </>,
    status,
  );
}

/** Integrations: the company's channels (list, connect, delete); webhooks are on their own page. */
export function registerIntegrations(app: Hono<DashEnv>, deps: AppDeps): void {
  app.get('/integrations', (c) => integrationsPage(c, deps));
  app.post('/integrations/channels', async (c) => {
    const form = await c.req.parseBody();
    try {
      const input = parseForm(IntegrationInput, channelInput(form));
      const { integration, once } = await createChannel(deps, currentUser(c).companyId, input);
      return integrationsPage(c, deps, {
        notice: `Connected ${integration.name}.`,
        inboundToken: once.inbound_token,
      });
    } catch (error) {
      return integrationsPage(c, deps, { error: problem(error) }, statusOf(error));
    }
  });
  app.post('/integrations/channels/:id/handshake', async (c) => {
    const found = await deps.channels.integrations.resolveById(currentUser(c).companyId, c.req.param('id'));
    if (!found) throw new NotFoundError('No such channel');
    if (found.record.kind !== 'whatsapp')
      return integrationsPage(
        c,
        deps,
        { error: 'Only WhatsApp channels have a verification handshake.' },
        422,
      );
    const result = await whatsappHandshake(deps.settings.publicUrl, found.secrets.verify_token ?? '');
    return result.ok
      ? integrationsPage(c, deps, { notice: `The webhook answered the handshake at ${result.url}.` })
      : integrationsPage(c, deps, { error: `The handshake failed at ${result.url}: ${result.problem}` }, 502);
  });
  app.post('/integrations/channels/:id/delete', async (c) => {
    await deps.channels.integrations.remove(currentUser(c).companyId, c.req.param('id'));
    return integrationsPage(c, deps, { notice: 'Channel deleted.' });
  });
}
