import { testBackends } from '@colloquy/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type Tenant } from './harness.ts';

interface ChatBody {
  conversation_id: string;
  reply: string | null;
  tool_calls: { name: string; result: Record<string, unknown> | null }[];
}

const CATALOGUE = {
  items: [
    { sku: 'TP-X1C', name: 'ThinkPad X1 Carbon', unit_price: 149_900, currency: 'EUR', tax_rate: 20 },
    { sku: 'TP-X1Y', name: 'ThinkPad X1 Yoga', unit_price: 164_950, currency: 'EUR', tax_rate: 20 },
    { sku: 'HP-LJ4', name: 'HP LaserJet Pro M404dn', unit_price: 28_999, currency: 'EUR', tax_rate: 20 },
    { sku: 'DK-USB', name: 'USB-C Dock', unit_price: 12_900, currency: 'EUR', tax_rate: 20 },
  ],
};

describe.each(testBackends())('generate_quote through /v1/chat on %s', (backend) => {
  let h: Harness;
  let t: Tenant;
  let assistantId: string;
  beforeAll(async () => {
    h = await createHarness(backend);
    t = await h.tenant('Northwind');
    expect((await api('POST', '/v1/quotes/catalogue', CATALOGUE)).status).toBe(201);
    const created = await api('POST', '/v1/assistants', { name: 'Sales desk', template: 'sales' });
    const assistant = (await created.json()) as { assistant_id: string; tools: string[] };
    expect(assistant.tools).toContain('generate_quote');
    assistantId = assistant.assistant_id;
    expect((await api('POST', `/v1/assistants/${assistantId}/deploy`)).status).toBe(200);
  });
  afterAll(() => h.close());

  const api = (method: string, path: string, json?: unknown) =>
    h.request(method, path, { bearer: t.apiKey, ...(json === undefined ? {} : { json }) });
  const say = async (message: string, conversationId?: string) => {
    const res = await api('POST', '/v1/chat', {
      assistant_id: assistantId,
      message,
      channel: 'web',
      ...(conversationId ? { conversation_id: conversationId } : {}),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as ChatBody;
  };

  it('asks for the customer and the ambiguous product across turns, then drafts the quote', async () => {
    const first = await say('quote 3 ThinkPad X1 and 2 LaserJet printers, 10% off');
    expect(first.reply).toBe('Which customer is this quote for?');
    const second = await say('Acme', first.conversation_id);
    expect(second.reply).toBe('Did you mean ThinkPad X1 Carbon or ThinkPad X1 Yoga?');
    const third = await say('the yoga', first.conversation_id);
    expect(third.tool_calls.map((c) => c.name)).toEqual(['generate_quote']);
    const result = third.tool_calls[0]!.result as {
      quote_id: string;
      number: string;
      total: number;
      link: string;
    };
    expect(third.reply).toContain(
      `Draft quote ${result.number} for Acme: 3 × ThinkPad X1 Yoga, 2 × HP LaserJet Pro M404dn.`,
    );
    expect(third.reply).toContain(result.link);
    expect(third.reply).toMatch(/total [\d.]+ EUR/);

    const quote = (await (await api('GET', `/v1/quotes/${result.quote_id}`)).json()) as {
      customer: { name: string };
      status: string;
      discount: { percent: number };
      lines: { sku: string; quantity: number }[];
      totals: { total: number };
    };
    expect(quote).toMatchObject({ customer: { name: 'Acme' }, status: 'draft', discount: { percent: 10 } });
    expect(quote.lines.map((l) => [l.sku, l.quantity])).toEqual([
      ['TP-X1Y', 3],
      ['HP-LJ4', 2],
    ]);
    expect(quote.totals.total).toBe(result.total);
    // Asking is not failing: only the finished run is recorded.
    const runs = await h.database.db.query<{ status: string }>(
      "SELECT status FROM task_runs WHERE company_id = $1 AND task = 'generate_quote'",
      [t.companyId],
    );
    expect(runs.map((r) => r.status)).toEqual(['completed']);
  });

  it('drafts at once when the request says everything, tolerating typos and plurals', async () => {
    const reply = await say('Please quote 2 usb-c docks and 1 Thinkpad X1 Carbn for Globex Corp');
    expect(reply.reply).toMatch(
      /^Draft quote Q-\d{4}-\d{4} for Globex Corp: 2 × USB-C Dock, 1 × ThinkPad X1 Carbon\./,
    );
  });

  it('answers the API with 422 input_needed and the question', async () => {
    const res = await api('POST', '/v1/tasks/execute', {
      task: 'generate_quote',
      params: { request: '3 ThinkPad X1 for Acme' },
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      error: 'input_needed',
      message: 'Did you mean ThinkPad X1 Carbon or ThinkPad X1 Yoga?',
    });
  });
});
