import type { FilterClauses } from './clauses.ts';
import { consume, type ParseContext } from './context.ts';
import type { Filter } from './plan.ts';
import { type ColumnEntry, spanSeconds } from './schema-index.ts';
import { shortens, stem } from './text.ts';
import { secondsOf } from './units.ts';
import { readComparator } from './vocabulary.ts';

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

/** Verbs of a row coming into being: the date they set is the row's own (`inv_dt` of `inv`, `order_date`). */
const BEGINNING =
  /^(made|placed|created|raised|booked|logged|opened|issued|submitted|received|lodged|taken|sent)$/;
/** Words between "after"/"of" and the verb of the earlier date ("after they were placed", "of being issued"). */
const LINKING = /^(being|they|it|he|she|were|was|had|been|having|the|their|its|get|got|be)$/;
/** Small words that finish a verb ("picked up", "sorted out", "came back"). */
const PARTICLES = /^(up|out|back|in|off|over)$/;

/** The main rows' dates kept as dates (not text or numbers), which subtract and compare. */
function plainDates(ctx: ParseContext): ColumnEntry[] {
  return ctx.main.columns.filter((c) => c.kind === 'date' && !c.held && !c.dateCode);
}

/** A date named for the rows themselves: `inv_dt` of `inv`, `order_date` of `customer_order`. */
function namedForRows(ctx: ParseContext, c: ColumnEntry): boolean {
  return c.words.some((w) => ctx.main.words.includes(w));
}

/**
 * The row's date that the word at `at` names: a column said there, one its stem begins, or, for a verb of beginning,
 * the row's own.
 */
function dateNamed(ctx: ParseContext, dates: ColumnEntry[], at: number): ColumnEntry | undefined {
  const said = ctx.mentions.find(
    (m) => m.kind === 'column' && m.start <= at && m.end > at && m.columns.some((c) => dates.includes(c)),
  );
  if (said?.kind === 'column') return said.columns.find((c) => dates.includes(c));
  const s = ctx.tokens[at]?.stem ?? '';
  const word = ctx.words[at] ?? '';
  // ("paid" → `paid_on`, `pd_dt`; "picked up" → `pickup_date`.)
  const begun = dates.filter((c) =>
    c.words.some(
      (w) => (w.length >= 3 && s.length >= 3 && (w.startsWith(s) || s.startsWith(w))) || shortens(w, word),
    ),
  );
  if (begun.length === 1) return begun[0];
  if (!BEGINNING.test(word)) return undefined;
  const own = dates.filter((c) => namedForRows(ctx, c));
  return own.length === 1 ? own[0] : undefined;
}

/**
 * "invoices paid more than 30 days after being issued", "orders collected within 10 days of being ordered",
 * "bookings made more than 60 days ahead of the arrival date", "invoices that took more than 60 days to get paid":
 * how long passed between two dates of each row, the later minus the earlier, compared with a length of time.
 */
export function readDateGaps(ctx: ParseContext, out: FilterClauses): void {
  const { words, tokens } = ctx;
  const dates = plainDates(ctx);
  if (dates.length < 2) return;
  for (let i = 1; i < words.length; i++) {
    const bound = words[i] === 'within' ? { op: '<=' as const, length: 1 } : readComparator(words, i);
    if (!bound || ctx.consumed.has(i)) continue;
    const at = i + bound.length;
    const value = /^(a|an)$/.test(words[at] ?? '') ? 1 : tokens[at]?.number;
    const unit = secondsOf(tokens[at + 1]?.stem ?? '');
    if (value === undefined || !unit) continue;
    let k = at + 2;
    const ahead =
      words[k] === 'before' || (/^(ahead|advance)$/.test(words[k] ?? '') && words[k + 1] === 'of');
    const took = words[k] === 'to' && /^(took|take|takes|taken|taking)$/.test(words[i - 1] ?? '');
    if (!ahead && !took && !/^(after|of|from)$/.test(words[k] ?? '')) continue;
    k += /^(ahead|advance)$/.test(words[k] ?? '') ? 2 : 1;
    while (LINKING.test(words[k] ?? '') && k < at + 7) k++;
    const verbAt = PARTICLES.test(words[i - 1] ?? '') ? i - 2 : i - 1;
    let said = dateNamed(ctx, dates, k);
    let verb = took ? undefined : dateNamed(ctx, dates, verbAt);
    // ("took more than 60 days to get paid": from the row's own date; with two dates, the one not named.)
    const rest = (c: ColumnEntry | undefined) =>
      dates.length === 2 && c ? dates.find((d) => d !== c) : undefined;
    if (took) verb = rest(said) ?? dates.find((c) => c !== said && namedForRows(ctx, c));
    else if (!said) said = rest(verb);
    else if (!verb) verb = rest(said);
    if (!said || !verb || said === verb) continue;
    const [later, earlier] = took || ahead ? [said, verb] : [verb, said];
    const span: ColumnEntry = { ...later, kind: 'number', isKey: false, isId: false, minus: earlier };
    const f: Filter = {
      kind: 'compare',
      column: span,
      op: bound.op,
      value: (value * unit) / spanSeconds(span)!,
    };
    const end = ctx.mentions.find((m) => m.start === k)?.end ?? k + 1;
    for (const m of ctx.mentions) if (m.start >= verbAt && m.end <= end) ctx.claimed.add(m);
    out.filters.push(f);
    out.spans.set(f, [verbAt, end]);
    out.readings.push(`${later.column} - ${earlier.column} ${bound.op} ${value} ${words[at + 1]}`);
    consume(ctx, Math.min(verbAt, i), end);
  }
}

/** Words of the date a row should be done by (`due_on`, `deadline`, `promised_date`, `required_by_dte`). */
const DUE_WORDS = new Set(['due', 'deadlin', 'promis', 'requir', 'expect', 'target'].map(stem));

/**
 * "loans returned late", "invoices paid on time", "jobs finished early": the date the verb names against the date
 * the row was due by, when the rows keep one.
 */
export function readLateness(ctx: ParseContext, out: FilterClauses): void {
  const { words } = ctx;
  const dates = plainDates(ctx);
  const due = dates.filter((c) => c.words.some((w) => DUE_WORDS.has(w)));
  if (due.length !== 1) return;
  for (let i = 1; i < words.length; i++) {
    const onTime = words[i] === 'on' && words[i + 1] === 'time';
    const op = words[i] === 'late' ? '>' : words[i] === 'early' ? '<' : onTime ? '<=' : undefined;
    if (!op || ctx.consumed.has(i)) continue;
    const verbAt = PARTICLES.test(words[i - 1] ?? '') ? i - 2 : i - 1;
    const column = dateNamed(ctx, dates, verbAt);
    if (!column || column === due[0]) continue;
    const f: Filter = { kind: 'vs-column', column, op, other: due[0]! };
    const end = onTime ? i + 2 : i + 1;
    for (const m of ctx.mentions) if (m.start >= verbAt && m.end <= end) ctx.claimed.add(m);
    out.filters.push(f);
    out.spans.set(f, [verbAt, end]);
    out.readings.push(`${column.column} ${op} ${due[0]!.column}`);
    consume(ctx, verbAt, end);
  }
}
