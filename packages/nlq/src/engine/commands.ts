/**
 * Text that asks to change data, or that is written as SQL, is not a question the engine reads: it would otherwise
 * find a table's name in "DROP TABLE orders" and list the orders, a wrong answer to a request it must refuse.
 * (Nothing could change data either way: the safety gate runs only one read-only SELECT.)
 */

import type { SchemaIndex } from './schema-index.ts';
import { stem } from './text.ts';

/** Verbs that start a request to change or reach outside the data, never a question about it. */
const CHANGE_VERBS =
  /^(drop|delete|remove|erase|update|insert|truncate|alter|create|rename|modify|grant|revoke|attach|detach|copy|pragma|vacuum|install|load|export|import|call)$/i;

/** A statement after a break, a quote closed before one, or a comment marker: an attempt to run SQL of its own. */
const INJECTED =
  /;\s*(select|with|drop|delete|update|insert|create|alter|truncate|attach|copy|pragma|grant|set|call|load|install|export|import)\b|['"]\s*\)?\s*;|--\s*$|\/\*/i;

/** `SELECT *`, `SELECT a, b FROM`, `SELECT x FROM`, `WITH t AS (`: SQL syntax, not "Select the names of …". */
const SQL_QUERY = /^\s*(select\s+(\*|distinct\b|[\w".]+\s*(,|\bfrom\b))|with\s+\w+\s+as\s*\()/i;

/** Whether the text's first two words are the first two words of a table's or a column's name. */
function startsName(question: string, schema: SchemaIndex): boolean {
  const [a, b] = (question.trim().match(/\p{L}+/gu) ?? []).slice(0, 2).map(stem);
  if (!a || !b) return false;
  return schema.tables.some((t) =>
    [t.words, ...t.columns.map((c) => c.words)].some((w) => w[0] === a && w[1] === b),
  );
}

export interface CommandDecline {
  reason: string;
  suggestion: string;
}

const SUGGESTION = 'Ask a question about your data in words, e.g. "How many orders were placed last month?".';

/**
 * Why the text is no question to translate, or undefined when it may be one. With the schema, a verb that starts a
 * name of its data with the word after it is that name: "Call signs of members …" over `call_sign`.
 */
export function commandDecline(question: string, schema?: SchemaIndex): CommandDecline | undefined {
  const first = question.trim().match(/^[\p{L}_]+/u)?.[0] ?? '';
  if (CHANGE_VERBS.test(first) && !(schema && startsName(question, schema))) {
    return {
      reason: `"${first}" asks to change your data or reach outside it; I only answer questions about it and never change it.`,
      suggestion: SUGGESTION,
    };
  }
  if (INJECTED.test(question) || SQL_QUERY.test(question)) {
    return {
      reason: 'The text is written as SQL; I write the SQL for a question myself and run it read-only.',
      suggestion: SUGGESTION,
    };
  }
  return undefined;
}
