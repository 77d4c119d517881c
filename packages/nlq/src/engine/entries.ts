import { nearest, type ParseContext } from './context.ts';
import type { Mention } from './linking.ts';
import type { ValueEntry } from './schema-index.ts';

/** The column a value belongs to: one named next to it, else the main table's, one already joined, the nearest. */
export function pickEntry(ctx: ParseContext, value: Mention, entries: ValueEntry[]): ValueEntry | undefined {
  const near = new Set(
    ctx.mentions.flatMap((m) =>
      m.kind === 'column' && Math.abs(m.start - value.start) <= 4
        ? m.columns.map((c) => `${c.table}.${c.column}`)
        : [],
    ),
  );
  // A column named next to the value first, and among equals the main table's, then one already joined, then the
  // nearest.
  const named = entries.filter((e) => near.has(`${e.column.table}.${e.column.column}`));
  const pool = named.length > 0 ? named : entries;
  const closest = nearest(
    ctx,
    pool.map((e) => e.column),
  );
  return (
    pool.find((e) => e.column.table === ctx.main.name) ??
    pool.find((e) => ctx.tables.has(e.column.table)) ??
    pool.find((e) => e.column === closest) ??
    pool[0]
  );
}

/** "the teacher KAWA GORDON": two values in a row that are a first and a last name of one table. */
export function namePairs(ctx: ParseContext): Map<Mention, ValueEntry> {
  const pairs = new Map<Mention, ValueEntry>();
  const part = (m: Mention, word: string) =>
    m.kind === 'value' ? m.entries.filter((e) => e.column.words.includes(word)) : [];
  for (const first of ctx.mentions) {
    const last = ctx.mentions.find((x) => x.start === first.end);
    if (!last) continue;
    for (const f of part(first, 'first')) {
      const l = part(last, 'last').find((e) => e.column.table === f.column.table);
      if (!l) continue;
      pairs.set(first, f);
      pairs.set(last, l);
      break;
    }
  }
  return pairs;
}
