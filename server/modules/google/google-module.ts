// The Google module's long-lived parts, built once per app: the services' dependencies (with the
// sync job runner) and the scheduler. server/app.ts decorates them as `app.google`, starts the
// scheduler when the app is ready and stops it, then drains the running syncs, on close.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { createGoogleDeps, type GoogleDeps } from './deps';
import { SyncScheduler } from './scheduler';

export interface GoogleModule {
  deps: GoogleDeps;
  scheduler: SyncScheduler;
  close(): Promise<void>;
}

export function createGoogleModule(
  config: Config & { appSecret: string },
  database: DatabaseHandle,
  log: FastifyBaseLogger,
): GoogleModule {
  const deps = createGoogleDeps(config, database, log);
  const scheduler = new SyncScheduler(deps, config.googleSyncIntervalMinutes);
  return {
    deps,
    scheduler,
    async close() {
      await scheduler.stop();
      await deps.jobs.drain();
    },
  };
}
