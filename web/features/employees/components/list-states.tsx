// What the list area shows when it has no rows to show: loading, the first-run explanation, no
// matches, or a failure with a retry.
import { MousePointerClick, QrCode, SearchX, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { describeError } from '../../../lib/describe-error';
import { FormFailure } from './form-failure';

export function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="rounded-2xl border bg-card shadow-sm">
      <span className="sr-only">{t('common.loading')}</span>
      <ul aria-hidden="true" className="divide-y">
        {[0, 1, 2, 3].map((row) => (
          <li key={row} className="flex items-center gap-4 p-4 motion-safe:animate-pulse">
            <div className="min-w-0 flex-1 space-y-2">
              <div className="h-4 w-40 max-w-full rounded bg-muted" />
              <div className="h-3 w-24 rounded bg-muted" />
            </div>
            <div className="h-5 w-16 rounded-full bg-muted" />
            <div className="hidden h-4 w-24 rounded bg-muted sm:block" />
            <div className="hidden h-8 w-32 rounded-full bg-muted md:block" />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function EmptyEmployees({ onAdd }: { onAdd?: () => void }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="employees-empty-title"
      className="rounded-2xl border border-dashed bg-card px-5 py-10 text-center sm:px-10"
    >
      <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-primary-soft text-primary">
        <QrCode aria-hidden="true" className="size-7" />
      </span>
      <h2 id="employees-empty-title" className="mt-4 text-lg font-semibold">
        {t('employees.empty.title')}
      </h2>
      <p className="mx-auto mt-2 max-w-xl text-sm text-pretty text-muted-foreground">
        {t('employees.empty.body')}
      </p>
      <ul className="mx-auto mt-5 grid max-w-xl gap-2 text-left text-sm sm:grid-cols-2">
        <li className="flex items-start gap-2.5 rounded-xl bg-muted/60 p-3">
          <QrCode aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          {t('employees.empty.qr')}
        </li>
        <li className="flex items-start gap-2.5 rounded-xl bg-muted/60 p-3">
          <MousePointerClick aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          {t('employees.empty.credit')}
        </li>
      </ul>
      {onAdd && (
        <Button className="mt-6" onClick={onAdd}>
          <UserPlus aria-hidden="true" className="size-4" />
          {t('employees.add')}
        </Button>
      )}
    </section>
  );
}

export function NoResults({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed bg-card px-6 py-12 text-center">
      <SearchX aria-hidden="true" className="size-8 text-muted-foreground" />
      <p className="mt-3 font-semibold">{t('employees.noResults.title')}</p>
      <p className="mt-1 text-sm text-muted-foreground">{t('employees.noResults.body')}</p>
      <Button variant="secondary" size="sm" className="mt-5" onClick={onClear}>
        {t('employees.noResults.clear')}
      </Button>
    </div>
  );
}

export function ListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <FormFailure
        title="employees.errors.loadFailed"
        detail={describeError(error, 'employees.errors.loadFailed')}
      />
      <Button variant="secondary" onClick={onRetry}>
        {t('common.tryAgain')}
      </Button>
    </div>
  );
}
