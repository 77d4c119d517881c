import type { TestSmtpServer } from '@colloquy/channels/testing';
import type { Harness } from './harness.ts';

export const PASSWORD = 'correct horse battery';

/** A browser-like client for the dashboard over `app.request`: keeps cookies, reads each page's form token. */
export class DashboardClient {
  readonly cookies = new Map<string, string>();
  /** Raw Set-Cookie headers seen, for asserting cookie attributes. */
  readonly setCookies: string[] = [];
  csrf = '';

  constructor(private readonly h: Harness) {}

  async get(path: string): Promise<Response> {
    return this.send('GET', path);
  }

  /** Posts a form; the page's form token is added unless `_csrf` is given. */
  async post(path: string, fields: Record<string, string> = {}): Promise<Response> {
    const body = new URLSearchParams({ _csrf: this.csrf, ...fields }).toString();
    return this.send('POST', path, body);
  }

  /** Posts a multipart form (file uploads) with the page's form token. */
  async upload(path: string, fields: Record<string, string>, files: Record<string, File>): Promise<Response> {
    const form = new FormData();
    form.set('_csrf', this.csrf);
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    for (const [k, f] of Object.entries(files)) form.append(k, f);
    return this.send('POST', path, form);
  }

  /** GETs `path` and remembers the form token of the page. */
  async page(path: string): Promise<{ status: number; html: string; response: Response }> {
    const response = await this.get(path);
    const html = await response.text();
    const token = /name="_csrf" value="([^"]+)"/.exec(html)?.[1];
    if (token) this.csrf = token;
    return { status: response.status, html, response };
  }

  private async send(method: string, path: string, body?: string | FormData): Promise<Response> {
    const headers: Record<string, string> = {};
    if (this.cookies.size) headers.Cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (typeof body === 'string') {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      headers['Content-Length'] = String(Buffer.byteLength(body));
    }
    const response = await this.h.app.request(path, {
      method,
      headers,
      ...(body !== undefined ? { body } : {}),
    });
    for (const cookie of response.headers.getSetCookie()) {
      this.setCookies.push(cookie);
      const [pair] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      const text = value.join('=');
      if (/Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(cookie) || text === '') this.cookies.delete(name!);
      else this.cookies.set(name!, text);
    }
    return response;
  }
}

/** The first dashboard link in a raw e-mail (quoted-printable soft breaks undone). */
export function linkIn(raw: string, kind: string): string {
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = new RegExp(`https?://[^\\s/]+(/dashboard/${kind}/[A-Za-z0-9_-]+)`).exec(text);
  if (!match) throw new Error(`no ${kind} link in:\n${text}`);
  return match[1]!;
}

/** The newest mail to `to` whose raw text matches `subject`, waiting up to 20 s for it to arrive. */
export async function mailTo(smtp: TestSmtpServer, to: string, subject: RegExp): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = smtp.received.filter((m) => m.to.includes(to) && subject.test(m.raw)).at(-1);
    if (found) return found.raw;
    if (Date.now() > deadline) throw new Error(`no mail "${subject}" to ${to}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A new company's first user, signed up, verified through the mailed link and signed in. */
export async function signedInClient(h: Harness, smtp: TestSmtpServer, email: string, company: string) {
  const client = new DashboardClient(h);
  await client.page('/dashboard/signup');
  const res = await client.post('/dashboard/signup', { email, company, password: PASSWORD });
  if (res.status !== 303) throw new Error(`sign-up answered ${res.status}`);
  await client.get(linkIn(await mailTo(smtp, email, /Confirm your e-mail/), 'verify'));
  const home = await client.page('/dashboard');
  if (home.status !== 200) throw new Error(`dashboard answered ${home.status}`);
  return client;
}

/** HTML text with the entities the pages use turned back into characters. */
export const decode = (html: string): string =>
  html
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
