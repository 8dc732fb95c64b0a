// One readable line per activity event (docs/product-rules.md §2 "activity feed"). The mapping returns a message
// key and its values rather than text, so it stays testable without i18next; names and review
// authors come from the server and customers, so they are only ever passed as values.
import type { ActivityItem } from '@common/schemas/activity';
import { addressContext } from './address-context';

/** Message names under `activityFeed.events` (typed, so a missing message fails the type check). */
type ActivityEventMessage =
  | 'touch'
  | 'clickout'
  | 'selfConfirm'
  | 'reviewCredited'
  | 'reviewUnmatched'
  | 'attribution'
  | 'attributionManual'
  | 'attributionRemoved'
  | 'employeeAdded'
  | 'employeeUpdated'
  | 'employeeDeactivated'
  | 'employeeReactivated'
  | 'employeeRemoved'
  | 'rematchStarted'
  | 'rematchFinished'
  | 'reviewPastCredited'
  | 'reviewPastUnmatched'
  | 'importSummary'
  | 'syncFailed'
  | 'googleDisconnected'
  | 'employeeLocked'
  | 'touchYou'
  | 'clickoutYou'
  | 'selfConfirmYou'
  | 'reviewCreditedYou'
  | 'reviewPastCreditedYou'
  | 'attributionYou'
  | 'attributionManualYou'
  | 'other';

export interface ActivityText {
  key: `activityFeed.events.${ActivityEventMessage}`;
  values: Record<string, string | number>;
}

/** Already-translated stand-ins for a missing employee or review author. */
export interface ActivityFallbacks {
  someone: string;
  anonymous: string;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

const count = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

function employeeUpdateKey(payload: Record<string, unknown>): ActivityEventMessage {
  const changes = Array.isArray(payload.changes) ? payload.changes : [];
  if (changes.includes('deleted')) return 'employeeRemoved';
  if (changes.includes('isActive') && typeof payload.isActive === 'boolean') {
    return payload.isActive ? 'employeeReactivated' : 'employeeDeactivated';
  }
  return 'employeeUpdated';
}

/** The sentences that change when the reader is the employee named: "credited to you". */
const ABOUT_YOU: Partial<Record<ActivityEventMessage, ActivityEventMessage>> = {
  touch: 'touchYou',
  clickout: 'clickoutYou',
  selfConfirm: 'selfConfirmYou',
  reviewCredited: 'reviewCreditedYou',
  reviewPastCredited: 'reviewPastCreditedYou',
  attribution: 'attributionYou',
  attributionManual: 'attributionManualYou',
};

/**
 * The sentence of an event. `viewerEmployeeId`: the reader is this employee (their own feed), so
 * events about them say "you" rather than their own full name.
 */
export function describeActivity(
  item: ActivityItem,
  fallbacks: ActivityFallbacks,
  viewerEmployeeId?: string | null,
): ActivityText {
  const text = describeEvent(item, fallbacks);
  const own = viewerEmployeeId && item.employeeId === viewerEmployeeId;
  const key = text.key.slice('activityFeed.events.'.length) as ActivityEventMessage;
  const mine = own ? ABOUT_YOU[key] : undefined;
  return mine ? { key: `activityFeed.events.${mine}`, values: text.values } : text;
}

function describeEvent(item: ActivityItem, fallbacks: ActivityFallbacks): ActivityText {
  const { payload } = item;
  const named = text(item.employeeName) ?? text(payload.name);
  const name = named ?? fallbacks.someone;
  // Serbian agrees "pripisana zaposlenoj" with a woman (`_female` keys, docs/languages.md).
  const context = named ? addressContext({ name: named, addressAs: item.employeeAddressAs }) : {};
  const at = (
    key: ActivityEventMessage,
    values: Record<string, string | number> = {},
  ): ActivityText => ({
    key: `activityFeed.events.${key}`,
    values: { name, ...context, ...values },
  });

  switch (item.type) {
    case 'touch':
      return at('touch');
    case 'clickout':
      return at('clickout');
    case 'self_confirm':
      return at('selfConfirm');
    case 'review': {
      const rating = typeof payload.rating === 'number' ? payload.rating : '–';
      const author = text(payload.authorName) ?? fallbacks.anonymous;
      // History (imported from before the connection) is not "new": its time is its own date.
      if (payload.history === true)
        return at(item.employeeId ? 'reviewPastCredited' : 'reviewPastUnmatched', {
          rating,
          author,
        });
      return at(item.employeeId ? 'reviewCredited' : 'reviewUnmatched', { rating, author });
    }
    case 'import_summary':
      return at('importSummary', {
        count: count(payload.imported),
        credited: count(payload.credited),
      });
    case 'sync_failed':
      return at('syncFailed');
    case 'google_disconnected':
      return at('googleDisconnected');
    case 'employee_locked':
      return at('employeeLocked');
    case 'attribution':
      if (!item.employeeId) return at('attributionRemoved');
      return at(payload.matchType === 'manual' ? 'attributionManual' : 'attribution');
    case 'employee_added':
      return at('employeeAdded');
    case 'employee_updated':
      return at(employeeUpdateKey(payload));
    case 'rematch_started':
      return at('rematchStarted', { count: count(payload.total) });
    case 'rematch_finished':
      return at('rematchFinished', {
        count: count(payload.total),
        credited: count(payload.credited),
        changed: count(payload.changed),
        unmatched: count(payload.unmatched),
      });
    default:
      return at('other', { type: item.type });
  }
}
