ALTER TABLE "stats_hourly" ALTER COLUMN "location_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "stats_hourly" DROP CONSTRAINT "stats_hourly_pk";
--> statement-breakpoint
ALTER TABLE "stats_hourly" ADD CONSTRAINT "stats_hourly_pk" PRIMARY KEY("business_id","employee_id","hour","location_id");