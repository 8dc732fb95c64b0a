// The activity feed: a manager sees the whole business (one limited to some locations: the
// events of the people who work there), an employee only their own events (nothing about
// colleagues, docs/product-rules.md §1).
import type { ActivityQuery } from '@common/schemas/activity';
import type { Database } from '../../db/client';
import { rowFilter, type BusinessScope } from '../scope/scope';
import { listActivity } from './activity.repository';

export async function activityFeed(db: Database, scope: BusinessScope, query: ActivityQuery) {
  const filter = await rowFilter(scope);
  if (!filter) return { items: [], nextBefore: null };
  const rows = await listActivity(db, { ...filter, limit: query.limit, before: query.before });
  return {
    items: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      payload: (row.payload ?? {}) as Record<string, unknown>,
    })),
    nextBefore: rows.length === query.limit ? (rows.at(-1)?.id ?? null) : null,
  };
}
