ALTER TABLE "employees" ADD COLUMN "address_as" text;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_address_as_check" CHECK ("employees"."address_as" in ('she', 'he'));