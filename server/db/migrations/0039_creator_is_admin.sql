-- docs/decisions/032-creator-is-admin.md: the person who opened a business is its admin. A business
-- that has no active admin yet gets one: its owner (the member who opened it, then made "manager"
-- by the earlier rule) when still an active member, else its earliest active manager.
UPDATE "users" SET "role" = 'admin', "updated_at" = now()
WHERE "id" IN (
  SELECT DISTINCT ON ("u"."business_id") "u"."id"
  FROM "users" AS "u"
  JOIN "businesses" AS "b" ON "b"."id" = "u"."business_id"
  WHERE "u"."role" = 'manager' AND "u"."is_active" AND NOT "u"."is_employee"
    AND NOT EXISTS (
      SELECT 1 FROM "users" AS "a"
      WHERE "a"."business_id" = "u"."business_id" AND "a"."role" = 'admin' AND "a"."is_active"
    )
  ORDER BY "u"."business_id", ("u"."id" = "b"."owner_user_id") DESC, "u"."created_at", "u"."id"
);
