// The wait shown by the Rate Limit Exceeded panel (SPEC §8), counted down from Retry-After.

/** Servers that send 429 without Retry-After still get a wait rather than an instant retry. */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

/** Whole seconds left until `deadline` (ms since epoch), never below zero; a started second counts. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** "42s" under a minute, "mm:ss" from a minute on ("01:05", "15:00", "75:00"). */
export function formatWait(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  if (whole < 60) return `${whole}s`;
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

/** When the panel may disappear: now plus the server's Retry-After, or the default wait. */
export function retryDeadline(retryAfterSeconds: number | undefined, now: number): number {
  const seconds =
    retryAfterSeconds !== undefined && Number.isFinite(retryAfterSeconds) && retryAfterSeconds > 0
      ? retryAfterSeconds
      : DEFAULT_RETRY_AFTER_SECONDS;
  return now + seconds * 1000;
}
