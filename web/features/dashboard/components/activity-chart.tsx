// Activity over time: touches, clickouts and reviews per local hour (24h) or day (7d, 30d), as
// bars (counts per period are separate figures, not a continuous curve), with days written for
// people and the exact figures in the tooltip. Loaded on its own (React.lazy) so the figures
// above it paint before the chart library arrives.
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'react-i18next';
import type { Timeseries } from '@common/schemas/analytics';
import { formatShortDay } from '../../../lib/format';
import { useNarrow } from '../../../lib/use-narrow';
import { useFigures } from '../hooks/use-figures';
import { SERIES, activityPoints } from '../lib/chart-data';
import { AXIS_TICK, ChartFigure, GRID_STROKE, SERIES_COLOURS, TOOLTIP_STYLE } from './chart-figure';

export function ActivityChart({ timeseries }: { timeseries: Timeseries }) {
  const { t } = useTranslation();
  const figures = useFigures();
  // On a phone, three bars per period would be a pixel wide each: one stacked bar per period,
  // the exact figures still in the tooltip and the table.
  const stacked = useNarrow();
  const points = activityPoints(timeseries.points, (day) => formatShortDay(day, figures.language));

  return (
    <ChartFigure
      caption={t('overview.activity.title')}
      periodHeader={t(`overview.activity.bucket.${timeseries.bucket}`)}
      points={points}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={points}
          accessibilityLayer={false}
          margin={{ top: 8, right: 8, left: -16 }}
          barGap={1}
          barCategoryGap="15%"
        >
          <CartesianGrid stroke={GRID_STROKE} strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="label"
            tick={AXIS_TICK}
            tickLine={false}
            axisLine={{ stroke: GRID_STROKE }}
            minTickGap={16}
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
