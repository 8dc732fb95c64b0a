// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clearLocalCache, isAccountStorageKey } from './clear-local-cache';

function memoryStorage(keys: string[]) {
  const items = new Map(keys.map((key) => [key, 'x']));
  return {
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    removeItem: (key: string) => void items.delete(key),
    keys: () => [...items.keys()],
  };
}

describe('local cache cleanup on sign-out (docs/product-rules.md §4)', () => {
  it('removes keys that start with business-, user-, supabase.auth.token or employee_session', () => {
    for (const key of [
      'business-42',
      'user-profile',
      'supabase.auth.token',
      'supabase.auth.token.refresh',
      'employee_session',
      'employee_session_backup',
    ]) {
      expect(isAccountStorageKey(key), key).toBe(true);
    }
  });

  it('removes keys that merely contain business or user', () => {
    expect(isAccountStorageKey('cachedbusinessData')).toBe(true);
    expect(isAccountStorageKey('rt:lastuser')).toBe(true);
  });

  it('keeps the language and theme preferences and unrelated keys', () => {
    for (const key of ['language', 'theme', 'onboarding-seen', 'employees-filter']) {
      expect(isAccountStorageKey(key), key).toBe(false);
    }
  });

  it('clears every matching key, even adjacent ones, and leaves the rest', () => {
    const storage = memoryStorage([
      'business-1',
      'user-2',
      'language',
      'employee_session',
      'theme',
      'x-business',
    ]);
    const removed = clearLocalCache(storage);
    expect(removed.sort()).toEqual(['business-1', 'employee_session', 'user-2', 'x-business']);
    expect(storage.keys()).toEqual(['language', 'theme']);
  });

  it('does nothing when storage is unavailable', () => {
    const broken = {
      get length(): number {
        throw new Error('SecurityError');
      },
      key: () => null,
      removeItem: () => undefined,
    };
    expect(clearLocalCache(broken)).toEqual([]);
  });
});
