// Who works where (docs/locations.md): an employee works at one or more of the business's
// locations; an employee caller sees the locations they work at.
import { MESSAGES } from '@common/messages';
import { ownScope } from '@common/policy';
import type { Location } from '@common/schemas/locations';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import type { AuthContext } from '../auth/session.service';
import { findEmployee } from '../employees/employees.repository';
import {
  allowedLocations,
  requireEmployeeAllowed,
  requireLocationAllowed,
} from './location-access';
import * as repo from './locations.repository';
import { businessOf, presentLocation } from './locations.service';

export async function visibleLocations(db: Database, auth: AuthContext): Promise<Location[]> {
  if (!auth.user.businessId) return [];
  const businessId = auth.user.businessId;
  const scope = ownScope({ role: auth.role, employeeId: auth.user.employeeId });
  if (scope.kind === 'none') return [];
  const allowed = await allowedLocations(db, auth);
  const rows = (await repo.listLocations(db, businessId)).filter(
    (row) => !allowed || allowed.includes(row.location.id),
  );
  if (scope.kind === 'all') return rows.map(presentLocation);
  const own = new Set(
    (await repo.locationsOfEmployees(db, businessId, [scope.employeeId])).get(scope.employeeId),
  );
  return rows.filter((r) => own.has(r.location.id)).map(presentLocation);
}

/**
 * Open locations for a new or moved employee: the ones asked for, each the business's and not
 * archived; none asked: every open location (a business with one location never asks).
 */
export async function locationsToWorkAt(db: Database, businessId: string, asked?: string[]) {
  const open = await repo.openLocationIds(db, businessId, asked);
  if (asked && open.length !== asked.length) throw badRequest(MESSAGES.locationNotFound);
  return open;
}

/**
 * Where a new employee works: the asked locations, each one the caller may see; none asked:
 * every open location, or for a manager limited to some, their open ones.
 */
export async function locationsForNewEmployee(
  db: Database,
  auth: AuthContext,
  asked: string[] | undefined,
): Promise<string[] | undefined> {
  const allowed = await allowedLocations(db, auth);
  if (!allowed) return asked;
  if (asked) {
    for (const id of asked) await requireLocationAllowed(db, auth, id);
    return asked;
  }
  const open = await repo.openLocationIds(db, businessOf(auth), allowed);
  if (open.length === 0) throw badRequest(MESSAGES.employeeLocationsRequired);
  return open;
}

export async function placeEmployee(
  db: Database,
  auth: AuthContext,
  employeeId: string,
  locationIds: string[],
) {
  const businessId = businessOf(auth);
  if (!(await findEmployee(db, businessId, employeeId))) throw notFound(MESSAGES.employeeNotFound);
  await requireEmployeeAllowed(db, auth, employeeId);
  const allowed = await allowedLocations(db, auth);
  for (const id of locationIds) await requireLocationAllowed(db, auth, id);
  const open = await locationsToWorkAt(db, businessId, locationIds);
  // A limited manager moves people among their own locations; the others stay as they were.
  const kept = allowed
    ? (
        (await repo.locationsOfEmployees(db, businessId, [employeeId])).get(employeeId) ?? []
      ).filter((id) => !allowed.includes(id))
    : [];
  await db.transaction((tx) =>
    repo.setEmployeeLocations(tx, businessId, employeeId, [...new Set([...open, ...kept])]),
  );
  const placed = await repo.locationsOfEmployees(db, businessId, [employeeId]);
  return { locationIds: placed.get(employeeId) ?? [] };
}
