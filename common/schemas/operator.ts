// GET /api/operator/status: the instance's health for whoever runs it (/operator). Counts and
// business names only: no secrets, no personal data.
import { z } from 'zod';

export const operatorStatusSchema = z.object({
  version: z.string(),
  startedAt: z.iso.datetime({ offset: true }),
  uptimeSeconds: z.number().int(),
  node: z.string(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    sizeBytes: z.number().int().nullable(),
    ok: z.boolean(),
  }),
  /** Null when the database does not answer. */
  counts: z
    .object({
      businesses: z.number().int(),
      users: z.number().int(),
      employees: z.number().int(),
      touches: z.number().int(),
      clickouts: z.number().int(),
      reviews: z.number().int(),
      activityEvents: z.number().int(),
    })
    .nullable(),
  /** Null when the database does not answer. */
  sync: z
    .object({
      failingBusinesses: z.array(
        z.object({
          businessId: z.uuid(),
          name: z.string(),
          status: z.enum(['expired', 'error']),
          message: z.string().nullable(),
          lastSyncedAt: z.iso.datetime({ offset: true }).nullable(),
        }),
      ),
      /** Sync jobs that failed in the last 24 hours. */
      recentFailedJobs: z.number().int(),
    })
    .nullable(),
});
export type OperatorStatus = z.infer<typeof operatorStatusSchema>;
