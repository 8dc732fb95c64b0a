// The card every dashboard section sits in, with the loading and failure states a section shows
// on its own, so one slow or failed query never blanks the whole page.
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

export function Panel({
  title,
  description,
  actions,
  children,
  className = '',
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={`min-w-0 rounded-2xl border bg-card p-5 shadow-sm sm:p-6 ${className}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="font-semibold">
            {title}
          </h2>
          {description && (
            <p className="mt-1 text-sm text-pretty text-muted-foreground">{description}</p>
          )}
        </div>
        {actions}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export function PanelSkeleton({ height = 'h-48' }: { height?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status">
      <span className="sr-only">{t('common.loading')}</span>
      <div
        aria-hidden="true"
        className={`${height} rounded-xl bg-muted motion-safe:animate-pulse`}
      />
    </div>
  );
}

export function PanelError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
      <p className="text-destructive">{t('overview.error.section')}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('overview.error.retry')}
      </Button>
    </div>
  );
}
