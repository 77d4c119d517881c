/** Server-rendered SVG charts: no script, no CDN; each has a text alternative and its numbers in a table nearby. */

export interface Bar {
  label: string;
  value: number;
  /** Part of `value` drawn in the second colour (e.g. escalated conversations). */
  part?: number;
}

/** Vertical bars, one per entry, with the part of each bar in a second colour. */
export function BarChart({
  bars,
  title,
  summary,
  part = 'escalated',
}: {
  bars: Bar[];
  title: string;
  summary: string;
  /** What the second colour stands for, in each bar's tooltip. */
  part?: string;
}) {
  const width = 640;
  const height = 160;
  const max = Math.max(1, ...bars.map((b) => b.value));
  const step = width / Math.max(1, bars.length);
  const barWidth = Math.max(2, step * 0.7);
  const y = (v: number) => height - (v / max) * (height - 20);
  return (
    <svg viewBox={`0 0 ${width} ${height + 18}`} role="img" aria-label={`${title}: ${summary}`} class="chart">
      <title>{title}</title>
      <line x1="0" y1={height} x2={width} y2={height} stroke="#d9dde5" />
      <text x="0" y="12" font-size="11" fill="#5b6475">
        {max}
      </text>
      {bars.map((b, i) => (
        <g>
          <rect x={i * step} y={y(b.value)} width={barWidth} height={height - y(b.value)} fill="#3047c5">
            <title>{`${b.label}: ${b.value}${b.part ? ` (${b.part} ${part})` : ''}`}</title>
          </rect>
          {b.part ? (
            <rect x={i * step} y={y(b.part)} width={barWidth} height={height - y(b.part)} fill="#b00020" />
          ) : null}
        </g>
      ))}
      <text x="0" y={height + 14} font-size="11" fill="#5b6475">
        {bars[0]?.label}
      </text>
      <text x={width} y={height + 14} font-size="11" fill="#5b6475" text-anchor="end">
        {bars.at(-1)?.label}
      </text>
    </svg>
  );
}

/** One horizontal bar split into shares (e.g. positive / neutral / negative). */
export function ShareBar({
  parts,
  title,
}: {
  parts: { label: string; share: number; color: string }[];
  title: string;
}) {
  let x = 0;
  const summary = parts.map((p) => `${p.label} ${Math.round(p.share * 100)}%`).join(', ');
  return (
    <svg viewBox="0 0 300 18" role="img" aria-label={`${title}: ${summary}`} class="chart">
      <title>{`${title}: ${summary}`}</title>
      {parts.map((p) => {
        const rect = <rect x={x * 300} y="0" width={p.share * 300} height="18" fill={p.color} />;
        x += p.share;
        return rect;
      })}
    </svg>
  );
}
