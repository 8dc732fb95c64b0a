// Dates and times in the interface language. Plain 'sr' would make Intl write Cyrillic; the app
// speaks Serbian in Latin script, so Serbian formats as sr-Latn.
import type { Language } from '@common/constants';

const INTL_LOCALES: Record<Language, string> = { en: 'en-GB', sr: 'sr-Latn-RS' };

export function intlLocale(language: Language): string {
  return INTL_LOCALES[language];
}

/** "24 Nov 2026, 14:05" / "24. nov 2026. 14:05"; an unreadable value is returned unchanged. */
export function formatDateTime(iso: string, language: Language, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}
