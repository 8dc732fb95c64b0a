// The two ownership columns most tables share. Not re-exported from index.ts: it holds no tables.
// (business.ts and employees.ts define the tables these point at, so they cannot use it.)
import { uuid } from 'drizzle-orm/pg-core';
import { businesses } from './business';
import { employees } from './employees';
import { locations } from './locations';

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

/**
 * The location a funnel event or review happened at (docs/locations.md). NO ACTION: locations are
 * archived, never deleted; deleting the business cascades both.
 */
export const atLocationId = () =>
  uuid('location_id')
    .notNull()
    .references(() => locations.id);
