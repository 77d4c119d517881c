import type { SchemaSnapshot } from '../engine/schema-index.ts';

/** One message of a chat-completions exchange. */
export interface SqlModelMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/**
 * A language model that writes SQL: the company's (or the instance's) OpenAI-compatible provider, adapted by the
 * caller. The engine never reaches the network itself.
 */
export interface SqlModel {
  /** For logs and the answer's interpretation, e.g. `openai-compatible:gpt-4o-mini`. */
  readonly name: string;
  complete(messages: SqlModelMessage[], signal?: AbortSignal): Promise<string>;
}

const SAMPLE_VALUES = 5;
const MAX_SCHEMA_CHARS = 24_000;

/** The schema as the model sees it: tables, typed columns, profiled values and relationships. */
export function describeSchema(snapshot: SchemaSnapshot): string {
  const lines: string[] = [];
  for (const table of snapshot.tables) {
    lines.push(`TABLE "${table.name}" (${table.rowCount} rows)`);
    for (const column of table.columns) {
      const facts: string[] = [column.type];
      if (column.kind === 'number' || column.kind === 'date') {
        if (column.min !== null && column.max !== null) facts.push(`from ${column.min} to ${column.max}`);
      } else if (column.samples.length) {
        const values = (column.values.length ? column.values : column.samples).slice(0, SAMPLE_VALUES);
        facts.push(`e.g. ${values.map((v) => JSON.stringify(v)).join(', ')}`);
      }
      facts.push(`${column.distinctCount} distinct`);
      lines.push(`  "${column.name}": ${facts.join('; ')}`);
    }
  }
  if (snapshot.relationships.length) {
    lines.push('RELATIONSHIPS');
    for (const r of snapshot.relationships)
      lines.push(`  "${r.fromTable}"."${r.fromColumn}" -> "${r.toTable}"."${r.toColumn}"`);
  }
  const text = lines.join('\n');
  return text.length > MAX_SCHEMA_CHARS ? `${text.slice(0, MAX_SCHEMA_CHARS)}\n  …` : text;
}

/** The conversation that asks for one DuckDB SELECT answering `question`. */
export function sqlPrompt(snapshot: SchemaSnapshot, question: string, today: Date): SqlModelMessage[] {
  return [
    {
      role: 'system',
      content: [
        "You translate a business user's question into ONE read-only DuckDB SQL SELECT over the tables below.",
        'Rules: a single SELECT (WITH is allowed); no DDL, DML, PRAGMA, COPY, ATTACH or file functions;',
        'quote identifiers with double quotes exactly as written; match text values as they appear in the data;',
        `today is ${today.toISOString().slice(0, 10)}. Reply with the SQL only, in a \`\`\`sql block.`,
        '',
        describeSchema(snapshot),
      ].join('\n'),
    },
    { role: 'user', content: question },
  ];
}

/** The follow-up after a failed attempt: the error, and a request for a corrected query. */
export function repairPrompt(previous: SqlModelMessage[], sql: string, error: string): SqlModelMessage[] {
  return [
    ...previous,
    { role: 'assistant', content: `\`\`\`sql\n${sql}\n\`\`\`` },
    {
      role: 'user',
      content: `That query was refused or failed: ${error}\nReply with a corrected single SELECT only, in a \`\`\`sql block.`,
    },
  ];
}

/** The SQL in a model's reply: the first ```sql block, else the first fenced block, else the text; no trailing `;`. */
export function extractSql(reply: string): string {
  const fenced = /```(?:sql|duckdb)?\s*\n?([\s\S]*?)```/i.exec(reply);
  const sql = (fenced ? fenced[1]! : reply).trim();
  return sql.replace(/;\s*$/, '').trim();
}
