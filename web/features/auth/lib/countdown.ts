// The wait shown by the Rate Limit Exceeded panel (SPEC §8), counted down from Retry-After.
import type { Language } from '@common/constants';
import { intlLocale } from '../../../lib/format';

/** Servers that send 429 without Retry-After still get a wait rather than an instant retry. */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

/** Whole seconds left until `deadline` (ms since epoch), never below zero; a started second counts. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

const unit = (value: number, name: 'minute' | 'second', language: Language) =>
  new Intl.NumberFormat(intlLocale(language), {
    style: 'unit',
    unit: name,
    unitDisplay: 'long',
  }).format(value);

/**
 * The wait in words, counting down: "15 minutes", "14 minutes 32 seconds", "42 seconds" /
 * "15 minuta", "14 minuta 32 sekunde", "42 sekunde". Never "15:00", which reads as a time of day
 * ("try again at 3 pm").
 */
export function formatWait(seconds: number, language: Language): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  if (minutes === 0) return unit(rest, 'second', language);
  if (rest === 0) return unit(minutes, 'minute', language);
  return `${unit(minutes, 'minute', language)} ${unit(rest, 'second', language)}`;
}

/** When the panel may disappear: now plus the server's Retry-After, or the default wait. */
export function retryDeadline(retryAfterSeconds: number | undefined, now: number): number {
  const seconds =
    retryAfterSeconds !== undefined && Number.isFinite(retryAfterSeconds) && retryAfterSeconds > 0
      ? retryAfterSeconds
      : DEFAULT_RETRY_AFTER_SECONDS;
  return now + seconds * 1000;
}
