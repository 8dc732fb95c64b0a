// The debug tools' own messages, kept out of the app's catalogues: they exist only in development
// builds, so the shipped catalogues (and the sign-in page's budget) never carry them. Both
// languages are in the one dev-only chunk; the active language follows i18next.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import en from '../locales/en.json';
import sr from '../locales/sr.json';

export type DebugTextKey = keyof typeof en;
type Values = Record<string, string | number>;

const CATALOGUES: Record<string, Record<DebugTextKey, string>> = { en, sr };

export function debugText(language: string, key: DebugTextKey, values: Values = {}): string {
  const template = CATALOGUES[language]?.[key] ?? en[key];
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** t() for the debug tools; re-renders when the interface language changes. */
export function useDebugText(): (key: DebugTextKey, values?: Values) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((key, values) => debugText(language, key, values), [language]);
}
