// Requests and responses of the administration area (docs/http-api.md): the business's users, their
// roles and activation, and invitations to join the business as an admin or manager.
import { z } from 'zod';
import { LANGUAGES, MAX_PAGE_SIZE } from '../constants';
import { REFUSAL } from '../messages';
import { ROLES } from '../policy';
import { emailSchema, passwordSchema } from './auth';

const isoDateTime = z.iso.datetime({ offset: true });

/** The roles an admin can give: employees are employees through their credentials. */
export const ASSIGNABLE_ROLES = ['admin', 'manager'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export const adminUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: z.enum(ROLES),
  isActive: z.boolean(),
  isEmployee: z.boolean(),
  employeeName: z.string().nullable(),
  /** The person's name: the employee's, else the one on the account (profile or Google). */
  name: z.string().nullable(),
  lastSignInAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  /** A manager limited to these locations (docs/locations.md); empty: every location. */
  locationIds: z.array(z.uuid()),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  role: z.enum(ROLES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(50),
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;

export const adminUserListSchema = z.object({
  items: z.array(adminUserSchema),
  total: z.number().int(),
});
export type AdminUserList = z.infer<typeof adminUserListSchema>;

export const updateAdminUserRequestSchema = z
  .object({
    role: z.enum(ASSIGNABLE_ROLES).optional(),
    isActive: z.boolean().optional(),
    /** Limits a manager to these locations; an empty list: every location again. */
    locationIds: z.array(z.uuid()).max(100).optional(),
  })
  .refine(
    (body) =>
      body.role !== undefined || body.isActive !== undefined || body.locationIds !== undefined,
    { message: REFUSAL.nothingToChangeUser },
  );
export type UpdateAdminUserRequest = z.infer<typeof updateAdminUserRequestSchema>;

/** A manager invited to some locations starts limited to them; none or absent: every location. */
const inviteLocationIdsSchema = z.array(z.uuid()).max(100);

export const createInviteRequestSchema = z.object({
  email: emailSchema,
  role: z.enum(ASSIGNABLE_ROLES, { error: REFUSAL.inviteRoleInvalid }),
  locationIds: inviteLocationIdsSchema.optional(),
});
export type CreateInviteRequest = z.infer<typeof createInviteRequestSchema>;

export const inviteSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: z.enum(ASSIGNABLE_ROLES),
  locationIds: inviteLocationIdsSchema,
  expiresAt: isoDateTime,
  createdAt: isoDateTime,
});
export type Invite = z.infer<typeof inviteSchema>;

/** The answer to creating an invitation. Its link went to the invited address only. */
export const createdInviteSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: z.enum(ASSIGNABLE_ROLES),
  locationIds: inviteLocationIdsSchema,
  expiresAt: isoDateTime,
});
export type CreatedInvite = z.infer<typeof createdInviteSchema>;

export const inviteListSchema = z.object({
  items: z.array(inviteSchema),
  total: z.number().int(),
});
export type InviteList = z.infer<typeof inviteListSchema>;

const inviteTokenSchema = z
  .string({ error: REFUSAL.inviteNotFound })
  .min(1, REFUSAL.inviteNotFound)
  .max(200, REFUSAL.inviteNotFound);

export const inviteTokenParamsSchema = z.object({ token: inviteTokenSchema });

/** What the invitation page shows before the password is chosen. */
export const invitePreviewSchema = z.object({
  email: z.string(),
  businessName: z.string(),
  role: z.enum(ASSIGNABLE_ROLES),
  /** The names of the locations a manager's invitation limits him to; empty: every location. */
  locationNames: z.array(z.string()),
});
export type InvitePreview = z.infer<typeof invitePreviewSchema>;

export const acceptInviteRequestSchema = z.object({
  token: inviteTokenSchema,
  password: passwordSchema,
  /** The language of the account's later mails: the page's, which the invitation link set. */
  locale: z.enum(LANGUAGES).optional(),
});
export type AcceptInviteRequest = z.infer<typeof acceptInviteRequestSchema>;
