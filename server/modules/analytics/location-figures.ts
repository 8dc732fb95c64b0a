// The per-location breakdown of "All locations" (docs/locations.md): one row per location with the
// funnel counts from the per-location roll-up (per employee for an employee caller) and the
// reviews published there, so the rows add up to the business's figures.
import { sql } from 'drizzle-orm';
import type { LocationFigures } from '@common/schemas/analytics';
import type { Database } from '../../db/client';
import type { BusinessScope } from '../scope/scope';
import { figuresContext, ratio, roundedRating, type FiguresQuery } from './analytics-context';
import {
  ATTRIBUTED,
  locationsWhere,
  reviewsWhere,
  rowsOf,
  perLocationTable,
  statsWhere,
} from './analytics.repository';
import { rangeBounds } from './range-bounds';

interface Row {
  locationId: string;
  number: number;
  name: string;
  archived: boolean;
  worksThere: boolean;
  touches: number;
  clickouts: number;
  reviews: number;
  attributedReviews: number;
  averageRating: number | null;
}

export async function locationFigures(
  db: Database,
  caller: BusinessScope,
  { range, locationId }: FiguresQuery,
  now: Date,
): Promise<LocationFigures> {
  const { scope, timeZone } = await figuresContext(db, caller, locationId);
  const window = rangeBounds(range, timeZone, now);
  const rows = await rowsOf<Row>(
    db,
    sql`with funnel as (
        select s.location_id, sum(s.touches)::int as touches, sum(s.clickouts)::int as clickouts
        from ${perLocationTable(scope)} s
        where ${statsWhere(scope, window)}
        group by 1
      ),
      published as (
        select r.location_id, count(*)::int as reviews,
          (count(*) filter (where ${ATTRIBUTED}))::int as attributed,
          avg(r.rating)::float8 as average_rating
        from reviews r where ${reviewsWhere(scope, window)} group by 1
      )
      select l.id as "locationId", l.number as "number", l.name as "name",
        (l.archived_at is not null) as "archived",
        ${
          scope.employeeId
            ? sql`exists (select 1 from employee_locations el
                where el.employee_id = ${scope.employeeId} and el.location_id = l.id)`
            : sql`true`
        } as "worksThere",
        coalesce(f.touches, 0) as "touches", coalesce(f.clickouts, 0) as "clickouts",
        coalesce(p.reviews, 0) as "reviews", coalesce(p.attributed, 0) as "attributedReviews",
        p.average_rating as "averageRating"
      from locations l
        left join funnel f on f.location_id = l.id
        left join published p on p.location_id = l.id
      where l.business_id = ${scope.businessId} ${locationsWhere(scope, sql`l.id`)}
      order by l.number`,
  );
  const active = (row: Row) => row.touches + row.clickouts + row.reviews > 0;
  return {
    range,
    items: rows
      // Archived locations, and for an employee the places they do not work, only with activity.
      .filter((row) => (!row.archived && row.worksThere) || active(row))
      .map(({ worksThere: _, averageRating, ...row }) => ({
        ...row,
        creditedShare: ratio(row.attributedReviews, row.reviews),
        averageRating: roundedRating(averageRating),
      })),
  };
}
