import { describe, expect, it } from 'vitest';
import { GOOGLE_OAUTH_RESULTS } from '@common/schemas/google';
import {
  needsLocation,
  oauthReturnAction,
  readOauthResult,
  withoutOauthResult,
} from './google-oauth-return';

const params = (text: string) => new URLSearchParams(text);

describe('readOauthResult', () => {
  it('reads every result the server sends', () => {
    for (const result of GOOGLE_OAUTH_RESULTS) {
      expect(readOauthResult(params(`google=${result}`))).toBe(result);
    }
  });

  it('ignores a missing or unknown result', () => {
    expect(readOauthResult(params(''))).toBeNull();
    expect(readOauthResult(params('google=hacked'))).toBeNull();
    expect(readOauthResult(params('google='))).toBeNull();
  });
});

describe('oauthReturnAction', () => {
  it('confirms a connection with a success toast', () => {
    expect(oauthReturnAction('connected')).toEqual({
      kind: 'toast',
      tone: 'success',
      key: 'settings.google.oauth.connected',
    });
  });

  it('opens the location picker when the manager must choose', () => {
    expect(oauthReturnAction('choose_location')).toEqual({ kind: 'chooseLocation' });
  });

  it('explains every failure with an error toast', () => {
    expect(oauthReturnAction('denied')).toMatchObject({
      tone: 'error',
      key: 'settings.google.oauth.denied',
    });
    expect(oauthReturnAction('failed')).toMatchObject({
      tone: 'error',
      key: 'settings.google.oauth.failed',
    });
    expect(oauthReturnAction('no_location')).toMatchObject({
      tone: 'error',
      key: 'messages.googleNoLocation',
    });
    expect(oauthReturnAction('unavailable')).toMatchObject({
      tone: 'error',
      key: 'messages.googleOauthUnavailable',
    });
  });
});

describe('withoutOauthResult', () => {
  it('removes the result and keeps the other parameters', () => {
    expect(withoutOauthResult(params('google=connected'))).toBe('');
    expect(withoutOauthResult(params('tab=x&google=denied'))).toBe('?tab=x');
  });
});

describe('needsLocation', () => {
  it('asks for a location only on a Business Profile connection without one', () => {
    expect(needsLocation({ connectionType: 'business_profile', location: null })).toBe(true);
    expect(
      needsLocation({
        connectionType: 'business_profile',
        location: { accountId: '1', locationId: '2', title: null },
      }),
    ).toBe(false);
    expect(needsLocation({ connectionType: 'places_api', location: null })).toBe(false);
    expect(needsLocation(undefined)).toBe(false);
  });
});
