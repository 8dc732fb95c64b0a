import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { isSeedActive, runningSeedJobOf, seedPercent } from './seed';

const job = { jobId: '7a1c1c1e-4c1b-4a43-9d0e-1f1f1f1f1f1f', processed: 8, total: 32 } as const;

describe('seeding job helpers', () => {
  it('counts a queued or running job as active, a finished one not', () => {
    expect(isSeedActive({ ...job, status: 'queued' })).toBe(true);
    expect(isSeedActive({ ...job, status: 'running' })).toBe(true);
    expect(isSeedActive({ ...job, status: 'succeeded' })).toBe(false);
    expect(isSeedActive(undefined)).toBe(false);
  });

  it('has no percentage before the run knows its steps', () => {
    expect(seedPercent({ ...job, status: 'queued', processed: 0, total: 0 })).toBeNull();
    expect(seedPercent({ ...job, status: 'running' })).toBe(25);
  });

  it('follows the run a 409 names, and nothing else', () => {
    const running = { ...job, status: 'running' as const };
    const conflict = new ApiError(409, 'CONFLICT', 'busy', undefined, {
      error: { code: 'CONFLICT', message: 'busy' },
      job: running,
    });
    expect(runningSeedJobOf(conflict)).toEqual(running);
    expect(runningSeedJobOf(new ApiError(403, 'FORBIDDEN', 'no'))).toBeNull();
    expect(runningSeedJobOf(new Error('x'))).toBeNull();
  });
});
