// Employee performance on a phone: one card per person with every figure visible, and a sort
// choice instead of column headers, so nothing hides behind a sideways scroll at 360 px.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SORT_COLUMNS, type EmployeeRow, type SortState } from '../lib/employee-sort';
import { useFigures } from '../hooks/use-figures';
import { addressContext } from '../../../lib/address-context';

export function EmployeePerformanceCards({
  rows,
  sort,
  onSort,
}: {
  rows: readonly EmployeeRow[];
  sort: SortState;
  onSort: (sort: SortState) => void;
}) {
  const { t } = useTranslation();
  const figures = useFigures();
  const selectId = useId();
  const column = (key: SortState['column']) => t(`overview.employees.columns.${key}`);

  return (
    <div className="space-y-3">
      <div className="flex items-center gap-2 text-sm">
        <label htmlFor={selectId} className="text-muted-foreground">
          {t('overview.employees.sortBy')}
        </label>
        <select
          id={selectId}
          value={sort.column}
          onChange={(event) =>
            onSort({
              column: event.target.value as SortState['column'],
              direction: event.target.value === 'name' ? 'ascending' : 'descending',
            })
          }
          className="h-9 rounded-lg border bg-background px-2 text-sm"
        >
          {SORT_COLUMNS.map((key) => (
            <option key={key} value={key}>
              {column(key)}
            </option>
          ))}
        </select>
      </div>
      <ul className="space-y-3" aria-label={t('overview.employees.title')}>
        {rows.map((row) => (
          <li key={row.employeeId} className="rounded-xl border p-3">
            <p className="font-medium break-words">
              {row.name}
              {!row.isActive && (
                <span className="ml-2 text-xs font-normal text-muted-foreground">
                  {t(
                    'overview.employees.inactive',
                    addressContext({ name: row.name, addressAs: null }),
                  )}
                </span>
              )}
            </p>
            <dl className="mt-2 grid grid-cols-3 gap-2 text-sm">
              {(
                [
                  ['touches', figures.count(row.touches)],
                  ['clickouts', figures.count(row.clickouts)],
                  ['reviews', figures.count(row.reviews)],
                  ['averageRating', figures.rating(row.averageRating)],
                  ['conversion', figures.ratio(row.conversion)],
                ] as const
              ).map(([key, value]) => (
                <div key={key} className="min-w-0">
                  <dt className="text-xs break-words text-muted-foreground">{column(key)}</dt>
                  <dd className="font-semibold tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
