// "2 min ago" / "pre 2 min." for event times. Short units keep a feed line on one row on a phone.
import type { Language } from '@common/constants';
import { intlLocale } from './format';

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** Under this many seconds an event reads as "now" rather than a count of seconds ticking up. */
const JUST_NOW_S = 45;

export function formatRelativeTime(iso: string, now: number, language: Language): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return iso;
  const format = new Intl.RelativeTimeFormat(intlLocale(language), {
    numeric: 'auto',
    style: 'short',
  });
  // A clock a little ahead of the server's must not make fresh events "in 3 seconds".
  const seconds = Math.round((time - now) / 1000);
  if (Math.abs(seconds) < JUST_NOW_S) return format.format(0, 'second');
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'minute') {
      return format.format(Math.round(seconds / size), unit);
    }
  }
  return format.format(0, 'second');
}
