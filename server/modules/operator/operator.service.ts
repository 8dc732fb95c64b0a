// GET /api/operator/status: what the person running the instance needs at a glance. Guarded by
// OPERATOR_TOKEN (compared in constant time); without one configured the endpoint does not exist.
import { createHash, timingSafeEqual } from 'node:crypto';
import { APP_VERSION } from '@common/constants';
import type { OperatorStatus } from '@common/schemas/operator';
import type { DatabaseHandle } from '../../db/client';
import * as repo from './operator.repository';

const STARTED_AT = new Date(Date.now() - Math.round(process.uptime() * 1000));
const FAILED_JOBS_WINDOW_MS = 24 * 60 * 60 * 1000;

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** The bearer token of an Authorization header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/** Compares digests of equal length, so neither the content nor the length leaks by timing. */
export function tokenMatches(given: string | null, expected: string): boolean {
  if (given === null) return false;
  return timingSafeEqual(digest(given), digest(expected));
}

export async function operatorStatus(database: DatabaseHandle): Promise<OperatorStatus> {
  const base = {
    version: APP_VERSION,
    startedAt: STARTED_AT.toISOString(),
    uptimeSeconds: Math.round(process.uptime()),
    node: process.version,
  };
  try {
    const { db } = database;
    const [sizeBytes, counts, failing, recentFailedJobs] = await Promise.all([
      repo.databaseSizeBytes(db),
      repo.tableCounts(db),
      repo.failingBusinesses(db),
      repo.failedJobsSince(db, new Date(Date.now() - FAILED_JOBS_WINDOW_MS)),
    ]);
    return {
      ...base,
      database: { kind: database.driver, sizeBytes, ok: true },
      counts,
      sync: {
        failingBusinesses: failing.map((row) => ({
          businessId: row.businessId,
          name: row.name,
          status: row.status === 'expired' ? 'expired' : 'error',
          message: row.message,
          lastSyncedAt: row.lastSyncedAt?.toISOString() ?? null,
        })),
        recentFailedJobs,
      },
    };
  } catch {
    return {
      ...base,
      database: { kind: database.driver, sizeBytes: null, ok: false },
      counts: null,
      sync: null,
    };
  }
}
