import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ADDRESS_AS } from '@common/address-as';
import { businesses } from './business';
import { createdAt, oneOf, updatedAt } from './columns';

export const employees = pgTable(
  'employees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    // Nicknames the manager adds; name matching tries them like the name itself.
    aliases: text('aliases')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    code: text('code').notNull().unique(),
    // Public: /e/{slug} and /qr/{slug}. Unique across the instance because the URL has no business.
    slug: text('slug').notNull().unique(),
    isActive: boolean('is_active').notNull().default(true),
    // How Serbian sentences address them (common/address-as.ts); null: from the first name.
    addressAs: text('address_as', { enum: ADDRESS_AS }),
    employeeSince: date('employee_since'),
    // Soft delete: touches, clickouts and reviews keep pointing at the employee.
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('employees_business_id_idx').on(t.businessId),
    check('employees_address_as_check', oneOf(t.addressAs, ADDRESS_AS)),
    // A deleted employee's name becomes free again for a new hire.
    uniqueIndex('employees_business_name_uq')
      .on(t.businessId, sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
  ],
);

export const employeeCredentials = pgTable(
  'employee_credentials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employeeId: uuid('employee_id')
      .notNull()
      .unique()
      .references(() => employees.id, { onDelete: 'cascade' }),
    // Unique across the instance: the sign-in form asks for a username only, no business.
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('employee_credentials_username_lower_uq').on(sql`lower(${t.username})`)],
);

export type Employee = typeof employees.$inferSelect;
export type NewEmployee = typeof employees.$inferInsert;
export type EmployeeCredential = typeof employeeCredentials.$inferSelect;
export type NewEmployeeCredential = typeof employeeCredentials.$inferInsert;
