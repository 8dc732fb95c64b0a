// Requests and responses of the account flows: confirmation, password reset, and the signed-in
// user's own profile (docs/accounts.md). The same schemas validate the forms and the API.
import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { REFUSAL } from '../messages';
import { emailSchema, passwordSchema } from './auth';

const localeSchema = z.enum(LANGUAGES);

/** Sign-up answer: the account exists, but signs in only after the address is confirmed. */
export const signUpResponseSchema = z.object({
  confirmationRequired: z.literal(true),
  email: z.string(),
});
export type SignUpResponse = z.infer<typeof signUpResponseSchema>;

export const emailRequestSchema = z.object({ email: emailSchema, locale: localeSchema.optional() });
export type EmailRequest = z.infer<typeof emailRequestSchema>;

/** Answered the same whether or not the address has an account (no enumeration). */
export const acceptedResponseSchema = z.object({ accepted: z.literal(true) });

const tokenSchema = z
  .string({ error: REFUSAL.linkInvalid })
  .trim()
  .min(16, REFUSAL.linkInvalid)
  .max(200, REFUSAL.linkInvalid);

export const confirmEmailRequestSchema = z.object({ token: tokenSchema });
export const confirmEmailResponseSchema = z.object({
  email: z.string(),
  /** True when the link confirmed a change of address (not a new account). */
  changed: z.boolean(),
});

export const resetPasswordRequestSchema = z.object({
  token: tokenSchema,
  password: passwordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

const currentPasswordSchema = z
  .string({ error: REFUSAL.currentPasswordWrong })
  .min(1, REFUSAL.currentPasswordWrong)
  .max(1024, REFUSAL.currentPasswordWrong);

export const changePasswordRequestSchema = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: passwordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const changeEmailRequestSchema = z.object({
  email: emailSchema,
  currentPassword: currentPasswordSchema,
});
export type ChangeEmailRequest = z.infer<typeof changeEmailRequestSchema>;

export const FULL_NAME_MAX_LENGTH = 100;
export const profileUpdateSchema = z.object({
  fullName: z.string().trim().max(FULL_NAME_MAX_LENGTH).nullable().optional(),
  locale: localeSchema.optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const profileSchema = z.object({
  kind: z.enum(['user', 'employee']),
  email: z.string().nullable(),
  /** A change waiting for its confirmation link to be followed. */
  pendingEmail: z.string().nullable(),
  fullName: z.string().nullable(),
  username: z.string().nullable(),
  locale: localeSchema,
  hasPassword: z.boolean(),
  googleLinked: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;
