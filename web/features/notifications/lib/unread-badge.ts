/** Above this the badge stops counting: a wider badge would cover the bell on a phone. */
const BADGE_MAX = 9;

/** The badge text, or null when there is nothing unread and no badge is shown. */
export function formatUnreadBadge(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(Math.floor(count));
}
