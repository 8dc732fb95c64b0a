-- One pair of statement-level triggers on stats_hourly keeps both of its roll-ups: per business
-- and hour (as migration 0004 did) and, new here, per employee and UTC day. Each trigger turns its
-- statement's rows into changes (the inserted counts, or new minus old for an update) and hands
-- them to stats_rollups_add, the one place that applies changes to the roll-ups, in the same
-- statement and transaction as the write, so no roll-up can disagree with stats_hourly. Both
-- upserts go in key order, the per-business one first, so concurrent writers lock shared rows in
-- the same order (no deadlock).
CREATE TYPE stats_funnel_change AS (business_id uuid, employee_id uuid, hour timestamptz,
  touches integer, clickouts integer, self_confirms integer);
--> statement-breakpoint
CREATE FUNCTION stats_rollups_add(changes stats_funnel_change[]) RETURNS void LANGUAGE plpgsql AS $$
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
CREATE FUNCTION stats_rollups_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stats_rollups_add(array(
    SELECT (n.business_id, n.employee_id, n.hour, n.touches, n.clickouts,
      n.self_confirms)::stats_funnel_change
    FROM inserted_rows n));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION stats_rollups_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stats_rollups_add(array(
    SELECT (n.business_id, n.employee_id, n.hour, n.touches - o.touches,
      n.clickouts - o.clickouts, n.self_confirms - o.self_confirms)::stats_funnel_change
    FROM updated_rows n
    JOIN previous_rows o
      ON o.business_id = n.business_id AND o.employee_id = n.employee_id AND o.hour = n.hour));
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER stats_business_hourly_on_insert ON stats_hourly;
--> statement-breakpoint
DROP TRIGGER stats_business_hourly_on_update ON stats_hourly;
--> statement-breakpoint
DROP FUNCTION stats_business_hourly_inserted();
--> statement-breakpoint
DROP FUNCTION stats_business_hourly_updated();
--> statement-breakpoint
CREATE TRIGGER stats_rollups_on_insert
  AFTER INSERT ON stats_hourly REFERENCING NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stats_rollups_inserted();
--> statement-breakpoint
CREATE TRIGGER stats_rollups_on_update
  AFTER UPDATE ON stats_hourly REFERENCING OLD TABLE AS previous_rows NEW TABLE AS updated_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stats_rollups_updated();
--> statement-breakpoint
-- What existed before this migration.
INSERT INTO stats_employee_daily (business_id, day, employee_id, touches, clickouts,
  self_confirms)
SELECT business_id, date_trunc('day', hour, 'UTC'), employee_id, sum(touches), sum(clickouts),
  sum(self_confirms)
FROM stats_hourly
GROUP BY 1, 2, 3;
