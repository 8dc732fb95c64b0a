CREATE TABLE "auth_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"google_sub" text,
	"email_confirmed_at" timestamp with time zone,
	"last_sign_in_at" timestamp with time zone,
	"user_metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"app_metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_users_google_sub_unique" UNIQUE("google_sub")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_agent" text,
	CONSTRAINT "sessions_kind_check" CHECK ("sessions"."kind" in ('user', 'employee'))
);
--> statement-breakpoint
CREATE TABLE "sign_in_throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"auth_user_id" uuid,
	"email" text NOT NULL,
	"role" text DEFAULT 'manager' NOT NULL,
	"business_id" uuid,
	"business_name" text,
	"employee_id" uuid,
	"employee_name" text,
	"is_employee" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_auth_user_id_unique" UNIQUE("auth_user_id"),
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('admin', 'manager', 'employee'))
);
--> statement-breakpoint
CREATE TABLE "businesses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text DEFAULT 'My Business' NOT NULL,
	"slug" text NOT NULL,
	"email" text,
	"timezone" text DEFAULT 'Europe/Belgrade' NOT NULL,
	"privacy_text" text,
	"google_place_id" text,
	"google_cid" text,
	"google_review_url" text,
	"google_api_key" text,
	"google_oauth" text,
	"google_account_id" text,
	"google_location_id" text,
	"google_integration_status" text DEFAULT 'disconnected' NOT NULL,
	"google_status_message" text,
	"connection_type" text DEFAULT 'disconnected' NOT NULL,
	"google_last_synced_at" timestamp with time zone,
	"attribution_window_minutes" integer DEFAULT 30 NOT NULL,
	"show_leaderboard_to_employees" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "businesses_slug_unique" UNIQUE("slug"),
	CONSTRAINT "businesses_google_integration_status_check" CHECK ("businesses"."google_integration_status" in ('connected', 'disconnected', 'expired', 'error')),
	CONSTRAINT "businesses_connection_type_check" CHECK ("businesses"."connection_type" in ('disconnected', 'places_api', 'business_profile', 'import')),
	CONSTRAINT "businesses_attribution_window_check" CHECK ("businesses"."attribution_window_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "employee_credentials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_credentials_employee_id_unique" UNIQUE("employee_id")
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"name" text NOT NULL,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"code" text NOT NULL,
	"slug" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"employee_since" date,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employees_code_unique" UNIQUE("code"),
	CONSTRAINT "employees_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "clickouts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clickouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"business_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"touch_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"visitor_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "self_confirmations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "self_confirmations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"business_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"clickout_id" bigint,
	"reviewer_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"review_id" uuid
);
--> statement-breakpoint
CREATE TABLE "touches" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "touches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"business_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"visitor_key" text NOT NULL,
	"source" text DEFAULT 'qr' NOT NULL,
	"is_bot" boolean DEFAULT false NOT NULL,
	CONSTRAINT "touches_source_check" CHECK ("touches"."source" in ('qr', 'link', 'nfc'))
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"source" text DEFAULT 'google' NOT NULL,
	"external_id" text NOT NULL,
	"author_name" text,
	"author_photo_url" text,
	"is_anonymous" boolean DEFAULT false NOT NULL,
	"rating" smallint NOT NULL,
	"text" text,
	"original_text" text,
	"language" text,
	"published_at" timestamp with time zone NOT NULL,
	"source_updated_at" timestamp with time zone,
	"reply_text" text,
	"employee_id" uuid,
	"match_type" text DEFAULT 'unmatched' NOT NULL,
	"match_confidence" real,
	"match_evidence" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"matched_by" uuid,
	"matched_at" timestamp with time zone,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_business_external_id_uq" UNIQUE("business_id","external_id"),
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_match_type_check" CHECK ("reviews"."match_type" in ('manual', 'self_confirmed', 'name_match', 'time_window', 'unmatched')),
	CONSTRAINT "reviews_match_confidence_check" CHECK ("reviews"."match_confidence" between 0 and 1),
	CONSTRAINT "reviews_match_employee_check" CHECK (case "reviews"."match_type" when 'unmatched' then "reviews"."employee_id" is null when 'manual' then true else "reviews"."employee_id" is not null end)
);
--> statement-breakpoint
CREATE TABLE "activity_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"business_id" uuid NOT NULL,
	"employee_id" uuid,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_reads" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats_hourly" (
	"business_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"touches" integer DEFAULT 0 NOT NULL,
	"clickouts" integer DEFAULT 0 NOT NULL,
	"reviews" integer DEFAULT 0 NOT NULL,
	"self_confirms" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_hourly_pk" PRIMARY KEY("business_id","employee_id","hour")
);
--> statement-breakpoint
CREATE TABLE "sync_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"total" integer,
	"error" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "sync_jobs_kind_check" CHECK ("sync_jobs"."kind" in ('business_profile', 'places_api', 'import')),
	CONSTRAINT "sync_jobs_status_check" CHECK ("sync_jobs"."status" in ('queued', 'running', 'succeeded', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_auth_user_id_auth_users_id_fk" FOREIGN KEY ("auth_user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_credentials" ADD CONSTRAINT "employee_credentials_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clickouts" ADD CONSTRAINT "clickouts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clickouts" ADD CONSTRAINT "clickouts_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clickouts" ADD CONSTRAINT "clickouts_touch_id_touches_id_fk" FOREIGN KEY ("touch_id") REFERENCES "public"."touches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_confirmations" ADD CONSTRAINT "self_confirmations_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_confirmations" ADD CONSTRAINT "self_confirmations_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_confirmations" ADD CONSTRAINT "self_confirmations_clickout_id_clickouts_id_fk" FOREIGN KEY ("clickout_id") REFERENCES "public"."clickouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_confirmations" ADD CONSTRAINT "self_confirmations_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "touches" ADD CONSTRAINT "touches_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "touches" ADD CONSTRAINT "touches_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_matched_by_users_id_fk" FOREIGN KEY ("matched_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stats_hourly" ADD CONSTRAINT "stats_hourly_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stats_hourly" ADD CONSTRAINT "stats_hourly_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_jobs" ADD CONSTRAINT "sync_jobs_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_jobs" ADD CONSTRAINT "sync_jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auth_users_email_lower_uq" ON "auth_users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_business_id_idx" ON "users" USING btree ("business_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_credentials_username_lower_uq" ON "employee_credentials" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "employees_business_id_idx" ON "employees" USING btree ("business_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_business_name_uq" ON "employees" USING btree ("business_id",lower("name")) WHERE "employees"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "clickouts_business_created_at_idx" ON "clickouts" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "clickouts_employee_created_at_idx" ON "clickouts" USING btree ("employee_id","created_at");--> statement-breakpoint
CREATE INDEX "self_confirmations_business_created_at_idx" ON "self_confirmations" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "touches_business_created_at_idx" ON "touches" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "touches_dedup_idx" ON "touches" USING btree ("employee_id","visitor_key","created_at");--> statement-breakpoint
CREATE INDEX "reviews_business_published_at_idx" ON "reviews" USING btree ("business_id","published_at");--> statement-breakpoint
CREATE INDEX "reviews_business_employee_idx" ON "reviews" USING btree ("business_id","employee_id");--> statement-breakpoint
CREATE INDEX "activity_events_business_feed_idx" ON "activity_events" USING btree ("business_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sync_jobs_business_created_at_idx" ON "sync_jobs" USING btree ("business_id","created_at");