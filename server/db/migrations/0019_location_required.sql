ALTER TABLE "clickouts" ALTER COLUMN "location_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "touches" ALTER COLUMN "location_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "location_id" SET NOT NULL;