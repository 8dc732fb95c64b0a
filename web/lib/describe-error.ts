// Turns what went wrong into something to show in the interface language. The server speaks the
// SPEC's English texts (common/messages.ts); each has a catalogue key under `messages.`, so a
// Serbian user reads the translation. A text we have no key for is shown as the server wrote it
// (SPEC §8: "The backend's own message is shown when provided"); with no text at all, the
// action's own fallback ('Sign in failed', ...) is shown.
import { MESSAGES } from '@common/messages';
import { ApiError } from './api-client';

export type MessageKey = keyof typeof MESSAGES;

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
  | 'settings.google.errors.connectFailed'
  | 'settings.google.errors.disconnectFailed'
  | 'messages.connectionTestFailed'
  | 'messages.syncFailed';

export type TextKey =
  `messages.${MessageKey}` | 'errors.network' | 'errors.unexpected' | FallbackKey;

/** Either a catalogue key or a text to show as it is. */
export type ErrorText = { key: TextKey } | { text: string };

const KEY_BY_MESSAGE: ReadonlyMap<string, MessageKey> = new Map(
  Object.entries(MESSAGES).map(([key, text]) => [text, key as MessageKey]),
);

/** The catalogue key of a server text of common/messages.ts, or null. */
export function messageKeyOf(text: string): MessageKey | null {
  return KEY_BY_MESSAGE.get(text.trim()) ?? null;
}

/** A server or validation text in the interface language's terms. */
export function describeMessage(text: string): ErrorText {
  const key = messageKeyOf(text);
  return key ? { key: `messages.${key}` } : { text };
}

export function describeError(error: unknown, fallback: FallbackKey): ErrorText {
  const text = error instanceof Error ? error.message.trim() : '';
  const known = text ? messageKeyOf(text) : null;
  if (known) return { key: `messages.${known}` };
  if (error instanceof ApiError) {
    if (error.status === 0) return { key: 'errors.network' };
    // 5xx bodies carry no useful detail by design (DESIGN §5).
    if (error.status >= 500) return { key: 'errors.unexpected' };
  }
  return text ? { text } : { key: fallback };
}
