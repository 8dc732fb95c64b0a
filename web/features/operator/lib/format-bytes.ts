// A database size for people: 1 KB = 1024 bytes, one decimal under 10 units, in the interface
// language's number format.
import type { Language } from '@common/constants';
import { intlLocale } from '../../../lib/format';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

export function formatBytes(bytes: number, language: Language): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  const number = new Intl.NumberFormat(intlLocale(language), {
    maximumFractionDigits: digits,
    minimumFractionDigits: digits,
  }).format(value);
  return `${number} ${UNITS[unit]}`;
}

/** An uptime split into whole days, hours and minutes. */
export function uptimeParts(seconds: number): { days: number; hours: number; minutes: number } {
  const whole = Math.max(0, Math.floor(seconds));
  return {
    days: Math.floor(whole / 86_400),
    hours: Math.floor((whole % 86_400) / 3600),
    minutes: Math.floor((whole % 3600) / 60),
  };
}
