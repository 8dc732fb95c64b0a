// Requests and responses of sign-up, sign-in, sessions, permissions and the business connection
// (docs/http-api.md, docs/product-rules.md §3-§8). The same schemas validate the forms and the API.
import { z } from 'zod';
import { LANGUAGES, PASSWORD_MIN_LENGTH } from '../constants';
import { isGoogleBusinessUrl, parseGoogleBusinessUrl } from '../google-url';
import { REFUSAL } from '../messages';
import { ACTIONS, RESOURCES, ROLES } from '../policy';

export const emailSchema = z
  .string({ error: REFUSAL.invalidEmail })
  .trim()
  .max(254, REFUSAL.invalidEmail)
  .pipe(z.email({ error: REFUSAL.invalidEmail }));

export const passwordSchema = z
  .string({ error: REFUSAL.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, REFUSAL.passwordTooShort)
  .max(1024, REFUSAL.passwordTooShort);

export const googleBusinessUrlSchema = z
  .string({ error: REFUSAL.googleUrlRequired })
  .trim()
  .min(1, REFUSAL.googleUrlRequired)
  .max(2048, REFUSAL.googleUrlInvalid)
  .refine(isGoogleBusinessUrl, REFUSAL.googleUrlInvalid);

export const signUpRequestSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  googleBusinessUrl: googleBusinessUrlSchema,
  /** The business's name when the link does not carry one; else it is read from the link. */
  businessName: z
    .string()
    .trim()
    .max(100, REFUSAL.businessNameTooLong)
    .refine((name) => name === '' || name.length >= 2, REFUSAL.businessNameTooShort)
    .optional(),
  /** The language of the confirmation mail (and of later mails); the app's language. */
  locale: z.enum(LANGUAGES).optional(),
});
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

/** Whether a pasted link names its place; else the sign-up form offers a name field. */
export function linkNamesBusiness(url: string): boolean {
  return !isGoogleBusinessUrl(url) || Boolean(parseGoogleBusinessUrl(url)?.name);
}

export const signInRequestSchema = z.object({
  email: emailSchema,
  // Sign-in does not re-check the length rule: a wrong password gets the one generic answer.
  password: z
    .string({ error: REFUSAL.invalidEmailOrPassword })
    .min(1, REFUSAL.invalidEmailOrPassword)
    .max(1024),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

export const USERNAME_PATTERN = /^[a-zA-Z0-9._-]{3,32}$/;
export const usernameSchema = z
  .string({ error: REFUSAL.usernameRequired })
  .trim()
  .min(1, REFUSAL.usernameRequired)
  .regex(USERNAME_PATTERN, REFUSAL.usernameInvalid);

export const employeeSignInRequestSchema = z.object({
  username: z
    .string({ error: REFUSAL.invalidUsernameOrPassword })
    .trim()
    .min(1, REFUSAL.invalidUsernameOrPassword)
    .max(64),
  password: z
    .string({ error: REFUSAL.invalidUsernameOrPassword })
    .min(1, REFUSAL.invalidUsernameOrPassword)
    .max(1024),
});
export type EmployeeSignInRequest = z.infer<typeof employeeSignInRequestSchema>;

export const employeeCredentialsRequestSchema = z.object({
  username: usernameSchema,
  password: passwordSchema,
});
export type EmployeeCredentialsRequest = z.infer<typeof employeeCredentialsRequestSchema>;
export const employeeCredentialsResponseSchema = z.object({
  employeeId: z.uuid(),
  username: z.string(),
  isActive: z.boolean(),
});

export const sessionUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: z.enum(ROLES),
  businessId: z.uuid().nullable(),
  businessName: z.string().nullable(),
  employeeId: z.uuid().nullable(),
  employeeName: z.string().nullable(),
  isEmployee: z.boolean(),
  isActive: z.boolean(),
  fullName: z.string().nullable(),
  lastSignInAt: z.iso.datetime({ offset: true }).nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionBusinessSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  timezone: z.string(),
  googleIntegrationStatus: z.enum(['connected', 'disconnected', 'expired', 'error']),
  connectionType: z.enum(['disconnected', 'places_api', 'business_profile', 'import']),
});
export type SessionBusiness = z.infer<typeof sessionBusinessSchema>;

export const sessionEmployeeSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  code: z.string(),
  username: z.string(),
});

export const sessionResponseSchema = z.object({
  kind: z.enum(['user', 'employee']),
  user: sessionUserSchema,
  business: sessionBusinessSchema.nullable(),
  employee: sessionEmployeeSchema.optional(),
  /** `resource:action` strings from the docs/product-rules.md §6 matrix for the user's role. */
  permissions: z.array(z.string()),
  expiresAt: z.iso.datetime({ offset: true }),
  /**
   * The locations a manager is limited to (docs/locations.md), from GET /api/auth/session;
   * empty or absent: every location.
   */
  locationIds: z.array(z.uuid()).optional(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/**
 * GET /api/auth/status: whether this browser is signed in, answered 200 either way, so a public
 * page (the landing) can offer "Go to dashboard" without a 401 in the console.
 */
export const authStatusSchema = z.object({
  signedIn: z.boolean(),
  /** Where "Go to dashboard" leads for this account; null when signed out. */
  dashboardPath: z.string().nullable(),
});
export type AuthStatus = z.infer<typeof authStatusSchema>;

export const hasPermissionRequestSchema = z.object({
  resource_name: z.enum(RESOURCES),
  action_name: z.enum(ACTIONS),
});

/** docs/product-rules.md §7 backend-function envelope (server/plugins/function-envelope.ts). */
export const functionEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.boolean(), data: data.optional(), error: z.string().optional() });

export const businessConnectionSchema = z.object({
  connected: z.boolean(),
  businessId: z.uuid().nullable(),
  businessName: z.string().nullable(),
  role: z.enum(ROLES),
});
export type BusinessConnection = z.infer<typeof businessConnectionSchema>;

/** Connect to an existing business of yours by id, or create one from a Google Business URL. */
export const connectBusinessRequestSchema = z.union([
  z.object({ business_id: z.uuid() }),
  z.object({ googleBusinessUrl: googleBusinessUrlSchema }),
]);

export const lockoutSchema = z.object({
  key: z.string(),
  kind: z.enum(['account', 'employee', 'ip']),
  subject: z.string(),
  failures: z.number().int(),
  lockedUntil: z.iso.datetime({ offset: true }),
});
export const lockoutListSchema = z.object({
  items: z.array(lockoutSchema),
  total: z.number().int(),
});
export const resetLockoutRequestSchema = z.object({ key: z.string().min(1).max(300) });
