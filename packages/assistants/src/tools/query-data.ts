import type { DatasetService } from '@colloquy/nlq';
import { z } from 'zod';
import { defineTool } from './registry.ts';

const SHOWN_ROWS = 10;

function table(columns: readonly string[], rows: readonly unknown[][]): string {
  const line = (cells: readonly unknown[]) => `| ${cells.map((c) => String(c ?? '')).join(' | ')} |`;
  return [line(columns), line(columns.map(() => '---')), ...rows.slice(0, SHOWN_ROWS).map(line)].join('\n');
}

/** `query_data`: a question over the company's datasets, answered with the number or table and its SQL. */
export function queryDataTool(datasets: DatasetService) {
  return defineTool({
    name: 'query_data',
    description:
      "Answers questions about the company's own data (its uploaded datasets) with a number or a table, the SQL that produced it and a chart.",
    evidence: 'dataset',
    examples: [
      'how many orders did we get last month',
      'total sales by region',
      'top 5 customers by revenue',
      'average order value in 2023',
      'which products have never been ordered',
      'show me revenue per month',
      'count the customers in each country',
    ],
    parameters: z.object({
      question: z.string().min(1).optional().describe('The data question (defaults to the message itself)'),
    }),
    async handler({ question }, { companyId, message }) {
      const answer = await datasets.ask(companyId, { question: question ?? message });
      if (!answer.understood || answer.sql === null) {
        return {
          reply: [answer.answer, answer.suggestion].filter(Boolean).join(' '),
          data: { understood: false, interpretation: answer.interpretation },
        };
      }
      const shown = answer.rows.length > 1 || answer.columns.length > 1;
      return {
        reply: [
          answer.answer,
          shown ? table(answer.columns, answer.rows) : '',
          answer.rows.length > SHOWN_ROWS ? `(first ${SHOWN_ROWS} of ${answer.rows.length} rows)` : '',
          `SQL: ${answer.sql}`,
        ]
          .filter(Boolean)
          .join('\n\n'),
        data: {
          understood: true,
          sql: answer.sql,
          columns: answer.columns,
          rows: answer.rows.slice(0, 100),
          chart: answer.chart,
          interpretation: answer.interpretation,
        },
      };
    },
  });
}
