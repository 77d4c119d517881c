import { createAccounts } from '@colloquy/accounts';
import { createLogger } from '@colloquy/core';
import { createTestDatabase, testBackends } from '@colloquy/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
};
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

  /** An assistant from a template, deployed, with one conversation. */
  async function fixture(t: Tenant): Promise<Fixture> {
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
    const webhook = await h.request('POST', '/v1/webhooks', {
      bearer: t.apiKey,
      json: { url: 'https://example.com/hooks/fixture' },
    });
    const { id: webhookId } = (await webhook.json()) as { id: string };
    return {
      companyId: t.companyId,
      assistantId: assistant_id,
      conversationId: conversation_id,
      datasetName,
      taskId: task_id,
      reviewDatasetId,
      webhookId,
    };
  }

  beforeAll(async () => {
    // With a worker: starting a review analysis queues a job.
    h = await createHarness(backend, {}, undefined, { jobs: true });
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
    let f = ids;
    // Deleting with good credentials must not take the shared fixture away.
    if (op.method === 'delete' && ids === ownIds && credential === own.apiKey)
      f = { ...ids, ...(await fixture(own)) };
    const query = op.takesCompanyQuery ? `?company_id=${f.companyId}` : '';
    const path = op.path
      .replace('{assistant_id}', f.assistantId)
      .replace('{conversation_id}', f.conversationId)
      .replace('{name}', f.datasetName)
      .replace('{task_id}', f.taskId)
      .replace('{dataset_id}', f.reviewDatasetId)
      .replace('{webhook_id}', f.webhookId);
    const sample = SAMPLE_BODIES[`${op.method} ${op.path}`];
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
    for (const op of operations) {
      const res = await call(op, good(op));
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
