// Who works where (docs/locations.md): an employee works at one or more of the business's
// locations; an employee caller sees the locations they work at.
import type { Location } from '@common/schemas/locations';
import type { Database } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { requireLocationAllowed, type BusinessScope } from '../scope/scope';
import * as repo from './locations.repository';
import { presentLocation } from './locations.service';

export async function visibleLocations(db: Database, scope: BusinessScope): Promise<Location[]> {
  const { businessId, own } = scope;
  if (own.kind === 'none') return [];
  const allowed = await scope.locations();
  const rows = (await repo.listLocations(db, businessId)).filter(
    (row) => !allowed || allowed.includes(row.location.id),
  );
  if (own.kind === 'all') return rows.map(presentLocation);
  const theirs = new Set(
    (await repo.locationsOfEmployees(db, businessId, [own.employeeId])).get(own.employeeId),
  );
  return rows.filter((r) => theirs.has(r.location.id)).map(presentLocation);
}

/**
 * Open locations for a new or moved employee: the ones asked for, each the business's and not
 * archived; none asked: every open location (a business with one location never asks).
 */
export async function locationsToWorkAt(db: Database, businessId: string, asked?: string[]) {
  const open = await repo.openLocationIds(db, businessId, asked);
  if (asked && open.length !== asked.length) throw badRequest('locationNotFound');
  return open;
}

/**
 * Where a new employee works: the asked locations, each one the caller may see; none asked:
 * every open location, or for a manager limited to some, their open ones.
 */
export async function locationsForNewEmployee(
  db: Database,
  scope: BusinessScope,
  asked: string[] | undefined,
): Promise<string[] | undefined> {
  const allowed = await scope.locations();
  if (!allowed) return asked;
  if (asked) {
    for (const id of asked) await requireLocationAllowed(scope, id);
    return asked;
  }
  const open = await repo.openLocationIds(db, scope.businessId, allowed);
  if (open.length === 0) throw badRequest('employeeLocationsRequired');
  return open;
}
