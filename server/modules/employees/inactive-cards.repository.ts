// Scans of cards whose employee was deactivated or deleted, this calendar month in the
// business's time zone (docs/funnel.md "Cards of people who left"). By the caller's business.
// Columns inside the subquery are qualified by hand: drizzle writes them bare in a select list.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { uuidList } from '../../db/id-list';
import { businesses, touches } from '../../db/schema';

export async function inactiveCardScans(
  db: Database,
  businessId: string,
  /** A manager limited to some locations counts their scans only. */
  locationIds: string[] | null,
) {
  const at = locationIds ? sql`and t.location_id in (${uuidList(locationIds)})` : sql``;
  const [row] = await db
    .select({
      count: sql<number>`(select count(*) from ${touches} t where t.business_id = businesses.id
        ${at} and t.card_inactive and t.created_at >= date_trunc('month', now() at time zone
          ${businesses.timezone}) at time zone ${businesses.timezone})::int`,
      since: sql<string>`to_char(date_trunc('month', now() at time zone ${businesses.timezone}),
        'YYYY-MM-DD')`,
    })
    .from(businesses)
    .where(sql`${businesses.id} = ${businessId}`);
  return row ? { count: Number(row.count), since: row.since } : null;
}
