// "Database seeding" (docs/product-rules.md §2): adds realistic demo data to the business after a confirmation,
// shows the run's progress and says what it added. Shown only to callers the server would let
// seed (GET /api/business says so in canSeed). Afterwards every figure on the dashboards is read
// again.
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SeedJob } from '@common/schemas/seed';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/describe-error';
import { useErrorText } from '../../../lib/use-error-text';
import { useBusinessSettings } from '../api/business-settings';
import { isSeedActive, runningSeedJobOf, seedPercent, useSeedJob, useStartSeed } from '../api/seed';

const REFRESHED_FAMILIES = ['analytics', 'reviews', 'employees', 'activity', 'notifications'];

function SeedProgress({ job }: { job: SeedJob }) {
  const { t } = useTranslation();
  const percent = seedPercent(job);
  const text =
    percent === null
      ? t('settings.seed.starting')
      : t('settings.seed.progress', { processed: job.processed, total: job.total });
  return (
    <div className="space-y-1.5">
      <div
        role="progressbar"
        aria-label={t('settings.seed.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        aria-valuetext={text}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={`h-full rounded-full bg-primary transition-[width] ${
            percent === null ? 'w-1/3 animate-pulse motion-reduce:animate-none' : ''
          }`}
          style={percent === null ? undefined : { width: `${percent}%` }}
        />
      </div>
      <p className="text-sm text-muted-foreground tabular-nums">{text}</p>
    </div>
  );
}

function useSeedRun() {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const start = useStartSeed();
  const [jobId, setJobId] = useState<string | null>(null);
  const [joined, setJoined] = useState<SeedJob | undefined>(undefined);
  const job = useSeedJob(jobId, start.data ?? joined);
  const announced = useRef<string | null>(null);
  const data = job.data;

  useEffect(() => {
    const counted = (
      key:
        'overview.activity.touches' | 'overview.activity.clickouts' | 'overview.activity.reviews',
      count: number,
    ) => t(key, { count, formatted: String(count) });
    if (!data || isSeedActive(data) || announced.current === data.jobId) return;
    announced.current = data.jobId;
    for (const family of REFRESHED_FAMILIES)
      void queryClient.invalidateQueries({ queryKey: [family] });
    if (data.status === 'succeeded' && data.summary) {
      toast({
        tone: 'success',
        title: t('settings.seed.succeeded'),
        // Each count in its own plural form (one, few, other in Serbian).
        message: t('settings.seed.summary', {
          employees: t('employees.count', { count: data.summary.employeesAdded }),
          touches: counted('overview.activity.touches', data.summary.touches),
          clickouts: counted('overview.activity.clickouts', data.summary.clickouts),
          reviews: counted('overview.activity.reviews', data.summary.reviews),
        }),
      });
    } else {
      toast({ tone: 'error', message: t('settings.seed.failed') });
    }
  }, [data, queryClient, t, toast]);

  function run(onStarted: () => void) {
    start.mutate(undefined, {
      onSuccess: (started) => {
        setJobId(started.jobId);
        onStarted();
      },
      onError: (error) => {
        const current = runningSeedJobOf(error);
        if (!current) return;
        setJoined(current);
        setJobId(current.jobId);
        onStarted();
      },
    });
  }

  const running = start.isPending || isSeedActive(data);
  const summary = data?.status === 'succeeded' ? data.summary : undefined;
  return { run, start, running, job: data && jobId ? data : undefined, summary };
}

export function SeedingSection() {
  const { t } = useTranslation();
  const show = useErrorText();
  const settings = useBusinessSettings();
  const seed = useSeedRun();
  const [confirming, setConfirming] = useState(false);

  if (!settings.data?.canSeed) return null;
  const error = seed.start.error;
  const errorText =
    error && !runningSeedJobOf(error)
      ? error instanceof ApiError && error.status > 0 && error.status < 500
        ? show(describeError(error, 'profile.errors.saveFailed'))
        : t('settings.seed.failed')
      : undefined;

  function close() {
    if (!seed.start.isPending) seed.start.reset();
    setConfirming(false);
  }

  return (
    <section
      aria-labelledby="seeding-title"
      className="space-y-4 rounded-2xl border bg-card p-5 shadow-sm sm:p-6"
    >
      <div>
        <h2 id="seeding-title" className="text-lg font-semibold">
          {t('settings.seed.title')}
        </h2>
        <p className="mt-1 text-sm text-pretty text-muted-foreground">
          {t('settings.seed.description')}
        </p>
      </div>
      <Button variant="secondary" onClick={() => setConfirming(true)} pending={seed.running}>
        {t('settings.seed.button')}
      </Button>
      {seed.job && isSeedActive(seed.job) && <SeedProgress job={seed.job} />}
      <Dialog
        open={confirming}
        onClose={close}
        busy={seed.start.isPending}
        title={t('settings.seed.confirmTitle')}
        description={t('settings.seed.warning')}
      >
        <Alert className="mb-4">{errorText}</Alert>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close} disabled={seed.start.isPending}>
            {t('settings.seed.cancel')}
          </Button>
          <Button
            onClick={() => seed.run(() => setConfirming(false))}
            pending={seed.start.isPending}
            data-autofocus=""
          >
            {t('settings.seed.confirm')}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
