// Rows of the Google connection: the business's google_* columns and its sync_jobs.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  businesses,
  syncJobs,
  type Business,
  type NewSyncJob,
  type SyncJob,
} from '../../db/schema';

export async function findBusiness(db: Database, businessId: string): Promise<Business | null> {
  const [found] = await db.select().from(businesses).where(eq(businesses.id, businessId)).limit(1);
  return found ?? null;
}

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
