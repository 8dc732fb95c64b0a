CREATE TABLE "stats_location_hourly" (
	"business_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"touches" integer DEFAULT 0 NOT NULL,
	"clickouts" integer DEFAULT 0 NOT NULL,
	"self_confirms" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_location_hourly_pk" PRIMARY KEY("business_id","hour","location_id")
);
--> statement-breakpoint
ALTER TABLE "stats_hourly" ADD COLUMN "location_id" uuid;--> statement-breakpoint
ALTER TABLE "stats_location_hourly" ADD CONSTRAINT "stats_location_hourly_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stats_location_hourly" ADD CONSTRAINT "stats_location_hourly_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stats_hourly" ADD CONSTRAINT "stats_hourly_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;