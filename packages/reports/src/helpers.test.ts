import { describe, expect, it } from 'vitest';
import { barChartSvg } from './charts.ts';
import { formatDate, formatMoney, formatNumber, formatPercent, markdownCell } from './helpers.ts';

describe('report helpers', () => {
  it('formats integer minor units with the currency’s own decimals', () => {
    expect(formatMoney(123456, 'EUR')).toBe('€1,234.56');
    expect(formatMoney(123456, 'usd')).toBe('$1,234.56');
    expect(formatMoney(1234, 'JPY')).toBe('¥1,234');
    expect(formatMoney(1234567, 'KWD')).toBe('KWD\u00a01,234.567');
    expect(formatMoney(-500, 'GBP')).toBe('-£5.00');
  });

  it('formats dates, percentages and numbers', () => {
    expect(formatDate('2026-11-22T03:00:00Z')).toBe('22 Nov 2026');
    expect(formatDate('not a date')).toBe('not a date');
    expect(formatDate(null)).toBe('');
    expect(formatPercent(0.425)).toBe('43%');
    expect(formatPercent(42.5, 1)).toBe('42.5%');
    expect(formatNumber(1234.5678)).toBe('1,234.57');
  });

  it('escapes Markdown table cells', () => {
    expect(markdownCell('a | b\nc <script>')).toBe('a \\| b c &lt;script&gt;');
  });

  it('draws a bar chart as SVG with escaped labels and bars scaled to the maximum', () => {
    const svg = barChartSvg(
      [
        { label: 'Ada <b>', value: 100 },
        { label: 'Bob', value: 50 },
      ],
      { max: 100 },
    );
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('Ada &lt;b&gt;');
    expect(svg).not.toContain('<b>');
    const widths = [...svg.matchAll(/<rect[^>]* width="([\d.]+)"/g)].map((m) => Number(m[1]));
    expect(widths).toEqual([360, 180]);
  });
});
