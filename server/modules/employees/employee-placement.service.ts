// Placing an employee at locations (PUT /api/employees/{id}/locations, docs/locations.md): an
// employee edit, so it lives with the employees; the locations module says which are open.
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import * as locationsRepo from '../locations/locations.repository';
import { locationsToWorkAt } from '../locations/employee-locations.service';
import { requireEmployeeAllowed, requireLocationAllowed, type BusinessScope } from '../scope/scope';
import { findEmployee } from './employees.repository';

export async function placeEmployee(
  db: Database,
  scope: BusinessScope,
  employeeId: string,
  locationIds: string[],
) {
  const { businessId } = scope;
  if (!(await findEmployee(db, businessId, employeeId))) throw notFound('employeeNotFound');
  await requireEmployeeAllowed(db, scope, employeeId);
  const allowed = await scope.locations();
  for (const id of locationIds) await requireLocationAllowed(scope, id);
  const open = await locationsToWorkAt(db, businessId, locationIds);
  // A limited manager moves people among their own locations; the others stay as they were.
  const kept = allowed
    ? (
        (await locationsRepo.locationsOfEmployees(db, businessId, [employeeId])).get(employeeId) ??
        []
      ).filter((id) => !allowed.includes(id))
    : [];
  await db.transaction((tx) =>
    locationsRepo.setEmployeeLocations(tx, businessId, employeeId, [
      ...new Set([...open, ...kept]),
    ]),
  );
  const placed = await locationsRepo.locationsOfEmployees(db, businessId, [employeeId]);
  return { locationIds: placed.get(employeeId) ?? [] };
}
