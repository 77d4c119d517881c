import { newId } from '@colloquy/core';
import { insertTicket } from '@colloquy/db';
import { z } from 'zod';
import { defineTask } from './registry.ts';

export const createTicket = defineTask({
  name: 'create_ticket',
  description: 'Opens a ticket for the IT desk or another team, with a title, details and a priority.',
  examples: [
    'open a ticket',
    'raise a ticket for my broken laptop',
    'log an issue with the printer',
    'create a support ticket',
    'report a problem to IT',
  ],
  parameters: z.object({
    title: z.string().trim().min(3).max(200).describe('A short summary of the problem'),
    description: z
      .string()
      .max(10_000)
      .optional()
      .describe('Details: what happened, since when, what was tried'),
    priority: z.enum(['low', 'normal', 'high', 'urgent']).default('normal'),
    category: z.string().trim().min(1).max(60).default('general').describe('e.g. hardware, access, software'),
    requester: z.string().max(320).optional().describe('Who asked: an e-mail address or a name'),
  }),
  prompts: { title: 'What is the problem, in a few words?' },
  async run(params, { companyId, db }) {
    const ticket = await insertTicket(db, {
      id: newId('ticket'),
      companyId,
      title: params.title,
      description: params.description ?? '',
      category: params.category,
      priority: params.priority,
      requester: params.requester ?? null,
    });
    return {
      ticket_id: ticket.id,
      title: ticket.title,
      priority: ticket.priority,
      category: ticket.category,
      status: ticket.status,
    };
  },
  summarize: (r) =>
    `I have opened ticket ${r.ticket_id} ("${r.title}", ${r.priority} priority). The team will be in touch.`,
});
