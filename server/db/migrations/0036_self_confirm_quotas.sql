CREATE TABLE "self_confirm_quotas" (
	"visitor_key" text PRIMARY KEY NOT NULL,
	"confirmations" integer NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL
);
