// True below Tailwind's `sm` breakpoint (640 px): a phone held upright. For drawings that must
// change shape, not just size, on a phone (charts); layout alone belongs in CSS.
import { useSyncExternalStore } from 'react';

const QUERY = '(max-width: 639.98px)';

function subscribe(onChange: () => void) {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

export function useNarrow(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
