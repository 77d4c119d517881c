import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AppError, createLogger } from '@colloquy/core';
import { PDFParse } from 'pdf-parse';
import { afterAll, describe, expect, it } from 'vitest';
import { findChromium } from './pdf.ts';
import { createReportRenderer } from './renderer.ts';

const logLines: string[] = [];
const logger = createLogger({ level: 'info', destination: { write: (line: string) => logLines.push(line) } });
const renderer = createReportRenderer({ logger });
afterAll(() => renderer.close());

async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

function screeningData(name = 'Ada Lovelace') {
  const data = {
    title: 'Screening: Accountant',
    screening_id: 'scr_test',
    generated_at: '2026-11-22T03:00:00Z',
    blind: false,
    must_have_mode: 'weighted',
    job: { title: 'Accountant', must_have: ['Excel', 'GAAP'], nice_to_have: ['SAP'], min_years: 3 },
    totals: { files: 3, ranked: 2, errors: 1 },
    candidates: [
      {
        rank: 1,
        name,
        file: 'ada.pdf',
        score: 87.5,
        years_experience: 6,
        must_haves_met: 2,
        must_haves_total: 2,
        knocked_out: false,
        tie_break: null,
        skills: ['Excel', 'GAAP'],
        explanation: 'Meets every must-have.',
        requirements: [
          {
            kind_label: 'Must have',
            requirement: 'Excel',
            met: true,
            points: 3,
            weight: 3,
            evidence: 'Built Excel models for month-end close',
            evidence_source: 'experience · Senior Accountant',
            note: '',
          },
        ],
      },
      {
        rank: 2,
        name: 'Grace Hopper',
        file: 'grace.docx',
        score: 41,
        years_experience: 2,
        must_haves_met: 1,
        must_haves_total: 2,
        knocked_out: false,
        tie_break: null,
        skills: [],
        explanation: 'Misses GAAP.',
        requirements: [],
      },
    ],
    chart: [
      { label: name, value: 87.5 },
      { label: 'Grace Hopper', value: 41 },
    ],
    errors: [{ file: 'junk.pdf', code: 'unreadable_file', message: 'junk.pdf: not a PDF' }],
  };
  return { ...data, details: data.candidates, details_omitted: 0 };
}

describe('report renderer', () => {
  it('renders the screening report as HTML in the branded layout, with a chart and no scripts', () => {
    const html = renderer.html('screening', screeningData(), {
      name: 'Acme Hiring',
      primaryColor: '#aa0000',
      accentColor: 'red; } body { display: none',
      footer: 'Confidential',
    });
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<title>Screening: Accountant · Acme Hiring</title>');
    expect(html).toContain('--primary: #aa0000');
    // A colour that is not a colour falls back instead of injecting CSS.
    expect(html).not.toContain('display: none');
    expect(html).toContain('Confidential');
    expect(html).toContain('Built Excel models for month-end close');
    expect(html).toContain('junk.pdf: not a PDF');
    expect(html).toMatch(/<svg[^>]*class="chart"/);
    expect(html).not.toMatch(/<script|https?:\/\/(?!www\.w3\.org)/);
    expect(html.indexOf('Ada Lovelace')).toBeLessThan(html.indexOf('Grace Hopper'));
  });

  it('escapes HTML in data', () => {
    const html = renderer.html('screening', screeningData('<script>alert(1)</script>'));
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('renders Markdown with a ranking table and escaped cells', () => {
    const md = renderer.markdown('screening', screeningData('Ada | <b>Lovelace</b>'));
    expect(md).toContain('# Screening: Accountant');
    expect(md).toContain('| 1 | Ada \\| &lt;b&gt;Lovelace&lt;/b&gt; | ada.pdf | 87.5 | 6 | 2 / 2 |');
    expect(md).toContain('“Built Excel models for month-end close” (experience · Senior Accountant)');
    expect(md).toContain('- junk.pdf: junk.pdf: not a PDF (`unreadable_file`)');
  });

  it('answers an unknown report kind with a 404 AppError', () => {
    expect(() => renderer.html('../../etc/passwd', {})).toThrow(/No html template/);
    try {
      renderer.markdown('nope', {});
    } catch (error) {
      expect((error as AppError).status).toBe(404);
    }
  });

  it('says PDF is unavailable, with how to fix it, when Chromium is missing', async () => {
    const missing = createReportRenderer({ logger, chromiumPath: '/nonexistent/chromium' });
    expect(missing.pdfAvailable()).toBe(false);
    const error = await missing.pdf('<p>x</p>').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('pdf_unavailable');
    expect((error as AppError).status).toBe(503);
    expect((error as AppError).message).toMatch(/CHROMIUM_PATH/);
    expect((error as AppError).message).toMatch(/apt-get install -y chromium/);
    await missing.close();
  });
});

describe.skipIf(!findChromium())('PDF through Chromium', () => {
  it('prints the report to a PDF whose text contains the candidates', async () => {
    const pdf = await renderer.pdf(renderer.html('screening', screeningData()));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain('Ada Lovelace');
    expect(text).toContain('Grace Hopper');
    expect(text).toContain('Built Excel models for month-end close');
  });

  it('reuses one browser for 20 PDFs', async () => {
    const started = () => logLines.filter((l) => l.includes('chromium started')).length;
    const before = started();
    const pdfs = await Promise.all(
      Array.from({ length: 20 }, (_, i) => renderer.pdf(`<h1>Report number ${i}</h1>`)),
    );
    expect(pdfs).toHaveLength(20);
    expect(await pdfText(pdfs[13]!)).toContain('Report number 13');
    // At most the one launch of this renderer (none if the previous test already started it).
    expect(started()).toBeLessThanOrEqual(1);
    expect(started() - before).toBeLessThanOrEqual(1);
  });

  it('fetches nothing from the network while printing', async () => {
    let hits = 0;
    const server = createServer((_req, res) => {
      hits++;
      res.end('x');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const pdf = await renderer.pdf(
        `<link rel="stylesheet" href="http://127.0.0.1:${port}/a.css"><img src="http://127.0.0.1:${port}/b.png"><p>offline</p>`,
      );
      expect(await pdfText(pdf)).toContain('offline');
      expect(hits).toBe(0);
    } finally {
      server.close();
    }
  });

  it('starts a new browser when the old one died', async () => {
    const fresh = createReportRenderer({ logger: createLogger({ level: 'silent' }) });
    try {
      await fresh.pdf('<p>one</p>');
      // close() ends the browser; the next PDF launches another.
      await fresh.close();
      expect(await pdfText(await fresh.pdf('<p>two</p>'))).toContain('two');
    } finally {
      await fresh.close();
    }
  });
});
