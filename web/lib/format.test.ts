// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDateTime, intlLocale } from './format';

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

describe('formatCalendarDate', () => {
  it('writes the day in the interface language, Serbian in Latin script', () => {
    expect(formatCalendarDate('2024-03-01', 'en')).toBe('1 Mar 2024');
    const serbian = formatCalendarDate('2024-03-01', 'sr');
    expect(serbian).toMatch(/^1\. mar/);
    expect(serbian).not.toMatch(/[\u0400-\u04FF]/);
  });

  it('keeps the stored day whatever the time zone (a day is not an instant)', () => {
    expect(formatCalendarDate('2024-12-31', 'en')).toBe('31 Dec 2024');
    expect(formatCalendarDate('2025-01-01', 'en')).toBe('1 Jan 2025');
  });

  it('returns anything that is not a YYYY-MM-DD day unchanged', () => {
    expect(formatCalendarDate('March 2024', 'en')).toBe('March 2024');
    expect(formatCalendarDate('', 'en')).toBe('');
  });
});
