import Typography from '@mui/joy/Typography';
import type { WeeklyStats } from '#shared/owner-orders';
import { chartScale } from '../chart-scale';
import { lazyDateFormat } from '#shared/date-format';

const WIDTH = 400;
const HEIGHT = 180;
const LEFT = 44;
const TOP = 14;
const BOTTOM = 22;
const shortDate = lazyDateFormat({ month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * Revenue of the last 12 weeks as bars, hand-sized SVG (a chart library would outweigh the
 * whole admin): a dollar axis with round steps, each week's amount over its bar, every third
 * week named. The numbers are also in a table for screen readers.
 */
export function WeeksChart({ weeks }: { weeks: WeeklyStats['weeks'] }) {
  const { top, ticks } = chartScale(Math.max(0, ...weeks.map((week) => Number(week.revenue))));
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const y = (amount: number) => TOP + plotHeight - (plotHeight * amount) / top;
  const slot = (WIDTH - LEFT) / Math.max(1, weeks.length);
  const label = (weekStart: string) => shortDate.format(new Date(`${weekStart}T00:00:00Z`));
  return (
    <figure style={{ margin: 0 }}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img" aria-labelledby="weeks-chart-caption">
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={LEFT} x2={WIDTH} y1={y(tick)} y2={y(tick)} stroke="currentColor" strokeOpacity={0.15} />
            <text x={LEFT - 4} y={y(tick) + 3} fontSize="10" textAnchor="end" fill="currentColor">
              ${tick}
            </text>
          </g>
        ))}
        {weeks.map((week, index) => {
          const amount = Number(week.revenue);
          const x = LEFT + index * slot + slot * 0.15;
          const last = index === weeks.length - 1;
          return (
            <g key={week.weekStart}>
              <rect
                x={x}
                y={y(amount)}
                width={slot * 0.7}
                height={Math.max(TOP + plotHeight - y(amount), 1)}
                rx={2}
                fill={last ? 'var(--joy-palette-primary-500)' : 'var(--joy-palette-primary-200)'}
              >
                <title>{`Week of ${label(week.weekStart)}: $${week.revenue}, ${week.orders} orders`}</title>
              </rect>
              {amount > 0 && (
                <text x={x + slot * 0.35} y={y(amount) - 3} fontSize="8" textAnchor="middle" fill="currentColor">
                  {Math.round(amount)}
                </text>
              )}
              {index % 3 === weeks.length % 3 && (
                <text x={x + slot * 0.35} y={HEIGHT - 6} fontSize="10" textAnchor="middle" fill="currentColor">
                  {label(week.weekStart)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <Typography component="figcaption" id="weeks-chart-caption" level="body-xs">
        Revenue in dollars by pickup week, last 12 weeks (this week darkest)
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
