// The bell in the top bar: unread count on the button, the events and totals in a panel below
// it. The panel closes on Escape (focus back on the bell) and on a click or tap outside.
import { useEffect, useId, useRef, useState } from 'react';
import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNotifications } from '../api/get-notifications';
import { formatUnreadBadge } from '../lib/unread-badge';
import { NotificationPanel } from './notification-panel';

/**
 * `forEmployee`: the bell of the employee area (their own credits only); `viewerEmployeeId`, that
 * employee, so events about them are told as "you".
 */
export function NotificationBell({
  hasBusiness,
  forEmployee = false,
  viewerEmployeeId = null,
}: {
  hasBusiness: boolean;
  forEmployee?: boolean;
  viewerEmployeeId?: string | null;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const query = useNotifications(hasBusiness);
  const unread = query.data?.unreadCount ?? 0;
  const badge = formatUnreadBadge(unread);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div ref={wrapper} className="sm:relative">
      <button
        ref={button}
        type="button"
        aria-label={t('notifications.title')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-haspopup="dialog"
        title={t('notifications.title')}
        onClick={() => setOpen((value) => !value)}
        className="relative grid size-10 place-items-center rounded-full text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
      >
        <Bell aria-hidden="true" className="size-5" />
        {badge && (
          <span
            aria-hidden="true"
            className="absolute top-1 right-0.5 grid h-4.5 min-w-4.5 place-items-center rounded-full bg-destructive px-1 text-[0.65rem] leading-none font-bold text-white"
          >
            {badge}
          </span>
        )}
      </button>
      {/* Announced politely when it changes; empty at zero so nothing is read on page load. */}
      <span aria-live="polite" className="sr-only">
        {unread > 0 ? t('notifications.unreadCount', { count: unread }) : ''}
      </span>
      {open && (
        <NotificationPanel
          id={panelId}
          hasBusiness={hasBusiness}
          forEmployee={forEmployee}
          viewerEmployeeId={viewerEmployeeId}
          query={query}
          onClose={() => {
            setOpen(false);
            button.current?.focus();
          }}
        />
      )}
    </div>
  );
}
