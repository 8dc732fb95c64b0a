// What the Google module's services need, built once per app (server/app.ts) and shared by the
// google routes, the shared OAuth callback, the reviews module (replies) and the scheduler.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database, DatabaseHandle } from '../../db/client';
import type { OidcSettings } from '../../lib/google-oidc';
import type { GbpClientOptions } from './business-profile-client';
import type { PlacesClientOptions } from '../../lib/google/places-client';
import type { JobDefinition, Jobs } from '../../lib/jobs/define';

export interface GoogleDeps {
  db: Database;
  appSecret: string;
  places: PlacesClientOptions;
  /** Mutable on purpose: tests shorten the retry backoff. */
  gbp: GbpClientOptions;
  /** Null when GOOGLE_CLIENT_ID/SECRET are not configured: no Business Profile connection. */
  oauth: OidcSettings | null;
  /** The job engine syncs run on, and the sync's definition (sync.job.ts), set by google-module.ts. */
  jobs: Jobs;
  syncJob: JobDefinition<{ businessId: string; syncJobId: string }>;
  /** Background work (syncs, the scheduler) has no request to log through. */
  log: FastifyBaseLogger;
}

export function createGoogleDeps(
  config: Config & { appSecret: string },
  database: DatabaseHandle,
  log: FastifyBaseLogger,
  jobs: Jobs,
): Omit<GoogleDeps, 'syncJob'> {
  const { clientId, clientSecret, oauthIssuer, apiOrigin } = config.google;
  return {
    db: database.db,
    appSecret: config.appSecret,
    places: { apiOrigin },
    gbp: { apiOrigin },
    oauth: clientId && clientSecret ? { issuer: oauthIssuer, clientId, clientSecret } : null,
    jobs,
    log,
  };
}
