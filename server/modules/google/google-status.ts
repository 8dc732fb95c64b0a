// What the browser may know of a business's Google connection: never the key, never a token.
import type { GoogleStatus, SyncJobView } from '@common/schemas/google';
import type { Business, SyncJob } from '../../db/schema';
import type { GoogleDeps } from './deps';
import { readOauth } from './oauth-session';
import { syncErrorKey } from './sync-outcome';

export function toStatus(
  business: Business,
  deps: Pick<GoogleDeps, 'appSecret' | 'oauth'>,
): GoogleStatus {
  const businessProfile = business.connectionType === 'business_profile';
  const location =
    businessProfile && business.googleAccountId && business.googleLocationId
      ? {
          accountId: business.googleAccountId,
          locationId: business.googleLocationId,
          title: readOauth(business, deps.appSecret)?.locationTitle ?? null,
        }
      : null;
  return {
    status: business.googleIntegrationStatus,
    connectionType: business.connectionType,
    placeId: business.googlePlaceId,
    hasApiKey: business.googleApiKey !== null,
    lastSyncedAt: business.googleLastSyncedAt?.toISOString() ?? null,
    message: business.googleStatusMessage,
    limited: business.connectionType === 'places_api',
    oauthAvailable: deps.oauth !== null,
    canReply: businessProfile && business.googleIntegrationStatus === 'connected',
    location,
  };
}

export function toJobView(job: SyncJob): SyncJobView {
  return {
    id: job.id,
    status: job.status,
    processed: job.processed,
    total: job.total,
    ...(job.rejected > 0 ? { rejected: job.rejected } : {}),
    ...(job.error !== null ? { error: job.error, errorKey: syncErrorKey(job.error) } : {}),
  };
}
