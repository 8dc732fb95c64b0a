-- Every business becomes a business with one location (docs/decisions/021-locations.md): number 1,
-- named after the business, with no place of its own, since the first location's Google place,
-- review link and cards are the business's. Nothing a user sees changes. Every employee works
-- there, and every funnel event and review happened there.
INSERT INTO "locations" ("business_id", "number", "name")
  SELECT "id", 1, "name" FROM "businesses";
--> statement-breakpoint
INSERT INTO "employee_locations" ("employee_id", "location_id")
  SELECT e."id", l."id" FROM "employees" e JOIN "locations" l ON l."business_id" = e."business_id";
--> statement-breakpoint
UPDATE "touches" t SET "location_id" = l."id" FROM "locations" l WHERE l."business_id" = t."business_id";
--> statement-breakpoint
UPDATE "clickouts" c SET "location_id" = l."id" FROM "locations" l WHERE l."business_id" = c."business_id";
--> statement-breakpoint
UPDATE "reviews" r SET "location_id" = l."id" FROM "locations" l WHERE l."business_id" = r."business_id";
