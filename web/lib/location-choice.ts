// The location the header's switcher chose (docs/locations.md): every figure of the dashboard,
// the leaderboard and its TV view, and the exports follow it. Kept in localStorage, so the choice
// survives a reload and reaches a TV view opened in another tab; a stored location that is not
// one of this business's (another account signed in on the same browser) counts as none.
import { useSyncExternalStore } from 'react';
import { openLocations, useLocations, useSeveralLocations } from './locations-api';

const KEY = 'reviewtrace.location';
const listeners = new Set<() => void>();

function stored(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null; // storage blocked: every visit starts on all locations
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === KEY) listener();
  };
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}

/** Chooses one location by id, or all of them (null). */
export function chooseLocation(id: string | null) {
  try {
    if (id) window.localStorage.setItem(KEY, id);
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage blocked: the choice lasts until the page is left.
  }
  for (const listener of listeners) listener();
}

/**
 * The chosen location's id while the business has several locations; null: all of them;
 * undefined: a location is stored but the list is still loading, so figures wait for it rather
 * than ask for every location first and then again for the chosen one.
 */
export function useChosenLocation(): string | null | undefined {
  const id = useSyncExternalStore(subscribe, stored, () => null);
  const { data, isPending } = useLocations();
  if (!id) return null;
  if (isPending) return undefined;
  const several = data && openLocations(data).length > 1 ? data : null;
  return several?.some((location) => location.id === id) ? id : null;
}

/** The chosen location's name, for titles ("Salon · Novi Sad"); null: all locations. */
export function useChosenLocationName(): string | null {
  const id = useChosenLocation();
  const several = useSeveralLocations();
  return several?.find((location) => location.id === id)?.name ?? null;
}
