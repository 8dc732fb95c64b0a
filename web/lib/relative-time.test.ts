import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const NOW = Date.parse('2026-03-10T12:00:00.000Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('formatRelativeTime', () => {
  it('says "now" for the last few seconds, and for a clock slightly behind the server', () => {
    expect(formatRelativeTime(ago(10), NOW, 'en')).toBe('now');
    expect(formatRelativeTime(ago(-5), NOW, 'en')).toBe('now');
  });

  it('counts minutes, hours and days in short units', () => {
    expect(formatRelativeTime(ago(120), NOW, 'en')).toBe('2 min ago');
    expect(formatRelativeTime(ago(3 * 3600), NOW, 'en')).toBe('3 hr ago');
    expect(formatRelativeTime(ago(24 * 3600), NOW, 'en')).toBe('yesterday');
  });

  it('writes Serbian in Latin script', () => {
    expect(formatRelativeTime(ago(120), NOW, 'sr')).toBe('pre 2 min.');
  });

  it('returns an unreadable time unchanged', () => {
    expect(formatRelativeTime('not a date', NOW, 'en')).toBe('not a date');
  });
});
