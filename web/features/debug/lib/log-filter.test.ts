// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  ALL_LOGS,
  buildDebugExport,
  countByLevel,
  exportFileName,
  filterLogs,
  redact,
  type DebugLogEntry,
} from './log-filter';

const entry = (overrides: Partial<DebugLogEntry>): DebugLogEntry => ({
  id: overrides.message ?? 'x',
  timestamp: '2025-01-31T10:00:00.000Z',
  level: 'info',
  category: 'general' as const,
  message: 'hello',
  ...overrides,
});

const entries = [
  entry({ message: 'Signed in', level: 'info', category: 'auth' }),
  entry({
    message: 'GET /api/employees failed',
    level: 'error',
    category: 'api',
    data: { status: 500 },
  }),
  entry({ message: 'Render slow', level: 'warn', category: 'performance' }),
  entry({ message: 'Crash', level: 'fatal', category: 'error' }),
];

describe('filterLogs', () => {
  it('keeps everything with the default filter', () => {
    expect(filterLogs(entries, ALL_LOGS)).toHaveLength(4);
  });

  it('filters by level and by category', () => {
    expect(filterLogs(entries, { ...ALL_LOGS, level: 'error' }).map((e) => e.message)).toEqual([
      'GET /api/employees failed',
    ]);
    expect(filterLogs(entries, { ...ALL_LOGS, category: 'auth' }).map((e) => e.message)).toEqual([
      'Signed in',
    ]);
    expect(filterLogs(entries, { level: 'info', category: 'api', search: '' })).toEqual([]);
  });

  it('searches message, category and data, case-insensitively, every word', () => {
    expect(filterLogs(entries, { ...ALL_LOGS, search: 'EMPLOYEES 500' })).toHaveLength(1);
    expect(filterLogs(entries, { ...ALL_LOGS, search: 'performance' })).toHaveLength(1);
    expect(filterLogs(entries, { ...ALL_LOGS, search: 'nothing-like-this' })).toEqual([]);
  });
});

describe('export', () => {
  it('exports the filtered entries with counts and context', () => {
    const now = new Date('2025-01-31T10:20:30.456Z');
    const result = buildDebugExport({
      entries,
      filter: { ...ALL_LOGS, category: 'api' },
      environment: { mode: 'development' },
      now,
    });
    expect(result).toMatchObject({
      kind: 'reviewtrace-debug-export',
      exportedAt: '2025-01-31T10:20:30.456Z',
      environment: { mode: 'development' },
    });
    expect(result.entries).toHaveLength(1);
    expect(result.counts).toEqual({ debug: 0, info: 0, warn: 0, error: 1, fatal: 0 });
    expect(exportFileName('reviewtrace-debug', now)).toBe(
      'reviewtrace-debug-2025-01-31T10-20-30Z.json',
    );
  });

  it('redacts secret-looking fields anywhere in the data', () => {
    const result = buildDebugExport({
      entries: [
        entry({
          data: { password: 'x', nested: [{ apiKey: 'k', ok: 1 }], headers: { Cookie: 'c' } },
        }),
      ],
      filter: ALL_LOGS,
      environment: {},
    });
    expect(result.entries[0]!.data).toEqual({
      password: '[redacted]',
      nested: [{ apiKey: '[redacted]', ok: 1 }],
      headers: { Cookie: '[redacted]' },
    });
    expect(redact({ token: 't', accessToken: 'a', name: 'n' })).toEqual({
      token: '[redacted]',
      accessToken: '[redacted]',
      name: 'n',
    });
  });

  it('counts by level', () => {
    expect(countByLevel(entries)).toEqual({ debug: 0, info: 1, warn: 1, error: 1, fatal: 1 });
  });
});
