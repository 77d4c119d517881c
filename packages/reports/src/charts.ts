/** Charts as inline SVG: no script, no fonts or images fetched, so HTML and PDF look the same offline. */

export interface BarDatum {
  label: string;
  value: number;
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const BAR_HEIGHT = 18;
const GAP = 6;
const LABEL_WIDTH = 180;
const BAR_WIDTH = 360;
const MAX_LABEL = 28;

/** A horizontal bar chart, one bar per datum, scaled to `max` (default 100), each labelled with its value. */
export function barChartSvg(
  data: readonly BarDatum[],
  options: { max?: number; title?: string } = {},
): string {
  const max = options.max && options.max > 0 ? options.max : Math.max(1, ...data.map((d) => d.value));
  const height = data.length * (BAR_HEIGHT + GAP) + GAP;
  const width = LABEL_WIDTH + BAR_WIDTH + 50;
  const bars = data.map((d, i) => {
    const y = GAP + i * (BAR_HEIGHT + GAP);
    const w = Math.max(0, Math.min(1, d.value / max)) * BAR_WIDTH;
    const label = d.label.length > MAX_LABEL ? `${d.label.slice(0, MAX_LABEL - 1)}…` : d.label;
    return [
      `<text x="${LABEL_WIDTH - 8}" y="${y + BAR_HEIGHT - 5}" text-anchor="end" class="chart-label">${escapeXml(label)}</text>`,
      `<rect x="${LABEL_WIDTH}" y="${y}" width="${w.toFixed(1)}" height="${BAR_HEIGHT}" rx="3" class="chart-bar"/>`,
      `<text x="${(LABEL_WIDTH + w + 6).toFixed(1)}" y="${y + BAR_HEIGHT - 5}" class="chart-value">${escapeXml(String(Math.round(d.value * 10) / 10))}</text>`,
    ].join('');
  });
  const title = options.title ? `<title>${escapeXml(options.title)}</title>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" class="chart" role="img" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${title}${bars.join('')}</svg>`;
}
