-- Statement trigger on stats_hourly updates: the differences go to the roll-ups.
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
