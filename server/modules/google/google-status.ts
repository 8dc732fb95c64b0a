// What the browser may know of a business's Google connection: never the key, never a token.
import type { GoogleStatus } from '@common/schemas/google';
import type { Business } from '../../db/schema';
import type { GoogleDeps } from './deps';
import { readOauth } from './oauth-session';
import { offeredName } from '../../lib/google/offered-name';

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
    offeredName: offeredName(business.name, business.googleTitle),
  };
}
