// A manager limited to some locations (docs/locations.md) reads and changes only what belongs to
// them: their figures, reviews, people and settings. Admins, and managers without a list, see
// every location; an employee's own scope is the policy's (common/policy.ts). The list is read
// once per request and kept with the request's auth context.
import { MESSAGES } from '@common/messages';
import { limitableToLocations } from '@common/policy';
import type { Database } from '../../db/client';
import { forbidden, notFound } from '../../lib/errors';
import type { AuthContext } from '../auth/session.service';
import * as repo from './location-access.repository';

const read = new WeakMap<AuthContext, Promise<string[] | null>>();

/** The locations the caller is limited to; null: not limited. */
export function allowedLocations(db: Database, auth: AuthContext): Promise<string[] | null> {
  const businessId = auth.user.businessId;
  if (!businessId || !limitableToLocations(auth.role)) return Promise.resolve(null);
  let found = read.get(auth);
  if (!found) {
    found = repo
      .limitedTo(db, businessId, auth.user.id)
      .then((ids) => (ids.length > 0 ? ids : null));
    // A read that failed (a replica gone mid-request) is asked again, on the primary.
    found.catch(() => read.delete(auth));
    read.set(auth, found);
  }
  return found;
}

/** 404, as for another business's, unless the caller may see this location. */
export async function requireLocationAllowed(db: Database, auth: AuthContext, locationId: string) {
  const allowed = await allowedLocations(db, auth);
  if (allowed && !allowed.includes(locationId)) throw notFound(MESSAGES.locationNotFound);
}

/** 404 unless the employee works at a location the caller may see. */
export async function requireEmployeeAllowed(db: Database, auth: AuthContext, employeeId: string) {
  const allowed = await allowedLocations(db, auth);
  if (!allowed) return;
  if (!(await repo.worksAtAny(db, auth.user.businessId!, employeeId, allowed)))
    throw notFound(MESSAGES.employeeNotFound);
}

/** 403 for what concerns every location (the Google connection, a new location, re-matching). */
export async function requireAllLocations(db: Database, auth: AuthContext) {
  if (await allowedLocations(db, auth)) throw forbidden(MESSAGES.allLocationsOnly);
}
