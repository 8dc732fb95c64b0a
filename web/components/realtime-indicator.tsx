// A small "Live" / "Offline" mark beside live lists, so a frozen list is not mistaken for a quiet day.
import { useTranslation } from 'react-i18next';
import { useRealtimeStatus } from '../lib/realtime';

const DOT = {
  live: 'bg-success animate-pulse motion-reduce:animate-none',
  connecting: 'bg-warning',
  offline: 'bg-muted-foreground',
} as const;

export function RealtimeIndicator() {
  const { t } = useTranslation();
  const status = useRealtimeStatus();
  return (
    <span
      role="status"
      className="inline-flex items-center gap-1.5 text-xs font-medium text-muted-foreground"
    >
      <span aria-hidden="true" className={`size-2 rounded-full ${DOT[status]}`} />
      {t(`activityFeed.status.${status}`)}
    </span>
  );
}
