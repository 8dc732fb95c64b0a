CREATE TABLE "stats_employee_daily" (
	"business_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"day" timestamp with time zone NOT NULL,
	"touches" integer DEFAULT 0 NOT NULL,
	"clickouts" integer DEFAULT 0 NOT NULL,
	"self_confirms" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_employee_daily_pk" PRIMARY KEY("business_id","day","employee_id")
);
--> statement-breakpoint
ALTER TABLE "stats_employee_daily" ADD CONSTRAINT "stats_employee_daily_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stats_employee_daily" ADD CONSTRAINT "stats_employee_daily_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stats_hourly_business_hour_idx" ON "stats_hourly" USING btree ("business_id","hour");