// A reply being written. People count characters, so the counter does; Google's limit is in
// UTF-8 bytes (an emoji is 4, "š" is 2), so Save and the "too long" warning follow the same
// rule as the server (common/schemas/reviews.ts), on the trimmed text the server stores, and
// say how many characters to cut.
import { REPLY_MAX_BYTES, utf8Length } from '@common/schemas/reviews';
import type { ErrorText } from '../../../lib/describe-error';
import { ApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/describe-error';

export interface ReplySize {
  /** Characters as people count them (code points: "š" and "👍" are one each). */
  characters: number;
  bytes: number;
  tooLong: boolean;
  /** How many characters at the end must go for Google to take the reply (0 when it fits). */
  over: number;
  empty: boolean;
}

export function replySize(draft: string): ReplySize {
  const trimmed = draft.trim();
  const characters = [...trimmed];
  const bytes = utf8Length(trimmed);
  let over = 0;
  for (let excess = bytes - REPLY_MAX_BYTES; excess > 0; over += 1) {
    excess -= utf8Length(characters[characters.length - 1 - over] ?? '');
  }
  return {
    characters: characters.length,
    bytes,
    tooLong: bytes > REPLY_MAX_BYTES,
    over,
    empty: trimmed === '',
  };
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
