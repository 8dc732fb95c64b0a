// "Database seeding" (docs/product-rules.md §2 Settings; docs/http-api.md POST /api/admin/seed): demo data for the caller's
// business, added by a job the settings screen follows until it ends.
import { z } from 'zod';

const SEED_JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;

const seedSummarySchema = z.object({
  employeesAdded: z.number().int(),
  touches: z.number().int(),
  clickouts: z.number().int(),
  selfConfirmations: z.number().int(),
  reviews: z.number().int(),
});
export type SeedSummary = z.infer<typeof seedSummarySchema>;

export const seedJobSchema = z.object({
  jobId: z.uuid(),
  status: z.enum(SEED_JOB_STATUSES),
  processed: z.number().int(),
  total: z.number().int(),
  /** Set once the job succeeded. */
  summary: seedSummarySchema.optional(),
  error: z.string().optional(),
});
export type SeedJob = z.infer<typeof seedJobSchema>;

export const seedJobParamsSchema = z.object({ jobId: z.uuid() });

export const seedStatusSchema = z.object({
  /** Admins always; managers outside production; employees never. */
  allowed: z.boolean(),
});
