import type { FilterClauses } from './clauses.ts';
import { consume, isExclusion, isNegation, type ParseContext } from './context.ts';
import type { Comparison, Filter } from './plan.ts';

/** At most this many words between a negation and the count it denies. */
const REACH = 8;

/**
 * A count of the rows a related table holds for each main row ("customers with more than 3 orders"), read over
 * `span`. Usually a HAVING of the grouped main rows; as a condition of its own (main rows whose related rows, counted,
 * meet the bound) when the question denies it ("storms that did not affect two or more regions") or names a second
 * one ("companies with at least 2 engineers or at least 2 contracts": either count, or both with "and").
 */
export function placeRelatedCount(
  ctx: ParseContext,
  out: FilterClauses,
  table: string,
  op: Comparison,
  value: number,
  span: [number, number],
): void {
  const count: Filter = { kind: 'related-count', table, op, value, negated: false };
  const from = Math.max(0, span[0] - REACH);
  // "did not affect two or more regions": a denial of the rows already read, or a negation left unread, before it.
  const denial = out.filters.find((f) => {
    const at = out.spans.get(f);
    return (
      f.kind === 'related' && f.negated && !f.where && at !== undefined && at[1] <= span[0] && at[1] >= from
    );
  });
  const negation = ctx.words
    .slice(from, span[0])
    .findIndex((w, k) => (isNegation(w) || isExclusion(w)) && !ctx.consumed.has(from + k));
  if (denial || negation >= 0) {
    if (denial) out.filters = out.filters.filter((f) => f !== denial);
    else consume(ctx, from + negation, from + negation + 1);
    out.filters.push({ ...count, negated: true });
    out.readings.push(`${ctx.main.name} without ${op} ${value} ${table}`);
    return;
  }
  const first = out.having;
  const firstAt = out.havingAt;
  if (first?.agg === 'count' && first.table && first.table !== table && first.high === undefined && firstAt) {
    const earlier: Filter = {
      kind: 'related-count',
      table: first.table,
      op: first.op,
      value: first.value,
      negated: false,
    };
    out.having = undefined;
    out.havingAt = undefined;
    // (Counted inside its condition, the first table is joined no more unless a condition reads it.)
    if (!out.filters.some((f) => 'column' in f && f.column.table === first.table))
      ctx.tables.delete(first.table);
    const either = ctx.words.slice(firstAt[1], span[0]).includes('or');
    out.filters.push(
      ...(either ? [{ kind: 'any', filters: [earlier, count] } satisfies Filter] : [earlier, count]),
    );
    out.readings.push(`${ctx.main.name} with ${op} ${value} ${table}`);
    return;
  }
  // "projects detailed as 'omnis' or with more than 2 outcomes": an alternative to a condition beside it.
  const near = [
    ...ctx.words.slice(Math.max(0, span[0] - 3), span[0]),
    ...ctx.words.slice(span[1], span[1] + 2),
  ];
  if (near.includes('or')) {
    out.filters.push(count);
    out.spans.set(count, span);
    out.readings.push(`${ctx.main.name} with ${op} ${value} ${table}`);
    return;
  }
  ctx.tables.add(table);
  out.having = { agg: 'count', op, value, table };
  out.havingAt = span;
  out.readings.push(`${ctx.main.name} with ${op} ${value} ${table}`);
}
