// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatDateTime, intlLocale } from './format';

describe('formatDateTime', () => {
  const iso = '2026-11-24T13:05:00.000Z';

  it('writes Serbian dates in Latin script', () => {
    expect(intlLocale('sr')).toBe('sr-Latn-RS');
    const text = formatDateTime(iso, 'sr', 'Europe/Belgrade');
    expect(text).not.toMatch(/[\u0400-\u04FF]/);
    expect(text).toContain('14:05');
  });

  it('formats in the given time zone', () => {
    expect(formatDateTime(iso, 'en', 'UTC')).toContain('13:05');
  });

  it('returns an unreadable value unchanged', () => {
    expect(formatDateTime('soon', 'en')).toBe('soon');
  });
});
