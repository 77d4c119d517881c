import type { ColumnEntry } from './schema-index.ts';

export type Aggregate = 'count' | 'count_distinct' | 'sum' | 'avg' | 'median' | 'min' | 'max';
export type Comparison = '=' | '!=' | '>' | '<' | '>=' | '<=';

export interface SelectItem {
  agg?: Aggregate;
  /** Undefined with `count` means count(*). */
  column?: ColumnEntry;
  /** With count(*): the related table whose rows are counted, when not the main one (names the result column). */
  of?: string;
}

export type Filter =
  | { kind: 'compare'; column: ColumnEntry; op: Comparison; value: string | number }
  | { kind: 'in'; column: ColumnEntry; values: string[]; negated: boolean }
  | { kind: 'between'; column: ColumnEntry; low: number | string; high: number | string }
  | { kind: 'year'; column: ColumnEntry; year: number }
  /** The date falls on one of the days of the week (0 Sunday … 6 Saturday): "orders placed on weekends". */
  | { kind: 'weekday'; column: ColumnEntry; days: number[] }
  /** The time of day of a moment compared with `time` ('17:00:00'): "calls started after 5pm", "in the morning". */
  | { kind: 'time'; column: ColumnEntry; op: Comparison; time: string }
  /** The date falls in a month (1 January … 12 December) of any year: "fees paid in August, any year". */
  | { kind: 'month'; column: ColumnEntry; month: number }
  /** The column holds no value (IS NULL; a measure: 0), or, negated, holds one ("customers with no company"). */
  | { kind: 'missing'; column: ColumnEntry; negated: boolean }
  /** Text that contains, starts or ends with `text` (case-insensitive). */
  | {
      kind: 'like';
      column: ColumnEntry;
      text: string;
      position: 'contains' | 'starts' | 'ends';
      negated?: boolean;
    }
  /** Compared with another column of the same row ("whose temperature in March is lower than in July"). */
  | { kind: 'vs-column'; column: ColumnEntry; op: Comparison; other: ColumnEntry }
  /**
   * Compared with an aggregate of the column, over the rows meeting `filters` when given, and sharing the row's value
   * of `per` when given ("the highest salary in its department"), multiplied by `times` when given.
   */
  | {
      kind: 'vs-aggregate';
      column: ColumnEntry;
      op: Comparison;
      agg: Aggregate;
      filters?: Filter[];
      per?: ColumnEntry;
      /** The aggregate multiplied ("more than twice the average price"). */
      times?: number;
    }
  /**
   * Shares the column's value with a row meeting `filters` ("in the same department as Clara"); or holds the value
   * of such a row's column `of` ("employees who report to Nancy": `reports_to` among those rows' ids).
   */
  | { kind: 'same-as'; column: ColumnEntry; filters: Filter[]; of?: ColumnEntry }
  /** Holds the column's most (ASC: least) frequent value ("customers using the most popular payment method"). */
  | { kind: 'most-common'; column: ColumnEntry; dir: 'ASC' | 'DESC' }
  /** Any one of the conditions holds ("younger than 20 or older than 60"). */
  /**
   * `apart`: "salaries paid in 2010 and 2001" — values named together with no "both", which no row holds at once; a
   * listing of values that repeat shows those of either set, each once (UNION).
   */
  | { kind: 'any'; filters: Filter[]; apart?: boolean }
  /** Every one of the conditions holds: a group inside `any` ("in Northridge, Los Angeles or …"). */
  | { kind: 'all'; filters: Filter[] }
  /** Rows of the main table with (or without) a related row meeting `filters` ("never built a mill before 1850"). */
  | { kind: 'related-where'; filters: Filter[]; negated: boolean }
  /**
   * Rows of the main table with (or without) a related row in `table`; through `via`, a column of `table` that refers
   * to the main table's key, when the question names it ("students who have president votes"), in rows meeting `where`.
   */
  | { kind: 'related'; table: string; negated: boolean; via?: ColumnEntry; where?: Filter[] }
  /** Rows of the main table whose related rows in `table`, counted, meet the bound (or, negated, do not). */
  | { kind: 'related-count'; table: string; op: Comparison; value: number; negated: boolean }
  /**
   * Rows of the main table judged by their related rows' values: `all` — a related row for every value ("both a dog
   * and a cat"); `none` — no related row with any of them ("who do not have a dog").
   */
  | { kind: 'related-values'; column: ColumnEntry; values: string[]; mode: 'all' | 'none' };

export interface Having {
  agg: Aggregate;
  column?: ColumnEntry;
  op: Comparison;
  value: number;
  /** With it, the aggregate lies between `value` and `high` (and `op` is not used). */
  high?: number;
  /** Related table whose rows are counted. */
  table?: string;
  /** Compared with this aggregate of the column over all its rows rather than with `value`. */
  overall?: Aggregate;
  /** A further condition the groups meet too ("more than 2 products and an average price above 100"). */
  and?: Having;
}

export interface OrderBy {
  item: SelectItem;
  dir: 'ASC' | 'DESC';
  /** Further sort keys, for ties ("sorted by price decreasing and name ascending"). */
  then?: { column: ColumnEntry; dir: 'ASC' | 'DESC' }[];
}

/** How the engine read a question: everything the SQL builder needs, and what the interpretation shows. */
export interface QueryPlan {
  table: string;
  /** Every table the query reads besides subqueries, the main table first; joined along relationships. */
  tables: string[];
  select: SelectItem[];
  distinct: boolean;
  filters: Filter[];
  groupBy: ColumnEntry[];
  having?: Having;
  orderBy?: OrderBy;
  limit?: number;
  /** Rows skipped before the limit ("the second most expensive"). */
  offset?: number;
  /** Rows whose projected values also occur in rows meeting these conditions are left out (EXCEPT). */
  exclude?: Filter[];
  /** Tables the question names without asking anything of them: joins go through them when that is as short. */
  via?: string[];
  /** The share of rows meeting `filters`, in percent, rather than the rows ("What percentage of wines are red?"). */
  percentage?: boolean;
  /** The aggregate of each group as a percentage of its sum over all groups ("the share of each category"). */
  groupShare?: boolean;
  /** The share is of this column's sum rather than of the rows ("What share of revenue comes from Electronics?"). */
  percentageOf?: ColumnEntry;
  /** Tables after the first are left-joined: every row of the first is kept ("including those with none"). */
  leftJoin?: boolean;
  /** The one aggregate selected is averaged over the groups ("the average number of dogs per owner"). */
  averaged?: boolean;
  /** Figures shown to this many decimal places (0 whole, −1 tens): "to one decimal place", "to the nearest pound". */
  round?: number;
  /** "phone numbers of customers and suppliers": the same column of another table, combined as a set. */
  combine?: { op: 'UNION' | 'INTERSECT' | 'EXCEPT'; column: ColumnEntry };
}

const INVERSE: Record<Comparison, Comparison> = {
  '=': '!=',
  '!=': '=',
  '>': '<=',
  '<=': '>',
  '<': '>=',
  '>=': '<',
};

/** The condition a row meets when it does not meet `f`, where one filter can say so. */
export function negateFilter(f: Filter): Filter {
  if (f.kind === 'compare' || f.kind === 'vs-column') return { ...f, op: INVERSE[f.op] };
  if (f.kind === 'in') return { ...f, negated: !f.negated };
  if (
    f.kind === 'related' ||
    f.kind === 'related-where' ||
    f.kind === 'related-count' ||
    f.kind === 'like' ||
    f.kind === 'missing'
  )
    return { ...f, negated: !f.negated };
  // (No related row with the one value, negated: one with it.)
  if (f.kind === 'related-values' && f.values.length === 1)
    return { ...f, mode: f.mode === 'none' ? 'all' : 'none' };
  // (Not both: either one not; not either: neither.)
  if (f.kind === 'all') return { kind: 'any', filters: f.filters.map(negateFilter) };
  if (f.kind === 'any' && !f.apart) return { kind: 'all', filters: f.filters.map(negateFilter) };
  return f;
}

/** The table a condition reads: its column's, or for conditions joined by and / or, that of the first part. */
export function conditionTable(f: Filter): string | undefined {
  if ('column' in f) return f.column.table;
  if (f.kind === 'all' || f.kind === 'any') return f.filters.map(conditionTable).find((t) => t !== undefined);
  return undefined;
}
