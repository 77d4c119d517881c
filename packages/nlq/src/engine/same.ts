import type { FilterClauses } from './clauses.ts';
import { consume, type ParseContext } from './context.ts';
import { pickEntry } from './entries.ts';
import type { Filter } from './plan.ts';
import type { ColumnEntry } from './schema-index.ts';

/**
 * "employees in the same department as Clara": rows whose column holds what the row named holds —
 * `department_id IN (SELECT department_id FROM employees WHERE first_name = 'Clara')`. The column is the main
 * table's own, or its reference to the table named ("department" → `employees.department_id`).
 */
export function readSameAs(ctx: ParseContext, out: FilterClauses): void {
  const main = ctx.main;
  for (let i = 0; i < ctx.words.length; i++) {
    if (ctx.words[i] !== 'same' || ctx.consumed.has(i)) continue;
    const as = ctx.words.indexOf('as', i + 1);
    if (as < 0 || as > i + 4) continue;
    const named = ctx.mentions.find((m) => m.start > i && m.end <= as && !ctx.claimed.has(m));
    let column: ColumnEntry | undefined;
    if (named?.kind === 'column') column = named.columns.find((c) => c.table === main.name);
    else if (named?.kind === 'table') {
      const r = ctx.index.relationships.find(
        (x) => x.fromTable === main.name && x.toTable === named.table.name,
      );
      column = r && main.columns.find((c) => c.column === r.fromColumn);
    }
    if (!named || !column) continue;
    // The row named: a value of another of the main table's columns a few words on ("as someone named Clara").
    const value = ctx.mentions.find(
      (m) => m.kind === 'value' && m.start > as && m.start <= as + 6 && !ctx.claimed.has(m),
    );
    const entry =
      value?.kind === 'value'
        ? pickEntry(
            ctx,
            value,
            value.entries.filter((e) => e.column.table === main.name && e.column !== column),
          )
        : undefined;
    if (!value || !entry) continue;
    const f: Filter = {
      kind: 'same-as',
      column,
      filters: [{ kind: 'in', column: entry.column, values: [entry.value], negated: false }],
    };
    ctx.claimed.add(named);
    ctx.claimed.add(value);
    out.filters.push(f);
    out.spans.set(f, [i, value.end]);
    out.readings.push(`${column.column} is that of ${entry.column.column} ${entry.value}`);
    consume(ctx, i, value.end);
  }
}
