CREATE TABLE "topic_aliases" (
	"city_id" uuid NOT NULL,
	"key" text NOT NULL,
	"topic_id" uuid NOT NULL,
	CONSTRAINT "topic_aliases_city_id_key_pk" PRIMARY KEY("city_id","key")
);
--> statement-breakpoint
CREATE TABLE "topic_meeting_overrides" (
	"video_id" uuid NOT NULL,
	"from_topic_id" uuid NOT NULL,
	"to_topic_id" uuid NOT NULL,
	CONSTRAINT "topic_meeting_overrides_video_id_from_topic_id_pk" PRIMARY KEY("video_id","from_topic_id")
);
--> statement-breakpoint
CREATE TABLE "topic_meetings" (
	"topic_id" uuid NOT NULL,
	"video_id" uuid NOT NULL,
	"city_id" uuid NOT NULL,
	"quote" text NOT NULL,
	"start_seconds" double precision NOT NULL,
	CONSTRAINT "topic_meetings_topic_id_video_id_pk" PRIMARY KEY("topic_id","video_id")
);
--> statement-breakpoint
CREATE TABLE "topic_mentions" (
	"video_id" uuid NOT NULL,
	"city_id" uuid NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"quote" text NOT NULL,
	"start_seconds" double precision NOT NULL,
	CONSTRAINT "topic_mentions_video_id_key_pk" PRIMARY KEY("video_id","key")
);
--> statement-breakpoint
CREATE TABLE "topics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"city_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "topics_created_by_check" CHECK ("topics"."created_by" in ('engine', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "topic_aliases" ADD CONSTRAINT "topic_aliases_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_aliases" ADD CONSTRAINT "topic_aliases_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_meeting_overrides" ADD CONSTRAINT "topic_meeting_overrides_video_id_city_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."city_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_meeting_overrides" ADD CONSTRAINT "topic_meeting_overrides_from_topic_id_topics_id_fk" FOREIGN KEY ("from_topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_meeting_overrides" ADD CONSTRAINT "topic_meeting_overrides_to_topic_id_topics_id_fk" FOREIGN KEY ("to_topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_meetings" ADD CONSTRAINT "topic_meetings_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_meetings" ADD CONSTRAINT "topic_meetings_video_id_city_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."city_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_meetings" ADD CONSTRAINT "topic_meetings_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_mentions" ADD CONSTRAINT "topic_mentions_video_id_city_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."city_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_mentions" ADD CONSTRAINT "topic_mentions_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topics" ADD CONSTRAINT "topics_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "topic_aliases_topic_idx" ON "topic_aliases" USING btree ("topic_id");--> statement-breakpoint
CREATE INDEX "topic_meetings_video_idx" ON "topic_meetings" USING btree ("video_id");--> statement-breakpoint
CREATE INDEX "topic_meetings_city_idx" ON "topic_meetings" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "topic_mentions_city_key_idx" ON "topic_mentions" USING btree ("city_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "topics_city_slug_key" ON "topics" USING btree ("city_id","slug");--> statement-breakpoint
-- hand-written below (issue #19, ADR 0046)
-- The topic pages, the decisions page's topic filter and the story page's topic links read these tables: the page
-- cache must see them change (ADR 0037). Mentions and overrides reach the pages only through topic_meetings.
CREATE CONSTRAINT TRIGGER "page_content_changed" AFTER INSERT OR UPDATE OR DELETE ON "topics"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "page_content_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "page_content_changed" AFTER INSERT OR UPDATE OR DELETE ON "topic_aliases"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "page_content_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "page_content_changed" AFTER INSERT OR UPDATE OR DELETE ON "topic_meetings"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "page_content_changed"();
