export { type BarDatum, barChartSvg } from './charts.ts';
export { formatDate, formatMoney, formatNumber, formatPercent, markdownCell } from './helpers.ts';
export { CHROMIUM_ARGS, CHROMIUM_CANDIDATES, findChromium } from './pdf.ts';
export { type Branding, createReportRenderer, type ReportRenderer, TEMPLATES_DIR } from './renderer.ts';
