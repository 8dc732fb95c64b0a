-- Statement trigger on stats_hourly inserts: the new rows' counts go to the roll-ups.
CREATE OR REPLACE FUNCTION stats_rollups_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stats_rollups_add(array(
    SELECT (n.business_id, n.employee_id, n.hour, n.touches, n.clickouts,
      n.self_confirms, n.location_id)::stats_funnel_change
    FROM inserted_rows n));
  RETURN NULL;
END
$$;
