-- docs/notifications.md "Alert mails": mail goes out for what happens from now on. A business that
-- existed before starts its alerts cursor at its latest event, so nothing of the past is mailed.
UPDATE "businesses" SET "alerts_cursor" = coalesce(
  (SELECT max("id") FROM "activity_events" WHERE "activity_events"."business_id" = "businesses"."id"),
  0
);
