// The theme lives as a class on <html>. index.html applies the stored choice before first paint;
// these helpers keep that class, the browser's colour-scheme and local storage in agreement.
import { useSyncExternalStore } from 'react';
import { THEME_STORAGE_KEY } from '@common/constants';

export type Theme = 'light' | 'dark';

export function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

// Several controls show the theme (the top bar's toggle, Settings → Preferences): each applies it
// here and all of them re-read it, so none shows a stale state.
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current theme, re-rendering when any control changes it. */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, currentTheme, () => 'light');
}

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  // Form controls and scrollbars follow color-scheme, not our class.
  root.style.colorScheme = theme;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Without storage the theme still applies for this visit.
  }
  for (const listener of listeners) listener();
}
