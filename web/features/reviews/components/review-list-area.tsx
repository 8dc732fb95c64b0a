// The list area both reviews screens show under their filters: the skeleton, the error with
// Retry, the screen's own first-run help, "no results", or a page of review cards.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Review } from '@common/schemas/reviews';
import type { ReviewList } from '../api/get-reviews';
import { Pagination } from '../../../components/ui/pagination';
import type { ListView } from '../../../lib/use-list-screen';
import { REVIEW_PAGE_SIZE } from '../lib/review-filters';
import { NoReviewResults, ReviewsError, ReviewsSkeleton } from './review-list-states';

export function ReviewListArea(props: {
  view: ListView;
  list: UseQueryResult<ReviewList>;
  page: number;
  onPage: (page: number) => void;
  onClear: () => void;
  empty: ReactNode;
  card: (review: Review) => ReactNode;
}) {
  const { t } = useTranslation();
  const { view, list } = props;
  const data = list.data;
  if (view === 'loading') return <ReviewsSkeleton />;
  if (view === 'error')
    return <ReviewsError error={list.error} onRetry={() => void list.refetch()} />;
  if (view === 'empty') return props.empty;
  if (view === 'no-results') return <NoReviewResults onClear={props.onClear} />;
  if (!data) return null;
  return (
    <div className={`space-y-4 transition-opacity ${list.isPlaceholderData ? 'opacity-60' : ''}`}>
      <ul className="space-y-3">
        {data.items.map((review) => (
          <li key={review.id}>{props.card(review)}</li>
        ))}
      </ul>
      <Pagination
        pageSize={REVIEW_PAGE_SIZE}
        label={t('reviews.pages')}
        page={props.page}
        total={data.total}
        onPage={props.onPage}
      />
    </div>
  );
}
