CREATE TABLE "people" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"city_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"display_name" text NOT NULL,
	"role" text NOT NULL,
	"role_set_by" text DEFAULT 'engine' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "people_role_check" CHECK ("people"."role" in ('elected', 'staff', 'public')),
	CONSTRAINT "people_role_set_by_check" CHECK ("people"."role_set_by" in ('engine', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "person_aliases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"person_id" uuid NOT NULL,
	"city_id" uuid NOT NULL,
	"alias_key" text NOT NULL,
	"alias" text NOT NULL,
	"set_by" text DEFAULT 'engine' NOT NULL,
	CONSTRAINT "person_aliases_set_by_check" CHECK ("person_aliases"."set_by" in ('engine', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "person_appearances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"person_id" uuid NOT NULL,
	"video_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"alias_key" text NOT NULL,
	"decision_id" uuid,
	"vote_id" uuid,
	"commitment_id" uuid,
	"quote" text NOT NULL,
	"start_seconds" double precision NOT NULL,
	CONSTRAINT "person_appearances_kind_check" CHECK ("person_appearances"."kind" in ('vote', 'motion', 'second', 'quote', 'commitment'))
);
--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_aliases" ADD CONSTRAINT "person_aliases_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_aliases" ADD CONSTRAINT "person_aliases_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_appearances" ADD CONSTRAINT "person_appearances_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_appearances" ADD CONSTRAINT "person_appearances_video_id_city_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."city_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_appearances" ADD CONSTRAINT "person_appearances_decision_id_memory_decisions_id_fk" FOREIGN KEY ("decision_id") REFERENCES "public"."memory_decisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_appearances" ADD CONSTRAINT "person_appearances_vote_id_memory_votes_id_fk" FOREIGN KEY ("vote_id") REFERENCES "public"."memory_votes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_appearances" ADD CONSTRAINT "person_appearances_commitment_id_memory_commitments_id_fk" FOREIGN KEY ("commitment_id") REFERENCES "public"."memory_commitments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "people_city_slug_key" ON "people" USING btree ("city_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "person_aliases_city_key" ON "person_aliases" USING btree ("city_id","alias_key");--> statement-breakpoint
CREATE INDEX "person_aliases_person_idx" ON "person_aliases" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "person_appearances_person_idx" ON "person_appearances" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "person_appearances_video_idx" ON "person_appearances" USING btree ("video_id");--> statement-breakpoint
-- hand-written below (issue #19, ADR 0045)
-- The person pages, the people index, and the decisions and story pages' links read these tables: the page cache must see them change (ADR 0037).
CREATE CONSTRAINT TRIGGER "page_content_changed" AFTER INSERT OR UPDATE OR DELETE ON "people"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "page_content_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "page_content_changed" AFTER INSERT OR UPDATE OR DELETE ON "person_aliases"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "page_content_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "page_content_changed" AFTER INSERT OR UPDATE OR DELETE ON "person_appearances"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "page_content_changed"();
