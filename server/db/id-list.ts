// `in (…)` lists of ids for raw SQL: each id a bound parameter cast to uuid, so both drivers
// compare them with uuid columns (an empty list is the caller's to avoid: `in ()` is invalid).
import { sql, type SQL } from 'drizzle-orm';

export const uuidList = (ids: readonly string[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
