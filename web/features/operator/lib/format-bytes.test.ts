import { describe, expect, it } from 'vitest';
import { formatBytes, uptimeParts } from './format-bytes';

describe('formatBytes', () => {
  it('picks the unit and keeps one decimal below ten', () => {
    expect(formatBytes(512, 'en')).toBe('512 B');
    expect(formatBytes(1536, 'en')).toBe('1.5 KB');
    expect(formatBytes(25 * 1024 * 1024, 'en')).toBe('25 MB');
    expect(formatBytes(3.25 * 1024 ** 3, 'en')).toBe('3.3 GB');
  });

  it('writes Serbian numbers with a decimal comma', () => {
    expect(formatBytes(1536, 'sr')).toBe('1,5 KB');
  });
});

describe('uptimeParts', () => {
  it('splits seconds into days, hours and minutes', () => {
    expect(uptimeParts(0)).toEqual({ days: 0, hours: 0, minutes: 0 });
    expect(uptimeParts(90_061)).toEqual({ days: 1, hours: 1, minutes: 1 });
  });
});
