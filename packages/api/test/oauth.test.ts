import { testBackends } from '@colloquy/db/testing';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, PUBLIC_URL, type Tenant } from './harness.ts';

interface TokenBody {
  access_token: string;
  token_type: string;
  expires_in: number;
  scope: string;
}

describe.each(testBackends())('OAuth endpoints on %s', (backend) => {
  let h: Harness;
  let t: Tenant;
  beforeAll(async () => {
    h = await createHarness(backend);
    t = await h.tenant();
  });
  afterAll(() => h.close());

  const form = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    h.request('POST', '/oauth/token', {
      body: new URLSearchParams(fields).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    });

  it('issues a token for form, JSON and HTTP Basic client authentication, usable on /v2', async () => {
    const viaForm = await form({
      grant_type: 'client_credentials',
      client_id: t.keyId,
      client_secret: t.apiKey,
    });
    expect(viaForm.status).toBe(200);
    expect(viaForm.headers.get('Cache-Control')).toBe('no-store');
    const body = (await viaForm.json()) as TokenBody;
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    expect(body.scope.split(' ')).toContain('data:read');

    const viaJson = await h.request('POST', '/oauth/token', {
      json: {
        grant_type: 'client_credentials',
        client_id: t.keyId,
        client_secret: t.apiKey,
        scope: 'data:read',
      },
    });
    expect(((await viaJson.json()) as TokenBody).scope).toBe('data:read');

    const basic = Buffer.from(`${t.keyId}:${t.apiKey}`).toString('base64');
    const viaBasic = await form({ grant_type: 'client_credentials' }, { Authorization: `Basic ${basic}` });
    expect(viaBasic.status).toBe(200);

    const use = await h.request('GET', `/v2/data/retrieve?company_id=${t.companyId}`, {
      bearer: body.access_token,
    });
    expect(use.status).toBe(200);
  });

  it('puts iss, aud, sub, company_id, scope and a one-hour exp in the token, verifiable with the JWKS', async () => {
    const res = await form({ grant_type: 'client_credentials', client_id: t.keyId, client_secret: t.apiKey });
    const { access_token } = (await res.json()) as TokenBody;
    const jwks = (await (await h.request('GET', '/.well-known/jwks.json')).json()) as {
      keys: { kid: string }[];
    };
    expect(jwks.keys.length).toBeGreaterThan(0);
    const { payload } = await jwtVerify(access_token, createLocalJWKSet(jwks as never), {
      issuer: PUBLIC_URL,
      audience: `${PUBLIC_URL}/v2`,
    });
    expect(payload).toMatchObject({ sub: t.keyId, company_id: t.companyId });
    expect(typeof payload.scope).toBe('string');
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(3600);
  });

  it('answers RFC 6749 §5.2 errors', async () => {
    const cases: [Record<string, string>, number, string][] = [
      [{ client_id: t.keyId, client_secret: t.apiKey }, 400, 'invalid_request'],
      [
        { grant_type: 'password', client_id: t.keyId, client_secret: t.apiKey },
        400,
        'unsupported_grant_type',
      ],
      [{ grant_type: 'client_credentials', client_id: t.keyId }, 401, 'invalid_client'],
      [
        { grant_type: 'client_credentials', client_id: t.keyId, client_secret: `cq_${'1'.repeat(40)}` },
        401,
        'invalid_client',
      ],
      [
        { grant_type: 'client_credentials', client_id: 'key_other', client_secret: t.apiKey },
        401,
        'invalid_client',
      ],
      [
        {
          grant_type: 'client_credentials',
          client_id: t.keyId,
          client_secret: t.apiKey,
          scope: 'everything',
        },
        400,
        'invalid_scope',
      ],
    ];
    for (const [fields, status, error] of cases) {
      const res = await form(fields);
      expect(res.status, JSON.stringify(fields)).toBe(status);
      const body = (await res.json()) as { error: string; error_description: string; message: string };
      expect(body.error).toBe(error);
      expect(body.message).toBe(body.error_description);
      expect(body.message.length).toBeGreaterThan(10);
    }
    const text = await h.request('POST', '/oauth/token', {
      body: 'hello',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(text.status).toBe(400);
    expect(((await text.json()) as { error: string }).error).toBe('invalid_request');
  });

  it('publishes RFC 8414 metadata', async () => {
    const res = await h.request('GET', '/.well-known/oauth-authorization-server');
    const meta = (await res.json()) as Record<string, unknown>;
    expect(meta).toMatchObject({
      issuer: PUBLIC_URL,
      token_endpoint: `${PUBLIC_URL}/oauth/token`,
      jwks_uri: `${PUBLIC_URL}/.well-known/jwks.json`,
      grant_types_supported: ['client_credentials'],
    });
  });
});
