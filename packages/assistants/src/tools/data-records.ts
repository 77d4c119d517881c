import { type Db, findDataRecord, listDataRecords } from '@colloquy/db';
import { z } from 'zod';
import { defineTool } from './registry.ts';

function display(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** `lookup_record`: one of the company's data records (figures and facts sent to /v1/data/update), by name. */
export function lookupRecordTool(db: Db) {
  return defineTool({
    name: 'lookup_record',
    description:
      "Looks up one of the company's own figures or facts (its data records) by name and gives its value.",
    examples: [
      'what is our escalation rate',
      'how many monthly active users do we have',
      'show me the current value of a metric',
      'look up a figure',
    ],
    parameters: z.object({
      record: z
        .string()
        .min(1)
        .meta({ entity: 'record' })
        .describe('The name of the figure, e.g. "Escalation rate"'),
    }),
    prompts: { record: 'Which figure would you like? Tell me its name.' },
    async handler({ record }, { companyId }) {
      const found = await findDataRecord(db, companyId, record.trim());
      if (!found) {
        const known = (await listDataRecords(db, companyId, { limit: 10 })).map((r) => r.name);
        return {
          reply: known.length
            ? `I couldn't find a figure called "${record}". I know: ${known.join(', ')}.`
            : 'No figures have been shared with me yet.',
          data: { found: false },
        };
      }
      return {
        reply: `${found.name}: ${display(found.value)}`,
        data: { found: true, id: found.id, name: found.name, value: found.value },
      };
    },
  });
}
