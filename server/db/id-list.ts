// `in (…)` lists of ids for raw SQL: each id a bound parameter cast to uuid, so both drivers
// compare them with uuid columns (an empty list is the caller's to avoid: `in ()` is invalid).
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

export const uuidList = (ids: readonly string[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/**
 * The employee works at one of these locations (`employee_locations`, docs/locations.md): who a
 * manager limited to those locations sees. The list must not be empty.
 */
export const worksAtOneOf = (employeeId: SQLWrapper, locationIds: readonly string[]): SQL =>
  sql`exists (select 1 from employee_locations el where el.employee_id = ${employeeId}
    and el.location_id in (${uuidList(locationIds)}))`;
