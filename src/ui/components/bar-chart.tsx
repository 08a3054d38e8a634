/**
 * A horizontal bar chart drawn in SVG for people who would rather look than read; the same figures
 * are in a table for screen readers (the drawing itself is hidden from them).
 */
export function BarChart({
  title,
  labelHeading,
  valueHeading,
  bars,
}: {
  title: string;
  labelHeading: string;
  valueHeading: string;
  bars: readonly { label: string; value: number }[];
}) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const rowHeight = 26;
  const labelWidth = 150;
  const width = 420;
  return (
    <figure className="chart">
      <figcaption>{title}</figcaption>
      <svg
        viewBox={`0 0 ${width} ${bars.length * rowHeight}`}
        width="100%"
        role="presentation"
        aria-hidden="true"
        focusable="false"
        className="chart__svg"
      >
        {bars.map((bar, index) => {
          const y = index * rowHeight;
          const barWidth = ((width - labelWidth - 40) * bar.value) / max;
          return (
            <g key={bar.label} transform={`translate(0 ${y})`}>
              <text x={labelWidth - 8} y={rowHeight / 2 + 5} textAnchor="end" className="chart__label">
                {bar.label.length > 20 ? `${bar.label.slice(0, 19)}…` : bar.label}
              </text>
              <rect
                x={labelWidth}
                y={4}
                width={Math.max(barWidth, 2)}
                height={rowHeight - 8}
                className="chart__bar"
              />
              <text x={labelWidth + barWidth + 6} y={rowHeight / 2 + 5} className="chart__value">
                {bar.value}
              </text>
            </g>
          );
        })}
      </svg>
      <table className="visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeading}</th>
            <th scope="col">{valueHeading}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.label}>
              <th scope="row">{bar.label}</th>
              <td>{bar.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
