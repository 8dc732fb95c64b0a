// Visits from a booking system (docs/visits.md): who served which customer when, imported from a
// booking tool's export or sent by the tool itself. A review whose author is a customer served by
// exactly one employee in the days before it is credited to that employee (`visit`).
import { z } from 'zod';
import { REFUSAL } from '../messages';

/** A review up to this many days after a visit can be that visit's. */
export const VISIT_MATCH_DAYS = 14;
/** Visits are deleted this many days after they happened (docs/visits.md "Privacy"). */
export const VISIT_RETENTION_DAYS = 90;
export const VISIT_IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** The columns a visits file has: found by their names, or chosen by the manager. */
export const visitColumnsSchema = z.object({
  customer: z.string().min(1).max(200),
  employee: z.string().min(1).max(200),
  date: z.string().min(1).max(200),
  time: z.string().max(200).optional(),
  location: z.string().max(200).optional(),
  id: z.string().max(200).optional(),
});
export type VisitColumns = z.infer<typeof visitColumnsSchema>;

export const visitImportQuerySchema = z.object({
  /** Read and report without storing anything. */
  preview: z.enum(['0', '1']).optional(),
  /** The manager's choice of columns, as JSON, for a file whose columns were not recognised. */
  columns: z.string().max(2000).optional(),
});

const VISIT_REJECTIONS = [
  'noCustomer',
  'noEmployee',
  'unknownEmployee',
  'badDate',
  'ambiguousDate',
  'cancelled',
  'unknownLocation',
  /** Older than the visits we keep: it could credit no review and is not stored. */
  'expired',
] as const;

export const visitImportReportSchema = z.object({
  preview: z.boolean(),
  /** The columns used (recognised or chosen). */
  columns: visitColumnsSchema,
  /** Rows read from the file. */
  total: z.number().int(),
  /** Visits stored (or, in a preview, that would be). */
  imported: z.number().int(),
  /** Rows already stored by an earlier import. */
  duplicates: z.number().int(),
  rejected: z.array(
    z.object({
      row: z.number().int(),
      reason: z.enum(VISIT_REJECTIONS),
      value: z.string().optional(),
    }),
  ),
  /** Names in the employee column that are no one on the team, with how many rows name them. */
  unknownEmployees: z.array(z.object({ name: z.string(), rows: z.number().int() })),
  /** The first rows as read, for the manager to check before importing. */
  sample: z.array(
    z.object({
      customerName: z.string(),
      employeeName: z.string(),
      servedAt: z.iso.datetime({ offset: true }),
    }),
  ),
});
export type VisitImportReport = z.infer<typeof visitImportReportSchema>;

/** A file whose columns were not recognised: the headers to choose from. */
export const visitColumnsUnknownSchema = z.object({ headers: z.array(z.string()) });

/** One visit sent by a booking system (POST /api/visits with a visit key). */
export const visitWebhookSchema = z.object({
  /** The sender's own id of the visit: sending it again changes nothing. */
  id: z.string().trim().min(1).max(200),
  customerName: z
    .string({ error: REFUSAL.visitCustomerRequired })
    .trim()
    .min(1, REFUSAL.visitCustomerRequired)
    .max(200),
  /** An email address or phone number: stored only as a keyed hash. */
  contact: z.string().trim().max(200).optional(),
  /** The employee by id, name or nickname. */
  employee: z
    .string({ error: REFUSAL.visitEmployeeRequired })
    .trim()
    .min(1, REFUSAL.visitEmployeeRequired)
    .max(200),
  /** The location by id or name; the employee's first when absent. */
  location: z.string().trim().max(200).optional(),
  time: z.iso.datetime({ offset: true, error: REFUSAL.visitTimeInvalid }),
});
export type VisitWebhook = z.infer<typeof visitWebhookSchema>;

export const visitWebhookAnswerSchema = z.object({
  id: z.uuid(),
  /** False when the sender's id was stored before. */
  created: z.boolean(),
  employeeId: z.uuid(),
});

export const visitSummarySchema = z.object({
  stored: z.number().int(),
  oldest: z.iso.datetime({ offset: true }).nullable(),
  newest: z.iso.datetime({ offset: true }).nullable(),
  retentionDays: z.number().int(),
  matchDays: z.number().int(),
});
export type VisitSummary = z.infer<typeof visitSummarySchema>;

const visitKeySchema = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime({ offset: true }),
  lastUsedAt: z.iso.datetime({ offset: true }).nullable(),
});
export const createdVisitKeySchema = visitKeySchema.extend({ key: z.string() });
export type CreatedVisitKey = z.infer<typeof createdVisitKeySchema>;
export const visitKeyListSchema = z.object({ items: z.array(visitKeySchema) });
