// The section tabs under the top bar of the dashboard and employee areas. On a phone the row
// scrolls sideways; the current tab is scrolled into view, so "Reviews" never sits cut off at
// the edge after the user opened it.
import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';

export interface TabNavItem {
  to: string;
  label: string;
  /** Current only on this exact path (the area's home), not below it. */
  end: boolean;
  /** Only on phones, where the top bar has no room for its link (the account's icon). */
  phoneOnly?: boolean;
}

export function TabNav({ label, items }: { label: string; items: readonly TabNavItem[] }) {
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    const current = list.current?.querySelector<HTMLElement>('[aria-current="page"]');
    current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);

  return (
    <nav aria-label={label} className="mx-auto max-w-6xl px-2 sm:px-4">
      <ul ref={list} className="-mb-px flex gap-1 overflow-x-auto">
        {items.map((item) => (
          <li key={item.to} className={item.phoneOnly ? 'sm:hidden' : undefined}>
            <NavLink
              to={item.to}
              end={item.end}
              className="inline-flex h-11 items-center border-b-2 border-transparent px-3 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors hover:text-foreground aria-[current=page]:border-primary aria-[current=page]:text-foreground"
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
