import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from '../errors';

const codes = Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]];

/** The error envelope every non-2xx JSON answer uses (DESIGN §5). */
export const errorEnvelopeSchema = z.object({
  error: z.object({
    code: z.enum(codes),
    message: z.string(),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const uuidSchema = z.uuid();
export const idParamsSchema = z.object({ id: z.uuid() });
