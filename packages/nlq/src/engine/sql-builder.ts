import { quoteIdent, sqlValue } from '../sql-text.ts';
import { countedKey, type JoinStep, joinPath, referenceTo } from './context.ts';
import { conditionTable, type Filter, type Having, type QueryPlan, type SelectItem } from './plan.ts';
import {
  type ColumnEntry,
  type DatePart,
  findTable,
  type SchemaIndex,
  spanOfMoments,
} from './schema-index.ts';

export class UnbuildableQueryError extends Error {}

interface Scope {
  alias: Map<string, string>;
  qualified: boolean;
  /** Aliases of tables joined a second time through another reference, by that reference (`Match.AwayTeamId`). */
  through?: Map<ColumnEntry, string>;
}

/** A date's part as a value that sorts in time order: 2024, 2024-Q1, 2024-01, 2024-01-31 (1 to 12 within a year). */
const DATE_PARTS: Record<DatePart, (c: string) => string> = {
  year: (c) => `year(${c})`,
  quarter: (c) => `concat(year(${c}), '-Q', quarter(${c}))`,
  month: (c) => `strftime(${c}, '%Y-%m')`,
  monthOfYear: (c) => `month(${c})`,
  day: (c) => `CAST(${c} AS DATE)`,
  weekday: (c) => `dayname(${c})`,
  hour: (c) => `hour(${c})`,
};

/** A date part's name as a column heading, where it differs from the part's own. */
const PART_NAMES: Partial<Record<DatePart, string>> = { monthOfYear: 'month' };

function col(scope: Scope, c: ColumnEntry): string {
  if (c.minus) {
    const span = `(${col(scope, { ...c, minus: undefined, unit: undefined })} - ${col(scope, c.minus)})`;
    // ("the average call in minutes": an interval by its seconds, days by theirs, in the unit said.)
    if (!c.unit || (c.unit === 86_400 && !spanOfMoments(c))) return span;
    const seconds = spanOfMoments(c) ? `epoch${span}` : `${span} * 86400`;
    return c.unit === 1 ? seconds : `(${seconds} / ${c.unit})`;
  }
  if (c.times) return `(${col(scope, { ...c, times: undefined })} * ${col(scope, c.times)})`;
  // ("the longest stay, in hours" over minutes: / 60; "in minutes" over hours: * 60.)
  if (c.per) {
    const kept = col(scope, { ...c, per: undefined });
    return c.per.size >= 1 ? `(${kept} / ${c.per.size})` : `(${kept} * ${Math.round(1 / c.per.size)})`;
  }
  if (c.part) return DATE_PARTS[c.part](dateOf(scope, { ...c, part: undefined }));
  const alias = (c.through && scope.through?.get(c.through)) ?? scope.alias.get(c.table);
  return scope.qualified && alias ? `${alias}.${quoteIdent(c.column)}` : quoteIdent(c.column);
}

/**
 * A column as what it holds, to compare, sort and add up: the number in text kept with its currency, percent sign
 * or unit ('£12.50'), the seconds in a length of time ('4:12'), the date in text ('01/04/2024'); any other column as
 * it is.
 */
function heldIn(scope: Scope, c: ColumnEntry): string {
  if (c.held?.as === 'number')
    return `TRY_CAST(regexp_replace(${col(scope, c)}, '[^0-9.-]', '', 'g') AS DOUBLE)`;
  // ('1:04:12' is 3852 seconds.)
  if (c.held?.as === 'seconds')
    return `list_reduce(list_transform(string_split(${col(scope, c)}, ':'), x -> TRY_CAST(x AS DOUBLE)), (a, b) -> a * 60 + b)`;
  return c.held ? dateOf(scope, c) : col(scope, c);
}

/**
 * A date column as a date: one kept as a number, 20240401, or as text, '01/04/2024', read as one (a number is shown,
 * sorted and compared as it is).
 */
function dateOf(scope: Scope, c: ColumnEntry): string {
  if (c.held?.as === 'date') return `try_strptime(${col(scope, c)}, ${sqlValue(c.held.format)})`;
  return c.dateCode ? `strptime(CAST(${col(scope, c)} AS VARCHAR), '%Y%m%d')` : col(scope, c);
}

/** A date said in the question as the column keeps it: '2024-04-01' is 20240401 beside `planted_yyyymmdd`. */
function dateValue(column: ColumnEntry, value: string | number): string {
  const m = column.dateCode && typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  return m ? `${m[1]}${m[2]}${m[3]}` : sqlValue(value);
}

function item(scope: Scope, s: SelectItem): string {
  if (s.agg === 'count' && !s.column) return 'count(*)';
  if (!s.column) throw new UnbuildableQueryError('an aggregate without a column');
  const c = col(scope, s.column);
  if (!s.agg) return c;
  if (s.agg === 'count_distinct') return `count(DISTINCT ${c})`;
  if (s.agg === 'count') return `count(${c})`;
  // ("signed up later than the average": the average date, a timestamp comparable with the dates.)
  if (s.agg === 'avg' && s.column.kind === 'date')
    return `to_timestamp(avg(epoch(${dateOf(scope, s.column)})))`;
  // (The longest of '4:12' and '12:05' is shown as written.)
  if (s.column.held?.as === 'seconds' && (s.agg === 'max' || s.agg === 'min'))
    return `arg_${s.agg}(${c}, ${heldIn(scope, s.column)})`;
  if (s.column.held) return `${s.agg}(${heldIn(scope, s.column)})`;
  // Numbers kept as text still add up; values that are no number are left out.
  if ((s.agg === 'sum' || s.agg === 'avg' || s.agg === 'median') && s.column.kind !== 'number')
    return `${s.agg}(TRY_CAST(${c} AS DOUBLE))`;
  return `${s.agg}(${c})`;
}

/** What rows are sorted by: an aggregate, or a column (the number or date in its text, for '£12.50'). */
function sortKey(scope: Scope, s: SelectItem): string {
  return s.agg || !s.column ? item(scope, s) : heldIn(scope, s.column);
}

/**
 * A column compared with a number, whatever its type: text equal to the number's digits, text read as a number for
 * an order, a date by its year.
 */
function compareNumber(scope: Scope, column: ColumnEntry, op: string, value: number): string {
  const c = col(scope, column);
  // (How long between two moments is an interval: compared by its seconds.)
  if (spanOfMoments(column) && !column.unit) return `epoch(${c}) ${op} ${value}`;
  if (column.kind === 'number') return `${heldIn(scope, column)} ${op} ${value}`;
  if (column.kind === 'date') return `year(${dateOf(scope, column)}) ${op} ${value}`;
  if (op === '=' || op === '!=') return `${c} ${op} ${sqlValue(String(value))}`;
  return `TRY_CAST(${c} AS DOUBLE) ${op} ${value}`;
}

function filter(scope: Scope, f: Filter, plan: QueryPlan, index: SchemaIndex): string {
  switch (f.kind) {
    case 'compare':
      if (typeof f.value === 'number') return compareNumber(scope, f.column, f.op, f.value);
      return `${heldIn(scope, f.column)} ${f.op} ${dateValue(f.column, f.value)}`;
    case 'vs-column':
      return `${heldIn(scope, f.column)} ${f.op} ${heldIn(scope, f.other)}`;
    case 'in': {
      if (f.values.length === 1)
        return `${col(scope, f.column)} ${f.negated ? '!=' : '='} ${sqlValue(f.values[0]!)}`;
      return `${col(scope, f.column)} ${f.negated ? 'NOT IN' : 'IN'} (${f.values.map(sqlValue).join(', ')})`;
    }
    case 'between':
      if (typeof f.low === 'number' && typeof f.high === 'number' && f.column.kind !== 'number')
        return `${compareNumber(scope, f.column, '>=', f.low)} AND ${compareNumber(scope, f.column, '<=', f.high)}`;
      return `${heldIn(scope, f.column)} BETWEEN ${dateValue(f.column, f.low)} AND ${dateValue(f.column, f.high)}`;
    case 'any':
      return `(${f.filters.map((x) => filter(scope, x, plan, index)).join(' OR ')})`;
    case 'all':
      return `(${f.filters.map((x) => filter(scope, x, plan, index)).join(' AND ')})`;
    case 'like': {
      const escaped = f.text.replace(/[\\%_]/g, (c) => `\\${c}`);
      const pattern =
        f.position === 'starts' ? `${escaped}%` : f.position === 'ends' ? `%${escaped}` : `%${escaped}%`;
      const target =
        f.column.kind === 'text' ? col(scope, f.column) : `CAST(${col(scope, f.column)} AS VARCHAR)`;
      return `${target} ${f.negated ? 'NOT ILIKE' : 'ILIKE'} ${sqlValue(pattern)} ESCAPE '\\'`;
    }
    case 'year':
      return `year(${dateOf(scope, f.column)}) = ${f.year}`;
    case 'weekday':
      return `dayofweek(${dateOf(scope, f.column)}) IN (${f.days.join(', ')})`;
    case 'month':
      return `month(${dateOf(scope, f.column)}) = ${f.month}`;
    case 'time':
      return `CAST(${dateOf(scope, f.column)} AS TIME) ${f.op} TIME ${sqlValue(f.time)}`;
    case 'missing':
      // (A measure of 0 is none too: "employees with no commission".)
      return f.column.kind === 'number'
        ? `coalesce(${heldIn(scope, f.column)}, 0) ${f.negated ? '<>' : '='} 0`
        : `${col(scope, f.column)} ${f.negated ? 'IS NOT NULL' : 'IS NULL'}`;
    case 'vs-aggregate': {
      if (f.per) {
        // Correlated: the aggregate over the rows that share this row's value of `per`.
        const own: Scope = { alias: new Map([[f.column.table, 'S0']]), qualified: true };
        const outer = scope.qualified
          ? col(scope, f.per)
          : `${quoteIdent(f.per.table)}.${quoteIdent(f.per.column)}`;
        return `${heldIn(scope, f.column)} ${f.op} (SELECT ${item(own, { agg: f.agg, column: f.column })} FROM ${quoteIdent(f.column.table)} AS S0 WHERE ${col(own, f.per)} = ${outer})`;
      }
      const inner: Scope = { alias: new Map(), qualified: false };
      // Conditions on another table hold for one related row of the aggregated table's.
      const own = (x: Filter) => !('column' in x) || x.column.table === f.column.table;
      const related = (f.filters ?? []).filter((x) => !own(x));
      const where = (f.filters ?? []).filter(own).map((x) => filter(inner, x, plan, index));
      for (const table of new Set(related.map((x) => ('column' in x ? x.column.table : '')))) {
        const on = related.filter((x) => 'column' in x && x.column.table === table);
        where.push(relatedWhere(inner, { ...plan, table: f.column.table }, index, on, false));
      }
      const sub = `SELECT ${item(inner, { agg: f.agg, column: f.column })} FROM ${quoteIdent(f.column.table)}`;
      const times = f.times !== undefined ? `${f.times} * ` : '';
      return `${heldIn(scope, f.column)} ${f.op} ${times}(${sub}${where.length > 0 ? ` WHERE ${where.join(' AND ')}` : ''})`;
    }
    case 'most-common': {
      const c = quoteIdent(f.column.column);
      return `${col(scope, f.column)} = (SELECT ${c} FROM ${quoteIdent(f.column.table)} GROUP BY ${c} ORDER BY count(*) ${f.dir} LIMIT 1)`;
    }
    case 'same-as': {
      const inner: Scope = { alias: new Map(), qualified: false };
      const where = f.filters.map((x) => filter(inner, x, plan, index)).join(' AND ');
      // ("employees who report to Nancy": their `reports_to` among the ids of the rows picked, `of`.)
      return `${col(scope, f.column)} IN (SELECT ${col(inner, f.of ?? f.column)} FROM ${quoteIdent(f.column.table)} WHERE ${where})`;
    }
    case 'related': {
      const r = f.via && referenceTo(index, f.via, plan.table);
      if (!f.via || !r) return relatedSubquery(scope, plan, index, f.table, () => [], f.negated);
      const key = `${scope.qualified ? `${scope.alias.get(plan.table)}.` : ''}${quoteIdent(r.toColumn)}`;
      const held = `S1.${quoteIdent(f.via.column)}`;
      const inner: Scope = { alias: new Map([[f.table, 'S1']]), qualified: true };
      const tests = [...(f.where ?? []).map((x) => filter(inner, x, plan, index)), `${held} IS NOT NULL`];
      return `${key} ${f.negated ? 'NOT IN' : 'IN'} (SELECT ${held} FROM ${quoteIdent(f.table)} AS S1 WHERE ${tests.join(' AND ')})`;
    }
    case 'related-where':
      return relatedWhere(scope, plan, index, f.filters, f.negated);
    case 'related-count': {
      // (Of the table's own rows, through its reference to them: "employees who manage more than 5 employees".)
      const own = f.table === plan.table ? findTable(index, plan.table) : undefined;
      if (own?.selfReference && own.key) {
        const key = `${scope.qualified ? `${scope.alias.get(plan.table)}.` : ''}${quoteIdent(own.key.column)}`;
        const ref = `S1.${quoteIdent(own.selfReference.column)}`;
        return `${key} ${f.negated ? 'NOT IN' : 'IN'} (SELECT ${ref} FROM ${quoteIdent(plan.table)} AS S1 WHERE ${ref} IS NOT NULL GROUP BY ${ref} HAVING count(*) ${f.op} ${f.value})`;
      }
      return relatedSubquery(scope, plan, index, f.table, () => [], f.negated, `count(*) ${f.op} ${f.value}`);
    }
    case 'related-values':
      if (f.mode === 'none') return relatedKeys(scope, plan, index, f.column, f.values, true);
      return f.values.map((v) => relatedKeys(scope, plan, index, f.column, [v], false)).join(' AND ');
  }
}

/** `main.key IN (SELECT … FROM related … WHERE column = value)`. */
function relatedKeys(
  scope: Scope,
  plan: QueryPlan,
  index: SchemaIndex,
  column: ColumnEntry,
  values: string[],
  negated: boolean,
): string {
  return relatedSubquery(
    scope,
    plan,
    index,
    column.table,
    (inner) => [
      values.length === 1
        ? `${col(inner, column)} = ${sqlValue(values[0]!)}`
        : `${col(inner, column)} IN (${values.map(sqlValue).join(', ')})`,
    ],
    negated,
  );
}

/** `main.key [NOT] IN (SELECT … FROM related … WHERE conditions)`, the conditions written against the subquery. */
function relatedWhere(
  scope: Scope,
  plan: QueryPlan,
  index: SchemaIndex,
  filters: Filter[],
  negated: boolean,
): string {
  const target = filters.map(conditionTable).find((t) => t !== undefined);
  if (!target) throw new UnbuildableQueryError(`I do not know which table the condition is about`);
  return relatedSubquery(
    scope,
    plan,
    index,
    target,
    (inner) => filters.map((f) => filter(inner, f, plan, index)),
    negated,
  );
}

/**
 * The route from `from` to `to` through a table the question only names ("departments no students minored in":
 * `Minor_in` rather than the students' own `Major`), when it is at most a step longer than the shortest.
 */
function routeThrough(
  index: SchemaIndex,
  from: string,
  to: string,
  via: string[] = [],
): JoinStep[] | undefined {
  const shortest = joinPath(index, from, to)?.length ?? Number.POSITIVE_INFINITY;
  for (const v of via) {
    if (v === from || v === to) continue;
    const there = joinPath(index, from, v);
    const back = joinPath(index, v, to);
    if (!there || !back || there.length + back.length > shortest + 1) continue;
    const path = [...there, ...back];
    if (new Set([from, ...path.map((s) => s.to)]).size === path.length + 1) return path;
  }
  return undefined;
}

/**
 * `main.key [NOT] IN (SELECT key FROM first step JOIN … target WHERE tests)`: the rows of the main table that have
 * (or lack) related rows in `target`, following the relationship path inside the subquery.
 */
function relatedSubquery(
  scope: Scope,
  plan: QueryPlan,
  index: SchemaIndex,
  target: string,
  tests: (inner: Scope) => string[],
  negated: boolean,
  /** A bound on how many related rows each main row has. */
  counted?: string,
): string {
  const path = routeThrough(index, plan.table, target, plan.via) ?? joinPath(index, plan.table, target);
  const first = path?.[0];
  if (!path || !first)
    throw new UnbuildableQueryError(`I do not know how ${plan.table} relates to ${target}`);
  const inner: Scope = { alias: new Map([[first.to, 'S1']]), qualified: true };
  const joins = path.slice(1).map((step, i) => {
    inner.alias.set(step.to, `S${i + 2}`);
    return `JOIN ${quoteIdent(step.to)} AS S${i + 2} ON ${inner.alias.get(step.from)}.${quoteIdent(step.fromColumn)} = S${i + 2}.${quoteIdent(step.toColumn)}`;
  });
  const key = `${scope.qualified ? `${scope.alias.get(plan.table)}.` : ''}${quoteIdent(first.fromColumn)}`;
  const fk = `S1.${quoteIdent(first.toColumn)}`;
  const sub = [
    `SELECT ${fk} FROM ${quoteIdent(first.to)} AS S1`,
    ...joins,
    `WHERE ${[...tests(inner), `${fk} IS NOT NULL`].join(' AND ')}`,
    ...(counted ? [`GROUP BY ${fk} HAVING ${counted}`] : []),
  ];
  // ("shows with no sponsor": a row whose own reference is empty has no related row either.)
  const own = findTable(index, plan.table)?.key?.column !== first.fromColumn;
  if (negated && own) return `(${key} IS NULL OR ${key} NOT IN (${sub.join(' ')}))`;
  return `${key} ${negated ? 'NOT IN' : 'IN'} (${sub.join(' ')})`;
}

const AGG_WORDS = {
  count: 'number',
  count_distinct: 'distinct',
  sum: 'total',
  avg: 'average',
  median: 'median',
  min: 'minimum',
  max: 'maximum',
};

/** A column's heading: its name, and the unit it is shown in when not its own (`stay_minutes_in_hours`). */
function shownName(c: ColumnEntry): string {
  return c.per ? `${c.column}_in_${c.per.unit}` : c.column;
}

/** The header of a column shown derived: "MAX_SALARY_minus_MIN_SALARY", "year", "duration_minutes_in_hours". */
function derivedHeader(c: ColumnEntry): string | undefined {
  if (c.minus) return `${c.column}_minus_${c.minus.column}`;
  if (c.times) return `${c.column}_times_${c.times.column}`;
  if (c.part) return PART_NAMES[c.part] ?? c.part;
  return c.per ? shownName(c) : undefined;
}

function aggregateLabel(plan: QueryPlan, s: SelectItem): string {
  if (!s.column || (s.agg === 'count' && s.of)) return `number_of_${s.of ?? plan.table}`;
  // ("How many customers ordered something in 2026?": count(DISTINCT customer_id) counts customers.)
  if (s.agg === 'count_distinct')
    return s.column.isKey && s.column.isId
      ? `number_of_${s.column.table}`
      : `number_of_distinct_${s.column.column}`;
  // (A sum of `total_value_purchased` is headed by the name, not "total_total_value_purchased".)
  if (s.agg === 'sum' && s.column.words[0] === 'total') return s.column.column;
  // (A unit price times the quantity is the revenue; a difference is headed by both names.)
  const named = s.column.times
    ? 'revenue'
    : s.column.minus
      ? `${s.column.column}_minus_${s.column.minus.column}`
      : shownName(s.column);
  return `${AGG_WORDS[s.agg ?? 'count']}_${named}`;
}

/**
 * Writes the plan as one DuckDB SELECT, joining every table it needs along the shortest relationship path. "Both A
 * and B" on a column of the main table becomes one query per value joined by INTERSECT (what the rows with each
 * value have in common).
 */
export function buildSql(plan: QueryPlan, index: SchemaIndex): string {
  // "How many customers have at least 2 orders?": the groups meeting the bound, counted.
  const [only] = plan.select;
  if (plan.averaged && only) {
    const groups = buildSql({ ...plan, averaged: undefined }, index);
    const label = aggregateLabel(plan, only);
    return `SELECT avg(${quoteIdent(label)}) AS ${quoteIdent(`average_${label}`)} FROM (${groups}) AS per_group`;
  }
  if (
    plan.select.length === 1 &&
    only?.agg === 'count' &&
    !only.column &&
    plan.having &&
    plan.groupBy.length > 0
  ) {
    const groups = buildSql({ ...plan, select: plan.groupBy.map((column) => ({ column })) }, index);
    return `SELECT count(*) AS ${quoteIdent(aggregateLabel(plan, only))} FROM (${groups}) AS counted`;
  }
  if (plan.combine) {
    const { op, column } = plan.combine;
    const other = `SELECT ${quoteIdent(column.column)} FROM ${quoteIdent(column.table)}`;
    return `${buildSql({ ...plan, combine: undefined }, index)} ${op} ${other}`;
  }
  if (plan.exclude && plan.exclude.length > 0) {
    const kept = { ...plan, exclude: undefined };
    const left = buildSql({ ...kept, tables: tablesOf(kept, plan.filters) }, index);
    const right = buildSelect(
      { ...kept, filters: plan.exclude, tables: tablesOf(kept, plan.exclude) },
      index,
    );
    return `${left} EXCEPT ${right}`;
  }
  const apart = plan.filters.find((f) => f.kind === 'any' && f.apart === true);
  if (apart?.kind === 'any' && listsValues(plan, index)) {
    const each = (x: Filter) => ({
      ...plan,
      distinct: false,
      filters: plan.filters.map((f) => (f === apart ? x : f)),
    });
    return apart.filters.map((x) => buildSelect(each(x), index)).join(' UNION ');
  }
  const range = disjointRange(plan);
  if (range) {
    // "hometowns shared by people older than 23 and younger than 20": no row is both, so each holds for some.
    const [a, b] = range;
    const without = (f: Filter) => ({ ...plan, filters: plan.filters.filter((x) => x !== f) });
    return `${buildSelect(without(b), index)} INTERSECT ${buildSelect(without(a), index)}`;
  }
  // "teams that have both wrestlers eliminated by Orton and wrestlers eliminated by Benjamin": when every column
  // shown is of the table holding the values, what its rows with each value have in common.
  const shownIn = (table: string) =>
    plan.select.length > 0 && plan.select.every((s) => !s.agg && s.column?.table === table);
  // ("cities with both members on the Basic plan and members on the Premium plan": values that repeat across rows
  // are shared by some rows with each, not held by one row with both.)
  const valuesShown = listsValues(plan, index) && shownIn(plan.table);
  const common = plan.filters.find(
    (f): f is Extract<Filter, { kind: 'related-values' }> =>
      f.kind === 'related-values' &&
      f.mode === 'all' &&
      (f.column.table === plan.table ||
        valuesShown ||
        (shownIn(f.column.table) &&
          plan.filters.every((x) => x === f || ('column' in x && x.column.table === f.column.table)))),
  );
  if (!common) return buildSelect(plan, index);
  // ("industries with at least one company in USA and at least one in China": a bound every group meets is none.)
  const h = plan.having;
  if (
    h?.agg === 'count' &&
    !h.column &&
    !h.and &&
    h.high === undefined &&
    ((h.op === '>=' && h.value === 1) || (h.op === '>' && h.value === 0))
  )
    if (!plan.select.some((x) => x.agg) && !plan.orderBy)
      return buildSql({ ...plan, having: undefined, groupBy: [] }, index);
  if (common.column.table !== plan.table && !valuesShown)
    return buildSql({ ...plan, table: common.column.table, tables: [common.column.table] }, index);
  const others = plan.filters.filter((f) => f !== common);
  const each = (value: string): Filter => ({
    kind: 'in',
    column: common.column,
    values: [value],
    negated: false,
  });
  if (
    plan.orderBy ||
    plan.limit !== undefined ||
    plan.having ||
    plan.groupBy.length > 0 ||
    plan.select.some((s) => s.agg)
  ) {
    return buildSelect(
      {
        ...plan,
        filters: [...others, { kind: 'in', column: common.column, values: common.values, negated: false }],
      },
      index,
    );
  }
  const tables = [...new Set([...plan.tables, common.column.table])];
  return common.values
    .map((v) => buildSelect({ ...plan, tables, filters: [...others, each(v)] }, index))
    .join(' INTERSECT ');
}

/** The tables a part of a set query reads: the main one, the shown columns' and its own conditions'. */
function tablesOf(plan: QueryPlan, filters: Filter[]): string[] {
  const tables = [plan.table, ...plan.select.flatMap((s) => (s.column ? [s.column.table] : []))];
  for (const f of filters.flatMap((x) => (x.kind === 'any' || x.kind === 'all' ? x.filters : [x])))
    if ('column' in f) tables.push(f.column.table);
  return [...new Set(tables)];
}

/** A plain listing of columns that neither identify nor name their rows, whose values repeat across rows. */
function listsValues(plan: QueryPlan, index: SchemaIndex): boolean {
  if (plan.select.length === 0 || plan.groupBy.length > 0 || plan.having) return false;
  if (plan.orderBy || plan.limit !== undefined) return false;
  return plan.select.every((s) => {
    const table = s.column && findTable(index, s.column.table);
    return !s.agg && table && s.column !== table.key && s.column !== table.label && !s.column?.isId;
  });
}

/**
 * Two bounds on one column that no value meets at once ("older than 23 and younger than 20"), in a plain listing; or
 * two years, or two days, of one date ("mentors who worked with teams in both 2022 and 2024").
 */
function disjointRange(plan: QueryPlan): [Filter, Filter] | undefined {
  if (plan.select.length === 0 || plan.select.some((s) => s.agg) || plan.groupBy.length > 0) return undefined;
  if (plan.orderBy || plan.limit !== undefined || plan.having) return undefined;
  const bounds = plan.filters.filter(
    (f): f is Compare =>
      f.kind === 'compare' &&
      f.op !== '!=' &&
      (typeof f.value === 'number' || (f.column.kind === 'date' && /^\d{4}-\d{2}-\d{2}/.test(f.value))),
  );
  for (const [k, a] of bounds.entries()) {
    const b = bounds.slice(k + 1).find((x) => x.column === a.column && disjoint(a, x));
    if (b) return [a, b];
  }
  const years = plan.filters.filter((f) => f.kind === 'year');
  for (const [k, a] of years.entries()) {
    const b = years.slice(k + 1).find((x) => x.column === a.column && x.year !== a.year);
    if (b) return [a, b];
  }
  return undefined;
}

type Compare = Extract<Filter, { kind: 'compare' }>;

/** Whether the number meets the comparison. */
function meets(f: Compare, v: number): boolean {
  const x = Number(f.value);
  switch (f.op) {
    case '>':
      return v > x;
    case '>=':
      return v >= x;
    case '<':
      return v < x;
    case '<=':
      return v <= x;
    default:
      return v === x;
  }
}

/**
 * Whether no number meets both comparisons ("a rating of 10 and a rating below 5"): their ranges do not overlap, or
 * touch only where one of them is strict.
 */
function disjoint(a: Compare, b: Compare): boolean {
  // (Dates written as ISO text compare as their strings do.)
  if (typeof a.value === 'string' || typeof b.value === 'string') {
    const [low, high] = [a, b].map((f) => String(f.value).slice(0, 10));
    const below = (f: Compare) => f.op.startsWith('<');
    if (below(a) === below(b) || a.op === '=' || b.op === '=') return false;
    const [upper, lower] = below(a) ? [low!, high!] : [high!, low!];
    return upper < lower || (upper === lower && (a.op.length === 1 || b.op.length === 1));
  }
  const lowOf = (f: Compare) => (f.op.startsWith('<') ? Number.NEGATIVE_INFINITY : Number(f.value));
  const highOf = (f: Compare) => (f.op.startsWith('>') ? Number.POSITIVE_INFINITY : Number(f.value));
  const low = Math.max(lowOf(a), lowOf(b));
  const high = Math.min(highOf(a), highOf(b));
  return low > high || (low === high && !(meets(a, low) && meets(b, low)));
}

/**
 * The tables to join, in order: a table the question only names ("instructors who taught a course" → `teaches`)
 * goes just before a table it lies on a shortest route to (or, next to the main table, on one a step longer), so the
 * join runs through it.
 */
function routed(plan: QueryPlan, index: SchemaIndex): { order: string[]; through: Map<string, string> } {
  const order = [...plan.tables];
  const steps = (from: string, to: string) => joinPath(index, from, to)?.length ?? Number.POSITIVE_INFINITY;
  // The table each named one leads to ("departments … students minored in": `Minor_in` on the way to `Student`,
  // rather than the students' own `Major`): a route through it at most a step longer than the shortest.
  const through = new Map<string, string>();
  for (const via of plan.via ?? []) {
    if (order.includes(via)) continue;
    const extra = (t: string) => steps(plan.table, via) + steps(via, t) - steps(plan.table, t);
    // (A table already routed through one named earlier keeps that route.)
    const open = (t: string) => t !== plan.table && !through.has(t);
    let at = order.findIndex((t) => open(t) && extra(t) === 0);
    if (at < 0) at = order.findIndex((t) => open(t) && extra(t) === 1 && steps(plan.table, via) === 1);
    if (at < 0) continue;
    through.set(order[at]!, via);
    order.splice(at, 0, via);
  }
  // Nearest first: a table the query reads anyway and that lies on the way to another is joined before it
  // (`instructor` → `teaches` → `course`, not a second route through `department`).
  const distance = new Map(
    order.map((t) => [t, through.has(t) ? steps(plan.table, t) + 1 : steps(plan.table, t)]),
  );
  return { order: order.sort((a, b) => distance.get(a)! - distance.get(b)!), through };
}

/**
 * What the query orders by, fitted to its grouping: a plain column in an aggregated query ranks each group by its
 * largest (or smallest) value.
 */
function orderItem(plan: QueryPlan): SelectItem {
  const by = plan.orderBy!.item;
  const aggregated = plan.groupBy.length > 0 || plan.select.some((s) => s.agg);
  if (by.agg || !by.column || !aggregated || plan.groupBy.includes(by.column)) return by;
  return { agg: plan.orderBy!.dir === 'DESC' ? 'max' : 'min', column: by.column };
}

/** Each condition on the groups, in the order read: an aggregate against a number, a range, or its overall value. */
function havingConditions(scope: Scope, h: Having): string[] {
  const bound =
    h.overall && h.column
      ? `${h.op} (SELECT ${item({ alias: new Map(), qualified: false }, { agg: h.overall, column: h.column })} FROM ${quoteIdent(h.column.table)})`
      : h.high !== undefined
        ? `BETWEEN ${h.value} AND ${h.high}`
        : `${h.op} ${h.value}`;
  const own = `${item(scope, { agg: h.agg, ...(h.column ? { column: h.column } : {}) })} ${bound}`;
  return [own, ...(h.and ? havingConditions(scope, h.and) : [])];
}

/** A figure that rounding changes: a sum, an average or an extreme of numbers, or a measure (no count, id or date). */
function roundable(s: SelectItem): boolean {
  const c = s.column;
  if (!c || s.agg === 'count' || s.agg === 'count_distinct') return false;
  // (A span of moments with no unit is an interval; a date is no figure.)
  if (c.minus) return c.kind !== 'date' || c.unit !== undefined || !spanOfMoments(c);
  if (c.part || c.kind === 'date') return false;
  if (c.held) return c.held.as === 'number' && s.agg !== undefined;
  return (
    c.kind === 'number' && (s.agg !== undefined || c.per !== undefined || c.times !== undefined || !c.isId)
  );
}

function buildSelect(plan: QueryPlan, index: SchemaIndex): string {
  const joins: string[] = [];
  const alias = new Map<string, string>([[plan.table, 'T1']]);
  const { order, through } = routed(plan, index);
  for (const table of order) {
    if (alias.has(table)) continue;
    // From whichever joined table is nearest: the joins form a tree, not a star of routes from the main table.
    const via = through.get(table);
    const path =
      (via && alias.has(via) ? joinPath(index, via, table) : undefined) ??
      joinPath(index, [...alias.keys()], table);
    if (!path) throw new UnbuildableQueryError(`I do not know how ${plan.table} relates to ${table}`);
    for (const step of path) {
      if (alias.has(step.to)) continue;
      const a = `T${alias.size + 1}`;
      alias.set(step.to, a);
      joins.push(
        `${plan.leftJoin ? 'LEFT JOIN' : 'JOIN'} ${quoteIdent(step.to)} AS ${a} ON ${alias.get(step.from)}.${quoteIdent(step.fromColumn)} = ${a}.${quoteIdent(step.toColumn)}`,
      );
    }
  }
  // ("the names of the home team and the away team": the table joined again through the second reference.)
  const again = new Map<ColumnEntry, string>();
  // ("their manager's name": the table joined to itself through its reference to its own rows, only rows that have
  // one.)
  for (const s of plan.select) {
    const ref = s.column?.through;
    const table = ref && findTable(index, ref.table);
    const self = table?.selfReference === ref && table?.key ? table.key : undefined;
    const r =
      ref &&
      (self ? { toTable: ref.table, toColumn: self.column } : referenceTo(index, ref, s.column!.table));
    if (!ref || !r || again.has(ref) || !alias.has(ref.table)) continue;
    const a = `T${alias.size + again.size + 1}`;
    again.set(ref, a);
    joins.push(
      `${self ? 'JOIN' : 'LEFT JOIN'} ${quoteIdent(r.toTable)} AS ${a} ON ${alias.get(ref.table)}.${quoteIdent(ref.column)} = ${a}.${quoteIdent(r.toColumn)}`,
    );
  }
  const scope: Scope = { alias, qualified: alias.size + again.size > 1, through: again };
  // Counting the main table's rows through a join to many related rows counts each row once.
  const key = plan.groupBy.length === 0 ? countedKey(plan, index) : undefined;
  if (key) {
    plan = {
      ...plan,
      select: plan.select.map((s) =>
        s.agg === 'count' && !s.column ? { agg: 'count_distinct', column: key } : s,
      ),
    };
  }
  // "software platforms in descending order of the count": ordered by how many rows share the shown values.
  if (
    plan.orderBy?.item.agg &&
    plan.groupBy.length === 0 &&
    plan.select.length > 0 &&
    plan.select.every((s) => s.column && !s.agg)
  ) {
    plan = { ...plan, groupBy: plan.select.map((s) => s.column!), distinct: false };
  }
  // Every column of every row cannot be ranked by an aggregate: the rows keep their order.
  if (plan.orderBy?.item.agg && plan.groupBy.length === 0 && plan.select.length === 0) {
    plan = { ...plan, orderBy: undefined };
  }
  // "the distinct names of customers, in the order of customer id": distinct rows need the sort column shown.
  const by = plan.orderBy?.item;
  if (plan.distinct && by?.column && !by.agg && plan.select.length > 0 && plan.select.every((s) => !s.agg)) {
    if (!plan.select.some((s) => s.column === by.column)) plan = { ...plan, select: [...plan.select, by] };
  }
  const from = scope.qualified ? `${quoteIdent(plan.table)} AS T1` : quoteIdent(plan.table);
  const selectList = plan.select.map((s) => item(scope, s));
  // ("…, to one decimal place": the figures shown, not those compared or sorted by, rounded.)
  const shown = plan.select.map((s, i) =>
    plan.round !== undefined && roundable(s) ? `round(${selectList[i]}, ${plan.round})` : selectList[i]!,
  );
  const places = plan.round ?? 2;
  // Readable result headers ("number_of_customers", "average_price") for the answer sentence and the chart.
  // (A difference of two columns is headed by both names: "MAX_SALARY_minus_MIN_SALARY".)
  const named = plan.select.map((s, i) => {
    // "What percentage of orders come from each city?": each group's part of the whole, in percent.
    if (s.agg && plan.groupShare)
      return `round(100.0 * ${selectList[i]} / sum(${selectList[i]}) OVER (), ${places}) AS "percentage"`;
    if (s.agg) return `${shown[i]} AS ${quoteIdent(aggregateLabel(plan, s))}`;
    const header =
      s.column && (derivedHeader(s.column) ?? (shown[i] !== selectList[i] ? s.column.column : undefined));
    return header ? `${shown[i]} AS ${quoteIdent(header)}` : selectList[i]!;
  });
  let distinct = plan.distinct;
  const orderExpr = plan.orderBy ? sortKey(scope, orderItem(plan)) : undefined;
  const sortKeys = [orderExpr, ...(plan.orderBy?.then ?? []).map((t) => col(scope, t.column))];
  if (distinct && orderExpr && sortKeys.some((k) => !shown.includes(k!))) distinct = false;
  const parts = [
    `SELECT ${distinct ? 'DISTINCT ' : ''}${named.join(', ') || (scope.qualified ? 'T1.*' : '*')}`,
    `FROM ${from}`,
    ...joins,
  ];
  const where = plan.filters.map((f) => filter(scope, f, plan, index));
  // "What percentage of wines are red?": the conditions count the rows meeting them, out of every row.
  // ("What share of revenue comes from Electronics?": of a column's sum.)
  if (plan.percentage && where.length > 0) {
    const of = plan.percentageOf ? `sum(${heldIn(scope, plan.percentageOf)})` : 'count(*)';
    parts[0] = `SELECT round(100.0 * ${of} FILTER (WHERE ${where.join(' AND ')}) / ${of}, ${places}) AS "percentage"`;
    return parts.join(' ');
  }
  if (where.length > 0) parts.push(`WHERE ${where.join(' AND ')}`);
  if (plan.groupBy.length > 0) {
    parts.push(`GROUP BY ${[...new Set(plan.groupBy.map((c) => col(scope, c)))].join(', ')}`);
  }
  if (plan.having) parts.push(`HAVING ${havingConditions(scope, plan.having).join(' AND ')}`);
  if (plan.orderBy && orderExpr) {
    const then = (plan.orderBy.then ?? []).map((t) => `, ${col(scope, t.column)} ${t.dir}`).join('');
    parts.push(`ORDER BY ${orderExpr} ${plan.orderBy.dir}${then}`);
  }
  if (plan.limit !== undefined) parts.push(`LIMIT ${Math.max(1, Math.floor(plan.limit))}`);
  if (plan.offset !== undefined) parts.push(`OFFSET ${plan.offset}`);
  return parts.join(' ');
}
