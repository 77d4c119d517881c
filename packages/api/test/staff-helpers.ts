import type { Harness, Tenant } from './harness.ts';

/** The date (YYYY-MM-DD, UTC) of the first `weekday` (0 = Sunday) at least `minDays` from today. */
export function upcoming(weekday: number, minDays = 7): string {
  const d = new Date();
  d.setUTCHours(0, 0, 0, 0);
  d.setUTCDate(d.getUTCDate() + minDays);
  while (d.getUTCDay() !== weekday) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

export interface Directory {
  manager: { id: string; email: string };
  ana: { id: string; email: string };
  ben: { id: string; email: string };
  team: { id: string; name: string };
}

/** The date `days` after `date` (YYYY-MM-DD). */
export function plusDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Creates a small directory through the API: a manager, Ana (UTC) and Ben (Berlin) in the Design team. */
export async function seedDirectory(
  h: Pick<Harness, 'request'>,
  t: Pick<Tenant, 'apiKey'>,
  prefix = '',
): Promise<Directory> {
  const post = async (path: string, json: unknown) => {
    const res = await h.request('POST', path, { bearer: t.apiKey, json });
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { id: string; email: string; name: string };
  };
  const manager = await post('/v1/directory/people', {
    name: `${prefix}Maria Manager`,
    email: `${prefix}maria@example.com`,
    timezone: 'UTC',
  });
  const ana = await post('/v1/directory/people', {
    name: `${prefix}Ana Lima`,
    email: `${prefix}ana@example.com`,
    timezone: 'UTC',
    manager_id: manager.id,
    leave_balances: { annual: 5, sick: 10 },
  });
  const ben = await post('/v1/directory/people', {
    name: `${prefix}Ben Weber`,
    email: `${prefix}ben@example.com`,
    timezone: 'Europe/Berlin',
    working_hours: {
      mon: { start: '10:00', end: '18:00' },
      tue: { start: '10:00', end: '18:00' },
      wed: { start: '10:00', end: '18:00' },
      thu: { start: '10:00', end: '18:00' },
      fri: { start: '10:00', end: '18:00' },
    },
    manager_id: manager.id,
  });
  const team = await post('/v1/directory/teams', { name: `${prefix}Design`, members: [ana.email, ben.id] });
  return { manager, ana, ben, team };
}

/** The decoded attachment called `filename` in a raw MIME message (base64, quoted-printable or plain). */
export function attachment(raw: string, filename: string): string | undefined {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((m) => m[1]!);
  for (const boundary of boundaries) {
    for (const part of raw.split(`--${boundary}`)) {
      const split = part.search(/\r?\n\r?\n/);
      if (split < 0) continue;
      const headers = part.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
      if (!new RegExp(`filename="?${filename.replace('.', '\\.')}"?`, 'i').test(headers)) continue;
      const content = part.slice(split).trim();
      const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
      if (encoding === 'base64') return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8');
      if (encoding === 'quoted-printable') {
        const bytes = content
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
        return Buffer.from(bytes, 'latin1').toString('utf8');
      }
      return content;
    }
  }
  return undefined;
}

/** The plain-text body of a raw message (quoted-printable decoded), for links and sentences. */
export function textBody(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** Waits until `count` mails to `to` whose raw text matches `pattern` arrived; returns them. */
export async function mailsTo(
  received: readonly { to: string[]; raw: string }[],
  to: string,
  pattern: RegExp,
  count = 1,
  timeoutMs = 20_000,
): Promise<{ to: string[]; raw: string }[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = received.filter((m) => m.to.includes(to) && pattern.test(m.raw));
    if (found.length >= count) return found;
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${count} mail(s) to ${to} matching ${pattern}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
