// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_AFTER_SECONDS, retryDeadline, secondsLeft, waitParts } from './countdown';

describe('rate-limit countdown (docs/product-rules.md §8)', () => {
  it('splits the wait into minutes and seconds, a started second counting whole', () => {
    expect(waitParts(59)).toEqual({ minutes: 0, seconds: 59 });
    expect(waitParts(0.2)).toEqual({ minutes: 0, seconds: 1 });
    expect(waitParts(900)).toEqual({ minutes: 15, seconds: 0 });
    expect(waitParts(872)).toEqual({ minutes: 14, seconds: 32 });
    expect(waitParts(-3)).toEqual({ minutes: 0, seconds: 0 });
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
