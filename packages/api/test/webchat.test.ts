import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { testBackends } from '@colloquy/db/testing';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HttpServer, startHttpServer } from '../src/server.ts';
import { createHarness, errorBody, type Harness, type Tenant } from './harness.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

describe.each(testBackends())('web chat widget on %s', (backend) => {
  let h: Harness;
  let own: Tenant;
  let api: HttpServer;
  let site: Server;
  let siteUrl: string;
  let browser: Browser;
  let widgetKey: string;
  let integrationId: string;

  beforeAll(async () => {
    h = await createHarness(backend, {}, undefined, { jobs: true });
    own = await h.tenant('Shop');
    api = await startHttpServer(h.app, { port: 0, host: '127.0.0.1' });
    // The customer's site: another origin, embedding the widget with one tag.
    site = createServer((req, res) => {
      const key = new URL(req.url ?? '/', 'http://x').searchParams.get('key') ?? '';
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><html><head><title>Shop</title></head><body><h1>Shop</h1><script src="${api.url}/widget.js" data-key="${key}" async></script></body></html>`,
      );
    });
    await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
    siteUrl = `http://localhost:${(site.address() as AddressInfo).port}`;

    const created = await h.request('POST', '/v1/assistants', {
      bearer: own.apiKey,
      json: { name: 'Shop assistant', template: 'customer-engagement' },
    });
    const { assistant_id } = (await created.json()) as { assistant_id: string };
    await h.request('POST', `/v1/assistants/${assistant_id}/deploy`, { bearer: own.apiKey });
    const res = await h.request('POST', '/v1/channels', {
      bearer: own.apiKey,
      json: { kind: 'webchat', assistant_id, allowed_origins: [`${siteUrl}/`] },
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as {
      id: string;
      settings: { widget_key: string };
      widget_snippet: string;
    };
    widgetKey = body.settings.widget_key;
    integrationId = body.id;
    expect(widgetKey).toMatch(/^wk_/);
    expect(body.widget_snippet).toContain(`data-key="${widgetKey}"`);
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await api?.close();
    site?.closeAllConnections();
    await new Promise((r) => site?.close(r));
    await h?.close();
  });

  it('serves the widget script', async () => {
    const res = await h.request('GET', '/widget.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^application\/javascript/);
    expect(await res.text()).toContain('/v1/channels/webchat/stream');
  });

  it('refuses other origins and unknown keys', async () => {
    const visitor = 'visitor-refused-01';
    const path = `/v1/channels/webchat/messages?key=${widgetKey}&visitor=${visitor}`;
    const evil = await h.request('POST', path, {
      json: { text: 'hi' },
      headers: { Origin: 'https://evil.example.com' },
    });
    expect(evil.status).toBe(403);
    expect((await errorBody(evil)).error).toBe('forbidden');
    expect(evil.headers.get('Access-Control-Allow-Origin')).toBeNull();
    const noOrigin = await h.request('POST', path, { json: { text: 'hi' } });
    expect(noOrigin.status).toBe(403);
    const preflight = await h.request('OPTIONS', path, { headers: { Origin: 'https://evil.example.com' } });
    expect(preflight.status).toBe(403);
    const allowed = await h.request('OPTIONS', path, { headers: { Origin: siteUrl } });
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe(siteUrl);
    const unknown = await h.request('GET', `/v1/channels/webchat/stream?key=wk_nope&visitor=${visitor}`, {
      headers: { Origin: siteUrl },
    });
    expect(unknown.status).toBe(404);
    const rows = await h.database.db.query('SELECT 1 FROM channel_messages WHERE integration_id = $1', [
      integrationId,
    ]);
    expect(rows).toEqual([]);
  });

  it('limits each visitor to 30 messages a minute', async () => {
    const path = `/v1/channels/webchat/messages?key=${widgetKey}&visitor=visitor-chatty-01`;
    const send = () => h.request('POST', path, { json: { text: '' }, headers: { Origin: siteUrl } });
    for (let i = 0; i < 30; i++) expect((await send()).status).toBe(422);
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toMatch(/^\d+$/);
    // Another visitor is not affected.
    const other = await h.request('POST', path.replace('visitor-chatty-01', 'visitor-quiet-01'), {
      json: { text: '' },
      headers: { Origin: siteUrl },
    });
    expect(other.status).toBe(422);
  });

  it('a visitor types a message in the embedded widget and sees the reply, then a person’s', async () => {
    const page = await browser.newPage();
    await page.goto(`${siteUrl}/?key=${widgetKey}`);
    const input = page.locator('#colloquy-chat input');
    await input.waitFor({ timeout: 10_000 });
    await input.fill('What are your opening hours?');
    await input.press('Enter');
    const reply = page.locator('#colloquy-chat .colloquy-assistant').first();
    await reply.waitFor({ timeout: 20_000 });
    const shown = (await reply.textContent()) ?? '';
    expect(shown.length).toBeGreaterThan(0);
    await expect(page.locator('#colloquy-chat .colloquy-user').first().textContent()).resolves.toBe(
      'What are your opening hours?',
    );

    // The reply on the page is the assistant's turn in a web conversation.
    const [inbound] = await h.database.db.query<{ conversation_id: string; address: string }>(
      "SELECT conversation_id, address FROM channel_messages WHERE integration_id = $1 AND direction = 'inbound'",
      [integrationId],
    );
    const conversation = (await (
      await h.request('GET', `/v1/conversations/${inbound!.conversation_id}`, { bearer: own.apiKey })
    ).json()) as { channel: string; user_id: string; messages: { role: string; content: string }[] };
    expect(conversation.channel).toBe('web');
    expect(conversation.user_id).toBe(inbound!.address);
    expect(conversation.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(conversation.messages[1]?.content).toBe(shown);

    // Hand-off: a person answers from the API and the visitor sees it arrive on the open page.
    const human = await h.request('POST', `/v1/conversations/${inbound!.conversation_id}/messages`, {
      bearer: own.apiKey,
      json: { message: 'Hello, Kim from the shop here. We open at 9.' },
    });
    expect(human.status).toBe(201);
    await page
      .locator('#colloquy-chat .colloquy-human', { hasText: 'Kim from the shop' })
      .waitFor({ timeout: 10_000 });

    // The same visitor comes back: the conversation continues where it was.
    await page.reload();
    await page.locator('#colloquy-chat .colloquy-human').waitFor({ timeout: 10_000 });
    await page.locator('#colloquy-chat input').fill('Thanks!');
    await page.locator('#colloquy-chat input').press('Enter');
    await page.locator('#colloquy-chat .colloquy-assistant').nth(1).waitFor({ timeout: 20_000 });
    const after = (await (
      await h.request('GET', `/v1/conversations/${inbound!.conversation_id}`, { bearer: own.apiKey })
    ).json()) as { messages: { role: string }[] };
    expect(after.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'human', 'user', 'assistant']);
    await page.close();
  }, 60_000);
});
