import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, oneOf } from './columns';
import { ownerBusinessId } from './owners';
import { SYNC_JOB_STATUSES } from '@common/schemas/google';

export const SYNC_JOB_KINDS = ['business_profile', 'places_api', 'import'] as const;
export type SyncJobKind = (typeof SYNC_JOB_KINDS)[number];

export type { SyncJobStatus } from '@common/schemas/google';

/**
 * One "Sync now" / scheduled sync / file import, polled by GET /api/google/sync/{jobId}.
 * At most one queued or running per business: created under a per-business advisory lock
 * (server/modules/google/sync-jobs.ts).
 */
export const syncJobs = pgTable(
  'sync_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: ownerBusinessId(),
    kind: text('kind', { enum: SYNC_JOB_KINDS }).notNull(),
    status: text('status', { enum: SYNC_JOB_STATUSES }).notNull().default('queued'),
    processed: integer('processed').notNull().default(0),
    // Unknown until the source says how many reviews there are.
    total: integer('total'),
    // Reviews the source sent that could not be read (no id, no rating …): counted, never stored.
    rejected: integer('rejected').notNull().default(0),
    // "Sync Failed: <reason>", the API's text; `errorKey` is what the web app words it by.
    error: text('error'),
    errorKey: text('error_key'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
    // Null for scheduled runs.
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('sync_jobs_business_created_at_idx').on(t.businessId, t.createdAt),
    check('sync_jobs_kind_check', oneOf(t.kind, SYNC_JOB_KINDS)),
    check('sync_jobs_status_check', oneOf(t.status, SYNC_JOB_STATUSES)),
  ],
);

export type SyncJob = typeof syncJobs.$inferSelect;
export type NewSyncJob = typeof syncJobs.$inferInsert;
