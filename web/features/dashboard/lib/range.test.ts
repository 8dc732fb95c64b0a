import { describe, expect, it } from 'vitest';
import { parseRange, withRange } from './range';

describe('parseRange', () => {
  it('accepts each supported range from the query string', () => {
    expect(parseRange('24h')).toBe('24h');
    expect(parseRange('7d')).toBe('7d');
    expect(parseRange('30d')).toBe('30d');
  });

  it('falls back to the last 7 days when the range is missing', () => {
    expect(parseRange(null)).toBe('7d');
    expect(parseRange(undefined)).toBe('7d');
    expect(parseRange('')).toBe('7d');
  });

  it('falls back to the last 7 days for an unknown or hand-edited range', () => {
    expect(parseRange('90d')).toBe('7d');
    expect(parseRange('<script>')).toBe('7d');
  });

  it('forgives stray case and spaces in a typed-in range', () => {
    expect(parseRange(' 30D ')).toBe('30d');
  });
});

describe('withRange', () => {
  it('sets the range and keeps the other parameters', () => {
    const next = withRange(new URLSearchParams('tab=x&range=7d'), '24h');
    expect(next.toString()).toBe('tab=x&range=24h');
  });
});
