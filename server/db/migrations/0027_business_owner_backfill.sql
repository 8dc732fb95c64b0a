-- A business's owner is the member whose address is the one the business was opened with.
-- A business whose opener has left it has no owner: nobody may rejoin it by id.
UPDATE "businesses" AS b
SET "owner_user_id" = u."id"
FROM "users" AS u
WHERE u."business_id" = b."id"
  AND u."role" IN ('admin', 'manager')
  AND b."email" IS NOT NULL
  AND lower(u."email") = lower(b."email");
