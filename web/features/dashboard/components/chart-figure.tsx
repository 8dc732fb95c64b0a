// What both charts share: theme colours from the CSS variables (so dark mode needs no second
// palette), an HTML legend, and the figures as a visually hidden table. The drawing itself is
// hidden from assistive technology; the table says the same thing in a form it can read.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SERIES, type ChartPoint } from '../lib/chart-data';
import { useFigures } from '../hooks/use-figures';

export const SERIES_COLOURS = {
  touches: 'var(--primary)',
  clickouts: 'var(--warning)',
  reviews: 'var(--success)',
} as const;

export const AXIS_TICK = { fill: 'var(--muted-foreground)', fontSize: 12 } as const;
export const GRID_STROKE = 'var(--border)';
export const TOOLTIP_STYLE = {
  contentStyle: {
    backgroundColor: 'var(--card)',
    borderColor: 'var(--border)',
    borderRadius: 12,
    color: 'var(--card-foreground)',
    fontSize: 13,
  },
  labelStyle: { color: 'var(--foreground)', fontWeight: 600 },
} as const;

export function ChartFigure({
  caption,
  periodHeader,
  points,
  children,
}: {
  caption: string;
  periodHeader: string;
  points: readonly ChartPoint[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const figures = useFigures();

  return (
    <div>
      <ul aria-hidden="true" className="mb-3 flex flex-wrap gap-x-4 gap-y-1 text-xs">
        {SERIES.map((key) => (
          <li key={key} className="flex items-center gap-1.5 text-muted-foreground">
            <span className="size-2.5 rounded-full" style={{ background: SERIES_COLOURS[key] }} />
            {t(`overview.metrics.${key}`)}
          </li>
        ))}
      </ul>
      <div aria-hidden="true" className="h-64 w-full">
        {children}
      </div>
      <table className="sr-only">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{periodHeader}</th>
            {SERIES.map((key) => (
              <th key={key} scope="col">
                {t(`overview.metrics.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.label}>
              <th scope="row">{point.label}</th>
              {SERIES.map((key) => (
                <td key={key}>{figures.count(point[key])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
