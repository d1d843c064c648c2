CREATE TABLE "alert_addresses" (
	"email" text PRIMARY KEY NOT NULL,
	"hard_failures" integer DEFAULT 0 NOT NULL,
	"last_failure" text,
	"last_failure_at" timestamp with time zone,
	"paused_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "alert_mail_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alert_mail_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"kind" text NOT NULL,
	"failed" boolean DEFAULT false NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"video_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"start_seconds" double precision,
	"line" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"user_id" text,
	"kind" text NOT NULL,
	"city_id" uuid,
	"body" text,
	"query" text,
	"match_query" "tsquery",
	"exclude_query" "tsquery",
	"frequency" text DEFAULT 'instant' NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"confirmed_at" timestamp with time zone,
	"paused_at" timestamp with time zone,
	"last_digest_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_subscriptions_kind_check" CHECK ("alert_subscriptions"."kind" in ('city', 'body', 'search')),
	CONSTRAINT "alert_subscriptions_frequency_check" CHECK ("alert_subscriptions"."frequency" in ('instant', 'daily', 'weekly'))
);
--> statement-breakpoint
ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_subscription_id_alert_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."alert_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_video_id_city_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."city_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_subscriptions" ADD CONSTRAINT "alert_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_subscriptions" ADD CONSTRAINT "alert_subscriptions_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_mail_log_sent_idx" ON "alert_mail_log" USING btree ("sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_matches_subscription_video_key" ON "alert_matches" USING btree ("subscription_id","video_id");--> statement-breakpoint
CREATE INDEX "alert_matches_unsent_idx" ON "alert_matches" USING btree ("subscription_id") WHERE "alert_matches"."sent_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_subscriptions_same_key" ON "alert_subscriptions" USING btree ("email","kind",coalesce("city_id"::text, ''),coalesce("body", ''),coalesce("query", ''));--> statement-breakpoint
CREATE INDEX "alert_subscriptions_user_idx" ON "alert_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "alert_subscriptions_city_kind_idx" ON "alert_subscriptions" USING btree ("kind","city_id");