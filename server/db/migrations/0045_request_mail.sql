CREATE TABLE "request_opt_outs" (
	"business_id" uuid NOT NULL,
	"contact_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_opt_outs_pk" PRIMARY KEY("business_id","contact_hash")
);
--> statement-breakpoint
ALTER TABLE "review_requests" ADD COLUMN "contact_hash" text;--> statement-breakpoint
ALTER TABLE "review_requests" ADD COLUMN "mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "request_opt_outs" ADD CONSTRAINT "request_opt_outs_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_requests_business_contact_idx" ON "review_requests" USING btree ("business_id","contact_hash");