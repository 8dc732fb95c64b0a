// The activity feed (docs/product-rules.md §2): newest events first, a page at a time, with live events arriving
// on top through the RealtimeProvider's cache updates. Managers see the business's events,
// employees only their own (the server decides).
import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Activity } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '@common/constants';
import { activityFeedQueryOptions } from '../lib/activity-api';
import { useNow } from '../lib/use-now';
import { ActivityTime, useActivitySentence } from './activity-line';
import { RealtimeIndicator } from './realtime-indicator';
import { Alert } from './ui/alert';
import { Button } from './ui/button';

export function ActivityFeed({
  limit = DEFAULT_PAGE_SIZE,
  compact = false,
  title,
  viewerEmployeeId,
}: {
  /** The reader is this employee (their own area): events about them say "you". */
  viewerEmployeeId?: string | null;
  limit?: number;
  /** Tighter rows for a side column or a phone. */
  compact?: boolean;
  title?: string;
}) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(activityFeedQueryOptions(limit));
  const sentence = useActivitySentence(viewerEmployeeId);
  const now = useNow();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];

  // Events newer than the first load arrived while the page was open: those are highlighted.
  const [baseline, setBaseline] = useState<number | null>(null);
  if (baseline === null && query.isSuccess) {
    setBaseline(items.reduce((max, item) => Math.max(max, item.id), 0));
  }

  const row = compact ? 'px-4 py-2.5' : 'px-5 py-3.5';

  return (
    <section aria-labelledby="activity-feed-title" className="rounded-2xl border bg-card shadow-sm">
      <header className={`flex items-center justify-between gap-3 border-b ${row}`}>
        <h2 id="activity-feed-title" className="flex items-center gap-2 font-semibold">
          <Activity aria-hidden="true" className="size-4 text-primary" />
          {title ?? t('activityFeed.title')}
        </h2>
        <RealtimeIndicator />
      </header>

      {query.isPending ? (
        <p className={`${row} text-sm text-muted-foreground`}>{t('activityFeed.loading')}</p>
      ) : query.isError && items.length === 0 ? (
        <div className={`${row} space-y-3`}>
          <Alert>{t('activityFeed.loadFailed')}</Alert>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {t('activityFeed.retry')}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <p className={`${row} text-sm text-muted-foreground`}>{t('activityFeed.empty')}</p>
      ) : (
        <ol className="divide-y">
          {items.map((item) => {
            const fresh = baseline !== null && item.id > baseline;
            return (
              <li
                key={item.id}
                className={`flex items-start justify-between gap-3 text-sm transition-colors ${row} ${
                  fresh ? 'bg-primary-soft/50' : ''
                }`}
              >
                <p className="min-w-0 break-words">
                  {fresh && <span className="sr-only">{t('activityFeed.new')} </span>}
                  {sentence(item)}
                </p>
                <ActivityTime iso={item.createdAt} now={now} />
              </li>
            );
          })}
        </ol>
      )}

      {query.hasNextPage && (
        <div className={`border-t ${row}`}>
          <Button
            variant="ghost"
            size="sm"
            className="w-full"
            pending={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {t('activityFeed.loadMore')}
          </Button>
        </div>
      )}
    </section>
  );
}
