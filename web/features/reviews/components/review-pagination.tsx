import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { REVIEW_PAGE_SIZE, reviewPageCount } from '../lib/review-filters';

/** Previous / next when the list has more than one page; hidden otherwise. */
export function ReviewPagination({
  page,
  total,
  onPage,
}: {
  page: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = reviewPageCount(total);
  if (pages <= 1) return null;
  const from = (page - 1) * REVIEW_PAGE_SIZE + 1;
  const to = Math.min(total, page * REVIEW_PAGE_SIZE);
  return (
    <nav
      aria-label={t('reviews.pagination.label')}
      className="flex flex-wrap items-center justify-between gap-3"
    >
      <p className="text-sm text-muted-foreground">
        {t('reviews.pagination.range', { from, to, total })}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" className="-ml-1 size-4" />
          {t('reviews.pagination.previous')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          {t('reviews.pagination.next')}
          <ChevronRight aria-hidden="true" className="-mr-1 size-4" />
        </Button>
      </div>
    </nav>
  );
}
