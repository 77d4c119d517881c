import { z } from 'zod';
import { DEFAULT_CONFIDENCE_THRESHOLD, toSource } from '../knowledge/knowledge-base.ts';
import { defineTool } from './registry.ts';

export const faqSearch = defineTool({
  name: 'faq_search',
  description:
    "Answers questions from the assistant's knowledge base (FAQ and documents), citing the source.",
  examples: [],
  parameters: z.object({ query: z.string().min(1).describe('The question to look up') }),
  async handler({ query }, { knowledge }) {
    const [best] = knowledge.search(query, 3);
    if (!best || best.hit.confidence < DEFAULT_CONFIDENCE_THRESHOLD) {
      return { reply: '', data: { found: false } };
    }
    const text = best.entry.kind === 'faq' ? best.entry.answer : best.entry.answer.trim();
    return {
      reply: text,
      data: { found: true, entry_id: best.entry.id, confidence: best.hit.confidence },
      sources: [toSource(best)],
    };
  },
});

export const escalateToHuman = defineTool({
  name: 'escalate_to_human',
  description: 'Hands the conversation to a person on the team, who answers in the same conversation.',
  examples: [
    'talk to a human',
    'speak to a person',
    'can I talk to someone',
    'I want a real agent',
    'connect me to customer service',
    'let me speak to your manager',
    'this bot is useless, get me a human',
  ],
  parameters: z.object({ reason: z.string().optional().describe('Why the customer needs a person') }),
  async handler({ reason }) {
    return {
      reply: 'I have passed this conversation to our team. A person will reply here as soon as possible.',
      data: { escalated: true, reason: reason ?? null },
      escalate: true,
    };
  },
});

export const BUILTIN_TOOLS = [faqSearch, escalateToHuman];
