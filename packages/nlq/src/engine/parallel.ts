import type { FilterClauses } from './clauses.ts';
import { consume, isNegation, type ParseContext } from './context.ts';
import { namePairs, pickEntry } from './entries.ts';
import type { Mention } from './linking.ts';
import type { Filter } from './plan.ts';
import { type ColumnEntry, holdsYears, isYear, type TableEntry } from './schema-index.ts';

/** A value of the data or a year, where the question names it. */
interface Atom {
  start: number;
  end: number;
  /** Undefined for a year: it goes to the date column of the table the values are in. */
  column: ColumnEntry | undefined;
  value: string | number;
  mention?: Mention;
}

/** At most this many words between two conditions of one group ("in the Fall of 2009"). */
const GAP = 3;

/**
 * Two groups of conditions joined by "or", "and" or "but not", each naming the same columns: "campuses in
 * Northridge, Los Angeles or in San Francisco, San Francisco" (either pair holds), "courses that ran in Fall 2009 but
 * not in Spring 2010" (a related row meets the first group, none meets the second). Read before single values and
 * years, which would otherwise merge the two groups into one list per column.
 */
export function readParallelConditions(ctx: ParseContext, out: FilterClauses): void {
  const atoms = atomsOf(ctx);
  for (let k = 0; k < ctx.words.length; k++) {
    if (!/^(or|and|but)$/.test(ctx.words[k]!)) continue;
    const negated = isNegation(ctx.words[k + 1] ?? '');
    if (ctx.words[k] === 'but' && !negated) continue;
    const left = distinctColumns(run(atoms.filter((a) => a.end <= k).reverse(), k, -1).reverse());
    const right = distinctColumns(
      run(
        atoms.filter((a) => a.start > k),
        k + (negated ? 2 : 1),
        1,
      ),
    );
    const table = parallelTable(ctx, left, right) ?? eitherTable(ctx, left, right, k);
    if (!table || !left || !right) continue;
    const sides = [left, right].map((side) => side.map((a) => atomFilter(a, table)));
    if (sides.some((side) => side.includes(undefined))) continue;
    const [first, second] = sides as [Filter[], Filter[]];
    const related = table !== ctx.main;
    const either = ctx.words[k] === 'or';
    if (!related && !either) continue;
    if (related) {
      const a: Filter = { kind: 'related-where', filters: first, negated: false };
      const b: Filter = { kind: 'related-where', filters: second, negated };
      out.filters.push(...(either ? [{ kind: 'any', filters: [a, b] } satisfies Filter] : [a, b]));
    } else {
      out.filters.push({
        kind: 'any',
        filters: [
          { kind: 'all', filters: first },
          { kind: 'all', filters: second },
        ],
      });
    }
    const text = (side: Atom[]) => side.map((a) => a.value).join(', ');
    const joined = `${text(left)} ${either ? 'or' : negated ? 'but not' : 'and'} ${text(right)}`;
    out.readings.push(related ? `${ctx.main.name} with ${table.name} of ${joined}` : `either ${joined}`);
    for (const a of [...left, ...right]) {
      if (a.mention) ctx.claimed.add(a.mention);
      consume(ctx, a.start, a.end);
    }
    consume(ctx, k, k + (negated ? 2 : 1));
    return;
  }
}

function atomsOf(ctx: ParseContext): Atom[] {
  const names = namePairs(ctx);
  const atoms: Atom[] = [];
  for (const m of ctx.mentions) {
    if (m.kind !== 'value' || ctx.claimed.has(m) || m.entries.length === 0) continue;
    const entry = names.get(m) ?? pickEntry(ctx, m, m.entries);
    if (entry)
      atoms.push({ start: m.start, end: m.end, column: entry.column, value: entry.value, mention: m });
  }
  ctx.tokens.forEach((t, i) => {
    const inMention = ctx.mentions.some((m) => m.kind !== 'number' && m.start <= i && i < m.end);
    if (t.number !== undefined && isYear(t.number) && !ctx.consumed.has(i) && !inMention)
      atoms.push({ start: i, end: i + 1, column: undefined, value: t.number });
  });
  return atoms.sort((a, b) => a.start - b.start);
}

/**
 * Each value of a group on its own column of one table: "Los Angeles" may be a location or a county, and is the
 * county beside "Northridge", a location.
 */
function distinctColumns(side: Atom[]): Atom[] | undefined {
  const first = side.find((a) => a.column)?.column;
  if (!first) return undefined;
  const used = new Set<ColumnEntry>();
  const out: Atom[] = [];
  for (const a of side) {
    if (!a.column || !a.mention || a.mention.kind !== 'value') {
      out.push(a);
      continue;
    }
    const options = [a.column, ...a.mention.entries.map((e) => e.column)].filter(
      (c) => c.table === first.table && !used.has(c),
    );
    const column = options[0];
    if (!column) return undefined;
    used.add(column);
    const value = column === a.column ? a.value : a.mention.entries.find((e) => e.column === column)!.value;
    out.push({ ...a, column, value });
  }
  return out;
}

/** The atoms next to `from`, going one way, each within GAP words of the one before. */
function run(atoms: Atom[], from: number, step: 1 | -1): Atom[] {
  const out: Atom[] = [];
  let edge = from;
  for (const a of atoms) {
    const gap = step === 1 ? a.start - edge : edge - a.end;
    if (gap > GAP) break;
    out.push(a);
    edge = step === 1 ? a.end : a.start;
  }
  return out;
}

/** The one table both groups are about, when they name the same columns (a year counts as the date column). */
function parallelTable(
  ctx: ParseContext,
  left: Atom[] | undefined,
  right: Atom[] | undefined,
): TableEntry | undefined {
  if (!left || !right || left.length < 2 || left.length !== right.length) return undefined;
  const signature = (side: Atom[]) =>
    side
      .map((a) => (a.column ? `${a.column.table}.${a.column.column}` : 'year'))
      .sort()
      .join('|');
  if (signature(left) !== signature(right)) return undefined;
  // Each group names each column once ("Los Angeles or San Francisco" alone is a list of one column).
  const columns = left.flatMap((a) => (a.column ? [a.column] : []));
  if (new Set(columns).size !== columns.length) return undefined;
  const tables = new Set(columns.map((c) => c.table));
  if (tables.size !== 1) return undefined;
  return ctx.index.tables.find((t) => tables.has(t.name));
}

/**
 * "either in division AS, or in division EN and in building NEB": after "either", the groups on each side of "or"
 * hold apart even when they name different columns — the main table's, each once.
 */
function eitherTable(
  ctx: ParseContext,
  left: Atom[] | undefined,
  right: Atom[] | undefined,
  or: number,
): TableEntry | undefined {
  if (!left?.length || !right?.length || ctx.words[or] !== 'or') return undefined;
  // ("either King or Queen": one value a side is a list of one column, read as such.)
  if (left.length + right.length < 3) return undefined;
  const from = left[0]!.start;
  if (!ctx.words.slice(Math.max(0, from - 3), from).includes('either')) return undefined;
  if (ctx.words.slice(or + 1).includes('or')) return undefined;
  const sides = [left, right].map((side) => side.map((a) => a.column));
  if (sides.some((side) => side.some((c) => !c || c.table !== ctx.main.name))) return undefined;
  if (sides.some((side) => new Set(side).size !== side.length)) return undefined;
  return ctx.main;
}

function atomFilter(a: Atom, table: TableEntry): Filter | undefined {
  if (a.column) return { kind: 'in', column: a.column, values: [String(a.value)], negated: false };
  const date = table.columns.find((c) => c.kind === 'date');
  if (date) return { kind: 'year', column: date, year: Number(a.value) };
  const year = table.columns.find(holdsYears);
  return year ? { kind: 'compare', column: year, op: '=', value: Number(a.value) } : undefined;
}
