CREATE TABLE "employee_locations" (
	"employee_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_locations_pk" PRIMARY KEY("employee_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"google_place_id" text,
	"google_cid" text,
	"google_review_url" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locations_business_number_uq" UNIQUE("business_id","number"),
	CONSTRAINT "locations_first_place_check" CHECK ("locations"."number" <> 1 or ("locations"."google_place_id" is null and "locations"."google_cid" is null and "locations"."google_review_url" is null)),
	CONSTRAINT "locations_number_check" CHECK ("locations"."number" > 0)
);
--> statement-breakpoint
ALTER TABLE "clickouts" ADD COLUMN "location_id" uuid;--> statement-breakpoint
ALTER TABLE "touches" ADD COLUMN "location_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "location_id" uuid;--> statement-breakpoint
ALTER TABLE "employee_locations" ADD CONSTRAINT "employee_locations_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_locations" ADD CONSTRAINT "employee_locations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_locations_location_idx" ON "employee_locations" USING btree ("location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "locations_business_name_uq" ON "locations" USING btree ("business_id",lower("name")) WHERE "locations"."archived_at" is null;--> statement-breakpoint
ALTER TABLE "clickouts" ADD CONSTRAINT "clickouts_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "touches" ADD CONSTRAINT "touches_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;