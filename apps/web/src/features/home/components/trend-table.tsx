import type { TrendPoint } from '@vsqx/domain';
import { VISUALLY_HIDDEN } from '../../../components/page-heading';
import { TREND_SERIES } from './trend-series';

interface Props {
  caption: string;
  dayLabel: string;
  points: TrendPoint[];
  names: Record<(typeof TREND_SERIES)[number], string>;
}

/** The trend chart's figures as a table, for screen readers (the canvas itself is hidden from them). */
export function TrendTable({ caption, dayLabel, points, names }: Props) {
  return (
    // The hiding box is a div: a table keeps its content's width whatever width it is given, and a
    // 370 px table made a 360 px phone scroll sideways.
    <div style={VISUALLY_HIDDEN}>
      <table data-testid="trend-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{dayLabel}</th>
            {TREND_SERIES.map((f) => (
              <th key={f} scope="col">
                {names[f]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.day}>
              <th scope="row">{p.day}</th>
              {TREND_SERIES.map((f) => (
                <td key={f}>{p[f]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
