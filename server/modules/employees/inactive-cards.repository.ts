// Scans of cards whose employee was deactivated or deleted, this calendar month in the
// business's time zone (docs/funnel.md "Cards of people who left"), by card; the total is their
// sum. By the caller's business.
// Columns inside the subquery are qualified by hand: drizzle writes them bare in a select list.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { uuidList } from '../../db/id-list';
import { businesses, employees, touches } from '../../db/schema';

export async function inactiveCardScans(
  db: Database,
  businessId: string,
  /** A manager limited to some locations counts their scans only. */
  locationIds: string[] | null,
) {
  const [row] = await db
    .select({
      since: sql<string>`to_char(date_trunc('month', now() at time zone ${businesses.timezone}),
        'YYYY-MM-DD')`,
    })
    .from(businesses)
    .where(sql`${businesses.id} = ${businessId}`);
  if (!row) return null;
  // Whose cards: the people named, most scanned first, so the owner knows whose to collect.
  const cards = await db
    .select({
      employeeId: employees.id,
      name: employees.name,
      count: sql<number>`count(*)::int`,
    })
    .from(touches)
    .innerJoin(employees, sql`${employees.id} = ${touches.employeeId}`)
    .innerJoin(businesses, sql`${businesses.id} = ${touches.businessId}`)
    .where(
      sql`${touches.businessId} = ${businessId} and ${touches.cardInactive}
        ${locationIds ? sql`and ${touches.locationId} in (${uuidList(locationIds)})` : sql``}
        and ${touches.createdAt} >= date_trunc('month', now() at time zone ${businesses.timezone})
          at time zone ${businesses.timezone}`,
    )
    .groupBy(employees.id, employees.name)
    .orderBy(sql`count(*) desc`, employees.name);
  const counted = cards.map((card) => ({ ...card, count: Number(card.count) }));
  return {
    count: counted.reduce((sum, card) => sum + card.count, 0),
    since: row.since,
    cards: counted,
  };
}
