import type { CellValue } from '../store/values.ts';

export type VegaLiteSpec = Record<string, unknown>;

function show(value: CellValue | undefined, column = ''): string {
  if (value === null || value === undefined) return 'empty';
  // (A year, or an id, is written as it is: "year 2025", not "year 2,025".)
  if (typeof value === 'number' && /(^|_)(year|id|code|no|number)$/i.test(column)) return String(value);
  if (typeof value === 'number')
    return Number.isInteger(value)
      ? value.toLocaleString('en-US')
      : value.toLocaleString('en-US', { maximumFractionDigits: 2 });
  if (typeof value === 'object') return interval(value) ?? JSON.stringify(value);
  return String(value);
}

/** A time between two dates, as DuckDB gives it ({months, days, micros}), in days: "12.5 days". */
function interval(value: Record<string, unknown>): string | undefined {
  const { months, days, micros } = value;
  if (typeof months !== 'number' || typeof days !== 'number' || micros === undefined) return undefined;
  const total = months * 30 + days + Number(micros) / 86_400_000_000;
  return `${total.toLocaleString('en-US', { maximumFractionDigits: 1 })} days`;
}

function humanize(column: string): string {
  return column
    .replace(/_/g, ' ')
    .replace(/\(\*\)/, '')
    .trim();
}

/** One plain sentence describing the result. */
export function describeResult(columns: string[], rows: CellValue[][], truncated: boolean): string {
  if (rows.length === 0) return 'No rows match the question.';
  const first = rows[0]!;
  if (rows.length === 1 && columns.length === 1)
    return `The ${humanize(columns[0]!)} is ${show(first[0], columns[0])}.`;
  if (rows.length === 1) {
    return `One row: ${columns.map((c, i) => `${humanize(c)} ${show(first[i], c)}`).join(', ')}.`;
  }
  const count = `${truncated ? 'More than ' : ''}${rows.length.toLocaleString('en-US')} rows`;
  if (columns.length === 1) {
    const listed = rows.slice(0, 5).map((r) => show(r[0], columns[0]));
    return `${count}: ${listed.join(', ')}${rows.length > 5 ? ', …' : ''}.`;
  }
  return `${count}; the first is ${columns.map((c, i) => `${humanize(c)} ${show(first[i], c)}`).join(', ')}.`;
}

function isNumeric(rows: CellValue[][], i: number): boolean {
  return rows.every((r) => r[i] === null || typeof r[i] === 'number');
}

function isTemporal(column: string, rows: CellValue[][], i: number): boolean {
  if (/(date|year|month|day|time|period|quarter)/i.test(column)) return true;
  return rows.every((r) => typeof r[i] === 'string' && /^\d{4}-\d{2}(-\d{2})?/.test(r[i] as string));
}

/** A Vega-Lite bar (or line, over time) chart when the result is one label and one measure, else null. */
export function chartFor(columns: string[], rows: CellValue[][]): VegaLiteSpec | null {
  if (columns.length !== 2 || rows.length < 2 || rows.length > 100) return null;
  const measure = [1, 0].find((i) => isNumeric(rows, i));
  if (measure === undefined) return null;
  const label = measure === 1 ? 0 : 1;
  const x = columns[label]!;
  const y = columns[measure]!;
  const temporal = isTemporal(x, rows, label);
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v5.json',
    data: { values: rows.map((r) => ({ [x]: r[label] ?? null, [y]: r[measure] ?? null })) },
    mark: temporal ? 'line' : 'bar',
    encoding: {
      x: temporal ? { field: x, type: 'ordinal' } : { field: x, type: 'nominal', sort: '-y' },
      y: { field: y, type: 'quantitative' },
    },
  };
}
