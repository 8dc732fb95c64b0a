import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  uptimeSeconds: z.number(),
});

export const readinessResponseSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.object({
    driver: z.enum(['pglite', 'postgres']),
    ok: z.boolean(),
    latencyMs: z.number().optional(),
  }),
});
export type Readiness = z.infer<typeof readinessResponseSchema>;
