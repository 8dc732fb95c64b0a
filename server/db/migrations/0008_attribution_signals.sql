ALTER TABLE "businesses" ADD COLUMN "other_names" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "clickouts" ADD COLUMN "address_key" text;--> statement-breakpoint
ALTER TABLE "self_confirmations" ADD COLUMN "verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "self_confirmations" ADD COLUMN "visitor_key" text;--> statement-breakpoint
ALTER TABLE "touches" ADD COLUMN "address_key" text;--> statement-breakpoint
CREATE INDEX "clickouts_address_idx" ON "clickouts" USING btree ("employee_id","address_key","created_at");--> statement-breakpoint
CREATE INDEX "touches_address_idx" ON "touches" USING btree ("employee_id","address_key","created_at");