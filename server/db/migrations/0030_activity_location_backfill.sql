-- Events about a review written before activity_events.location_id: the review's location.
-- Older visits and other events keep no location and follow their employee, as before.
UPDATE "activity_events" AS a
SET "location_id" = r."location_id"
FROM "reviews" AS r
WHERE a."location_id" IS NULL
  AND a."type" IN ('review', 'attribution')
  AND r."business_id" = a."business_id"
  AND r."id"::text = a."payload" ->> 'reviewId';
