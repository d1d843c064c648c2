ALTER TABLE "city_urls" ADD COLUMN "last_refresh_note" text;--> statement-breakpoint
ALTER TABLE "city_urls" ADD COLUMN "next_refresh_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "city_videos" ADD COLUMN "title_edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "city_videos" ADD COLUMN "description_edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "city_videos" ADD COLUMN "media_url" text;--> statement-breakpoint
ALTER TABLE "city_videos" ADD COLUMN "captions_url" text;