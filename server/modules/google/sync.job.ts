// A Google sync as a job of the job engine (sync-jobs.ts says how a sync is started and kept to one
// per business). The job carries the sync row's id; the run reads the business's way in again, so
// a connection changed between the request and the run is the one used.
import { z } from 'zod';
import { defineJob } from '../../lib/jobs/define';
import { requestAlerts } from '../../lib/jobs/queues';
import { businessProfileTarget, runBusinessProfileSync } from './business-profile-sync';
import type { GoogleDeps } from './deps';
import * as repo from './google.repository';
import { placesCredentials, runPlacesSync } from './places-sync';
import { syncFailed } from './sync-outcome';
import { SYNC_EXPIRY_SECONDS } from './sync-jobs';
import { findBusiness } from '../business/business.repository';

const syncPayload = z.object({ businessId: z.string().uuid(), syncJobId: z.string().uuid() });

/** A few businesses sync at once per process; each is mostly waiting on Google. */
const CONCURRENT_SYNCS = 3;

export function googleSyncJob(deps: GoogleDeps) {
  return defineJob({
    name: 'google-sync',
    payload: syncPayload,
    policy: 'singleton',
    key: ({ businessId }) => businessId,
    concurrency: CONCURRENT_SYNCS,
    // A failed sync is recorded on its row; the next one (by hand or scheduled) tries again.
    retryLimit: 0,
    retryDelaySeconds: 0,
    expireInSeconds: SYNC_EXPIRY_SECONDS,
    run: async ({ businessId, syncJobId }) => {
      const result = await runSync(deps, businessId, syncJobId);
      // What the sync brought that needs someone is mailed now, not at the next look.
      await requestAlerts(deps.jobs, businessId);
      return result;
    },
  });
}

async function runSync(deps: GoogleDeps, businessId: string, syncJobId: string) {
  const job = await repo.findJob(deps.db, businessId, syncJobId);
  // Gone with its business, or taken as lost and failed by a later start.
  if (!job || job.status !== 'queued') return;
  try {
    const business = await findBusiness(deps.db, businessId);
    const target = business && businessProfileTarget(business, deps);
    if (job.kind === 'business_profile' && target)
      return await runBusinessProfileSync(deps, businessId, target, job);
    const creds = business && placesCredentials(business, deps.appSecret);
    if (job.kind === 'places_api' && creds)
      return await runPlacesSync(deps, businessId, creds, job);
    // Disconnected between the request and the run.
    await syncFailed(deps.db, businessId, job.id, 'unexpected', null);
  } catch (error) {
    deps.log.error({ err: error, businessId }, 'sync could not run');
    await syncFailed(deps.db, businessId, job.id, 'unexpected', null);
  }
}
