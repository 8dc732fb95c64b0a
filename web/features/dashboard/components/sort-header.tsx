// A column header that sorts the table. aria-sort sits on the header cell (where screen readers
// look for it); the button inside carries the action.
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SortColumn, SortState } from '../lib/employee-sort';

export function SortHeader({
  column,
  sort,
  onSort,
  align = 'end',
}: {
  column: SortColumn;
  sort: SortState;
  onSort: (column: SortColumn) => void;
  align?: 'start' | 'end';
}) {
  const { t } = useTranslation();
  const active = sort.column === column;
  const Icon = !active ? ArrowUpDown : sort.direction === 'ascending' ? ArrowUp : ArrowDown;
  const label = t(`overview.employees.columns.${column}`);

  return (
    <th
      scope="col"
      aria-sort={active ? sort.direction : 'none'}
      className={`px-3 py-2 font-medium whitespace-nowrap ${align === 'end' ? 'text-right' : 'text-left'}`}
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        className={`inline-flex min-h-9 items-center gap-1 rounded-md hover:text-foreground ${
          active ? 'text-foreground' : ''
        } ${align === 'end' ? 'flex-row-reverse' : ''}`}
      >
        {label}
        <Icon aria-hidden="true" className={`size-3.5 ${active ? '' : 'opacity-50'}`} />
      </button>
    </th>
  );
}
