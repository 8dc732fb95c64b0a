// Every employee's funnel over the range, sortable by each column: a table from `sm` up, and on a
// phone one card per person (employee-performance-cards.tsx) so every figure stays in view.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimeRange } from '@common/constants';
import { intlLocale } from '../../../lib/format';
import { useEmployeePerformance } from '../api/get-employee-performance';
import {
  DEFAULT_SORT,
  nextSort,
  sortEmployees,
  toEmployeeRows,
  type SortState,
} from '../lib/employee-sort';
import { useFigures } from '../hooks/use-figures';
import { Panel, PanelError, PanelSkeleton } from './panel';
import { EmployeePerformanceCards } from './employee-performance-cards';
import { SortHeader } from './sort-header';
import { addressContext } from '../../../lib/address-context';

const FIGURE_COLUMNS = ['touches', 'clickouts', 'reviews', 'averageRating', 'conversion'] as const;

export function EmployeePerformance({ range }: { range: TimeRange }) {
  const { t } = useTranslation();
  const figures = useFigures();
  const query = useEmployeePerformance(range);
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);
  const rows = useMemo(
    () =>
      sortEmployees(
        toEmployeeRows(query.data?.items ?? []),
        sort,
        new Intl.Collator(intlLocale(figures.language)),
      ),
    [query.data, sort, figures.language],
  );
  const onSort = (column: SortState['column']) => setSort((current) => nextSort(current, column));

  return (
    <Panel title={t('overview.employees.title')} description={t('overview.employees.description')}>
      {query.isError && !query.data ? (
        <PanelError onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <PanelSkeleton />
      ) : rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('overview.employees.empty')}</p>
      ) : (
        <>
          <div className="sm:hidden">
            <EmployeePerformanceCards rows={rows} sort={sort} onSort={setSort} />
          </div>
          <div className="-mx-5 hidden overflow-x-auto sm:-mx-6 sm:block">
            <table className="w-full min-w-[40rem] text-sm">
              <caption className="sr-only">{t('overview.employees.caption')}</caption>
              <thead className="border-b text-muted-foreground">
                <tr>
                  <SortHeader column="name" sort={sort} onSort={onSort} align="start" />
                  {FIGURE_COLUMNS.map((column) => (
                    <SortHeader key={column} column={column} sort={sort} onSort={onSort} />
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y">
                {rows.map((row) => (
                  <tr key={row.employeeId}>
                    <th scope="row" className="max-w-56 px-3 py-2.5 text-left font-medium">
                      <span className="block truncate">{row.name}</span>
                      {!row.isActive && (
                        <span className="text-xs font-normal text-muted-foreground">
                          {t(
                            'overview.employees.inactive',
                            addressContext({ name: row.name, addressAs: null }),
                          )}
                        </span>
                      )}
                    </th>
                    <td className="px-3 py-2.5 text-right tabular-nums">
                      {figures.count(row.touches)}
                    </td>
                    <td className="px-3 py-2.5 text-right tabular-nums">
                      {figures.count(row.clickouts)}
                      <Step
                        text={t('overview.employees.ofTouches', {
                          value: figures.ratio(row.touchToClickout),
                        })}
                      />
                    </td>
                    <td className="px-3 py-2.5 text-right tabular-nums">
                      {figures.count(row.reviews)}
                      <Step
                        text={t('overview.employees.ofClickouts', {
                          value: figures.ratio(row.clickoutToReview),
                        })}
                      />
                      {row.textCredits + row.manualCredits > 0 && (
                        <Step
                          text={t('overview.employees.beside', {
                            count: row.textCredits + row.manualCredits,
                          })}
                        />
                      )}
                    </td>
                    <td className="px-3 py-2.5 text-right tabular-nums">
                      {figures.rating(row.averageRating)}
                    </td>
                    <td className="px-3 py-2.5 text-right font-semibold tabular-nums">
                      {figures.ratio(row.conversion)}
                    </td>
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

function Step({ text }: { text: string }) {
  return <span className="block text-xs text-muted-foreground">{text}</span>;
}
