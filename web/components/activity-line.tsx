// One activity event as a sentence plus when it happened: relative for reading, exact in the
// <time> element's title and dateTime. Used by the activity feed and the notification bell.
import { useTranslation } from 'react-i18next';
import type { ActivityItem } from '@common/schemas/activity';
import { describeActivity } from '../lib/activity-text';
import { formatDateTime } from '../lib/format';
import { currentLanguage } from '../lib/i18n';
import { formatRelativeTime } from '../lib/relative-time';

/** `viewerEmployeeId`: the reader is this employee, so events about them say "you". */
export function useActivitySentence(
  viewerEmployeeId?: string | null,
): (item: ActivityItem) => string {
  const { t } = useTranslation();
  const fallbacks = { someone: t('activityFeed.someone'), anonymous: t('activityFeed.anonymous') };
  return (item) => {
    const { key, values } = describeActivity(item, fallbacks, viewerEmployeeId);
    // React escapes the result: names and review authors stay plain text.
    return t(key, values);
  };
}

export function ActivityTime({ iso, now }: { iso: string; now: number }) {
  const language = currentLanguage();
  return (
    <time
      dateTime={iso}
      title={formatDateTime(iso, language)}
      className="shrink-0 text-xs whitespace-nowrap text-muted-foreground"
    >
      {formatRelativeTime(iso, now, language)}
    </time>
  );
}
