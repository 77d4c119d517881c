import { startTestSmtp, type TestSmtpServer } from '@colloquy/channels/testing';
import { listOutboxEvents } from '@colloquy/db';
import { testBackends } from '@colloquy/db/testing';
import { findChromium } from '@colloquy/reports';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, errorBody, type Harness, type Tenant } from './harness.ts';

const CATALOGUE = `sku,name,unit_price,currency,tax_rate
TP-X1C,ThinkPad X1 Carbon,1499.00,EUR,20
TP-X1Y,ThinkPad X1 Yoga,1649.50,EUR,20
HP-LJ4,HP LaserJet Pro M404dn,289.99,EUR,20
DK-USB,USB-C Dock,129.00,EUR,20
`;

interface QuoteBody {
  id: string;
  number: string;
  status: string;
  lines: { description: string; amount: number; total: number }[];
  totals: { subtotal: number; tax_total: number; total: number; document_discount: number };
  links: { share: string; html: string; pdf: string };
  sent_at: string | null;
  accepted_at: string | null;
}

/** The bytes of the attachment called `filename` in a raw MIME message (base64). */
function attachmentBytes(raw: string, filename: string): Buffer | undefined {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((m) => m[1]!);
  for (const boundary of boundaries) {
    for (const part of raw.split(`--${boundary}`)) {
      const split = part.search(/\r?\n\r?\n/);
      const headers = part.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
      if (
        split < 0 ||
        (!headers.includes(`filename=${filename}`) && !headers.includes(`filename="${filename}"`))
      )
        continue;
      return Buffer.from(part.slice(split).replace(/\s+/g, ''), 'base64');
    }
  }
  return undefined;
}

const pdfText = async (data: Uint8Array) => {
  const parser = new PDFParse({ data });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
};

describe.each(testBackends())('quotes on %s', (backend) => {
  let h: Harness;
  let smtp: TestSmtpServer;
  let t: Tenant;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    h = await createHarness(backend, {}, undefined, { jobs: true, smtpUrl: smtp.url });
    t = await h.tenant('Northwind');
    const form = new FormData();
    form.set('file', new File([CATALOGUE], 'catalogue.csv', { type: 'text/csv' }));
    const uploaded = await h.request('POST', '/v1/quotes/catalogue', { bearer: t.apiKey, form });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
  });
  afterAll(async () => {
    await h.close();
    await smtp.close();
  });

  const api = (method: string, path: string, json?: unknown, tenant = t) =>
    h.request(method, path, { bearer: tenant.apiKey, ...(json === undefined ? {} : { json }) });
  const create = async (body: unknown, tenant = t) => {
    const res = await api('POST', '/v1/quotes', body, tenant);
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as QuoteBody;
  };
  const acme = { name: 'Acme GmbH', email: 'buyer@acme.example' };

  it('imports the catalogue from CSV, and names bad rows', async () => {
    const list = (await (await api('GET', '/v1/quotes/catalogue')).json()) as {
      data: { sku: string; unit_price: number }[];
    };
    expect(list.data.map((i) => [i.sku, i.unit_price])).toEqual([
      ['DK-USB', 12900],
      ['HP-LJ4', 28999],
      ['TP-X1C', 149900],
      ['TP-X1Y', 164950],
    ]);
    const form = new FormData();
    form.set(
      'file',
      new File(['sku,name,unit_price,currency,tax_rate\nA,Thing,12.345,EUR,20\nB,Other,5,XXX,7\n'], 'c.csv'),
    );
    const bad = await h.request('POST', '/v1/quotes/catalogue', { bearer: t.apiKey, form });
    expect(bad.status).toBe(422);
    const body = await errorBody(bad);
    expect(body.message).toContain('rows.2.unit_price');
    expect(body.message).toContain('rows.3.currency');
  });

  it('prices SKU lines from the catalogue with discounts, taxes and shipping', async () => {
    const quote = await create({
      customer: acme,
      currency: 'EUR',
      lines: [
        { sku: 'TP-X1C', quantity: 3 },
        { sku: 'HP-LJ4', quantity: 2, discount: { percent: 10 } },
        { description: 'Installation', quantity: 1.5, unit: 'h', unit_price: 9000 },
      ],
      discount: { amount: 5000 },
      charges: [{ label: 'Shipping', amount: 1500, taxes: [{ name: 'Tax', rate: 20 }] }],
    });
    expect(quote.number).toMatch(/^Q-\d{4}-\d{4}$/);
    expect(quote.status).toBe('draft');
    // 3 × 1499.00; 2 × 289.99 − 10% (58.00); 1.5 h × 90.00.
    expect(quote.lines.map((l) => l.amount)).toEqual([449_700, 57_998, 13_500]);
    expect(quote.totals.document_discount).toBe(5000);
    expect(quote.totals.total).toBe(quote.lines.reduce((a, l) => a + l.total, 0) + 1800);
  });

  it('refuses unknown SKUs by name and bad fields by path', async () => {
    const unknown = await api('POST', '/v1/quotes', {
      customer: acme,
      currency: 'EUR',
      lines: [
        { sku: 'NOPE-1', quantity: 1 },
        { sku: 'TP-X1C', quantity: 1 },
        { sku: 'GONE-2', quantity: 1 },
      ],
    });
    expect(unknown.status).toBe(422);
    expect((await errorBody(unknown)).message).toContain('Unknown SKUs: NOPE-1, GONE-2');
    const bad = await api('POST', '/v1/quotes', {
      customer: {},
      currency: 'EUR',
      lines: [{ description: 'x', unit_price: 1.5, quantity: -1 }],
    });
    expect(bad.status).toBe(422);
    const message = (await errorBody(bad)).message;
    for (const field of ['customer.name', 'lines.0.unit_price', 'lines.0.quantity'])
      expect(message).toContain(field);
    const currency = await api('POST', '/v1/quotes', {
      customer: acme,
      currency: 'XYZ',
      lines: [{ sku: 'DK-USB', quantity: 1 }],
    });
    expect(currency.status).toBe(422);
    expect((await errorBody(currency)).message).toMatch(/currency.*ISO 4217/);
  });

  it('numbers 50 concurrent creates 1…50 without gaps or repeats', async () => {
    const fresh = await h.tenant('Concurrent Co');
    const form = new FormData();
    form.set('file', new File([CATALOGUE], 'catalogue.csv'));
    await h.request('POST', '/v1/quotes/catalogue', { bearer: fresh.apiKey, form });
    await api('PUT', '/v1/quotes/settings', { number_format: 'CC-{seq:3}' }, fresh);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        api(
          'POST',
          '/v1/quotes',
          { customer: { name: `C${i}` }, currency: 'EUR', lines: [{ sku: 'DK-USB', quantity: i + 1 }] },
          fresh,
        ),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(201));
    const numbers = (await Promise.all(results.map((r) => r.json() as Promise<QuoteBody>))).map(
      (q) => q.number,
    );
    expect(new Set(numbers).size).toBe(50);
    expect(numbers.sort()).toEqual(
      Array.from({ length: 50 }, (_, i) => `CC-${String(i + 1).padStart(3, '0')}`),
    );
  });

  it("lists with filters and pages, and hides other companies' quotes", async () => {
    const other = await h.tenant('Other Co');
    for (const name of ['Page One', 'Page Two'])
      await create({ customer: { name }, currency: 'EUR', lines: [{ sku: 'DK-USB', quantity: 1 }] });
    const mine = await create({
      customer: { name: 'Filter Target Ltd' },
      currency: 'EUR',
      issue_date: '2026-01-15',
      lines: [{ sku: 'DK-USB', quantity: 1 }],
    });
    const found = (await (
      await api('GET', '/v1/quotes?customer=filter%20target&from=2026-01-01&to=2026-01-31')
    ).json()) as { data: QuoteBody[] };
    expect(found.data.map((q) => q.id)).toEqual([mine.id]);
    const page1 = (await (await api('GET', '/v1/quotes?limit=2')).json()) as {
      data: QuoteBody[];
      next_cursor: string;
    };
    expect(page1.data).toHaveLength(2);
    const page2 = (await (await api('GET', `/v1/quotes?limit=2&cursor=${page1.next_cursor}`)).json()) as {
      data: QuoteBody[];
    };
    expect(page2.data[0]!.number < page1.data[1]!.number).toBe(true);
    const sent = (await (await api('GET', '/v1/quotes?status=accepted')).json()) as { data: QuoteBody[] };
    expect(sent.data.every((q) => q.status === 'accepted')).toBe(true);
    expect((await api('GET', `/v1/quotes/${mine.id}`, undefined, other)).status).toBe(404);
    expect((await api('PATCH', `/v1/quotes/${mine.id}`, { notes: 'x' }, other)).status).toBe(404);
    expect((await api('POST', `/v1/quotes/${mine.id}/send`, undefined, other)).status).toBe(404);
    expect((await api('GET', `/v1/quotes/${mine.id}/html`, undefined, other)).status).toBe(404);
    const theirs = (await (await api('GET', '/v1/quotes', undefined, other)).json()) as { data: unknown[] };
    expect(theirs.data).toEqual([]);
    expect((await api('GET', '/v1/quotes?from=2026-02-01&to=2026-01-01')).status).toBe(400);
  });

  it('sends the PDF by e-mail, and the customer accepts through the share link', async () => {
    await api('PUT', '/v1/quotes/settings', {
      branding: { name: 'Northwind Traders', primary_color: '#0a5c36', terms: 'Payment within 30 days.' },
    });
    const quote = await create({
      customer: acme,
      currency: 'EUR',
      lines: [
        { sku: 'TP-X1Y', quantity: 2 },
        { sku: 'DK-USB', quantity: 2, description: 'USB-C Dock (travel edition)' },
      ],
      discount: { percent: 5 },
    });
    const edited = await api('PATCH', `/v1/quotes/${quote.id}`, { notes: 'Delivery in 5 days' });
    expect(edited.status).toBe(200);

    const sent = await api('POST', `/v1/quotes/${quote.id}/send`);
    expect(sent.status, await sent.clone().text()).toBe(200);
    expect(((await sent.json()) as QuoteBody).status).toBe('sent');
    expect((await api('PATCH', `/v1/quotes/${quote.id}`, { notes: 'late' })).status).toBe(409);
    expect((await api('POST', `/v1/quotes/${quote.id}/convert`)).status).toBe(409);

    const [mail] = await smtp.waitFor(1, 20_000);
    expect(mail!.to).toEqual([acme.email]);
    expect(mail!.raw).toContain(`Subject: Quotation ${quote.number} from Northwind Traders`);
    const chromium = findChromium();
    const attached = attachmentBytes(mail!.raw, `${quote.number}.${chromium ? 'pdf' : 'html'}`);
    expect(attached).toBeDefined();
    if (chromium) {
      const text = await pdfText(new Uint8Array(attached!));
      for (const line of [
        'ThinkPad X1 Yoga',
        'USB-C Dock (travel edition)',
        quote.number,
        'Payment within 30 days.',
      ])
        expect(text).toContain(line);
      const total = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(
        quote.totals.total / 100,
      );
      expect(quote.totals.total).toBe(405_498);
      expect(text).toContain(total);
    }

    const share = new URL(quote.links.share).pathname;
    const page = await h.request('GET', share);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Northwind Traders');
    expect(html).toContain('#0a5c36');
    expect(html).toContain(`action="${quote.links.share}/accept"`);
    const accepted = await h.request('POST', `${share}/accept`);
    expect(accepted.status).toBe(200);
    const after = await accepted.text();
    expect(after).toContain('This quotation has been accepted.');
    expect(after).not.toContain('/accept"');
    expect((await h.request('POST', `${share}/reject`)).status).toBe(409);
    expect((await h.request('GET', '/q/0000000000000000000000zz')).status).toBe(404);

    const converted = (await (await api('POST', `/v1/quotes/${quote.id}/convert`)).json()) as QuoteBody & {
      converted_at: string;
    };
    expect(converted).toMatchObject({ status: 'converted' });
    expect(converted.accepted_at).not.toBeNull();
    expect(converted.converted_at).not.toBeNull();

    const events = (await listOutboxEvents(h.database.db, t.companyId, 1000))
      .filter((e) => (e.data as { quote_id?: string }).quote_id === quote.id)
      .map((e) => e.eventType);
    expect(events).toEqual(['quote.created', 'quote.sent', 'quote.accepted', 'quote.converted']);
  });

  it('renders HTML, Markdown and PDF with every line and the total', async () => {
    const quote = await create({
      customer: { name: 'Render Test' },
      currency: 'KWD',
      prices: 'inclusive',
      lines: [
        {
          description: 'Consulting day',
          quantity: 2,
          unit_price: 150_000,
          taxes: [{ name: 'VAT', rate: 5 }],
        },
        { description: 'Travel', quantity: 1, unit_price: 12_345 },
      ],
    });
    const md = await (await api('GET', `/v1/quotes/${quote.id}.md`)).text();
    expect(md).toContain('| 1 | Consulting day |');
    expect(md).toMatch(/KWD\s312\.345/);
    const html = await api('GET', `/v1/quotes/${quote.id}/html`);
    expect(html.headers.get('Content-Type')).toContain('text/html');
    expect(await html.text()).toContain('Travel');
    const pdf = await api('GET', `/v1/quotes/${quote.id}.pdf`);
    if (!findChromium()) {
      expect(pdf.status).toBe(503);
      return;
    }
    expect(pdf.status).toBe(200);
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    for (const line of ['Consulting day', 'Travel', 'VAT 5%']) expect(text).toContain(line);
    expect(text).toMatch(/KWD\s312\.345/);
  });

  it('expires sent quotes past their date, and refuses to accept them', async () => {
    const quote = await create({
      customer: acme,
      currency: 'EUR',
      issue_date: '2025-01-01',
      expiry_date: '2025-01-31',
      lines: [{ sku: 'DK-USB', quantity: 1 }],
    });
    await api('POST', `/v1/quotes/${quote.id}/send`);
    const accept = await api('POST', `/v1/quotes/${quote.id}/accept`);
    expect(accept.status).toBe(409);
    expect((await errorBody(accept)).message).toMatch(/expired/);
    const job = h.services.catalogue.find((j) => j.name === 'quotes.expire');
    expect(job?.schedule?.cron).toBeDefined();
    await h.services.deps.quotes.expireDue();
    const after = (await (await api('GET', `/v1/quotes/${quote.id}`)).json()) as QuoteBody;
    expect(after.status).toBe('expired');
  });

  it('refuses a send without an address, a bad PATCH by path, and records a rejection', async () => {
    const quote = await create({
      customer: { name: 'No Mail Ltd' },
      currency: 'EUR',
      lines: [{ sku: 'DK-USB', quantity: 1 }],
    });
    const noAddress = await api('POST', `/v1/quotes/${quote.id}/send`);
    expect(noAddress.status).toBe(422);
    expect((await errorBody(noAddress)).message).toMatch(/e-mail/);
    const badPatch = await api('PATCH', `/v1/quotes/${quote.id}`, {
      lines: [{ sku: 'DK-USB', quantity: 0 }],
    });
    expect(badPatch.status).toBe(422);
    expect((await errorBody(badPatch)).message).toContain('lines.0.quantity');
    const repriced = await api('PATCH', `/v1/quotes/${quote.id}`, {
      lines: [{ sku: 'DK-USB', quantity: 4 }],
    });
    expect(((await repriced.json()) as QuoteBody).lines[0]!.amount).toBe(51_600);
    const sent = await api('POST', `/v1/quotes/${quote.id}/send`, { to: 'someone@nomail.example' });
    expect(sent.status).toBe(200);
    const rejected = (await (await api('POST', `/v1/quotes/${quote.id}/reject`)).json()) as QuoteBody & {
      rejected_at: string;
    };
    expect(rejected.status).toBe('rejected');
    expect(rejected.rejected_at).not.toBeNull();
    expect((await api('POST', `/v1/quotes/${quote.id}/accept`)).status).toBe(409);
    const events = (await listOutboxEvents(h.database.db, t.companyId, 1000))
      .filter((e) => (e.data as { quote_id?: string }).quote_id === quote.id)
      .map((e) => e.eventType);
    expect(events).toEqual(['quote.created', 'quote.sent', 'quote.rejected']);
  });

  it('works under /v2 with an access token', async () => {
    const res = await h.request('POST', '/v2/quotes', {
      bearer: t.token,
      json: {
        customer: acme,
        currency: 'JPY',
        lines: [{ description: 'Widget', quantity: 3, unit_price: 1500, taxes: [{ rate: 10 }] }],
      },
    });
    expect(res.status).toBe(201);
    expect(((await res.json()) as QuoteBody).totals.total).toBe(4950);
    expect((await h.request('GET', '/v2/quotes', { bearer: t.apiKey })).status).toBe(401);
  });
});
