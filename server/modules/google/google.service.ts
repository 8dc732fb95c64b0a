// The Google connection (docs/http-api.md "Google sync"): status, the Places API key way in, test,
// disconnect, and sync jobs dispatched on the business's connection_type (Business Profile or
// Places). The Business Profile OAuth round trip lives in oauth.service.ts.
import type { ConnectPlaces, GoogleStatus, SyncJobView } from '@common/schemas/google';
import type { Business } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { revokeToken } from '../../lib/google-oidc';
import { encryptSecret } from '../../lib/secrets';
import { businessProfileTarget, failureOf, testBusinessProfile } from './business-profile-sync';
import type { GoogleDeps } from './deps';
import * as repo from './google.repository';
import { writeReviewUrl } from '@common/google-url';
import { toStatus } from './google-status';
import { offeredName } from '../../lib/google/offered-name';
import { toJobView } from './sync-job-view';
import { createSyncRow } from './sync-jobs';
import { syncFailed } from './sync-outcome';
import { readOauth } from './oauth-session';
import { getPlaceDetails, PlacesError } from '../../lib/google/places-client';
import { placesCredentials, statusAfter, TEST_MASK } from './places-sync';
import { businessForGoogle, integration } from './integration-state';

export type { GoogleDeps } from './deps';

const business = (deps: GoogleDeps, businessId: string) => businessForGoogle(deps.db, businessId);

export async function getStatus(deps: GoogleDeps, businessId: string): Promise<GoogleStatus> {
  return toStatus(await business(deps, businessId), deps);
}

export async function connectPlaces(
  deps: GoogleDeps,
  businessId: string,
  input: ConnectPlaces,
): Promise<GoogleStatus> {
  const before = await business(deps, businessId);
  let title: string | undefined;
  try {
    const place = await getPlaceDetails(input.placeId, input.apiKey, TEST_MASK, deps.places);
    title = place.displayName?.text?.trim();
  } catch (error) {
    if (error instanceof PlacesError) throw badRequest('connectionTestFailed');
    throw error;
  }
  await revokeOauth(deps, before);
  const after = await repo.updateBusiness(deps.db, businessId, {
    googlePlaceId: input.placeId,
    googleApiKey: encryptSecret(input.apiKey, deps.appSecret),
    googleReviewUrl: before.googleReviewUrl ?? writeReviewUrl(input.placeId),
    googleOauth: null,
    googleAccountId: null,
    googleLocationId: null,
    connectionType: 'places_api',
    googleConnectedAt: before.googleConnectedAt ?? new Date(),
    googleTitle: offeredName(before.name, title),
    ...integration.connected(),
  });
  return toStatus(after!, deps);
}

async function testPlaces(deps: GoogleDeps, found: Business): Promise<void> {
  const creds = placesCredentials(found, deps.appSecret);
  if (!creds) throw badRequest('googleNotConfigured');
  try {
    await getPlaceDetails(creds.placeId, creds.apiKey, TEST_MASK, deps.places);
  } catch (error) {
    if (!(error instanceof PlacesError)) throw error;
    // Google refusing the key or the place marks the integration; Google being down does not.
    const patch = statusAfter(error);
    if (patch) await repo.updateBusiness(deps.db, found.id, patch);
    throw badRequest('connectionTestFailed');
  }
}

async function testProfile(deps: GoogleDeps, found: Business): Promise<void> {
  const target = businessProfileTarget(found, deps);
  if (!target) throw badRequest('googleNotConfigured');
  try {
    await testBusinessProfile(deps, found.id, target);
  } catch (error) {
    const { patch } = failureOf(error);
    if (patch) await repo.updateBusiness(deps.db, found.id, patch);
    deps.log.info({ err: error, businessId: found.id }, 'Business Profile test failed');
    throw badRequest('connectionTestFailed');
  }
}

export async function testConnection(deps: GoogleDeps, businessId: string): Promise<{ ok: true }> {
  const found = await business(deps, businessId);
  if (found.connectionType === 'business_profile') await testProfile(deps, found);
  else await testPlaces(deps, found);
  await repo.updateBusiness(deps.db, businessId, integration.connected());
  return { ok: true };
}

/** Best effort: the manager asked to be disconnected, and that happens even if Google is down. */
async function revokeOauth(deps: GoogleDeps, found: Business): Promise<void> {
  const oauth = readOauth(found, deps.appSecret);
  if (!oauth || !deps.oauth) return;
  await revokeToken(deps.oauth, oauth.refreshToken).catch((error: unknown) =>
    deps.log.info({ err: error, businessId: found.id }, 'Google token revocation failed'),
  );
}

export async function disconnect(deps: GoogleDeps, businessId: string): Promise<GoogleStatus> {
  await revokeOauth(deps, await business(deps, businessId));
  const after = await repo.updateBusiness(deps.db, businessId, {
    googleApiKey: null,
    googleOauth: null,
    googleAccountId: null,
    googleLocationId: null,
    ...integration.disconnected(),
    googleConnectedAt: null,
  });
  return toStatus(after!, deps);
}

/** Queues a sync of the business's way in; throws SyncRunning when one is queued or running. */
export async function startSync(
  deps: GoogleDeps,
  businessId: string,
  userId: string | null,
): Promise<SyncJobView> {
  const found = await business(deps, businessId);
  // Read now, so a connection that cannot sync is refused (or reported) at once.
  const kind = businessProfileTarget(found, deps)
    ? 'business_profile'
    : placesCredentials(found, deps.appSecret)
      ? 'places_api'
      : null;
  if (!kind) throw badRequest('googleNotConfigured');
  const job = await createSyncRow(deps, businessId, { kind, createdBy: userId });
  try {
    await deps.jobs.send(deps.syncJob, { businessId, syncJobId: job.id });
  } catch (error) {
    await syncFailed(deps.db, businessId, job.id, 'unexpected', null);
    throw error;
  }
  return toJobView(job);
}

export async function getJob(
  deps: GoogleDeps,
  businessId: string,
  jobId: string,
): Promise<SyncJobView> {
  const job = await repo.findJob(deps.db, businessId, jobId);
  if (!job) throw notFound('syncJobNotFound');
  return toJobView(job);
}
