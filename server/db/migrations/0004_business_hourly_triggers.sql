-- stats_business_hourly follows stats_hourly: statement-level triggers add each statement's
-- changes, summed per business and hour, in the same statement and transaction as the write, so
-- the two roll-ups can never disagree. Rows are upserted in key order: concurrent writers lock
-- shared rows in the same order (no deadlock). Rows of stats_hourly are only ever inserted or
-- have their counters raised (never deleted but with their business, which cascades here too).
CREATE FUNCTION stats_business_hourly_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stats_business_hourly AS b (business_id, hour, touches, clickouts, self_confirms)
  SELECT n.business_id, n.hour, sum(n.touches), sum(n.clickouts), sum(n.self_confirms)
  FROM inserted_rows n
  GROUP BY 1, 2
  ORDER BY 1, 2
  ON CONFLICT (business_id, hour) DO UPDATE SET
    touches = b.touches + excluded.touches,
    clickouts = b.clickouts + excluded.clickouts,
    self_confirms = b.self_confirms + excluded.self_confirms;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION stats_business_hourly_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stats_business_hourly AS b (business_id, hour, touches, clickouts, self_confirms)
  SELECT n.business_id, n.hour, sum(n.touches - o.touches), sum(n.clickouts - o.clickouts),
    sum(n.self_confirms - o.self_confirms)
  FROM updated_rows n
  JOIN previous_rows o
    ON o.business_id = n.business_id AND o.employee_id = n.employee_id AND o.hour = n.hour
  GROUP BY 1, 2
  ORDER BY 1, 2
  ON CONFLICT (business_id, hour) DO UPDATE SET
    touches = b.touches + excluded.touches,
    clickouts = b.clickouts + excluded.clickouts,
    self_confirms = b.self_confirms + excluded.self_confirms;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER stats_business_hourly_on_insert
  AFTER INSERT ON stats_hourly REFERENCING NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stats_business_hourly_inserted();
--> statement-breakpoint
CREATE TRIGGER stats_business_hourly_on_update
  AFTER UPDATE ON stats_hourly REFERENCING OLD TABLE AS previous_rows NEW TABLE AS updated_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stats_business_hourly_updated();
--> statement-breakpoint
-- What existed before this migration.
INSERT INTO stats_business_hourly (business_id, hour, touches, clickouts, self_confirms)
SELECT business_id, hour, sum(touches), sum(clickouts), sum(self_confirms)
FROM stats_hourly
GROUP BY 1, 2;
