// The progress of a running sync: a bar and "processed of total"; once it ends well, what came in
// and the next step ("120 reviews imported. Add your team so we can credit them").
import { useEffect, useRef } from 'react';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@common/paths';
import { useLocations } from '../../../lib/locations-api';
import { jobCounts, jobPercent, type SyncJob } from '../lib/google-integration';

/** "3 of 5 reviews processed" in the interface language. */
export function useCountsText(): (job: Pick<SyncJob, 'processed' | 'total'>) => string {
  const { t } = useTranslation();
  return (job) => {
    const counts = jobCounts(job);
    return counts.key === 'settings.google.sync.counts'
      ? t(counts.key, { processed: counts.processed, total: counts.total, count: counts.total })
      : t(counts.key, { processed: counts.processed });
  };
}

export function SyncProgress({ job }: { job: SyncJob }) {
  const { t } = useTranslation();
  const countsText = useCountsText();
  const percent = jobPercent(job);
  // A sync that started by itself (on connecting) shows where the person is looking: the bar
  // brings itself into view once; under the pressed button it already is.
  const shown = useRef<HTMLDivElement>(null);
  useEffect(() => {
    shown.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  return (
    <div ref={shown} className="scroll-mb-8 space-y-1.5">
      <div
        role="progressbar"
        aria-label={t('settings.google.sync.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        aria-valuetext={percent === null ? t('settings.google.sync.starting') : countsText(job)}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={`h-full rounded-full bg-primary transition-[width] ${
            percent === null ? 'w-1/3 animate-pulse motion-reduce:animate-none' : ''
          }`}
          style={percent === null ? undefined : { width: `${percent}%` }}
        />
      </div>
      <p className="text-sm text-muted-foreground tabular-nums">
        {percent === null ? t('settings.google.sync.starting') : countsText(job)}
      </p>
    </div>
  );
}

/** After a sync that succeeded: how many reviews it brought, and where to go next. */
export function SyncDone({ job }: { job: SyncJob }) {
  const { t } = useTranslation();
  const locations = useLocations().data;
  // Where the bar was: the result takes its place in view.
  const shown = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    shown.current?.scrollIntoView({ block: 'nearest' });
  }, [locations]);
  if (!locations) return null;
  // Nobody on the team yet: the reviews wait for people to be credited to.
  const team = locations.some((location) => location.employeeCount > 0);
  const count = job.processed;
  return (
    <p
      ref={shown}
      role="status"
      className="flex scroll-mb-8 flex-wrap items-center gap-x-2 gap-y-1 text-sm"
    >
      <span>{t('settings.google.sync.imported', { count })}</span>
      <Link
        to={team ? '/business-dashboard/reviews' : paths.businessDashboardEmployees}
        className="inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline"
      >
        {t(team ? 'settings.google.sync.seeReviews' : 'settings.google.sync.addTeam')}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </p>
  );
}
