// The section tabs under the top bar of the dashboard and employee areas. On a phone the row
// scrolls sideways; the current tab is scrolled into view, so "Reviews" never sits cut off at
// the edge after the user opened it, and while more tabs lie beyond an edge that edge fades out,
// so a person sees there is more to reach.
import { useEffect, useRef, useState } from 'react';
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

  const [more, setMore] = useState({ before: false, after: false });
  const measure = () => {
    const row = list.current;
    if (!row) return;
    const before = row.scrollLeft > 1;
    const after = row.scrollLeft + row.clientWidth < row.scrollWidth - 1;
    setMore((was) => (was.before === before && was.after === after ? was : { before, after }));
  };

  useEffect(() => {
    const current = list.current?.querySelector<HTMLElement>('[aria-current="page"]');
    current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    measure();
  }, [pathname]);
  useEffect(() => {
    addEventListener('resize', measure);
    return () => removeEventListener('resize', measure);
  }, []);

  const fade = `linear-gradient(to right, ${more.before ? 'transparent, black 2rem' : 'black'}, ${
    more.after ? 'black calc(100% - 2rem), transparent' : 'black'
  })`;
  return (
    <nav aria-label={label} className="mx-auto max-w-6xl px-2 sm:px-4">
      <ul
        ref={list}
        onScroll={measure}
        style={more.before || more.after ? { maskImage: fade } : undefined}
        className="-mb-px flex gap-1 overflow-x-auto"
      >
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
