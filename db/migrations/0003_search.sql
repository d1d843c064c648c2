ALTER TABLE "city_videos" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A')
  || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'B')
  || setweight(to_tsvector('english'::regconfig, coalesce(analysis_results->>'summary', '')), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "transcript_segments" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, text)) STORED;--> statement-breakpoint
ALTER TABLE "transcript_segments" ADD COLUMN "city_id" uuid;--> statement-breakpoint
ALTER TABLE "transcript_segments" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "city_videos_search_idx" ON "city_videos" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "transcript_segments_search_idx" ON "transcript_segments" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "transcript_segments_recent_idx" ON "transcript_segments" USING btree ("published_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "transcript_segments_city_recent_idx" ON "transcript_segments" USING btree ("city_id","published_at" DESC NULLS LAST,"id");--> statement-breakpoint
-- Segments carry their meeting's city and publication time so the newest matches can be read from an index
-- (ADR 0011). Triggers keep the copies true whoever writes: a new segment takes them from its meeting, and a
-- meeting that moves city or changes its publication time passes the change on.
CREATE FUNCTION "transcript_segments_copy_meeting"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT v.city_id, v.published_at INTO NEW.city_id, NEW.published_at FROM city_videos v WHERE v.id = NEW.video_id;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "transcript_segments_copy_meeting" BEFORE INSERT OR UPDATE OF video_id ON "transcript_segments"
  FOR EACH ROW EXECUTE FUNCTION "transcript_segments_copy_meeting"();--> statement-breakpoint
CREATE FUNCTION "city_videos_pass_to_segments"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE transcript_segments SET city_id = NEW.city_id, published_at = NEW.published_at WHERE video_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "city_videos_pass_to_segments" AFTER UPDATE OF city_id, published_at ON "city_videos"
  FOR EACH ROW WHEN (OLD.city_id IS DISTINCT FROM NEW.city_id OR OLD.published_at IS DISTINCT FROM NEW.published_at)
  EXECUTE FUNCTION "city_videos_pass_to_segments"();--> statement-breakpoint
UPDATE "transcript_segments" s SET city_id = v.city_id, published_at = v.published_at
  FROM "city_videos" v WHERE v.id = s.video_id;
