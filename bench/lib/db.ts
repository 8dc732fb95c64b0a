// Databases for the benches: a fresh PostgreSQL database per bench (so figures never depend on
// what an earlier run left behind), or a PGlite data directory, migrated by the server's own
// migrations, with one business, its manager and its staff.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createBusiness, createEmployee, createUser } from '../../test/factories';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { runMigrations } from '../../server/db/migrate';
import { hashPassword } from '../../server/lib/passwords';
import { locations } from '../../server/db/schema';
import {
  firstLocationId,
  setEmployeeLocations,
} from '../../server/modules/locations/locations.repository';
import { benchDatabaseUrl } from './common';

/** Drops and creates `name` on the bench server; returns its URL. */
export async function recreateDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: benchDatabaseUrl('postgres') });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  return benchDatabaseUrl(name);
}

export async function dropDatabase(name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: benchDatabaseUrl('postgres') });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await admin.end();
  }
}

export async function openMigrated(target: {
  databaseUrl?: string;
  dataDir?: string;
}): Promise<DatabaseHandle> {
  const handle = await openDatabase(target);
  await runMigrations(handle);
  return handle;
}

// Serbian and English staff, so the slugs and names look like the product's customers.
const FIRST = ['Milica', 'Marko', 'Jovana', 'Stefan', 'Ana', 'Nikola', 'Katarina', 'Luka', 'Emma'];
const LAST = ['Petrović', 'Jovanović', 'Ilić', 'Kostić', 'Nikolić', 'Brown', 'Savić', 'Marić'];

function staffName(i: number): string {
  return `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]} ${i + 1}`;
}

export interface BenchBusiness {
  businessId: string;
  email: string;
  password: string;
  employeeIds: string[];
  slugs: string[];
  /** By number: the first location's id first. */
  locationIds: string[];
}

/** A business with a Google review link (so clickouts count), a manager and `staff` employees. */
export async function createBenchBusiness(
  handle: DatabaseHandle,
  staff: number,
  /** Locations 1..n; employee i works at location (i mod n) + 1 only. */
  locationCount = 1,
): Promise<BenchBusiness> {
  const suffix = randomBytes(3).toString('hex');
  const business = await createBusiness(handle.db, {
    name: `Bench Salon ${suffix}`,
    googleReviewUrl: 'https://search.google.com/local/writereview?placeid=bench',
    timezone: 'Europe/Belgrade',
  });
  const password = `bench-${randomBytes(6).toString('hex')}`;
  const email = `manager-${suffix}@bench.example.com`;
  await createUser(handle.db, business, { email, passwordHash: await hashPassword(password) });
  const employeeIds: string[] = [];
  const slugs: string[] = [];
  for (let i = 0; i < staff; i++) {
    const employee = await createEmployee(handle.db, business, {
      name: staffName(i),
      slug: `bench-${suffix}-${i + 1}`,
      code: `b${suffix}${i + 1}`,
    });
    employeeIds.push(employee.id);
    slugs.push(employee.slug);
  }
  const locationIds = [await firstLocationId(handle.db, business.id)];
  if (locationCount > 1) {
    const others = await handle.db
      .insert(locations)
      .values(
        Array.from({ length: locationCount - 1 }, (_, i) => ({
          businessId: business.id,
          number: i + 2,
          name: `Bench shop ${i + 2}`,
        })),
      )
      .returning({ id: locations.id });
    locationIds.push(...others.map((row) => row.id));
    for (const [i, id] of employeeIds.entries()) {
      const at = locationIds[i % locationIds.length]!;
      await setEmployeeLocations(handle.db, business.id, id, [at]);
    }
  }
  return { businessId: business.id, email, password, employeeIds, slugs, locationIds };
}

/** Raw SQL on either engine. */
export async function query<T>(
  handle: DatabaseHandle,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  if (handle.engine.kind === 'postgres') {
    return (await handle.engine.pool.query(text, values)).rows as T[];
  }
  return (await handle.engine.client.query<T>(text, values)).rows;
}

export async function funnelCounts(handle: DatabaseHandle, businessId: string) {
  const [row] = await query<{ touches: string; clickouts: string }>(
    handle,
    `select (select count(*) from touches where business_id = $1) as touches,
       (select count(*) from clickouts where business_id = $1) as clickouts`,
    [businessId],
  );
  return { touches: Number(row!.touches), clickouts: Number(row!.clickouts) };
}
