// /business-dashboard/reviews (SPEC §2 Reviews): every review with search, the Unmatched triage
// view, advanced filters, the evidence of each attribution, manual attribution and file import.
import { useEffect, useState } from 'react';
import { FileUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Review } from '@common/schemas/reviews';
import { Button } from '../../../components/ui/button';
import { useSearchBox } from '../../../lib/use-search-box';
import { useEmployeeOptions } from '../api/get-employee-options';
import { useReviews } from '../api/get-reviews';
import { useReviewFilters } from '../hooks/use-review-filters';
import {
  DEFAULT_REVIEW_FILTERS,
  clampReviewPage,
  isReviewFiltered,
  REVIEW_PAGE_SIZE,
} from '../lib/review-filters';
import { AttributionDialog } from './attribution-dialog';
import { ImportDialog } from './import-dialog';
import { ReviewCard } from './review-card';
import { ReviewFilterBar } from './review-filter-bar';
import { EmptyReviews, NoReviewResults, ReviewsError, ReviewsSkeleton } from './review-list-states';
import { Pagination } from '../../../components/ui/pagination';

export interface ReviewPermissions {
  /** Manual attribution (managers and admins). */
  update: boolean;
  /** File import (managers and admins). */
  import: boolean;
}

export function ReviewsScreen({ permissions }: { permissions: ReviewPermissions }) {
  const { t } = useTranslation();
  const { filters, update } = useReviewFilters();
  const search = useSearchBox(filters.q, (q) => update({ q }));
  const list = useReviews(filters);
  // Every review (the header's count, first-run help); the same query when nothing is filtered.
  const all = useReviews(DEFAULT_REVIEW_FILTERS);
  const employees = useEmployeeOptions();
  const [importing, setImporting] = useState(false);
  const [attributing, setAttributing] = useState<Review | null>(null);

  const grandTotal = all.data?.total;
  const filtered = isReviewFiltered(filters) && grandTotal !== 0;
  const data = list.data;
  const view = !data
    ? list.isError
      ? 'error'
      : 'loading'
    : data.total === 0
      ? filtered
        ? 'no-results'
        : 'empty'
      : 'list';

  const total = list.isPlaceholderData ? undefined : data?.total;
  useEffect(() => {
    if (total === undefined) return;
    const page = clampReviewPage(filters.page, total);
    if (page !== filters.page) update({ page });
  }, [total, filters.page, update]);

  function clearFilters() {
    search.clear();
    update({ ...DEFAULT_REVIEW_FILTERS });
  }

  const openImport = permissions.import ? () => setImporting(true) : undefined;

  return (
    <div className="space-y-6">
      <title>{t('reviews.metaTitle')}</title>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-primary">{t('reviews.eyebrow')}</p>
          <div className="mt-1 flex flex-wrap items-baseline gap-x-3">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('reviews.title')}</h1>
            {grandTotal !== undefined && (
              <p className="text-base font-medium text-muted-foreground">
                {t('reviews.count', { count: grandTotal })}
              </p>
            )}
          </div>
          <p className="mt-2 max-w-2xl text-pretty text-muted-foreground">{t('reviews.intro')}</p>
        </div>
        {openImport && (
          <Button className="shrink-0 self-start sm:self-auto" onClick={openImport}>
            <FileUp aria-hidden="true" className="size-4" />
            {t('reviews.import.button')}
          </Button>
        )}
      </header>

      {view !== 'empty' && (
        <ReviewFilterBar
          filters={filters}
          onChange={update}
          searchText={search.text}
          onSearchChange={search.change}
          onSearchClear={() => {
            search.clear();
            update({ q: '' });
          }}
          onClearAll={clearFilters}
          employees={employees.data ?? []}
          updating={list.isPlaceholderData}
        />
      )}

      {view === 'loading' && <ReviewsSkeleton />}
      {view === 'error' && <ReviewsError error={list.error} onRetry={() => void list.refetch()} />}
      {view === 'empty' && <EmptyReviews onImport={openImport} />}
      {view === 'no-results' && <NoReviewResults onClear={clearFilters} />}
      {view === 'list' && data && (
        <div
          className={`space-y-4 transition-opacity ${list.isPlaceholderData ? 'opacity-60' : ''}`}
        >
          <ul className="space-y-3">
            {data.items.map((review) => (
              <li key={review.id}>
                <ReviewCard
                  review={review}
                  onAttribute={permissions.update ? setAttributing : undefined}
                />
              </li>
            ))}
          </ul>
          <Pagination
            pageSize={REVIEW_PAGE_SIZE}
            label={t('reviews.pages')}
            page={filters.page}
            total={data.total}
            onPage={(page) => update({ page })}
          />
        </div>
      )}

      {permissions.import && <ImportDialog open={importing} onClose={() => setImporting(false)} />}
      {permissions.update && (
        <AttributionDialog review={attributing} onClose={() => setAttributing(null)} />
      )}
    </div>
  );
}
