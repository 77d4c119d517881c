import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseResume } from './screen.ts';
import { makeDocx, makePdf } from './testing/make-files.ts';

const clock = { now: () => new Date('2026-11-22T00:00:00Z') };
const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}.txt`, import.meta.url), 'utf8');
const FIXTURES = ['jane-doe-engineer', 'alex-rivera-recruiter', 'sam-okafor-accountant'];

async function profileOf(name: string, data: Uint8Array) {
  const result = await parseResume({ name, data }, { clock });
  if (!result.ok) throw new Error(result.error.message);
  return result.resume.profile;
}

describe('per-file errors', () => {
  it.each([
    ['empty.pdf', new Uint8Array(), 'empty_file'],
    ['corrupt.pdf', new TextEncoder().encode('%PDF-1.4\nthis is not really a pdf'), 'unreadable_file'],
    ['corrupt.docx', new Uint8Array([0x50, 0x4b, 3, 4, 1, 2, 3]), 'unreadable_file'],
    ['blank.txt', new TextEncoder().encode('   \n\n  '), 'empty_file'],
    ['photo.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47]), 'unsupported_file_type'],
    ['binary.txt', new Uint8Array([0xff, 0xfe, 0x00, 0x41]), 'unreadable_file'],
  ])('%s → %s', async (name, data, code) => {
    const result = await parseResume({ name, data }, { clock });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe(code);
      expect(result.error.message).toContain(name);
    }
  });

  it('reports a PDF with no text (a scan) as empty', async () => {
    const result = await parseResume({ name: 'scan.pdf', data: makePdf('') }, { clock });
    expect(result).toMatchObject({ ok: false, error: { code: 'empty_file' } });
  });
});

describe('formats give the same profile (project fixtures)', () => {
  it.each(FIXTURES)('%s: TXT, generated DOCX and wrapped PDF agree', async (name) => {
    const text = fixture(name);
    const txt = await profileOf(`${name}.txt`, new TextEncoder().encode(text));
    const docx = await profileOf(`${name}.docx`, makeDocx(text));
    const pdf = await profileOf(`${name}.pdf`, makePdf(text, 70));
    expect(txt.experience.length).toBeGreaterThan(0);
    expect(docx).toEqual(txt);
    expect(pdf).toEqual(txt);
  });
});

const DEV = new URL('../../../../shared/data/resumes-dev/', import.meta.url);
const PAIRS = [
  '01-Accountant',
  '02-Accountant',
  '01-Desktop Support',
  '02-Desktop Support',
  '01-Office Coordinator',
  '02-Office Coordinator',
];

describe.skipIf(!existsSync(DEV))('PDF/DOCX parity on resumes-dev', () => {
  it.each(PAIRS)('%s', async (base) => {
    const pdf = await profileOf(`${base}.pdf`, readFileSync(new URL(`${base}.pdf`, DEV)));
    const docx = await profileOf(`${base}.docx`, readFileSync(new URL(`${base}.docx`, DEV)));
    // A profile with nothing in it would trivially agree.
    expect(pdf.name).toMatch(/^\p{Lu}\p{L}+ \p{Lu}\p{L}+$/u);
    expect(pdf.experience.length).toBeGreaterThanOrEqual(2);
    expect(pdf.experience.every((e) => e.title && e.company && e.start)).toBe(true);
    expect(pdf.years_experience).toBeGreaterThan(0);
    expect(pdf.education.length).toBeGreaterThan(0);
    expect(docx).toEqual(pdf);
  });

  it('parses the DOCX-only résumés without throwing and finds dated roles', async () => {
    const mickey = await profileOf('Mickey01_docx.docx', readFileSync(new URL('Mickey01_docx.docx', DEV)));
    expect(mickey.experience.length).toBeGreaterThanOrEqual(5);
    expect(mickey.skills).toEqual(expect.arrayContaining(['Ansible', 'Kubernetes', 'Python']));
    const minnie = await profileOf('Minnie01_docx.docx', readFileSync(new URL('Minnie01_docx.docx', DEV)));
    expect(minnie.experience.length).toBeGreaterThan(0);
  });
});
