CREATE TABLE "page_content_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
INSERT INTO "page_content_version" ("id", "version") VALUES (1, 1);--> statement-breakpoint
-- The page cache's content version (ADR 0037). Every transaction that writes a table a public page reads bumps it
-- once, at commit: the triggers are deferred, so the one row is locked last and only for the commit's last moment
-- (no deadlock with the transaction's other locks), and a reader sees the new version only with the new data.
-- Whoever writes (a route, a job, the seed, psql) cannot forget it.
-- The new version is also sent as a NOTIFY (delivered at commit): on PGlite, where this process is the only client,
-- the web process learns of it there instead of reading the row per request.
CREATE FUNCTION "page_content_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bumped bigint;
BEGIN
  IF current_setting('civiclens.page_content_bumped', true) IS DISTINCT FROM txid_current()::text THEN
    PERFORM set_config('civiclens.page_content_bumped', txid_current()::text, true);
    UPDATE page_content_version SET version = version + 1, changed_at = clock_timestamp() WHERE id = 1
      RETURNING version INTO bumped;
    PERFORM pg_notify('page_content_version', bumped::text);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "page_content_changed" AFTER INSERT OR UPDATE OR DELETE ON "app_state"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "page_content_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "page_content_changed" AFTER INSERT OR UPDATE OR DELETE ON "business_categories"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "page_content_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "page_content_changed" AFTER INSERT OR UPDATE OR DELETE ON "business_listings"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "page_content_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "page_content_changed" AFTER INSERT OR UPDATE OR DELETE ON "cities"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "page_content_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "page_content_changed" AFTER INSERT OR UPDATE OR DELETE ON "cities_urls"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "page_content_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "page_content_changed" AFTER INSERT OR UPDATE OR DELETE ON "city_urls"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "page_content_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "page_content_changed" AFTER INSERT OR UPDATE OR DELETE ON "city_videos"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "page_content_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "page_content_changed" AFTER INSERT OR UPDATE OR DELETE ON "content_versions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "page_content_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "page_content_changed" AFTER INSERT OR UPDATE OR DELETE ON "profiles"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "page_content_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "page_content_changed" AFTER INSERT OR UPDATE OR DELETE ON "search_lexemes"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "page_content_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "page_content_changed" AFTER INSERT OR UPDATE OR DELETE ON "transcript_segments"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "page_content_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "page_content_changed" AFTER INSERT OR UPDATE OR DELETE ON "user_roles"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "page_content_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "page_content_changed" AFTER INSERT OR UPDATE OR DELETE ON "users"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "page_content_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "page_content_changed" AFTER INSERT OR UPDATE OR DELETE ON "video_pipeline_steps"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "page_content_changed"();
