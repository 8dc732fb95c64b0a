// Employees of the caller's business: list, add, edit, (de)activate and delete (QR: qr.service).
// A slug and code are issued once and never change: printed QR codes must keep working after a
// rename. Anything outside the caller's business (or, for an employee, anyone but themself) is
// answered "not found", never "forbidden", so existence does not leak across businesses.
import type {
  CreateEmployeeRequest,
  EmployeeListQuery,
  UpdateEmployeeRequest,
} from '@common/schemas/employees';
import type { Database } from '../../db/client';
import { AppError, conflict, notFound, plain } from '../../lib/errors';
import { foldForSearch } from '../../lib/search-fold';
import { isUniqueViolation } from '../../lib/pg-errors';
import { randomSuffix, uniqueSlug } from '../../lib/slug';
import { insertActivity } from '../activity/activity.repository';
import { revokeSessionsOfUser } from '../auth/session.service';
import type { Jobs } from '../../lib/jobs/define';
import { requestRematch } from '../../lib/jobs/queues';
import * as repo from './employees.repository';
import * as inactiveCards from './inactive-cards.repository';
import {
  locationsForNewEmployee,
  locationsToWorkAt,
} from '../locations/employee-locations.service';
import { requireEmployeeAllowed, type BusinessScope } from '../scope/scope';
import { setEmployeeLocations } from '../locations/locations.repository';

const CODE_LENGTH = 8;
// A fresh code or slug colliding is a one-in-a-trillion event; retrying a few times is plenty.
const CREATE_ATTEMPTS = 3;

export const employeeNotFound = () => notFound('employeeNotFound');
const nameTaken = () => conflict('employeeNameTaken', 'EMPLOYEE_NAME_TAKEN');

/** What every employee service is called with: the database, the caller's scope, the job engine. */
export interface EmployeesContext {
  db: Database;
  scope: BusinessScope;
  jobs: Jobs;
}

/** The only employee an employee caller may see: themself. */
function ownEmployeeId({ own }: BusinessScope) {
  if (own.kind === 'all') return undefined;
  return own.kind === 'own' ? own.employeeId : 'none';
}

/** The employee if the caller may see it: in their business, and themself for an employee. */
async function findVisible(db: Database, scope: BusinessScope, id: string) {
  const own = ownEmployeeId(scope);
  if (own !== undefined && own !== id) throw employeeNotFound();
  const found = await repo.findEmployee(db, scope.businessId, id);
  if (!found) throw employeeNotFound();
  await requireEmployeeAllowed(db, scope, id);
  return found;
}

export async function listEmployees({ db, scope }: EmployeesContext, query: EmployeeListQuery) {
  const own = ownEmployeeId(scope);
  if (own === 'none') return { items: [], total: 0 };
  const { items, total } = await repo.listEmployees(db, scope.businessId, {
    ...query,
    onlyId: own,
    atLocations: await scope.locations(),
  });
  return { items, total };
}

export async function getEmployee({ db, scope }: EmployeesContext, id: string) {
  return findVisible(db, scope, id);
}

export async function createEmployee(
  { db, scope, jobs }: EmployeesContext,
  input: CreateEmployeeRequest,
): Promise<repo.EmployeeRow> {
  const { businessId } = scope;
  if (await repo.isNameTaken(db, businessId, input.name)) throw nameTaken();
  if (!input.confirmSimilar) await refuseSimilarName(db, businessId, input.name);
  const asked = await locationsForNewEmployee(db, scope, input.locationIds);
  for (let attempt = 1; ; attempt++) {
    try {
      const created = await db.transaction(async (tx) => {
        const row = await repo.insertEmployee(tx, {
          businessId,
          name: input.name,
          aliases: input.aliases ?? [],
          addressAs: input.addressAs ?? null,
          employeeSince: input.employeeSince ?? null,
          code: randomSuffix(CODE_LENGTH),
          slug: uniqueSlug(input.name, 'employee'),
        });
        const locationIds = await locationsToWorkAt(tx, businessId, asked);
        await setEmployeeLocations(tx, businessId, row.id, locationIds);
        await insertActivity(tx, {
          businessId,
          employeeId: row.id,
          type: 'employee_added',
          payload: { name: row.name },
        });
        return { ...row, username: null, locationIds };
      });
      // Reviews imported before this employee joined may name them.
      await requestRematch(jobs, businessId);
      return created;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Two managers adding the same name at once: the partial unique index decided.
      if (await repo.isNameTaken(db, businessId, input.name)) throw nameTaken();
      if (attempt >= CREATE_ATTEMPTS) throw error;
    }
  }
}

const folded = (name: string) => foldForSearch(name).replace(/\s+/g, ' ').trim();

/**
 * "milica jovanovic" beside "Milica Jovanović" is almost always the same person typed again, and
 * managers cannot delete: ask first (docs/search.md). The caller confirms with `confirmSimilar`.
 */
async function refuseSimilarName(db: Database, businessId: string, name: string, id?: string) {
  const wanted = folded(name);
  const similar = (await repo.activeNames(db, businessId, id)).find((n) => folded(n) === wanted);
  if (similar)
    throw new AppError(
      'EMPLOYEE_NAME_SIMILAR',
      plain(`Did you mean ${similar}?`),
      {},
      {
        name: similar,
      },
    );
}

/** Ends the employee's sessions at once; the next request with their cookie answers 401. */
async function endSessionsOf(db: Database, employeeId: string) {
  const userId = await repo.findUserIdOfEmployee(db, employeeId);
  if (userId) await revokeSessionsOfUser(db, userId);
}

export async function updateEmployee(
  context: EmployeesContext,
  id: string,
  input: UpdateEmployeeRequest,
) {
  const { db, scope, jobs } = context;
  const businessId = scope.businessId;
  const current = await findVisible(db, scope, id);
  if (input.name && (await repo.isNameTaken(db, businessId, input.name, id))) throw nameTaken();
  if (input.name && input.name !== current.name && !input.confirmSimilar)
    await refuseSimilarName(db, businessId, input.name, id);
  try {
    await db.transaction(async (tx) => {
      // Only these fields: slug and code stay as issued whatever the name becomes.
      const { name, isActive, employeeSince, aliases, addressAs } = input;
      await repo.updateEmployee(tx, businessId, id, {
        name,
        isActive,
        employeeSince,
        aliases,
        addressAs,
      });
      if (name !== undefined && name !== current.name) await repo.renameEmployeeUser(tx, id, name);
      // Credentials stay active, so reactivating restores the same sign-in.
      if (isActive === false) await endSessionsOf(tx, id);
      await insertActivity(tx, {
        businessId,
        employeeId: id,
        type: 'employee_updated',
        payload: {
          name: name ?? current.name,
          changes: Object.keys(input).filter((key) => key !== 'confirmSimilar'),
          isActive,
        },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
  const renamed = input.name !== undefined && input.name !== current.name;
  const aliasesChanged =
    input.aliases !== undefined &&
    JSON.stringify(input.aliases) !== JSON.stringify(current.aliases);
  const reactivated = input.isActive === true && !current.isActive;
  if (renamed || aliasesChanged || reactivated) await requestRematch(jobs, businessId);
  return getEmployee(context, id);
}

/**
 * Soft delete (admins only, by the route's permission): history stays attributed, the name is
 * free again, sessions end and the sign-in is switched off. The username is kept on the inactive
 * credentials, so it stays taken: it cannot be handed to someone else while old records and
 * lockout logs still name it.
 */
export async function deleteEmployee(db: Database, scope: BusinessScope, id: string) {
  const businessId = scope.businessId;
  const current = await findVisible(db, scope, id);
  await db.transaction(async (tx) => {
    await repo.softDeleteEmployee(tx, businessId, id);
    await repo.deactivateCredentials(tx, id);
    await endSessionsOf(tx, id);
    await insertActivity(tx, {
      businessId,
      employeeId: id,
      type: 'employee_updated',
      payload: { name: current.name, changes: ['deleted'] },
    });
  });
}

/** "N scans of inactive cards this month": old cards still in customers' hands. */
export async function inactiveCardScans(db: Database, scope: BusinessScope) {
  const found = await inactiveCards.inactiveCardScans(
    db,
    scope.businessId,
    await scope.locations(),
  );
  if (!found) throw notFound();
  return found;
}
