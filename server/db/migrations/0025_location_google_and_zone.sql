ALTER TABLE "locations" DROP CONSTRAINT "locations_first_place_check";--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "google_account_id" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "google_location_id" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "time_zone" text;--> statement-breakpoint
CREATE UNIQUE INDEX "locations_business_profile_uq" ON "locations" USING btree ("business_id","google_location_id") WHERE "locations"."google_location_id" is not null;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_business_profile_check" CHECK (("locations"."google_account_id" is null) = ("locations"."google_location_id" is null));--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_first_place_check" CHECK ("locations"."number" <> 1 or ("locations"."google_place_id" is null and "locations"."google_cid" is null and "locations"."google_review_url" is null and "locations"."google_account_id" is null and "locations"."google_location_id" is null and "locations"."time_zone" is null));