// The Business Profile way in (docs/http-api.md "Google sync", docs/google.md §B.2, §C): OAuth consent with
// offline access, then the location whose metadata.placeId is the business's Place ID. The round
// trip shares the sign-in callback; the auth module hands a 'connect' flow to this service.
import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES } from '@common/messages';
import { paths } from '@common/paths';
import type {
  ChooseLocation,
  GoogleLocation,
  GoogleOauthResult,
  GoogleStatus,
} from '@common/schemas/google';
import type { Business } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { beginConnect, finishConnect, type GoogleFlow } from '../../lib/google-oidc';
import type { Scope } from '../scope/scope';
import type { GoogleDeps } from './deps';
import * as repo from './google.repository';
import { writeReviewUrl } from '@common/google-url';
import { toStatus } from './google-status';
import { offeredName } from '../../lib/google/offered-name';
import { GbpSession, readOauth, sealOauth, toStored } from './oauth-session';
import type { StoredOauth } from './oauth-session';
import { businessForGoogle, integration } from './integration-state';
import { allLocations, asHttpError, storedOauth } from './business-profile-locations';

const SETTINGS_PATH = `${paths.businessDashboard}/settings`;
export const oauthResultPath = (result: GoogleOauthResult) => `${SETTINGS_PATH}?google=${result}`;

const business = (deps: GoogleDeps, businessId: string) => businessForGoogle(deps.db, businessId);

/** The authorization URL and the flow to keep in the signed cookie; null when OAuth is off. */
export async function startBusinessProfileConnect(
  deps: GoogleDeps,
  caller: { businessId: string; userId: string },
  redirectUri: string,
): Promise<{ url: string; flow: GoogleFlow } | null> {
  if (!deps.oauth) return null;
  const { url, pending } = await beginConnect(deps.oauth, redirectUri);
  return { url, flow: { ...pending, returnTo: null, purpose: 'connect', ...caller } };
}

async function useLocation(
  deps: GoogleDeps,
  found: Business,
  oauth: StoredOauth,
  location: GoogleLocation,
): Promise<Business> {
  // A business without a Place ID takes the location's, and with it the write-review link.
  const placeId = found.googlePlaceId ?? location.placeId;
  const updated = await repo.updateBusiness(deps.db, found.id, {
    googleOauth: sealOauth({ ...oauth, locationTitle: location.title }, deps.appSecret),
    googleAccountId: location.accountId,
    googleLocationId: location.locationId,
    // One way in at a time: a Places key left behind would be a secret kept for nothing.
    googleApiKey: null,
    googlePlaceId: placeId,
    googleReviewUrl: found.googleReviewUrl ?? (placeId ? writeReviewUrl(placeId) : null),
    connectionType: 'business_profile',
    googleConnectedAt: found.googleConnectedAt ?? new Date(),
    googleTitle: offeredName(found.name, location.title),
    ...integration.connected(),
  });
  return updated!;
}

/** Picks the location after consent; keeps the tokens when the manager still has to choose. */
async function connectWithTokens(
  deps: GoogleDeps,
  businessId: string,
  oauth: StoredOauth,
): Promise<GoogleOauthResult> {
  const found = await business(deps, businessId);
  const session = new GbpSession(deps, businessId, oauth);
  const locations = await session.run((client) => allLocations(client, found.googlePlaceId));
  const candidates = found.googlePlaceId
    ? locations.filter((l) => l.matchesBusiness)
    : locations.length === 1
      ? locations
      : [];
  if (candidates.length === 1) {
    await useLocation(deps, found, oauth, candidates[0]!);
    return 'connected';
  }
  await repo.updateBusiness(deps.db, businessId, {
    googleOauth: sealOauth({ ...oauth, locationTitle: null }, deps.appSecret),
    googleAccountId: null,
    googleLocationId: null,
    connectionType: 'business_profile',
    ...integration.failed(
      locations.length === 0 ? MESSAGES.googleNoLocation : MESSAGES.googleChooseLocation,
    ),
  });
  return locations.length === 0 ? 'no_location' : 'choose_location';
}

/** The callback leg; answers where the browser goes next. Never throws. */
export async function finishBusinessProfileConnect(
  deps: GoogleDeps,
  input: { flow: GoogleFlow; callbackUrl: URL; scope: Scope | null; log: FastifyBaseLogger },
): Promise<string> {
  const { flow, scope, log } = input;
  if (!deps.oauth) return oauthResultPath('unavailable');
  if (input.callbackUrl.searchParams.get('error') === 'access_denied')
    return oauthResultPath('denied');
  // The consent binds to whoever started it; a session that changed hands meanwhile gets nothing.
  const sameCaller =
    scope !== null &&
    scope.viewer.userId === flow.userId &&
    scope.businessId === flow.businessId &&
    scope.can('settings:update');
  if (!sameCaller || !flow.businessId) {
    log.warn('Business Profile connection finished by another session than it started in');
    return oauthResultPath('failed');
  }
  try {
    const tokens = await finishConnect(deps.oauth, input.callbackUrl, flow);
    return oauthResultPath(await connectWithTokens(deps, flow.businessId, toStored(tokens)));
  } catch (error) {
    log.warn({ err: error }, 'Business Profile connection failed');
    return oauthResultPath('failed');
  }
}

export async function chooseLocation(
  deps: GoogleDeps,
  businessId: string,
  choice: ChooseLocation,
): Promise<GoogleStatus> {
  const found = await business(deps, businessId);
  const oauth = storedOauth(deps, found);
  const session = new GbpSession(deps, businessId, oauth);
  let locations: GoogleLocation[];
  try {
    locations = await session.run((client) => allLocations(client, found.googlePlaceId));
  } catch (error) {
    throw asHttpError(error);
  }
  const chosen = locations.find(
    (l) => l.accountId === choice.accountId && l.locationId === choice.locationId,
  );
  if (!chosen) throw badRequest('googleChooseLocation');
  // The session may have refreshed the tokens; keep what it stored, not the stale copy.
  const fresh = readOauth(await business(deps, businessId), deps.appSecret) ?? oauth;
  return toStatus(await useLocation(deps, found, fresh, chosen), deps);
}
