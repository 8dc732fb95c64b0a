-- The roll-up triggers of migration 0006 learn the location: each change carries it, and
-- stats_rollups_add keeps stats_location_hourly as well (per business, hour and location), after
-- the per-business upsert and before the per-employee one, always in key order, so concurrent
-- writers still lock shared rows in one order. An update's old and new rows pair up on the whole
-- key of stats_hourly, which now includes the location.
ALTER TYPE stats_funnel_change ADD ATTRIBUTE location_id uuid;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION stats_rollups_add(changes stats_funnel_change[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stats_business_hourly AS b (business_id, hour, touches, clickouts, self_confirms)
  SELECT c.business_id, c.hour, sum(c.touches), sum(c.clickouts), sum(c.self_confirms)
  FROM unnest(changes) c
  GROUP BY 1, 2
  ORDER BY 1, 2
  ON CONFLICT (business_id, hour) DO UPDATE SET
    touches = b.touches + excluded.touches,
    clickouts = b.clickouts + excluded.clickouts,
    self_confirms = b.self_confirms + excluded.self_confirms;
  INSERT INTO stats_location_hourly AS l (business_id, hour, location_id, touches, clickouts,
    self_confirms)
  SELECT c.business_id, c.hour, c.location_id, sum(c.touches), sum(c.clickouts),
    sum(c.self_confirms)
  FROM unnest(changes) c
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT (business_id, hour, location_id) DO UPDATE SET
    touches = l.touches + excluded.touches,
    clickouts = l.clickouts + excluded.clickouts,
    self_confirms = l.self_confirms + excluded.self_confirms;
  INSERT INTO stats_employee_daily AS d (business_id, day, employee_id, touches, clickouts,
    self_confirms)
  SELECT c.business_id, date_trunc('day', c.hour, 'UTC'), c.employee_id, sum(c.touches),
    sum(c.clickouts), sum(c.self_confirms)
  FROM unnest(changes) c
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT (business_id, day, employee_id) DO UPDATE SET
    touches = d.touches + excluded.touches,
    clickouts = d.clickouts + excluded.clickouts,
    self_confirms = d.self_confirms + excluded.self_confirms;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION stats_rollups_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stats_rollups_add(array(
    SELECT (n.business_id, n.employee_id, n.hour, n.touches, n.clickouts,
      n.self_confirms, n.location_id)::stats_funnel_change
    FROM inserted_rows n));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION stats_rollups_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stats_rollups_add(array(
    SELECT (n.business_id, n.employee_id, n.hour, n.touches - o.touches,
      n.clickouts - o.clickouts, n.self_confirms - o.self_confirms,
      n.location_id)::stats_funnel_change
    FROM updated_rows n
    JOIN previous_rows o
      ON o.business_id = n.business_id AND o.employee_id = n.employee_id AND o.hour = n.hour
        AND o.location_id = n.location_id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- What existed before this migration: every count at the first location (migration 0021).
INSERT INTO stats_location_hourly (business_id, hour, location_id, touches, clickouts,
  self_confirms)
SELECT business_id, hour, location_id, sum(touches), sum(clickouts), sum(self_confirms)
FROM stats_hourly
GROUP BY 1, 2, 3;
--> statement-breakpoint
-- Touches and clickouts recorded at another location since locations exist move there: added at
-- their location, taken from the first one, so every total stays as it was. (Confirmations do
-- not record a location before this migration and stay at the first.)
CREATE TEMPORARY TABLE stats_moved AS
SELECT e.business_id, e.employee_id, e.hour, e.location_id,
  count(*) FILTER (WHERE e.kind = 't')::int AS touches,
  count(*) FILTER (WHERE e.kind = 'c')::int AS clickouts
FROM (
  SELECT business_id, employee_id, location_id, date_trunc('hour', created_at, 'UTC') AS hour,
    't' AS kind FROM touches
  UNION ALL
  SELECT business_id, employee_id, location_id, date_trunc('hour', created_at, 'UTC'), 'c'
  FROM clickouts
) e
JOIN locations l ON l.id = e.location_id AND l.number <> 1
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO stats_hourly AS s (business_id, employee_id, hour, location_id, touches, clickouts)
SELECT business_id, employee_id, hour, location_id, touches, clickouts FROM stats_moved
ORDER BY 1, 2, 3, 4
ON CONFLICT (business_id, employee_id, hour, location_id) DO UPDATE SET
  touches = s.touches + excluded.touches, clickouts = s.clickouts + excluded.clickouts;
--> statement-breakpoint
UPDATE stats_hourly s SET touches = s.touches - m.touches, clickouts = s.clickouts - m.clickouts
FROM (SELECT business_id, employee_id, hour, sum(touches)::int AS touches,
    sum(clickouts)::int AS clickouts
  FROM stats_moved GROUP BY 1, 2, 3) m
JOIN locations l ON l.business_id = m.business_id AND l.number = 1
WHERE s.business_id = m.business_id AND s.employee_id = m.employee_id AND s.hour = m.hour
  AND s.location_id = l.id;
--> statement-breakpoint
DROP TABLE stats_moved;
