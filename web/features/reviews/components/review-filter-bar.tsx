// Search (text and author, on the server), the All | Unmatched triage switch, and the advanced
// filters (rating, match type, employee, location, date range), folded away on small screens until asked.
// An employee's own list has neither triage (switch and match type) nor the employee filter.
import { useId, useState, type ReactNode } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../components/ui/search-field';
import { MATCH_TYPES } from '@common/schemas/reviews';
import { Button } from '../../../components/ui/button';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import type { EmployeeOption } from '../api/get-employee-options';
import {
  QUICK_VIEWS,
  RATINGS,
  REVIEW_SEARCH_MAX_LENGTH,
  advancedFilterCount,
  isMatchType,
  quickViewChange,
  quickViewOf,
  type ReviewFilters,
} from '../lib/review-filters';
import { addressContext } from '../../../lib/address-context';
import { useSeveralLocations } from '../../../lib/locations-api';

const CONTROL =
  'block h-11 w-full min-w-0 rounded-xl border bg-background px-3 text-base shadow-xs ' +
  'focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 ' +
  'focus-visible:outline-ring';

/** Whole class names, so Tailwind finds them: one column per field on wide screens. */
const GRID_COLUMNS: Record<number, string> = {
  3: 'lg:grid-cols-3',
  4: 'lg:grid-cols-4',
  5: 'lg:grid-cols-5',
  6: 'lg:grid-cols-3',
};

function Field({ label, id, children }: { label: string; id: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <div className="mt-1.5">{children}</div>
    </div>
  );
}

export function ReviewFilterBar({
  filters,
  onChange,
  searchText,
  onSearchChange,
  onSearchClear,
  onClearAll,
  employees,
  triage = true,
  updating,
}: {
  filters: ReviewFilters;
  onChange: (change: Partial<ReviewFilters>) => void;
  searchText: string;
  onSearchChange: (text: string) => void;
  onSearchClear: () => void;
  onClearAll: () => void;
  /** The employee filter's choices; absent, the filter is not offered. */
  employees?: readonly EmployeeOption[];
  /** The All | Unmatched switch and the match type filter. */
  triage?: boolean;
  updating: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const advanced = advancedFilterCount(filters);
  const [open, setOpen] = useState(advanced > 0);
  // A filtered employee that is not in the loaded list (deleted, or beyond the first 100) still
  // needs an option, or the select would silently show "Any employee".
  const knownEmployee = employees?.some((employee) => employee.id === filters.employeeId);
  // Offered once the business has several locations (docs/locations.md); archived ones too,
  // since their reviews stay.
  const places = useSeveralLocations();
  const columns = GRID_COLUMNS[3 + (triage ? 1 : 0) + (employees ? 1 : 0) + (places ? 1 : 0)];

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-4 md:flex-row md:items-end">
        <SearchField
          label={t('reviews.search.label')}
          placeholder={t('reviews.search.placeholder')}
          clearLabel={t('reviews.search.clear')}
          updatingText={t('reviews.search.updating')}
          value={searchText}
          onChange={onSearchChange}
          onClear={onSearchClear}
          updating={updating}
          maxLength={REVIEW_SEARCH_MAX_LENGTH}
        />
        <div className="flex items-end gap-2">
          {triage && (
            <SegmentedControl
              className="min-w-0 flex-1 md:flex-none"
              legend={t('reviews.quickView.label')}
              value={quickViewOf(filters)}
              onChange={(view) => onChange(quickViewChange(view))}
              options={QUICK_VIEWS.map((value) => ({
                value,
                label: t(`reviews.quickView.${value}`),
              }))}
            />
          )}
          <Button
            variant="secondary"
            aria-expanded={open}
            aria-controls={`${id}-advanced`}
            onClick={() => setOpen((value) => !value)}
            className="shrink-0"
          >
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            {advanced > 0
              ? t('reviews.filters.toggleCount', { count: advanced })
              : t('reviews.filters.toggle')}
          </Button>
        </div>
      </div>

      <div
        id={`${id}-advanced`}
        hidden={!open}
        className="rounded-2xl border bg-card p-4 shadow-xs"
      >
        <div className={`grid gap-4 sm:grid-cols-2 ${columns}`}>
          <Field label={t('reviews.filters.rating')} id={`${id}-rating`}>
            <select
              id={`${id}-rating`}
              className={CONTROL}
              value={filters.rating ?? ''}
              onChange={(event) =>
                onChange({ rating: event.target.value ? Number(event.target.value) : null })
              }
            >
              <option value="">{t('reviews.filters.anyRating')}</option>
              {RATINGS.map((rating) => (
                <option key={rating} value={rating}>
                  {t('reviews.filters.stars', { rating })}
                </option>
              ))}
            </select>
          </Field>
          {triage && (
            <Field label={t('reviews.filters.matchType')} id={`${id}-match`}>
              <select
                id={`${id}-match`}
                className={CONTROL}
                value={filters.matchType ?? ''}
                onChange={(event) => {
                  const value = event.target.value;
                  onChange({ matchType: isMatchType(value) ? value : null });
                }}
              >
                <option value="">{t('reviews.filters.allTypes')}</option>
                {MATCH_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`reviews.matchType.${type}`)}
                  </option>
                ))}
              </select>
            </Field>
          )}
          {employees && (
            <Field label={t('reviews.filters.employee')} id={`${id}-employee`}>
              <select
                id={`${id}-employee`}
                className={CONTROL}
                value={filters.employeeId ?? ''}
                onChange={(event) => onChange({ employeeId: event.target.value || null })}
              >
                <option value="">{t('reviews.filters.anyEmployee')}</option>
                {filters.employeeId && !knownEmployee && (
                  <option value={filters.employeeId}>
                    {t('reviews.filters.selectedEmployee')}
                  </option>
                )}
                {employees.map((employee) => (
                  <option key={employee.id} value={employee.id}>
                    {employee.isActive
                      ? employee.name
                      : t('reviews.filters.inactiveEmployee', {
                          name: employee.name,
                          ...addressContext(employee),
                        })}
                  </option>
                ))}
              </select>
            </Field>
          )}
          {places && (
            <Field label={t('reviews.filters.location')} id={`${id}-location`}>
              <select
                id={`${id}-location`}
                className={CONTROL}
                value={filters.locationId ?? ''}
                onChange={(event) => onChange({ locationId: event.target.value || null })}
              >
                <option value="">{t('reviews.filters.anyLocation')}</option>
                {places.map((location) => (
                  <option key={location.id} value={location.id}>
                    {location.name}
                  </option>
                ))}
              </select>
            </Field>
          )}
          <Field label={t('reviews.filters.from')} id={`${id}-from`}>
            <input
              id={`${id}-from`}
              type="date"
              className={CONTROL}
              value={filters.from}
              max={filters.to || undefined}
              onChange={(event) => onChange({ from: event.target.value })}
            />
          </Field>
          <Field label={t('reviews.filters.to')} id={`${id}-to`}>
            <input
              id={`${id}-to`}
              type="date"
              className={CONTROL}
              value={filters.to}
              min={filters.from || undefined}
              onChange={(event) => onChange({ to: event.target.value })}
            />
          </Field>
        </div>
        <Button variant="ghost" size="sm" className="mt-3" onClick={onClearAll}>
          {t('reviews.filters.clear')}
        </Button>
      </div>
    </div>
  );
}
