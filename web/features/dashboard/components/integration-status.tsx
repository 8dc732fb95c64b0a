// Google integration of the business (SPEC §3): status Connected / Disconnected / Expired /
// Error, and how reviews come in (connection type).
import { CircleCheck, CircleDashed, CircleX, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SessionBusiness } from '@common/schemas/auth';

type Status = SessionBusiness['googleIntegrationStatus'];

const STATUS_LOOK = {
  connected: { icon: CircleCheck, colours: 'bg-success-soft text-success' },
  disconnected: { icon: CircleDashed, colours: 'bg-muted text-muted-foreground' },
  expired: { icon: Clock, colours: 'bg-warning-soft text-warning' },
  error: { icon: CircleX, colours: 'bg-destructive-soft text-destructive' },
} as const satisfies Record<Status, unknown>;

export function IntegrationStatus({ business }: { business: SessionBusiness }) {
  const { t } = useTranslation();
  const status = business.googleIntegrationStatus;
  const { icon: Icon, colours } = STATUS_LOOK[status];

  return (
    <section
      aria-labelledby="integration-title"
      className="rounded-2xl border bg-card p-5 shadow-sm sm:p-6"
    >
      <h2 id="integration-title" className="text-sm font-semibold text-muted-foreground">
        {t('overview.integration.title')}
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-muted-foreground">{t('overview.integration.status')}</dt>
          <dd className="mt-1">
            <span
              className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ${colours}`}
            >
              <Icon aria-hidden="true" className="size-4" />
              {t(`overview.integration.statuses.${status}`)}
            </span>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">{t('overview.integration.type')}</dt>
          <dd className="mt-1 font-semibold">
            {t(`overview.integration.types.${business.connectionType}`)}
          </dd>
        </div>
      </dl>
      <p className="mt-4 text-sm text-pretty text-muted-foreground">
        {t(`overview.integration.explain.${status}`)}
      </p>
    </section>
  );
}
