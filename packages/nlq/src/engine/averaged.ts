/**
 * "the average number of dogs per owner", "On average, how many pianos does each customer have?": the rows counted
 * for each row they refer to, averaged over the rows that have any (an owner with no dog has no count to average).
 */
import type { Mention } from './linking.ts';
import type { QueryPlan } from './plan.ts';
import { findTable, type SchemaIndex } from './schema-index.ts';
import type { Token } from './text.ts';
import { SUPERLATIVES } from './vocabulary.ts';

/** Words that say more about the rows than this reading keeps: a condition, a comparison, a ranking. */
const MORE_SAID = /^(than|between|before|after|since|during|in|not|never|no|without|total|sum)$/;

export function averagedCount(
  tokens: Token[],
  mentions: Mention[],
  index: SchemaIndex,
): { plan: QueryPlan; reading: string } | undefined {
  const words = tokens.map((t) => t.text);
  if (!words.some((w) => /^(average|avg|mean)$/.test(w))) return undefined;
  // ("owners who have at least one dog": the rows counted are the rows that have some anyway.)
  const said = words.filter((w, i) => !(w === 'least' && words[i - 1] === 'at' && words[i + 1] === 'one'));
  if (said.some((w) => MORE_SAID.test(w) || SUPERLATIVES[w] !== undefined)) return undefined;
  if (tokens.some((t) => t.date || (t.number !== undefined && t.number !== 1))) return undefined;
  const at = words.findIndex(
    (w, i) => (w === 'number' && words[i + 1] === 'of') || (w === 'many' && words[i - 1] === 'how'),
  );
  if (at < 0) return undefined;
  const tables = mentions.filter((m) => m.kind === 'table');
  const counted = tables.find((m) => m.start > at && m.start <= at + 3);
  if (counted?.kind !== 'table') return undefined;
  const per = tables.find(
    (m) =>
      m.start > counted.end &&
      m.table !== counted.table &&
      words.slice(Math.max(counted.end, m.start - 3), m.start).some((w) => /^(per|each|every|a|an)$/.test(w)),
  );
  if (per?.kind !== 'table') return undefined;
  // (Anything else named would be a condition this reading leaves out.)
  const named = new Set([counted.table, per.table]);
  if (mentions.some((m) => m.kind !== 'number' && (m.kind !== 'table' || !named.has(m.table))))
    return undefined;
  const refs = (from: string) =>
    index.relationships.filter((r) => r.fromTable === from && r.toTable === per.table.name);
  // ("the average number of staff per event": the rows linking the two, `event_staff`, when none refer across.)
  const links = [
    ...new Set(
      index.relationships
        .filter((r) => r.toTable === counted.table.name && r.fromTable !== per.table.name)
        .map((r) => r.fromTable),
    ),
  ].filter((t) => refs(t).length === 1);
  const from = refs(counted.table.name).length > 0 ? counted.table.name : links.length === 1 ? links[0]! : '';
  const [ref, other] = refs(from);
  const table = findTable(index, from);
  const column = table?.columns.find((c) => c.column === ref?.fromColumn);
  if (other || !table || !column) return undefined;
  return {
    plan: {
      table: table.name,
      tables: [table.name],
      select: [{ agg: 'count' }],
      distinct: false,
      filters: [],
      groupBy: [column],
      averaged: true,
    },
    reading: `average over each ${per.table.name} (that has any) of the number of ${table.name}`,
  };
}
