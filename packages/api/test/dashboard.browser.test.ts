import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestSmtp, type TestSmtpServer } from '@colloquy/channels/testing';
import { testBackends } from '@colloquy/db/testing';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HttpServer, startHttpServer } from '../src/server.ts';
import { linkIn, mailTo, PASSWORD } from './dashboard-client.ts';
import { createHarness, type Harness } from './harness.ts';

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

/** Visible form controls without an accessible label (label element, aria-label or aria-labelledby). */
const UNLABELLED = `[...document.querySelectorAll('input, select, textarea, button')]
  .filter((el) => el.type !== 'hidden' && el.offsetParent !== null)
  .filter((el) => !(el.labels?.length || el.getAttribute('aria-label') || el.getAttribute('aria-labelledby')
    || (el.tagName === 'BUTTON' && el.textContent.trim())))
  .map((el) => el.outerHTML.slice(0, 120))`;

/** The levels of the page's headings, in document order. */
const HEADING_LEVELS = `[...document.querySelectorAll('h1,h2,h3,h4,h5,h6')].map((h) => Number(h.tagName[1]))`;

/** With DASHBOARD_SCREENSHOTS=<dir>, each checked page is also saved there as a PNG (the docs' screenshots). */
const SCREENSHOTS = process.env.DASHBOARD_SCREENSHOTS;

/** axe-core, evaluated in each page through the debugging protocol (not a script tag: the CSP would refuse one). */
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** axe's serious and critical violations on the page, with the elements they concern. */
const AXE_RUN = `axe.run(document, { resultTypes: ['violations'] }).then((r) => ({ passed: r.passes.length,
  violations: r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => v.id + ': ' + v.nodes.map((n) => n.target.join(' ')).join(', ')) }))`;

/** Whether the page fits its viewport's width. */
const FITS = 'document.documentElement.scrollWidth <= window.innerWidth';

/** The elements wider than the viewport, for the failure message. */
const WIDEST = `[...document.querySelectorAll('body *')].filter((el) => el.getBoundingClientRect().right > window.innerWidth).map((el) => el.tagName + '.' + el.className + ' ' + Math.round(el.getBoundingClientRect().right)).join(', ')`;

/** The id of the focused element. */
const FOCUSED = 'document.activeElement?.id';

/** Clicks and waits for the page that the form or link leads to. */
async function submit(page: Page, click: Promise<void>): Promise<void> {
  await Promise.all([page.waitForNavigation(), click]);
}

describe.each(testBackends())('dashboard in a real browser on %s', (backend) => {
  let h: Harness;
  let smtp: TestSmtpServer;
  let server: HttpServer;
  let browser: Browser;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    h = await createHarness(backend, {}, undefined, { jobs: true, smtpUrl: smtp.url });
    server = await startHttpServer(h.app, { port: 0, host: '127.0.0.1' });
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await h?.close();
    await smtp?.close();
  });

  /** Asserts what every page must satisfy, then remembers it was checked. */
  async function checkPage(page: Page): Promise<void> {
    expect(await page.evaluate<string[]>(UNLABELLED)).toEqual([]);
    await page.evaluate(AXE);
    const axe = await page.evaluate<{ passed: number; violations: string[] }>(AXE_RUN);
    expect(axe.violations, page.url()).toEqual([]);
    expect(axe.passed).toBeGreaterThan(10); // the rules did run
    const levels = await page.evaluate<number[]>(HEADING_LEVELS);
    expect(levels[0]).toBe(1);
    for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!).toBeLessThanOrEqual(1);
    const path = new URL(page.url()).pathname;
    if (SCREENSHOTS) {
      const name = path
        .replace(/^\/dashboard\/?/, '')
        .replace(/asst_[a-z0-9]+/, 'assistant')
        .replace(/\//g, '-');
      await page.screenshot({ path: join(SCREENSHOTS, `${name || 'assistants'}.png`), fullPage: true });
    }
  }

  it('takes a new user from sign-up by keyboard to a working, then revoked, API key', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text()); // CSP violations land here
    });
    page.on('response', (r) => {
      if (r.status() >= 400 && r.request().resourceType() !== 'document')
        errors.push(`${r.status()} ${r.url()}`);
    });

    // Sign up with the keyboard only: Tab moves through the fields in order, Enter submits.
    await page.goto(`${server.url}/dashboard/signup`);
    await checkPage(page);
    await page.keyboard.press('Tab');
    expect(await page.evaluate<string>(FOCUSED)).toBe('email');
    await page.keyboard.type('Zoe@Browser.test');
    await page.keyboard.press('Tab');
    expect(await page.evaluate<string>(FOCUSED)).toBe('company');
    await page.keyboard.type('Browser Co');
    await page.keyboard.press('Tab');
    expect(await page.evaluate<string>(FOCUSED)).toBe('password');
    await page.keyboard.type(PASSWORD);
    await Promise.all([page.waitForURL('**/dashboard/check-inbox'), page.keyboard.press('Enter')]);
    await checkPage(page);
    expect(await page.textContent('main')).toContain('zoe@browser.test');

    // The verification mail arrives at the SMTP server; its link opens the dashboard.
    const link = linkIn(await mailTo(smtp, 'zoe@browser.test', /Confirm your e-mail/), 'verify');
    await page.goto(`${server.url}${link}`);
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    expect(await page.textContent('h1')).toBe('Assistants');
    await checkPage(page);

    // New assistant from Customer Engagement (the default choice), an FAQ upload, the test panel, deploy.
    await page.getByLabel('Name').fill('Zoe’s helper');
    expect(await page.getByLabel('Template').inputValue()).toBe('customer-engagement');
    await Promise.all([
      page.waitForURL(/\/dashboard\/assistants\/asst_/),
      page.getByRole('button', { name: 'Create assistant' }).click(),
    ]);
    await checkPage(page);
    const faqDir = mkdtempSync(join(tmpdir(), 'dashboard-faq-'));
    const faq = join(faqDir, 'gift-wrapping.csv');
    writeFileSync(faq, 'question,answer\n"Do you gift wrap?","Yes, gift wrapping costs 3 EUR per item."\n');
    await page.getByLabel(/Upload files/).setInputFiles(faq);
    await submit(page, page.getByRole('button', { name: 'Upload', exact: true }).click());
    rmSync(faqDir, { recursive: true, force: true });
    expect(await page.getByRole('status').textContent()).toContain('Added 1 entries');
    await page.getByRole('link', { name: 'Open the test panel' }).click();
    await checkPage(page);
    await page.getByLabel('Message').fill('Can you gift wrap my order?');
    // The panel's script sends without reloading: a marker set on this page survives the exchange.
    await page.evaluate('window.samePage = true');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('gift wrapping costs 3 EUR').waitFor();
    expect(await page.evaluate<boolean>('window.samePage === true')).toBe(true);
    expect(await page.evaluate<string>(FOCUSED)).toBe('message');
    expect(await page.getByTestId('transcript').textContent()).toContain('gift wrapping costs 3 EUR');
    expect(await page.getByTestId('tool-call').first().textContent()).toContain('faq_search');
    await checkPage(page);
    await page.getByRole('link', { name: 'Back to the assistant' }).click();
    await submit(page, page.getByRole('button', { name: 'Deploy' }).click());
    expect(await page.getByTestId('status').textContent()).toBe('Deployed version 1.');
    const assistantId = /asst_[a-z0-9]+/.exec(page.url())![0];

    // API key: shown once, works on /v1 (chat with the deployed assistant), then revoked.
    await page.getByRole('link', { name: 'Settings' }).click();
    await checkPage(page);
    await page.getByLabel('Name').fill('Browser key');
    await submit(page, page.getByRole('button', { name: 'Create key' }).click());
    const secret = (await page.getByTestId('new-key').textContent())!.trim();
    expect(secret).toMatch(/^cq_/);
    const chat = await fetch(`${server.url}/v1/chat`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ assistant_id: assistantId, message: 'Do you gift wrap?', channel: 'api' }),
    });
    expect(chat.status).toBe(200);
    expect(((await chat.json()) as { reply: string }).reply).toContain('gift wrapping');
    await page.goto(`${server.url}/dashboard/settings/keys`);
    expect(await page.content()).not.toContain(secret);
    await submit(page, page.getByRole('button', { name: 'Revoke Browser key' }).click());
    expect(await page.getByRole('cell', { name: 'revoked' }).count()).toBe(1);
    const refused = await fetch(`${server.url}/v1/datasets`, {
      headers: { Authorization: `Bearer ${secret}` },
    });
    expect(refused.status).toBe(401);

    // The conversation shows in Analytics; every other section passes the same page checks.
    await page.getByRole('link', { name: 'Analytics' }).click();
    await checkPage(page);
    expect(await page.getByTestId('conversation-totals').textContent()).toMatch(
      /^1 conversation, 0 escalated/,
    );
    for (const path of [
      '/dashboard/settings/team',
      '/dashboard/settings/company',
      '/dashboard/settings/datasets',
      '/dashboard/settings/llm',
      '/dashboard/settings/smtp',
      '/dashboard/settings/mail',
      '/dashboard/integrations',
      '/dashboard/integrations/webhooks',
      '/dashboard/analytics/ask',
    ]) {
      await page.goto(`${server.url}${path}`);
      await checkPage(page);
    }
    // A narrow screen keeps the page within its width (no sideways scrolling).
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${server.url}/dashboard/integrations`);
    expect(await page.evaluate<boolean>(FITS), await page.evaluate<string>(WIDEST)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);
});
