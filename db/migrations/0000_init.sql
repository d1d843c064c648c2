CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_state" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_category" text NOT NULL,
	"sub_category" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"street_address" text,
	"postal_code" text,
	"telephone" text,
	"website" text,
	"email" text,
	"image_url" text,
	"city_id" uuid NOT NULL,
	"business_category" uuid,
	"listing_tier" text DEFAULT 'Tier 3' NOT NULL,
	"business_key" text NOT NULL,
	"user_email" text,
	"subscription_status" text,
	"stripe_subscription_id" text,
	"stripe_customer_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_listings_business_key_unique" UNIQUE("business_key"),
	CONSTRAINT "business_listings_tier_check" CHECK ("business_listings"."listing_tier" in ('Tier 1', 'Tier 2', 'Tier 3'))
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"location_key" text NOT NULL,
	"state" text DEFAULT 'CA' NOT NULL,
	"status" text DEFAULT 'New' NOT NULL,
	"county" text,
	"description" text,
	"domain" text,
	"primary_color" text,
	"secondary_color" text,
	"image_url" text,
	"icon" text,
	"tag_line" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cities_location_key_unique" UNIQUE("location_key"),
	CONSTRAINT "cities_status_check" CHECK ("cities"."status" in ('New', 'Test', 'Live', 'Archive'))
);
--> statement-breakpoint
CREATE TABLE "cities_urls" (
	"city_id" uuid NOT NULL,
	"url_id" uuid NOT NULL,
	CONSTRAINT "cities_urls_city_id_url_id_pk" PRIMARY KEY("city_id","url_id")
);
--> statement-breakpoint
CREATE TABLE "city_request" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"state" text NOT NULL,
	"city_name" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "city_urls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text,
	"url" text NOT NULL,
	"content_type" text DEFAULT 'video' NOT NULL,
	"source_type" text DEFAULT 'website' NOT NULL,
	"entity_type" text DEFAULT 'Unknown' NOT NULL,
	"last_refreshed_at" timestamp with time zone,
	"last_refresh_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "city_videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"city_id" uuid NOT NULL,
	"city_urls_id" uuid,
	"title" text NOT NULL,
	"description" text,
	"transcript" text,
	"transcript_source" text,
	"video_id" text NOT NULL,
	"video_url" text,
	"thumbnail_url" text,
	"channel_title" text,
	"published_at" timestamp with time zone,
	"analysis_results" jsonb,
	"news_story" jsonb,
	"story_generated_at" timestamp with time zone,
	"analyzed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"topic" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"username" text,
	"home_city_key" text,
	"preferences" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "transcript_segments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transcript_segments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"video_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"start_seconds" double precision NOT NULL,
	"end_seconds" double precision NOT NULL,
	"speaker" text,
	"text" text NOT NULL,
	CONSTRAINT "transcript_segments_times_check" CHECK ("transcript_segments"."end_seconds" >= "transcript_segments"."start_seconds")
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_pipeline_steps" (
	"video_id" uuid NOT NULL,
	"step" text NOT NULL,
	"state" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"job_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_pipeline_steps_video_id_step_pk" PRIMARY KEY("video_id","step")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_listings" ADD CONSTRAINT "business_listings_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_listings" ADD CONSTRAINT "business_listings_business_category_business_categories_id_fk" FOREIGN KEY ("business_category") REFERENCES "public"."business_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities_urls" ADD CONSTRAINT "cities_urls_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities_urls" ADD CONSTRAINT "cities_urls_url_id_city_urls_id_fk" FOREIGN KEY ("url_id") REFERENCES "public"."city_urls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "city_videos" ADD CONSTRAINT "city_videos_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "city_videos" ADD CONSTRAINT "city_videos_city_urls_id_city_urls_id_fk" FOREIGN KEY ("city_urls_id") REFERENCES "public"."city_urls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transcript_segments" ADD CONSTRAINT "transcript_segments_video_id_city_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."city_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_pipeline_steps" ADD CONSTRAINT "video_pipeline_steps_video_id_city_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."city_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "business_categories_parent_sub_idx" ON "business_categories" USING btree ("parent_category","sub_category");--> statement-breakpoint
CREATE INDEX "business_listings_city_name_idx" ON "business_listings" USING btree ("city_id","name");--> statement-breakpoint
CREATE INDEX "business_listings_tier_name_idx" ON "business_listings" USING btree ("listing_tier","name");--> statement-breakpoint
CREATE INDEX "cities_status_name_idx" ON "cities" USING btree ("status","name");--> statement-breakpoint
CREATE INDEX "cities_urls_url_id_idx" ON "cities_urls" USING btree ("url_id");--> statement-breakpoint
CREATE INDEX "city_videos_city_published_idx" ON "city_videos" USING btree ("city_id","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "city_videos_source_published_idx" ON "city_videos" USING btree ("city_urls_id","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "city_videos_source_video_idx" ON "city_videos" USING btree ("city_urls_id","video_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transcript_segments_video_position_idx" ON "transcript_segments" USING btree ("video_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "user_roles_user_role_idx" ON "user_roles" USING btree ("user_id","role");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "video_pipeline_steps_state_idx" ON "video_pipeline_steps" USING btree ("state");