// Column builders and checks shared by the aggregate files. Not re-exported from index.ts:
// it holds no tables.
import { sql, type SQL } from 'drizzle-orm';
import { timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Creation time, set by the database so every writer (and raw SQL in benches) agrees. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Last change. The default covers inserts; `$onUpdate` covers Drizzle updates. Raw SQL updates must
 * set it themselves (no trigger, so the same migration stays plain on PGlite and PostgreSQL).
 */
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/**
 * `column in ('a', 'b')` from the same readonly list that types the column, so the TypeScript union
 * and the database check cannot drift apart. Values are our own constants, never user input.
 */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const list = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
  return sql`${column} in (${sql.raw(list)})`;
}
