CREATE TABLE "stats_business_hourly" (
	"business_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"touches" integer DEFAULT 0 NOT NULL,
	"clickouts" integer DEFAULT 0 NOT NULL,
	"self_confirms" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_business_hourly_pk" PRIMARY KEY("business_id","hour")
);
--> statement-breakpoint
ALTER TABLE "stats_business_hourly" ADD CONSTRAINT "stats_business_hourly_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;