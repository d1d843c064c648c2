CREATE TABLE "business_mentions" (
	"listing_id" uuid NOT NULL,
	"video_id" uuid NOT NULL,
	"segment_id" integer NOT NULL,
	"start_seconds" double precision NOT NULL,
	"quote" text NOT NULL,
	CONSTRAINT "business_mentions_listing_id_video_id_pk" PRIMARY KEY("listing_id","video_id")
);
--> statement-breakpoint
ALTER TABLE "business_mentions" ADD CONSTRAINT "business_mentions_listing_id_business_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."business_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_mentions" ADD CONSTRAINT "business_mentions_video_id_city_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."city_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_mentions" ADD CONSTRAINT "business_mentions_segment_id_transcript_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."transcript_segments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_mentions_video_idx" ON "business_mentions" USING btree ("video_id");--> statement-breakpoint
-- "Mentioned at council" (issue #19, ADR 0047). The rule: a listing is matched by its whole name, case-insensitive,
-- as a phrase between non-letters, with apostrophes ignored on both sides ("Rosa's" = "rosas") and "&" and "and"
-- alike. A name made only of common words (articles, trade words such as "bakery" or "market", place words such as
-- "main", "street" or "park") is never matched: "Main Street Bakery" or "The Market" said at council is far more
-- often a street or a market than the business. NULL means "never matched".
CREATE FUNCTION "business_mention_pattern"(listing_name text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  words text[] := array_remove(
    regexp_split_to_array(lower(replace(replace(replace(listing_name, '''', ''), '’', ''), '&', ' & ')), '[^[:alnum:]&]+'),
    '');
BEGIN
  IF numnode(plainto_tsquery('english', listing_name)) = 0 OR NOT EXISTS (
    SELECT 1 FROM unnest(words) AS word WHERE length(word) >= 2 AND word NOT IN (
      'the', 'and', 'of', 'at', 'on', 'in', 'for', 'by', 'to', 'with', 'our', 'your', 'my', 'its', 'all',
      'inc', 'llc', 'ltd', 'co', 'corp', 'company', 'group', 'services', 'service', 'shop', 'store', 'studio',
      'center', 'centre', 'bakery', 'cafe', 'café', 'coffee', 'restaurant', 'bar', 'grill', 'kitchen', 'pizza',
      'market', 'hardware', 'salon', 'clinic', 'pharmacy', 'dental', 'auto', 'repair', 'books', 'bookstore',
      'garden', 'gardens', 'florist', 'flowers', 'fitness', 'gym', 'law', 'office', 'realty', 'bank', 'supply',
      'city', 'town', 'county', 'park', 'street', 'avenue', 'road', 'hall', 'main', 'downtown', 'community',
      'public', 'school', 'library', 'water', 'river', 'lake', 'north', 'south', 'east', 'west', 'new', 'old',
      'first', 'second', 'local', 'family', 'home', 'house', 'best', 'good', 'great', 'general', 'plaza', 'square'))
  THEN
    RETURN NULL;
  END IF;
  RETURN '(^|[^[:alnum:]])'
    || array_to_string(array(SELECT CASE WHEN word IN ('and', '&') THEN '(and|&)' ELSE word END FROM unnest(words) AS word),
      '[^[:alnum:]]+')
    || '($|[^[:alnum:]])';
END
$$;--> statement-breakpoint
-- A line as the pattern reads it: lower case, apostrophes dropped.
CREATE FUNCTION "business_mention_text"(line text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT lower(replace(replace(line, '''', ''), '’', ''))
$$;--> statement-breakpoint
-- Recomputes the mentions of one listing (across its city's meetings, found through the text index first), or of
-- some meetings (against their city's listings): the first line of each meeting that names the listing.
CREATE FUNCTION "refresh_business_mentions"(only_listing uuid, only_videos uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF only_listing IS NOT NULL THEN
    DELETE FROM business_mentions WHERE listing_id = only_listing;
    INSERT INTO business_mentions (listing_id, video_id, segment_id, start_seconds, quote)
    SELECT DISTINCT ON (s.video_id) l.id, s.video_id, s.id, s.start_seconds, s.text
    FROM (SELECT id, city_id, name, business_mention_pattern(name) AS pattern FROM business_listings
          WHERE id = only_listing) l
    JOIN transcript_segments s ON s.city_id = l.city_id
    WHERE l.pattern IS NOT NULL
      AND s.search_vector @@ plainto_tsquery('english', l.name)
      AND s.scope_vector @@ format('%L', 'c' || l.city_id)::tsquery
      AND business_mention_text(s.text) ~ l.pattern
    ORDER BY s.video_id, s.start_seconds, s.position;
  ELSE
    DELETE FROM business_mentions WHERE video_id = ANY (only_videos);
    -- Each listing's pattern and each line's folded text once, not once per pair.
    WITH lines AS MATERIALIZED (
      SELECT id, video_id, city_id, position, start_seconds, text, business_mention_text(text) AS folded
      FROM transcript_segments WHERE video_id = ANY (only_videos)
    ), patterns AS MATERIALIZED (
      SELECT id, city_id, pattern FROM (
        SELECT id, city_id, business_mention_pattern(name) AS pattern FROM business_listings
        WHERE city_id IN (SELECT DISTINCT city_id FROM lines)
      ) named WHERE pattern IS NOT NULL
    )
    INSERT INTO business_mentions (listing_id, video_id, segment_id, start_seconds, quote)
    SELECT DISTINCT ON (l.id, s.video_id) l.id, s.video_id, s.id, s.start_seconds, s.text
    FROM lines s JOIN patterns l ON l.city_id = s.city_id
    WHERE s.folded ~ l.pattern
    ORDER BY l.id, s.video_id, s.start_seconds, s.position;
  END IF;
END
$$;--> statement-breakpoint
CREATE FUNCTION "business_listings_refresh_mentions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_business_mentions(NEW.id, NULL);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "business_listings_mentions_new" AFTER INSERT ON "business_listings"
  FOR EACH ROW EXECUTE FUNCTION "business_listings_refresh_mentions"();--> statement-breakpoint
CREATE TRIGGER "business_listings_mentions_renamed" AFTER UPDATE OF name, city_id ON "business_listings"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.city_id IS DISTINCT FROM NEW.city_id)
  EXECUTE FUNCTION "business_listings_refresh_mentions"();--> statement-breakpoint
CREATE FUNCTION "transcript_segments_refresh_mentions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_business_mentions(NULL, array(SELECT DISTINCT video_id FROM changed_segments));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "transcript_segments_mentions_new" AFTER INSERT ON "transcript_segments"
  REFERENCING NEW TABLE AS changed_segments FOR EACH STATEMENT
  EXECUTE FUNCTION "transcript_segments_refresh_mentions"();--> statement-breakpoint
CREATE TRIGGER "transcript_segments_mentions_changed" AFTER UPDATE ON "transcript_segments"
  REFERENCING NEW TABLE AS changed_segments FOR EACH STATEMENT
  EXECUTE FUNCTION "transcript_segments_refresh_mentions"();--> statement-breakpoint
SELECT refresh_business_mentions(id, NULL) FROM business_listings;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "page_content_changed" AFTER INSERT OR UPDATE OR DELETE ON "business_mentions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "page_content_changed"();
