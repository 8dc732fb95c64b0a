// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_AFTER_SECONDS, formatWait, retryDeadline, secondsLeft } from './countdown';

describe('rate-limit countdown (SPEC §8)', () => {
  it('says seconds under a minute, in words', () => {
    expect(formatWait(59, 'en')).toBe('59 seconds');
    expect(formatWait(1, 'en')).toBe('1 second');
    expect(formatWait(0, 'en')).toBe('0 seconds');
    expect(formatWait(3, 'sr')).toBe('3 sekunde');
    expect(formatWait(45, 'sr')).toBe('45 sekundi');
  });

  it('says minutes and seconds, never a clock time like 15:00', () => {
    expect(formatWait(60, 'en')).toBe('1 minute');
    expect(formatWait(65, 'en')).toBe('1 minute 5 seconds');
    expect(formatWait(900, 'en')).toBe('15 minutes');
    expect(formatWait(900, 'sr')).toBe('15 minuta');
    expect(formatWait(872, 'sr')).toBe('14 minuta 32 sekunde');
    expect(formatWait(4500, 'en')).toBe('75 minutes');
  });

  it('counts a started second as a whole one and never goes below zero', () => {
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 12_000)).toBe(0);
    expect(secondsLeft(70_000, 0)).toBe(70);
  });

  it('waits for Retry-After, or a default minute when the server sent none', () => {
    expect(retryDeadline(30, 1_000)).toBe(31_000);
    expect(retryDeadline(undefined, 0)).toBe(DEFAULT_RETRY_AFTER_SECONDS * 1000);
    expect(retryDeadline(0, 0)).toBe(DEFAULT_RETRY_AFTER_SECONDS * 1000);
  });
});
