CREATE TABLE "search_lexemes" (
	"lexeme" text PRIMARY KEY NOT NULL,
	"segments" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "transcript_segments_recent_idx";--> statement-breakpoint
DROP INDEX "transcript_segments_city_recent_idx";--> statement-breakpoint
DROP INDEX "transcript_segments_search_idx";--> statement-breakpoint
ALTER TABLE "transcript_segments" ADD COLUMN "scope_vector" "tsvector" GENERATED ALWAYS AS (array_to_tsvector(array[
    'v' || video_id::text,
    'c' || coalesce(city_id::text, 'none'),
    'd' || coalesce((floor(date_part('epoch', published_at at time zone 'UTC') / 86400))::bigint::text, 'none'),
    'e' || coalesce(floor((floor(date_part('epoch', published_at at time zone 'UTC') / 86400)) / 8)::bigint::text, 'none'),
    'f' || coalesce(floor((floor(date_part('epoch', published_at at time zone 'UTC') / 86400)) / 64)::bigint::text, 'none'),
    'g' || coalesce(floor((floor(date_part('epoch', published_at at time zone 'UTC') / 86400)) / 512)::bigint::text, 'none')])) STORED;--> statement-breakpoint
CREATE INDEX "search_lexemes_prefix_idx" ON "search_lexemes" USING btree ("lexeme" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "city_videos_published_idx" ON "city_videos" USING btree ("published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transcript_segments_search_idx" ON "transcript_segments" USING gin ("search_vector","scope_vector");--> statement-breakpoint
-- The words of newly saved segments join the lexeme table, once per statement (ADR 0016). Lexemes are taken in
-- order so two saves that share words lock their rows in the same order and cannot deadlock.
CREATE FUNCTION "search_lexemes_count_new"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_lexemes AS known (lexeme, segments)
  SELECT word, count(*) FROM new_segments, unnest(tsvector_to_array(new_segments.search_vector)) AS word
  GROUP BY word ORDER BY word
  ON CONFLICT (lexeme) DO UPDATE SET segments = known.segments + excluded.segments;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "search_lexemes_count_new" AFTER INSERT ON "transcript_segments"
  REFERENCING NEW TABLE AS new_segments FOR EACH STATEMENT EXECUTE FUNCTION "search_lexemes_count_new"();--> statement-breakpoint
INSERT INTO search_lexemes (lexeme, segments)
  SELECT word, count(*) FROM transcript_segments, unnest(tsvector_to_array(search_vector)) AS word GROUP BY word;
