import Typography from '@mui/joy/Typography';
import type { WeeklyStats } from '#shared/owner-orders';

const WIDTH = 360;
const HEIGHT = 140;
const BOTTOM = 20;
const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * Revenue of the last 12 weeks as bars, hand-sized SVG (a chart library would outweigh the
 * whole admin). The numbers are in a table for screen readers, and on each bar's title.
 */
export function WeeksChart({ weeks }: { weeks: WeeklyStats['weeks'] }) {
  const highest = Math.max(1, ...weeks.map((week) => Number(week.revenue)));
  const slot = WIDTH / Math.max(1, weeks.length);
  const label = (weekStart: string) => shortDate.format(new Date(`${weekStart}T00:00:00Z`));
  return (
    <figure style={{ margin: 0 }}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img" aria-labelledby="weeks-chart-caption">
        {weeks.map((week, index) => {
          const height = ((HEIGHT - BOTTOM - 4) * Number(week.revenue)) / highest;
          const x = index * slot + slot * 0.15;
          return (
            <g key={week.weekStart}>
              <rect
                x={x}
                y={HEIGHT - BOTTOM - height}
                width={slot * 0.7}
                height={Math.max(height, 1)}
                rx={2}
                fill={index === weeks.length - 1 ? 'var(--joy-palette-primary-500)' : 'var(--joy-palette-primary-200)'}
              >
                <title>{`Week of ${label(week.weekStart)}: $${week.revenue}, ${week.orders} orders`}</title>
              </rect>
              {index % 3 === weeks.length % 3 && (
                <text x={x + slot * 0.35} y={HEIGHT - 5} fontSize="10" textAnchor="middle" fill="currentColor">
                  {label(week.weekStart)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <Typography component="figcaption" id="weeks-chart-caption" level="body-xs">
        Revenue by pickup week, last 12 weeks (this week darkest)
      </Typography>
      <table
        className="visually-hidden"
        style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        <caption>Revenue by week</caption>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.weekStart}>
              <th scope="row">Week of {label(week.weekStart)}</th>
              <td>${week.revenue}</td>
              <td>{week.orders} orders</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
