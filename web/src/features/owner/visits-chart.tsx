import { useIntl } from 'react-intl';
import { ownerMessages } from './messages';

/**
 * The last 30 days as bars in an SVG (no chart library): the SVG is an image whose accessible name
 * sums it up, and the same figures follow as a table (in a disclosure, which works without JavaScript).
 */
export function VisitsChart({
  days,
  id,
}: {
  days: readonly { date: string; visits: number; pageViews: number }[];
  id: string;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const max = Math.max(1, ...days.map((day) => day.visits));
  const total = days.reduce((sum, day) => sum + day.visits, 0);
  const width = 600;
  const height = 160;
  const gap = 4;
  const bar = (width - gap * (days.length - 1)) / days.length;
  const dateLabel = (date: string) =>
    intl.formatDate(new Date(`${date}T12:00:00Z`), { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const summary = t(ownerMessages.portalChartSummary, { total, max: Math.max(0, ...days.map((day) => day.visits)) });
  return (
    <figure className="owner-chart" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`}>{t(ownerMessages.portalChartTitle)}</figcaption>
      <svg viewBox={`0 0 ${width} ${height + 24}`} role="img" aria-label={summary} className="owner-chart__svg">
        <title>{summary}</title>
        <line x1="0" y1={height} x2={width} y2={height} className="owner-chart__axis" />
        {days.map((day, index) => {
          const barHeight = Math.round((day.visits / max) * (height - 8));
          return (
            <rect
              key={day.date}
              x={index * (bar + gap)}
              y={height - barHeight}
              width={bar}
              height={barHeight}
              className="owner-chart__bar"
            >
              <title>{`${dateLabel(day.date)}: ${day.visits}`}</title>
            </rect>
          );
        })}
        <text x="0" y={height + 18} className="owner-chart__label">
          {dateLabel(days[0]?.date ?? '')}
        </text>
        <text x={width} y={height + 18} textAnchor="end" className="owner-chart__label">
          {dateLabel(days.at(-1)?.date ?? '')}
        </text>
      </svg>
      <details className="owner-chart__table">
        <summary>{t(ownerMessages.portalChartTable)}</summary>
        <table>
          <caption className="visually-hidden">{t(ownerMessages.portalChartTitle)}</caption>
          <thead>
            <tr>
              <th scope="col">{t(ownerMessages.portalDate)}</th>
              <th scope="col">{t(ownerMessages.portalVisits)}</th>
              <th scope="col">{t(ownerMessages.portalPageViews)}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">
                  <time dateTime={day.date}>{dateLabel(day.date)}</time>
                </th>
                <td>{day.visits}</td>
                <td>{day.pageViews}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
