// The bell's panel: unread events (marked), earlier ones, "Mark all as read" and the business's
// totals. On a phone it spans the screen under the top bar; from `sm` it hangs below the bell.
import { useEffect, useRef } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@common/paths';
import { useTranslation } from 'react-i18next';
import type { ActivityItem } from '@common/schemas/activity';
import type { NotificationData } from '@common/schemas/notifications';
import { ActivityTime, useActivitySentence } from '../../../components/activity-line';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { intlLocale } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useNow } from '../../../lib/use-now';
import { useMarkNotificationsSeen } from '../api/mark-notifications-seen';
import { splitNotifications } from '../lib/notification-envelope';
import { itemTarget } from '../lib/item-target';

export function NotificationPanel({
  id,
  hasBusiness,
  forEmployee,
  viewerEmployeeId,
  query,
  onClose,
}: {
  id: string;
  hasBusiness: boolean;
  forEmployee: boolean;
  viewerEmployeeId: string | null;
  query: UseQueryResult<NotificationData>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const markSeen = useMarkNotificationsSeen();
  const data = query.data;
  const lists = data ? splitNotifications(data) : { unread: [], earlier: [] };
  const numbers = new Intl.NumberFormat(intlLocale(currentLanguage()));

  // Focus moves into the panel, so keyboard and screen-reader users land on what just opened.
  useEffect(() => heading.current?.focus(), []);

  return (
    <div
      id={id}
      role="dialog"
      aria-labelledby={`${id}-title`}
      className="fixed inset-x-2 top-16 z-50 flex max-h-[calc(100dvh-5rem)] flex-col overflow-hidden rounded-2xl border bg-card text-card-foreground shadow-lg sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-96"
    >
      <div className="flex items-center justify-between gap-2 border-b px-4 py-3">
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="font-semibold outline-none">
          {t('notifications.title')}
        </h2>
        <div className="flex items-center gap-1">
          <Button
            variant="ghost"
            size="sm"
            disabled={!data || data.unreadCount === 0}
            pending={markSeen.isPending}
            onClick={() => markSeen.mutate()}
          >
            {t('notifications.markAllRead')}
          </Button>
          <button
            type="button"
            aria-label={t('notifications.close')}
            onClick={onClose}
            className="grid size-9 place-items-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      </div>

      <div className="min-h-0 flex-1 overflow-y-auto">
        {query.isError ? (
          <div className="space-y-3 p-4">
            <Alert>{t('notifications.fetchFailed')}</Alert>
            <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
              {t('notifications.retry')}
            </Button>
          </div>
        ) : hasBusiness && query.isPending ? (
          <p className="p-4 text-sm text-muted-foreground">{t('notifications.loading')}</p>
        ) : lists.unread.length + lists.earlier.length === 0 ? (
          <p className="p-4 text-sm text-muted-foreground">
            {t(forEmployee ? 'notifications.emptyEmployee' : 'notifications.empty')}
          </p>
        ) : (
          <>
            <EventList
              title={t('notifications.unread')}
              items={lists.unread}
              viewerEmployeeId={viewerEmployeeId}
              forEmployee={forEmployee}
              onOpen={onClose}
              unread
            />
            <EventList
              title={t('notifications.earlier')}
              items={lists.earlier}
              viewerEmployeeId={viewerEmployeeId}
              forEmployee={forEmployee}
              onOpen={onClose}
            />
          </>
        )}
        {markSeen.isError && (
          <div className="px-4 pb-3">
            <Alert>{t('notifications.markFailed')}</Alert>
          </div>
        )}
        <p className="px-4 pt-1 pb-3 text-sm">
          <Link
            to={paths.profile}
            onClick={onClose}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {t('notifications.choose')}
          </Link>
        </p>
      </div>

      <dl className="grid grid-cols-3 gap-2 border-t bg-muted/40 px-4 py-3 text-center">
        {(
          [
            ['touches', data?.dashboardStats.totalTouches],
            ['clickouts', data?.dashboardStats.totalClickouts],
            ['reviews', data?.dashboardStats.totalReviews],
          ] as const
        ).map(([key, value]) => (
          <div key={key} className="min-w-0">
            <dt className="truncate text-xs text-muted-foreground">
              {t(`notifications.totals.${key}`)}
            </dt>
            <dd className="font-semibold tabular-nums">{numbers.format(value ?? 0)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function EventList({
  title,
  items,
  viewerEmployeeId,
  forEmployee,
  onOpen,
  unread = false,
}: {
  title: string;
  items: ActivityItem[];
  viewerEmployeeId: string | null;
  forEmployee: boolean;
  onOpen: () => void;
  unread?: boolean;
}) {
  const { t } = useTranslation();
  const sentence = useActivitySentence(viewerEmployeeId);
  const now = useNow();
  if (items.length === 0) return null;
  return (
    <section>
      <h3 className="px-4 pt-3 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {title}
      </h3>
      <ul className="divide-y">
        {items.map((item) => {
          const target = itemTarget(item, forEmployee);
          return (
            <li
              key={item.id}
              className={`flex items-start gap-2.5 px-4 py-2.5 text-sm ${unread ? 'bg-primary-soft/50' : ''}`}
            >
              {unread && (
                <span
                  aria-hidden="true"
                  className="mt-1.5 size-2 shrink-0 rounded-full bg-primary"
                />
              )}
              <p className="min-w-0 flex-1 break-words">
                {unread && <span className="sr-only">{t('notifications.unreadItem')} </span>}
                {target ? (
                  <Link to={target} onClick={onOpen} className="underline-offset-4 hover:underline">
                    {sentence(item)}
                  </Link>
                ) : (
                  sentence(item)
                )}
              </p>
              <ActivityTime iso={item.createdAt} now={now} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
