// The instance status as a small dashboard: service, database, counts and failing syncs.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorStatus } from '@common/schemas/operator';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { formatBytes, uptimeParts } from '../lib/format-bytes';

const COUNT_KEYS = [
  'businesses',
  'users',
  'employees',
  'touches',
  'clickouts',
  'reviews',
  'activityEvents',
] as const;

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border bg-card p-5 shadow-sm">
      <h2 className="text-sm font-semibold text-muted-foreground">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-1 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right font-medium tabular-nums">{value}</dd>
    </div>
  );
}

export function StatusView({ status }: { status: OperatorStatus }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const number = new Intl.NumberFormat(language === 'sr' ? 'sr-Latn-RS' : 'en-GB');
  const uptime = uptimeParts(status.uptimeSeconds);

  return (
    <div className="space-y-4">
      <div className="grid gap-4 md:grid-cols-2">
        <Card title={t('operator.service.title')}>
          <dl>
            <Fact label={t('operator.service.version')} value={status.version} />
            <Fact label={t('operator.service.node')} value={status.node} />
            <Fact
              label={t('operator.service.uptime')}
              value={t('operator.service.uptimeValue', uptime)}
            />
            <Fact
              label={t('operator.service.startedAt')}
              value={formatDateTime(status.startedAt, language)}
            />
          </dl>
        </Card>
        <Card title={t('operator.database.title')}>
          <dl>
            <Fact
              label={t('operator.database.kind')}
              value={t(`operator.database.kinds.${status.database.kind}`)}
            />
            <Fact
              label={t('operator.database.state')}
              value={
                <span className={status.database.ok ? 'text-success' : 'text-destructive'}>
                  {t(status.database.ok ? 'operator.database.ok' : 'operator.database.down')}
                </span>
              }
            />
            <Fact
              label={t('operator.database.size')}
              value={
                status.database.sizeBytes === null
                  ? '—'
                  : formatBytes(status.database.sizeBytes, language)
              }
            />
          </dl>
        </Card>
      </div>

      {status.counts && (
        <Card title={t('operator.counts.title')}>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
            {COUNT_KEYS.map((key) => (
              <div key={key} className="rounded-xl bg-muted px-3 py-2.5">
                <dt className="text-xs text-muted-foreground">{t(`operator.counts.${key}`)}</dt>
                <dd className="mt-0.5 text-lg font-semibold tabular-nums">
                  {number.format(status.counts![key])}
                </dd>
              </div>
            ))}
          </dl>
        </Card>
      )}

      {status.sync && (
        <Card title={t('operator.sync.title')}>
          <p className="text-sm">
            {t('operator.sync.failedJobs', { count: status.sync.recentFailedJobs })}
          </p>
          {status.sync.failingBusinesses.length === 0 ? (
            <p className="mt-2 text-sm text-success">{t('operator.sync.allGood')}</p>
          ) : (
            <ul className="mt-3 divide-y rounded-xl border">
              {status.sync.failingBusinesses.map((business) => (
                <li key={business.businessId} className="px-3.5 py-2.5 text-sm">
                  <p className="font-semibold">
                    {business.name}{' '}
                    <span className="ml-1 rounded-full bg-destructive-soft px-2 py-0.5 text-xs text-destructive">
                      {t(`operator.sync.status.${business.status}`)}
                    </span>
                  </p>
                  <p className="mt-0.5 text-muted-foreground">
                    {business.message ?? '—'} ·{' '}
                    {business.lastSyncedAt
                      ? t('operator.sync.lastSynced', {
                          time: formatDateTime(business.lastSyncedAt, language),
                        })
                      : t('operator.sync.neverSynced')}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </Card>
      )}
    </div>
  );
}
