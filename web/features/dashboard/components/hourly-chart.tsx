// Hourly activity: when in the business's day (0-23, local time) customers scan and review.
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'react-i18next';
import type { Hourly } from '@common/schemas/analytics';
import { useNarrow } from '../../../lib/use-narrow';
import { useFigures } from '../hooks/use-figures';
import { SERIES, hourlyPoints } from '../lib/chart-data';
import { AXIS_TICK, ChartFigure, GRID_STROKE, SERIES_COLOURS, TOOLTIP_STYLE } from './chart-figure';

export function HourlyChart({ hourly }: { hourly: Hourly }) {
  const { t } = useTranslation();
  const figures = useFigures();
  // On a phone, three bars per period would be a pixel wide each: one stacked bar per period,
  // the exact figures still in the tooltip and the table.
  const stacked = useNarrow();
  const points = hourlyPoints(hourly.hours);

  return (
    <ChartFigure
      caption={t('overview.hourly.title')}
      periodHeader={t('overview.hourly.hour')}
      points={points}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={points} accessibilityLayer={false} margin={{ top: 8, right: 8, left: -16 }}>
          <CartesianGrid stroke={GRID_STROKE} strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="label"
            tick={AXIS_TICK}
            tickLine={false}
            axisLine={{ stroke: GRID_STROKE }}
            minTickGap={8}
          />
          <YAxis allowDecimals={false} tick={AXIS_TICK} tickLine={false} axisLine={false} />
          <Tooltip
            {...TOOLTIP_STYLE}
            cursor={{ fill: 'var(--muted)' }}
            formatter={(value) => figures.count(Number(value))}
          />
          {SERIES.map((key) => (
            <Bar
              key={key}
              dataKey={key}
              name={t(`overview.metrics.${key}`)}
              fill={SERIES_COLOURS[key]}
              radius={stacked ? 0 : [3, 3, 0, 0]}
              {...(stacked ? { stackId: 'all' } : {})}
              // Live figures redraw often; a replayed animation each time would distract.
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
