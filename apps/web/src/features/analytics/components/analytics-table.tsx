import { ANALYTICS_METRICS, type AnalyticsDay, type AnalyticsMetric } from '@vsqx/domain';
import { VISUALLY_HIDDEN } from '../../../components/page-heading';

interface Props {
  caption: string;
  dateLabel: string;
  days: AnalyticsDay[];
  names: Record<AnalyticsMetric, string>;
}

/** The chart's figures as a table for screen readers (the canvas is hidden from them). */
export function AnalyticsTable({ caption, dateLabel, days, names }: Props) {
  return (
    // A div hides it: a table keeps its content's width, and would make a 360 px phone scroll sideways.
    <div style={VISUALLY_HIDDEN}>
      <table data-testid="analytics-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{dateLabel}</th>
            {ANALYTICS_METRICS.map((m) => (
              <th key={m} scope="col">
                {names[m]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.date}>
              <th scope="row">{d.date}</th>
              {ANALYTICS_METRICS.map((m) => (
                <td key={m}>{d[m]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
