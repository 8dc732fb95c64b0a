// /business-dashboard/reviews (docs/product-rules.md §2 Reviews): every review with search, the Unmatched triage
// view, advanced filters, the evidence of each attribution, manual attribution, file import, and
// replies posted to Google when the business is connected through Business Profile.
import { useState } from 'react';
import { FileUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Review } from '@common/schemas/reviews';
import { Button } from '../../../components/ui/button';
import { useGoogleStatus } from '../../../lib/google-status';
import { useEmployeeOptions } from '../api/get-employee-options';
import { useReviewList } from '../hooks/use-review-list';
import { AttributionDialog } from './attribution-dialog';
import { ImportDialog } from './import-dialog';
import { RematchButton } from './rematch-button';
import { ReplyDialog } from './reply-dialog';
import { ReviewCard } from './review-card';
import { ReviewFilterBar } from './review-filter-bar';
import { ReviewListArea } from './review-list-area';
import { EmptyReviews } from './review-list-states';

export interface ReviewPermissions {
  /**
   * Manual attribution (managers and admins); also replies, which answer on the business's
   * behalf, offered only when the Google connection can post them.
   */
  update: boolean;
  /** File import (managers and admins). */
  import: boolean;
}

export function ReviewsScreen({ permissions }: { permissions: ReviewPermissions }) {
  const { t } = useTranslation();
  const { filters, update, search, list, grandTotal, view, clearFilters, clearSearch } =
    useReviewList();
  const employees = useEmployeeOptions();
  const google = useGoogleStatus(permissions.update);
  const canReply = permissions.update && google.data?.canReply === true;
  const [importing, setImporting] = useState(false);
  const [attributing, setAttributing] = useState<Review | null>(null);
  const [replying, setReplying] = useState<Review | null>(null);

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
        <div className="flex shrink-0 flex-col items-start gap-3 sm:items-end">
          {openImport && (
            <Button className="self-start sm:self-auto" onClick={openImport}>
              <FileUp aria-hidden="true" className="size-4" />
              {t('reviews.import.button')}
            </Button>
          )}
          {permissions.update && view !== 'empty' && <RematchButton />}
        </div>
      </header>

      {view !== 'empty' && (
        <ReviewFilterBar
          filters={filters}
          onChange={update}
          searchText={search.text}
          onSearchChange={search.change}
          onSearchClear={clearSearch}
          onClearAll={clearFilters}
          employees={employees.data ?? []}
          updating={list.isPlaceholderData}
        />
      )}

      {filters.review && (
        <p
          role="status"
          className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-muted/60 px-3.5 py-2.5 text-sm"
        >
          {t('reviews.oneReview')}
          <Button variant="secondary" size="sm" onClick={clearFilters}>
            {t('reviews.showAll')}
          </Button>
        </p>
      )}

      <ReviewListArea
        view={view}
        list={list}
        page={filters.page}
        onPage={(page) => update({ page })}
        onClear={clearFilters}
        empty={<EmptyReviews onImport={openImport} />}
        card={(review) => (
          <ReviewCard
            review={review}
            onAttribute={permissions.update ? setAttributing : undefined}
            canCredit={permissions.update}
            onReply={canReply ? setReplying : undefined}
          />
        )}
      />

      {permissions.import && <ImportDialog open={importing} onClose={() => setImporting(false)} />}
      {permissions.update && (
        <AttributionDialog review={attributing} onClose={() => setAttributing(null)} />
      )}
      {canReply && <ReplyDialog review={replying} onClose={() => setReplying(null)} />}
    </div>
  );
}
