/** Template helpers shared by every report kind: money, dates, numbers, comparisons and charts. */
import type Handlebars from 'handlebars';
import { barChartSvg } from './charts.ts';

type HelperOptions = Handlebars.HelperOptions;

const isOptions = (value: unknown): value is HelperOptions =>
  typeof value === 'object' && value !== null && 'hash' in value && 'data' in value;

/** Arguments a helper was called with, without Handlebars' trailing options object. */
function args(raw: unknown[]): unknown[] {
  return isOptions(raw[raw.length - 1]) ? raw.slice(0, -1) : raw;
}

const LOCALE = 'en-US';

/** Integer minor units (cents) in an ISO 4217 currency → "€1,234.56"; JPY has no decimals, KWD three. */
export function formatMoney(minorUnits: number, currency: string, locale = LOCALE): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minorUnits / 10 ** digits);
}

/** A date (Date, ISO string or epoch ms) as "22 Nov 2026"; `style` "long" adds the time (UTC). */
export function formatDate(value: unknown, style: 'short' | 'long' = 'short'): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value as string | number);
  if (Number.isNaN(date.getTime())) return String(value);
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
    ...(style === 'long' ? { hour: '2-digit', minute: '2-digit', timeZoneName: 'short' } : {}),
  }).format(date);
}

/** 0.42 → "42%" (`digits` decimals); a value above 1 is taken as already a percentage. */
export function formatPercent(value: number, digits = 0): string {
  const share = Math.abs(value) > 1 ? value / 100 : value;
  return new Intl.NumberFormat(LOCALE, {
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(share);
}

/** 1234.5 → "1,234.5" (at most `digits` decimals). */
export function formatNumber(value: number, digits = 2): string {
  return new Intl.NumberFormat(LOCALE, { maximumFractionDigits: digits }).format(value);
}

/** Escapes what would change a Markdown table cell or turn into HTML: pipes, angle brackets, line breaks. */
export function markdownCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value)
    .replace(/\\/g, '\\\\')
    .replace(/\|/g, '\\|')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\s*\r?\n\s*/g, ' ');
}

const num = (value: unknown, fallback = 0): number => {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : fallback;
};

/** Registers the helpers on a Handlebars environment. */
export function registerHelpers(env: typeof Handlebars): void {
  env.registerHelper('money', (...raw: unknown[]) => {
    const [amount, currency] = args(raw);
    return formatMoney(num(amount), String(currency ?? 'EUR'));
  });
  env.registerHelper('date', (...raw: unknown[]) => {
    const [value, style] = args(raw);
    return formatDate(value, style === 'long' ? 'long' : 'short');
  });
  env.registerHelper('percent', (...raw: unknown[]) => {
    const [value, digits] = args(raw);
    return formatPercent(num(value), num(digits, 0));
  });
  env.registerHelper('number', (...raw: unknown[]) => {
    const [value, digits] = args(raw);
    return formatNumber(num(value), num(digits, 2));
  });
  env.registerHelper('eq', (...raw: unknown[]) => {
    const [a, b] = args(raw);
    return a === b;
  });
  env.registerHelper('add', (...raw: unknown[]) => {
    const [a, b] = args(raw);
    return num(a) + num(b);
  });
  // JSON for <pre> blocks: the result is escaped like any other value.
  env.registerHelper('json', (...raw: unknown[]) => JSON.stringify(args(raw)[0] ?? null, null, 2));
  env.registerHelper('md', (...raw: unknown[]) => markdownCell(args(raw)[0]));
  env.registerHelper('barChart', (...raw: unknown[]) => {
    const [items, labelKey, valueKey] = args(raw);
    const rows = Array.isArray(items) ? items : [];
    const label = typeof labelKey === 'string' ? labelKey : 'label';
    const value = typeof valueKey === 'string' ? valueKey : 'value';
    const options = raw[raw.length - 1];
    const max = isOptions(options) ? num(options.hash.max, 100) : 100;
    const svg = barChartSvg(
      rows.map((row: Record<string, unknown>) => ({
        label: String(row?.[label] ?? ''),
        value: num(row?.[value]),
      })),
      { max },
    );
    return new env.SafeString(svg);
  });
}
