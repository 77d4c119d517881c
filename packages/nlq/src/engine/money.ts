/**
 * Money and quantities the question names without a column: what customers spent, revenue and sales, "the order
 * value", "units sold" — the one money (or quantity) column of the rows in question, or of the rows referring to them.
 */
import { consume, mentionsCovering, type ParseContext, referringTables, soleYear } from './context.ts';
import type { Mention } from './linking.ts';
import { type ColumnEntry, findTable, type SchemaIndex, type TableEntry } from './schema-index.ts';
import { stem, type Token } from './text.ts';
import { AGGREGATE_WORDS, REVENUE, SUPERLATIVES } from './vocabulary.ts';

/** Stems of columns that hold sums of money. */
const MONEY = /^(total|amount|price|cost|payment|paid|salari|revenu|fee|fare|spend|spent|earn|incom)$/;

/** Stems of the names of tables whose rows are sums of money: donations, expenses, refunds, charges, invoices. */
const MONEY_ROWS = /^(donat|expens|refund|charg|invoic|contribut|grant|wage|tip|deposit)/;

/** Where the question first says "revenue", "sales" (…) that no column is named by and nothing has read: -1 if nowhere. */
export function revenueAt(ctx: ParseContext): number {
  return ctx.words.findIndex(
    (w, i) => REVENUE.test(w) && !ctx.consumed.has(i) && mentionsCovering(ctx, i).length === 0,
  );
}

/**
 * "How much money did Lucas Mancini spend?", "the total paid by the customer …": the sum of the one money column of
 * a table that refers to the main table's rows (else of the main table's own).
 */
export function moneySpent(ctx: ParseContext): ColumnEntry | undefined {
  const verb = spendingAsked(ctx);
  // ("How much revenue has the Ploughman's brought in?": the revenue named, which the verb only brings.)
  if (verb && !(/^(bring|brings|brought)$/.test(verb) && revenueAt(ctx) >= 0)) {
    const money = moneyColumn(ctx, verb);
    // ("How much has Chorlton Library paid us?", "How much has been charged in each category?": the verb says what is
    // summed; it shows no `paid_on` or `charge_unit` its word names.)
    const at = ctx.words.indexOf(verb);
    for (const m of money && at >= 0 ? mentionsCovering(ctx, at) : []) {
      if (m.kind === 'column' && m.end - m.start === 1 && !m.columns.includes(money!)) ctx.claimed.add(m);
    }
    return money;
  }
  // ("What is the revenue per category?" where no column is called so: the sum of the money the rows hold.)
  const at = revenueAt(ctx);
  const column = at >= 0 ? moneyColumn(ctx, ctx.words[at]!) : undefined;
  // ("Total takings per branch.": the total said of the revenue is the sum read.)
  let from = at;
  while (from > 0 && /^(total|gross|net)$/.test(ctx.words[from - 1]!)) from--;
  if (column) consume(ctx, from, at + 1);
  return column ?? totalOfRows(ctx);
}

/** Forms of "take", as in money taken in ("How much did we take in fuel sales?"). */
const TAKE = /^(take|takes|took|taken)$/;

/** The spending verb of "How much did … spend?", "the total paid by …": the money asked to be summed. */
export function spendingAsked(ctx: ParseContext): string | undefined {
  // ("How much did we take in fuel sales", "How much did we invoice in May?": money taken in, or billed, by us;
  // "How much money have parking sessions brought in?")
  const verb = ctx.words.find(
    (w, i) =>
      MONEY_VERBS.test(w) ||
      ((TAKE.test(w) || w === 'brought') && ctx.words[i + 1] === 'in') ||
      // ("What's the total taken through each payment method?")
      (TAKE.test(w) && ctx.words[i - 1] === 'total') ||
      (/^(invoice|bill|charge)$/.test(w) && /^(we|they|you|i)$/.test(ctx.words[i - 1] ?? '')) ||
      // ("How much money did we receive in payments?": money received or collected, said so.)
      (/^(receive|received|collect|collected)$/.test(w) && /\bhow much money\b/.test(ctx.words.join(' '))),
  );
  // ("Which team has paid the most in total?", "Which concert brought in the highest total gross?": the total
  // ranks; it is not asked for.)
  const total = ctx.words.some(
    (w, i) =>
      w === 'total' &&
      !(ctx.words[i - 1] === 'in' && /^(most|least)$/.test(ctx.words[i - 2] ?? '')) &&
      !SUPERLATIVES[ctx.words[i - 1] ?? ''],
  );
  return verb && (/\bhow much\b/.test(ctx.words.join(' ')) || total) ? verb : undefined;
}

/**
 * "List the total amount of invoices from Chicago", "the total of the invoices", "the total amount of money in the
 * invoices": the sum of the rows' one money column.
 */
function totalOfRows(ctx: ParseContext): ColumnEntry | undefined {
  const { words } = ctx;
  const free = (i: number) => !ctx.consumed.has(i) && mentionsCovering(ctx, i).length === 0;
  const at = words.findIndex((w, i) => w === 'total' && free(i));
  if (at < 0) return undefined;
  // ("total payments received per year": rows of money, named right after "total", summed by their one money column.)
  const paid = ctx.mentions.find((m) => m.kind === 'table' && m.start === at + 1);
  if (paid?.kind === 'table' && paid.table.words.some((w) => MONEY.test(w) || MONEY_ROWS.test(w))) {
    const money = moneyOf(ctx.index, paid.table.name);
    if (money.length !== 1) return undefined;
    consume(ctx, at, at + 1);
    return money[0];
  }
  let k = at + 1;
  if (/^(amount|value|money|sum)$/.test(words[k] ?? '') && free(k)) k++;
  if (words[k] === 'of' && words[k + 1] === 'money') k += 2;
  if (!/^(of|in)$/.test(words[k] ?? '')) return undefined;
  while (/^(the|all|their|our)$/.test(words[k + 1] ?? '')) k++;
  // ("the total value of all completed commissions": a word of theirs may come before the rows.)
  const said = ctx.mentions.find((m) => m.kind === 'value' && m.start === k + 1);
  const rows =
    ctx.mentions.find((m) => m.kind === 'table' && m.start === k + 1) ??
    ctx.mentions.find((m) => m.kind === 'table' && said && m.start === said.end);
  const all = rows?.kind === 'table' ? moneyOf(ctx.index, rows.table.name) : [];
  // (`total_cost` beside `total_hours`: "total" alone says no money; `total_price` beside `deposit_amount`: the
  // total is the value.)
  const real = all.filter((c) => c.words.some((w) => w !== 'total' && MONEY.test(w)));
  // (`hire_amt` beside `deposit_amt` in `hires`: the money named for the rows.)
  const value = real.filter(
    (c) =>
      c.words.includes('total') ||
      (rows?.kind === 'table' && c.words.some((w) => rows.table.words.includes(w))),
  );
  const money = all.length < 2 ? all : value.length === 1 ? value : real;
  // ("the total value of purchase order PO-23018": rows holding no money are worth what their lines are.)
  const worth = /^(value|worth)$/.test(words[at + 1] ?? '')
    ? money.length === 1
      ? worthOf(ctx.index, money[0]!)
      : rows?.kind === 'table' && all.length === 0
        ? lineItems(ctx.index, rows.table.name)
        : undefined
    : undefined;
  if (money.length !== 1 && !worth) return undefined;
  consume(ctx, at, k + 1);
  return worth ?? money[0];
}

/** A unit price or cost times how many its row holds — sold, ordered or in stock (`unit_cost * on_hand`). */
function worthOf(index: SchemaIndex, money: ColumnEntry): ColumnEntry | undefined {
  if (!money.words.some((w) => /^(unit|price)$/.test(w))) return undefined;
  const quantities = quantitiesOf(index, money.table);
  const held = (findTable(index, money.table)?.columns ?? []).filter(
    (c) => quantities.includes(c) || keepsStock(c),
  );
  return held.length === 1 ? { ...money, times: held[0] } : undefined;
}

/** Of several money columns of a row, the whole it is worth: not a part of it (a deposit, what was paid, the tax). */
export function wholeMoney(money: ColumnEntry[]): ColumnEntry[] {
  if (money.length < 2) return money;
  // (What was paid is a part of the value too.)
  const whole = notParts(money).filter((c) => !c.words.some((w) => /^(pai|pd)$/.test(w)));
  return whole.length === 1 ? whole : money;
}

/** Stems of the names of money that is a part of a sum, beside it: a deposit, tax, a discount, a tip. */
const MONEY_PARTS = /^(deposit|tax|vat|discount|tip|balanc|refund)$/;

/** Of several money columns, those that are no part of another: `paid_amt`, not `tip_amt`. */
function notParts(money: ColumnEntry[]): ColumnEntry[] {
  return money.length < 2 ? money : money.filter((c) => !c.words.some((w) => MONEY_PARTS.test(w)));
}

/** What a row charges minus what it costs (`charge_rate - pay_rate`, `price - cost`): its one pair of such columns. */
function margin(index: SchemaIndex, table: string): ColumnEntry | undefined {
  const numbers = (findTable(index, table)?.columns ?? []).filter(
    (c) => c.kind === 'number' && !c.isId && !c.words.includes('total'),
  );
  const sells = numbers.filter((c) =>
    c.words.some((w) => /^(price|charg|sell|sale|retail|rrp|msrp)$/.test(w)),
  );
  const costs = numbers.filter((c) => c.words.some((w) => /^(cost|pai|pay|wholesal|bui|purchas)$/.test(w)));
  if (sells.length !== 1 || costs.length !== 1 || sells[0] === costs[0]) return undefined;
  return { ...sells[0]!, isKey: false, minus: costs[0] };
}

/** A count of what is held in stock: `units_in_stock`, `stockQty`, `on_hand`, `qty_on_hand`. */
export function keepsStock(c: ColumnEntry): boolean {
  return (
    c.kind === 'number' &&
    !c.isId &&
    (c.words.includes('stock') || (c.words.includes('on') && c.words.includes('hand')))
  );
}

/** A table's columns of money: numbers named like amounts (an id by name is none, though unique like a key). */
export function moneyOf(index: SchemaIndex, table: string): ColumnEntry[] {
  return (findTable(index, table)?.columns ?? []).filter(
    (c) => c.kind === 'number' && !c.words.includes('id') && c.words.some((w) => MONEY.test(w)),
  );
}

/**
 * "the average order value", "the value of the orders", "the average invoice total": "value" (or "total" after the
 * rows' name), named by no column, is the one money column of the rows named beside it — a column mention for it;
 * "units" the schema's one quantity column.
 */
export function unnamedMeasures(mentions: Mention[], tokens: Token[], index: SchemaIndex): Mention[] {
  const added: Mention[] = [];
  tokens.forEach((t, i) => {
    // ("the average hourly margin", "the profit on each product": what a row charges minus what it costs.)
    if (/^(margins?|profits?|markups?)$/.test(t.text) && !mentions.some((m) => m.start <= i && i < m.end)) {
      const margins = index.tables.flatMap((table) => margin(index, table.name) ?? []);
      if (margins.length === 1)
        added.push({ kind: 'column', start: i, end: i + 1, columns: margins, hint: false });
      return;
    }
    // ("the average invoice total", "the highest order total": "total" right after the rows' name, itself after an
    // aggregate, is their money too.)
    const total =
      t.text === 'total' &&
      mentions.some(
        (m) =>
          m.kind === 'table' &&
          m.end === i &&
          (AGGREGATE_WORDS[tokens[m.start - 1]?.text ?? ''] || SUPERLATIVES[tokens[m.start - 1]?.text ?? '']),
      );
    if ((!/^values?$/.test(t.text) && !total) || mentions.some((m) => m.start <= i && i < m.end)) return;
    let k = i + 1;
    if (tokens[k]?.text === 'of') k++;
    if (/^(the|all|their)$/.test(tokens[k]?.text ?? '')) k++;
    // ("the total value of all won opportunities": a word saying which rows may stand before their name.)
    const rows = mentions.find(
      (m) =>
        m.kind === 'table' &&
        (m.end === i ||
          (!total &&
            k > i + 1 &&
            m.start >= k &&
            m.start <= k + 1 &&
            !mentions.some((x) => x.kind === 'table' && x.start >= k && x.start < m.start))),
    );
    const money = rows?.kind === 'table' ? wholeMoney(moneyOf(index, rows.table.name)) : [];
    // ("the value of the parts we hold": a unit cost is worth as much as the rows hold of it.)
    const worth = money.length === 1 && !total ? worthOf(index, money[0]!) : undefined;
    if (money.length === 1)
      added.push({ kind: 'column', start: i, end: i + 1, columns: [worth ?? money[0]!], hint: false });
  });
  // ("How many units of ThinkPad T14 were sold?": the one quantity column of the schema — also over a column "units"
  // names by half its name, `unit_price`, when something was sold.)
  const quantities = index.tables.flatMap((t) => quantitiesOf(index, t.name));
  const sold = tokens.some((t) => /^(sold|ordered|bought|purchased)$/.test(t.text));
  const replaced = new Set<Mention>();
  tokens.forEach((t, i) => {
    if (!/^units$/.test(t.text) || quantities.length !== 1) return;
    const covering = mentions.filter((m) => m.start <= i && i < m.end);
    const halfNamed =
      sold &&
      covering.length === 1 &&
      covering[0]!.kind === 'column' &&
      covering[0]!.end - covering[0]!.start === 1 &&
      !covering[0]!.columns.some((c) => quantities.includes(c));
    if (covering.length > 0 && !halfNamed) return;
    for (const m of covering) replaced.add(m);
    added.push({ kind: 'column', start: i, end: i + 1, columns: quantities, hint: false });
  });
  // ("How many tickets were sold?" over `tkt_sale`: the things a table of sales is named for, counted, are its one
  // quantity column summed, not its rows.)
  tokens.forEach((t, i) => {
    const rows = mentions.find((m) => m.kind === 'table' && m.start === i && m.end === i + 1);
    const counted =
      /^(many|total)$/.test(tokens[i - 1]?.text ?? '') ||
      (tokens[i - 1]?.text === 'of' && tokens[i - 2]?.text === 'number');
    if (!sold || !counted || rows?.kind !== 'table') return;
    const sale = rows.table.words[1];
    if (rows.table.words.length !== 2 || !/^(sale|order|purchas)$/.test(sale!) || t.stem === sale) return;
    const quantity = quantitiesOf(index, rows.table.name);
    if (quantity.length !== 1) return;
    replaced.add(rows);
    added.push({ kind: 'column', start: i, end: i + 1, columns: quantity, hint: false });
  });
  if (added.length === 0) return mentions;
  return [...mentions.filter((m) => !replaced.has(m)), ...added].sort((a, b) => a.start - b.start);
}

/**
 * "What was the revenue last quarter?" naming no table: the one table of sales — dated rows with one money column
 * that refer to other rows (orders of products by customers), not the products' list prices.
 */
export function salesTable(index: SchemaIndex): TableEntry | undefined {
  const sales = index.tables.filter(
    (t) =>
      moneyOf(index, t.name).length === 1 &&
      t.columns.some((c) => c.kind === 'date') &&
      index.relationships.some((r) => r.fromTable === t.name && r.toTable !== t.name),
  );
  return sales.length === 1 ? sales[0] : undefined;
}

/** Verbs of spending or earning money ("Which customer spent the most?"). */
export const MONEY_VERBS =
  /^(spend|spent|spends|pay|paid|payed|pays|earn|earned|earns|sell|sells|invoiced|charged|billed|raised|bring|brings)$/;

/** Verbs of money given, lent or taken beside those of spending: "has given the most money", "borrowed the most". */
export const MONEY_MOVED = /^(given|gave|donated|borrowed|lent|loaned|received|contributed|owed)$/;

/**
 * The one money column a spending verb is about: of a table referring to the main rows, else of the main table. A
 * unit price is multiplied by its rows' one quantity (`invoice_lines.unit_price * quantity`): the money they bring.
 */
export function moneyColumn(ctx: ParseContext, verb: string, hint: string[] = []): ColumnEntry | undefined {
  const money = heldColumn(ctx, moneyOf, verb, ctx.main, hint);
  if (!money?.words.some((w) => /^(unit|price)$/.test(w))) return money;
  return sold(ctx.index, money.table) ?? lineItems(ctx.index, money.table) ?? money;
}

/** A table's one unit price times its one quantity, if it has both (`invoice_lines`). */
function sold(index: SchemaIndex, table: string): ColumnEntry | undefined {
  const prices = moneyOf(index, table).filter((c) => c.words.some((w) => /^(unit|price)$/.test(w)));
  const quantities = quantitiesOf(index, table);
  return prices.length === 1 && quantities.length === 1 ? { ...prices[0]!, times: quantities[0] } : undefined;
}

/**
 * "Which genre brings the most revenue?": the tracks' list price is no revenue; the one table of line items that
 * refers to them (`invoice_lines`, a price and a quantity) is.
 */
function lineItems(index: SchemaIndex, table: string): ColumnEntry | undefined {
  const found = referringTables(index, table).flatMap((t) => sold(index, t) ?? []);
  return found.length === 1 ? found[0] : undefined;
}

/** Nouns for how many of a thing were sold or ordered ("products that sold more than 3 units"). */
export const SOLD_UNITS = /^(units?|items?|pieces?|copies)$/;

/** "sold more than 3 units": the one quantity column of the rows referring to the main rows (else of the main table). */
export function quantityColumn(ctx: ParseContext, of: TableEntry = ctx.main): ColumnEntry | undefined {
  return heldColumn(ctx, quantitiesOf, '', of);
}

/** A table's columns of how many (`quantity`, `qty`, `units`). */
export function quantitiesOf(index: SchemaIndex, table: string): ColumnEntry[] {
  return (findTable(index, table)?.columns ?? []).filter(
    (c) => c.kind === 'number' && !c.isId && c.words.some((w) => /^(quantiti|quantity|qty|units)$/.test(w)),
  );
}

/** The one column `of` picks in the tables referring to the main rows, else in the main table; of several, the verb's. */
function heldColumn(
  ctx: ParseContext,
  of: (index: SchemaIndex, table: string) => ColumnEntry[],
  verb: string,
  rows: TableEntry = ctx.main,
  hint: string[] = [],
): ColumnEntry | undefined {
  const referring = [
    ...new Set(ctx.index.relationships.filter((r) => r.toTable === rows.name).map((r) => r.fromTable)),
  ].flatMap((t) => of(ctx.index, t));
  const own = of(ctx.index, rows.name);
  // ("Which customer have we charged the most?": the visits' charges, which refer to the customers' premises, when
  // neither the customers nor what refers to them hold money.)
  const further =
    referring.length === 0 && own.length === 0 && verb
      ? [...new Set(referringTables(ctx.index, rows.name).flatMap((t) => referringTables(ctx.index, t)))]
          .filter((t) => t !== rows.name)
          .flatMap((t) => of(ctx.index, t))
      : [];
  // ("How much did we invoice in May?" about invoices: the money of the rows the verb names.)
  const found =
    further.length > 0
      ? further
      : referring.length > 0 && !(own.length > 0 && rows.words.includes(stem(verb)))
        ? referring
        : own;
  if (found.length === 1) return found[0];
  // ("brought in the most fee income": of several, the one the words after name.)
  const hinted = found.filter((c) => c.words.some((w) => hint.includes(w)));
  if (hinted.length === 1) return hinted[0];
  // "paid": of several, the payments; else the one of the dated sales rows (orders, not a price list); money taken in,
  // the one total ("take in fuel sales": `totalAmount`, not `pricePerLitre`).
  const named = verb ? found.filter((c) => c.words.some((w) => w.slice(0, 2) === verb.slice(0, 2))) : [];
  const sales = salesTable(ctx.index);
  const ofSales = found.filter((c) => c.table === sales?.name);
  // ("Total invoiced per year": what was billed, the one total — `Total Cost`, not `Amount Paid`.)
  // (Of the table the verb names, if any: "invoiced" is the invoices' money, not the bookings'.)
  const ofVerb = found.filter((c) =>
    findTable(ctx.index, c.table)?.words.some((w) => w.length >= 4 && verb.startsWith(w)),
  );
  const pool = ofVerb.length > 0 ? ofVerb : found;
  const totalled = /^(invoiced|charged|billed)$/.test(verb)
    ? pool.filter((c) => c.words.includes('total'))
    : [];
  const billed =
    totalled.length > 1
      ? totalled.filter((c) => c.words.some((w) => /^(cost|amount|price|due)$/.test(w)))
      : totalled;
  // (Money taken in, or revenue: "the total hire revenue" over `total_price` beside `deposit_amount`, the whole.)
  const totals =
    billed.length === 1
      ? billed
      : TAKE.test(verb) || REVENUE.test(verb)
        ? notParts(found.filter((c) => c.words.some((w) => /^(total|amount)$/.test(w))))
        : [];
  return named.length === 1
    ? named[0]
    : ofSales.length === 1
      ? ofSales[0]
      : totals.length === 1
        ? totals[0]
        : undefined;
}

/**
 * "the sales of each customer in 2026", "the revenue per customer since March", "How much did Acme Corp spend in
 * 2026?", "the total sales of each customer in 2026" (about the orders): the date of the rows whose money a revenue
 * word or a spending verb sums (the orders'), not that of the customers named before the period; so does the money
 * the rows were ranked by ("the top customers in 2026").
 */
export function salesDate(ctx: ParseContext): ColumnEntry | undefined {
  const at = revenueAt(ctx);
  const verb = ctx.words.find((w) => MONEY_VERBS.test(w));
  const said = at >= 0 ? ctx.words[at] : verb;
  const money = ctx.rankedMoney ?? (said ? moneyColumn(ctx, said) : undefined);
  return money ? soleYear(findTable(ctx.index, money.table)) : undefined;
}
