// "Sync reviews now": starts a job, follows it every second and says how it ended, once. A start
// refused because a sync already runs (409) follows that job instead when the server names it.
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toast';
import { storeGoogleStatus } from '../api/store-google-status';
import { useStartSync, useSyncJob } from '../api/sync-reviews';
import { describeError } from '../../../lib/describe-error';
import { describeMessage } from '../../../lib/describe-message';
import { isJobActive, isSyncRunning, runningJobOf, type SyncJob } from '../lib/google-integration';
import { useErrorText } from '../../../lib/use-error-text';
import { syncFailureOf, type SyncFailure } from '../lib/sync-failure';
import type { TFunction } from 'i18next';
import { useCountsText } from './sync-progress';
import { queryKeys } from '../../../lib/query-keys';

export function useReviewSync() {
  const { t } = useTranslation();
  const show = useErrorText();
  const countsText = useCountsText();
  const toast = useToast();
  const queryClient = useQueryClient();
  const start = useStartSync();
  const [jobId, setJobId] = useState<string | null>(null);
  const [joined, setJoined] = useState<SyncJob | undefined>(undefined);
  const job = useSyncJob(jobId, start.data ?? joined);
  const announced = useRef<string | null>(null);

  const data = job.data;
  useEffect(() => {
    if (!data || isJobActive(data) || announced.current === data.id) return;
    announced.current = data.id;
    storeGoogleStatus(queryClient);
    void queryClient.invalidateQueries({ queryKey: queryKeys.reviews.all });
    if (data.status === 'succeeded' && data.rejected) {
      toast({
        tone: 'error',
        title: t('settings.google.sync.partial'),
        message: `${countsText(data)}. ${t('settings.google.sync.rejected', { count: data.rejected })}`,
      });
    } else if (data.status === 'succeeded') {
      toast({
        tone: 'success',
        title: t('settings.google.sync.succeeded'),
        message: countsText(data),
      });
    } else {
      toast({
        tone: 'error',
        title: t('messages.syncFailed'),
        message:
          (data.errorKey && show({ key: data.errorKey })) ??
          failureText(syncFailureOf(data.error), show, t),
      });
    }
  }, [data, queryClient, show, countsText, t, toast]);

  function run() {
    start.mutate(undefined, {
      onSuccess: (started) => setJobId(started.id),
      onError: (error) => {
        if (isSyncRunning(error)) {
          toast({ tone: 'error', message: t('messages.syncRunning') });
          const current = runningJobOf(error);
          if (current) {
            setJoined(current);
            setJobId(current.id);
          }
          return;
        }
        const text = describeError(error, 'messages.syncFailed');
        const message = show(text);
        toast({
          tone: 'error',
          title: t('messages.syncFailed'),
          message:
            message && message !== t('messages.syncFailed')
              ? message
              : t('settings.google.sync.failedNoDetail'),
        });
      },
    });
  }

  const running = start.isPending || isJobActive(data);
  return { run, running, job: data && jobId ? data : undefined };
}

function failureText(
  failure: SyncFailure,
  show: ReturnType<typeof useErrorText>,
  t: TFunction,
): string {
  const fallback = t('settings.google.sync.failedNoDetail');
  if (failure.kind === 'message') return show(describeMessage(failure.text)) ?? fallback;
  return failure.kind === 'unavailable' ? t('settings.google.sync.unavailable') : fallback;
}
