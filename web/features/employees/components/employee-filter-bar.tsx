// Search (names and nicknames, on the server) and the status filter above the list.
import { LoaderCircle, Search, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import {
  EMPLOYEE_STATUS_FILTERS,
  SEARCH_MAX_LENGTH,
  type EmployeeStatusFilter,
} from '../lib/list-filters';

export function EmployeeFilterBar({
  searchText,
  onSearchChange,
  onSearchClear,
  status,
  onStatusChange,
  updating,
}: {
  searchText: string;
  onSearchChange: (text: string) => void;
  onSearchClear: () => void;
  status: EmployeeStatusFilter;
  onStatusChange: (status: EmployeeStatusFilter) => void;
  /** A new answer for changed filters is on its way (the previous list stays meanwhile). */
  updating: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
      <div className="min-w-0 flex-1">
        <label htmlFor="employee-search" className="block text-sm font-medium">
          {t('employees.search.label')}
        </label>
        <div className="relative mt-1.5">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <input
            id="employee-search"
            type="search"
            value={searchText}
            onChange={(event) => onSearchChange(event.target.value)}
            placeholder={t('employees.search.placeholder')}
            maxLength={SEARCH_MAX_LENGTH}
            autoComplete="off"
            spellCheck={false}
            className={
              'block h-11 w-full rounded-xl border bg-background pr-20 pl-10 text-base shadow-xs ' +
              'transition-colors placeholder:text-muted-foreground/70 focus-visible:border-primary ' +
              'focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring ' +
              // The browser's own clear button differs per browser; ours below works in all.
              '[&::-webkit-search-cancel-button]:appearance-none'
            }
          />
          <div className="absolute inset-y-0 right-1 flex items-center gap-1">
            {updating && (
              <LoaderCircle
                aria-hidden="true"
                className="size-4 animate-spin text-muted-foreground motion-reduce:animate-none"
              />
            )}
            {searchText && (
              <button
                type="button"
                onClick={() => {
                  onSearchClear();
                  document.getElementById('employee-search')?.focus();
                }}
                aria-label={t('employees.search.clear')}
                title={t('employees.search.clear')}
                className="grid size-9 place-items-center rounded-full text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            )}
          </div>
        </div>
        <span role="status" className="sr-only">
          {updating ? t('employees.search.updating') : ''}
        </span>
      </div>
      <SegmentedControl
        legend={t('employees.status.label')}
        value={status}
        onChange={onStatusChange}
        options={EMPLOYEE_STATUS_FILTERS.map((value) => ({
          value,
          label: t(`employees.status.${value}`),
        }))}
      />
    </div>
  );
}
