import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { WeeklyStats } from '#shared/owner-orders';
import { chartScale } from '../chart-scale';
import { lazyDateFormat } from '#shared/date-format';
import { countOf } from '../../../lib/format';

const WIDTH = 400;
const HEIGHT = 180;
const LEFT = 44;
const TOP = 14;
const BOTTOM = 22;
const shortDate = lazyDateFormat({ month: 'short', day: 'numeric', timeZone: 'UTC' });
const weekLabel = (weekStart: string) => shortDate.format(new Date(`${weekStart}T00:00:00Z`));

/** The two parts of a week's bar: the orders (preorders, sales she entered), and the market stall on top. */
const series = [
  { name: 'Preorders', colour: 'var(--joy-palette-primary-300)', amount: (week: Week) => Number(week.revenue) },
  { name: 'Market stall', colour: 'var(--joy-palette-primary-700)', amount: (week: Week) => Number(week.stall ?? 0) },
] as const;
type Week = WeeklyStats['weeks'][number];

/**
 * Revenue of the last 12 weeks as stacked bars, hand-sized SVG (a chart library would outweigh
 * the whole admin): the preorders below, the market stall on top (docs/market-day.md, "The
 * dashboard"), a dollar axis with round steps, each week's total over its bar, every third week
 * named. The numbers are also in a table for screen readers.
 */
export function WeeksChart({ weeks }: { weeks: WeeklyStats['weeks'] }) {
  const total = (week: Week) => series.reduce((sum, part) => sum + part.amount(week), 0);
  const { top, ticks } = chartScale(Math.max(0, ...weeks.map(total)));
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const y = (amount: number) => TOP + plotHeight - (plotHeight * amount) / top;
  const slot = (WIDTH - LEFT) / Math.max(1, weeks.length);
  const money = (amount: number) => `$${amount.toFixed(2)}`;
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
          const x = LEFT + index * slot + slot * 0.15;
          let base = 0;
          return (
            <g key={week.weekStart}>
              {series.map((part) => {
                const amount = part.amount(week);
                const from = base;
                base += amount;
                if (amount <= 0) return null;
                return (
                  <rect
                    key={part.name}
                    x={x}
                    y={y(base)}
                    width={slot * 0.7}
                    height={Math.max(y(from) - y(base), 1)}
                    fill={part.colour}
                  >
                    <title>{`Week of ${weekLabel(week.weekStart)}, ${part.name.toLowerCase()}: ${money(amount)}`}</title>
                  </rect>
                );
              })}
              {base > 0 && (
                <text x={x + slot * 0.35} y={y(base) - 3} fontSize="8" textAnchor="middle" fill="currentColor">
                  {Math.round(base)}
                </text>
              )}
              {index % 3 === weeks.length % 3 && (
                <text x={x + slot * 0.35} y={HEIGHT - 6} fontSize="10" textAnchor="middle" fill="currentColor">
                  {weekLabel(week.weekStart)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <ChartLegend />
      <Typography component="figcaption" id="weeks-chart-caption" level="body-xs">
        Revenue in dollars by pickup week, last 12 weeks: preorders, and the market stall on top
      </Typography>
      <WeeksTable weeks={weeks} />
    </figure>
  );
}

/** Which colour is which (the bars' own titles and the table say it to a screen reader). */
function ChartLegend() {
  return (
    <Stack direction="row" gap={2} aria-hidden="true" sx={{ mt: 0.5 }}>
      {series.map((part) => (
        <Typography
          key={part.name}
          level="body-xs"
          startDecorator={
            <span
              style={{ display: 'inline-block', width: 12, height: 12, background: part.colour, borderRadius: 2 }}
            />
          }
        >
          {part.name}
        </Typography>
      ))}
    </Stack>
  );
}

/**
 * The chart's figures as a table, for screen readers. A table clips nothing of its own (overflow
 * does not apply to it): its box is what hides it.
 */
function WeeksTable({ weeks }: { weeks: WeeklyStats['weeks'] }) {
  return (
    <div className="visually-hidden">
      <table>
        <caption>Revenue by week</caption>
        <thead>
          <tr>
            <th scope="col">Week</th>
            <th scope="col">Preorders</th>
            <th scope="col">Orders</th>
            <th scope="col">Market stall</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.weekStart}>
              <th scope="row">Week of {weekLabel(week.weekStart)}</th>
              <td>${week.revenue}</td>
              <td>{countOf(week.orders, 'order')}</td>
              <td>${week.stall ?? '0.00'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
