import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from '../errors';
import { REFUSAL } from '../messages';

const codes = Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]];

/** The error envelope every non-2xx JSON answer uses (docs/http-api.md). */
export const errorEnvelopeSchema = z.object({
  error: z.object({
    code: z.enum(codes),
    /** The web catalogue's key for the wording (`messages.…` or `errors.codes.…`). */
    key: z.string(),
    message: z.string(),
    /** Values for the web app's own wording of the error (e.g. the similar name). */
    params: z.record(z.string(), z.string()).optional(),
  }),
});

/** The error envelope for each of these statuses: a route's documented refusals, in one line. */
export function errorResponses<Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof errorEnvelopeSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorEnvelopeSchema])) as Record<
    Status,
    typeof errorEnvelopeSchema
  >;
}

export const uuidSchema = z.uuid();
export const idParamsSchema = z.object({ id: z.uuid() });

const MIN_CALENDAR_YEAR = 1970;
const MAX_CALENDAR_YEAR = 2100;

/**
 * A calendar date (YYYY-MM-DD) in the years 1970 to 2100: nothing the product counts happened
 * earlier, and dates far outside (0000-01-01, 9999-12-31) overflow a range's time-zone arithmetic.
 */
export const calendarDateSchema = z.iso.date().refine((date) => {
  const year = Number(date.slice(0, 4));
  return year >= MIN_CALENDAR_YEAR && year <= MAX_CALENDAR_YEAR;
}, REFUSAL.dateOutOfRange);
