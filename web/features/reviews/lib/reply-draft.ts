// A reply being written: Google counts its limit in UTF-8 bytes, not characters (an emoji is 4,
// "š" is 2), so the counter and the Save button follow the same rule as the server
// (common/schemas/reviews.ts), on the trimmed text the server stores.
import { REPLY_MAX_BYTES, utf8Length } from '@common/schemas/reviews';
import type { ErrorText } from '../../../lib/describe-error';
import { ApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/describe-error';

export interface ReplySize {
  bytes: number;
  max: number;
  tooLong: boolean;
  empty: boolean;
}

export function replySize(draft: string): ReplySize {
  const trimmed = draft.trim();
  const bytes = utf8Length(trimmed);
  return { bytes, max: REPLY_MAX_BYTES, tooLong: bytes > REPLY_MAX_BYTES, empty: trimmed === '' };
}

/** Save is offered only for a reply the server would take. */
export function canSaveReply(draft: string): boolean {
  const size = replySize(draft);
  return !size.empty && !size.tooLong;
}

/**
 * A refused reply in the interface language: the server's message (replyNeedsBusinessProfile,
 * replyTooLong, ...) when it gave one; replyFailed when Google or the server failed.
 */
export function describeReplyError(error: unknown): ErrorText {
  if (error instanceof ApiError && error.status > 0 && error.status < 500 && error.key) {
    return describeError(error, 'messages.syncFailed');
  }
  return { key: 'messages.replyFailed' };
}
