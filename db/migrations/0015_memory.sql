CREATE TABLE "memory_commitments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"video_id" uuid NOT NULL,
	"city_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"responsible" text NOT NULL,
	"due_text" text,
	"due_date" date,
	"quote" text NOT NULL,
	"start_seconds" double precision NOT NULL,
	"meeting_date" date,
	"follow_up_video_id" uuid,
	"follow_up_seconds" double precision,
	"follow_up_quote" text,
	"follow_up_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memory_commitments_follow_up_by_check" CHECK ("memory_commitments"."follow_up_by" in ('engine', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "memory_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"video_id" uuid NOT NULL,
	"city_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"item" text,
	"motion" text,
	"mover" text,
	"seconder" text,
	"outcome" text NOT NULL,
	"tally" text,
	"procedural" boolean DEFAULT false NOT NULL,
	"quote" text NOT NULL,
	"start_seconds" double precision NOT NULL,
	"meeting_date" date,
	CONSTRAINT "memory_decisions_outcome_check" CHECK ("memory_decisions"."outcome" in ('passed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "memory_extractions" (
	"video_id" uuid PRIMARY KEY NOT NULL,
	"engine" text NOT NULL,
	"decisions" integer DEFAULT 0 NOT NULL,
	"votes" integer DEFAULT 0 NOT NULL,
	"commitments" integer DEFAULT 0 NOT NULL,
	"dropped_items" integer DEFAULT 0 NOT NULL,
	"extracted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memory_votes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"decision_id" uuid NOT NULL,
	"member" text NOT NULL,
	"vote" text NOT NULL,
	"quote" text NOT NULL,
	"start_seconds" double precision NOT NULL,
	CONSTRAINT "memory_votes_vote_check" CHECK ("memory_votes"."vote" in ('yes', 'no', 'abstain', 'absent'))
);
--> statement-breakpoint
ALTER TABLE "memory_commitments" ADD CONSTRAINT "memory_commitments_video_id_city_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."city_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_commitments" ADD CONSTRAINT "memory_commitments_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_commitments" ADD CONSTRAINT "memory_commitments_follow_up_video_id_city_videos_id_fk" FOREIGN KEY ("follow_up_video_id") REFERENCES "public"."city_videos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_decisions" ADD CONSTRAINT "memory_decisions_video_id_city_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."city_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_decisions" ADD CONSTRAINT "memory_decisions_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_extractions" ADD CONSTRAINT "memory_extractions_video_id_city_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."city_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_votes" ADD CONSTRAINT "memory_votes_decision_id_memory_decisions_id_fk" FOREIGN KEY ("decision_id") REFERENCES "public"."memory_decisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "memory_commitments_video_position_key" ON "memory_commitments" USING btree ("video_id","position");--> statement-breakpoint
CREATE INDEX "memory_commitments_city_due_idx" ON "memory_commitments" USING btree ("city_id","due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "memory_decisions_video_position_key" ON "memory_decisions" USING btree ("video_id","position");--> statement-breakpoint
CREATE INDEX "memory_decisions_city_date_idx" ON "memory_decisions" USING btree ("city_id","meeting_date");--> statement-breakpoint
CREATE UNIQUE INDEX "memory_votes_decision_member_key" ON "memory_votes" USING btree ("decision_id","member");--> statement-breakpoint
-- hand-written below (issue #19)
-- The city decisions and commitments pages and the meeting page read these tables: the page cache must see them change (ADR 0037).
CREATE CONSTRAINT TRIGGER "page_content_changed" AFTER INSERT OR UPDATE OR DELETE ON "memory_extractions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "page_content_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "page_content_changed" AFTER INSERT OR UPDATE OR DELETE ON "memory_decisions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "page_content_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "page_content_changed" AFTER INSERT OR UPDATE OR DELETE ON "memory_votes"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "page_content_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "page_content_changed" AFTER INSERT OR UPDATE OR DELETE ON "memory_commitments"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "page_content_changed"();
