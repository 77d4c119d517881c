/** HTML → PDF through one reused headless Chromium (playwright-core), started on first use. */
import { existsSync } from 'node:fs';
import { AppError, type Logger } from '@colloquy/core';
import { type Browser, chromium } from 'playwright-core';

/** Where distributions install Chromium; the first that exists is used when CHROMIUM_PATH is not set. */
export const CHROMIUM_CANDIDATES = [
  '/usr/lib/chromium/chromium',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
];

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

// Pages rendered at once on the one browser: enough to overlap layout with printing, few enough for 2 cores.
const MAX_CONCURRENT_PAGES = 4;

/** The Chromium to use: `configured` when given (even if missing, so a typo is reported), else a known path. */
export function findChromium(configured?: string): string | undefined {
  if (configured) return configured;
  return CHROMIUM_CANDIDATES.find((path) => existsSync(path));
}

function unavailable(reason: string, cause?: unknown): AppError {
  return new AppError(
    'pdf_unavailable',
    `PDF rendering is unavailable: ${reason}. Install Chromium (e.g. \`apt-get install -y chromium\`) or set CHROMIUM_PATH to a Chromium or Chrome executable; HTML and Markdown reports still work.`,
    { status: 503, cause },
  );
}

export interface PdfPrinter {
  print(html: string): Promise<Buffer>;
  available(): boolean;
  /** How many times a browser was launched (1 while it stays alive). */
  launches(): number;
  close(): Promise<void>;
}

/** A printer that starts Chromium lazily, reuses it for every PDF and starts it again if it died. */
export function createPdfPrinter(options: { logger: Logger; chromiumPath?: string }): PdfPrinter {
  const path = findChromium(options.chromiumPath);
  let browser: Promise<Browser> | undefined;
  let launches = 0;
  let active = 0;
  const waiting: (() => void)[] = [];

  function launch(): Promise<Browser> {
    if (!path || !existsSync(path)) {
      return Promise.reject(
        unavailable(
          path ? `no Chromium at ${path}` : `no Chromium found (looked at ${CHROMIUM_CANDIDATES.join(', ')})`,
        ),
      );
    }
    launches++;
    const started = chromium
      .launch({ executablePath: path, headless: true, args: CHROMIUM_ARGS })
      .then((b) => {
        options.logger.info({ chromium: path, launches }, 'chromium started');
        b.on('disconnected', () => {
          // Next PDF starts a fresh browser.
          if (browser === started) browser = undefined;
        });
        return b;
      })
      .catch((error: unknown) => {
        browser = undefined;
        throw unavailable(
          `Chromium at ${path} did not start (${(error as Error).message.split('\n')[0]})`,
          error,
        );
      });
    return started;
  }

  async function slot<T>(work: () => Promise<T>): Promise<T> {
    if (active >= MAX_CONCURRENT_PAGES) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    try {
      return await work();
    } finally {
      active--;
      waiting.shift()?.();
    }
  }

  async function render(html: string): Promise<Buffer> {
    browser ??= launch();
    let current = await browser;
    if (!current.isConnected()) {
      browser = launch();
      current = await browser;
    }
    const context = await current.newContext({ javaScriptEnabled: false, offline: true });
    try {
      const page = await context.newPage();
      // A report never needs the network: anything but an inline data: URL is refused.
      await page.route('**/*', (route) =>
        route.request().url().startsWith('data:') ? route.continue() : route.abort('blockedbyclient'),
      );
      await page.setContent(html, { waitUntil: 'load' });
      return await page.pdf({
        format: 'A4',
        printBackground: true,
        margin: { top: '16mm', bottom: '16mm', left: '14mm', right: '14mm' },
      });
    } finally {
      await context.close().catch(() => {});
    }
  }

  return {
    available: () => Boolean(path && existsSync(path)),
    launches: () => launches,
    print: (html) => slot(() => render(html)),
    async close() {
      const running = browser;
      browser = undefined;
      if (running) await (await running.catch(() => undefined))?.close();
    },
  };
}
