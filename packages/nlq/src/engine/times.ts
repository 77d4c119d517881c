/**
 * Times of day: "appointments that started before 10am", "bookings that start at 6pm or later" — a time compared with
 * the rows' column of times (`start_time` holding '09:30:00', or a TIME column).
 */
import type { FilterClauses } from './clauses.ts';
import { consume, type ParseContext } from './context.ts';
import type { Comparison, Filter } from './plan.ts';
import type { ColumnEntry } from './schema-index.ts';

/** Text of a time of day, as columns of times keep it: '09:30' or '09:30:00'. */
const CLOCK = /^\d{2}:\d{2}(:\d{2})?$/;

/** Whether a column holds times of day: a TIME column, or text every value of which reads as one. */
function holdsTimes(c: ColumnEntry): boolean {
  const p = c.profile;
  if (/^TIME($|\s|\()/i.test(p.type)) return true;
  return (
    c.kind === 'text' &&
    p.samples.length > 0 &&
    [p.min, p.max, ...p.samples].every((v) => CLOCK.test(v ?? ''))
  );
}

/** The comparison the words before a time at `at` (and "or later" after it) make of it. */
function comparisonAt(
  ctx: ParseContext,
  at: number,
): { op: Comparison; from: number; to: number } | undefined {
  const w = ctx.words;
  const orLater = w[at + 1] === 'or' && /^(later|after)$/.test(w[at + 2] ?? '');
  const orEarlier = w[at + 1] === 'or' && /^(earlier|before|sooner)$/.test(w[at + 2] ?? '');
  const to = orLater || orEarlier ? at + 3 : at + 1;
  if (/^(before|until|till|by)$/.test(w[at - 1] ?? '')) return { op: '<', from: at - 1, to };
  if (/^(after|since)$/.test(w[at - 1] ?? '')) return { op: '>', from: at - 1, to };
  if (w[at - 1] === 'than' && /^(earlier|sooner)$/.test(w[at - 2] ?? ''))
    return { op: '<', from: at - 2, to };
  if (w[at - 1] === 'than' && w[at - 2] === 'later') return { op: '>', from: at - 2, to };
  if (/^(at|from)$/.test(w[at - 1] ?? ''))
    return { op: orLater ? '>=' : orEarlier ? '<=' : '=', from: at - 1, to };
  return undefined;
}

/** The column of times the question is about: the one named, else the one of the rows in question (or joined). */
function timeColumn(ctx: ParseContext, at: number): ColumnEntry | undefined {
  const named = ctx.mentions
    .filter((m) => m.kind === 'column' && m.end <= at && !ctx.claimed.has(m))
    .flatMap((m) => (m.kind === 'column' ? m.columns.filter(holdsTimes) : []));
  if (named.length > 0) return named.find((c) => c.table === ctx.main.name) ?? named[0];
  const tables = ctx.index.tables.filter((t) => t === ctx.main || ctx.tables.has(t.name));
  const held = tables.flatMap((t) => t.columns.filter(holdsTimes));
  if (held.length === 1) return held[0];
  // ("appointments that started before 10am": of several, the one the verb before names, `start_time`.)
  const verbs = new Set(ctx.tokens.slice(Math.max(0, at - 4), at).map((t) => t.stem));
  const said = held.filter((c) => c.words.some((w) => verbs.has(w)));
  return said.length === 1 ? said[0] : undefined;
}

export function readTimesOfDay(ctx: ParseContext, out: FilterClauses): void {
  ctx.tokens.forEach((t, at) => {
    if (!t.time || ctx.consumed.has(at)) return;
    const compared = comparisonAt(ctx, at);
    const column = compared && timeColumn(ctx, at);
    if (!compared || !column) return;
    for (const m of ctx.mentions) {
      if (m.kind === 'column' && m.columns.includes(column) && m.end <= at) ctx.claimed.add(m);
    }
    const filter: Filter = { kind: 'compare', column, op: compared.op, value: t.time };
    out.filters.push(filter);
    out.spans.set(filter, [compared.from, compared.to]);
    out.readings.push(`${column.column} ${compared.op} ${t.time}`);
    consume(ctx, compared.from, compared.to);
  });
}
