// /employee/reviews: the reviews credited to the signed-in employee (the server answers only
// those), read-only: search, rating and dates, each review's match type and evidence; no
// triage, attribution, import or replies.
import { Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useReviewList } from '../hooks/use-review-list';
import type { ReviewFilters } from '../lib/review-filters';
import { ReviewCard } from './review-card';
import { ReviewFilterBar } from './review-filter-bar';
import { ReviewListArea } from './review-list-area';

/** Filters this screen does not offer, pinned off whatever an address says. */
const MINE: Partial<ReviewFilters> = { employeeId: null, matchType: null };

function NoReviewsYet() {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col items-center rounded-2xl border border-dashed bg-card px-6 py-12 text-center">
      <Inbox aria-hidden="true" className="size-8 text-muted-foreground" />
      <h2 className="mt-3 font-semibold">{t('reviews.mine.empty.title')}</h2>
      <p className="mt-1 max-w-md text-sm text-pretty text-muted-foreground">
        {t('reviews.mine.empty.body')}
      </p>
    </section>
  );
}

export function MyReviewsScreen() {
  const { t } = useTranslation();
  const { filters, update, search, list, grandTotal, view, clearFilters, clearSearch } =
    useReviewList(MINE);

  return (
    <div className="space-y-6">
      <title>{t('reviews.mine.metaTitle')}</title>
      <header className="min-w-0">
        <p className="text-sm font-semibold text-primary">{t('reviews.mine.eyebrow')}</p>
        <div className="mt-1 flex flex-wrap items-baseline gap-x-3">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t('reviews.mine.title')}
          </h1>
          {grandTotal !== undefined && (
            <p className="text-base font-medium text-muted-foreground">
              {t('reviews.count', { count: grandTotal })}
            </p>
          )}
        </div>
        <p className="mt-2 max-w-2xl text-pretty text-muted-foreground">
          {t('reviews.mine.intro')}
        </p>
      </header>

      {view !== 'empty' && (
        <ReviewFilterBar
          filters={filters}
          onChange={update}
          searchText={search.text}
          onSearchChange={search.change}
          onSearchClear={clearSearch}
          onClearAll={clearFilters}
          triage={false}
          updating={list.isPlaceholderData}
        />
      )}

      <ReviewListArea
        view={view}
        list={list}
        page={filters.page}
        onPage={(page) => update({ page })}
        onClear={clearFilters}
        empty={<NoReviewsYet />}
        card={(review) => <ReviewCard review={review} />}
      />
    </div>
  );
}
