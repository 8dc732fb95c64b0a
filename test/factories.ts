// Rows for tests, written straight to the database with sensible, unique defaults. Each factory
// takes overrides for the fields a test cares about and returns the inserted row.
import { randomBytes } from 'node:crypto';
import type { Database } from '../server/db/client';
import {
  openLocationIds,
  firstLocationId,
  insertFirstLocation,
  setEmployeeLocations,
} from '../server/modules/locations/locations.repository';
import {
  authUsers,
  businesses,
  clickouts,
  employees,
  reviews,
  touches,
  users,
  type NewBusiness,
  type NewClickout,
  type NewEmployee,
  type NewReview,
  type NewTouch,
  type NewUser,
} from '../server/db/schema';

const unique = () => randomBytes(4).toString('hex');

export async function createBusiness(db: Database, overrides: Partial<NewBusiness> = {}) {
  const suffix = unique();
  const [row] = await db
    .insert(businesses)
    .values({
      name: `Salon ${suffix}`,
      slug: `salon-${suffix}`,
      email: `owner-${suffix}@example.com`,
      ...overrides,
    })
    .returning();
  await insertFirstLocation(db, row!);
  return row!;
}

/** An auth identity plus its users row (a manager unless `role` says otherwise). */
export async function createUser(
  db: Database,
  business: { id: string; name: string },
  overrides: Partial<NewUser> & { passwordHash?: string } = {},
) {
  const { passwordHash, ...userOverrides } = overrides;
  const email = userOverrides.email ?? `user-${unique()}@example.com`;
  // A confirmed address: the mailed link's journey is tested on its own (confirmation.test.ts).
  const [authUser] = await db
    .insert(authUsers)
    .values({ email, passwordHash, emailConfirmedAt: new Date() })
    .returning();
  const [user] = await db
    .insert(users)
    .values({
      authUserId: authUser!.id,
      email,
      role: 'manager',
      businessId: business.id,
      businessName: business.name,
      ...userOverrides,
    })
    .returning();
  return { authUser: authUser!, user: user! };
}

export async function createEmployee(
  db: Database,
  business: { id: string },
  overrides: Partial<NewEmployee> = {},
) {
  const suffix = unique();
  const [row] = await db
    .insert(employees)
    .values({
      businessId: business.id,
      name: `Milica ${suffix}`,
      code: suffix,
      slug: `milica-${suffix}`,
      ...overrides,
    })
    .returning();
  // Works at every location, as an employee added through the API does.
  await setEmployeeLocations(db, business.id, row!.id, await openLocationIds(db, business.id));
  return row!;
}

export async function createReview(
  db: Database,
  business: { id: string },
  overrides: Partial<NewReview> = {},
) {
  const [row] = await db
    .insert(reviews)
    .values({
      businessId: business.id,
      locationId: overrides.locationId ?? (await firstLocationId(db, business.id)),
      externalId: `review-${unique()}`,
      authorName: 'Jelena Petrović',
      rating: 5,
      text: 'Odlična usluga!',
      publishedAt: new Date(),
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createTouch(
  db: Database,
  employee: { id: string; businessId: string },
  overrides: Partial<NewTouch> = {},
) {
  const [row] = await db
    .insert(touches)
    .values({
      businessId: employee.businessId,
      employeeId: employee.id,
      locationId: overrides.locationId ?? (await firstLocationId(db, employee.businessId)),
      visitorKey: unique(),
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createClickout(
  db: Database,
  employee: { id: string; businessId: string },
  overrides: Partial<NewClickout> = {},
) {
  const [row] = await db
    .insert(clickouts)
    .values({
      businessId: employee.businessId,
      employeeId: employee.id,
      locationId: overrides.locationId ?? (await firstLocationId(db, employee.businessId)),
      visitorKey: unique(),
      ...overrides,
    })
    .returning();
  return row!;
}
