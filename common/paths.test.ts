import { describe, expect, it } from 'vitest';
import { isSpaRoute } from './paths';

describe('isSpaRoute', () => {
  it('knows the landing pages, with or without a trailing slash', () => {
    expect(isSpaRoute('/')).toBe(true);
    expect(isSpaRoute('/en')).toBe(true);
    expect(isSpaRoute('/sr/')).toBe(true);
  });

  it('does not know other paths', () => {
    expect(isSpaRoute('/de')).toBe(false);
    expect(isSpaRoute('/en/extra')).toBe(false);
    expect(isSpaRoute('/nope')).toBe(false);
  });
});
