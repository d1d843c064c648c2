ALTER TABLE "memory_decisions" DROP CONSTRAINT "memory_decisions_outcome_check";--> statement-breakpoint
ALTER TABLE "city_videos" ADD COLUMN "meeting_date" date;--> statement-breakpoint
ALTER TABLE "memory_decisions" ADD CONSTRAINT "memory_decisions_outcome_check" CHECK ("memory_decisions"."outcome" in ('passed', 'failed', 'tabled', 'continued', 'withdrawn'));