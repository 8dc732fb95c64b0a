-- The self-confirmation quota lived in sign_in_throttles under 'self-confirm:<visitor key>', its
-- count in a column called failures. Today's counts move to their own table, so a visitor's cap
-- holds across the upgrade, and the throttle table keeps only sign-in attempts.
INSERT INTO "self_confirm_quotas" ("visitor_key", "confirmations", "window_started_at")
SELECT substr("key", length('self-confirm:') + 1), "failures", "window_started_at"
FROM "sign_in_throttles"
WHERE "key" LIKE 'self-confirm:%'
ON CONFLICT ("visitor_key") DO NOTHING;
--> statement-breakpoint
DELETE FROM "sign_in_throttles" WHERE "key" LIKE 'self-confirm:%';
