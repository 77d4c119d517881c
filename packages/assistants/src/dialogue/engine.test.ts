import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { KnowledgeBase, type KnowledgeEntry } from '../knowledge/knowledge-base.ts';
import { TEMPLATES } from '../templates.ts';
import { BUILTIN_TOOLS } from '../tools/builtin.ts';
import { createToolRegistry, defineTool } from '../tools/registry.ts';
import { type ConversationState, type EngineOutput, INITIAL_STATE, respond } from './engine.ts';

const NOW = new Date('2026-11-23T10:00:00Z'); // a Monday

// A tool with parameters, plugged in through the registry as later features will be.
const bookRoom = defineTool({
  name: 'book_room',
  description: 'Books a meeting room.',
  examples: ['book a meeting room', 'reserve a room for a meeting', 'I need a room'],
  parameters: z.object({
    date: z.string().describe('date of the meeting'),
    attendees: z.number().int().min(1).describe('number of people'),
    email: z.string().email().describe('email for the confirmation'),
  }),
  prompts: {
    date: 'For which day?',
    attendees: 'How many people?',
    email: 'Which e-mail should get the confirmation?',
  },
  async handler(args) {
    return {
      reply: `Booked a room for ${args.attendees} on ${args.date}; confirmation sent to ${args.email}.`,
      data: args,
    };
  },
});

const registry = createToolRegistry([...BUILTIN_TOOLS, bookRoom]);

function conversation(options: {
  systemPrompt: string;
  tools: string[];
  entries: KnowledgeEntry[];
  name?: string;
}) {
  const knowledge = new KnowledgeBase(options.entries);
  let state: ConversationState = INITIAL_STATE;
  return async (message: string): Promise<EngineOutput> => {
    const out = await respond({
      companyId: 'cmp_test',
      profile: { name: options.name ?? 'Helper', systemPrompt: options.systemPrompt, tools: options.tools },
      knowledge,
      intents: options.entries.filter((e) => e.kind === 'intent'),
      registry,
      state,
      message,
      channel: 'api',
      now: NOW,
    });
    state = out.state;
    return out;
  };
}

describe.each(TEMPLATES)('template $name', (template) => {
  const entries: KnowledgeEntry[] = template.faq.map(([question, answer], i) => ({
    id: `kb_${i}`,
    kind: 'faq',
    question,
    answer,
    source: `template:${template.id}`,
  }));

  it('greets, answers its FAQ with a citation, admits what it does not know, and hands over to a person', async () => {
    const say = conversation({ systemPrompt: template.systemPrompt, tools: template.tools, entries });
    const hello = await say('Hello!');
    expect(hello.understood).toBe('greeting');
    expect(hello.reply).toMatch(/help|assist/i);

    const [question, answer] = template.faq[0]!;
    const hit = await say(question);
    expect(hit.reply).toBe(answer);
    expect(hit.sources[0]).toMatchObject({ id: 'kb_0', source: `template:${template.id}` });
    expect(hit.toolCalls[0]?.name).toBe('faq_search');

    const unknown = await say('What is the airspeed velocity of an unladen swallow?');
    expect(unknown.sources).toEqual([]);
    expect(unknown.reply).toMatch(/not sure/i);
    expect(unknown.reply).toMatch(/person/i);

    const yes = await say('yes please');
    expect(yes.escalated).toBe(true);
    expect(yes.toolCalls[0]?.name).toBe('escalate_to_human');

    const waiting = await say('hello? anyone there?');
    expect(waiting.reply).toBeNull();
    expect(waiting.escalated).toBe(true);
  });
});

describe('dialogue engine', () => {
  const base = TEMPLATES[0]!;
  const entries: KnowledgeEntry[] = base.faq.map(([question, answer], i) => ({
    id: `kb_${i}`,
    kind: 'faq',
    question,
    answer,
    source: 'faq.csv',
  }));

  it('collects missing parameters across turns, re-asks when an answer does not fit, and runs the tool', async () => {
    const say = conversation({ systemPrompt: 'You are Max.', tools: ['faq_search', 'book_room'], entries });
    const first = await say('I need to book a meeting room tomorrow');
    expect(first.reply).toBe('How many people?');
    const bad = await say('a few');
    expect(bad.reply).toBe("Sorry, I didn't catch that. How many people?");
    const second = await say('6 of us');
    expect(second.reply).toBe('Which e-mail should get the confirmation?');
    const done = await say('ana@example.com');
    expect(done.toolCalls).toEqual([
      {
        name: 'book_room',
        arguments: { date: '2026-11-24', attendees: 6, email: 'ana@example.com' },
        result: { date: '2026-11-24', attendees: 6, email: 'ana@example.com' },
      },
    ]);
    expect(done.reply).toContain('2026-11-24');
  });

  it('lets the customer cancel a half-finished request', async () => {
    const say = conversation({ systemPrompt: '', tools: ['book_room'], entries: [] });
    expect((await say('reserve a room for a meeting')).reply).toBe('For which day?');
    expect((await say('never mind')).understood).toBe('cancel');
    expect((await say('Hi')).understood).toBe('greeting');
  });

  it('picks a tool from custom intent examples', async () => {
    const intents: KnowledgeEntry[] = [
      { id: 'in_1', kind: 'intent', question: 'grab the boardroom', answer: 'book_room', source: 'api' },
    ];
    const say = conversation({ systemPrompt: '', tools: ['book_room'], entries: intents });
    expect((await say('can you grab the boardroom for friday')).reply).toBe('How many people?');
  });

  it('honours the persona name, greeting and forbidden topics of the system prompt', async () => {
    const say = conversation({
      systemPrompt:
        'You are Nora. Greet customers with "Welcome to Northwind! How can I help?" Do not discuss politics or competitors.',
      tools: ['faq_search'],
      entries,
    });
    expect((await say('hi')).reply).toBe('Welcome to Northwind! How can I help?');
    const refused = await say('What do you think about your competitors?');
    expect(refused.understood).toBe('forbidden topic');
    expect(refused.reply).toContain("can't discuss competitors");
    const named = conversation({ systemPrompt: 'You are Max, formal and precise.', tools: [], entries: [] });
    expect((await named('good morning')).reply).toBe('Good day, this is Max. How may I assist you?');
  });

  it('says thanks and explains what it can do', async () => {
    const say = conversation({
      systemPrompt: '',
      tools: ['faq_search', 'escalate_to_human'],
      entries,
      name: 'Desk',
    });
    expect((await say('thanks a lot')).understood).toBe('thanks');
    const help = await say('help');
    expect(help.reply).toContain('Desk can help you with:');
    expect(help.reply).toContain('knowledge base');
    const human = await say('I want to talk to a human');
    expect(human.escalated).toBe(true);
  });

  it('is deterministic', async () => {
    const a = conversation({ systemPrompt: '', tools: base.tools, entries });
    const b = conversation({ systemPrompt: '', tools: base.tools, entries });
    for (const message of ['hi', 'how do I send my order back', 'how much is shipping', 'thanks']) {
      expect(await a(message)).toEqual(await b(message));
    }
  });
});
