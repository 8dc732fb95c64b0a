// A button that opens a short list of actions, on the native Popover API: the browser keeps it
// in the top layer, closes it on Escape or a click elsewhere, lets Tab move from the button into
// it and exposes the button's expanded state. Placed under the button (above it when there is no
// room below), closed on scroll or resize rather than left floating away from its button.
import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type ToggleEvent,
} from 'react';
import { MoreHorizontal } from 'lucide-react';

const ITEM =
  'flex min-h-10 w-full items-center gap-2.5 rounded-lg px-3 py-2 text-left text-sm font-medium ' +
  'transition-colors hover:bg-muted focus-visible:bg-muted focus-visible:outline-none';

export function ActionMenu({
  label,
  children,
  describedBy,
}: {
  /** The button's accessible name and tooltip, e.g. "More actions for Milica". */
  label: string;
  children: ReactNode;
  describedBy?: string;
}) {
  const menuId = `menu-${useId()}`;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const stopFollowing = useRef<(() => void) | null>(null);
  useEffect(() => () => stopFollowing.current?.(), []);

  const items = () => [
    ...(menuRef.current?.querySelectorAll<HTMLElement>('[data-menu-item]:not(:disabled)') ?? []),
  ];

  function place() {
    const button = buttonRef.current;
    const menu = menuRef.current;
    if (!button || !menu) return;
    const anchor = button.getBoundingClientRect();
    const height = menu.offsetHeight;
    const below = anchor.bottom + 4;
    const fitsBelow = below + height <= window.innerHeight - 8;
    const top = fitsBelow ? below : Math.max(8, anchor.top - 4 - height);
    menu.style.top = `${top}px`;
    menu.style.right = `${Math.max(8, window.innerWidth - anchor.right)}px`;
  }

  function onToggle(event: ToggleEvent<HTMLDivElement>) {
    stopFollowing.current?.();
    stopFollowing.current = null;
    if (event.newState !== 'open') return;
    place();
    items()[0]?.focus();
    const close = () => menuRef.current?.hidePopover();
    window.addEventListener('scroll', close, { capture: true, passive: true });
    window.addEventListener('resize', close);
    stopFollowing.current = () => {
      window.removeEventListener('scroll', close, { capture: true });
      window.removeEventListener('resize', close);
    };
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: (index + 1) % list.length,
      ArrowUp: (index - 1 + list.length) % list.length,
      Home: 0,
      End: list.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined || list.length === 0) return;
    event.preventDefault();
    list[next]?.focus();
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        popoverTarget={menuId}
        aria-label={label}
        aria-describedby={describedBy}
        title={label}
        className="grid size-10 shrink-0 place-items-center rounded-full text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
      >
        <MoreHorizontal aria-hidden="true" className="size-5" />
      </button>
      <div
        ref={menuRef}
        id={menuId}
        popover="auto"
        onToggle={onToggle}
        onKeyDown={onKeyDown}
        // Choosing an item closes the menu first, so focus is back on the button before the
        // item's action opens a dialog (which then returns focus there when it closes).
        onClickCapture={(event) => {
          if ((event.target as HTMLElement).closest('[data-menu-item]')) {
            menuRef.current?.hidePopover();
          }
        }}
        className="fixed inset-auto m-0 w-60 max-w-[calc(100vw-1rem)] rounded-xl border bg-card p-1.5 text-card-foreground shadow-xl"
      >
        <ul className="flex flex-col">{children}</ul>
      </div>
    </>
  );
}

interface ItemContent {
  icon: ReactNode;
  children: ReactNode;
  tone?: 'default' | 'danger';
}

function itemClass(tone: ItemContent['tone']) {
  return `${ITEM} ${tone === 'danger' ? 'text-destructive hover:bg-destructive-soft focus-visible:bg-destructive-soft' : ''}`;
}

export function ActionMenuButton({
  icon,
  children,
  tone,
  onSelect,
  disabled,
}: ItemContent & { onSelect: () => void; disabled?: boolean }) {
  return (
    <li>
      <button
        type="button"
        data-menu-item=""
        disabled={disabled}
        onClick={onSelect}
        className={`${itemClass(tone)} disabled:opacity-60`}
      >
        {icon}
        {children}
      </button>
    </li>
  );
}

export function ActionMenuLink({
  icon,
  children,
  tone,
  href,
  download,
  newTab,
}: ItemContent & { href: string; download?: boolean; newTab?: boolean }) {
  return (
    <li>
      <a
        data-menu-item=""
        href={href}
        download={download || undefined}
        target={newTab ? '_blank' : undefined}
        rel={newTab ? 'noopener' : undefined}
        className={itemClass(tone)}
      >
        {icon}
        {children}
      </a>
    </li>
  );
}

export function ActionMenuSeparator() {
  return <li role="separator" className="my-1 border-t" />;
}
