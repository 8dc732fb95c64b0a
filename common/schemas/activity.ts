import { z } from 'zod';
import { ADDRESS_AS } from '../address-as';

export const activityQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** Keyset cursor: only events older than this id (the last id of the previous page). */
  before: z.coerce.number().int().positive().optional(),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

export const activityItemSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  employeeId: z.uuid().nullable(),
  employeeName: z.string().nullable(),
  /** How the employee is addressed, when the manager chose (else from the name). */
  employeeAddressAs: z.enum(ADDRESS_AS).nullable(),
  payload: z.record(z.string(), z.unknown()),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

export const activityListSchema = z.object({
  items: z.array(activityItemSchema),
  /** Pass as `before` for the next page; null on the last page. */
  nextBefore: z.number().int().nullable(),
});
