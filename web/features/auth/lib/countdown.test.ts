// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_AFTER_SECONDS, formatWait, retryDeadline, secondsLeft } from './countdown';

describe('rate-limit countdown (SPEC §8)', () => {
  it('shows seconds under a minute', () => {
    expect(formatWait(59)).toBe('59s');
    expect(formatWait(1)).toBe('1s');
    expect(formatWait(0)).toBe('0s');
  });

  it('switches to mm:ss from one minute on', () => {
    expect(formatWait(60)).toBe('01:00');
    expect(formatWait(65)).toBe('01:05');
    expect(formatWait(900)).toBe('15:00');
    expect(formatWait(4500)).toBe('75:00');
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
