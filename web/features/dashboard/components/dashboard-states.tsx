// What the dashboard shows instead of figures: loading, the first-run help, or a failure.
import { MousePointerClick, QrCode, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { Button, buttonClass } from '../../../components/ui/button';

export function DashboardSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">{t('common.loadingDashboard')}</span>
      <div aria-hidden="true" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {Array.from({ length: 8 }, (_, index) => (
          <div key={index} className="h-24 rounded-2xl border bg-card p-4 shadow-sm">
            <div className="h-3 w-24 rounded bg-muted motion-safe:animate-pulse" />
            <div className="mt-4 h-6 w-16 rounded bg-muted motion-safe:animate-pulse" />
          </div>
        ))}
      </div>
      <div
        aria-hidden="true"
        className="h-80 rounded-2xl border bg-card shadow-sm motion-safe:animate-pulse"
      />
    </div>
  );
}

export function NoActivityYet({ employeesPath }: { employeesPath: string }) {
  const { t } = useTranslation();
  const steps = [
    { key: 'employees', icon: UserPlus },
    { key: 'qr', icon: QrCode },
    { key: 'scan', icon: MousePointerClick },
  ] as const;

  return (
    <section
      aria-labelledby="no-activity-title"
      className="rounded-2xl border border-dashed bg-card px-5 py-10 text-center sm:px-10"
    >
      <h2 id="no-activity-title" className="text-lg font-semibold">
        {t('overview.empty.title')}
      </h2>
      <p className="mx-auto mt-2 max-w-xl text-sm text-pretty text-muted-foreground">
        {t('overview.empty.body')}
      </p>
      <ol className="mx-auto mt-6 grid max-w-3xl gap-3 text-left text-sm md:grid-cols-3">
        {steps.map(({ key, icon: Icon }) => (
          <li key={key} className="rounded-xl bg-muted/60 p-4">
            <p className="flex items-center gap-2 font-semibold">
              <Icon aria-hidden="true" className="size-4 shrink-0 text-primary" />
              {t(`overview.empty.${key}.title`)}
            </p>
            <p className="mt-1 text-muted-foreground">{t(`overview.empty.${key}.body`)}</p>
          </li>
        ))}
      </ol>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={employeesPath} className={buttonClass('primary', 'sm')}>
          {t('overview.empty.employeesLink')}
        </Link>
        <Link to={employeesPath} className={buttonClass('secondary', 'sm')}>
          {t('overview.empty.qrLink')}
        </Link>
      </div>
    </section>
  );
}

export function DashboardError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const offline = error instanceof ApiError && error.status === 0;
  return (
    <div role="alert" className="rounded-2xl border border-destructive/30 bg-destructive-soft p-5">
      <p className="font-semibold">{t('overview.error.title')}</p>
      <p className="mt-1 text-sm text-muted-foreground">
        {offline ? t('errors.network') : t('overview.error.body')}
      </p>
      <Button variant="secondary" size="sm" className="mt-4" onClick={onRetry}>
        {t('overview.error.retry')}
      </Button>
    </div>
  );
}
