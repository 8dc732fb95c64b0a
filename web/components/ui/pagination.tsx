import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';

/** Previous / next under a paged list; hidden when everything fits on one page. */
export function Pagination({
  page,
  total,
  pageSize,
  label,
  onPage,
}: {
  page: number;
  total: number;
  pageSize: number;
  /** What the pages are of, for screen readers ("Pages of reviews"). */
  label: string;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted-foreground">
        {t('ui.pagination.range', { from, to, total })}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" className="-ml-1 size-4" />
          {t('ui.pagination.previous')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          {t('ui.pagination.next')}
          <ChevronRight aria-hidden="true" className="-mr-1 size-4" />
        </Button>
      </div>
    </nav>
  );
}
