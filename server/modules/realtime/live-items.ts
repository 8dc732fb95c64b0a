// Turns NOTIFY ids into feed items for the hub, with one query per flush. Each item also carries
// its business and its locations (the event's own, else where its employee works), so each stream
// can pick what its audience may see (activity.repository.ts staffOf, the same rule); both are
// stripped before the item is sent.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ActivityItem } from '@common/schemas/activity';
import type { Database } from '../../db/client';
import { activityEvents, employeeLocations, employees } from '../../db/schema';
import type { ActivityNotice } from './activity-listener';

export type LiveItem = ActivityItem & { businessId: string; locationIds: string[] };

export async function loadLiveItems(db: Database, notices: ActivityNotice[]): Promise<LiveItem[]> {
  const ids = [...new Set(notices.map((n) => n.id))];
  const businessIds = [...new Set(notices.map((n) => n.businessId))];
  const rows = await db
    .select({
      id: activityEvents.id,
      businessId: activityEvents.businessId,
      type: activityEvents.type,
      createdAt: activityEvents.createdAt,
      employeeId: activityEvents.employeeId,
      employeeName: employees.name,
      employeeAddressAs: employees.addressAs,
      payload: activityEvents.payload,
      // As text: both drivers parse text[] into a string array (uuid[] is not parsed everywhere).
      locationIds: sql<string[]>`case when ${activityEvents.locationId} is not null
        then array[${activityEvents.locationId}::text]
        else array(select ${employeeLocations.locationId}::text from ${employeeLocations}
          where ${employeeLocations.employeeId} = ${activityEvents.employeeId}) end`,
    })
    .from(activityEvents)
    .leftJoin(employees, eq(employees.id, activityEvents.employeeId))
    .where(and(inArray(activityEvents.id, ids), inArray(activityEvents.businessId, businessIds)))
    .orderBy(asc(activityEvents.id));
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    payload: (row.payload ?? {}) as Record<string, unknown>,
    locationIds: row.locationIds ?? [],
  }));
}

/** What the client gets: the feed item without the fields used only to pick the audience. */
export function forClient(item: LiveItem): ActivityItem {
  const { businessId: _businessId, locationIds: _locationIds, ...rest } = item;
  return rest;
}
