// Fixtures for the analytics and export tests: roll-up rows and reviews written straight to the
// database at fixed instants, and a clock frozen with fake Date only (the database drivers keep
// their real timers).
import { vi } from 'vitest';
import type { App } from '../server/app';
import { reviews, statsHourly, type NewReview } from '../server/db/schema';
import { firstLocationId } from '../server/modules/locations/locations.repository';

export function freezeAt(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

export function unfreeze() {
  vi.useRealTimers();
}

export async function addHour(
  app: App,
  row: {
    businessId: string;
    employeeId: string;
    hour: string;
    touches?: number;
    clickouts?: number;
    selfConfirms?: number;
    /** Default: the business's first location. */
    locationId?: string;
  },
) {
  const locationId = row.locationId ?? (await firstLocationId(app.database.db, row.businessId));
  await app.database.db
    .insert(statsHourly)
    .values({ ...row, locationId, hour: new Date(row.hour) });
}

let counter = 0;

export async function addReview(
  app: App,
  businessId: string,
  publishedAt: string,
  overrides: Partial<NewReview> = {},
) {
  const [row] = await app.database.db
    .insert(reviews)
    .values({
      businessId,
      locationId: overrides.locationId ?? (await firstLocationId(app.database.db, businessId)),
      externalId: `fixture-${++counter}-${Math.random().toString(36).slice(2)}`,
      authorName: 'Jelena',
      rating: 5,
      publishedAt: new Date(publishedAt),
      ...overrides,
    })
    .returning();
  return row!;
}
