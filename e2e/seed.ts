// Fixtures written into the e2e server's empty DATA_DIR before it starts (PGlite allows one
// process at a time): a business with a manager and an employee who has sign-in credentials.
import { openDatabase } from '../server/db/client';
import { runMigrations } from '../server/db/migrate';
import { authUsers, businesses, employeeCredentials, employees, users } from '../server/db/schema';
import { hashPassword } from '../server/lib/passwords';

export interface E2eFixtures {
  manager: { email: string; password: string; businessName: string };
  employee: { username: string; password: string; name: string };
}

export const FIXTURES: E2eFixtures = {
  manager: {
    email: 'vlasnica@salon-lepota.rs',
    password: 'lepota2026',
    businessName: 'Salon Lepota',
  },
  employee: { username: 'milica', password: 'milica2026', name: 'Milica Petrović' },
};

export async function seed(dataDir: string): Promise<E2eFixtures> {
  const database = await openDatabase({ dataDir });
  try {
    await runMigrations(database);
    const { db } = database;
    const { manager, employee } = FIXTURES;
    const [business] = await db
      .insert(businesses)
      .values({
        name: manager.businessName,
        slug: 'salon-lepota-e2e',
        email: manager.email,
        // Google's own documented example place (GOOGLE.md §D.3).
        googlePlaceId: 'ChIJN1t_tDeuEmsRUsoyG83frY4',
      })
      .returning();
    const [authUser] = await db
      .insert(authUsers)
      .values({ email: manager.email, passwordHash: await hashPassword(manager.password) })
      .returning();
    await db.insert(users).values({
      authUserId: authUser!.id,
      email: manager.email,
      role: 'manager',
      businessId: business!.id,
      businessName: business!.name,
    });
    const [milica] = await db
      .insert(employees)
      .values({ businessId: business!.id, name: employee.name, code: 'e2emil', slug: 'milica-e2e' })
      .returning();
    await db.insert(employeeCredentials).values({
      employeeId: milica!.id,
      username: employee.username,
      passwordHash: await hashPassword(employee.password),
    });
    return FIXTURES;
  } finally {
    await database.close();
  }
}
