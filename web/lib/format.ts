// Dates and times in the interface language, in its script. Plain 'sr' would make Intl write
// Cyrillic, so Latin Serbian formats as sr-Latn and Cyrillic Serbian as sr-Cyrl.
import type { Language } from '@common/constants';

const INTL_LOCALES: Record<Language, string> = {
  en: 'en-GB',
  sr: 'sr-Latn-RS',
  'sr-Cyrl': 'sr-Cyrl-RS',
};

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

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar day stored as YYYY-MM-DD ("1 Mar 2024" / "1. mar 2024."). It is a day, not an
 * instant, so it is formatted in UTC: the same day in every time zone. Anything else is
 * returned unchanged.
 */
export function formatCalendarDate(day: string, language: Language): string {
  // Spelled-out options rather than dateStyle, whose Serbian form ("1. 3. 2024.") varies by ICU.
  return formatDay(day, language, { day: 'numeric', month: 'short', year: 'numeric' });
}

/** A YYYY-MM-DD day with the given fields, in UTC; anything unreadable is returned unchanged. */
function formatDay(day: string, language: Language, fields: Intl.DateTimeFormatOptions): string {
  const match = CALENDAR_DATE.exec(day);
  if (!match) return day;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(intlLocale(language), { ...fields, timeZone: 'UTC' }).format(date);
}

/** A calendar day for a chart's axis: "24 Nov" / "24. nov"; anything else unchanged. */
export function formatShortDay(day: string, language: Language): string {
  return formatDay(day, language, { day: 'numeric', month: 'short' });
}

/** A time zone as people name it ("Central European Time", "Srednjeevropsko vreme"). */
export function formatTimeZone(timeZone: string, language: Language): string {
  try {
    const parts = new Intl.DateTimeFormat(intlLocale(language), {
      timeZone,
      timeZoneName: 'longGeneric',
    }).formatToParts(new Date());
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}
