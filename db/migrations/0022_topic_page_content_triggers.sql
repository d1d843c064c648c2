-- hand-written (issue #32): the topic pages are built from the mentions and an admin's overrides, so a write to
-- either must move the page cache's content version (ADR 0037) without relying on topic_meetings being rebuilt in
-- the same transaction. tests/integration/page-content-triggers.test.ts holds every table to this.
CREATE CONSTRAINT TRIGGER "page_content_changed" AFTER INSERT OR UPDATE OR DELETE ON "topic_mentions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "page_content_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "page_content_changed" AFTER INSERT OR UPDATE OR DELETE ON "topic_meeting_overrides"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "page_content_changed"();
