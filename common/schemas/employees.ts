// Employees and their public links (docs/http-api.md shapes; docs/product-rules.md §5 messages). Shared by the API, the
// employees screen's forms and the OpenAPI document.
import { z } from 'zod';
import { calendarDateSchema } from './common';
import { EMPLOYEE_NAME_MIN_LENGTH, LANGUAGES, MAX_PAGE_SIZE } from '../constants';
import { REFUSAL } from '../messages';
import { ADDRESS_AS } from '../address-as';

export const employeeNameSchema = z
  .string({ error: REFUSAL.employeeNameRequired })
  .trim()
  .min(1, REFUSAL.employeeNameRequired)
  .min(EMPLOYEE_NAME_MIN_LENGTH, REFUSAL.employeeNameTooShort)
  .max(100, REFUSAL.employeeNameTooLong);

/** Nicknames and other forms customers use for the employee (used by attribution). */
export const aliasesSchema = z
  .array(z.string().trim().min(1).max(60))
  .max(20)
  .transform((list) => [...new Set(list.map((a) => a.trim()))]);

/** A calendar date, YYYY-MM-DD (the day the employee started). */
export const employeeSinceSchema = calendarDateSchema.nullable();

export const employeeSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  code: z.string(),
  isActive: z.boolean(),
  employeeSince: z.string().nullable(),
  aliases: z.array(z.string()),
  /** How Serbian sentences address them: the manager's choice, else from the first name. */
  addressAs: z.enum(ADDRESS_AS),
  /** The manager's choice, null when it follows the name. */
  addressAsChoice: z.enum(ADDRESS_AS).nullable(),
  /** Absolute URL of the public page /e/{slug} (what the QR code encodes). */
  publicUrl: z.string(),
  /** Absolute URL of the full-screen QR page /qr/{slug}. */
  qrUrl: z.string(),
  /** Username of the employee's sign-in, null when none is set. */
  username: z.string().nullable(),
  /** The locations they work at, by location number (docs/locations.md). */
  locationIds: z.array(z.uuid()),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Employee = z.infer<typeof employeeSchema>;

const EMPLOYEE_STATUSES = ['active', 'inactive', 'all'] as const;

export const employeeListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  status: z.enum(EMPLOYEE_STATUSES).default('all'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(50),
});
export type EmployeeListQuery = z.infer<typeof employeeListQuerySchema>;

export const employeeListSchema = z.object({
  items: z.array(employeeSchema),
  total: z.number().int(),
});

/** Yes, a new person whose name reads like a colleague's (after "Did you mean …?"). */
const confirmSimilarSchema = z.boolean().optional();

export const createEmployeeRequestSchema = z.object({
  name: employeeNameSchema,
  employeeSince: employeeSinceSchema.optional(),
  aliases: aliasesSchema.optional(),
  addressAs: z.enum(ADDRESS_AS).nullable().optional(),
  confirmSimilar: confirmSimilarSchema,
  /** Where they work; absent: every location not archived (the one, for most businesses). */
  locationIds: z
    .array(z.uuid())
    .min(1, REFUSAL.employeeLocationsRequired)
    .max(100)
    .transform((ids) => [...new Set(ids)])
    .optional(),
});
export type CreateEmployeeRequest = z.infer<typeof createEmployeeRequestSchema>;

export const updateEmployeeRequestSchema = z
  .object({
    name: employeeNameSchema.optional(),
    isActive: z.boolean().optional(),
    employeeSince: employeeSinceSchema.optional(),
    aliases: aliasesSchema.optional(),
    addressAs: z.enum(ADDRESS_AS).nullable().optional(),
    confirmSimilar: confirmSimilarSchema,
  })
  .refine(
    (body) => Object.keys(body).some((key) => key !== 'confirmSimilar'),
    REFUSAL.nothingToChange,
  );
export type UpdateEmployeeRequest = z.infer<typeof updateEmployeeRequestSchema>;

export const CARD_SIZES = ['a4', 'a6'] as const;
export type CardSize = (typeof CARD_SIZES)[number];

/** Drawing a card takes a few milliseconds of a core: one sheet holds at most this many. */
export const MAX_CARDS_PER_SHEET = 200;

export const qrSheetQuerySchema = z.object({
  /** Comma-separated employee ids; absent: every active employee. */
  ids: z
    .string()
    .max(40 * MAX_CARDS_PER_SHEET)
    .optional()
    .transform((value) => (value ? value.split(',').filter(Boolean) : undefined))
    .pipe(z.array(z.uuid()).max(MAX_CARDS_PER_SHEET).optional()),
  /**
   * The language of the printed words; absent: the signed-in account's language (the one it
   * signed up in, changed on the profile), else English.
   */
  lang: z.enum(LANGUAGES).optional(),
  /** a4: a sheet of 8 cut-out cards; a6: one folded table tent per employee. */
  size: z.enum(CARD_SIZES).default('a4'),
  /**
   * Cards of one location (docs/locations.md): each code opens /e/{slug}?l={number}, and without
   * `ids` the sheet holds the active employees who work there.
   */
  location: z.uuid().optional(),
});

export const selfConfirmRequestSchema = z.object({
  reviewerName: z
    .string({ error: REFUSAL.reviewerNameRequired })
    .trim()
    .min(1, REFUSAL.reviewerNameRequired)
    .max(100, REFUSAL.reviewerNameRequired),
});

/** Scans of deactivated or deleted employees' cards since `since` (the month's first day, local). */
export const inactiveScansSchema = z.object({
  count: z.number().int().min(0),
  since: z.iso.date(),
  /** Whose cards were scanned, most scanned first. */
  cards: z.array(
    z.object({ employeeId: z.uuid(), name: z.string(), count: z.number().int().min(1) }),
  ),
});
