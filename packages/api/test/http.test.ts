import { testBackends } from '@colloquy/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HttpServer, startHttpServer } from '../src/server.ts';
import { createHarness, errorBody, type Harness, type Tenant } from './harness.ts';

// The same app on a real port: what node-server adds (streaming bodies, headers, HEAD) behaves too.
describe.each(testBackends())('over a real port on %s', (backend) => {
  let h: Harness;
  let t: Tenant;
  let server: HttpServer;
  beforeAll(async () => {
    h = await createHarness(backend, { jsonBodyLimit: 1024 });
    t = await h.tenant();
    server = await startHttpServer(h.app, { port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await server.close();
    await h.close();
  });

  it('answers health, readiness, the OpenAPI document and the docs page with its local assets', async () => {
    expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready', checks: { database: true } });

    const doc = (await (await fetch(`${server.url}/openapi.json`)).json()) as {
      openapi: string;
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
      components: { securitySchemes: Record<string, unknown> };
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['accessToken', 'apiKey']);
    for (const path of [
      '/v1/data/retrieve',
      '/v1/data/update',
      '/v2/data/retrieve',
      '/v1/chat',
      '/v1/tasks/execute',
      '/v2/chat',
      '/v1/channels/whatsapp/webhook',
      '/oauth/token',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    // Every operation documents a success and its errors.
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const codes = Object.keys(op.responses);
        expect(
          codes.some((code) => code.startsWith('2')),
          `${method} ${path}`,
        ).toBe(true);
        if (path.startsWith('/v'))
          expect(
            codes.some((code) => code.startsWith('4') || code.startsWith('5')),
            `${method} ${path}`,
          ).toBe(true);
      }
    }

    const page = await fetch(`${server.url}/docs`);
    const html = await page.text();
    expect(html).toContain('/docs/assets/swagger-ui-bundle.js');
    expect(html).not.toMatch(/https?:\/\/(?!127)/); // no CDN
    for (const asset of ['swagger-ui-bundle.js', 'swagger-ui.css', 'init.js']) {
      const res = await fetch(`${server.url}/docs/assets/${asset}`);
      expect(res.status, asset).toBe(200);
      expect((await res.arrayBuffer()).byteLength, asset).toBeGreaterThan(20);
    }
    const missing = await fetch(`${server.url}/docs/assets/other.js`);
    expect(missing.status).toBe(404);
  });

  it('rejects a streamed body over the limit with 413', async () => {
    const big = JSON.stringify({ company_id: t.companyId, records: [{ name: 'x'.repeat(4000), value: 1 }] });
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const res = await fetch(`${server.url}/v1/data/update`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${t.apiKey}`, 'Content-Type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect((await errorBody(res)).error).toBe('payload_too_large');
  });

  it('returns JSON errors, not HTML, for routes the framework itself rejects', async () => {
    const res = await fetch(`${server.url}/v1/data/retrieve?company_id=${t.companyId}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${t.apiKey}` },
    });
    expect(res.status).toBe(405);
    expect(res.headers.get('Allow')).toContain('GET');
    await errorBody(res);
    const head = await fetch(`${server.url}/healthz`, { method: 'HEAD' });
    expect(head.status).toBe(200);
  });
});
