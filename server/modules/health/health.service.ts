import { APP_VERSION } from '@common/constants';
import type { Readiness } from '@common/schemas/health';
import type { DatabaseHandle } from '../../db/client';
import { pingDatabase } from './health.repository';

const READINESS_TIMEOUT_MS = 1500;

export function liveness() {
  return {
    status: 'ok' as const,
    version: APP_VERSION,
    uptimeSeconds: Math.round(process.uptime()),
  };
}

export async function readiness(database: DatabaseHandle): Promise<Readiness> {
  try {
    const latencyMs = await pingDatabase(database, READINESS_TIMEOUT_MS);
    return { status: 'ready', database: { driver: database.driver, ok: true, latencyMs } };
  } catch {
    return { status: 'unavailable', database: { driver: database.driver, ok: false } };
  }
}
