import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@common/messages';
import { REPLY_MAX_BYTES } from '@common/schemas/reviews';
import { ApiError } from '../../../lib/api-client';
import { canSaveReply, describeReplyError, replySize } from './reply-draft';

describe('replySize', () => {
  it('counts UTF-8 bytes, not characters', () => {
    expect(replySize('Hvala').bytes).toBe(5);
    expect(replySize('Hvala što').bytes).toBe(10);
    expect(replySize('👍').bytes).toBe(4);
  });

  it('counts the trimmed text, as the server stores it', () => {
    expect(replySize('  Thanks!  \n').bytes).toBe(7);
    expect(replySize('   ').empty).toBe(true);
  });

  it('is too long only past the limit', () => {
    expect(replySize('a'.repeat(REPLY_MAX_BYTES))).toMatchObject({ tooLong: false, over: 0 });
    expect(replySize('a'.repeat(REPLY_MAX_BYTES + 1)).tooLong).toBe(true);
    // 2048 "š" are 2048 characters but 4096 bytes; one more is over.
    expect(replySize('š'.repeat(2048)).tooLong).toBe(false);
    // What people see: characters, and how many to cut when Google would refuse it.
    expect(replySize('Hvala što 👍')).toMatchObject({ characters: 11, over: 0 });
    expect(replySize('š'.repeat(2049))).toMatchObject({ characters: 2049, over: 1 });
    expect(replySize('a'.repeat(4095) + '👍')).toMatchObject({ tooLong: true, over: 1 });
    expect(replySize('a'.repeat(4094) + 'šš')).toMatchObject({ tooLong: true, over: 1 });
    expect(replySize('š'.repeat(2049)).tooLong).toBe(true);
  });
});

describe('canSaveReply', () => {
  it('refuses an empty or too long reply and accepts one within the limit', () => {
    expect(canSaveReply('')).toBe(false);
    expect(canSaveReply(' \n ')).toBe(false);
    expect(canSaveReply('👍'.repeat(1025))).toBe(false);
    expect(canSaveReply('Thank you for visiting!')).toBe(true);
  });
});

describe('describeReplyError', () => {
  it('shows the server refusal in the catalogue words', () => {
    expect(
      describeReplyError(
        new ApiError(400, 'REPLY_UNAVAILABLE', MESSAGES.replyNeedsBusinessProfile, undefined, {
          error: { key: 'messages.replyNeedsBusinessProfile' },
        }),
      ),
    ).toEqual({ key: 'messages.replyNeedsBusinessProfile' });
    expect(
      describeReplyError(
        new ApiError(400, 'VALIDATION_FAILED', MESSAGES.replyTooLong, undefined, {
          error: { key: 'messages.replyTooLong' },
        }),
      ),
    ).toEqual({ key: 'messages.replyTooLong' });
  });

  it('says the reply failed when Google or the server failed', () => {
    expect(describeReplyError(new ApiError(502, 'BAD_GATEWAY', 'Bad Gateway'))).toEqual({
      key: 'messages.replyFailed',
    });
    expect(describeReplyError(new Error(''))).toEqual({ key: 'messages.replyFailed' });
  });

  it('never shows the English text of a refusal that came without a key', () => {
    expect(
      describeReplyError(new ApiError(409, 'CONFLICT', 'Google answered something new')),
    ).toEqual({ key: 'messages.replyFailed' });
  });
});
