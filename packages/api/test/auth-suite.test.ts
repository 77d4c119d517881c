import { createAccounts } from '@colloquy/accounts';
import { createLogger } from '@colloquy/core';
import { createTestDatabase, testBackends } from '@colloquy/db/testing';
import { findChromium } from '@colloquy/reports';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHarness, errorBody, type Harness, MASTER_KEY, PUBLIC_URL, type Tenant } from './harness.ts';

/**
 * The shared auth suite: every secured operation in the OpenAPI document gets every bad credential,
 * and every operation that takes a company id gets another company's id.
 */
interface Operation {
  method: string;
  path: string;
  security: string;
  takesCompanyQuery: boolean;
  takesCompanyBody: boolean;
}

/** A tenant's ids that routes take in paths, queries and bodies. */
interface Fixture {
  companyId: string;
  assistantId: string;
  conversationId: string;
  datasetName: string;
  taskId: string;
  reviewDatasetId: string;
  webhookId: string;
  screeningId: string;
  personId: string;
  teamId: string;
  busyId: string;
  leaveRequestId: string;
  integrationId: string;
  /** Quotes in the states the lifecycle routes start from. */
  quotes: { draft: string; sent: string; accepted: string };
}

// Valid bodies for operations that take one; a new body route without an entry fails the coverage test.
const chat = (f: Fixture) => ({ assistant_id: f.assistantId, message: 'hello', channel: 'web' });
const SAMPLE_BODIES: Record<string, (f: Fixture) => unknown> = {
  'post /v1/data/update': (f) => ({ company_id: f.companyId, records: [{ name: 'n', value: 1 }] }),
  'post /v2/data/update': (f) => ({ company_id: f.companyId, records: [{ name: 'n', value: 1 }] }),
  'post /v1/chat': chat,
  'post /v2/chat': chat,
  'post /v1/tasks/execute': () => ({ task: 'create_ticket', params: { title: 'Suite ticket' } }),
  'post /v2/tasks/execute': () => ({ task: 'create_ticket', params: { title: 'Suite ticket' } }),
  'post /v1/assistants': () => ({ name: 'Suite', template: 'customer-engagement' }),
  'patch /v1/assistants/{assistant_id}': () => ({ name: 'Renamed' }),
  'post /v1/assistants/{assistant_id}/deploy': () => ({}),
  'post /v1/assistants/{assistant_id}/rollback': () => ({ version: 1 }),
  'post /v1/assistants/{assistant_id}/knowledge': () => ({ faq: [{ question: 'Q?', answer: 'A.' }] }),
  'post /v1/assistants/{assistant_id}/test': () => ({ message: 'hello' }),
  'post /v1/conversations/{conversation_id}/messages': () => ({ message: 'A person here.' }),
  'delete /v1/assistants/{assistant_id}': () => ({}),
  'post /v1/assistants/{assistant_id}/knowledge/files': () => faqFile(),
  'put /v1/settings/llm': () => ({ base_url: 'http://127.0.0.1:9/v1', model: 'suite-model' }),
  'put /v1/settings/smtp': () => ({ host: '127.0.0.1', port: 9, from: 'suite@example.com' }),
  'delete /v1/settings/smtp': () => ({}),
  'post /v1/settings/smtp/test': () => ({ to: 'suite@example.com' }),
  'delete /v1/settings/llm': () => ({}),
  'post /v1/reviews/analyze': () => ({ texts: ['Great battery, awful screen.'] }),
  'post /v1/reviews/datasets': () => ({
    name: 'Suite reviews',
    reviews: [{ text: 'Works well.', rating: 4 }],
  }),
  'post /v1/reviews/datasets/{dataset_id}/analyze': () => ({}),
  'post /v1/datasets': () => datasetFile(),
  'delete /v1/datasets/{name}': () => ({}),
  'post /v1/data/query': () => ({ question: 'how many rows are in suite' }),
  'post /v1/data/relationships': () => SUITE_RELATIONSHIP,
  'delete /v1/data/relationships': () => SUITE_RELATIONSHIP,
  'post /v2/data/query': () => ({ question: 'how many rows are in suite' }),
  'post /v1/webhooks': () => ({ url: 'https://example.com/hooks/suite', event_types: ['message.sent'] }),
  'patch /v1/webhooks/{webhook_id}': () => ({ description: 'Renamed' }),
  'delete /v1/webhooks/{webhook_id}': () => ({}),
  'post /v1/webhooks/{webhook_id}/rotate-secret': () => ({}),
  'post /v1/webhooks/{webhook_id}/replay': () => ({ since: '2020-01-01T00:00:00Z' }),
  'post /v1/webhooks/{webhook_id}/test': () => ({}),
  'post /v1/screenings': () => screeningForm(),
  'post /v1/directory/people': () => ({ name: 'Suite Person', email: `suite-${++unique}@example.com` }),
  'patch /v1/directory/people/{person_id}': () => ({ name: 'Renamed Person' }),
  'delete /v1/directory/people/{person_id}': () => ({}),
  'post /v1/directory/teams': () => ({ name: `Suite team ${++unique}` }),
  'patch /v1/directory/teams/{team_id}': () => ({ name: `Renamed team ${++unique}` }),
  'delete /v1/directory/teams/{team_id}': () => ({}),
  'post /v1/directory/people/{person_id}/busy': () => ({
    intervals: [{ start: '2030-01-07T09:00:00Z', end: '2030-01-07T10:00:00Z' }],
  }),
  'post /v1/directory/people/{person_id}/busy/ics': () => icsFile(),
  'delete /v1/directory/people/{person_id}/busy/{busy_id}': () => ({}),
  'post /v1/leave-requests/{leave_request_id}/approve': () => ({}),
  'post /v1/leave-requests/{leave_request_id}/reject': () => ({}),
  'post /v1/channels': (f) => ({
    kind: 'webchat',
    assistant_id: f.assistantId,
    allowed_origins: ['https://shop.example.com'],
  }),
  'patch /v1/channels/{integration_id}': () => ({ name: 'Renamed channel' }),
  'delete /v1/channels/{integration_id}': () => ({}),
  ...quoteBodies('v1'),
  ...quoteBodies('v2'),
};
function quoteBodies(version: string): Record<string, (f: Fixture) => unknown> {
  const quote = {
    customer: { name: 'Suite Customer', email: 'suite-customer@example.com' },
    currency: 'EUR',
    lines: [{ description: 'Suite item', quantity: 1, unit_price: 1000 }],
  };
  const item = { sku: 'SUITE-1', name: 'Suite item', unit_price: 1000, currency: 'EUR', tax_rate: 20 };
  return {
    [`post /${version}/quotes`]: () => quote,
    [`post /${version}/quotes/catalogue`]: () => ({ items: [item] }),
    [`put /${version}/quotes/settings`]: () => ({ valid_days: 30 }),
    [`patch /${version}/quotes/{quote_id}`]: () => ({ notes: 'Suite note' }),
    [`post /${version}/quotes/{quote_id}/send`]: () => ({}),
    [`post /${version}/quotes/{quote_id}/accept`]: () => ({}),
    [`post /${version}/quotes/{quote_id}/reject`]: () => ({}),
    [`post /${version}/quotes/{quote_id}/convert`]: () => ({}),
  };
}
// Quote lifecycle moves use up their quote: each good call gets a fresh one (see quoteIn).
const QUOTE_MOVE = /^post \/v[12]\/quotes\/\{quote_id\}\/(send|accept|reject|convert)$/;
type QuoteState = keyof Fixture['quotes'];
/** The state of the fixture quote a route starts from: accept/reject need a sent quote, convert an accepted one. */
const quoteStateFor = (path: string): QuoteState =>
  /\/(accept|reject)$/.test(path) ? 'sent' : path.endsWith('/convert') ? 'accepted' : 'draft';
let unique = 0;
// Operations that use up their fixture (a decided leave request cannot be decided again).
const CONSUMING = /^post \/v1\/leave-requests\/\{leave_request_id\}\//;
function icsFile(): FormData {
  const form = new FormData();
  const ics =
    'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:20300107T090000Z\r\nDTEND:20300107T100000Z\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';
  form.append('file', new File([ics], 'busy.ics', { type: 'text/calendar' }));
  return form;
}
function screeningForm(): FormData {
  const form = new FormData();
  form.append('job', JSON.stringify({ title: 'Accountant', must_have: ['Excel'] }));
  form.append(
    'files',
    new File(['Ada Lovelace\nAccountant\nSkills: Excel'], 'ada.txt', { type: 'text/plain' }),
  );
  return form;
}
const SUITE_RELATIONSHIP = { from_table: 'suite', from_column: 'id', to_table: 'suite', to_column: 'id' };
function datasetFile(): FormData {
  const form = new FormData();
  form.append('file', new File(['id,amount\n1,5\n'], 'suite.csv', { type: 'text/csv' }));
  return form;
}
function faqFile(): FormData {
  const form = new FormData();
  form.append('file', new File(['question,answer\nQ?,A.\n'], 'faq.csv', { type: 'text/csv' }));
  return form;
}

// Ids that name nothing, for the "unknown id" case.
const NOBODY: Fixture = {
  companyId: 'cmp_doesnotexist',
  assistantId: 'asst_doesnotexist',
  conversationId: 'conv_doesnotexist',
  datasetName: 'no_such_dataset',
  taskId: 'task_doesnotexist',
  reviewDatasetId: 'rvw_doesnotexist',
  webhookId: 'whk_doesnotexist',
  screeningId: 'scr_doesnotexist',
  personId: 'per_doesnotexist',
  teamId: 'team_doesnotexist',
  busyId: 'busy_doesnotexist',
  leaveRequestId: 'leave_doesnotexist',
  integrationId: 'chn_doesnotexist',
  quotes: { draft: 'quote_doesnotexist', sent: 'quote_doesnotexist', accepted: 'quote_doesnotexist' },
};

describe.each(testBackends())('auth suite on %s', (backend) => {
  let h: Harness;
  let own: Tenant;
  let other: Tenant;
  let revoked: Tenant;
  let expired: string;
  let foreign: string;
  let operations: Operation[];
  let ownIds: Fixture;
  let otherIds: Fixture;
  let datasets = 0;

  /** One of everything a route names by id: a tenant's shared fixture. */
  async function fixture(t: Tenant): Promise<Fixture> {
    const disposable = await disposableFixture(t);
    const task = await h.request('POST', '/v1/tasks/execute', {
      bearer: t.apiKey,
      json: { task: 'create_ticket', params: { title: 'Fixture ticket' } },
    });
    const { task_id } = (await task.json()) as { task_id: string };
    const reviews = await h.request('POST', '/v1/reviews/datasets', {
      bearer: t.apiKey,
      json: {
        name: 'Fixture reviews',
        reviews: ['Lovely product.', { text: 'Broke in a week.', rating: 1 }],
      },
    });
    const { id: reviewDatasetId } = (await reviews.json()) as { id: string };
    const screeningId = await screeningFixture(t);
    const quotes = await quoteFixture(t);
    return {
      ...disposable,
      quotes,
      screeningId,
      companyId: t.companyId,
      taskId: task_id,
      reviewDatasetId,
    };
  }

  /**
   * What deleting and deciding routes use up, so each such call gets its own: an assistant from a template,
   * deployed, with one conversation and a webchat channel; a dataset; a webhook; the directory's people,
   * team, busy time and leave request. Screenings and quotes stay out: no route deletes them, and quotes
   * cost a PDF each once sent.
   */
  async function disposableFixture(t: Tenant) {
    const created = await h.request('POST', '/v1/assistants', {
      bearer: t.apiKey,
      json: { name: 'Fixture', template: 'customer-engagement' },
    });
    const { assistant_id } = (await created.json()) as { assistant_id: string };
    await h.request('POST', `/v1/assistants/${assistant_id}/deploy`, { bearer: t.apiKey });
    const reply = await h.request('POST', '/v1/chat', {
      bearer: t.apiKey,
      json: { assistant_id, message: 'hello' },
    });
    const { conversation_id } = (await reply.json()) as { conversation_id: string };
    // Dataset names are unique across tenants, so another company's name names nothing of ours.
    const datasetName = `fixture_${++datasets}`;
    const form = new FormData();
    form.append('file', new File(['id,amount\n1,5\n'], 'fixture.csv'));
    form.append('name', datasetName);
    await h.request('POST', '/v1/datasets', { bearer: t.apiKey, form });
    const webhook = await h.request('POST', '/v1/webhooks', {
      bearer: t.apiKey,
      json: { url: 'https://example.com/hooks/fixture' },
    });
    const { id: webhookId } = (await webhook.json()) as { id: string };
    const channel = await h.request('POST', '/v1/channels', {
      bearer: t.apiKey,
      json: { kind: 'webchat', assistant_id, allowed_origins: ['https://fixture.example.com'] },
    });
    const { id: integrationId } = (await channel.json()) as { id: string };
    const directory = await directoryFixture(t);
    return {
      ...directory,
      assistantId: assistant_id,
      conversationId: conversation_id,
      datasetName,
      webhookId,
      integrationId,
    };
  }

  /** Three quotes of the tenant's: a draft, a sent one and an accepted one. */
  async function quoteFixture(t: Tenant): Promise<Fixture['quotes']> {
    return {
      draft: await quoteIn(t, 'draft'),
      sent: await quoteIn(t, 'sent'),
      accepted: await quoteIn(t, 'accepted'),
    };
  }

  /** A quote of the tenant's in `state`; sending prints its PDF (a Chromium page), so a draft is much cheaper. */
  async function quoteIn(t: Tenant, state: QuoteState): Promise<string> {
    const res = await h.request('POST', '/v1/quotes', {
      bearer: t.apiKey,
      json: SAMPLE_BODIES['post /v1/quotes']!({} as Fixture),
    });
    const { id } = (await res.json()) as { id: string };
    if (state !== 'draft') await h.request('POST', `/v1/quotes/${id}/send`, { bearer: t.apiKey, json: {} });
    if (state === 'accepted') await h.request('POST', `/v1/quotes/${id}/accept`, { bearer: t.apiKey });
    return id;
  }

  /** A completed résumé screening (its reports exist once the batch completed). */
  async function screeningFixture(t: Tenant): Promise<string> {
    const created = await h.request('POST', '/v1/screenings', { bearer: t.apiKey, form: screeningForm() });
    const { screening_id } = (await created.json()) as { screening_id: string };
    await vi.waitFor(
      async () => {
        const res = await h.request('GET', `/v1/screenings/${screening_id}`, { bearer: t.apiKey });
        expect(((await res.json()) as { status: string }).status).toBe('completed');
      },
      { timeout: 30_000, interval: 100 },
    );
    return screening_id;
  }

  /** A manager, an employee with a busy time and a pending leave request, and a team. */
  async function directoryFixture(t: Tenant) {
    const n = ++unique;
    const person = async (json: unknown) =>
      (
        (await (await h.request('POST', '/v1/directory/people', { bearer: t.apiKey, json })).json()) as {
          id: string;
        }
      ).id;
    const managerId = await person({ name: `Manager ${n}`, email: `manager-${n}@example.com` });
    const personId = await person({
      name: `Employee ${n}`,
      email: `employee-${n}@example.com`,
      manager_id: managerId,
      leave_balances: { annual: 30 },
    });
    const team = await h.request('POST', '/v1/directory/teams', {
      bearer: t.apiKey,
      json: { name: `Fixture team ${n}`, members: [personId] },
    });
    const busy = await h.request('POST', `/v1/directory/people/${personId}/busy`, {
      bearer: t.apiKey,
      json: { intervals: [{ start: '2030-01-08T09:00:00Z', end: '2030-01-08T10:00:00Z' }] },
    });
    const leave = await h.request('POST', '/v1/tasks/execute', {
      bearer: t.apiKey,
      json: {
        task: 'leave_request',
        params: { employee: personId, start_date: '2030-01-07', end_date: '2030-01-08', type: 'annual' },
      },
    });
    return {
      personId,
      teamId: ((await team.json()) as { id: string }).id,
      busyId: ((await busy.json()) as { data: { id: string }[] }).data[0]!.id,
      leaveRequestId: ((await leave.json()) as { result: { leave_request_id: string } }).result
        .leave_request_id,
    };
  }

  beforeAll(async () => {
    // With a worker: starting a review analysis queues a job.
    // The SMTP settings fixture points at 127.0.0.1:9, which only an allowlist lets a company save.
    h = await createHarness(backend, {}, undefined, { jobs: true, smtpAllowlist: ['127.0.0.1'] });
    own = await h.tenant('Own');
    other = await h.tenant('Other');
    revoked = await h.tenant('Revoked');
    await h.accounts.apiKeys.revoke(revoked.keyId);
    expired = await h.expiredToken(own);
    // Same claims, but signed by another installation's key.
    const elsewhere = await createTestDatabase('pglite');
    const foreignAccounts = await createAccounts({
      db: elsewhere.db,
      clock: { now: () => new Date() },
      logger: createLogger({ level: 'silent' }),
      masterKey: MASTER_KEY,
      issuer: PUBLIC_URL,
      tokenTtlSeconds: 3600,
    });
    foreign = (
      await foreignAccounts.tokens.issue({
        companyId: own.companyId,
        keyId: own.keyId,
        scopes: ['data:read'],
      })
    ).access_token;
    await elsewhere.drop();
    ownIds = await fixture(own);
    otherIds = await fixture(other);

    const doc = (await (await h.request('GET', '/openapi.json')).json()) as {
      components: { schemas: Record<string, unknown> };
      paths: Record<
        string,
        Record<
          string,
          {
            security?: Record<string, unknown>[];
            parameters?: { name: string }[];
            requestBody?: { content: Record<string, { schema: unknown }> };
          }
        >
      >;
    };
    // The body schema as text, with component references replaced by the components themselves.
    const resolved = (value: unknown): string =>
      JSON.stringify(value ?? {}).replace(/\{"\$ref":"#\/components\/schemas\/(\w+)"\}/g, (_, name: string) =>
        JSON.stringify(doc.components.schemas[name]),
      );
    operations = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const security = op.security?.[0] && Object.keys(op.security[0])[0];
        if (!security) continue;
        operations.push({
          method,
          path,
          security,
          takesCompanyQuery: (op.parameters ?? []).some((p) => p.name === 'company_id'),
          takesCompanyBody: resolved(op.requestBody).includes('"company_id"'),
        });
      }
    }
  });
  afterAll(() => h.close());

  async function call(op: Operation, credential: string | undefined, ids: Fixture = ownIds, header?: string) {
    const route = `${op.method} ${op.path}`;
    let f = ids;
    // Deleting or deciding with good credentials must not take the shared fixture away: such a call gets its own
    // (one that names nothing by id, like DELETE /v1/settings/smtp, takes nothing away).
    if (ids === ownIds && credential === good(op)) {
      if ((op.method === 'delete' || CONSUMING.test(route)) && op.path.includes('{'))
        f = { ...ids, ...(await disposableFixture(own)) };
      else if (QUOTE_MOVE.test(route)) {
        const state = quoteStateFor(op.path);
        f = { ...ids, quotes: { ...ids.quotes, [state]: await quoteIn(own, state) } };
      }
    }
    const query = op.takesCompanyQuery ? `?company_id=${f.companyId}` : '';
    const path = op.path
      .replace('{assistant_id}', f.assistantId)
      .replace('{conversation_id}', f.conversationId)
      .replace('{name}', f.datasetName)
      .replace('{task_id}', f.taskId)
      .replace('{dataset_id}', f.reviewDatasetId)
      .replace('{webhook_id}', f.webhookId)
      .replace('{screening_id}', f.screeningId)
      .replace('{person_id}', f.personId)
      .replace('{team_id}', f.teamId)
      .replace('{busy_id}', f.busyId)
      .replace('{leave_request_id}', f.leaveRequestId)
      .replace('{integration_id}', f.integrationId)
      .replace('{quote_id}', f.quotes[quoteStateFor(op.path)]);
    const sample = SAMPLE_BODIES[route];
    const headers: Record<string, string> = header ? { Authorization: header } : {};
    return h.request(op.method.toUpperCase(), `${path}${query}`, {
      ...(credential ? { bearer: credential } : {}),
      headers,
      ...(op.method === 'get' ? {} : bodyOf(sample ? sample(f) : {})),
    });
  }

  const bodyOf = (body: unknown) => (body instanceof FormData ? { form: body } : { json: body });

  /** Whether the operation names anything that belongs to a company (and so must hide other companies'). */
  const takesTenantIds = (op: Operation) =>
    op.takesCompanyQuery || op.takesCompanyBody || op.path.includes('{') || op.path.endsWith('/chat');

  const good = (op: Operation) => (op.security === 'apiKey' ? own.apiKey : own.token);

  it('covers every /v1 and /v2 route and documents its security', async () => {
    const secured = operations.map((o) => `${o.method} ${o.path}`);
    expect(secured).toEqual(
      expect.arrayContaining(['get /v1/data/retrieve', 'post /v2/data/update', 'post /v1/chat']),
    );
    const routes = h.app.routes
      .filter((r) => r.method !== 'ALL' && /^\/v[12]\//.test(r.path) && !r.path.startsWith('/v1/channels/'))
      .map((r) => `${r.method.toLowerCase()} ${r.path.replace(/:(\w+)/g, '{$1}')}`);
    for (const route of routes) expect(secured).toContain(route);
    for (const op of operations.filter((o) => o.method !== 'get')) {
      expect(SAMPLE_BODIES, `sample body for ${op.method} ${op.path}`).toHaveProperty(
        `${op.method} ${op.path}`,
      );
    }
    for (const op of operations)
      expect(op.security).toBe(op.path.startsWith('/v2/') ? 'accessToken' : 'apiKey');
  });

  it('lets the right credential through on every route', async () => {
    // Without a browser on the machine a PDF is answered 503 `pdf_unavailable` (with how to install one): that is
    // the documented answer there, and the only refusal a right credential may get.
    const noBrowser = findChromium(process.env.CHROMIUM_PATH) === undefined;
    for (const op of operations) {
      const res = await call(op, good(op));
      if (noBrowser && res.status === 503 && op.path.includes('pdf')) {
        expect((await errorBody(res)).error, `${op.method} ${op.path}`).toBe('pdf_unavailable');
        continue;
      }
      expect([200, 201, 202, 204, 501], `${op.method} ${op.path}`).toContain(res.status);
    }
  });

  it('answers 401 to a missing, malformed or unknown credential', async () => {
    for (const op of operations) {
      const cases: [string | undefined, string | undefined][] = [
        [undefined, undefined],
        [undefined, `Token ${good(op)}`],
        [undefined, 'Bearer'],
        [`cq_${'0'.repeat(40)}`, undefined],
        ['not-a-credential', undefined],
        [op.security === 'apiKey' ? 'cq_short' : 'eyJhbGciOiJFZERTQSJ9.e30.c2ln', undefined],
      ];
      for (const [bearer, header] of cases) {
        const res = await call(op, bearer, ownIds, header);
        expect(res.status, `${op.method} ${op.path} with ${bearer ?? header ?? 'nothing'}`).toBe(401);
        expect((await errorBody(res)).error).toBe('unauthorized');
        expect(res.headers.get('WWW-Authenticate')).toContain('Bearer');
      }
    }
  });

  it('answers 401 to a revoked key and to tokens from it', async () => {
    const revokedToken = revoked.token;
    for (const op of operations) {
      const res = await call(op, op.security === 'apiKey' ? revoked.apiKey : revokedToken, {
        ...ownIds,
        companyId: revoked.companyId,
      });
      expect(res.status, `${op.method} ${op.path}`).toBe(401);
      expect((await errorBody(res)).message).toMatch(/revoked/);
    }
  });

  it('answers 401 to expired and foreign-signed tokens, and to the wrong kind of credential', async () => {
    for (const op of operations) {
      if (op.security === 'accessToken') {
        const late = await call(op, expired);
        expect(late.status).toBe(401);
        expect((await errorBody(late)).message).toMatch(/expired/);
        const alien = await call(op, foreign);
        expect(alien.status).toBe(401);
        expect((await errorBody(alien)).message).toMatch(/not signed by this server/);
        const key = await call(op, own.apiKey);
        expect(key.status).toBe(401);
        expect((await errorBody(key)).message).toContain('/oauth/token');
      } else {
        const token = await call(op, own.token);
        expect(token.status).toBe(401);
        expect((await errorBody(token)).message).toContain('/v2');
      }
    }
  });

  it("answers 404 for another company's ids, and for unknown ids", async () => {
    const withIds = operations.filter(takesTenantIds);
    expect(withIds.length).toBeGreaterThanOrEqual(12);
    for (const op of withIds) {
      for (const ids of [otherIds, NOBODY]) {
        const res = await call(op, good(op), ids);
        expect(res.status, `${op.method} ${op.path}`).toBe(404);
        const body = await errorBody(res);
        if (op.takesCompanyQuery || op.takesCompanyBody) {
          expect(body).toEqual({ error: 'company_not_found', message: `Company ${ids.companyId} not found` });
        } else {
          expect(body.error).toMatch(/not_found$/);
          expect(JSON.stringify(body)).not.toContain('Other');
        }
      }
    }
    // Nothing of the other company changed through those calls.
    const theirs = await h.request('GET', `/v1/assistants/${otherIds.assistantId}`, { bearer: other.apiKey });
    expect(((await theirs.json()) as { name: string }).name).toBe('Fixture');
  });
});
