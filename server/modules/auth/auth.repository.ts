import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { worksAtOneOf } from '../../db/id-list';
import {
  authUsers,
  employeeCredentials,
  employees,
  users,
  type NewAuthUser,
  type NewUser,
} from '../../db/schema';

export async function findAuthUserByEmail(db: Database, email: string) {
  const [row] = await db
    .select()
    .from(authUsers)
    .where(sql`lower(${authUsers.email}) = lower(${email})`)
    .limit(1);
  return row ?? null;
}

export async function findAuthUserById(db: Database, id: string) {
  const [row] = await db.select().from(authUsers).where(eq(authUsers.id, id)).limit(1);
  return row ?? null;
}

export async function findAuthUserByGoogleSub(db: Database, sub: string) {
  const [row] = await db.select().from(authUsers).where(eq(authUsers.googleSub, sub)).limit(1);
  return row ?? null;
}

export async function insertAuthUser(db: Database, values: NewAuthUser) {
  const [row] = await db.insert(authUsers).values(values).returning();
  return row!;
}

export async function updateAuthUser(db: Database, id: string, values: Partial<NewAuthUser>) {
  await db.update(authUsers).set(values).where(eq(authUsers.id, id));
}

export async function findUserByAuthUserId(db: Database, authUserId: string) {
  const [row] = await db.select().from(users).where(eq(users.authUserId, authUserId)).limit(1);
  return row ?? null;
}

export async function findUserByEmployeeId(db: Database, employeeId: string) {
  const [row] = await db.select().from(users).where(eq(users.employeeId, employeeId)).limit(1);
  return row ?? null;
}

export async function insertUser(db: Database, values: NewUser) {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(db: Database, id: string, values: Partial<NewUser>) {
  await db.update(users).set(values).where(eq(users.id, id));
}

/** The credentials for a username (case-insensitive) with their employee, deleted or not. */
export async function findCredentialByUsername(db: Database, username: string) {
  const [row] = await db
    .select({ credential: employeeCredentials, employee: employees })
    .from(employeeCredentials)
    .leftJoin(employees, eq(employees.id, employeeCredentials.employeeId))
    .where(sql`lower(${employeeCredentials.username}) = lower(${username})`)
    .limit(1);
  return row ?? null;
}

export async function findCredentialByEmployeeId(db: Database, employeeId: string) {
  const [row] = await db
    .select()
    .from(employeeCredentials)
    .where(eq(employeeCredentials.employeeId, employeeId))
    .limit(1);
  return row ?? null;
}

export async function updateCredentialHash(db: Database, id: string, passwordHash: string) {
  await db.update(employeeCredentials).set({ passwordHash }).where(eq(employeeCredentials.id, id));
}

export async function upsertCredential(
  db: Database,
  values: { employeeId: string; username: string; passwordHash: string },
) {
  const [row] = await db
    .insert(employeeCredentials)
    .values({ ...values, isActive: true })
    .onConflictDoUpdate({
      target: employeeCredentials.employeeId,
      set: {
        username: values.username,
        passwordHash: values.passwordHash,
        isActive: true,
        updatedAt: new Date(),
      },
    })
    .returning();
  return row!;
}

/** A not-deleted employee of this business (tenant filter: ids of other businesses find nothing). */
export async function findEmployeeInBusiness(db: Database, businessId: string, employeeId: string) {
  const [row] = await db
    .select()
    .from(employees)
    .where(
      and(
        eq(employees.id, employeeId),
        eq(employees.businessId, businessId),
        isNull(employees.deletedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Emails of the business's users and usernames of its employees: the lockouts it may lift. */
export async function throttleSubjectsOfBusiness(
  db: Database,
  businessId: string,
  /** A manager limited to some locations: the employees who work at one of them. */
  atLocations: string[] | null = null,
) {
  const emails = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.businessId, businessId));
  const usernames = await db
    .select({ username: employeeCredentials.username })
    .from(employeeCredentials)
    .innerJoin(employees, eq(employees.id, employeeCredentials.employeeId))
    .where(
      and(
        eq(employees.businessId, businessId),
        atLocations ? worksAtOneOf(employees.id, atLocations) : undefined,
      ),
    );
  return { emails: emails.map((r) => r.email), usernames: usernames.map((r) => r.username) };
}
