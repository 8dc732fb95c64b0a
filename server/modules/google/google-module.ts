// The Google module's long-lived parts, built once per app: the services' dependencies (with the
// sync's job definition, added to the app's job engine) and the scheduler. server/app.ts decorates
// them as `app.google`, starts the scheduler when the app is ready and stops it on close.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import type { JobEngine } from '../../lib/jobs/engine';
import { createGoogleDeps, type GoogleDeps } from './deps';
import { SyncScheduler } from './scheduler';
import { googleSyncJob } from './sync.job';

export interface GoogleModule {
  deps: GoogleDeps;
  scheduler: SyncScheduler;
  close(): Promise<void>;
}

export function createGoogleModule(
  config: Config & { appSecret: string },
  database: DatabaseHandle,
  log: FastifyBaseLogger,
  jobs: JobEngine,
): GoogleModule {
  const base = createGoogleDeps(config, database, log, jobs);
  const deps = base as GoogleDeps;
  deps.syncJob = googleSyncJob(deps);
  jobs.define(deps.syncJob);
  const scheduler = new SyncScheduler(deps, config.googleSyncIntervalMinutes);
  return {
    deps,
    scheduler,
    async close() {
      await scheduler.stop();
    },
  };
}
