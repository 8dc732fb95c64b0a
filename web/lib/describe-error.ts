// Turns what went wrong into something to show in the interface language. Every JSON refusal of
// the server carries the catalogue key of its wording (`messages.…` or `errors.codes.…`, see
// docs/errors.md), so a Serbian reader never sees the server's English. A failure that never
// reached the server, or one without a key, falls back to the action's own text ('Sign in
// failed', ...).
import { ApiError } from './api-client';

export type FallbackKey =
  | 'auth.errors.signInFailed'
  | 'auth.errors.signUpFailed'
  | 'auth.errors.employeeSignInFailed'
  | 'auth.errors.signOutFailed'
  | 'auth.errors.sessionFailed'
  | 'account.errors.resetFailed'
  | 'profile.errors.saveFailed'
  | 'profile.errors.loadFailed'
  | 'businessSetup.errors.connectFailed'
  | 'businessSetup.errors.disconnectFailed'
  | 'businessSetup.errors.loadFailed'
  | 'admin.lockouts.errors.resetFailed'
  | 'admin.lockouts.errors.loadFailed'
  | 'employees.errors.loadFailed'
  | 'employees.errors.addFailed'
  | 'employees.errors.saveFailed'
  | 'employees.errors.signInFailed'
  | 'employees.lockouts.failed'
  | 'reviews.errors.loadFailed'
  | 'reviews.import.failed'
  | 'settings.google.errors.loadFailed'
  | 'settings.otherNames.saveFailed'
  | 'settings.locations.saveFailed'
  | 'settings.googleLocations.failed'
  | 'settings.google.errors.connectFailed'
  | 'settings.google.errors.disconnectFailed'
  | 'messages.connectionTestFailed'
  | 'messages.syncFailed'
  | 'requests.failed'
  | 'settings.visits.failed';

/** A catalogue key (with the values it is worded with) or a text to show as it is. */
export type ErrorText = { key: string; params?: Record<string, string> } | { text: string };

/** The server's key for a refusal, or null when it sent none. */
export function errorKeyOf(error: unknown): string | null {
  return error instanceof ApiError && error.key ? error.key : null;
}

export function describeError(error: unknown, fallback: FallbackKey): ErrorText {
  if (error instanceof ApiError) {
    if (error.key) return { key: error.key, ...(error.params ? { params: error.params } : {}) };
    if (error.status === 0) return { key: 'errors.network' };
    // A 5xx without a key came from something in front of the server; it says nothing useful.
    if (error.status >= 500) return { key: 'errors.unexpected' };
    return { key: fallback };
  }
  const text = error instanceof Error ? error.message.trim() : '';
  return text ? { text } : { key: fallback };
}
