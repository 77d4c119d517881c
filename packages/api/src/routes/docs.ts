import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../context.ts';

const ASSET_DIR = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

// Served from the installed swagger-ui-dist package: the docs page needs no CDN.
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'init.js': 'text/javascript; charset=utf-8',
};

const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Colloquy API</title>
  <link rel="stylesheet" href="/docs/assets/swagger-ui.css">
</head>
<body>
  <noscript>The API reference needs JavaScript; the raw document is at <a href="/openapi.json">/openapi.json</a>.</noscript>
  <div id="docs"></div>
  <script src="/docs/assets/swagger-ui-bundle.js"></script>
  <script src="/docs/assets/init.js"></script>
</body>
</html>`;

const INIT = `window.ui = SwaggerUIBundle({ url: '/openapi.json', dom_id: '#docs', deepLinking: true });`;

// One parameterised route for every asset: a literal sibling would push Hono off its fastest router.
export function registerDocs(app: OpenAPIHono<AppEnv>): void {
  const cache = new Map<string, Buffer>([['init.js', Buffer.from(INIT)]]);
  app.get('/docs', (c) => c.html(PAGE));
  app.get('/docs/assets/:file', async (c) => {
    const file = c.req.param('file');
    const type = ASSETS[file];
    if (!type) return c.notFound();
    let body = cache.get(file);
    if (!body) {
      body = await readFile(join(ASSET_DIR, file));
      cache.set(file, body);
    }
    return c.body(new Uint8Array(body), 200, {
      'Content-Type': type,
      'Cache-Control': 'public, max-age=86400',
    });
  });
}
