import { testBackends } from '@colloquy/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, errorBody, type Harness, type Tenant } from './harness.ts';

/** A real one-page PDF with one line of text per entry, xref offsets computed. */
function pdf(lines: string[]): Uint8Array {
  const text = lines.map((l, i) => `BT /F1 12 Tf 72 ${720 - i * 20} Td (${l}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}

describe.each(testBackends())('knowledge file uploads on %s', (backend) => {
  let h: Harness;
  let t: Tenant;
  let assistantId: string;
  beforeAll(async () => {
    h = await createHarness(backend);
    t = await h.tenant();
    const res = await h.request('POST', '/v1/assistants', { bearer: t.apiKey, json: { name: 'Docs' } });
    assistantId = ((await res.json()) as { assistant_id: string }).assistant_id;
  });
  afterAll(() => h.close());

  const upload = (files: File[]) => {
    const form = new FormData();
    for (const file of files) form.append('file', file);
    return h.request('POST', `/v1/assistants/${assistantId}/knowledge/files`, { bearer: t.apiKey, form });
  };

  it('reads CSV, JSON, Markdown and PDF into FAQ entries and document sections the assistant can cite', async () => {
    const res = await upload([
      new File(
        ['question,answer\nDo you have parking?,"Yes, 40 free spaces behind the store."\n'],
        'faq.csv',
      ),
      new File(
        [JSON.stringify([{ question: 'Is there Wi-Fi?', answer: 'Free Wi-Fi in every showroom.' }])],
        'faq.json',
      ),
      new File(
        ['# Returns\nReturn anything within 30 days.\n\n# Delivery\nWe deliver six days a week.\n'],
        'policies.md',
      ),
      new File(
        [pdf(['Warehouse hours', 'The Leeds warehouse opens at 7am and closes at 4pm.'])],
        'warehouse.pdf',
      ),
    ]);
    expect(res.status, await res.clone().text()).toBe(201);
    expect(await res.json()).toEqual({
      added: 5,
      files: [
        { name: 'faq.csv', entries: 1 },
        { name: 'faq.json', entries: 1 },
        { name: 'policies.md', entries: 2 },
        { name: 'warehouse.pdf', entries: 1 },
      ],
    });
    const test = async (message: string) =>
      (await (
        await h.request('POST', `/v1/assistants/${assistantId}/test`, { bearer: t.apiKey, json: { message } })
      ).json()) as { reply: string; sources: { source: string; title: string }[] };
    const fromPdf = await test('when does the leeds warehouse open?');
    expect(fromPdf.reply).toContain('7am');
    expect(fromPdf.sources[0]?.source).toBe('warehouse.pdf');
    const fromMarkdown = await test('how many days a week do you deliver');
    expect(fromMarkdown.sources[0]).toMatchObject({ source: 'policies.md', title: 'policies: Delivery' });
  });

  it('rejects unsupported and broken files without storing any of the upload', async () => {
    const before = (
      (await (
        await h.request('GET', `/v1/assistants/${assistantId}/knowledge`, { bearer: t.apiKey })
      ).json()) as { data: unknown[] }
    ).data.length;
    for (const [file, pattern] of [
      [new File(['x'], 'notes.docx'), /unsupported file type/],
      [new File(['%PDF-1.4 garbage'], 'broken.pdf'), /broken\.pdf: not a readable PDF/],
      [new File(['question,answer\nonly a question,\n'], 'bad.csv'), /bad\.csv line 2/],
      [new File(['{"nope": 1}'], 'bad.json'), /bad\.json: expected/],
    ] as const) {
      const res = await upload([new File(['question,answer\nGood?,Yes.\n'], 'good.csv'), file]);
      expect(res.status, file.name).toBe(422);
      expect((await errorBody(res)).message).toMatch(pattern);
    }
    const after = (
      (await (
        await h.request('GET', `/v1/assistants/${assistantId}/knowledge`, { bearer: t.apiKey })
      ).json()) as { data: unknown[] }
    ).data.length;
    expect(after).toBe(before);
    const none = await upload([]);
    expect((await errorBody(none)).message).toContain('file is required');
    const json = await h.request('POST', `/v1/assistants/${assistantId}/knowledge/files`, {
      bearer: t.apiKey,
      json: {},
    });
    expect(json.status).toBe(415);
  });
});
