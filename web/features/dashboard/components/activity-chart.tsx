// Activity over time: touches, clickouts and reviews per local hour (24h) or day (7d, 30d).
// Loaded on its own (React.lazy) so the figures above it paint before the chart library arrives.
import {
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useTranslation } from 'react-i18next';
import type { Timeseries } from '@common/schemas/analytics';
import { SERIES, activityPoints } from '../lib/chart-data';
import { AXIS_TICK, ChartFigure, GRID_STROKE, SERIES_COLOURS, TOOLTIP_STYLE } from './chart-figure';

export function ActivityChart({ timeseries }: { timeseries: Timeseries }) {
  const { t } = useTranslation();
  const points = activityPoints(timeseries.points);

  return (
    <ChartFigure
      caption={t('overview.activity.title')}
      periodHeader={t(`overview.activity.bucket.${timeseries.bucket}`)}
      points={points}
    >
      <ResponsiveContainer width="100%" height="100%">
        <LineChart
          data={points}
          accessibilityLayer={false}
          margin={{ top: 8, right: 8, left: -16 }}
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
          <Tooltip {...TOOLTIP_STYLE} cursor={{ stroke: GRID_STROKE }} />
          {SERIES.map((key) => (
            <Line
              key={key}
              type="monotone"
              dataKey={key}
              name={t(`overview.metrics.${key}`)}
              stroke={SERIES_COLOURS[key]}
              strokeWidth={2}
              dot={false}
              activeDot={{ r: 4 }}
              // Live figures redraw often; a replayed animation each time would distract.
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
