// Employees of one business. Every query takes the business id first: a row of another business
// is simply not found, so no route can read or change it (docs/SECURITY.md). Deleted employees are kept
// (their touches, clickouts and reviews point at them) but never listed or found here.
import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { EmployeeListQuery } from '@common/schemas/employees';
import type { Database } from '../../db/client';
import { foldedPattern, foldedSql } from '../../lib/search-fold';
import { byName } from '../../db/names-order';
import { employeeCredentials, employees, users, type NewEmployee } from '../../db/schema';
import { worksAtOneOf } from '../../db/id-list';
import { locationsOfEmployees } from '../locations/locations.repository';

const row = { employee: employees, username: employeeCredentials.username };
export type EmployeeRow = typeof employees.$inferSelect & {
  username: string | null;
  /** Where they work, by location number (docs/locations.md). */
  locationIds: string[];
};

type Joined = { employee: typeof employees.$inferSelect; username: string | null };

/** The rows with their sign-in's username and the locations they work at. */
async function present(db: Database, businessId: string, rows: Joined[]): Promise<EmployeeRow[]> {
  const placed = await locationsOfEmployees(
    db,
    businessId,
    rows.map((r) => r.employee.id),
  );
  return rows.map((r) => ({
    ...r.employee,
    username: r.username,
    locationIds: placed.get(r.employee.id) ?? [],
  }));
}

const ofBusiness = (businessId: string) =>
  and(eq(employees.businessId, businessId), isNull(employees.deletedAt));

export interface ListFilter extends EmployeeListQuery {
  /** Restricts the list to one employee (an employee caller sees only themself). */
  onlyId?: string | undefined;
  /** A manager limited to some locations: the people who work at one of them. */
  atLocations?: string[] | null | undefined;
}

export async function listEmployees(db: Database, businessId: string, filter: ListFilter) {
  const conditions: (SQL | undefined)[] = [ofBusiness(businessId)];
  if (filter.onlyId) conditions.push(eq(employees.id, filter.onlyId));
  if (filter.atLocations) conditions.push(worksAtOneOf(employees.id, filter.atLocations));
  if (filter.status !== 'all') conditions.push(eq(employees.isActive, filter.status === 'active'));
  if (filter.q) {
    // Folded on both sides (docs/search.md): "djordje" finds "Đorđe", "никола" finds "Nikola".
    const pattern = foldedPattern(filter.q);
    conditions.push(
      sql`(${foldedSql(employees.name)} like ${pattern} escape '\\' or exists (
        select 1 from unnest(${employees.aliases}) as alias
        where ${foldedSql(sql`alias`)} like ${pattern} escape '\\'))`,
    );
  }
  const where = and(...conditions);
  const [items, [total]] = await Promise.all([
    db
      .select(row)
      .from(employees)
      .leftJoin(employeeCredentials, eq(employeeCredentials.employeeId, employees.id))
      .where(where)
      .orderBy(byName(employees.name), asc(employees.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ value: count() }).from(employees).where(where),
  ]);
  return { items: await present(db, businessId, items), total: total?.value ?? 0 };
}

export async function findEmployee(db: Database, businessId: string, id: string) {
  const [found] = await db
    .select(row)
    .from(employees)
    .leftJoin(employeeCredentials, eq(employeeCredentials.employeeId, employees.id))
    .where(and(ofBusiness(businessId), eq(employees.id, id)))
    .limit(1);
  return found ? (await present(db, businessId, [found]))[0]! : null;
}

/** The business's employees for printed cards: the given ids, or every active one. */
export async function employeesForSheet(db: Database, businessId: string, ids?: string[]) {
  const rows = await db
    .select(row)
    .from(employees)
    .leftJoin(employeeCredentials, eq(employeeCredentials.employeeId, employees.id))
    .where(
      and(ofBusiness(businessId), ids ? inArray(employees.id, ids) : eq(employees.isActive, true)),
    )
    .orderBy(byName(employees.name), asc(employees.id));
  return present(db, businessId, rows);
}

/** Same rule as the partial unique index: case-insensitive, per business, among not-deleted. */
export async function isNameTaken(
  db: Database,
  businessId: string,
  name: string,
  exceptId?: string,
) {
  const [found] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(
      and(
        ofBusiness(businessId),
        sql`lower(${employees.name}) = lower(${name})`,
        exceptId ? sql`${employees.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return Boolean(found);
}

export async function insertEmployee(db: Database, values: NewEmployee) {
  const [inserted] = await db.insert(employees).values(values).returning();
  return inserted!;
}

export async function updateEmployee(
  db: Database,
  businessId: string,
  id: string,
  values: Partial<
    Pick<NewEmployee, 'name' | 'isActive' | 'employeeSince' | 'aliases' | 'addressAs'>
  >,
) {
  await db
    .update(employees)
    .set({ ...values, updatedAt: new Date() })
    .where(and(ofBusiness(businessId), eq(employees.id, id)));
}

/** Soft delete: the row stays for history; the name becomes free for a new hire. */
export async function softDeleteEmployee(db: Database, businessId: string, id: string) {
  await db
    .update(employees)
    .set({ deletedAt: sql`now()`, isActive: false, updatedAt: new Date() })
    .where(and(ofBusiness(businessId), eq(employees.id, id)));
}

/** The username stays on the row (and stays taken); only the sign-in is switched off. */
export async function deactivateCredentials(db: Database, employeeId: string) {
  await db
    .update(employeeCredentials)
    .set({ isActive: false, updatedAt: new Date() })
    .where(eq(employeeCredentials.employeeId, employeeId));
}

/** The users row an employee signs in as (created with their credentials), if any. */
export async function findUserIdOfEmployee(db: Database, employeeId: string) {
  const [found] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.employeeId, employeeId))
    .limit(1);
  return found?.id ?? null;
}

/** users.employee_name is a copy shown before the employee row is joined; keep it current. */
export async function renameEmployeeUser(db: Database, employeeId: string, name: string) {
  await db.update(users).set({ employeeName: name }).where(eq(users.employeeId, employeeId));
}

/** The not-deleted employees' names of the business, for the similar-name check. */
export async function activeNames(db: Database, businessId: string, exceptId?: string) {
  const rows = await db
    .select({ id: employees.id, name: employees.name })
    .from(employees)
    .where(ofBusiness(businessId));
  return rows.filter((row) => row.id !== exceptId).map((row) => row.name);
}
