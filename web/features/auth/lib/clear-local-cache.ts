// docs/product-rules.md §4 cache cleanup on sign-out: local keys that start with business-, user-,
// supabase.auth.token or employee_session, or that contain business or user, are removed. The
// visitor's language and theme are preferences of the device, not of the account, so they stay.
import { LANGUAGE_STORAGE_KEY, THEME_STORAGE_KEY } from '@common/constants';

const KEPT_KEYS: ReadonlySet<string> = new Set([LANGUAGE_STORAGE_KEY, THEME_STORAGE_KEY]);
const REMOVED_PREFIXES = ['business-', 'user-', 'supabase.auth.token', 'employee_session'];
const REMOVED_FRAGMENTS = ['business', 'user'];

export function isAccountStorageKey(key: string): boolean {
  if (KEPT_KEYS.has(key)) return false;
  return (
    REMOVED_PREFIXES.some((prefix) => key.startsWith(prefix)) ||
    REMOVED_FRAGMENTS.some((fragment) => key.includes(fragment))
  );
}

type KeyedStorage = Pick<Storage, 'length' | 'key' | 'removeItem'>;

/** Removes the account's keys from `storage`; returns the removed keys. */
export function clearLocalCache(storage?: KeyedStorage): string[] {
  try {
    const target = storage ?? localStorage;
    const keys: string[] = [];
    for (let index = 0; index < target.length; index += 1) {
      const key = target.key(index);
      if (key !== null && isAccountStorageKey(key)) keys.push(key);
    }
    // Collected first: removing while walking the indexes would skip keys.
    for (const key of keys) target.removeItem(key);
    return keys;
  } catch {
    // Storage can be unavailable (privacy modes); there is then nothing to clear.
    return [];
  }
}
