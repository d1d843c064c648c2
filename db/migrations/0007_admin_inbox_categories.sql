ALTER TABLE "business_listings" DROP CONSTRAINT "business_listings_business_category_business_categories_id_fk";
--> statement-breakpoint
ALTER TABLE "city_request" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "city_request" ADD COLUMN "handled_by" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "handled_by" text;--> statement-breakpoint
ALTER TABLE "business_listings" ADD CONSTRAINT "business_listings_business_category_business_categories_id_fk" FOREIGN KEY ("business_category") REFERENCES "public"."business_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "city_request" ADD CONSTRAINT "city_request_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD CONSTRAINT "contact_submissions_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_listings_category_idx" ON "business_listings" USING btree ("business_category");--> statement-breakpoint
CREATE INDEX "city_request_created_idx" ON "city_request" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_submissions_created_idx" ON "contact_submissions" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);