// Review requests (docs/review-requests.md): an employee asks a customer for a review with a link
// of its own (/r/{token}) sent from their phone, shown as a QR code or copied. The request's
// funnel is sent -> opened -> tapped through to Google -> review credited (`requested`).
import { z } from 'zod';
import { REFUSAL } from '../messages';
import { LANGUAGES } from '../constants';
import { emailSchema } from './auth';

export const CUSTOMER_NAME_MAX_LENGTH = 60;
/** A review by the customer up to this many days after the request is credited to its sender. */
export const REQUEST_MATCH_DAYS = 30;
/** A customer is mailed at most one request in this many days per business. */
export const REQUEST_MAIL_DAYS = 30;

const REQUEST_STATUSES = ['sent', 'opened', 'tapped', 'credited'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const createReviewRequestSchema = z.object({
  /** Whom the request credits; an employee always asks for themselves. */
  employeeId: z.uuid().optional(),
  /** The customer's first name (optionally with an initial), as the sender heard it. */
  customerName: z
    .string({ error: REFUSAL.customerNameTooLong })
    .trim()
    .max(CUSTOMER_NAME_MAX_LENGTH, REFUSAL.customerNameTooLong)
    .refine((name) => !/[\p{Cc}]/u.test(name), REFUSAL.invalidCharacter)
    .optional(),
  /** The location the customer was served at; the employee's first when absent. */
  locationId: z.uuid().optional(),
  /** The language of the message the sender sends (the customer's, as the sender judges). */
  lang: z.enum(LANGUAGES).default('sr'),
  /**
   * The product mails the request to this address (at most once in REQUEST_MAIL_DAYS per
   * business, never to an address that opted out); the address itself is not stored.
   */
  email: emailSchema.optional(),
});
export type CreateReviewRequest = z.input<typeof createReviewRequestSchema>;

export const reviewRequestSchema = z.object({
  id: z.uuid(),
  url: z.url(),
  /** The text to send: no rating asked, nothing suggested, nothing offered (docs/review-requests.md). */
  message: z.string(),
  employeeId: z.uuid(),
  employeeName: z.string(),
  customerName: z.string().nullable(),
  status: z.enum(REQUEST_STATUSES),
  createdAt: z.iso.datetime({ offset: true }),
  openedAt: z.iso.datetime({ offset: true }).nullable(),
  tappedAt: z.iso.datetime({ offset: true }).nullable(),
  reviewId: z.uuid().nullable(),
  /** The product mailed it (to the address given; the address is not kept). */
  mailed: z.boolean(),
});
export type ReviewRequest = z.infer<typeof reviewRequestSchema>;

const funnelSchema = z.object({
  sent: z.number().int(),
  opened: z.number().int(),
  tapped: z.number().int(),
  credited: z.number().int(),
});

export const reviewRequestListQuerySchema = z.object({
  employeeId: z.uuid().optional(),
  lang: z.enum(LANGUAGES).default('sr'),
});

export const reviewRequestListSchema = z.object({
  items: z.array(reviewRequestSchema),
  /** The last 30 days' requests of the people listed, step by step. */
  funnel: funnelSchema,
  /** The same per employee, for the dashboard's team table and the exports. */
  byEmployee: z.array(funnelSchema.extend({ employeeId: z.uuid() })),
});
export type ReviewRequestList = z.infer<typeof reviewRequestListSchema>;

export const requestTokenParamsSchema = z.object({ token: z.string().min(10).max(64) });
