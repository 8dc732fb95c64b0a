// Which notification kinds an event is (docs/notifications.md). Decided once, when the event is
// written, so the bell's count is an index range read and never re-derives rules per row.
import type { NotificationKind } from '@common/schemas/notifications';

export interface ClassifiedEvent {
  type: string;
  employeeId: string | null;
  payload?: Record<string, unknown> | undefined;
}

/** Reviews at or below this many stars need a manager's eye. */
const LOW_RATING = 3;

/** True for reviews imported from before the connection: the feed shows them, the bell does not. */
export const isHistory = (event: ClassifiedEvent) => event.payload?.history === true;

export function notifyKindsOf(event: ClassifiedEvent): NotificationKind[] {
  if (isHistory(event)) return [];
  const kinds: NotificationKind[] = [];
  switch (event.type) {
    case 'review': {
      const rating = event.payload?.rating;
      if (typeof rating === 'number' && rating <= LOW_RATING) kinds.push('low_rating');
      kinds.push(event.employeeId ? 'credited' : 'unmatched');
      break;
    }
    case 'attribution':
      if (event.employeeId) kinds.push('credited');
      break;
    case 'sync_failed':
    case 'google_disconnected':
      kinds.push('google_problem');
      break;
    case 'employee_locked':
      kinds.push('lockout');
      break;
  }
  return kinds;
}
