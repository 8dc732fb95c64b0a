-- Adds a batch of funnel changes to the three roll-ups (per business and hour, per location
-- and hour, per employee and day), each in key order so concurrent writers lock shared rows in
-- one order (docs/decisions/022-location-rollup.md).
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
