// The Business Profile locations of the connected Google account (docs/google.md §B.2), and adding
// them as locations of the business in one step (docs/locations.md "Business Profile"): each
// becomes, or is linked to, one of our locations, which then syncs its reviews and sends its
// customers to its own write-a-review window.
import { writeReviewUrl } from '@common/google-url';
import type { AddGoogleLocations, GoogleLocation } from '@common/schemas/google';
import {
  LOCATION_NAME_MAX_LENGTH,
  MAX_LOCATIONS,
  type LocationList,
} from '@common/schemas/locations';
import type { Business } from '../../db/schema';
import { badRequest, serviceUnavailable } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import {
  businessProfileLinks,
  unlinkedLocations,
} from '../locations/business-profile-links.repository';
import * as locationsRepo from '../locations/locations.repository';
import { presentLocation } from '../locations/locations.service';
import { GbpError, idOf, type GbpClient } from './business-profile-client';
import type { GoogleDeps } from './deps';
import { businessForGoogle } from './integration-state';
import { GbpSession, GoogleExpired, readOauth, type StoredOauth } from './oauth-session';

type GbpLocationAddress = { addressLines?: string[]; locality?: string; postalCode?: string };

function address(location: { storefrontAddress?: GbpLocationAddress }): string | null {
  const a = location.storefrontAddress;
  if (!a) return null;
  const parts = [...(a.addressLines ?? []), a.postalCode, a.locality].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}

/** Every location of every account the consenting Google user manages, not yet linked. */
export async function allLocations(client: GbpClient, placeId: string | null) {
  const items: GoogleLocation[] = [];
  for (const account of await client.listAccounts()) {
    const accountId = idOf(account.name);
    for (const location of await client.listLocations(accountId)) {
      const locationPlaceId = location.metadata?.placeId ?? null;
      items.push({
        accountId,
        accountName: account.accountName ?? null,
        locationId: idOf(location.name),
        title: location.title ?? '',
        address: address(location),
        placeId: locationPlaceId,
        matchesBusiness: placeId !== null && locationPlaceId === placeId,
        linkedLocationId: null,
      });
    }
  }
  return items;
}

/** Google failures of a manager's request, as HTTP errors. */
export function asHttpError(error: unknown): unknown {
  if (error instanceof GoogleExpired) return badRequest('googleExpired');
  if (error instanceof GbpError)
    return error.kind === 'unavailable' ? serviceUnavailable() : badRequest('googleNotConfigured');
  return error;
}

export function storedOauth(deps: GoogleDeps, found: Business): StoredOauth {
  const oauth = found.connectionType === 'business_profile' && readOauth(found, deps.appSecret);
  if (!oauth || !deps.oauth) throw badRequest('googleNotConfigured');
  return oauth;
}

async function listed(deps: GoogleDeps, found: Business) {
  const session = new GbpSession(deps, found.id, storedOauth(deps, found));
  try {
    return await session.run((client) => allLocations(client, found.googlePlaceId));
  } catch (error) {
    throw asHttpError(error);
  }
}

/** The account's locations, each with the location of ours it syncs into. */
export async function listLocations(deps: GoogleDeps, businessId: string) {
  const found = await businessForGoogle(deps.db, businessId);
  const items = await listed(deps, found);
  const links = await businessProfileLinks(deps.db, businessId);
  const first = found.googleLocationId
    ? await locationsRepo.firstLocationId(deps.db, businessId)
    : null;
  const linked = items.map((item) => ({
    ...item,
    linkedLocationId:
      item.locationId === found.googleLocationId
        ? first
        : (links.find((link) => link.locationId === item.locationId)?.id ?? null),
  }));
  return { items: linked, total: linked.length };
}

/** The Google title as a name no open location has yet: "Title", else "Title (2)", … */
async function freeName(deps: GoogleDeps, businessId: string, item: GoogleLocation) {
  const base = (item.title.trim() || item.address || item.locationId).slice(
    0,
    LOCATION_NAME_MAX_LENGTH - 5,
  );
  for (let n = 1; ; n++) {
    const name = n === 1 ? base : `${base} (${n})`;
    if (!(await locationsRepo.isNameTaken(deps.db, businessId, name))) return name;
  }
}

/** Links one Google location to a location of ours, adding one when none fits; its id. */
async function linkOne(
  deps: GoogleDeps,
  businessId: string,
  item: GoogleLocation,
  listed: GoogleLocation[],
) {
  const { db } = deps;
  const link = { googleAccountId: item.accountId, googleLocationId: item.locationId };
  const place = item.placeId
    ? {
        googlePlaceId: item.placeId,
        googleCid: null,
        googleReviewUrl: writeReviewUrl(item.placeId),
      }
    : {};
  const links = await businessProfileLinks(db, businessId);
  const known = links.find((l) => l.locationId === item.locationId);
  if (known) {
    // Added before and archived since: adding it again brings it back, history and all.
    if (known.archived) {
      const name = (await locationsRepo.isNameTaken(db, businessId, known.name))
        ? await freeName(deps, businessId, item)
        : known.name;
      await locationsRepo.updateLocation(db, businessId, known.id, { archivedAt: null, name });
    }
    return known.id;
  }
  // A location the owner already added by hand (the same place, or the same name and no place),
  // or one linked to a Google location this account does not list (an account connected before).
  const stale = links.filter(
    (l) => !l.archived && !listed.some((other) => other.locationId === l.locationId),
  );
  const candidates = [...(await unlinkedLocations(db, businessId)), ...stale];
  const title = item.title.trim().toLowerCase();
  const same =
    candidates.find((c) => item.placeId !== null && c.googlePlaceId === item.placeId) ??
    candidates.find((c) => c.googlePlaceId === null && c.name.toLowerCase() === title);
  if (same) {
    await locationsRepo.updateLocation(db, businessId, same.id, { ...link, ...place });
    return same.id;
  }
  if ((await locationsRepo.countLocations(db, businessId)) >= MAX_LOCATIONS)
    throw badRequest('locationsLimit');
  const created = await locationsRepo.insertLocation(db, businessId, {
    name: await freeName(deps, businessId, item),
    address: item.address,
    ...place,
    ...link,
  });
  return created.id;
}

/**
 * Adds the chosen locations of the connected account (each one Google lists for it); the
 * business's own is its first location. Adding one twice changes nothing. Answers the locations
 * the chosen ones sync into, in the order asked.
 */
export async function addGoogleLocations(
  deps: GoogleDeps,
  businessId: string,
  choice: AddGoogleLocations,
): Promise<LocationList> {
  const found = await businessForGoogle(deps.db, businessId);
  // Not connected through Business Profile says so first; connected, the own location first.
  storedOauth(deps, found);
  if (!found.googleLocationId) throw badRequest('googleChooseLocation');
  const items = await listed(deps, found);
  const chosen = choice.items.map((wanted) => {
    const item = items.find(
      (i) => i.accountId === wanted.accountId && i.locationId === wanted.locationId,
    );
    if (!item) throw badRequest('googleLocationNotListed');
    return item;
  });
  const ids: string[] = [];
  for (const item of chosen) {
    let id: string;
    if (item.locationId === found.googleLocationId)
      id = await locationsRepo.firstLocationId(deps.db, businessId);
    else {
      try {
        id = await linkOne(deps, businessId, item, items);
      } catch (error) {
        // The same location added by two requests at once: the other one linked it.
        if (!isUniqueViolation(error)) throw error;
        id = await linkOne(deps, businessId, item, items);
      }
    }
    if (!ids.includes(id)) ids.push(id);
  }
  const rows = await locationsRepo.listLocations(deps.db, businessId, ids);
  const byId = new Map(rows.map((row) => [row.location.id, presentLocation(row)]));
  return { items: ids.map((id) => byId.get(id)!) };
}
