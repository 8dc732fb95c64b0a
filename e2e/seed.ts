// Fixtures written into the e2e server's empty DATA_DIR before it starts (PGlite allows one
// process at a time): a business with a manager and an employee who has sign-in credentials, and
// a second business whose Google Business Profile the fake Google serves, and a third with two
// locations.
import { eq } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { runMigrations } from '../server/db/migrate';
import {
  authUsers,
  businesses,
  employeeCredentials,
  employeeLocations,
  employees,
  locations,
  users,
} from '../server/db/schema';
import { hashPassword } from '../server/lib/passwords';
import { insertBusiness } from '../server/modules/business/business.repository';

export interface E2eFixtures {
  manager: { email: string; password: string; businessName: string };
  employee: { username: string; password: string; name: string; slug: string };
  /** An administrator of the first business and a second manager whose role the admin changes. */
  admin: { email: string; password: string };
  secondManager: { email: string; password: string };
  /** The OPERATOR_TOKEN the e2e server runs with. */
  operatorToken: string;
  /** A second business, for the Google connection journey, so it changes no other spec's data. */
  googleManager: {
    email: string;
    password: string;
    businessName: string;
    placeId: string;
    employeeNames: string[];
  };
  /** A third business with two locations: its admin limits its manager to one (issue 21). */
  chain: {
    admin: { email: string; password: string };
    manager: { email: string; password: string };
    businessName: string;
    secondLocation: string;
    /** Works at the first location only, and at the second only. */
    staff: [string, string];
  };
}

const FIXTURES: E2eFixtures = {
  manager: {
    email: 'vlasnica@salon-lepota.rs',
    password: 'lepota2026',
    businessName: 'Salon Lepota',
  },
  employee: {
    username: 'milica',
    password: 'milica2026',
    name: 'Milica Petrović',
    slug: 'milica-e2e',
  },
  admin: { email: 'admin@salon-lepota.rs', password: 'admin2026' },
  secondManager: { email: 'recepcija@salon-lepota.rs', password: 'recepcija2026' },
  operatorToken: 'e2e-operator-token-5b0c1f7e9a2d4c68',
  googleManager: {
    email: 'vlasnik@studio-sarm.rs',
    password: 'sarm2026',
    businessName: 'Studio Šarm',
    placeId: 'ChIJ2eUgeAK6j4ARbn5u_wAGqWA',
    employeeNames: ['Milica Petrović', 'Marko Jovanović', 'Jelena Nikolić'],
  },
  chain: {
    admin: { email: 'vlasnica@dva-grada.rs', password: 'dvagrada2026' },
    manager: { email: 'poslovodja@dva-grada.rs', password: 'poslovodja2026' },
    businessName: 'Salon Dva Grada',
    secondLocation: 'Novi Sad',
    staff: ['Ana Beogradska', 'Iva Novosadska'],
  },
};

type Db = Awaited<ReturnType<typeof openDatabase>>['db'];

async function insertManager(
  db: Db,
  email: string,
  password: string,
  businessId: string,
  role: 'manager' | 'admin' = 'manager',
) {
  const [authUser] = await db
    .insert(authUsers)
    // Seeded owners have confirmed their address long ago (the journey of a new one: sign-up.ts).
    .values({ email, passwordHash: await hashPassword(password), emailConfirmedAt: new Date() })
    .returning();
  const [business] = await db.select().from(businesses).where(eq(businesses.id, businessId));
  await db.insert(users).values({
    authUserId: authUser!.id,
    email,
    role,
    businessId,
    businessName: business!.name,
  });
}

async function seedGoogleBusiness(db: Db) {
  const { email, password, businessName, placeId, employeeNames } = FIXTURES.googleManager;
  const business = await insertBusiness(db, {
    name: businessName,
    slug: 'studio-sarm-e2e',
    email,
    googlePlaceId: placeId,
  });
  await insertManager(db, email, password, business!.id);
  await db.insert(employees).values(
    employeeNames.map((name, index) => ({
      businessId: business!.id,
      name,
      code: `e2es${index}`,
      slug: `sarm-${index}-e2e`,
    })),
  );
}

async function seedChain(db: Db) {
  const { admin, manager, businessName, secondLocation, staff } = FIXTURES.chain;
  const business = await insertBusiness(db, {
    name: businessName,
    slug: 'dva-grada-e2e',
    email: admin.email,
  });
  await insertManager(db, admin.email, admin.password, business!.id, 'admin');
  await insertManager(db, manager.email, manager.password, business!.id);
  const [first] = await db.select().from(locations).where(eq(locations.businessId, business!.id));
  const [second] = await db
    .insert(locations)
    .values({ businessId: business!.id, number: 2, name: secondLocation })
    .returning();
  const people = await db
    .insert(employees)
    .values(
      staff.map((name, index) => ({
        businessId: business!.id,
        name,
        code: `e2ec${index}`,
        slug: `dva-grada-${index}-e2e`,
      })),
    )
    .returning();
  await db.insert(employeeLocations).values([
    { employeeId: people[0]!.id, locationId: first!.id },
    { employeeId: people[1]!.id, locationId: second!.id },
  ]);
}

export async function seed(dataDir: string): Promise<E2eFixtures> {
  const database = await openDatabase({ dataDir });
  try {
    await runMigrations(database);
    const { db } = database;
    const { manager, employee } = FIXTURES;
    const business = await insertBusiness(db, {
      name: manager.businessName,
      slug: 'salon-lepota-e2e',
      email: manager.email,
      // Google's own documented example place (docs/google.md §D.3).
      googlePlaceId: 'ChIJN1t_tDeuEmsRUsoyG83frY4',
    });
    await insertManager(db, manager.email, manager.password, business!.id);
    await insertManager(db, FIXTURES.admin.email, FIXTURES.admin.password, business!.id, 'admin');
    const { secondManager } = FIXTURES;
    await insertManager(db, secondManager.email, secondManager.password, business!.id);
    const [milica] = await db
      .insert(employees)
      .values({
        businessId: business!.id,
        name: employee.name,
        code: 'e2emil',
        slug: employee.slug,
      })
      .returning();
    await db.insert(employeeCredentials).values({
      employeeId: milica!.id,
      username: employee.username,
      passwordHash: await hashPassword(employee.password),
    });
    await seedGoogleBusiness(db);
    await seedChain(db);
    return FIXTURES;
  } finally {
    await database.close();
  }
}
