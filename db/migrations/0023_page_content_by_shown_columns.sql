-- hand-written (issue #32): the content version (ADR 0037) moves only for what a public page shows of these two
-- tables, so a running pipeline no longer empties the whole page cache at every step it records.
--
-- video_pipeline_steps: the meeting and story pages show the analysis and story steps' state, and a failed run's
-- error (analysisStatus, storyStatus); a missing row is what makes them claim the automatic run. Attempts, job ids
-- and updated_at are for the admin screens, which are never cached, and the transcript step is shown to admins alone.
-- Any step but 'transcript' counts, so a step added later moves the version until someone decides otherwise.
-- An INSERT trigger may not name OLD nor a DELETE trigger NEW, hence three triggers. A constraint trigger's WHEN is
-- checked at once, when the row is written, and only a true one queues the deferred bump.
DROP TRIGGER "page_content_changed" ON "video_pipeline_steps";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "page_content_changed" AFTER INSERT ON "video_pipeline_steps"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW."step" <> 'transcript')
  EXECUTE FUNCTION "page_content_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "page_content_changed_on_delete" AFTER DELETE ON "video_pipeline_steps"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD."step" <> 'transcript')
  EXECUTE FUNCTION "page_content_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "page_content_changed_on_update" AFTER UPDATE OF "video_id", "step", "state", "last_error"
  ON "video_pipeline_steps" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD."step" <> 'transcript' OR NEW."step" <> 'transcript')
    AND (OLD."video_id", OLD."step", OLD."state", OLD."last_error")
      IS DISTINCT FROM (NEW."video_id", NEW."step", NEW."state", NEW."last_error"))
  EXECUTE FUNCTION "page_content_changed"();--> statement-breakpoint
-- users: no public page reads it (editors' and owners' e-mails show only on admin and signed-in pages); better-auth
-- writes it as people sign up and verify or change their e-mail. Deleting one still moves the version through the
-- watched rows that go or change with it (their roles, an edit's editor, a listing's payer).
DROP TRIGGER "page_content_changed" ON "users";
