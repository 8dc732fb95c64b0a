// Locations of the caller's business (docs/locations.md): list, add, rename, archive, give a
// Google place; and who works where. The first location's Google place is the business's own, so
// a business with one location keeps every link, card and figure it had.
import { reviewUrlOf } from '@common/google-url';
import {
  MAX_LOCATIONS,
  type CreateLocationRequest,
  type Location,
  type UpdateLocationRequest,
} from '@common/schemas/locations';
import type { Database } from '../../db/client';
import { FIRST_LOCATION_NUMBER } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import * as repo from './locations.repository';
import type { GoogleLinks } from '../../lib/google-links';
import { placeFromLink } from '../../lib/google/place-from-link';

const locationNotFound = () => notFound('locationNotFound');
const nameTaken = () => conflict('locationNameTaken', 'LOCATION_NAME_TAKEN');

export function presentLocation(row: repo.LocationRow): Location {
  const l = row.location;
  const isFirst = l.number === FIRST_LOCATION_NUMBER;
  const place = isFirst
    ? { googlePlaceId: row.businessPlaceId, googleReviewUrl: row.businessReviewUrl }
    : l;
  return {
    id: l.id,
    number: l.number,
    name: l.name,
    address: l.address,
    isFirst,
    googlePlaceId: place.googlePlaceId,
    reviewUrl: reviewUrlOf(place),
    googleLocationId: l.googleLocationId,
    timeZone: l.timeZone,
    archived: l.archivedAt !== null,
    employeeCount: row.employeeCount,
  };
}

/**
 * The place columns a pasted Google Business URL gives (followed if it is a short link;
 * docs/google.md §D.4). A link whose place cannot be found is refused here, where the manager can
 * paste a fuller one at once.
 */
async function placeOf(links: GoogleLinks, url: string | null) {
  const place = await placeFromLink(links, url);
  if (url && !place.googlePlaceId && !place.googleReviewUrl)
    throw badRequest('googleUrlUnresolved');
  return {
    googlePlaceId: place.googlePlaceId,
    googleCid: place.googleCid,
    googleReviewUrl: place.googleReviewUrl,
  };
}

/** A unique violation can only be the name index (numbers are taken under a lock). */
async function guardName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

export async function createLocation(
  db: Database,
  links: GoogleLinks,
  businessId: string,
  input: CreateLocationRequest,
) {
  if ((await repo.countLocations(db, businessId)) >= MAX_LOCATIONS)
    throw badRequest('locationsLimit');
  if (await repo.isNameTaken(db, businessId, input.name)) throw nameTaken();
  const place = await placeOf(links, input.googleBusinessUrl ?? null);
  const created = await guardName(() =>
    repo.insertLocation(db, businessId, {
      name: input.name,
      address: input.address ?? null,
      ...place,
      timeZone: input.timeZone ?? null,
    }),
  );
  return presentLocation((await repo.findLocation(db, businessId, created.id))!);
}

export async function updateLocation(
  db: Database,
  links: GoogleLinks,
  businessId: string,
  id: string,
  input: UpdateLocationRequest,
) {
  const found = await repo.findLocation(db, businessId, id);
  if (!found) throw locationNotFound();
  const isFirst = found.location.number === FIRST_LOCATION_NUMBER;
  if (input.archived && isFirst) throw badRequest('firstLocationArchive');
  // The first location's place is the business's, which the Google integration sets and syncs.
  if (input.googleBusinessUrl !== undefined && isFirst) throw badRequest('firstLocationPlace');
  // The first location's zone is the business's setting; null there changes nothing.
  if (input.timeZone && isFirst) throw badRequest('firstLocationTimeZone');
  const stillOpen =
    input.archived === false || (input.archived === undefined && !found.location.archivedAt);
  if (
    input.name !== undefined &&
    stillOpen &&
    (await repo.isNameTaken(db, businessId, input.name, id))
  )
    throw nameTaken();
  const place =
    input.googleBusinessUrl !== undefined ? await placeOf(links, input.googleBusinessUrl) : {};
  await guardName(() =>
    repo.updateLocation(db, businessId, id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.address !== undefined ? { address: input.address } : {}),
      ...(input.archived !== undefined
        ? { archivedAt: input.archived ? (found.location.archivedAt ?? new Date()) : null }
        : {}),
      ...place,
      // Only null reaches here for the first location: writing it keeps the update non-empty.
      ...(input.timeZone !== undefined ? { timeZone: input.timeZone } : {}),
    }),
  );
  return presentLocation((await repo.findLocation(db, businessId, id))!);
}
