// Rows of the Google connection: the business's google_* columns and its sync_jobs.
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  businesses,
  syncJobs,
  type Business,
  type NewSyncJob,
  type SyncJob,
} from '../../db/schema';

export async function updateBusiness(
  db: Database,
  businessId: string,
  patch: Partial<typeof businesses.$inferInsert>,
): Promise<Business | null> {
  const [row] = await db
    .update(businesses)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(businesses.id, businessId))
    .returning();
  return row ?? null;
}

export async function insertJob(db: Database, values: NewSyncJob): Promise<SyncJob> {
  const [row] = await db.insert(syncJobs).values(values).returning();
  return row!;
}

export async function updateJob(
  db: Database,
  jobId: string,
  patch: Partial<NewSyncJob>,
): Promise<void> {
  await db.update(syncJobs).set(patch).where(eq(syncJobs.id, jobId));
}

/** A job of this business only: another business's job id reads as not found. */
export async function findJob(
  db: Database,
  businessId: string,
  jobId: string,
): Promise<SyncJob | null> {
  const [row] = await db
    .select()
    .from(syncJobs)
    .where(and(eq(syncJobs.id, jobId), eq(syncJobs.businessId, businessId)))
    .limit(1);
  return row ?? null;
}

/** Serialises starting a sync of one business across processes, for the rest of the transaction. */
export async function lockBusinessForSync(db: Database, businessId: string) {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtext('reviewtrace.google-sync'), hashtext(${businessId}))`,
  );
}

export async function latestActiveJob(db: Database, businessId: string): Promise<SyncJob | null> {
  const [row] = await db
    .select()
    .from(syncJobs)
    .where(
      and(eq(syncJobs.businessId, businessId), inArray(syncJobs.status, ['queued', 'running'])),
    )
    .orderBy(desc(syncJobs.createdAt))
    .limit(1);
  return row ?? null;
}

/** Businesses a scheduled sync should visit: connected through Business Profile or Places. */
export async function scheduledBusinessIds(db: Database): Promise<string[]> {
  const rows = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(
      and(
        inArray(businesses.connectionType, ['business_profile', 'places_api']),
        eq(businesses.googleIntegrationStatus, 'connected'),
      ),
    );
  return rows.map((r) => r.id);
}

/** Stores refreshed tokens unless the business disconnected meanwhile (no tokens to replace). */
export async function saveRefreshedOauth(db: Database, businessId: string, sealed: string) {
  await db
    .update(businesses)
    .set({ googleOauth: sealed, updatedAt: new Date() })
    .where(and(eq(businesses.id, businessId), isNotNull(businesses.googleOauth)));
}
