// Bell items open what they are about (docs/notifications.md): the review, where a manager replies
// or credits it, or the Google settings for a Google problem.
import type { ActivityItem } from '@common/schemas/activity';

/**
 * Where a bell item leads: its review (with its reply and attribution), or the Google settings
 * for a Google problem; null for what has no page of its own.
 */
export function itemTarget(item: ActivityItem, forEmployee: boolean): string | null {
  const reviewId = item.payload.reviewId;
  if (typeof reviewId === 'string')
    return `${forEmployee ? '/employee' : '/business-dashboard'}/reviews?review=${encodeURIComponent(reviewId)}`;
  if (!forEmployee && (item.type === 'sync_failed' || item.type === 'google_disconnected'))
    return '/business-dashboard/settings#google-integration';
  return null;
}
