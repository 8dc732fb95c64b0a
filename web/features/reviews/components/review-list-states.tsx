// What the list area shows without rows: loading, the first-run help, no matches, or a failure.
import { FileUp, Link2, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@common/paths';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClass } from '../../../components/ui/button';
import { describeError } from '../../../lib/describe-error';
import { useErrorText } from '../../../lib/use-error-text';

export function ReviewsSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">{t('common.loading')}</span>
      {[0, 1, 2].map((row) => (
        <div
          key={row}
          aria-hidden="true"
          className="space-y-3 rounded-2xl border bg-card p-5 shadow-sm motion-safe:animate-pulse"
        >
          <div className="flex gap-3">
            <div className="h-4 w-32 rounded bg-muted" />
            <div className="h-4 w-20 rounded bg-muted" />
          </div>
          <div className="h-3 w-full rounded bg-muted" />
          <div className="h-3 w-2/3 rounded bg-muted" />
          <div className="h-5 w-40 rounded-full bg-muted" />
        </div>
      ))}
    </div>
  );
}

export function EmptyReviews({ onImport }: { onImport?: () => void }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="reviews-empty-title"
      className="rounded-2xl border border-dashed bg-card px-5 py-10 text-center sm:px-10"
    >
      <h2 id="reviews-empty-title" className="text-lg font-semibold">
        {t('reviews.empty.title')}
      </h2>
      <p className="mx-auto mt-2 max-w-xl text-sm text-pretty text-muted-foreground">
        {t('reviews.empty.body')}
      </p>
      <ul className="mx-auto mt-5 grid max-w-2xl gap-3 text-left text-sm sm:grid-cols-2">
        <li className="rounded-xl bg-muted/60 p-4">
          <p className="flex items-center gap-2 font-semibold">
            <FileUp aria-hidden="true" className="size-4 shrink-0 text-primary" />
            {t('reviews.empty.importTitle')}
          </p>
          <p className="mt-1 text-muted-foreground">{t('reviews.empty.importBody')}</p>
          {onImport && (
            <Button size="sm" className="mt-3" onClick={onImport}>
              {t('reviews.import.button')}
            </Button>
          )}
        </li>
        <li className="rounded-xl bg-muted/60 p-4">
          <p className="flex items-center gap-2 font-semibold">
            <Link2 aria-hidden="true" className="size-4 shrink-0 text-primary" />
            {t('reviews.empty.googleTitle')}
          </p>
          <p className="mt-1 text-muted-foreground">{t('reviews.empty.googleBody')}</p>
          <Link to={paths.businessSetupPage} className={buttonClass('secondary', 'sm', 'mt-3')}>
            {t('reviews.empty.googleLink')}
          </Link>
        </li>
      </ul>
    </section>
  );
}

export function NoReviewResults({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed bg-card px-6 py-12 text-center">
      <SearchX aria-hidden="true" className="size-8 text-muted-foreground" />
      <p className="mt-3 font-semibold">{t('reviews.noResults.title')}</p>
      <p className="mt-1 text-sm text-muted-foreground">{t('reviews.noResults.body')}</p>
      <Button variant="secondary" size="sm" className="mt-5" onClick={onClear}>
        {t('reviews.filters.clear')}
      </Button>
    </div>
  );
}

export function ReviewsError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const show = useErrorText();
  const detail = show(describeError(error, 'reviews.errors.loadFailed'));
  return (
    <div className="space-y-4">
      <Alert>
        <strong className="font-semibold">{t('reviews.errors.loadFailed')}</strong>
        {detail !== t('reviews.errors.loadFailed') && (
          <span className="block text-muted-foreground">{detail}</span>
        )}
      </Alert>
      <Button variant="secondary" onClick={onRetry}>
        {t('common.tryAgain')}
      </Button>
    </div>
  );
}
