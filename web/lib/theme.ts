// The theme lives as a class on <html>. index.html applies the stored choice before first paint;
// these helpers keep that class, the browser's colour-scheme and local storage in agreement.
import { THEME_STORAGE_KEY } from '@common/constants';

export type Theme = 'light' | 'dark';

export function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
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
}
