import type { DatabaseHandle } from '../../db/client';

export async function pingDatabase(database: DatabaseHandle, timeoutMs: number): Promise<number> {
  const started = performance.now();
  await database.ping(timeoutMs);
  return Math.round((performance.now() - started) * 10) / 10;
}
