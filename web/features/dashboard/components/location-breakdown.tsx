// "All locations" split by location (docs/locations.md): each location's touches, clickouts,
// reviews, the share of its reviews credited to someone, and its average rating. A table from
// `sm` up, one card per location on a phone. A location's name chooses it in the header switcher.
import { useTranslation } from 'react-i18next';
import type { TimeRange } from '@common/constants';
import type { LocationFigures } from '@common/schemas/analytics';
import { chooseLocation } from '../../../lib/location-choice';
import { useLocationFigures } from '../api/get-location-figures';
import { useFigures } from '../hooks/use-figures';
import { Panel, PanelError, PanelSkeleton } from './panel';

type Row = LocationFigures['items'][number];
const COLUMNS = ['touches', 'clickouts', 'reviews', 'creditedShare', 'averageRating'] as const;

export function LocationBreakdown({ range }: { range: TimeRange }) {
  const { t } = useTranslation();
  const figures = useFigures();
  const query = useLocationFigures(range);
  const cell = (row: Row, column: (typeof COLUMNS)[number]) =>
    column === 'creditedShare'
      ? figures.ratio(row.creditedShare)
      : column === 'averageRating'
        ? figures.rating(row.averageRating)
        : figures.count(row[column]);
  const name = (row: Row) => (
    <button
      type="button"
      onClick={() => chooseLocation(row.locationId)}
      title={t('overview.locations.choose', { name: row.name })}
      className="block max-w-full truncate text-left font-medium underline-offset-4 hover:underline"
    >
      {row.name}
      {row.archived && (
        <span className="ml-2 text-xs font-normal text-muted-foreground">
          {t('overview.locations.archived')}
        </span>
      )}
    </button>
  );

  return (
    <Panel title={t('overview.locations.title')} description={t('overview.locations.description')}>
      {query.isError && !query.data ? (
        <PanelError onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <PanelSkeleton height="h-32" />
      ) : (
        <>
          <ul className="divide-y sm:hidden">
            {query.data.items.map((row) => (
              <li key={row.locationId} className="py-3">
                {name(row)}
                <dl className="mt-2 grid grid-cols-3 gap-x-3 gap-y-2 text-sm">
                  {COLUMNS.map((column) => (
                    <div key={column} className="min-w-0">
                      <dt className="truncate text-xs text-muted-foreground">
                        {t(`overview.locations.columns.${column}`)}
                      </dt>
                      <dd className="font-semibold tabular-nums">{cell(row, column)}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
          <div className="-mx-5 hidden overflow-x-auto sm:-mx-6 sm:block">
            <table className="w-full min-w-[40rem] text-sm">
              <caption className="sr-only">{t('overview.locations.title')}</caption>
              <thead className="border-b text-muted-foreground">
                <tr>
                  <th scope="col" className="px-3 py-2 text-left font-medium">
                    {t('overview.locations.columns.name')}
                  </th>
                  {COLUMNS.map((column) => (
                    <th key={column} scope="col" className="px-3 py-2 text-right font-medium">
                      {t(`overview.locations.columns.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y">
                {query.data.items.map((row) => (
                  <tr key={row.locationId}>
                    <th scope="row" className="max-w-64 px-3 py-2.5 text-left">
                      {name(row)}
                    </th>
                    {COLUMNS.map((column) => (
                      <td key={column} className="px-3 py-2.5 text-right tabular-nums">
                        {cell(row, column)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Panel>
  );
}
