// The operator token lives in sessionStorage only: gone when the tab closes, never in
// localStorage or a cookie. Storage may be unavailable (privacy modes); then it lives in memory.

export const OPERATOR_TOKEN_KEY = 'rt-operator-token';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function readOperatorToken(storage: Storage | null = sessionStore()): string | null {
  try {
    const value = storage?.getItem(OPERATOR_TOKEN_KEY)?.trim();
    return value ? value : null;
  } catch {
    return null;
  }
}

export function saveOperatorToken(token: string, storage: Storage | null = sessionStore()): void {
  try {
    storage?.setItem(OPERATOR_TOKEN_KEY, token.trim());
  } catch {
    // Not remembered across reloads; the page still works with the token in memory.
  }
}

export function forgetOperatorToken(storage: Storage | null = sessionStore()): void {
  try {
    storage?.removeItem(OPERATOR_TOKEN_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
