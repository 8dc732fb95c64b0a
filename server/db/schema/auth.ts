import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ROLES } from '@common/policy';
import { businesses } from './business';
import { createdAt, oneOf, updatedAt } from './columns';
import { employees } from './employees';

/** The sign-in identity (the auth service's user in docs/product-rules.md §3); `users` is the app profile. */
export const authUsers = pgTable(
  'auth_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    // Null for accounts that only ever signed in with Google.
    passwordHash: text('password_hash'),
    // The password was set by whoever proved the address (through a mailed link: a reset or an
    // invitation), not merely by whoever signed up with it: only such a password survives a
    // first Google sign-in (docs/SECURITY.md, "The identity model").
    passwordByOwner: boolean('password_by_owner').notNull().default(false),
    googleSub: text('google_sub').unique(),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    userMetadata: jsonb('user_metadata').$type<Record<string, unknown>>().notNull().default({}),
    appMetadata: jsonb('app_metadata').$type<Record<string, unknown>>().notNull().default({}),
    // The language of the mails we send this person (en, sr): the one they used to sign up.
    locale: text('locale').notNull().default('en'),
    createdAt: createdAt(),
  },
  // Case-insensitive so Ana@x.rs and ana@x.rs cannot become two accounts; look up with lower().
  (t) => [uniqueIndex('auth_users_email_lower_uq').on(sql`lower(${t.email})`)],
);

export const SESSION_KINDS = ['user', 'employee'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Null for employee profiles, which sign in with employee credentials instead.
    authUserId: uuid('auth_user_id')
      .unique()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: ROLES }).notNull().default('manager'),
    // A user outlives its business: the next sign-in creates a new one (docs/product-rules.md §4).
    businessId: uuid('business_id').references(() => businesses.id, { onDelete: 'set null' }),
    businessName: text('business_name'),
    employeeId: uuid('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    employeeName: text('employee_name'),
    isEmployee: boolean('is_employee').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('users_business_id_idx').on(t.businessId),
    check('users_role_check', oneOf(t.role, ROLES)),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    // SHA-256 hex of the cookie token: a leaked table cannot be replayed as cookies.
    id: text('id').primaryKey(),
    // Employees have a users row too (role employee), so every session has one owner type.
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // 'employee' sessions end 24 h after sign-in, whatever the activity (docs/product-rules.md §4, §9).
    kind: text('kind', { enum: SESSION_KINDS }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('sessions_expires_at_idx').on(t.expiresAt),
    // Cascading deletes and "sign out everywhere" look sessions up by owner.
    index('sessions_user_id_idx').on(t.userId),
    check('sessions_kind_check', oneOf(t.kind, SESSION_KINDS)),
  ],
);

/**
 * Failed sign-in attempts per key ('account:<email>', 'employee:<username>', 'ip:<address>') in a
 * fixed window. In the database so the limit holds across server processes and restarts.
 */
export const signInThrottles = pgTable('sign_in_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

export const AUTH_TOKEN_PURPOSES = ['confirm_email', 'reset_password'] as const;
export type AuthTokenPurpose = (typeof AUTH_TOKEN_PURPOSES)[number];

/**
 * Single-use tokens sent by mail (confirm an address, reset a password). Like sessions, only the
 * SHA-256 of the token is stored; the token itself exists only in the mail's one link.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: text('id').primaryKey(),
    authUserId: uuid('auth_user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: AUTH_TOKEN_PURPOSES }).notNull(),
    // The address the mail went to: a confirmation proves this one (a new address on a change).
    email: text('email').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('auth_tokens_auth_user_id_idx').on(t.authUserId),
    index('auth_tokens_expires_at_idx').on(t.expiresAt),
    check('auth_tokens_purpose_check', oneOf(t.purpose, AUTH_TOKEN_PURPOSES)),
  ],
);

export type AuthToken = typeof authTokens.$inferSelect;
export type AuthUser = typeof authUsers.$inferSelect;
export type NewAuthUser = typeof authUsers.$inferInsert;
export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Session = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;
export type SignInThrottle = typeof signInThrottles.$inferSelect;
