// The two ownership columns most tables share. Not re-exported from index.ts: it holds no tables.
// (business.ts and employees.ts define the tables these point at, so they cannot use it.)
import { uuid } from 'drizzle-orm/pg-core';
import { businesses } from './business';
import { employees } from './employees';

/** The business that owns the row: deleting the business deletes it (tenant data goes along). */
export const ownerBusinessId = () =>
  uuid('business_id')
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' });

/**
 * The employee a funnel event or roll-up row is credited to. NO ACTION: employees are
 * soft-deleted, so a hard delete of one with history is a bug and is refused. Deleting the
 * business still cascades everything.
 */
export const creditedEmployeeId = () =>
  uuid('employee_id')
    .notNull()
    .references(() => employees.id);
