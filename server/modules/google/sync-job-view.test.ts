import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@common/messages';
import { syncErrorKey } from './sync-job-view';

describe("a failed sync's words", () => {
  it('carry the catalogue key of the reason, never only its English', () => {
    expect(syncErrorKey(`${MESSAGES.syncFailed}: Google is unavailable`)).toBe(
      'settings.google.sync.unavailable',
    );
    expect(syncErrorKey(`${MESSAGES.syncFailed}: ${MESSAGES.googleExpired}`)).toBe(
      'messages.googleExpired',
    );
    expect(syncErrorKey(`${MESSAGES.syncFailed}: something new`)).toBe(
      'settings.google.sync.failedNoDetail',
    );
    expect(syncErrorKey(null)).toBeUndefined();
  });
});
