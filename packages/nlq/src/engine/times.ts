/**
 * Times of day: "appointments that started before 10am", "bookings that start at 6pm or later", "calls in the
 * morning" — a time compared with the rows' column of times (`start_time` holding '09:30:00', or a TIME column), or
 * with the time of day of their timestamps (`started_at`).
 */
import type { FilterClauses } from './clauses.ts';
import { consume, dateColumn, mentionsCovering, type ParseContext } from './context.ts';
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

/** Whether a column holds moments, a date with its time of day: a TIMESTAMP, or text read with its hours. */
function holdsMoments(c: ColumnEntry): boolean {
  if (c.kind !== 'date') return false;
  return /^TIMESTAMP/i.test(c.profile.type) || (c.held?.as === 'date' && c.held.format.includes('%H'));
}

/** Parts of the day and the times they span ("in the morning": before noon; "the evening": from 5 pm). */
const PARTS_OF_DAY: Record<string, [string | undefined, string | undefined]> = {
  morning: [undefined, '12:00:00'],
  afternoon: ['12:00:00', '17:00:00'],
  evening: ['17:00:00', undefined],
};

/** Whether a word names a part of the day ("morning", "evenings"). */
function isPartOfDay(word: string): boolean {
  return PARTS_OF_DAY[word.replace(/s$/, '')] !== undefined;
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

/**
 * "between 9 and 11 am", "between 2 and 4pm": the hour before "and" is of the same half of the day as the time after
 * it, when that keeps it earlier.
 */
function earlierBound(ctx: ParseContext, at: number, time: string): string | undefined {
  const hour = ctx.tokens[at - 2]?.number;
  const bounded = ctx.tokens[at - 2]?.time;
  if (ctx.words[at - 1] !== 'and' || ctx.words[at - 3] !== 'between') return undefined;
  if (bounded) return bounded;
  if (hour === undefined || !Number.isInteger(hour) || hour < 0 || hour > 12) return undefined;
  const later = Number(time.slice(0, 2));
  const h = later >= 12 && hour + 12 <= later && hour < 12 ? hour + 12 : hour;
  return `${String(h).padStart(2, '0')}:00:00`;
}

/**
 * The column of times the question is about: the one named, else the one of the rows in question (or joined); with
 * no column of times, the moments of the date the question is about ("calls started before noon", `started_at`).
 */
function timeColumn(ctx: ParseContext, at: number): ColumnEntry | undefined {
  const kept = (of: (c: ColumnEntry) => boolean) => {
    const named = ctx.mentions
      .filter((m) => m.kind === 'column' && m.end <= at && !ctx.claimed.has(m))
      .flatMap((m) => (m.kind === 'column' ? m.columns.filter(of) : []));
    if (named.length > 0) return named.find((c) => c.table === ctx.main.name) ?? named[0];
    const tables = ctx.index.tables.filter((t) => t === ctx.main || ctx.tables.has(t.name));
    const held = tables.flatMap((t) => t.columns.filter(of));
    if (held.length === 1) return held[0];
    // ("appointments that started before 10am": of several, the one the verb before names, `start_time`.)
    const verbs = new Set(ctx.tokens.slice(Math.max(0, at - 4), at).map((t) => t.stem));
    const said = held.filter((c) => c.words.some((w) => verbs.has(w)));
    return said.length === 1 ? said[0] : undefined;
  };
  const moment = () => {
    const date = dateColumn(ctx, at);
    return date && holdsMoments(date) ? date : undefined;
  };
  return kept(holdsTimes) ?? kept(holdsMoments) ?? moment();
}

/** The time of day of the column compared with a time: as kept, or the time of a moment. */
function timeFilter(column: ColumnEntry, op: Comparison, time: string): Filter {
  return holdsTimes(column)
    ? { kind: 'compare', column, op, value: time }
    : { kind: 'time', column, op, time };
}

/** "in the morning", "during the evening": a part of the day said as when the rows were. */
export function inPartOfDay(words: string[], at: number): boolean {
  return isPartOfDay(words[at] ?? '') && words[at - 1] === 'the' && /^(in|during)$/.test(words[at - 2] ?? '');
}

/** "calls in the morning", "evening sessions", "on Saturday afternoons": the part of the day, where it is said. */
function partOfDay(ctx: ParseContext, at: number): { part: string; from: number; to: number } | undefined {
  if (!isPartOfDay(ctx.words[at]!) || mentionsCovering(ctx, at).length > 0) return undefined;
  const part = ctx.words[at]!.replace(/s$/, '');
  const w = ctx.words;
  if (inPartOfDay(w, at)) return { part, from: at - 2, to: at + 1 };
  // ("morning sessions", "on Saturday mornings": said of the rows, or of a day.)
  const rows = ctx.mentions.some((m) => (m.kind === 'table' || m.kind === 'column') && m.start === at + 1);
  return rows || /^(on|in|at)$/.test(w[at - 1] ?? '') || /^(on|in|at)$/.test(w[at - 2] ?? '')
    ? { part, from: at, to: at + 1 }
    : undefined;
}

export function readTimesOfDay(ctx: ParseContext, out: FilterClauses): void {
  ctx.tokens.forEach((t, at) => {
    if (ctx.consumed.has(at)) return;
    const low = t.time ? earlierBound(ctx, at, t.time) : undefined;
    const said = low
      ? { op: '<=' as const, from: at - 3, to: at + 1 }
      : t.time
        ? comparisonAt(ctx, at)
        : undefined;
    const part = t.time ? undefined : partOfDay(ctx, at);
    const column = (said || part) && timeColumn(ctx, at);
    if (!column || (!said && !part)) return;
    for (const m of ctx.mentions) {
      if (m.kind === 'column' && m.columns.includes(column) && m.end <= at) ctx.claimed.add(m);
    }
    const [from, to] = said ? [said.from, said.to] : [part!.from, part!.to];
    const bounds: Filter[] = said
      ? [...(low ? [timeFilter(column, '>=', low)] : []), timeFilter(column, said.op, t.time!)]
      : PARTS_OF_DAY[part!.part]!.flatMap((time, k) =>
          time ? [timeFilter(column, k === 0 ? '>=' : '<', time)] : [],
        );
    for (const filter of bounds) {
      out.filters.push(filter);
      out.spans.set(filter, [from, to]);
    }
    const range = low
      ? `${column.column} from ${low} to ${t.time}`
      : `${column.column} ${said?.op} ${t.time}`;
    out.readings.push(said ? range : `${column.column} in the ${part!.part}`);
    consume(ctx, from, to);
  });
}
