import type { FilterClauses } from './clauses.ts';
import type { ParseContext } from './context.ts';
import { conditionTable, type Filter, negateFilter, type QueryPlan } from './plan.ts';

/**
 * Puts the conditions a question negates into the plan. On related rows: no related row may meet them (NOT IN a
 * subquery). On the main table: the values shown minus those of rows meeting them (EXCEPT) when a plain listing shows
 * values that repeat across rows; otherwise each row is one answer, and the condition is simply inverted. (A text
 * pattern is about each row's own text and is always inverted: "whose name does not contain M".)
 */
export function placeNegations(
  ctx: ParseContext,
  plan: QueryPlan,
  filters: FilterClauses,
  readings: string[],
  unranked: boolean,
): void {
  const main = ctx.main;
  narrowAbsences(ctx, plan, filters, readings);
  // "architects who haven't built a mill before 1850": no related row meets it (NOT IN), whatever is shown.
  const relatedNegations = filters.negated.filter((f) => (conditionTable(f) ?? main.name) !== main.name);
  if (relatedNegations.length > 0) {
    // …which says more than "architects with no mill" read from the same words.
    const negatedTables = new Set(relatedNegations.flatMap((f) => conditionTable(f) ?? []));
    plan.filters = plan.filters.filter(
      (f) => !(f.kind === 'related' && f.negated && negatedTables.has(f.table)),
    );
    for (const t of negatedTables) {
      const stale = readings.indexOf(`${main.name} with no ${t}`);
      if (stale >= 0) readings.splice(stale, 1);
    }
    plan.filters.push({ kind: 'related-where', filters: relatedNegations, negated: true });
    filters.negated = filters.negated.filter((f) => !relatedNegations.includes(f));
    const stillRead = (t: string) => filters.filters.some((f) => 'column' in f && f.column.table === t);
    for (const t of negatedTables) if (!stillRead(t)) ctx.tables.delete(t);
  }
  // "countries that never hosted a friendly": the values shown, minus those of rows meeting the condition (EXCEPT);
  // when each row is one entity (its key or name shown), or the result aggregates, the condition is inverted.
  // ("courses in Statistics but not Psychology": a value of a column the question also asks to equal another
  // leaves out what rows with the other value share, whatever is shown.)
  const contrasted = filters.negated.some(
    (n) =>
      n.kind === 'in' && plan.filters.some((f) => f.kind === 'in' && !f.negated && f.column === n.column),
  );
  const listing = (entities: boolean) =>
    plan.select.length > 0 &&
    plan.select.every((s) => !s.agg && (entities || (s.column !== main.key && s.column !== main.label))) &&
    plan.groupBy.length === 0 &&
    !filters.having &&
    unranked;
  const patterns = filters.negated.every((n) => n.kind === 'like');
  if (filters.negated.length > 0) {
    if (listing(contrasted) && !patterns) plan.exclude = filters.negated;
    else plan.filters.push(...filters.negated.map(negateFilter));
    return;
  }
  // "last names of teachers not in any detention": likewise the values of rows with none, minus those with some.
  const without = plan.filters.filter(
    (f) =>
      ((f.kind === 'related' || f.kind === 'related-where') && f.negated) ||
      (f.kind === 'related-values' && f.mode === 'none' && f.values.length === 1),
  );
  const [only] = without;
  if (without.length === 1 && only && listing(false)) {
    plan.filters = plan.filters.filter((f) => f !== only);
    plan.exclude = [negateFilter(only)];
  }
}

/** At most this many words between "no <table>" and a condition on the rows it denies. */
const GAP = 4;

/**
 * "instructors who didn't teach courses in the Spring", "ships that do not have a captain with the rank of
 * Midshipman": conditions on related rows named right after "no <table>" say which related rows there are none of —
 * they go inside the negation instead of holding on a joined row.
 */
function narrowAbsences(
  ctx: ParseContext,
  plan: QueryPlan,
  filters: FilterClauses,
  readings: string[],
): void {
  for (const f of [...plan.filters]) {
    const span = filters.spans.get(f);
    if (f.kind !== 'related' || !f.negated || !span) continue;
    const after = plan.filters.filter((g) => {
      const at = filters.spans.get(g);
      return (
        at !== undefined &&
        at[0] >= span[1] &&
        at[0] - span[1] <= GAP &&
        (g.kind === 'in' || g.kind === 'compare' || g.kind === 'like' || g.kind === 'year') &&
        !('negated' in g && g.negated) &&
        g.column.table !== ctx.main.name
      );
    });
    if (after.length === 0) continue;
    const moved = new Set<Filter>([f, ...after]);
    // ("students who didn't take any course from Biology": the rows denied are reached through `takes`.)
    plan.via = [...new Set([...(plan.via ?? []), f.table])];
    plan.filters = plan.filters.filter((g) => !moved.has(g));
    filters.filters = filters.filters.filter((g) => !moved.has(g));
    filters.negated.push(...after);
    const stale = readings.indexOf(`${ctx.main.name} with no ${f.table}`);
    if (stale >= 0) readings[stale] = `${ctx.main.name} with no ${f.table} such that`;
  }
}
