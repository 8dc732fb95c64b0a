// The activity feed: a manager sees the whole business (one limited to some locations: the
// events of the people who work there), an employee only their own events (nothing about
// colleagues, docs/product-rules.md §1).
import type { ActivityQuery } from '@common/schemas/activity';
import type { Database } from '../../db/client';
import type { AuthContext } from '../auth/session.service';
import { allowedLocations } from '../locations/location-access';
import { listActivity } from './activity.repository';
import { ownScope } from '@common/policy';

export async function activityFeed(db: Database, auth: AuthContext, query: ActivityQuery) {
  const businessId = auth.user.businessId;
  const scope = ownScope({ role: auth.role, employeeId: auth.user.employeeId });
  if (!businessId || scope.kind === 'none') return { items: [], nextBefore: null };
  const employeeId = scope.kind === 'own' ? scope.employeeId : undefined;
  const rows = await listActivity(db, {
    businessId,
    employeeId,
    locationIds: await allowedLocations(db, auth),
    limit: query.limit,
    before: query.before,
  });
  return {
    items: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      payload: (row.payload ?? {}) as Record<string, unknown>,
    })),
    nextBefore: rows.length === query.limit ? (rows.at(-1)?.id ?? null) : null,
  };
}
