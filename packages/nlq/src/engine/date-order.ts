import type { FilterClauses } from './clauses.ts';
import { consume, type ParseContext } from './context.ts';
import type { Filter } from './plan.ts';
import type { ColumnEntry } from './schema-index.ts';
import { stem } from './text.ts';

/** Verbs that end a row's work, and the words of the dates they set (`completed_date`, `finish_dt`, `end_date`). */
const FINISHING = /^(finished|completed|done|ended|closed)$/;
const FINISH_WORDS = new Set(['complet', 'finish', 'end', 'done', 'close'].map(stem));

/** The date the verb before "after"/"before" sets: one it names (`paid_date` for "paid"), or a finishing date. */
function verbDate(ctx: ParseContext, verbAt: number, other: ColumnEntry): ColumnEntry | undefined {
  const dates = ctx.main.columns.filter((c) => c.kind === 'date' && c !== other);
  const named = ctx.mentions.find((m) => m.kind === 'column' && m.end === verbAt + 1 && !ctx.claimed.has(m));
  if (named?.kind === 'column') return named.columns.find((c) => dates.includes(c));
  if (!FINISHING.test(ctx.words[verbAt] ?? '')) return undefined;
  const finishing = dates.filter((c) => c.words.some((w) => FINISH_WORDS.has(w)));
  return finishing.length === 1 ? finishing[0] : undefined;
}

/**
 * "bills paid after their due date", "jobs finished before the due date", "jobs finished later than their due date":
 * two dates of each row, compared — the one the verb sets and the one named after "after"/"before".
 */
export function readDatesInOrder(ctx: ParseContext, out: FilterClauses): void {
  const { words } = ctx;
  for (let i = 1; i < words.length; i++) {
    const than = words[i + 1] === 'than';
    const op =
      words[i] === 'after' || (than && words[i] === 'later')
        ? '>'
        : words[i] === 'before' || (than && /^(earlier|sooner)$/.test(words[i]!))
          ? '<'
          : undefined;
    if (!op || ctx.consumed.has(i)) continue;
    const j = than && !/^(after|before)$/.test(words[i]!) ? i + 2 : i + 1;
    const k = /^(their|its|the)$/.test(words[j] ?? '') ? j + 1 : j;
    const named = ctx.mentions.find((m) => m.kind === 'column' && m.start === k && !ctx.claimed.has(m));
    const other =
      named?.kind === 'column'
        ? named.columns.find((c) => c.kind === 'date' && c.table === ctx.main.name)
        : undefined;
    const column = other && verbDate(ctx, i - 1, other);
    if (!named || !other || !column) continue;
    const f: Filter = { kind: 'vs-column', column, op, other };
    for (const m of ctx.mentions)
      if (m.kind === 'column' && m.start >= i - 1 && m.end <= named.end) ctx.claimed.add(m);
    out.filters.push(f);
    out.spans.set(f, [i - 1, named.end]);
    out.readings.push(`${column.column} ${op} ${other.column}`);
    consume(ctx, i - 1, named.end);
  }
}
