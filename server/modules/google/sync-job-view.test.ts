import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@common/messages';
import { syncFailure } from './sync-job-view';

describe("a failed sync's words", () => {
  it('are stored as a catalogue key beside the API text, never read back from the English', () => {
    expect(syncFailure('unavailable')).toEqual({
      error: `${MESSAGES.syncFailed}: Google is unavailable`,
      errorKey: 'settings.google.sync.unavailable',
    });
    expect(syncFailure('googleExpired')).toEqual({
      error: `${MESSAGES.syncFailed}: ${MESSAGES.googleExpired}`,
      errorKey: 'messages.googleExpired',
    });
    expect(syncFailure('unexpected').errorKey).toBe('settings.google.sync.failedNoDetail');
  });
});
