// What the Google module's services need, built once per app (server/app.ts) and shared by the
// google routes, the shared OAuth callback, the reviews module (replies) and the scheduler.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database, DatabaseHandle } from '../../db/client';
import type { OidcSettings } from '../../lib/google-oidc';
import type { GbpClientOptions } from './business-profile-client';
import type { PlacesClientOptions } from './places-client';
import { SyncJobRunner } from './sync-jobs';

export interface GoogleDeps {
  db: Database;
  appSecret: string;
  places: PlacesClientOptions;
  /** Mutable on purpose: tests shorten the retry backoff. */
  gbp: GbpClientOptions;
  /** Null when GOOGLE_CLIENT_ID/SECRET are not configured: no Business Profile connection. */
  oauth: OidcSettings | null;
  jobs: SyncJobRunner;
  /** Background work (syncs, the scheduler) has no request to log through. */
  log: FastifyBaseLogger;
}

export function createGoogleDeps(
  config: Config & { appSecret: string },
  database: DatabaseHandle,
  log: FastifyBaseLogger,
): GoogleDeps {
  const { clientId, clientSecret, oauthIssuer, apiOrigin } = config.google;
  return {
    db: database.db,
    appSecret: config.appSecret,
    places: { apiOrigin },
    gbp: { apiOrigin },
    oauth: clientId && clientSecret ? { issuer: oauthIssuer, clientId, clientSecret } : null,
    jobs: new SyncJobRunner(database),
    log,
  };
}
