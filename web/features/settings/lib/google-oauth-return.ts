// Where the Business Profile OAuth round trip lands: /business-dashboard/settings?google={result}
// (common/schemas/google.ts). Each result is said once, then the parameter is removed.
import { GOOGLE_OAUTH_RESULTS, type GoogleOauthResult } from '@common/schemas/google';

const GOOGLE_RESULT_PARAM = 'google';

/** The result in the address, or null when absent or not one the server sends. */
export function readOauthResult(search: URLSearchParams): GoogleOauthResult | null {
  const value = search.get(GOOGLE_RESULT_PARAM);
  return (GOOGLE_OAUTH_RESULTS as readonly (string | null)[]).includes(value)
    ? (value as GoogleOauthResult)
    : null;
}

type OauthReturnKey =
  | 'settings.google.oauth.connected'
  | 'settings.google.oauth.denied'
  | 'settings.google.oauth.failed'
  | 'messages.googleNoLocation'
  | 'messages.googleOauthUnavailable';

/** What the page does on arrival: a toast, or the location picker (the manager must choose). */
export type OauthReturnAction =
  { kind: 'toast'; tone: 'success' | 'error'; key: OauthReturnKey } | { kind: 'chooseLocation' };

export function oauthReturnAction(result: GoogleOauthResult): OauthReturnAction {
  switch (result) {
    case 'connected':
      return { kind: 'toast', tone: 'success', key: 'settings.google.oauth.connected' };
    case 'choose_location':
      return { kind: 'chooseLocation' };
    case 'no_location':
      return { kind: 'toast', tone: 'error', key: 'messages.googleNoLocation' };
    case 'denied':
      return { kind: 'toast', tone: 'error', key: 'settings.google.oauth.denied' };
    case 'failed':
      return { kind: 'toast', tone: 'error', key: 'settings.google.oauth.failed' };
    case 'unavailable':
      return { kind: 'toast', tone: 'error', key: 'messages.googleOauthUnavailable' };
  }
}

/** The query string without the result, so a reload does not say it again; other parameters stay. */
export function withoutOauthResult(search: URLSearchParams): string {
  const rest = new URLSearchParams(search);
  rest.delete(GOOGLE_RESULT_PARAM);
  const text = rest.toString();
  return text ? `?${text}` : '';
}

/**
 * A Business Profile connection without a location cannot sync: the picker is offered until one
 * is chosen.
 */
export function needsLocation(
  status: { connectionType: string; location: unknown } | undefined,
): boolean {
  return status?.connectionType === 'business_profile' && status.location === null;
}
