// Businesses: created at sign-up (or first sign-in) from the pasted Google Business URL, with the
// place details that can be read from the URL offline (docs/google.md §D); joined and left through the
// connect-business and disconnect-business functions (docs/product-rules.md §7).
import { isAdmin } from '@common/policy';
import type { Database } from '../../db/client';
import type { Business } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { decryptSecret } from '../../lib/secrets';
import { uniqueSlug } from '../../lib/slug';
import * as repo from './business.repository';
import type { PlacesLookup } from '../../lib/google/confirm-place';
import type { GoogleLinks } from '../../lib/google-links';
import { placeFromLink, type PlaceFromLink } from '../../lib/google/place-from-link';
import type { Scope } from '../scope/scope';

const DEFAULT_BUSINESS_NAME = 'My Business';

export async function createBusiness(
  db: Database,
  owner: { email: string; userId: string },
  /** What the pasted link names, read before the transaction (place-from-link.ts). */
  place?: PlaceFromLink,
  /** Typed at sign-up when the link names no place (a short link that could not be followed). */
  typedName?: string,
) {
  const name = typedName || place?.name || DEFAULT_BUSINESS_NAME;
  return repo.insertBusiness(db, {
    name,
    slug: uniqueSlug(name, 'business'),
    email: owner.email,
    ownerUserId: owner.userId,
    googlePlaceId: place?.googlePlaceId ?? null,
    googleCid: place?.googleCid ?? null,
    googleReviewUrl: place?.googleReviewUrl ?? null,
    // Not connected to Google yet: the columns' defaults are integration-state.ts's `disconnected`.
  });
}

export interface ConnectionSubject {
  userId: string;
  email: string;
}

/**
 * Rejoin a business one opened, by its id. Ownership is by user id: an address that once was
 * the owner's proves nothing (docs/accounts.md). Null: no such business of yours.
 */
export async function connectToOwnedBusiness(
  db: Database,
  subject: ConnectionSubject,
  businessId: string,
) {
  const business = await repo.findOwnedBusiness(db, businessId, subject.userId);
  if (!business) return null;
  await repo.setUserBusiness(db, subject.userId, business);
  return business;
}

export async function connectToNewBusiness(
  db: Database,
  links: GoogleLinks,
  subject: ConnectionSubject,
  googleBusinessUrl: string,
) {
  const place = await placeFromLink(links, googleBusinessUrl);
  return db.transaction(async (tx) => {
    const business = await createBusiness(
      tx,
      { email: subject.email, userId: subject.userId },
      place,
    );
    await repo.setUserBusiness(tx, subject.userId, business);
    return business;
  });
}

/**
 * Leaves the business. Its last active administrator may not: nobody could manage its people
 * afterwards, and nobody could appoint another (docs/SECURITY.md).
 */
export async function disconnect(db: Database, { viewer, businessId }: Scope) {
  await db.transaction(async (tx) => {
    if (businessId && isAdmin(viewer.role)) {
      const admins = await repo.lockActiveAdmins(tx, businessId);
      if (!admins.some((id) => id !== viewer.userId)) throw conflict('lastActiveAdmin');
    }
    await repo.setUserBusiness(tx, viewer.userId, null);
  });
}

/**
 * The Places API key a business stored with its Places connection, for checking pasted URLs
 * against Google (§D.4 steps 4-5); null without one. A Business Profile connection has no key:
 * its OAuth token does not authorise the Places API.
 */
export function placesLookupFor(
  business: Pick<Business, 'connectionType' | 'googleApiKey'> | null,
  config: { appSecret: string; google: { apiOrigin: string | undefined } },
): PlacesLookup | null {
  if (business?.connectionType !== 'places_api' || !business.googleApiKey) return null;
  try {
    return {
      apiKey: decryptSecret(business.googleApiKey, config.appSecret),
      apiOrigin: config.google.apiOrigin,
    };
  } catch {
    return null; // sealed under another APP_SECRET: as good as no key
  }
}
