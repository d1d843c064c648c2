CREATE TABLE "content_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"video_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"content" jsonb NOT NULL,
	"engine" text,
	"edited_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "city_videos" ADD COLUMN "analysis_engine" text;--> statement-breakpoint
ALTER TABLE "city_videos" ADD COLUMN "story_engine" text;--> statement-breakpoint
ALTER TABLE "city_videos" ADD COLUMN "analysis_edited_by" text;--> statement-breakpoint
ALTER TABLE "city_videos" ADD COLUMN "analysis_edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "city_videos" ADD COLUMN "story_edited_by" text;--> statement-breakpoint
ALTER TABLE "city_videos" ADD COLUMN "story_edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "city_videos" ADD COLUMN "story_published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_video_id_city_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."city_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_versions_video_kind_idx" ON "content_versions" USING btree ("video_id","kind","created_at");--> statement-breakpoint
ALTER TABLE "city_videos" ADD CONSTRAINT "city_videos_analysis_edited_by_users_id_fk" FOREIGN KEY ("analysis_edited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "city_videos" ADD CONSTRAINT "city_videos_story_edited_by_users_id_fk" FOREIGN KEY ("story_edited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Stories written before publishing existed were public: they stay so.
UPDATE "city_videos" SET "story_published_at" = coalesce("story_generated_at", "updated_at") WHERE "news_story" IS NOT NULL;
