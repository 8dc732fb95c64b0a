// The wait shown by the Rate Limit Exceeded panel (docs/product-rules.md §8), counted down from Retry-After.

/** Servers that send 429 without Retry-After still get a wait rather than an instant retry. */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

/** Whole seconds left until `deadline` (ms since epoch), never below zero; a started second counts. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/**
 * The wait as whole minutes and seconds, for words ("14 minutes 32 seconds" / "14 minuta 32
 * sekunde"), never "15:00", which reads as a time of day ("try again at 3 pm"). The words are the
 * catalogue's plurals (rateLimit.minutes, rateLimit.seconds), loaded with the panel.
 */
export function waitParts(seconds: number): { minutes: number; seconds: number } {
  const whole = Math.max(0, Math.ceil(seconds));
  return { minutes: Math.floor(whole / 60), seconds: whole % 60 };
}

/** When the panel may disappear: now plus the server's Retry-After, or the default wait. */
export function retryDeadline(retryAfterSeconds: number | undefined, now: number): number {
  const seconds =
    retryAfterSeconds !== undefined && Number.isFinite(retryAfterSeconds) && retryAfterSeconds > 0
      ? retryAfterSeconds
      : DEFAULT_RETRY_AFTER_SECONDS;
  return now + seconds * 1000;
}
