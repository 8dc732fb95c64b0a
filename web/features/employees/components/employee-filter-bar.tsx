// Search (names and nicknames, on the server) and the status filter above the list.
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../components/ui/search-field';
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
      <SearchField
        label={t('employees.search.label')}
        placeholder={t('employees.search.placeholder')}
        clearLabel={t('employees.search.clear')}
        updatingText={t('employees.search.updating')}
        value={searchText}
        onChange={onSearchChange}
        onClear={onSearchClear}
        updating={updating}
        maxLength={SEARCH_MAX_LENGTH}
      />
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
