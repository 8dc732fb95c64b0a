import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import {
  availableActions,
  isJobActive,
  jobCounts,
  jobPercent,
  runningJobOf,
  syncPollInterval,
} from './google-integration';

describe('availableActions', () => {
  it('offers nothing but connecting while disconnected', () => {
    expect(availableActions({ connectionType: 'disconnected' })).toEqual({
      test: false,
      sync: false,
      disconnect: false,
    });
  });

  it('tests and syncs the Places API and Business Profile connections', () => {
    for (const connectionType of ['places_api', 'business_profile'] as const) {
      expect(availableActions({ connectionType })).toEqual({
        test: true,
        sync: true,
        disconnect: true,
      });
    }
  });

  it('only disconnects a file-import connection', () => {
    expect(availableActions({ connectionType: 'import' })).toEqual({
      test: false,
      sync: false,
      disconnect: true,
    });
  });
});

describe('polling', () => {
  it('polls every second while queued or running', () => {
    expect(syncPollInterval({ status: 'queued' })).toBe(1000);
    expect(syncPollInterval({ status: 'running' })).toBe(1000);
    expect(isJobActive({ status: 'running' })).toBe(true);
  });

  it('stops when the job is done or unknown', () => {
    expect(syncPollInterval({ status: 'succeeded' })).toBe(false);
    expect(syncPollInterval({ status: 'failed' })).toBe(false);
    expect(syncPollInterval(undefined)).toBe(false);
    expect(isJobActive(undefined)).toBe(false);
  });
});

describe('jobPercent', () => {
  it('is unknown while the total is not known', () => {
    expect(jobPercent({ status: 'queued', processed: 0, total: 0 })).toBeNull();
    expect(jobPercent({ status: 'running', processed: 3, total: Number.NaN })).toBeNull();
  });

  it('rounds down and stays within 0 to 100', () => {
    expect(jobPercent({ status: 'running', processed: 1, total: 3 })).toBe(33);
    expect(jobPercent({ status: 'running', processed: 0, total: 5 })).toBe(0);
    expect(jobPercent({ status: 'running', processed: 9, total: 5 })).toBe(100);
    expect(jobPercent({ status: 'running', processed: -2, total: 5 })).toBe(0);
  });

  it('is complete once the job succeeded', () => {
    expect(jobPercent({ status: 'succeeded', processed: 0, total: 0 })).toBe(100);
    expect(jobPercent({ status: 'failed', processed: 2, total: 4 })).toBe(50);
  });
});

describe('jobCounts', () => {
  it('names the total when known', () => {
    expect(jobCounts({ processed: 3, total: 5 })).toEqual({
      key: 'settings.google.sync.counts',
      processed: 3,
      total: 5,
    });
    expect(jobCounts({ processed: 2, total: null })).toEqual({
      key: 'settings.google.sync.countsUnknown',
      processed: 2,
    });
  });
});

describe('runningJobOf', () => {
  const job = {
    id: '4a0e7a4e-2b3c-4d5e-8f90-123456789abc',
    status: 'running',
    processed: 2,
    total: 5,
  };
  const conflict = (body: unknown) =>
    new ApiError(409, 'CONFLICT', 'A review sync is already running.', undefined, body);

  it('follows the job a 409 names', () => {
    expect(runningJobOf(conflict({ error: { code: 'CONFLICT', message: 'x' }, job }))).toEqual(job);
  });

  it('has no job to follow when the 409 names none or a malformed one', () => {
    expect(runningJobOf(conflict({ error: { code: 'CONFLICT', message: 'x' } }))).toBeNull();
    expect(runningJobOf(conflict({ job: { id: 'nope' } }))).toBeNull();
    expect(runningJobOf(conflict(undefined))).toBeNull();
  });

  it('ignores failures other than a running sync', () => {
    expect(runningJobOf(new ApiError(400, 'BAD_REQUEST', 'x', undefined, { job }))).toBeNull();
    expect(runningJobOf(new Error('x'))).toBeNull();
  });
});
