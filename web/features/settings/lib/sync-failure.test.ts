// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@common/messages';
import { syncFailureOf } from './sync-failure';

describe('syncFailureOf', () => {
  it('takes the reason out of "Sync Failed: …" so it can be shown in the reader\'s language', () => {
    expect(syncFailureOf(`Sync Failed: ${MESSAGES.googleExpired}`)).toEqual({
      kind: 'message',
      text: MESSAGES.googleExpired,
    });
    expect(syncFailureOf('Sync Failed: Google is unavailable')).toEqual({ kind: 'unavailable' });
    expect(syncFailureOf('Sync Failed: unexpected error')).toEqual({ kind: 'unknown' });
    expect(syncFailureOf(undefined)).toEqual({ kind: 'unknown' });
  });
});
