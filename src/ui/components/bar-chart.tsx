import { Link } from 'react-router';
import { formatNumber } from '../format';
import { useServices } from '../services-context';
import './bar-chart.css';

export interface Bar {
  /** Tells bars apart when their labels are alike. */
  readonly key: string;
  readonly label: string;
  readonly value: number;
  /** Where the bar's label leads: the list of what it counts. */
  readonly to?: string | null;
}

/**
 * A horizontal bar chart as a table: each row a label (a link where the bar has one), a bar and its
 * figure. The bars are drawn for the eye only; a screen reader reads the table. Labels wrap rather
 * than being cut, and on a phone a label stands above its bar. Figures are written the reader's way
 * (38,4 in Dutch, 38.4 in English).
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
  bars: readonly Bar[];
}) {
  const locale = useServices().locale.current;
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <figure className="chart">
      <figcaption>{title}</figcaption>
      <table className="chart__table">
        <thead className="visually-hidden">
          <tr>
            <th scope="col">{labelHeading}</th>
            <th scope="col">{valueHeading}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.key} className="chart__row">
              <th scope="row" className="chart__label">
                {bar.to ? <Link to={bar.to}>{bar.label}</Link> : bar.label}
              </th>
              <td className="chart__cell">
                <span
                  className="chart__bar"
                  aria-hidden="true"
                  style={{ inlineSize: `${Math.max((bar.value / max) * 100, bar.value > 0 ? 1 : 0)}%` }}
                />
                <span className="chart__value">{formatNumber(bar.value, locale)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
