import { describe, expect, it } from 'vitest';
import {
  forgetOperatorToken,
  OPERATOR_TOKEN_KEY,
  readOperatorToken,
  saveOperatorToken,
} from './operator-token';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

describe('operator token storage', () => {
  it('saves the trimmed token, reads it back and forgets it', () => {
    const storage = memoryStorage();
    expect(readOperatorToken(storage)).toBeNull();
    saveOperatorToken('  secret-token ', storage);
    expect(storage.map.get(OPERATOR_TOKEN_KEY)).toBe('secret-token');
    expect(readOperatorToken(storage)).toBe('secret-token');
    forgetOperatorToken(storage);
    expect(readOperatorToken(storage)).toBeNull();
  });

  it('treats a blank value or failing storage as no token', () => {
    const storage = memoryStorage();
    storage.map.set(OPERATOR_TOKEN_KEY, '   ');
    expect(readOperatorToken(storage)).toBeNull();
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(readOperatorToken(broken)).toBeNull();
    expect(() => saveOperatorToken('x', broken)).not.toThrow();
    expect(() => forgetOperatorToken(broken)).not.toThrow();
    expect(readOperatorToken(null)).toBeNull();
  });
});
