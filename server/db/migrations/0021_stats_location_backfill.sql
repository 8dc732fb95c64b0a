-- The per-employee roll-up learns where its counts happened (docs/locations.md). Every row counts
-- as the first location's for now; migration 0023 moves the counts of other locations' events
-- there, once the roll-up's key includes the location. The update adds nothing to any figure (the
-- triggers add new minus old counts, which are equal).
UPDATE "stats_hourly" s SET "location_id" = l."id"
  FROM "locations" l WHERE l."business_id" = s."business_id" AND l."number" = 1;
