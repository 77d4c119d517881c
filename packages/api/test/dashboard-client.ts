import type { Harness } from './harness.ts';

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

  /** GETs `path` and remembers the form token of the page. */
  async page(path: string): Promise<{ status: number; html: string; response: Response }> {
    const response = await this.get(path);
    const html = await response.text();
    const token = /name="_csrf" value="([^"]+)"/.exec(html)?.[1];
    if (token) this.csrf = token;
    return { status: response.status, html, response };
  }

  private async send(method: string, path: string, body?: string): Promise<Response> {
    const headers: Record<string, string> = {};
    if (this.cookies.size) headers.Cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (body !== undefined) {
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
